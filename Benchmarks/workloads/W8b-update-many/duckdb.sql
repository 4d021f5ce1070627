UPDATE drinks SET price = price + 1 WHERE containsDairy
