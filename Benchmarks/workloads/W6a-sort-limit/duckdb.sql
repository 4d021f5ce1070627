-- MongoDB sorts a missing field first in ascending order; DuckDB's default puts NULLs last.
SELECT * FROM drinks ORDER BY beanRegion ASC NULLS FIRST, price DESC LIMIT 100
