import polars as pl


def run(drinks):
    price = pl.col("price")
    return (
        drinks.filter(pl.col("containsDairy") & (price > 3))
        .group_by("name")
        .agg(price.sum().alias("total"), price.max().alias("highest"), price.min().alias("lowest"), price.mean().alias("average"))
        .rename({"name": "_id"})
    )
