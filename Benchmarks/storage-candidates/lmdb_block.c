/* Candidate 3: LMDB, documents grouped into blocks of consecutive keys, each block compressed
 * (zstd or lz4) and stored under the key of its first document.
 *
 * Value: [u32 raw length, little-endian][compressed block]. A raw block is the documents'
 * BSON concatenated in key order (each carries its length and its _id, so the block needs no
 * table of its own). A block is closed before the next document would take it past
 * -o block_kb (32). A point read finds the block with the greatest first key <= the key,
 * decompresses it whole and walks it; a range read decompresses block after block.
 * A single-document write reads, changes, recompresses and rewrites the document's block
 * (splitting it in two past twice the block size).
 * Options: -o codec=zstd|lz4 (zstd); -o level=N (zstd level, 1); -o block_kb=N (32);
 * -o dict=1 to compress blocks with a trained dictionary (zstd, -o dict_kb, -o samples);
 * -o fit_pages=N to size blocks by their compressed size instead (see load);
 * -o txn_blocks=N blocks per load transaction (1000); and those of lmdb_util.h. */
#include "codec.h"
#include "lmdb_util.h"

struct sc_store {
    MDB_env *env;
    MDB_dbi dbi;
    MDB_txn *read;
    sc_codec codec;
    uint8_t *dict;
    size_t dict_len;
    sc_buf raw, packed;
    long blocks_decompressed;
    double decompressed_bytes;
};

static uint32_t rd32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static void wr32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
}

/* Compresses raw into packed as a block value. */
static size_t pack(sc_codec *c, const sc_buf *raw, sc_buf *packed) {
    packed->len = 0;
    uint8_t head[4];
    wr32(head, (uint32_t)raw->len);
    sc_buf_append(packed, head, 4);
    return 4 + sc_compress(c, raw->p, raw->len, packed);
}

static void unpack(sc_store *s, const MDB_val *v) {
    uint32_t raw = rd32(v->mv_data);
    sc_buf_reserve(&s->raw, raw);
    sc_decompress(&s->codec, (const uint8_t *)v->mv_data + 4, v->mv_size - 4, s->raw.p, raw);
    s->raw.len = raw;
    s->blocks_decompressed++;
    s->decompressed_bytes += raw;
}

static int load(const char *dir, sc_docs *docs, sc_json *extra) {
    const char *codec_name = sc_opt("codec", "zstd");
    int level = (int)sc_opt_int("level", 1);
    size_t block = (size_t)sc_opt_int("block_kb", 32) * 1024;
    sc_buf dict = {0};
    double t0 = sc_now();
    if (sc_opt_int("dict", 0)) sc_train(docs, (size_t)sc_opt_int("dict_kb", 112) * 1024, sc_opt_int("samples", 20000), &dict);
    double t1 = sc_now();
    sc_codec codec;
    sc_codec_init(&codec, codec_name, level, dict.len ? dict.p : NULL, dict.len, 1);

    MDB_env *env = sc_mdb_env(dir, 1);
    long per_txn = sc_opt_int("txn_blocks", 1000);
    MDB_txn *txn;
    SC_MDB(mdb_txn_begin(env, NULL, 0, &txn));
    MDB_dbi dbi = sc_mdb_dbi(txn, "docs", 1);
    MDB_dbi meta = sc_mdb_dbi(txn, "meta", 1);
    char settings[64];
    snprintf(settings, sizeof settings, "%s %d", codec_name, level);
    MDB_val mk = {5, "codec"}, mv = {strlen(settings) + 1, settings};
    SC_MDB(mdb_put(txn, meta, &mk, &mv, 0));
    if (dict.len) {
        MDB_val dk = {9, "zstd-dict"}, dv = {dict.len, dict.p};
        SC_MDB(mdb_put(txn, meta, &dk, &dv, 0));
    }
    sc_buf raw = {0}, packed = {0};
    /* -o fit_pages=N: size each block so that its compressed value fills N pages of LMDB's
     * overflow pages (N * 4096 - 16 bytes of header) instead of a fixed raw size: the raw
     * target follows the compression ratio of the previous block, and a block that comes out
     * too big gives its last documents to the next one. */
    long fit = sc_opt_int("fit_pages", 0);
    size_t limit = fit ? (size_t)fit * 4096 - 16 : 0, target = block;
    long n = 0, blocks = 0, on_leaf = 0;
    double raw_total = 0, stored = 0, compress_s = 0, node_bytes = 0;
    const uint8_t *doc;
    uint32_t len;
    int more = 1;
    while (more || raw.len) {
        more = more && sc_docs_next(docs, &doc, &len);
        if (more && (raw.len == 0 || raw.len + len <= target)) {
            sc_buf_append(&raw, doc, len);
            raw_total += len;
            n++;
            continue;
        }
        /* close a block: all of raw, or (fitting) the longest prefix that fits the pages */
        size_t cut = raw.len;
        double a = sc_now();
        sc_buf part = {raw.p, cut, cut};
        size_t plen = pack(&codec, &part, &packed);
        while (fit && plen > limit) {
            size_t want = (size_t)((double)cut * (double)limit / (double)plen * 0.98), c = 0;
            while (c + rd32(raw.p + c) <= want) c += rd32(raw.p + c);
            if (c == 0) break; /* one document larger than the pages: it stays alone */
            cut = c;
            part.len = part.cap = cut;
            plen = pack(&codec, &part, &packed);
        }
        compress_s += sc_now() - a;
        if (fit) target = (size_t)((double)cut * (double)limit / (double)plen * 0.99);
        uint8_t first[SC_KEY_MAX];
        size_t first_len = sc_id_key(raw.p, rd32(raw.p), first);
        if (!first_len) sc_die("document %ld has no usable _id", n);
        MDB_val k = {first_len, first}, v = {plen, packed.p};
        SC_MDB(mdb_put(txn, dbi, &k, &v, MDB_APPEND));
        stored += (double)plen;
        if (plen <= 2000) { /* small enough to stay on the leaf page (no overflow page) */
            on_leaf++;
            node_bytes += (double)(8 + first_len + plen + (plen & 1) + 2);
        }
        memmove(raw.p, raw.p + cut, raw.len - cut);
        raw.len -= cut;
        if (++blocks % per_txn == 0) {
            SC_MDB(mdb_txn_commit(txn));
            SC_MDB(mdb_txn_begin(env, NULL, 0, &txn));
        }
        if (more) { /* the document that did not fit goes into the next block */
            sc_buf_append(&raw, doc, len);
            raw_total += len;
            n++;
        }
    }
    SC_MDB(mdb_txn_commit(txn));
    if (dict.len) {
        sc_json_num(extra, "train_s", t1 - t0);
        sc_json_int(extra, "dict_bytes", (long long)dict.len);
    }
    sc_json_num(extra, "compress_s", compress_s);
    sc_json_int(extra, "blocks", blocks);
    sc_json_num(extra, "docs_per_block", (double)n / (double)blocks);
    sc_json_num(extra, "stored_bytes_per_block", stored / (double)blocks);
    sc_json_int(extra, "blocks_on_leaf_pages", on_leaf);
    sc_json_num(extra, "stored_bytes_per_doc", stored / (double)n);
    sc_json_num(extra, "compression_ratio", raw_total / stored);
    sc_mdb_stats(env, dbi, extra, node_bytes);
    mdb_env_close(env);
    sc_codec_free(&codec);
    free(raw.p);
    free(packed.p);
    free(dict.p);
    return 0;
}

static sc_store *open_store(const char *dir, int writable) {
    sc_store *s = calloc(1, sizeof *s);
    s->env = sc_mdb_env(dir, writable);
    MDB_txn *txn;
    SC_MDB(mdb_txn_begin(s->env, NULL, MDB_RDONLY, &txn));
    s->dbi = sc_mdb_dbi(txn, "docs", 0);
    MDB_dbi meta = sc_mdb_dbi(txn, "meta", 0);
    MDB_val mk = {5, "codec"}, mv;
    SC_MDB(mdb_get(txn, meta, &mk, &mv));
    char codec_name[16];
    int level;
    if (sscanf(mv.mv_data, "%15s %d", codec_name, &level) != 2) sc_die("bad codec record");
    MDB_val dk = {9, "zstd-dict"}, dv;
    if (mdb_get(txn, meta, &dk, &dv) == MDB_SUCCESS) {
        s->dict_len = dv.mv_size;
        s->dict = sc_xmalloc(dv.mv_size);
        memcpy(s->dict, dv.mv_data, dv.mv_size);
    }
    SC_MDB(mdb_txn_commit(txn));
    sc_codec_init(&s->codec, codec_name, level, s->dict, s->dict_len, writable);
    return s;
}

/* Positions c on the block that would hold key: the greatest first key <= key. */
static int seek_block(MDB_cursor *c, const uint8_t *key, size_t klen, MDB_val *k, MDB_val *v) {
    k->mv_size = klen;
    k->mv_data = (void *)key;
    int rc = mdb_cursor_get(c, k, v, MDB_SET_RANGE);
    if (rc == MDB_SUCCESS && sc_key_cmp(k->mv_data, k->mv_size, key, klen) == 0) return rc;
    if (rc == MDB_SUCCESS) { /* the block before this one, unless key is before every block */
        rc = mdb_cursor_get(c, k, v, MDB_PREV);
        return rc == MDB_NOTFOUND ? mdb_cursor_get(c, k, v, MDB_FIRST) : rc;
    }
    if (rc == MDB_NOTFOUND) return mdb_cursor_get(c, k, v, MDB_LAST);
    return rc;
}

/* The offset of the document with this key in the raw block, or of the first with a greater
 * key (raw.len when none); *found says which. */
static size_t find_in_block(const sc_buf *raw, const uint8_t *key, size_t klen, int *found) {
    uint8_t k[SC_KEY_MAX];
    size_t off = 0;
    *found = 0;
    while (off < raw->len) {
        uint32_t len = rd32(raw->p + off);
        size_t kl = sc_id_key(raw->p + off, len, k);
        int c = sc_key_cmp(k, kl, key, klen);
        if (c >= 0) {
            *found = c == 0;
            return off;
        }
        off += len;
    }
    return off;
}

static int get(sc_store *s, const uint8_t *key, size_t klen, sc_buf *out) {
    MDB_txn *txn = sc_mdb_read_begin(s->env, &s->read);
    MDB_cursor *c;
    SC_MDB(mdb_cursor_open(txn, s->dbi, &c));
    MDB_val k, v;
    int found = 0;
    if (seek_block(c, key, klen, &k, &v) == MDB_SUCCESS) {
        unpack(s, &v);
        size_t off = find_in_block(&s->raw, key, klen, &found);
        if (found) {
            out->len = 0;
            sc_buf_append(out, s->raw.p + off, rd32(s->raw.p + off));
        }
    }
    mdb_cursor_close(c);
    sc_mdb_read_end(txn);
    return found;
}

static long range(sc_store *s, const uint8_t *key, size_t klen, long n, sc_doc_fn fn, void *ctx) {
    MDB_txn *txn = sc_mdb_read_begin(s->env, &s->read);
    MDB_cursor *c;
    SC_MDB(mdb_cursor_open(txn, s->dbi, &c));
    MDB_val k, v;
    long got = 0;
    int rc = seek_block(c, key, klen, &k, &v);
    int first = 1, stop = 0;
    uint8_t dk[SC_KEY_MAX];
    while (rc == MDB_SUCCESS && got < n && !stop) {
        unpack(s, &v);
        int found;
        size_t off = first ? find_in_block(&s->raw, key, klen, &found) : 0;
        first = 0;
        while (off < s->raw.len && got < n) {
            uint32_t len = rd32(s->raw.p + off);
            size_t kl = sc_id_key(s->raw.p + off, len, dk);
            got++;
            if (fn(dk, kl, s->raw.p + off, len, ctx)) {
                stop = 1;
                break;
            }
            off += len;
        }
        rc = mdb_cursor_get(c, &k, &v, MDB_NEXT);
    }
    mdb_cursor_close(c);
    sc_mdb_read_end(txn);
    return got;
}

/* Writes one document into its block inside txn. */
static void put_in(sc_store *s, MDB_txn *txn, const uint8_t *key, size_t klen, const uint8_t *doc, uint32_t len) {
    size_t block = (size_t)sc_opt_int("block_kb", 32) * 1024;
    MDB_cursor *c;
    SC_MDB(mdb_cursor_open(txn, s->dbi, &c));
    MDB_val k, v;
    uint8_t first[SC_KEY_MAX];
    size_t first_len = klen;
    memcpy(first, key, klen);
    sc_buf merged = {0};
    int rc = seek_block(c, key, klen, &k, &v);
    if (rc == MDB_SUCCESS) {
        memcpy(first, k.mv_data, k.mv_size);
        first_len = k.mv_size;
        unpack(s, &v);
        int found;
        size_t off = find_in_block(&s->raw, key, klen, &found);
        sc_buf_append(&merged, s->raw.p, off);
        sc_buf_append(&merged, doc, len);
        size_t rest = off + (found ? rd32(s->raw.p + off) : 0);
        sc_buf_append(&merged, s->raw.p + rest, s->raw.len - rest);
        if (sc_key_cmp(key, klen, first, first_len) < 0) { /* a new first key for the first block */
            SC_MDB(mdb_cursor_del(c, 0));
            memcpy(first, key, klen);
            first_len = klen;
        }
    } else if (rc == MDB_NOTFOUND) {
        sc_buf_append(&merged, doc, len);
    } else {
        sc_die("mdb_cursor_get: %s", mdb_strerror(rc));
    }
    mdb_cursor_close(c);
    /* Past twice the block size, split in two at the first document past the middle. */
    size_t cut = merged.len;
    if (merged.len > 2 * block) {
        cut = 0;
        while (cut < merged.len / 2) cut += rd32(merged.p + cut);
    }
    sc_buf part = {merged.p, cut, cut};
    pack(&s->codec, &part, &s->packed);
    MDB_val pk = {first_len, first}, pv = {s->packed.len, s->packed.p};
    SC_MDB(mdb_put(txn, s->dbi, &pk, &pv, 0));
    if (cut < merged.len) {
        uint8_t second[SC_KEY_MAX];
        size_t second_len = sc_id_key(merged.p + cut, rd32(merged.p + cut), second);
        sc_buf tail = {merged.p + cut, merged.len - cut, merged.len - cut};
        pack(&s->codec, &tail, &s->packed);
        MDB_val sk = {second_len, second}, sv = {s->packed.len, s->packed.p};
        SC_MDB(mdb_put(txn, s->dbi, &sk, &sv, 0));
    }
    free(merged.p);
}

static int put(sc_store *s, const uint8_t *key, size_t klen, const uint8_t *doc, uint32_t len) {
    return sc_mdb_put_all(s->env, s, put_in, 1, &key, &klen, &doc, &len);
}

static int put_batch(sc_store *s, size_t count, const uint8_t *const *keys, const size_t *klens, const uint8_t *const *docs,
                     const uint32_t *lens) {
    return sc_mdb_put_all(s->env, s, put_in, count, keys, klens, docs, lens);
}

static void stats(sc_store *s, sc_json *j) {
    sc_mdb_stats(s->env, s->dbi, j, 0);
    sc_json_int(j, "blocks_decompressed", s->blocks_decompressed);
    if (s->blocks_decompressed) sc_json_num(j, "raw_bytes_per_block", s->decompressed_bytes / (double)s->blocks_decompressed);
}

static void close_store(sc_store *s) {
    if (s->read) mdb_txn_abort(s->read);
    mdb_env_close(s->env);
    sc_codec_free(&s->codec);
    free(s->dict);
    free(s->raw.p);
    free(s->packed.p);
    free(s);
}

const sc_candidate sc_this = {"lmdb-block", load, open_store, get, range, put, put_batch, stats, close_store};
