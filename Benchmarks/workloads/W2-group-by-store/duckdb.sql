SELECT storeNumber AS _id, count(*) AS drinks, avg(price) AS averagePrice
FROM drinks
GROUP BY storeNumber
