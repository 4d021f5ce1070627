"""DocStream beside DuckDB, polars and mongomock: the workloads of Benchmarks/workloads on the
same generated data, in one run, with every engine's result checked against DocStream's.

Run it through Benchmarks/peers/run, which sets up the virtualenv, builds DocStream's runner
in release and generates the data. What each engine's time includes:

- DocStream: the public Swift API on an in-memory store (durable stores for the extra W8c/W8d
  rows). Reads: the aggregation run with its results handed out one by one through a cursor
  and kept in an array, as the peers keep theirs in a table or DataFrame; the check figures
  are computed afterwards, untimed, as the peers' are (`docstream-workloads --streamed` times
  a consumer that reads the checked fields of each result as it arrives instead). Load: reading the NDJSON file, parsing it and inserting
  it in batches of 1,000 lines. Export (W13): the `docstream export` executable run on a
  durable store holding the data set, from its start to its exit.
- DuckDB: an in-memory database; the data is loaded into a native table first (that load is
  W0). Reads: CREATE TEMP TABLE result AS <query>, so the result is materialized in DuckDB's
  own format and never converted to Python objects. Writes: SQL on a table keyed by _id.
  Export: COPY of that table to newline-delimited JSON.
- polars: a DataFrame in memory (read by W0); reads: the expression returning a new DataFrame.
  polars has no single-row writes, so W8a, W8c and W8d have no polars form. Export:
  write_ndjson of the DataFrame.
- mongomock: the same pipeline, filter and update documents as DocStream, on a collection
  loaded from the same NDJSON through bson.json_util; results collected into a list.

Set-up between repetitions (fresh tables and collections for writes) is never timed. Each
engine's peak resident memory during the timed runs is its process's (VmHWM, reset before each
run): the runner's for DocStream, this process's for the peers, which run in it one after another.
"""

import argparse
import atexit
import importlib.util
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import duckdb
import mongomock
import polars as pl
from bson import ObjectId, json_util

BENCHMARKS = Path(__file__).resolve().parent.parent
WORKLOADS = BENCHMARKS / "workloads"
DATA = BENCHMARKS / ".data"
ENGINES = ["DocStream", "DuckDB", "polars", "mongomock"]


# MARK: Workloads and data


class Workload:
    def __init__(self, folder):
        manifest = json.loads((folder / "workload.json").read_text())
        self.folder = folder
        self.id = manifest["id"]
        self.title = manifest["title"]
        self.operation = manifest["operation"]
        self.unit = manifest["unit"]
        self.checks = manifest["check"]
        self.targets = manifest.get("targets")
        # The other collections it reads beside the drinks ("stores").
        self.collections = manifest.get("collections", [])

    def text(self, name):
        path = self.folder / name
        return path.read_text() if path.exists() else None

    def value(self, name):
        text = self.text(name)
        return None if text is None else json_util.loads(text)

    def polars_module(self):
        path = self.folder / "polars.py"
        if not path.exists():
            return None
        spec = importlib.util.spec_from_file_location(f"polars_{self.id}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module


def workload_order(folder):
    # By number, so that W10 and W11 follow W8d: "W11-moving-average" -> (11, "-moving-average").
    number = re.match(r"W(\d+)(.*)", folder.name)
    return (int(number.group(1)), number.group(2)) if number else (float("inf"), folder.name)


def load_workloads(only):
    folders = sorted((p for p in WORKLOADS.iterdir() if (p / "workload.json").exists()), key=workload_order)
    workloads = [Workload(folder) for folder in folders]
    return [w for w in workloads if only is None or w.id in only]


class DataSet:
    def __init__(self, count):
        self.count = count
        name = f"coffee-drinks-{count // 1000}k"
        self.ndjson = DATA / f"{name}.ndjson"
        targets = json.loads((DATA / f"{name}.targets.json").read_text())
        self.target_ids = {"updates": targets["updates"], "upserts": targets["upserts"]}
        # The other collections workloads read, as NDJSON (the same for every size).
        self.others = {"stores": DATA / "coffee-stores-100k.ndjson"}

    def ids(self, workload):
        return self.target_ids[workload.targets]


def size_name(count):
    return f"{count // 1000}k" if count < 1_000_000 else f"{count // 1_000_000}M"


# MARK: Check figures (the same as Benchmarks/Sources/Workloads/CheckSummary.swift)


def is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def value_at(document, path):
    for name in path.split("."):
        if not isinstance(document, dict):
            return None
        document = document.get(name)
    return document


def checks_of_documents(documents, measures):
    values = [0.0] * len(measures)
    for index, measure in enumerate(measures):
        # A measure within an array field: over its elements, one after another.
        if "within" in measure:
            elements = [e for d in documents for e in (d.get(measure["within"]) or [])]
            plain = {k: v for k, v in measure.items() if k != "within"}
            values[index] = checks_of_documents(elements, [plain])[measure_name(plain)]
    for position, document in enumerate(documents, start=1):
        for index, measure in enumerate(measures):
            if "within" in measure:
                continue
            value = value_at(document, measure["field"]) if "field" in measure else None
            kind = measure["measure"]
            if kind == "rows":
                values[index] += 1
            elif kind == "sum":
                values[index] += value if is_number(value) else 0
            elif kind == "sumOfNumbersInText":
                values[index] += float(value) if isinstance(value, str) else 0
            elif kind == "sumOfLengths":
                values[index] += len(value) if isinstance(value, str) else 0
            elif kind == "positionalSum":
                values[index] += position * (value if is_number(value) else 0)
            elif kind == "positionalSumOfLengths":
                values[index] += position * (len(value) if isinstance(value, str) else 0)
    return {measure_name(m): v for m, v in zip(measures, values)}


def measure_name(measure):
    path = ".".join(measure[k] for k in ("within", "field") if k in measure)
    return f"{measure['measure']}({path})" if path else measure["measure"]


def checks_of_frame(frame, measures):
    figures = {}
    positions = pl.int_range(1, pl.len() + 1).cast(pl.Float64)
    for measure in measures:
        if "within" in measure:
            # Over the elements of a list-of-structs column, one row each.
            elements = frame.select(pl.col(measure["within"]).explode()).unnest(measure["within"])
            plain = {k: v for k, v in measure.items() if k != "within"}
            figures[measure_name(measure)] = checks_of_frame(elements, [plain])[measure_name(plain)]
            continue
        kind = measure["measure"]
        column = None
        if "field" in measure:
            first, *rest = measure["field"].split(".")
            column = pl.col(first)
            for name in rest:
                column = column.struct.field(name)
        expression = {
            "rows": lambda: pl.len().cast(pl.Float64),
            "sum": lambda: column.cast(pl.Float64).sum(),
            "sumOfNumbersInText": lambda: column.cast(pl.Float64, strict=False).sum(),
            "sumOfLengths": lambda: column.str.len_chars().cast(pl.Float64).sum(),
            "positionalSum": lambda: (column.cast(pl.Float64) * positions).sum(),
            "positionalSumOfLengths": lambda: (column.str.len_chars().cast(pl.Float64).fill_null(0) * positions).sum(),
        }[kind]()
        figures[measure_name(measure)] = float(frame.select(expression).item() or 0)
    return figures


def checks_of_table(connection, table, measures):
    def quoted(name):
        return '"' + name.replace('"', '""') + '"'

    expressions = []
    for measure in measures:
        if "within" in measure:
            expressions.append(f"(SELECT {within_expression(measure, quoted)} FROM (SELECT unnest({quoted(measure['within'])}) AS e, "
                               f"generate_subscripts({quoted(measure['within'])}, 1) AS position FROM {table}))")
            continue
        kind = measure["measure"]
        column = ".".join(quoted(name) for name in measure["field"].split(".")) if "field" in measure else None
        expressions.append({
            "rows": "count(*)",
            "sum": f"sum({column})",
            "sumOfNumbersInText": f"sum(TRY_CAST({column} AS DOUBLE))",
            "sumOfLengths": f"sum(length({column}))",
            # rowid follows insertion order, which CREATE TABLE AS keeps from an ORDER BY.
            "positionalSum": f"sum({column} * (rowid + 1))",
            "positionalSumOfLengths": f"sum(coalesce(length({column}), 0) * (rowid + 1))",
        }[kind])
    row = connection.execute(f"SELECT {', '.join(expressions)} FROM {table}").fetchone()
    return {measure_name(m): float(v or 0) for m, v in zip(measures, row)}


def checks_of_ndjson_file(path, measures):
    # An export read back by polars' NDJSON reader, untimed.
    return checks_of_frame(pl.read_ndjson(path), measures)


def export_path(engine):
    # A file of the run's own temporary folder, removed when the run ends.
    global EXPORTS
    if EXPORTS is None:
        EXPORTS = Path(tempfile.mkdtemp(prefix="peers-export-"))
        atexit.register(shutil.rmtree, EXPORTS, ignore_errors=True)
    return str(EXPORTS / f"{engine}.ndjson")


EXPORTS = None


def within_expression(measure, quoted):
    # The measure over the unnested elements e of a list column, position their place in it.
    column = "e" + "".join(f".{quoted(name)}" for name in measure.get("field", "").split(".") if name)
    return {
        "rows": "count(*)",
        "sum": f"sum({column})",
        "sumOfLengths": f"sum(length({column}))",
        "positionalSum": f"sum({column} * position)",
        "positionalSumOfLengths": f"sum(coalesce(length({column}), 0) * position)",
    }[measure["measure"]]


# MARK: Engines. prepare() does the untimed set-up of one repetition and returns the timed
# work and the check, or None when the engine has no form of the workload.


class DuckDBEngine:
    name = "DuckDB"

    def __init__(self, data):
        self.data = data
        self.connection = duckdb.connect()
        self.columns = None

    def close(self):
        self.connection.close()

    def prepare(self, workload):
        connection = self.connection
        sql = workload.text("duckdb.sql")
        if sql is None:
            return None
        if workload.operation == "load":
            connection.execute("DROP TABLE IF EXISTS drinks")
            statement = sql.replace("{ndjson}", str(self.data.ndjson))

            def loaded():
                self.columns = ", ".join(
                    f'"{name}" {kind}' for name, kind in connection.execute("SELECT column_name, column_type FROM (DESCRIBE drinks)").fetchall())
                connection.execute("CREATE OR REPLACE TABLE pristine AS SELECT * FROM drinks")
                return checks_of_table(connection, "drinks", workload.checks)

            return lambda: connection.execute(statement), loaded
        if workload.operation == "aggregate":
            for name in workload.collections:
                # Loaded as the drinks are (W0), untimed, the first time a workload reads it.
                connection.execute(f"""CREATE TABLE IF NOT EXISTS {name} AS SELECT _id."$oid" AS _id, * EXCLUDE (_id)
                                       FROM read_json('{self.data.others[name]}', format = 'newline_delimited')""")
            connection.execute("DROP TABLE IF EXISTS result")
            statement = f"CREATE TEMP TABLE result AS {sql}"
            return lambda: connection.execute(statement), lambda: checks_of_table(connection, "result", workload.checks)
        # Writes start from the loaded data in a table keyed by _id.
        connection.execute("DROP TABLE IF EXISTS drinks")
        connection.execute("DROP TABLE IF EXISTS inserted")
        connection.execute(f"CREATE TABLE drinks ({self.columns}, PRIMARY KEY (_id))")
        connection.execute("INSERT INTO drinks SELECT * FROM pristine")
        if workload.operation == "insertMany":
            statement = sql.replace("{columns}", self.columns)
            return lambda: connection.execute(statement), lambda: checks_of_table(connection, "inserted", workload.checks)
        if workload.operation == "updateMany":
            return lambda: connection.execute(sql), lambda: checks_of_table(connection, "drinks", workload.checks)
        if workload.operation == "export":
            out = export_path(self.name)
            statement = sql.replace("{out}", out)
            return lambda: connection.execute(statement), lambda: checks_of_ndjson_file(out, workload.checks)
        ids = self.data.ids(workload)

        def each():
            for id in ids:
                connection.execute(sql, [id])

        return each, lambda: checks_of_table(connection, "drinks", workload.checks)


class PolarsEngine:
    name = "polars"

    def __init__(self, data):
        self.data = data
        self.drinks = None
        self.others = {}

    def close(self):
        self.drinks, self.others = None, {}

    def other(self, name):
        # Read as the drinks are (W0), untimed, the first time a workload reads it.
        if name not in self.others:
            self.others[name] = pl.read_ndjson(self.data.others[name]).with_columns(pl.col("_id").struct.field("$oid").alias("_id"))
        return self.others[name]

    def prepare(self, workload):
        module = workload.polars_module()
        if module is None:
            return None
        others = {name: self.other(name) for name in workload.collections}
        box = {}
        if workload.operation == "load":
            def load():
                box["frame"] = module.load(self.data.ndjson)

            def loaded():
                self.drinks = box["frame"]
                return checks_of_frame(self.drinks, workload.checks)

            return load, loaded
        if workload.operation == "export":
            path = export_path(self.name)
            return lambda: module.export(self.drinks, path), lambda: checks_of_ndjson_file(path, workload.checks)

        def run():
            box["frame"] = module.run(self.drinks, **others)

        return run, lambda: checks_of_frame(box["frame"], workload.checks)


class MongomockEngine:
    name = "mongomock"

    def __init__(self, data):
        self.data = data
        self.documents = None
        self.collection = None

    def close(self):
        self.documents, self.collection = None, None

    @staticmethod
    def fresh_collection():
        return mongomock.MongoClient().bench.drinks

    def read_documents(self):
        with open(self.data.ndjson) as lines:
            return [json_util.loads(line) for line in lines]

    def loaded_copy(self):
        collection = self.fresh_collection()
        collection.insert_many([dict(document) for document in self.documents])
        return collection

    def prepare(self, workload):
        box = {}
        operation = workload.operation
        if operation == "export":
            return None
        if operation == "load":
            collection = self.fresh_collection()

            def load():
                batch = []
                with open(self.data.ndjson) as lines:
                    for line in lines:
                        batch.append(json_util.loads(line))
                        if len(batch) == 1000:
                            collection.insert_many(batch)
                            batch = []
                if batch:
                    collection.insert_many(batch)

            def loaded():
                self.documents = self.read_documents()
                self.collection = collection
                return checks_of_documents(collection.find(), workload.checks)

            return load, loaded
        if operation == "aggregate":
            pipeline = workload.value("pipeline.json")
            database = self.collection.database
            for name in workload.collections:
                if name not in database.list_collection_names():
                    with open(self.data.others[name]) as lines:
                        database[name].insert_many([json_util.loads(line) for line in lines])

            def run():
                box["results"] = list(self.collection.aggregate(pipeline))

            return run, lambda: checks_of_documents(box["results"], workload.checks)
        if operation == "insertMany":
            collection = self.fresh_collection()
            documents = [dict(document) for document in self.documents]
            return lambda: collection.insert_many(documents), lambda: checks_of_documents(collection.find(), workload.checks)
        collection = self.loaded_copy()
        update = workload.value("update.json")
        check = lambda: checks_of_documents(collection.find(), workload.checks)
        if operation == "updateMany":
            return lambda: collection.update_many(workload.value("filter.json"), update), check
        ids = [ObjectId(id) for id in self.data.ids(workload)]
        upsert = operation == "upsert"

        def each():
            for id in ids:
                collection.update_one({"_id": id}, update, upsert=upsert)

        return each, check


# MARK: Running


def reset_peak_memory():
    """Sets the process's peak resident memory (VmHWM) back to what is resident now (Linux)."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
        return True
    except OSError:
        return False


def peak_memory_mib():
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return None


def measure(engine, workload, repetitions):
    seconds, cpu_seconds, checks, peak = [], [], None, None
    for _ in range(repetitions):
        prepared = engine.prepare(workload)
        if prepared is None:
            return None
        run, check = prepared
        measures_peak = reset_peak_memory()
        # process_time counts every thread of the process (DuckDB's and polars' workers too).
        start, cpu_start = time.perf_counter(), time.process_time()
        run()
        seconds.append(time.perf_counter() - start)
        cpu_seconds.append(time.process_time() - cpu_start)
        if measures_peak:
            peak = max(peak or 0, peak_memory_mib() or 0)
        checks = check()
    result = {"seconds": seconds, "cpuSeconds": cpu_seconds, "checks": checks}
    if peak is not None:
        result["peakMiB"] = peak
    return result


def run_docstream(runner, count, repetitions, single_write_repetitions, workloads):
    def run(ids, repetitions, durable):
        command = [runner, "--size", str(count), "--repetitions", str(repetitions), "--only", ",".join(ids)]
        output = subprocess.run(command + (["--durable"] if durable else []), check=True, stdout=subprocess.PIPE, text=True).stdout
        return [json.loads(line) for line in output.splitlines() if line.strip()]

    single = [w.id for w in workloads if w.operation in ("updateOne", "upsert")]
    others = [w.id for w in workloads if w.id not in single]
    return (run(others, repetitions, False) if others else []) + (run(single, single_write_repetitions, True) if single else [])


def agrees(expected, actual):
    for name, value in expected.items():
        other = actual.get(name)
        if other is None or not math.isclose(value, other, rel_tol=1e-9, abs_tol=1e-6):
            return False
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--docstream", required=True, help="the docstream-workloads executable (release build)")
    parser.add_argument("--sizes", default="100000,1000000")
    parser.add_argument("--repetitions", type=int, default=5)
    parser.add_argument("--mongomock-repetitions", type=int, default=1,
                        help="mongomock's aggregate grows with the square of the collection: one run takes ~30 s at 100k")
    parser.add_argument("--mongomock-max-size", type=int, default=100_000)
    parser.add_argument("--mongomock-only", default="W0,W1,W8a,W8b",
                        help="the workloads mongomock runs: each aggregate grows with the square of the collection"
                             " (minutes each at 100k) and its update_one scans the collection (~0.3 s each at 100k);"
                             " 'all' for every one")
    parser.add_argument("--single-write-repetitions", type=int, default=1,
                        help="repetitions of W8c and W8d (10,000 writes each; DuckDB's upserts take minutes)")
    parser.add_argument("--only", help="workload ids, comma-separated (W1,W6a)")
    parser.add_argument("--json", help="also write every measurement to this file")
    options = parser.parse_args()
    only = set(options.only.split(",")) if options.only else None
    workloads = load_workloads(only)
    # The load (W0) makes the table or frame the other workloads read.
    load = [w for w in load_workloads(None) if w.operation == "load"][0]

    rows, mismatches = [], []
    for count in [int(size) for size in options.sizes.split(",")]:
        data = DataSet(count)
        print(f"== {size_name(count)} documents: DocStream", file=sys.stderr, flush=True)
        docstream = {(r["workload"], r["storage"]): r
                     for r in run_docstream(options.docstream, count, options.repetitions, options.single_write_repetitions, workloads)}
        peers = [DuckDBEngine(data), PolarsEngine(data)]
        if count <= options.mongomock_max_size:
            peers.append(MongomockEngine(data))
        results = {}
        for engine in peers:
            repetitions = options.mongomock_repetitions if engine.name == "mongomock" else options.repetitions
            print(f"== {size_name(count)} documents: {engine.name}", file=sys.stderr, flush=True)
            if load not in workloads:
                measure(engine, load, 1)
            for workload in workloads:
                if engine.name == "mongomock" and options.mongomock_only != "all" and workload.id not in options.mongomock_only.split(","):
                    continue
                single_writes = workload.operation in ("updateOne", "upsert")
                result = measure(engine, workload, options.single_write_repetitions if single_writes else repetitions)
                if result is not None:
                    results[(workload.id, engine.name)] = result
                    print(f"{engine.name} {workload.id}: " + " ".join(f"{s:.3f}" for s in result["seconds"]) + " s",
                          file=sys.stderr, flush=True)
            # What the next engine's memory figures start from: this one's data let go of.
            engine.close()
        for workload in workloads:
            for (workload_id, storage), own in docstream.items():
                if workload_id != workload.id:
                    continue
                row = {"workload": workload, "size": count, "storage": storage, "DocStream": own}
                if storage in COMPARED_STORAGES:
                    for engine in ENGINES[1:]:
                        peer = results.get((workload.id, engine))
                        if peer is None:
                            continue
                        row[engine] = peer
                        if not agrees(own["checks"], peer["checks"]):
                            mismatches.append(f"{workload.id} {size_name(count)} {engine}: DocStream {own['checks']} vs {peer['checks']}")
                rows.append(row)

    print_table(rows)
    print_targets(rows)
    print_memory(rows)
    if options.json:
        Path(options.json).write_text(json.dumps([
            {"workload": r["workload"].id, "size": r["size"], "storage": r["storage"],
             **{engine: r[engine] for engine in ENGINES if engine in r}} for r in rows], indent=1))
    if mismatches:
        print("\nResults differ:", *mismatches, sep="\n", file=sys.stderr)
        sys.exit(1)
    print("\nEvery peer's result agrees with DocStream's (row counts, sums, order figures).")


def rate(row, engine):
    workload = row["workload"]
    units = 10_000 if workload.unit == "operations" else row["size"]
    return units / median(row[engine])


def human_time(seconds):
    return f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"


def human_rate(value, unit):
    suffix = "ops/s" if unit == "operations" else "docs/s"
    if value >= 1e6:
        return f"{value / 1e6:.2f}M {suffix}"
    if value >= 1e3:
        return f"{value / 1e3:.1f}k {suffix}"
    return f"{value:.0f} {suffix}"


def median(result, kind="seconds"):
    return statistics.median(result[kind])


def times(result):
    """The median wall-clock time, and in parentheses the median CPU time of all threads."""
    return f"{human_time(median(result))} ({human_time(median(result, 'cpuSeconds'))})"


def ratio(own, peer):
    """DocStream's median time over the peer's, wall-clock then CPU: below 1 DocStream is faster."""
    wall = median(own) / median(peer)
    cpu = median(own, "cpuSeconds") / max(median(peer, "cpuSeconds"), 1e-9)
    return f"{wall:.2f}× ({cpu:.2f}×)"


def print_table(rows):
    header = ["workload", "docs", "DocStream", "docs/s", "DuckDB", "÷ DuckDB", "polars", "÷ polars", "mongomock", "÷ mongomock"]
    print("\nMedian wall-clock time (median CPU time of all the process's threads); ÷ peer is DocStream's"
          " time over the peer's, wall-clock (CPU): below 1× DocStream is faster.\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for row in rows:
        workload, own = row["workload"], row["DocStream"]
        name = f"{workload.id} {workload.title}"
        if row["storage"] != "memory":
            name += f" — {row['storage']}"
        cells = [name, size_name(row["size"]), times(own), human_rate(rate(row, "DocStream"), workload.unit)]
        for engine in ENGINES[1:]:
            peer = row.get(engine)
            cells += [times(peer), ratio(own, peer)] if peer else ["—", "—"]
        print("| " + " | ".join(cells) + " |")


# DocStream's rows set beside the peers': in-memory stores, and the durable store W13 exports.
COMPARED_STORAGES = ("memory", "durable")

# The performance targets at 1M documents, against DuckDB (and polars) in the same run.
WITHIN_TWICE = {"W1", "W2", "W6a", "W7"}
FASTER = {"W0", "W3", "W4", "W5", "W6b", "W8a"}
HUNDREDFOLD_THROUGHPUT = {"W8c", "W8d"}
FASTER_THAN_BOTH = {"W10", "W11", "W12", "W13"}


def print_targets(rows):
    lines = []
    for row in rows:
        workload = row["workload"]
        if row["size"] != 1_000_000 or row["storage"] not in COMPARED_STORAGES or "DuckDB" not in row:
            continue
        peer = "DuckDB"
        if workload.id in FASTER_THAN_BOTH and "polars" in row and median(row["polars"]) < median(row["DuckDB"]):
            peer = "polars"
        own, duck = median(row["DocStream"]), median(row[peer])
        own_cpu, duck_cpu = median(row["DocStream"], "cpuSeconds"), median(row[peer], "cpuSeconds")
        if workload.id in FASTER_THAN_BOTH:
            target, met = "faster than DuckDB and polars", own < duck
        elif workload.id in WITHIN_TWICE:
            target, met = "within 2× of DuckDB", own <= 2 * duck
        elif workload.id in FASTER:
            target, met = "faster than DuckDB", own < duck
        elif workload.id in HUNDREDFOLD_THROUGHPUT:
            target, met = "≥ 100× DuckDB's ops/s", duck / own >= 100
        else:
            continue
        lines.append(f"| {workload.id} | {target} | {human_time(own)} | {peer} {human_time(duck)} | {own / duck:.2f}× | {own_cpu / duck_cpu:.2f}× | {'met' if met else 'missed'} |")
    if lines:
        print("\nTargets (1M documents; judged on wall-clock medians; the peer is the faster one where both count):\n")
        print("| workload | target | DocStream | peer | wall ratio | CPU ratio | |")
        print("|---|---|---|---|---|---|---|")
        print("\n".join(lines))


def print_memory(rows):
    """Each engine's peak resident memory during a workload's timed runs: the whole process's,
    so what it holds besides (the loaded data, the runner's copy of the data set) counts too.
    The peers share this Python process one after another, DuckDB first; each lets go of its
    data before the next starts, but what an allocator keeps counts in the next one's figures."""
    engines = [e for e in ENGINES if any("peakMiB" in r.get(e, {}) for r in rows)]
    if not engines:
        return
    print("\nPeak resident memory of the process during the timed runs (MiB), and the target for the"
          " 1M read workloads: DocStream's at most DuckDB's:\n")
    print("| workload | docs | " + " | ".join(engines) + " | |")
    print("|---|---|" + "---|" * len(engines) + "---|")
    for row in rows:
        workload = row["workload"]
        if row["storage"] not in COMPARED_STORAGES or "peakMiB" not in row["DocStream"]:
            continue
        cells = [f"{row[e]['peakMiB']:.0f}" if "peakMiB" in row.get(e, {}) else "—" for e in engines]
        verdict = ""
        if row["size"] == 1_000_000 and workload.operation == "aggregate" and "peakMiB" in row.get("DuckDB", {}):
            verdict = "met" if row["DocStream"]["peakMiB"] <= row["DuckDB"]["peakMiB"] else "missed"
        print(f"| {workload.id} | {size_name(row['size'])} | " + " | ".join(cells) + f" | {verdict} |")


if __name__ == "__main__":
    main()
