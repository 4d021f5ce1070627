import polars as pl


def load(ndjson_path):
    # polars' NDJSON reader into a DataFrame; _id's {"$oid": hex} becomes the hex text.
    return pl.read_ndjson(ndjson_path).with_columns(pl.col("_id").struct.field("$oid").alias("_id"))
