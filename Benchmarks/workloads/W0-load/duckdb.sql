-- DuckDB's JSON reader into a native table; _id's {"$oid": hex} becomes the hex text.
CREATE TABLE drinks AS
SELECT _id."$oid" AS _id, * EXCLUDE (_id)
FROM read_json('{ndjson}', format = 'newline_delimited');
