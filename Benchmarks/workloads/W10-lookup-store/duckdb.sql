-- $unwind keeps a drink once per store it joined, and drops one that joined none: an inner join.
SELECT s.region AS _id, count(*) AS drinks, sum(d.price) AS revenue
FROM drinks d JOIN stores s ON s.storeNumber = d.storeNumber
GROUP BY s.region
