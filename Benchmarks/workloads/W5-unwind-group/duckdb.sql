-- Two unnests in one SELECT walk their lists side by side: each promotion with its index.
-- An empty list gives no rows, as $unwind drops empty arrays.
SELECT promotion AS _id, count(*) AS drinks, avg(promotionIndex) AS averagePosition
FROM (
    SELECT unnest(featuredInPromotions) AS promotion,
           unnest(range(len(featuredInPromotions))) AS promotionIndex
    FROM drinks
)
GROUP BY promotion
