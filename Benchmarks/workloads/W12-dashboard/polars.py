import polars as pl


def price_bands(drinks, buckets=5):
    # $bucketAuto (no granularity) as MongoDB cuts it: each bucket takes about round(n / 5)
    # documents, then every document equal to its last price; the last takes the rest; a
    # bucket's max is the next bucket's min (the last one's, its own highest price). Documents
    # of one price never split, so the walk runs over the distinct prices.
    prices = drinks.group_by("price").agg(pl.len().alias("n")).sort("price").rows()
    target = int(sum(n for _, n in prices) / buckets + 0.5)  # std::round, halves away from zero
    bands = []
    for price, n in prices:
        if not bands or (bands[-1]["taken"] >= target and len(bands) < buckets):
            if bands:
                bands[-1]["max"] = price
            bands.append({"min": price, "max": price, "taken": 0})
        bands[-1]["taken"] += n
        bands[-1]["last"] = price
    bands[-1]["max"] = bands[-1]["last"]
    return [{"_id": {"min": b["min"], "max": b["max"]}, "count": b["taken"]} for b in bands]


def run(drinks):
    top = drinks.group_by("name").agg(pl.len().alias("count")).sort("count", descending=True)
    regions = drinks.group_by("beanRegion").agg(pl.len().alias("drinks"), pl.col("price").mean().alias("averagePrice"))
    return pl.DataFrame({
        "priceBands": [price_bands(drinks)],
        "topDrinks": [top.rename({"name": "_id"}).to_dicts()],
        "regions": [regions.rename({"beanRegion": "_id"}).to_dicts()],
    })
