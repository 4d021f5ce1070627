import polars as pl


def run(drinks):
    return drinks.select("name", pl.col("store").str.split(" ").list.get(1).alias("storeNumber"))
