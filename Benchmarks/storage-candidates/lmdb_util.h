/* What the three LMDB candidates share: opening the environment, the page statistics, and
 * one read transaction per operation (reset and renewed, as a reader taking a fresh snapshot
 * for each query would). */
#ifndef SC_LMDB_UTIL_H
#define SC_LMDB_UTIL_H

#include "common.h"

#include <lmdb.h>

#define SC_MDB(call)                                                                     \
    do {                                                                                 \
        int sc_rc_ = (call);                                                             \
        if (sc_rc_ != MDB_SUCCESS) sc_die("%s: %s", #call, mdb_strerror(sc_rc_));       \
    } while (0)

/* An environment in dir with the named databases "docs" and (if meta) "meta". The map is a
 * reservation of address space (-o map_gb, default 64), not a file size. */
static inline MDB_env *sc_mdb_env(const char *dir, int writable) {
    MDB_env *env;
    SC_MDB(mdb_env_create(&env));
    SC_MDB(mdb_env_set_mapsize(env, (size_t)sc_opt_int("map_gb", 64) << 30));
    SC_MDB(mdb_env_set_maxdbs(env, 4));
    unsigned flags = writable ? 0 : MDB_RDONLY;
    if (sc_opt_int("nometasync", 0)) flags |= MDB_NOMETASYNC;
    if (sc_opt_int("nordahead", 0)) flags |= MDB_NORDAHEAD;
    SC_MDB(mdb_env_open(env, dir, flags, 0644));
    return env;
}

static inline MDB_dbi sc_mdb_dbi(MDB_txn *txn, const char *name, int create) {
    MDB_dbi dbi;
    SC_MDB(mdb_dbi_open(txn, name, create ? MDB_CREATE : 0, &dbi));
    return dbi;
}

/* Page counts of a database and how full its leaf pages are, given the bytes its nodes take
 * (node header, key, value and the 2-byte slot pointer, for values stored on the leaf). */
static inline void sc_mdb_stats(MDB_env *env, MDB_dbi dbi, sc_json *j, double leaf_node_bytes) {
    MDB_txn *txn;
    MDB_stat st;
    SC_MDB(mdb_txn_begin(env, NULL, MDB_RDONLY, &txn));
    SC_MDB(mdb_stat(txn, dbi, &st));
    mdb_txn_abort(txn);
    MDB_envinfo info;
    mdb_env_info(env, &info);
    sc_json_int(j, "page_size", st.ms_psize);
    sc_json_int(j, "depth", st.ms_depth);
    sc_json_int(j, "branch_pages", (long long)st.ms_branch_pages);
    sc_json_int(j, "leaf_pages", (long long)st.ms_leaf_pages);
    sc_json_int(j, "overflow_pages", (long long)st.ms_overflow_pages);
    sc_json_int(j, "entries", (long long)st.ms_entries);
    sc_json_int(j, "pages_used", (long long)info.me_last_pgno + 1);
    if (leaf_node_bytes > 0 && st.ms_leaf_pages)
        sc_json_num(j, "leaf_fill", leaf_node_bytes / ((double)st.ms_leaf_pages * (st.ms_psize - 16)));
}

/* A read transaction kept reset between operations: renew takes a new snapshot. */
static inline MDB_txn *sc_mdb_read_begin(MDB_env *env, MDB_txn **cached) {
    if (*cached) {
        SC_MDB(mdb_txn_renew(*cached));
    } else {
        SC_MDB(mdb_txn_begin(env, NULL, MDB_RDONLY, cached));
    }
    return *cached;
}

static inline void sc_mdb_read_end(MDB_txn *txn) { mdb_txn_reset(txn); }

/* Stores one document in an open write transaction, in a candidate's own layout. */
typedef void (*sc_mdb_put_fn)(sc_store *s, MDB_txn *txn, const uint8_t *key, size_t klen, const uint8_t *doc, uint32_t len);

/* Stores the documents in one write transaction and commits it: a candidate's put (one
 * document, a durable single commit) and put_batch. */
static inline int sc_mdb_put_all(MDB_env *env, sc_store *s, sc_mdb_put_fn put_in, size_t count, const uint8_t *const *keys,
                                 const size_t *klens, const uint8_t *const *docs, const uint32_t *lens) {
    MDB_txn *txn;
    SC_MDB(mdb_txn_begin(env, NULL, 0, &txn));
    for (size_t i = 0; i < count; i++) put_in(s, txn, keys[i], klens[i], docs[i], lens[i]);
    SC_MDB(mdb_txn_commit(txn));
    return 0;
}

#endif
