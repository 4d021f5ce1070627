import polars as pl


def run(drinks):
    return drinks.group_by("storeNumber").agg(
        pl.len().alias("drinks"),
        pl.col("price").mean().alias("averagePrice"),
    ).rename({"storeNumber": "_id"})
