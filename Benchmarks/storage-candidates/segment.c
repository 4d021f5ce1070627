/* Candidate 5 ("own format"): an append-only segment file of compressed blocks and a small
 * sorted block index, memory-mapped, plus an append-only log for single-document commits.
 *
 * data.seg, written once by the load (and by a compaction, which this benchmark does not run):
 *
 *   header  16 bytes: "DSSEG\0\0\1", u32 codec (0 zstd, 1 lz4), u32 level
 *   blocks  each the compression of consecutive documents' BSON concatenated in key order,
 *           closed before the next document would take it past -o block_kb (32)
 *   dict    the zstd dictionary, when -o dict=1
 *   index   one 32-byte entry per block, in key order: u64 offset, u32 compressed length,
 *           u32 raw length, u8 key length, 15 bytes of the block's first key (an ObjectId's key
 *           is 13 bytes; longer keys would need a variable-length index)
 *   footer  64 bytes: "DSSEGEND", u64 blocks, u64 index offset, u64 dict offset, u64 dict
 *           length, u64 documents, u64 raw bytes, u32 codec, u32 level
 *
 * Opening maps the file and reads the footer: nothing is parsed or loaded (the index is
 * searched in place). A point read binary-searches the index, decompresses one block and
 * walks it.
 *
 * log: single-document commits, each a record [u32 length][u32 CRC-32 of the rest][u8 key
 * length][key][document BSON] written at the log's end and fdatasync'd. The log file is
 * preallocated with zeros when first opened for writing (so a commit's fdatasync changes no
 * file size or extent), and a record of length 0 ends it. Opening for writing replays it into
 * an in-memory hash table that point reads consult first (a real store would keep it sorted,
 * for ranges, and merge it into new segments).
 * Options: -o codec=zstd|lz4 (zstd); -o level=N (1); -o block_kb=N (32); -o dict=1 (with
 * -o dict_kb, -o samples); -o log_mb=N preallocated log size (16); -o random=0 to leave the
 * kernel's read-around on for the map (it is turned off with MADV_RANDOM by default). */
#define _GNU_SOURCE
#include "codec.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#define INDEX_ENTRY 32
#define FOOTER 64
#define KEY_IN_INDEX 15

typedef struct {
    uint8_t key[SC_KEY_MAX];
    size_t klen;
    uint8_t *doc;
    uint32_t len;
} mem_entry;

struct sc_store {
    const uint8_t *map;
    size_t size;
    uint64_t blocks;
    const uint8_t *index;
    sc_codec codec;
    sc_buf raw;
    long blocks_decompressed;
    /* writing */
    int log_fd;
    off_t log_end, log_size;
    mem_entry *mem;
    size_t mem_count, mem_cap;
    sc_buf record;
};

static uint32_t rd32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static uint64_t rd64(const uint8_t *p) { return (uint64_t)rd32(p) | (uint64_t)rd32(p + 4) << 32; }
static void wr32(uint8_t *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}
static void wr64(uint8_t *p, uint64_t v) {
    wr32(p, (uint32_t)v);
    wr32(p + 4, (uint32_t)(v >> 32));
}

static void write_all(int fd, const void *p, size_t n) {
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w < 0) {
            if (errno == EINTR) continue;
            sc_die("write: %s", strerror(errno));
        }
        p = (const uint8_t *)p + w;
        n -= (size_t)w;
    }
}

static int load(const char *dir, sc_docs *docs, sc_json *extra) {
    const char *codec_name = sc_opt("codec", "zstd");
    int lz4 = strcmp(codec_name, "lz4") == 0;
    int level = (int)sc_opt_int("level", 1);
    size_t block = (size_t)sc_opt_int("block_kb", 32) * 1024;
    sc_buf dict = {0};
    double t0 = sc_now();
    if (sc_opt_int("dict", 0) && !lz4) sc_train(docs, (size_t)sc_opt_int("dict_kb", 112) * 1024, sc_opt_int("samples", 20000), &dict);
    double t1 = sc_now();
    sc_codec codec;
    sc_codec_init(&codec, codec_name, level, dict.len ? dict.p : NULL, dict.len, 1);

    char path[4096], tmp[4096];
    sc_path(path, sizeof path, dir, "data.seg");
    sc_path(tmp, sizeof tmp, dir, "data.seg.tmp");
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) sc_die("open %s: %s", tmp, strerror(errno));
    uint8_t header[16] = {'D', 'S', 'S', 'E', 'G', 0, 0, 1};
    wr32(header + 8, (uint32_t)lz4);
    wr32(header + 12, (uint32_t)level);
    sc_buf out = {0}, raw = {0}, index = {0};
    sc_buf_append(&out, header, sizeof header);
    uint64_t offset = sizeof header, blocks = 0;
    uint8_t first[SC_KEY_MAX], key[SC_KEY_MAX];
    size_t first_len = 0;
    long n = 0;
    double raw_total = 0, stored = 0, compress_s = 0;
    const uint8_t *doc;
    uint32_t len;
    int more = 1;
    while (more) {
        more = sc_docs_next(docs, &doc, &len);
        if (more && raw.len && raw.len + len <= block) {
            sc_buf_append(&raw, doc, len);
            raw_total += len;
            n++;
            continue;
        }
        if (raw.len) { /* close the block */
            double a = sc_now();
            size_t clen = sc_compress(&codec, raw.p, raw.len, &out);
            compress_s += sc_now() - a;
            uint8_t e[INDEX_ENTRY] = {0};
            wr64(e, offset);
            wr32(e + 8, (uint32_t)clen);
            wr32(e + 12, (uint32_t)raw.len);
            e[16] = (uint8_t)first_len;
            memcpy(e + 17, first, first_len);
            sc_buf_append(&index, e, sizeof e);
            offset += clen;
            stored += (double)clen;
            blocks++;
            raw.len = 0;
            if (out.len >= (1 << 22)) {
                write_all(fd, out.p, out.len);
                out.len = 0;
            }
        }
        if (more) {
            first_len = sc_id_key(doc, len, key);
            if (!first_len || first_len > KEY_IN_INDEX) sc_die("document %ld: no _id key of at most %d bytes", n, KEY_IN_INDEX);
            memcpy(first, key, first_len);
            sc_buf_append(&raw, doc, len);
            raw_total += len;
            n++;
        }
    }
    uint64_t dict_off = offset;
    sc_buf_append(&out, dict.p, dict.len);
    offset += dict.len;
    uint64_t index_off = offset;
    sc_buf_append(&out, index.p, index.len);
    uint8_t footer[FOOTER] = {'D', 'S', 'S', 'E', 'G', 'E', 'N', 'D'};
    wr64(footer + 8, blocks);
    wr64(footer + 16, index_off);
    wr64(footer + 24, dict_off);
    wr64(footer + 32, dict.len);
    wr64(footer + 40, (uint64_t)n);
    wr64(footer + 48, (uint64_t)raw_total);
    wr32(footer + 56, (uint32_t)lz4);
    wr32(footer + 60, (uint32_t)level);
    sc_buf_append(&out, footer, sizeof footer);
    write_all(fd, out.p, out.len);
    if (fdatasync(fd) != 0) sc_die("fdatasync: %s", strerror(errno));
    close(fd);
    if (rename(tmp, path) != 0) sc_die("rename: %s", strerror(errno));
    int dfd = open(dir, O_RDONLY | O_DIRECTORY);
    fsync(dfd);
    close(dfd);
    if (dict.len) {
        sc_json_num(extra, "train_s", t1 - t0);
        sc_json_int(extra, "dict_bytes", (long long)dict.len);
    }
    sc_json_num(extra, "compress_s", compress_s);
    sc_json_int(extra, "blocks", (long long)blocks);
    sc_json_num(extra, "docs_per_block", (double)n / (double)blocks);
    sc_json_num(extra, "stored_bytes_per_block", stored / (double)blocks);
    sc_json_int(extra, "index_bytes", (long long)index.len);
    sc_json_num(extra, "stored_bytes_per_doc", stored / (double)n);
    sc_json_num(extra, "compression_ratio", raw_total / stored);
    sc_codec_free(&codec);
    free(out.p);
    free(raw.p);
    free(index.p);
    free(dict.p);
    return 0;
}

/* The in-memory table of logged documents: open addressing on an FNV-1a hash of the key. */
static uint64_t key_hash(const uint8_t *key, size_t klen) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < klen; i++) h = (h ^ key[i]) * 1099511628211ull;
    return h;
}

static mem_entry *mem_find(const sc_store *s, const uint8_t *key, size_t klen) {
    if (!s->mem_cap) return NULL;
    for (size_t i = key_hash(key, klen) & (s->mem_cap - 1);; i = (i + 1) & (s->mem_cap - 1)) {
        mem_entry *e = &s->mem[i];
        if (!e->doc) return NULL;
        if (sc_key_cmp(e->key, e->klen, key, klen) == 0) return e;
    }
}

static void mem_put(sc_store *s, const uint8_t *key, size_t klen, const uint8_t *doc, uint32_t len) {
    if (2 * (s->mem_count + 1) > s->mem_cap) { /* grow to keep the table at most half full */
        mem_entry *old = s->mem;
        size_t old_cap = s->mem_cap;
        s->mem_cap = old_cap ? 2 * old_cap : 1024;
        s->mem = calloc(s->mem_cap, sizeof *s->mem);
        for (size_t i = 0; i < old_cap; i++)
            if (old[i].doc) {
                size_t j = key_hash(old[i].key, old[i].klen) & (s->mem_cap - 1);
                while (s->mem[j].doc) j = (j + 1) & (s->mem_cap - 1);
                s->mem[j] = old[i];
            }
        free(old);
    }
    mem_entry *e = mem_find(s, key, klen);
    if (!e) {
        size_t i = key_hash(key, klen) & (s->mem_cap - 1);
        while (s->mem[i].doc) i = (i + 1) & (s->mem_cap - 1);
        e = &s->mem[i];
        memcpy(e->key, key, klen);
        e->klen = klen;
        s->mem_count++;
    }
    e->doc = realloc(e->doc, len);
    memcpy(e->doc, doc, len);
    e->len = len;
}

static void open_log(sc_store *s, const char *dir) {
    char path[4096];
    sc_path(path, sizeof path, dir, "log");
    s->log_fd = open(path, O_RDWR | O_CREAT, 0644);
    if (s->log_fd < 0) sc_die("open %s: %s", path, strerror(errno));
    struct stat st;
    fstat(s->log_fd, &st);
    if (st.st_size == 0) { /* preallocate with zeros: commits then overwrite, never extend */
        static uint8_t zero[1 << 16];
        long mb = sc_opt_int("log_mb", 16);
        for (long i = 0; i < mb * 16; i++) write_all(s->log_fd, zero, sizeof zero);
        fsync(s->log_fd);
        int dfd = open(dir, O_RDONLY | O_DIRECTORY);
        fsync(dfd);
        close(dfd);
        fstat(s->log_fd, &st);
    }
    /* Replay: whole records with a good CRC, up to the first zero length. */
    uint8_t *log = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_SHARED, s->log_fd, 0);
    if (log == MAP_FAILED) sc_die("mmap log: %s", strerror(errno));
    off_t off = 0;
    while (off + 9 <= st.st_size) {
        uint32_t len = rd32(log + off);
        if (len < 9 || off + len > st.st_size) break;
        if ((uint32_t)crc32(0, log + off + 8, len - 8) != rd32(log + off + 4)) break;
        size_t klen = log[off + 8];
        mem_put(s, log + off + 9, klen, log + off + 9 + klen, len - 9 - (uint32_t)klen);
        off += len;
    }
    munmap(log, (size_t)st.st_size);
    s->log_end = off;
    s->log_size = st.st_size;
}

static sc_store *open_store(const char *dir, int writable) {
    sc_store *s = calloc(1, sizeof *s);
    s->log_fd = -1;
    char path[4096];
    sc_path(path, sizeof path, dir, "data.seg");
    s->map = sc_map_file(path, &s->size);
    /* Point reads touch one block: no read-around (the kernel's default reads up to
     * read_ahead_kb around each faulting page). Range reads ask for what they will read. */
    if (sc_opt_int("random", 1)) madvise((void *)s->map, s->size, MADV_RANDOM);
    const uint8_t *f = s->map + s->size - FOOTER;
    if (s->size < 16 + FOOTER || memcmp(f, "DSSEGEND", 8) != 0) sc_die("%s: no segment footer", path);
    s->blocks = rd64(f + 8);
    s->index = s->map + rd64(f + 16);
    uint64_t dict_off = rd64(f + 24), dict_len = rd64(f + 32);
    sc_codec_init(&s->codec, rd32(f + 56) ? "lz4" : "zstd", (int)rd32(f + 60), dict_len ? s->map + dict_off : NULL, dict_len, writable);
    if (writable) open_log(s, dir);
    return s;
}

/* The index of the block with the greatest first key <= key (0 when key is before all). */
static uint64_t find_block(const sc_store *s, const uint8_t *key, size_t klen) {
    uint64_t lo = 0, hi = s->blocks; /* first entry with first key > key */
    while (lo < hi) {
        uint64_t mid = lo + (hi - lo) / 2;
        const uint8_t *e = s->index + mid * INDEX_ENTRY;
        if (sc_key_cmp(e + 17, e[16], key, klen) <= 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo ? lo - 1 : 0;
}

static void unpack(sc_store *s, uint64_t b) {
    const uint8_t *e = s->index + b * INDEX_ENTRY;
    uint32_t clen = rd32(e + 8), raw = rd32(e + 12);
    sc_buf_reserve(&s->raw, raw);
    sc_decompress(&s->codec, s->map + rd64(e), clen, s->raw.p, raw);
    s->raw.len = raw;
    s->blocks_decompressed++;
}

static int get(sc_store *s, const uint8_t *key, size_t klen, sc_buf *out) {
    mem_entry *m = mem_find(s, key, klen);
    if (m) {
        out->len = 0;
        sc_buf_append(out, m->doc, m->len);
        return 1;
    }
    if (!s->blocks) return 0;
    unpack(s, find_block(s, key, klen));
    uint8_t k[SC_KEY_MAX];
    for (size_t off = 0; off < s->raw.len;) {
        uint32_t len = rd32(s->raw.p + off);
        size_t kl = sc_id_key(s->raw.p + off, len, k);
        int c = sc_key_cmp(k, kl, key, klen);
        if (c == 0) {
            out->len = 0;
            sc_buf_append(out, s->raw.p + off, len);
            return 1;
        }
        if (c > 0) break;
        off += len;
    }
    return 0;
}

/* The segment's documents only: this benchmark's range reads run on freshly loaded stores. */
static long range(sc_store *s, const uint8_t *key, size_t klen, long n, sc_doc_fn fn, void *ctx) {
    long got = 0;
    uint8_t k[SC_KEY_MAX];
    uint64_t ahead = 0; /* blocks up to here have been asked for */
    for (uint64_t b = find_block(s, key, klen); b < s->blocks && got < n; b++) {
        if (b >= ahead) { /* ask for the next 64 blocks' bytes in one go */
            ahead = b + 64 < s->blocks ? b + 64 : s->blocks;
            const uint8_t *e0 = s->index + b * INDEX_ENTRY, *e1 = s->index + (ahead - 1) * INDEX_ENTRY;
            uint64_t from = rd64(e0) & ~(uint64_t)4095, to = rd64(e1) + rd32(e1 + 8);
            madvise((void *)(s->map + from), (size_t)(to - from), MADV_WILLNEED);
        }
        unpack(s, b);
        for (size_t off = 0; off < s->raw.len && got < n;) {
            uint32_t len = rd32(s->raw.p + off);
            size_t kl = sc_id_key(s->raw.p + off, len, k);
            if (sc_key_cmp(k, kl, key, klen) >= 0) {
                got++;
                if (fn(k, kl, s->raw.p + off, len, ctx)) return got;
            }
            off += len;
        }
    }
    return got;
}

/* Appends count records with one write and one fdatasync (group commit). */
static int put_batch(sc_store *s, size_t count, const uint8_t *const *keys, const size_t *klens, const uint8_t *const *docs,
                     const uint32_t *lens) {
    s->record.len = 0;
    for (size_t i = 0; i < count; i++) {
        uint32_t total = 9 + (uint32_t)klens[i] + lens[i];
        sc_buf_reserve(&s->record, s->record.len + total);
        uint8_t *r = s->record.p + s->record.len;
        wr32(r, total);
        r[8] = (uint8_t)klens[i];
        memcpy(r + 9, keys[i], klens[i]);
        memcpy(r + 9 + klens[i], docs[i], lens[i]);
        wr32(r + 4, (uint32_t)crc32(0, r + 8, total - 8));
        s->record.len += total;
    }
    if (s->log_end + (off_t)s->record.len > s->log_size) sc_die("log full (-o log_mb)");
    if (pwrite(s->log_fd, s->record.p, s->record.len, s->log_end) != (ssize_t)s->record.len) sc_die("pwrite log: %s", strerror(errno));
    if (fdatasync(s->log_fd) != 0) sc_die("fdatasync log: %s", strerror(errno));
    s->log_end += (off_t)s->record.len;
    for (size_t i = 0; i < count; i++) mem_put(s, keys[i], klens[i], docs[i], lens[i]);
    return 0;
}

static int put(sc_store *s, const uint8_t *key, size_t klen, const uint8_t *doc, uint32_t len) {
    return put_batch(s, 1, &key, &klen, &doc, &len);
}

static void stats(sc_store *s, sc_json *j) {
    sc_json_int(j, "blocks", (long long)s->blocks);
    sc_json_int(j, "blocks_decompressed", s->blocks_decompressed);
    if (s->log_fd >= 0) sc_json_int(j, "log_bytes", (long long)s->log_end);
}

static void close_store(sc_store *s) {
    munmap((void *)s->map, s->size);
    if (s->log_fd >= 0) close(s->log_fd);
    sc_codec_free(&s->codec);
    for (size_t i = 0; i < s->mem_cap; i++) free(s->mem[i].doc);
    free(s->mem);
    free(s->raw.p);
    free(s->record.p);
    free(s);
}

const sc_candidate sc_this = {"segment", load, open_store, get, range, put, put_batch, stats, close_store};
