def export(drinks, path):
    # polars' NDJSON writer, one object per row of the DataFrame.
    drinks.write_ndjson(path)
