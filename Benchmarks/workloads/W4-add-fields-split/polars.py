import polars as pl


def run(drinks):
    return drinks.with_columns(pl.col("store").str.split(" ").list.get(1).alias("storeNumber"))
