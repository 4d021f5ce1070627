-- One statement per _id; the upsert keys on the table's primary key.
INSERT INTO drinks (_id, price, name, storeNumber) VALUES (?, 4.25, 'Upserted', 0)
ON CONFLICT (_id) DO UPDATE SET price = excluded.price
