import polars as pl


def run(drinks):
    return drinks.filter(pl.col("storeNumber") == 42)
