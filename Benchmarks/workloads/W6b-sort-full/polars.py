def run(drinks):
    return drinks.sort(["beanRegion", "price"], descending=[False, True], nulls_last=False)
