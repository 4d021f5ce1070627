/* Candidate 1: LMDB, one key/value per document, the value the document's BSON as it is.
 *
 * Key: the _id's order-preserving encoding (sc_id_key). Database "docs" in data.mdb.
 * Options: -o txn_docs=N documents per load transaction (100000); -o append=0 to load with
 * ordinary puts instead of MDB_APPEND (shows the page fill of splits); -o nometasync=1,
 * -o nordahead=1, -o map_gb=N (lmdb_util.h). */
#include "lmdb_util.h"

#include <stdlib.h>
#include <string.h>

struct sc_store {
    MDB_env *env;
    MDB_dbi dbi;
    MDB_txn *read;
};

static int load(const char *dir, sc_docs *docs, sc_json *extra) {
    MDB_env *env = sc_mdb_env(dir, 1);
    long per_txn = sc_opt_int("txn_docs", 100000);
    unsigned put_flags = sc_opt_int("append", 1) ? MDB_APPEND : 0;
    MDB_txn *txn;
    SC_MDB(mdb_txn_begin(env, NULL, 0, &txn));
    MDB_dbi dbi = sc_mdb_dbi(txn, "docs", 1);
    const uint8_t *doc;
    uint32_t len;
    uint8_t key[SC_KEY_MAX];
    long n = 0, commits = 0;
    double node_bytes = 0;
    while (sc_docs_next(docs, &doc, &len)) {
        size_t klen = sc_id_key(doc, len, key);
        if (!klen) sc_die("document %ld has no usable _id", n);
        MDB_val k = {klen, key}, v = {len, (void *)doc};
        SC_MDB(mdb_put(txn, dbi, &k, &v, put_flags));
        node_bytes += (double)(8 + klen + len + (len & 1) + 2);
        if (++n % per_txn == 0) {
            SC_MDB(mdb_txn_commit(txn));
            commits++;
            SC_MDB(mdb_txn_begin(env, NULL, 0, &txn));
        }
    }
    SC_MDB(mdb_txn_commit(txn));
    commits++;
    sc_json_int(extra, "load_commits", commits);
    sc_mdb_stats(env, dbi, extra, node_bytes);
    mdb_env_close(env);
    return 0;
}

static sc_store *open_store(const char *dir, int writable) {
    sc_store *s = sc_xmalloc(sizeof *s);
    s->env = sc_mdb_env(dir, writable);
    s->read = NULL;
    MDB_txn *txn;
    SC_MDB(mdb_txn_begin(s->env, NULL, MDB_RDONLY, &txn));
    s->dbi = sc_mdb_dbi(txn, "docs", 0);
    SC_MDB(mdb_txn_commit(txn));
    return s;
}

static int get(sc_store *s, const uint8_t *key, size_t klen, sc_buf *out) {
    MDB_txn *txn = sc_mdb_read_begin(s->env, &s->read);
    MDB_val k = {klen, (void *)key}, v;
    int rc = mdb_get(txn, s->dbi, &k, &v);
    if (rc == MDB_SUCCESS) {
        out->len = 0;
        sc_buf_append(out, v.mv_data, v.mv_size);
    } else if (rc != MDB_NOTFOUND) {
        sc_die("mdb_get: %s", mdb_strerror(rc));
    }
    sc_mdb_read_end(txn);
    return rc == MDB_SUCCESS;
}

static long range(sc_store *s, const uint8_t *key, size_t klen, long n, sc_doc_fn fn, void *ctx) {
    MDB_txn *txn = sc_mdb_read_begin(s->env, &s->read);
    MDB_cursor *c;
    SC_MDB(mdb_cursor_open(txn, s->dbi, &c));
    MDB_val k = {klen, (void *)key}, v;
    long got = 0;
    int rc = mdb_cursor_get(c, &k, &v, MDB_SET_RANGE);
    while (rc == MDB_SUCCESS && got < n) {
        got++;
        if (fn(k.mv_data, k.mv_size, v.mv_data, (uint32_t)v.mv_size, ctx)) break;
        rc = mdb_cursor_get(c, &k, &v, MDB_NEXT);
    }
    mdb_cursor_close(c);
    sc_mdb_read_end(txn);
    return got;
}

static void put_in(sc_store *s, MDB_txn *txn, const uint8_t *key, size_t klen, const uint8_t *doc, uint32_t len) {
    MDB_val k = {klen, (void *)key}, v = {len, (void *)doc};
    SC_MDB(mdb_put(txn, s->dbi, &k, &v, 0));
}

static int put(sc_store *s, const uint8_t *key, size_t klen, const uint8_t *doc, uint32_t len) {
    return sc_mdb_put_all(s->env, s, put_in, 1, &key, &klen, &doc, &len);
}

static int put_batch(sc_store *s, size_t count, const uint8_t *const *keys, const size_t *klens, const uint8_t *const *docs,
                     const uint32_t *lens) {
    return sc_mdb_put_all(s->env, s, put_in, count, keys, klens, docs, lens);
}

static void stats(sc_store *s, sc_json *j) { sc_mdb_stats(s->env, s->dbi, j, 0); }

static void close_store(sc_store *s) {
    if (s->read) mdb_txn_abort(s->read);
    mdb_env_close(s->env);
    free(s);
}

const sc_candidate sc_this = {"lmdb-raw", load, open_store, get, range, put, put_batch, stats, close_store};
