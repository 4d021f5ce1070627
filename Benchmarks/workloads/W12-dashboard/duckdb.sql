-- $bucketAuto (no granularity) over the sorted prices, as MongoDB cuts it: each bucket takes
-- about round(n / 5) documents, then every document equal to its last price; the last takes
-- the rest; a bucket's max is the next bucket's min (the last one's, its own highest price).
-- Documents of one price never split, so the walk runs over the distinct prices.
WITH RECURSIVE
prices AS (
    SELECT price, count(*) AS n, row_number() OVER (ORDER BY price) AS j FROM drinks GROUP BY price
),
size AS (SELECT round(sum(n) / 5) AS target FROM prices),
walk(j, bucket, taken) AS (
    SELECT j, 0, n FROM prices WHERE j = 1
    UNION ALL
    SELECT p.j,
           CASE WHEN w.taken >= s.target AND w.bucket < 4 THEN w.bucket + 1 ELSE w.bucket END,
           CASE WHEN w.taken >= s.target AND w.bucket < 4 THEN p.n ELSE w.taken + p.n END
    FROM walk w JOIN prices p ON p.j = w.j + 1, size s
),
bands AS (
    SELECT bucket, min(p.price) AS low, max(p.j) AS last, sum(p.n) AS count
    FROM walk JOIN prices p USING (j) GROUP BY bucket
),
priceBands AS (
    SELECT list({'_id': {'min': b.low, 'max': coalesce(next.price, own.price)}, 'count': b.count} ORDER BY b.bucket) AS priceBands
    FROM bands b JOIN prices own ON own.j = b.last LEFT JOIN prices next ON next.j = b.last + 1
),
topDrinks AS (
    SELECT list({'_id': name, 'count': count} ORDER BY count DESC) AS topDrinks
    FROM (SELECT name, count(*) AS count FROM drinks GROUP BY name)
),
regions AS (
    SELECT list({'_id': beanRegion, 'drinks': drinks, 'averagePrice': averagePrice}) AS regions
    FROM (SELECT beanRegion, count(*) AS drinks, avg(price) AS averagePrice FROM drinks GROUP BY beanRegion)
)
SELECT priceBands, topDrinks, regions FROM priceBands, topDrinks, regions
