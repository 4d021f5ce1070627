-- Every column, storeNumber replaced in place (as $addFields replaces an existing field).
SELECT * REPLACE (string_split(store, ' ')[2] AS storeNumber) FROM drinks
