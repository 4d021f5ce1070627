-- string_split gives a list; lists index from 1, so [2] is MongoDB's element 1.
SELECT name, string_split(store, ' ')[2] AS storeNumber FROM drinks
