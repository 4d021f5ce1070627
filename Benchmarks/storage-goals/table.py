"""The storage goals' table of a Benchmarks/storage-goals/run results file: one table per data
set size, a row per goal, DocStream beside SQLite and DuckDB."""

import json
import statistics
import sys
from collections import defaultdict


def figure(value, digits=3):
    if value is None:
        return "—"
    if value >= 100:
        return f"{value:,.0f}"
    return f"{value:.{digits}g}"


def main(path):
    lines = [json.loads(line) for line in open(path) if line.strip()]
    sizes = []
    by_size = defaultdict(lambda: {"DocStream": {}, "DocStream, 64 MiB cache": {}, "SQLite": defaultdict(list), "DuckDB": {}})
    for line in lines:
        size = line.get("size")
        if size not in sizes:
            sizes.append(size)
        engine = line.get("engine")
        if engine in ("DocStream", "DocStream, 64 MiB cache", "DuckDB"):
            by_size[size][engine] = line
        elif line.get("label") == "sqlite":
            by_size[size]["SQLite"][line["measure"]].append(line)

    for size in sizes:
        docstream, sqlite, duckdb = by_size[size]["DocStream"], by_size[size]["SQLite"], by_size[size]["DuckDB"]
        small_cache = by_size[size]["DocStream, 64 MiB cache"]

        def sqlite_median(measure, field, scale=1.0):
            values = [line[field] for line in sqlite.get(measure, []) if field in line]
            return statistics.median(values) * scale if values else None

        million = size == "1000k"
        rows = [
            ("open + first point read, in process (ms)", "≤ 1",
             docstream.get("open_first_find_ms_median_after"), sqlite_median("open1", "open_read_us", 1e-3),
             duckdb.get("open_first_find_ms_median_after")),
            ("open + count without a filter (ms)", "from a stored count",
             docstream.get("open_count_ms"), None, duckdb.get("open_count_ms")),
            ("resident memory after the opens (MiB)", "≤ 64 with a 64 MiB cache",
             docstream.get("VmRSS_mib"), sqlite_median("open1", "VmRSS_kib", 1 / 1024), duckdb.get("VmRSS_mib")),
            ("on disk, history kept included (MB)", "≤ 60 (stretch 40)" if million else "",
             docstream.get("disk_bytes", 0) / 1e6 or None, sqlite_median("load", "disk_bytes", 1e-6),
             (duckdb.get("disk_bytes") or 0) / 1e6 or None),
            ("a range of 10,000 _ids after open (ms)", "≤ 20",
             docstream.get("open_range_10k_ms"), sqlite_median("range", "open_range_ms"), duckdb.get("open_range_10k_ms")),
            ("durable single-document commit, mean (µs)", "≤ 150",
             docstream.get("commit_mean_us"), sqlite_median("commit", "commit_mean_us"), duckdb.get("commit_mean_us")),
            ("durable single-document commit, p99 (µs)", "",
             docstream.get("commit_p99_us"), sqlite_median("commit", "commit_p99_us"), duckdb.get("commit_p99_us")),
            ("load (s)", "≤ 5" if million else "",
             docstream.get("load_s"), sqlite_median("load", "load_s"), duckdb.get("load_s")),
            ("first write after open (ms)", "",
             docstream.get("first_commit_ms"), None, None),
            ("resident memory after the commits (MiB)", "",
             docstream.get("VmRSS_after_commits_mib"), None, duckdb.get("VmRSS_after_commits_mib")),
            ("a count with a filter over every document, after the commits (ms)", "",
             docstream.get("filtered_count_ms"), None, None),
            ("a $group over every document, after it (ms)", "",
             docstream.get("group_ms"), None, None),
            ("resident memory after them (MiB)", "",
             docstream.get("VmRSS_mib_after_scans"), None, None),
            ("64 MiB cache: durable single-document commit, mean (µs)", "≤ 150",
             small_cache.get("commit_mean_us"), None, None),
            ("64 MiB cache: the count with a filter (ms)", "",
             small_cache.get("filtered_count_ms"), None, None),
            ("64 MiB cache: the $group (ms)", "",
             small_cache.get("group_ms"), None, None),
            ("64 MiB cache: the process's own memory after them (MiB, RssAnon)", "≤ 64",
             small_cache.get("RssAnon_mib_after_scans"), None, None),
            ("64 MiB cache: resident after them, the data file's mapped pages included (MiB)", "",
             small_cache.get("VmRSS_mib_after_scans"), None, None),
        ]
        print(f"\n### {size} documents\n")
        print("| goal | target | DocStream | SQLite | DuckDB |")
        print("|---|---|---|---|---|")
        for name, target, *values in rows:
            print(f"| {name} | {target} | " + " | ".join(figure(value) for value in values) + " |")


if __name__ == "__main__":
    main(sys.argv[1])
