"""DuckDB's figures for the storage goals (Benchmarks/storage-goals/run): loads the CoffeeDrinks
NDJSON into a database file (the _id's {"$oid": hex} as its hex text, a unique index on it),
then, in this process, opens the file and reads one document by _id (--opens times, the first
reported apart), opens it and counts, opens it and reads a range of 10,000 _ids, and makes
durable single-row commits (an UPDATE by _id each). Prints one JSON line."""

import argparse
import json
import os
import statistics
import time

import duckdb


def disk_bytes(directory):
    total = 0
    for root, _, files in os.walk(directory):
        for name in files:
            total += os.stat(os.path.join(root, name)).st_blocks * 512
    return total


def resident_mib():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ndjson", required=True)
    parser.add_argument("--store", required=True, help="the database file to make")
    parser.add_argument("--size", required=True, help="the data set's label, for the JSON line")
    parser.add_argument("--point", required=True, help="the hex ObjectId of the point read")
    parser.add_argument("--range-start", required=True, help="the hex ObjectId the range starts at")
    parser.add_argument("--keys", required=True, help="keys for the commits (the storage candidates' hex keys)")
    parser.add_argument("--opens", type=int, default=9)
    parser.add_argument("--commits", type=int, default=1000)
    arguments = parser.parse_args()
    figures = {"engine": "DuckDB", "size": arguments.size, "duckdb_version": duckdb.__version__}

    started = time.perf_counter()
    connection = duckdb.connect(arguments.store)
    connection.execute(
        "CREATE TABLE drinks AS SELECT _id.\"$oid\" AS _id, * EXCLUDE (_id) FROM read_json(?, format = 'newline_delimited')",
        [arguments.ndjson])
    connection.execute("CREATE UNIQUE INDEX drinks_id ON drinks (_id)")
    connection.execute("CHECKPOINT")
    connection.close()
    figures["load_s"] = time.perf_counter() - started
    figures["disk_bytes"] = disk_bytes(os.path.dirname(arguments.store))

    opens = []
    for _ in range(arguments.opens):
        started = time.perf_counter()
        connection = duckdb.connect(arguments.store)
        row = connection.execute("SELECT * FROM drinks WHERE _id = ?", [arguments.point]).fetchone()
        opens.append((time.perf_counter() - started) * 1e3)
        connection.close()
        if row is None:
            raise SystemExit(f"no document with _id {arguments.point}")
    figures["open_first_find_ms_first"] = opens[0]
    figures["open_first_find_ms_median_after"] = statistics.median(opens[1:] or opens)
    figures["VmRSS_mib"] = resident_mib()

    started = time.perf_counter()
    connection = duckdb.connect(arguments.store)
    figures["count"] = connection.execute("SELECT count(*) FROM drinks").fetchone()[0]
    figures["open_count_ms"] = (time.perf_counter() - started) * 1e3
    connection.close()

    started = time.perf_counter()
    connection = duckdb.connect(arguments.store)
    rows = connection.execute(
        "SELECT * FROM drinks WHERE _id >= ? ORDER BY _id LIMIT 10000", [arguments.range_start]).fetchall()
    figures["open_range_10k_ms"] = (time.perf_counter() - started) * 1e3
    if len(rows) != 10000:
        raise SystemExit(f"the range held {len(rows)} rows")

    with open(arguments.keys) as keys:
        ids = [line.strip()[2:] for line in keys if line.strip()][: arguments.commits]
    latencies = []
    for object_id in ids:
        started = time.perf_counter()
        connection.execute("UPDATE drinks SET price = price + 1 WHERE _id = ?", [object_id])
        latencies.append(time.perf_counter() - started)
    connection.close()
    figures["commit_mean_us"] = statistics.fmean(latencies) * 1e6
    figures["commit_p99_us"] = sorted(latencies)[len(latencies) * 99 // 100] * 1e6
    figures["VmRSS_after_commits_mib"] = resident_mib()
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
