#!/usr/bin/env python3
"""The tables of Benchmarks/storage-candidates/run: medians of the repeated runs in a results
file (one JSON line per measurement), with the lowest and highest run in brackets where a
measurement was repeated. Usage: table.py RESULTS.jsonl"""
import json
import statistics
import sys


def load(path):
    rows = []
    for line in open(path):
        line = line.strip()
        if line.startswith("{"):
            row = json.loads(line)
            if "label" in row:
                rows.append(row)
    return rows


def pick(rows, size, label, measure, cache=None):
    return [r for r in rows if r.get("size") == size and r["label"] == label and r["measure"] == measure
            and (cache is None or r.get("cache") == cache)]


def fmt(x, digits):
    if x >= 100 or digits == 0:
        return f"{x:,.0f}"
    return f"{x:.{digits}f}"


def cell(runs, field, scale=1.0, digits=1, spread=True):
    values = [r[field] * scale for r in runs if field in r and r[field] is not None]
    if not values:
        return "-"
    med = statistics.median(values)
    text = fmt(med, digits)
    if spread and len(values) > 1:
        text += f" [{fmt(min(values), digits)}-{fmt(max(values), digits)}]"
    return text


def table(title, header, lines):
    if not lines:
        return
    print(f"\n{title}\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for line in lines:
        print("| " + " | ".join(line) + " |")


def main():
    rows = load(sys.argv[1])
    sizes = list(dict.fromkeys(r["size"] for r in rows if "size" in r))
    for size in sizes:
        labels = list(dict.fromkeys(r["label"] for r in rows if r.get("size") == size))
        full = [l for l in labels if pick(rows, size, l, "load")]
        print(f"\n### {size} documents")

        lines = []
        for l in full:
            load_runs = pick(rows, size, l, "load")
            after = pick(rows, size, l, "after-commits")
            lines.append([l, cell(load_runs, "load_s", digits=2), cell(load_runs, "disk_bytes", 1 / 1e6, 1, False),
                          cell(load_runs, "disk_bytes_per_doc", digits=1, spread=False),
                          cell(load_runs, "stored_bytes_per_doc", digits=1, spread=False),
                          cell(load_runs, "compression_ratio", digits=2, spread=False),
                          cell(load_runs, "leaf_fill", digits=2, spread=False),
                          cell(load_runs, "overflow_pages", digits=0, spread=False),
                          cell(after, "disk_bytes", 1 / 1e6, 1, False)])
        table("a/f. Load (big transactions) and size on disk (du; MB = 10^6 bytes)",
              ["candidate", "load s", "disk MB", "disk B/doc", "stored B/doc", "compression", "leaf fill",
               "overflow pages", "disk MB after commits"], lines)

        lines = []
        for l in full:
            o = pick(rows, size, l, "open1", "warm")
            rd = pick(rows, size, l, "reads", "warm")
            rg = pick(rows, size, l, "range", "warm")
            if not o:
                continue
            lines.append([l, cell(o, "open_read_us"), cell(o, "open_us", spread=False), cell(o, "first_read_us", spread=False),
                          cell(o, "wall_us", 1e-3, 2), cell(o, "VmRSS_kib", digits=0, spread=False),
                          cell(o, "RssAnon_kib", digits=0, spread=False), cell(o, "private_kib", digits=0, spread=False),
                          cell(rd, "read_p50_us", digits=2), cell(rd, "read_p99_us", digits=2),
                          cell(rg, "range_ms", digits=2), cell(rg, "open_range_ms", digits=2)])
        table("b/c/d. Warm page cache: fresh process open + 1 point read; 10k random point reads; 10k-document range after open",
              ["candidate", "open+read us", "open us", "read us", "process wall ms", "VmRSS KiB", "RssAnon KiB",
               "private KiB", "read p50 us", "read p99 us", "range ms", "open+range ms"], lines)

        lines = []
        for l in full:
            o = pick(rows, size, l, "open1", "cold")
            rg = pick(rows, size, l, "range", "cold")
            if o:
                lines.append([l, cell(o, "open_read_us"), cell(o, "wall_us", 1e-3, 2), cell(rg, "open_range_ms", digits=2)])
        table("b/d. Cold page cache (the store's files dropped from the cache with POSIX_FADV_DONTNEED before each run)",
              ["candidate", "open+read us", "process wall ms", "open+range ms"], lines)

        lines = []
        floors = [l for l in labels if l.startswith("fdatasync-")]
        for l in floors + [l for l in labels if l not in floors]:
            c = pick(rows, size, l, "commit")
            if not c:
                continue
            s = pick(rows, size, l, "syscalls")
            lines.append([l, cell(c, "commit_mean_us"), cell(c, "commit_p50_us"), cell(c, "commit_p99_us"),
                          cell(c, "commit_max_us", digits=0), cell(s, "flushes_per_commit", digits=2, spread=False),
                          cell(s, "written_bytes_per_commit", digits=0, spread=False),
                          cell(s, "writes_per_commit", digits=2, spread=False)])
        table("e. Durable single-document commits (each replaces one document and syncs before returning; "
              "flushes = fsync/fdatasync calls + writes through O_DSYNC descriptors, from strace)",
              ["candidate", "mean us", "p50 us", "p99 us", "max us", "flushes/commit", "bytes written/commit",
               "write calls/commit"], lines)

        lines = []
        for l in labels:
            c = pick(rows, size, l, "commit-batch")
            if c:
                lines.append([l, cell(c, "commit_mean_us", 1e-3, 2), cell(c, "commit_p99_us", 1e-3, 2),
                              cell(c, "doc_mean_us", digits=1), cell(c, "written_bytes_per_doc", digits=0, spread=False)])
        table("e2. Durable commits of 100 documents in one transaction (group commit, or applying a log in batches); "
              "random documents, so each touches its own pages",
              ["candidate", "mean ms", "p99 ms", "per document us", "bytes written/document"], lines)

        lines = []
        for l in full:
            sc = pick(rows, size, l, "scan", "warm")
            if sc:
                lines.append([l, cell(sc, "scan_ms", digits=0, spread=False), cell(sc, "VmRSS_kib", 1 / 1024, 1, False),
                              cell(sc, "RssAnon_kib", 1 / 1024, 1, False), cell(sc, "RssFile_kib", 1 / 1024, 1, False)])
        table("Memory of a process after reading every document once (full scan, warm page cache; MiB)",
              ["candidate", "scan ms", "VmRSS", "RssAnon", "RssFile (mapped file pages)"], lines)


if __name__ == "__main__":
    main()
