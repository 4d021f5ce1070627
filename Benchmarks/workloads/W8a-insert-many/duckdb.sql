-- Into a table keyed by _id, as a collection's unique _id index keys its documents.
-- {columns} is the loaded table's column list, types included.
CREATE TABLE inserted ({columns}, PRIMARY KEY (_id));
INSERT INTO inserted SELECT * FROM drinks;
