/* Candidate 2: LMDB, one key/value per document, each document compressed on its own with zstd
 * and a dictionary trained on a sample of the documents.
 *
 * Key: the _id's order-preserving encoding. Database "docs": key -> zstd frame (magicless, no
 * checksum, no dictionary id, content size in the header). Database "meta": "zstd-dict" -> the
 * dictionary. The load trains the dictionary first (its time is part of the load, and reported
 * as train_s).
 * Options: -o dict_kb=N dictionary capacity (112); -o samples=N documents to train on (20000);
 * -o level=N zstd level (3); -o txn_docs=N; and those of lmdb_util.h. */
#include "codec.h"
#include "lmdb_util.h"

struct sc_store {
    MDB_env *env;
    MDB_dbi dbi;
    MDB_txn *read;
    sc_codec codec;
    uint8_t *dict;
    size_t dict_len;
    sc_buf scratch;
    double raw_bytes, stored_bytes;
};

static int load(const char *dir, sc_docs *docs, sc_json *extra) {
    double t0 = sc_now();
    sc_buf dict = {0};
    sc_train(docs, (size_t)sc_opt_int("dict_kb", 112) * 1024, sc_opt_int("samples", 20000), &dict);
    double t1 = sc_now();
    int level = (int)sc_opt_int("level", 3);
    sc_codec codec;
    sc_codec_init(&codec, "zstd", level, dict.p, dict.len, 1);

    MDB_env *env = sc_mdb_env(dir, 1);
    long per_txn = sc_opt_int("txn_docs", 100000);
    MDB_txn *txn;
    SC_MDB(mdb_txn_begin(env, NULL, 0, &txn));
    MDB_dbi dbi = sc_mdb_dbi(txn, "docs", 1);
    MDB_dbi meta = sc_mdb_dbi(txn, "meta", 1);
    MDB_val mk = {9, "zstd-dict"}, mv = {dict.len, dict.p};
    SC_MDB(mdb_put(txn, meta, &mk, &mv, 0));
    const uint8_t *doc;
    uint32_t len;
    uint8_t key[SC_KEY_MAX];
    sc_buf out = {0};
    long n = 0;
    double raw = 0, stored = 0, node_bytes = 0, compress_s = 0;
    while (sc_docs_next(docs, &doc, &len)) {
        size_t klen = sc_id_key(doc, len, key);
        if (!klen) sc_die("document %ld has no usable _id", n);
        out.len = 0;
        double a = sc_now();
        size_t clen = sc_compress(&codec, doc, len, &out);
        compress_s += sc_now() - a;
        MDB_val k = {klen, key}, v = {clen, out.p};
        SC_MDB(mdb_put(txn, dbi, &k, &v, MDB_APPEND));
        raw += len;
        stored += (double)clen;
        node_bytes += (double)(8 + klen + clen + (clen & 1) + 2);
        if (++n % per_txn == 0) {
            SC_MDB(mdb_txn_commit(txn));
            SC_MDB(mdb_txn_begin(env, NULL, 0, &txn));
        }
    }
    SC_MDB(mdb_txn_commit(txn));
    sc_json_num(extra, "train_s", t1 - t0);
    sc_json_num(extra, "compress_s", compress_s);
    sc_json_int(extra, "dict_bytes", (long long)dict.len);
    sc_json_num(extra, "stored_bytes_per_doc", stored / (double)n);
    sc_json_num(extra, "compression_ratio", raw / stored);
    sc_mdb_stats(env, dbi, extra, node_bytes);
    mdb_env_close(env);
    sc_codec_free(&codec);
    return 0;
}

static sc_store *open_store(const char *dir, int writable) {
    sc_store *s = calloc(1, sizeof *s);
    s->env = sc_mdb_env(dir, writable);
    MDB_txn *txn;
    SC_MDB(mdb_txn_begin(s->env, NULL, MDB_RDONLY, &txn));
    s->dbi = sc_mdb_dbi(txn, "docs", 0);
    MDB_dbi meta = sc_mdb_dbi(txn, "meta", 0);
    MDB_val mk = {9, "zstd-dict"}, mv;
    SC_MDB(mdb_get(txn, meta, &mk, &mv));
    /* The dictionary is copied out of the map: the decompression context references it. */
    s->dict_len = mv.mv_size;
    s->dict = sc_xmalloc(mv.mv_size);
    memcpy(s->dict, mv.mv_data, mv.mv_size);
    SC_MDB(mdb_txn_commit(txn));
    sc_codec_init(&s->codec, "zstd", (int)sc_opt_int("level", 3), s->dict, s->dict_len, writable);
    return s;
}

static int get(sc_store *s, const uint8_t *key, size_t klen, sc_buf *out) {
    MDB_txn *txn = sc_mdb_read_begin(s->env, &s->read);
    MDB_val k = {klen, (void *)key}, v;
    int rc = mdb_get(txn, s->dbi, &k, &v);
    if (rc == MDB_SUCCESS) {
        size_t raw = sc_frame_size(v.mv_data, v.mv_size);
        sc_buf_reserve(out, raw);
        sc_decompress(&s->codec, v.mv_data, v.mv_size, out->p, raw);
        out->len = raw;
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
        size_t raw = sc_frame_size(v.mv_data, v.mv_size);
        sc_buf_reserve(&s->scratch, raw);
        sc_decompress(&s->codec, v.mv_data, v.mv_size, s->scratch.p, raw);
        got++;
        if (fn(k.mv_data, k.mv_size, s->scratch.p, (uint32_t)raw, ctx)) break;
        rc = mdb_cursor_get(c, &k, &v, MDB_NEXT);
    }
    mdb_cursor_close(c);
    sc_mdb_read_end(txn);
    return got;
}

static void put_in(sc_store *s, MDB_txn *txn, const uint8_t *key, size_t klen, const uint8_t *doc, uint32_t len) {
    s->scratch.len = 0;
    size_t clen = sc_compress(&s->codec, doc, len, &s->scratch);
    MDB_val k = {klen, (void *)key}, v = {clen, s->scratch.p};
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
    sc_codec_free(&s->codec);
    free(s->dict);
    free(s->scratch.p);
    free(s);
}

const sc_candidate sc_this = {"lmdb-dict", load, open_store, get, range, put, put_batch, stats, close_store};
