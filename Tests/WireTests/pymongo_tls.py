# pymongo over TLS against `docstream serve --tls-cert ... --tls-key ... [--tls-ca ...]`:
# usage: pymongo_tls.py PORT CA_FILE [CLIENT_PEM STRANGER_PEM]
# With CLIENT_PEM (certificate and key of a client the server's CA signed) and STRANGER_PEM (one
# another CA signed), the server is expected to require client certificates. Exit status 0
# only when all checks pass.
import sys

import pymongo
from pymongo.errors import ServerSelectionTimeoutError

port, ca_file = int(sys.argv[1]), sys.argv[2]
client_pem, stranger_pem = (sys.argv[3], sys.argv[4]) if len(sys.argv) > 4 else (None, None)
uri = f"mongodb://127.0.0.1:{port}/?directConnection=true"


def fails(**options):
    """Whether a ping with these options fails to reach the server."""
    client = pymongo.MongoClient(uri, serverSelectionTimeoutMS=3000, connectTimeoutMS=3000, **options)
    try:
        client.admin.command("ping")
        return False
    except ServerSelectionTimeoutError:
        return True
    finally:
        client.close()


# The listener speaks TLS only.
assert fails(), "a plain connection reached the TLS listener"
# The server's certificate must chain to the CA the client trusts.
assert fails(tls=True), "the server's certificate was trusted without its CA"
if client_pem:
    assert fails(tls=True, tlsCAFile=ca_file), "no client certificate, yet connected"
    assert fails(tls=True, tlsCAFile=ca_file, tlsCertificateKeyFile=stranger_pem), "a client certificate of another CA was accepted"
    options = {"tlsCertificateKeyFile": client_pem}
else:
    options = {}

for host in ("127.0.0.1", "localhost"):
    client = pymongo.MongoClient(
        f"mongodb://{host}:{port}/?directConnection=true", tls=True, tlsCAFile=ca_file, serverSelectionTimeoutMS=10000, **options)
    drinks = client.tls[f"drinks_{host.replace('.', '_')}"]
    assert client.admin.command("ping")["ok"] == 1.0
    assert drinks.insert_many([{"_id": i, "size": i} for i in range(1, 6)]).inserted_ids == [1, 2, 3, 4, 5]
    assert [d["size"] for d in drinks.find({}, batch_size=2).sort("_id", 1)] == [1, 2, 3, 4, 5]
    assert drinks.update_one({"_id": 1}, {"$set": {"price": 3}}).modified_count == 1
    assert drinks.find_one({"_id": 1}) == {"_id": 1, "size": 1, "price": 3}
    assert drinks.delete_many({"size": {"$gt": 3}}).deleted_count == 2
    assert drinks.count_documents({}) == 3
    client.close()

print("pymongo tls: all checks passed")
