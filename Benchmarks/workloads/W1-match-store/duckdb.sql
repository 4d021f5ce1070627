SELECT * FROM drinks WHERE storeNumber = 42
