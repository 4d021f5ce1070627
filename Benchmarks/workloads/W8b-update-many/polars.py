import polars as pl


def run(drinks):
    # A DataFrame is immutable: the update is a new price column.
    price = pl.col("price")
    return drinks.with_columns(pl.when(pl.col("containsDairy")).then(price + 1).otherwise(price).alias("price"))
