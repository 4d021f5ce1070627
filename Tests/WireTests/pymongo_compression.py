# pymongo with wire compression against `docstream serve`: usage: pymongo_compression.py PORT COMPRESSOR
# Runs CRUD with compressors=COMPRESSOR and checks, by counting what pymongo compressed and
# decompressed, that its requests went out and their replies came back with that compressor.
# Exit status 0 only when all checks pass.
import sys
from collections import Counter

import pymongo
from pymongo import compression_support
from pymongo.synchronous import network

port, compressor = int(sys.argv[1]), sys.argv[2]
ids = {"snappy": 1, "zlib": 2, "zstd": 3}

sent = Counter()
received = Counter()
def counting(method, compressor_id):
    # compress is a static method of some contexts and an instance method of others.
    original = method.__func__ if isinstance(method, staticmethod) else method
    def compress(*args, **kwargs):
        sent[compressor_id] += 1
        return original(*args, **kwargs)
    return staticmethod(compress) if isinstance(method, staticmethod) else compress
for context in (compression_support.SnappyContext, compression_support.ZlibContext, compression_support.ZstdContext):
    context.compress = counting(context.__dict__["compress"], context.compressor_id)
original_decompress = network.decompress
def decompress(data, compressor_id):
    received[compressor_id] += 1
    return original_decompress(data, compressor_id)
network.decompress = decompress

client = pymongo.MongoClient(
    f"mongodb://127.0.0.1:{port}/?directConnection=true", compressors=compressor, serverSelectionTimeoutMS=10000)
drinks = client.compression.drinks
drinks.drop()
assert client.admin.command("ping")["ok"] == 1.0
big = "Mocha " * 2000
assert drinks.insert_many([{"_id": i, "size": i, "text": big} for i in range(50)]).inserted_ids == list(range(50))
found = list(drinks.find({"size": {"$gte": 10}}, batch_size=7).sort("_id", 1))
assert [d["_id"] for d in found] == list(range(10, 50)), [d["_id"] for d in found]
assert all(d["text"] == big for d in found)
assert drinks.update_many({"size": {"$lt": 5}}, {"$set": {"small": True}}).modified_count == 5
assert drinks.count_documents({"small": True}) == 5
assert drinks.delete_many({"size": {"$gte": 25}}).deleted_count == 25
assert drinks.count_documents({}) == 25

expected = ids[compressor]
assert sent[expected] > 0 and set(sent) == {expected}, f"requests compressed: {dict(sent)}"
assert received[expected] > 0 and set(received) == {expected}, f"replies decompressed: {dict(received)}"
client.close()
print(f"pymongo compression {compressor}: all checks passed ({sent[expected]} requests, {received[expected]} replies compressed)")
