-- One statement per _id, each its own transaction, as each updateOne is its own write.
UPDATE drinks SET price = price + 1 WHERE _id = ?
