import polars as pl


def run(drinks):
    promotions = pl.col("featuredInPromotions")
    return (
        drinks.select(promotions.alias("_id"), pl.int_ranges(promotions.list.len()).alias("promotionIndex"))
        .explode(["_id", "promotionIndex"])
        # explode turns an empty list into one null row; $unwind drops empty arrays.
        .drop_nulls("_id")
        .group_by("_id")
        .agg(pl.len().alias("drinks"), pl.col("promotionIndex").mean().alias("averagePosition"))
    )
