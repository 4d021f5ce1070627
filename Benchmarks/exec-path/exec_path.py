"""The workloads through `docstream exec` beside the Swift API: what CLI users and scripts get.

Each workload of Benchmarks/workloads runs as MongoDB command documents, one per line of
relaxed Extended JSON, sent to one `docstream exec --memory` process through a pipe; its
replies are read line by line. The timing starts when the first command is written and stops
when the last reply's line has been read: it counts exec reading and parsing the commands,
running them, and writing the replies as JSON. The client's own JSON work is kept out: the
command lines are made before the clock starts, and the replies are read as lines and parsed
(for the checks) after it stops; a getMore's cursor id is read from the end of the reply line.

- W0 (load): the data set's NDJSON as insert commands of 10,000 documents, into an empty
  collection (dropped before each repetition, untimed: the repetitions run in one process, as
  the API's do).
- W8a (insertMany): the same documents as insert commands of 100,000, MongoDB's
  maxWriteBatchSize (a driver's insertMany splits there).
- W1-W7 (aggregate): an aggregate command with a cursor batchSize of 100,000, then getMores of
  the same size until the cursor is exhausted, on the collection loaded before (untimed).
- W8b (updateMany): one update command with multi, on a freshly loaded collection.
- W8c, W8d: 10,000 update commands by `_id` (upserts for W8d), written as fast as exec reads
  them (a writer thread) while the replies are read.

The API figures come from `docstream-workloads` (the same workloads through `MongoCollection`,
in memory) in the same run. Each figure is the median of --repetitions runs; the table gives
exec / API and the targets: W0 and W8a within 1.5x, W1 within 3x.
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import threading
import time

TARGETS = {"W0": 1.5, "W8a": 1.5, "W1": 3.0}
BATCH = 100_000
CURSOR_ID = re.compile(rb'"id":\s*(?:\{"\$numberLong":\s*"(-?\d+)"\}|(-?\d+))')


class Exec:
    """One `docstream exec --memory` process driven through its standard input and output."""

    def __init__(self, executable):
        self.process = subprocess.Popen(
            [executable, "exec", "--memory", "--database", "bench"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=1 << 20)
        self.output = self.process.stdout

    def send(self, lines):
        """Writes the lines on a thread of their own (exec's replies are read meanwhile, so
        neither pipe fills up and stops the other side)."""
        def write():
            for line in lines:
                self.process.stdin.write(line)
            self.process.stdin.flush()
        writer = threading.Thread(target=write)
        writer.start()
        return writer

    def reply(self):
        line = self.output.readline()
        if not line:
            raise RuntimeError("docstream exec ended")
        return line

    def run(self, lines):
        """Sends the lines and returns their replies' lines."""
        writer = self.send(lines)
        replies = [self.reply() for _ in lines]
        writer.join()
        return replies

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def command(document):
    return (json.dumps(document, separators=(",", ":")) + "\n").encode()


def insert_lines(ndjson_lines, per_command):
    lines = []
    for start in range(0, len(ndjson_lines), per_command):
        documents = b",".join(line.rstrip(b"\n") for line in ndjson_lines[start:start + per_command])
        lines.append(b'{"insert":"drinks","documents":[' + documents + b"]}\n")
    return lines


def checked(replies):
    for reply in replies:
        if b'"ok":1' not in reply:
            raise RuntimeError(f"a command failed: {reply[:300]!r}")
    return replies


def aggregate(session, pipeline):
    """Runs the pipeline to its end; returns the number of result documents and the replies."""
    replies = [session.run([command({"aggregate": "drinks", "pipeline": pipeline, "cursor": {"batchSize": BATCH}})])[0]]
    while True:
        found = CURSOR_ID.findall(replies[-1][-200:])
        if not found:
            raise RuntimeError(f"no cursor in {replies[-1][:300]!r}")
        cursor = int(found[-1][0] or found[-1][1])
        if cursor == 0:
            return replies
        replies.append(session.run([command({"getMore": {"$numberLong": str(cursor)}, "collection": "drinks", "batchSize": BATCH})])[0])


def rows_in(replies):
    rows = 0
    for reply in replies:
        cursor = json.loads(reply)["cursor"]
        rows += len(cursor.get("firstBatch", cursor.get("nextBatch", [])))
    return rows


def timed(body):
    started = time.perf_counter()
    result = body()
    return time.perf_counter() - started, result


def run_workload(executable, workload, folder, ndjson_lines, targets, repetitions):
    kind = workload["operation"]
    seconds = []
    rows = None
    inserts = insert_lines(ndjson_lines, 10_000)
    session = Exec(executable)
    try:
        if kind in ("load", "insertMany"):
            lines = inserts if kind == "load" else insert_lines(ndjson_lines, BATCH)
            # Into an empty collection each time, in one process, as docstream-workloads runs
            # its repetitions.
            for _ in range(repetitions):
                checked(session.run([command({"drop": "drinks"})]))
                elapsed, replies = timed(lambda: session.run(lines))
                checked(replies)
                seconds.append(elapsed)
                rows = sum(json.loads(reply)["n"] for reply in replies)
            return seconds, rows
        if kind == "aggregate":
            checked(session.run(inserts))
            pipeline = json.load(open(os.path.join(folder, "pipeline.json")))
            for _ in range(repetitions):
                elapsed, replies = timed(lambda: aggregate(session, pipeline))
                checked(replies)
                seconds.append(elapsed)
                rows = rows_in(replies)
            return seconds, rows
        for _ in range(repetitions):
            checked(session.run([command({"drop": "drinks"})]))
            checked(session.run(inserts))
            if kind == "updateMany":
                filter_ = json.load(open(os.path.join(folder, "filter.json")))
                update = json.load(open(os.path.join(folder, "update.json")))
                lines = [command({"update": "drinks", "updates": [{"q": filter_, "u": update, "multi": True}]})]
            else:
                update = json.load(open(os.path.join(folder, "update.json")))
                ids = targets["upserts" if kind == "upsert" else "updates"]
                lines = [command({"update": "drinks", "updates": [{"q": {"_id": {"$oid": id_}}, "u": update, "upsert": kind == "upsert"}]})
                         for id_ in ids]
            elapsed, replies = timed(lambda: session.run(lines))
            checked(replies)
            seconds.append(elapsed)
            count = session.run([command({"count": "drinks"})])[0]
            rows = json.loads(count)["n"]
        return seconds, rows
    finally:
        session.close()


def api_figures(workloads_executable, size, repetitions, only, data):
    """The same workloads through the Swift API (docstream-workloads), by workload id."""
    output = subprocess.run(
        [workloads_executable, "--size", str(size), "--repetitions", str(repetitions), "--folder", data, "--only", ",".join(only)],
        check=True, capture_output=True, text=True).stdout
    figures = {}
    for line in output.splitlines():
        if line.startswith("{"):
            record = json.loads(line)
            if record.get("storage", "memory") == "memory":
                figures[record["workload"]] = (record["seconds"], record["checks"].get("rows"))
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--docstream", required=True, help="the docstream executable (release build)")
    parser.add_argument("--workloads", required=True, help="the docstream-workloads executable (release build)")
    parser.add_argument("--data", required=True, help="the folder of the generated data sets")
    parser.add_argument("--definitions", required=True, help="the folder of the workloads (Benchmarks/workloads)")
    parser.add_argument("--size", type=int, default=1_000_000)
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--only", help="workload ids, comma-separated (W0,W1)")
    arguments = parser.parse_args()

    label = f"{arguments.size // 1000}k"
    with open(os.path.join(arguments.data, f"coffee-drinks-{label}.ndjson"), "rb") as file:
        ndjson_lines = [line for line in file if line.strip()]
    with open(os.path.join(arguments.data, f"coffee-drinks-{label}.targets.json")) as file:
        targets = json.load(file)
    workloads = []
    for name in sorted(os.listdir(arguments.definitions)):
        path = os.path.join(arguments.definitions, name, "workload.json")
        if os.path.exists(path):
            workload = json.load(open(path))
            if arguments.only is None or workload["id"] in arguments.only.split(","):
                workloads.append((workload, os.path.join(arguments.definitions, name)))
    api = api_figures(arguments.workloads, arguments.size, arguments.repetitions, [w["id"] for w, _ in workloads], arguments.data)

    print(f"machine: {os.cpu_count()} cores; {label} documents; medians of {arguments.repetitions}")
    print()
    print("| workload | API (s) | docstream exec (s) | exec / API | target |")
    print("|---|---|---|---|---|")
    failed = False
    for workload, folder in workloads:
        seconds, rows = run_workload(arguments.docstream, workload, folder, ndjson_lines, targets, arguments.repetitions)
        api_seconds, api_rows = api.get(workload["id"], ([], None))
        exec_median = statistics.median(seconds)
        api_median = statistics.median(api_seconds) if api_seconds else None
        ratio = exec_median / api_median if api_median else None
        target = TARGETS.get(workload["id"])
        if api_rows is not None and rows != api_rows:
            failed = True
            print(f"{workload['id']}: exec gave {rows} rows, the API {api_rows}", file=sys.stderr)
        print(json.dumps({"workload": workload["id"], "exec_seconds": seconds, "api_seconds": api_seconds, "rows": rows}), file=sys.stderr)
        api_cell = f"{api_median:.3f}" if api_median else "—"
        ratio_cell = f"{ratio:.2f}x" if ratio else "—"
        target_cell = f"≤ {target}x" if target else ""
        print(f"| {workload['id']} {workload['title']} | {api_cell} | {exec_median:.3f} | {ratio_cell} | {target_cell} |")
        sys.stdout.flush()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
