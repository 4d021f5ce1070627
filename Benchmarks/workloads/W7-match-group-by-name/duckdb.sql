SELECT name AS _id, sum(price) AS total, max(price) AS highest, min(price) AS lowest, avg(price) AS average
FROM drinks
WHERE containsDairy AND price > 3
GROUP BY name
