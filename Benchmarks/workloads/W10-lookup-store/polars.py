import polars as pl


def run(drinks, stores):
    # $unwind keeps a drink once per store it joined, and drops one that joined none: an inner join.
    return (drinks.join(stores.select("storeNumber", "region"), on="storeNumber", how="inner")
            .group_by("region").agg(pl.len().alias("drinks"), pl.col("price").sum().alias("revenue"))
            .rename({"region": "_id"}))
