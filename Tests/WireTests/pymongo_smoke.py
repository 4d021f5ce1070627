# pymongo against `docstream serve`: usage: pymongo_smoke.py PORT collations|no-collations
# Each check raises AssertionError with what was expected; exit status 0 only when all pass.
import datetime
import sys
import threading
import time

import pymongo
from bson.int64 import Int64
from pymongo import WriteConcern
from pymongo.collation import Collation

port = int(sys.argv[1])
direct = pymongo.MongoClient(f"mongodb://127.0.0.1:{port}/?directConnection=true", serverSelectionTimeoutMS=10000)
replica_set = pymongo.MongoClient(f"mongodb://127.0.0.1:{port}/?replicaSet=docstream", serverSelectionTimeoutMS=10000)

assert direct.admin.command("ping")["ok"] == 1.0

status = direct.admin.command("serverStatus")
assert status["process"] == "docstream" and status["ok"] == 1.0, status
assert status["connections"]["current"] >= 1, status["connections"]
assert set(status["opcounters"]) == {"insert", "query", "update", "delete", "getmore", "command"}, status["opcounters"]

drinks = direct.smoke.drinks
assert drinks.insert_one({"_id": 0, "name": "Mocha"}).inserted_id == 0
assert drinks.insert_many([{"_id": i, "size": i} for i in range(1, 6)]).inserted_ids == [1, 2, 3, 4, 5]

# batch_size=2 over five documents: a first batch and getMores.
sizes = [d["size"] for d in drinks.find({"size": {"$gte": 1}}, batch_size=2).sort("_id", 1)]
assert sizes == [1, 2, 3, 4, 5], sizes
# A cursor closed before its end is killed on the server (killCursors).
partial = drinks.find({"size": {"$gte": 1}}, batch_size=2)
assert next(partial)["size"] >= 1
partial.close()

assert drinks.update_one({"_id": 0}, {"$set": {"price": 3}}).modified_count == 1
assert drinks.update_many({"size": {"$gt": 3}}, {"$set": {"large": True}}).modified_count == 2
assert drinks.count_documents({"large": True}) == 2
total = list(drinks.aggregate([{"$match": {"size": {"$gte": 1}}}, {"$group": {"_id": None, "sum": {"$sum": "$size"}}}]))
assert total == [{"_id": None, "sum": 15}], total
assert drinks.delete_many({"large": True}).deleted_count == 2
assert drinks.count_documents({}) == 4

# w:0 is an unacknowledged write (OP_MSG moreToCome); a read on the same client sees it.
unacknowledged = direct.smoke.get_collection("drinks", write_concern=WriteConcern(w=0))
unacknowledged.insert_one({"_id": "w0"})
assert direct.smoke.drinks.find_one({"_id": "w0"}) == {"_id": "w0"}

# A causally consistent session reads its own write, its operation time advanced by the reply.
with direct.start_session(causal_consistency=True) as session:
    drinks.insert_one({"_id": "causal"}, session=session)
    assert session.operation_time is not None
    assert drinks.find_one({"_id": "causal"}, session=session) == {"_id": "causal"}

# A write sent twice with the same lsid and txnNumber (a retryable write's retry) is applied
# once, and the retry gets the first reply. A client of its own: its first session is new, and
# the driver's own txnNumbers on it never meet this one.
fresh = pymongo.MongoClient(f"mongodb://127.0.0.1:{port}/?directConnection=true", serverSelectionTimeoutMS=10000)
with fresh.start_session() as session:
    retried = {"update": "retried", "updates": [{"q": {"_id": 1}, "u": {"$inc": {"n": 1}}, "upsert": True}], "txnNumber": Int64(1)}
    first = fresh.smoke.command(retried, session=session)
    second = fresh.smoke.command(retried, session=session)
    assert first["n"] == 1 and second["n"] == 1 and second.get("upserted") == first.get("upserted"), (first, second)
fresh.close()
assert direct.smoke.retried.find_one({"_id": 1}) == {"_id": 1, "n": 1}
# The replica-set client's writes are retryable writes (lsid and txnNumber on each).
assert replica_set.smoke.retried.update_one({"_id": 1}, {"$inc": {"n": 1}}).modified_count == 1
assert replica_set.smoke.retried.find_one_and_update({"_id": 1}, {"$inc": {"n": 1}})["n"] == 2
assert direct.smoke.retried.find_one({"_id": 1}) == {"_id": 1, "n": 3}

# The replica-set client discovers the one member and reads what the direct client wrote.
assert replica_set.smoke.drinks.find_one({"_id": 0})["price"] == 3

# A change stream receives an insert made through the other client.
with drinks.watch() as stream:
    def insert_later():
        time.sleep(0.5)
        replica_set.smoke.drinks.insert_one({"_id": "watched"})
    threading.Thread(target=insert_later).start()
    deadline = time.time() + 20
    event = None
    while event is None and time.time() < deadline:
        event = stream.try_next()
    assert event is not None, "no change event within 20 s"
    assert event["operationType"] == "insert", event
    assert event["fullDocument"] == {"_id": "watched"}, event



def next_event(stream):
    deadline = time.time() + 20
    while time.time() < deadline:
        event = stream.try_next()
        if event is not None:
            return event
    raise AssertionError("no change event within 20 s")


def fail_next(command, **data):
    """Sets MongoDB's failCommand fail point to fail the next `command` as `data` says."""
    direct.admin.command({"configureFailPoint": "failCommand", "mode": {"times": 1}, "data": {"failCommands": [command], **data}})


# A change stream resumes from its resume token when its connection is closed under it, and
# when a getMore fails with a resumable error (the server labels it ResumableChangeStreamError):
# pymongo opens it anew, and no event is lost or repeated. After such errors pymongo waits for
# its monitor to see the server again; a short heartbeat keeps that wait short, as drivers'
# own tests of these errors do.
monitored = pymongo.MongoClient(f"mongodb://127.0.0.1:{port}/?replicaSet=docstream", serverSelectionTimeoutMS=10000, heartbeatFrequencyMS=500)
resumed = monitored.smoke.resumed
with resumed.watch() as stream:
    resumed.insert_one({"_id": "first"})
    assert next_event(stream)["documentKey"] == {"_id": "first"}
    fail_next("getMore", closeConnection=True)
    resumed.insert_one({"_id": "after closed connection"})
    assert next_event(stream)["documentKey"] == {"_id": "after closed connection"}
    fail_next("getMore", errorCode=10107)
    resumed.insert_one({"_id": "after NotWritablePrimary"})
    assert next_event(stream)["documentKey"] == {"_id": "after NotWritablePrimary"}
    resumed.insert_one({"_id": "last"})
    assert next_event(stream)["documentKey"] == {"_id": "last"}

# A retryable write whose connection closes before it runs, or that fails with a retriable
# error (labelled RetryableWriteError), is retried once by pymongo and applied once.
retried_writes = monitored.smoke.retried_writes
fail_next("insert", closeConnection=True)
retried_writes.insert_one({"_id": "closed"})
fail_next("update", errorCode=91)
retried_writes.update_one({"_id": "closed"}, {"$inc": {"n": 1}}, upsert=True)
assert direct.smoke.retried_writes.find_one({"_id": "closed"}) == {"_id": "closed", "n": 1}
assert direct.admin.command({"configureFailPoint": "failCommand", "mode": "off"})["count"] == 4

# MongoClient.bulk_write sends MongoDB 8.0's bulkWrite command: writes to several collections
# in one command, with per-operation results.
from pymongo import DeleteOne, InsertOne, UpdateOne

result = replica_set.bulk_write([
    InsertOne(namespace="smoke.bulk", document={"_id": 1, "n": 0}),
    UpdateOne(namespace="smoke.bulk", filter={"_id": 1}, update={"$inc": {"n": 1}}),
    UpdateOne(namespace="smoke.bulk_other", filter={"_id": 2}, update={"$set": {"n": 2}}, upsert=True),
    DeleteOne(namespace="smoke.bulk", filter={"_id": 99}),
], verbose_results=True)
assert (result.inserted_count, result.matched_count, result.modified_count, result.upserted_count, result.deleted_count) == (1, 1, 1, 1, 0), result
assert result.update_results[2].upserted_id == 2, result.update_results
assert direct.smoke.bulk.find_one({"_id": 1}) == {"_id": 1, "n": 1}
assert direct.smoke.bulk_other.find_one({"_id": 2}) == {"_id": 2, "n": 2}
try:
    replica_set.bulk_write([InsertOne(namespace="smoke.bulk", document={"_id": 1}), InsertOne(namespace="smoke.bulk", document={"_id": 3})])
    raise AssertionError("a duplicate _id in bulk_write did not fail")
except pymongo.errors.ClientBulkWriteException as error:
    assert error.write_errors[0]["code"] == 11000 and error.write_errors[0]["idx"] == 0, error.write_errors
assert direct.smoke.bulk.count_documents({}) == 1

# Transactions through pymongo's convenient API (with_transaction): the writes of a callback
# appear together at its commit; an exception in it aborts them all.
accounts = replica_set.smoke.accounts
accounts.insert_many([{"_id": "a", "balance": 100}, {"_id": "b", "balance": 0}])


def transfer(session):
    accounts.update_one({"_id": "a"}, {"$inc": {"balance": -30}}, session=session)
    assert accounts.find_one({"_id": "a"}, session=session)["balance"] == 70
    assert direct.smoke.accounts.find_one({"_id": "a"})["balance"] == 100
    accounts.update_one({"_id": "b"}, {"$inc": {"balance": 30}}, session=session)


with replica_set.start_session() as session:
    session.with_transaction(transfer)
assert [d["balance"] for d in direct.smoke.accounts.find().sort("_id", 1)] == [70, 30]


def failing(session):
    accounts.update_one({"_id": "a"}, {"$inc": {"balance": -30}}, session=session)
    raise RuntimeError("changed my mind")


with replica_set.start_session() as session:
    try:
        session.with_transaction(failing)
        raise AssertionError("the failing transaction did not raise")
    except RuntimeError:
        pass
assert [d["balance"] for d in direct.smoke.accounts.find().sort("_id", 1)] == [70, 30]

# A TTL index (MongoDB manual, TTL Indexes): the monitor, set to pass every second, removes
# the expired document; the other stays.
direct.admin.command({"setParameter": 1, "ttlMonitorSleepSecs": 1})
sessions = direct.smoke.sessions
sessions.create_index("expireAt", expireAfterSeconds=0)
now = datetime.datetime.now(datetime.timezone.utc)
sessions.insert_many([{"_id": "old", "expireAt": now - datetime.timedelta(minutes=1)}, {"_id": "new", "expireAt": now + datetime.timedelta(hours=1)}])
deadline = time.time() + 20
while sessions.count_documents({}) != 1 and time.time() < deadline:
    time.sleep(0.1)
assert [d["_id"] for d in sessions.find()] == ["new"], list(sessions.find())
assert next(i for i in sessions.list_indexes() if i["name"] == "expireAt_1")["expireAfterSeconds"] == 0

# A hashed index (MongoDB manual, Hashed Indexes) answers an equality, as explain shows.
hashed = direct.smoke.hashed
hashed.insert_many([{"_id": n, "user": "u%d" % (n % 10)} for n in range(50)])
assert hashed.create_index([("user", pymongo.HASHED)]) == "user_hashed"
assert sorted(d["_id"] for d in hashed.find({"user": "u3"})) == [3, 13, 23, 33, 43]
plan = hashed.find({"user": "u3"}).explain()["queryPlanner"]["winningPlan"]
assert plan["inputStage"]["indexName"] == "user_hashed", plan

# A wildcard index with a projection (MongoDB manual, Wildcard Indexes) answers a query on a
# path it keys, as explain shows, and pymongo's index listing shows the projection.
products = direct.smoke.products
products.insert_many([{"_id": 1, "attributes": {"size": {"length": 72}}}, {"_id": 2, "attributes": {"colors": ["Blue"]}}])
assert products.create_index([("$**", 1)], wildcardProjection={"attributes.colors": 1}) == "$**_1"
assert [d["_id"] for d in products.find({"attributes.colors": "Blue"})] == [2]
plan = products.find({"attributes.colors": "Blue"}).explain()["queryPlanner"]["winningPlan"]
assert plan["inputStage"]["keyPattern"] == {"$_path": 1, "attributes.colors": 1}, plan
assert products.index_information()["$**_1"]["wildcardProjection"] == {"attributes.colors": 1}

# A text index and a $text search with its score (MongoDB manual, $text: Return the Text Search
# Score), sorted by it as pymongo writes the sort.
articles = direct.smoke.articles
articles.insert_many([{"_id": 1, "subject": "coffee"}, {"_id": 2, "subject": "Coffee Shopping"}, {"_id": 3, "subject": "Baking a cake"}])
assert articles.create_index([("subject", pymongo.TEXT)]) == "subject_text"
found = list(articles.find({"$text": {"$search": "cake"}}, {"score": {"$meta": "textScore"}}))
assert found == [{"_id": 3, "subject": "Baking a cake", "score": 0.75}], found
ranked = articles.find({"$text": {"$search": "coffee shopping"}}, {"score": {"$meta": "textScore"}}).sort([("score", {"$meta": "textScore"})])
assert [d["_id"] for d in ranked] == [2, 1], ranked

# A 2dsphere index (MongoDB manual, $geoNear: Maximum Distance) through pymongo's GEOSPHERE:
# the $geoNear stage gives the documented distance, $near the nearest first.
places = direct.smoke.places
places.insert_many([
    {"_id": 1, "name": "Central Park", "location": {"type": "Point", "coordinates": [-73.97, 40.77]}, "category": "Parks"},
    {"_id": 8, "name": "Sara D. Roosevelt Park", "location": {"type": "Point", "coordinates": [-73.9928, 40.7193]}, "category": "Parks"},
    {"_id": 3, "name": "Polo Grounds", "location": {"type": "Point", "coordinates": [-73.9375, 40.8303]}, "category": "Stadiums"},
])
assert places.create_index([("location", pymongo.GEOSPHERE)]) == "location_2dsphere"
near = list(places.aggregate([{"$geoNear": {"near": {"type": "Point", "coordinates": [-73.99279, 40.719296]}, "distanceField": "dist.calculated",
                                            "maxDistance": 2, "query": {"category": "Parks"}, "includeLocs": "dist.location", "spherical": True}}]))
assert [d["_id"] for d in near] == [8] and abs(near[0]["dist"]["calculated"] - 0.9539931676365992) < 1e-9, near
nearest = places.find({"location": {"$near": {"$geometry": {"type": "Point", "coordinates": [-73.9375, 40.83]}}}})
assert [d["_id"] for d in nearest] == [3, 1, 8]

# Collations through pymongo's Collation (MongoDB manual: cursor.collation(), Examples, and
# db.collection.update(), Specify Collation): strength 1 compares base letters only. A build
# without ICU refuses them with 238 NotImplemented.
foo = direct.smoke.foo
foo.insert_many([{"_id": 1, "x": "a"}, {"_id": 2, "x": "A"}, {"_id": 3, "x": "\u00e1"}])
if sys.argv[2] == "collations":
    assert [d["_id"] for d in foo.find({"x": "a"}).collation(Collation(locale="en_US", strength=1))] == [1, 2, 3]
    assert foo.count_documents({"x": "a"}, collation=Collation(locale="en_US", strength=1)) == 3
    updated = foo.update_many({"x": "A"}, {"$set": {"seen": True}}, collation=Collation(locale="fr", strength=1))
    assert updated.modified_count == 3, updated.raw_result
    cafes = direct.smoke.create_collection("cafes", collation=Collation(locale="fr", strength=1))
    assert cafes.options()["collation"]["strength"] == 1, cafes.options()
else:
    try:
        foo.find_one({"x": "a"}, collation=Collation(locale="en_US", strength=1))
        raise AssertionError("a collation without ICU")
    except pymongo.errors.OperationFailure as error:
        assert error.code == 238, error.details
assert [d["_id"] for d in foo.find({"x": "a"})] == [1]

# A capped collection tailed with a TAILABLE_AWAIT cursor (MongoDB manual, Tailable Cursors):
# the documents beyond max go, and the cursor returns a document inserted by another client.
log = direct.smoke.create_collection("log", capped=True, size=4096, max=3)
assert log.options() == {"capped": True, "size": 4096, "max": 3}, log.options()
log.insert_many([{"_id": n} for n in range(5)])
assert [d["_id"] for d in log.find()] == [2, 3, 4]
tail = log.find(cursor_type=pymongo.CursorType.TAILABLE_AWAIT).max_await_time_ms(500)
assert [next(tail)["_id"] for _ in range(3)] == [2, 3, 4]
threading.Thread(target=lambda: (time.sleep(0.5), replica_set.smoke.log.insert_one({"_id": 5}))).start()
deadline = time.time() + 20
tailed = None
while tailed is None and tail.alive and time.time() < deadline:
    try:
        tailed = tail.next()
    except StopIteration:
        pass
assert tailed == {"_id": 5}, tailed
tail.close()

direct.close()
replica_set.close()
monitored.close()
print("pymongo smoke: all checks passed")
