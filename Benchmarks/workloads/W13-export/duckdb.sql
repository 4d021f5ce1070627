-- DuckDB's COPY of its native table to newline-delimited JSON (one object per row).
COPY drinks TO '{out}' (FORMAT json)
