def run(drinks):
    # Lazy, so polars plans the sort + head as a top-k; nulls first, as MongoDB sorts missing.
    return drinks.lazy().sort(["beanRegion", "price"], descending=[False, True], nulls_last=False).head(100).collect()
