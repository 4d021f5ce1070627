/* Candidate 4: SQLite in WAL mode, one row per document in a WITHOUT ROWID table keyed by the
 * _id's order-preserving encoding, the document's BSON as it is:
 *
 *   CREATE TABLE docs(id BLOB PRIMARY KEY, doc BLOB NOT NULL) WITHOUT ROWID
 *
 * File: docs.sqlite (+ docs.sqlite-wal and docs.sqlite-shm while open). synchronous=FULL for
 * every connection (each commit fsyncs the WAL). The load commits every -o txn_docs (100000)
 * rows and ends with a TRUNCATE checkpoint, so the size after the load is the database file.
 * Readers open the file read-write, as SQLite's WAL readers in other processes do (they map
 * the -shm index).
 * Options: -o page_size=N (4096); -o cache_kib=N page cache per connection (2000, SQLite's
 * default); -o mmap_mb=N memory-map that much of the file (0). */
#include "common.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

struct sc_store {
    sqlite3 *db;
    sqlite3_stmt *get, *range, *put;
};

static void check(sqlite3 *db, int rc, const char *what) {
    if (rc != SQLITE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW) sc_die("%s: %s", what, sqlite3_errmsg(db));
}

static void exec(sqlite3 *db, const char *sql) {
    char *err = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK) sc_die("%s: %s", sql, err);
}

static sqlite3 *open_db(const char *dir) {
    char path[4096], sql[128];
    sc_path(path, sizeof path, dir, "docs.sqlite");
    sqlite3 *db;
    check(NULL, sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL), "open");
    exec(db, "PRAGMA synchronous=FULL");
    snprintf(sql, sizeof sql, "PRAGMA cache_size=-%ld", sc_opt_int("cache_kib", 2000));
    exec(db, sql);
    long mmap_mb = sc_opt_int("mmap_mb", 0);
    if (mmap_mb) {
        snprintf(sql, sizeof sql, "PRAGMA mmap_size=%lld", (long long)mmap_mb << 20);
        exec(db, sql);
    }
    return db;
}

static long long pragma_int(sqlite3 *db, const char *sql) {
    sqlite3_stmt *st;
    check(db, sqlite3_prepare_v2(db, sql, -1, &st, NULL), sql);
    long long v = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
    sqlite3_finalize(st);
    return v;
}

static int load(const char *dir, sc_docs *docs, sc_json *extra) {
    sqlite3 *db = open_db(dir);
    char sql[128];
    snprintf(sql, sizeof sql, "PRAGMA page_size=%ld", sc_opt_int("page_size", 4096));
    exec(db, sql);
    exec(db, "PRAGMA journal_mode=WAL");
    exec(db, "CREATE TABLE docs(id BLOB PRIMARY KEY, doc BLOB NOT NULL) WITHOUT ROWID");
    sqlite3_stmt *ins;
    check(db, sqlite3_prepare_v2(db, "INSERT INTO docs(id, doc) VALUES(?1, ?2)", -1, &ins, NULL), "prepare");
    long per_txn = sc_opt_int("txn_docs", 100000);
    const uint8_t *doc;
    uint32_t len;
    uint8_t key[SC_KEY_MAX];
    long n = 0;
    exec(db, "BEGIN");
    while (sc_docs_next(docs, &doc, &len)) {
        size_t klen = sc_id_key(doc, len, key);
        if (!klen) sc_die("document %ld has no usable _id", n);
        sqlite3_bind_blob(ins, 1, key, (int)klen, SQLITE_STATIC);
        sqlite3_bind_blob(ins, 2, doc, (int)len, SQLITE_STATIC);
        check(db, sqlite3_step(ins), "insert");
        sqlite3_reset(ins);
        if (++n % per_txn == 0) {
            exec(db, "COMMIT");
            exec(db, "BEGIN");
        }
    }
    exec(db, "COMMIT");
    sqlite3_finalize(ins);
    double t0 = sc_now();
    exec(db, "PRAGMA wal_checkpoint(TRUNCATE)");
    sc_json_num(extra, "final_checkpoint_s", sc_now() - t0);
    sc_json_int(extra, "page_size", pragma_int(db, "PRAGMA page_size"));
    sc_json_int(extra, "pages", pragma_int(db, "PRAGMA page_count"));
    sc_json_int(extra, "freelist_pages", pragma_int(db, "PRAGMA freelist_count"));
    /* How full the table's pages are (the dbstat table is compiled into Debian's SQLite). */
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, "SELECT sum(payload), sum(pgsize), count(*), max(path) FROM dbstat WHERE name='docs' AND pagetype='leaf'", -1, &st, NULL) == SQLITE_OK) {
        if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_int64(st, 1) > 0) {
            sc_json_int(extra, "leaf_pages", sqlite3_column_int64(st, 2));
            sc_json_num(extra, "leaf_fill", (double)sqlite3_column_int64(st, 0) / (double)sqlite3_column_int64(st, 1));
        }
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return 0;
}

static sc_store *open_store(const char *dir, int writable) {
    (void)writable;
    sc_store *s = calloc(1, sizeof *s);
    s->db = open_db(dir);
    return s;
}

static int get(sc_store *s, const uint8_t *key, size_t klen, sc_buf *out) {
    if (!s->get) check(s->db, sqlite3_prepare_v2(s->db, "SELECT doc FROM docs WHERE id = ?1", -1, &s->get, NULL), "prepare");
    sqlite3_bind_blob(s->get, 1, key, (int)klen, SQLITE_STATIC);
    int rc = sqlite3_step(s->get);
    check(s->db, rc, "select");
    if (rc == SQLITE_ROW) {
        out->len = 0;
        sc_buf_append(out, sqlite3_column_blob(s->get, 0), (size_t)sqlite3_column_bytes(s->get, 0));
    }
    sqlite3_reset(s->get);
    return rc == SQLITE_ROW;
}

static long range(sc_store *s, const uint8_t *key, size_t klen, long n, sc_doc_fn fn, void *ctx) {
    if (!s->range)
        check(s->db, sqlite3_prepare_v2(s->db, "SELECT id, doc FROM docs WHERE id >= ?1 ORDER BY id LIMIT ?2", -1, &s->range, NULL), "prepare");
    sqlite3_bind_blob(s->range, 1, key, (int)klen, SQLITE_STATIC);
    sqlite3_bind_int64(s->range, 2, n);
    long got = 0;
    int rc;
    while ((rc = sqlite3_step(s->range)) == SQLITE_ROW) {
        got++;
        if (fn(sqlite3_column_blob(s->range, 0), (size_t)sqlite3_column_bytes(s->range, 0), sqlite3_column_blob(s->range, 1),
               (uint32_t)sqlite3_column_bytes(s->range, 1), ctx))
            break;
    }
    check(s->db, rc, "range");
    sqlite3_reset(s->range);
    return got;
}

static int put(sc_store *s, const uint8_t *key, size_t klen, const uint8_t *doc, uint32_t len) {
    if (!s->put)
        check(s->db, sqlite3_prepare_v2(s->db, "INSERT INTO docs(id, doc) VALUES(?1, ?2) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc", -1, &s->put, NULL),
              "prepare");
    sqlite3_bind_blob(s->put, 1, key, (int)klen, SQLITE_STATIC);
    sqlite3_bind_blob(s->put, 2, doc, (int)len, SQLITE_STATIC);
    int rc = sqlite3_step(s->put); /* autocommit: one transaction, the WAL fsynced */
    sqlite3_reset(s->put);
    return rc == SQLITE_DONE ? 0 : -1;
}

static int put_batch(sc_store *s, size_t count, const uint8_t *const *keys, const size_t *klens, const uint8_t *const *docs,
                     const uint32_t *lens) {
    exec(s->db, "BEGIN");
    for (size_t i = 0; i < count; i++)
        if (put(s, keys[i], klens[i], docs[i], lens[i]) != 0) return -1; /* inside the transaction: no commit */
    exec(s->db, "COMMIT");
    return 0;
}

static void stats(sc_store *s, sc_json *j) {
    int cur, hi;
    sqlite3_db_status(s->db, SQLITE_DBSTATUS_CACHE_USED, &cur, &hi, 0);
    sc_json_int(j, "cache_used_bytes", cur);
    sqlite3_status(SQLITE_STATUS_MEMORY_USED, &cur, &hi, 0);
    sc_json_int(j, "sqlite_heap_bytes", cur);
}

static void close_store(sc_store *s) {
    sqlite3_finalize(s->get);
    sqlite3_finalize(s->range);
    sqlite3_finalize(s->put);
    sqlite3_close(s->db);
    free(s);
}

const sc_candidate sc_this = {"sqlite-raw", load, open_store, get, range, put, put_batch, stats, close_store};
