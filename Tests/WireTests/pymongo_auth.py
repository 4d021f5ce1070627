# pymongo against `docstream serve --auth`: usage: pymongo_auth.py PORT first|restart
# "first" runs on a new store served with --auth; "restart" on the same store served again
# without --auth. Each check raises AssertionError with what was expected; exit status 0 only
# when all pass.
import sys

import pymongo
from pymongo.errors import OperationFailure

port = int(sys.argv[1])
phase = sys.argv[2]
url = f"mongodb://127.0.0.1:{port}/?directConnection=true"


def client(**options):
    return pymongo.MongoClient(url, serverSelectionTimeoutMS=10000, **options)


def fails_with(code, action):
    try:
        action()
    except OperationFailure as failure:
        assert failure.code == code, (code, failure.code, failure.details)
        return failure
    raise AssertionError(f"expected OperationFailure {code}")


if phase == "first":
    anonymous = client()
    fails_with(13, lambda: anonymous.test.drinks.find_one())
    # The localhost exception: the first user, from a loopback address, without logging in.
    anonymous.admin.command("createUser", "admin", pwd="s3cret", roles=[{"role": "root", "db": "admin"}])
    fails_with(13, lambda: anonymous.admin.command("createUser", "late", pwd="pw", roles=["root"]))

    for mechanism in ["SCRAM-SHA-256", "SCRAM-SHA-1"]:
        admin = client(username="admin", password="s3cret", authSource="admin", authMechanism=mechanism)
        admin.test.drinks.insert_one({"_id": mechanism})
        status = admin.admin.command("connectionStatus")
        assert status["authInfo"]["authenticatedUsers"] == [{"user": "admin", "db": "admin"}], status
        admin.close()

    # No mechanism named: pymongo negotiates through saslSupportedMechs and authenticates
    # speculatively in the handshake.
    negotiated = client(username="admin", password="s3cret", authSource="admin")
    assert negotiated.test.drinks.count_documents({}) == 2

    wrong = client(username="admin", password="wrong", authSource="admin", authMechanism="SCRAM-SHA-256")
    fails_with(18, lambda: wrong.test.drinks.find_one())
    unknown = client(username="nobody", password="s3cret", authSource="admin", authMechanism="SCRAM-SHA-256")
    fails_with(18, lambda: unknown.test.drinks.find_one())
    wrong_sha1 = client(username="admin", password="wrong", authSource="admin", authMechanism="SCRAM-SHA-1")
    fails_with(18, lambda: wrong_sha1.test.drinks.find_one())

    negotiated.test.command("createUser", "reader", pwd="pw", roles=["read"])
    reader = client(username="reader", password="pw", authSource="test", authMechanism="SCRAM-SHA-256")
    assert reader.test.drinks.count_documents({}) == 2
    failure = fails_with(13, lambda: reader.test.drinks.insert_one({"_id": "refused"}))
    assert failure.details["errmsg"].startswith("not authorized on test to execute command { insert: \"drinks\""), failure.details
    assert negotiated.test.drinks.count_documents({}) == 2
    negotiated.close()
elif phase == "restart":
    anonymous = client()
    fails_with(13, lambda: anonymous.test.drinks.find_one())
    fails_with(13, lambda: anonymous.admin.command("createUser", "late", pwd="pw", roles=["root"]))
    admin = client(username="admin", password="s3cret", authSource="admin", authMechanism="SCRAM-SHA-256")
    assert admin.test.drinks.count_documents({}) == 2
    reader = client(username="reader", password="pw", authSource="test", authMechanism="SCRAM-SHA-1")
    assert reader.test.drinks.count_documents({}) == 2
    users = admin.test.command("usersInfo", 1)["users"]
    assert [user["user"] for user in users] == ["reader"], users
else:
    raise SystemExit(f"unknown phase {phase}")

print(f"pymongo auth {phase}: all checks passed")
