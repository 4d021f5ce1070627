/* The measurement modes every candidate runs (see README.md), and the shared helpers.
 *
 *   PROG load   DIR DATA.bson         load every document, report time and size on disk
 *   PROG open1  DIR KEYHEX            open the store, read one document, report time and memory
 *   PROG reads  DIR KEYS.txt          open, one warm-up pass over the keys, then time each read
 *   PROG range  DIR KEYHEX N          open, read and decode N documents in key order from KEYHEX
 *   PROG scan   DIR                   open, read and decode every document, report memory after
 *   PROG commit DIR KEYS.txt N        N single-document replacements, each committed durably
 *
 * Options: -o name=value (candidate specific, see each candidate's file). Every mode prints one
 * JSON line on stdout. SC_LABEL, SC_SIZE and SC_CACHE in the environment are copied into the
 * line as "label", "size" and "cache" (the run script's names for the run). */
#define _GNU_SOURCE
#include "common.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* ---- small helpers ---- */

double sc_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

void sc_die(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", sc_this.name);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

void *sc_xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) sc_die("out of memory (%zu bytes)", n);
    return p;
}

void sc_buf_reserve(sc_buf *b, size_t cap) {
    if (cap <= b->cap) return;
    size_t c = b->cap ? b->cap : 256;
    while (c < cap) c *= 2;
    b->p = realloc(b->p, c);
    if (!b->p) sc_die("out of memory (%zu bytes)", c);
    b->cap = c;
}

void sc_buf_append(sc_buf *b, const void *p, size_t n) {
    sc_buf_reserve(b, b->len + n);
    memcpy(b->p + b->len, p, n);
    b->len += n;
}

void sc_path(char *out, size_t cap, const char *dir, const char *file) {
    if ((size_t)snprintf(out, cap, "%s/%s", dir, file) >= cap) sc_die("path too long: %s/%s", dir, file);
}

void sc_dir_size(const char *dir, long long *allocated, long long *apparent) {
    *allocated = *apparent = 0;
    DIR *d = opendir(dir);
    if (!d) sc_die("opendir %s: %s", dir, strerror(errno));
    struct dirent *e;
    while ((e = readdir(d))) {
        char p[4096];
        struct stat st;
        sc_path(p, sizeof p, dir, e->d_name);
        if (stat(p, &st) == 0 && S_ISREG(st.st_mode)) {
            *allocated += (long long)st.st_blocks * 512;
            *apparent += st.st_size;
        }
    }
    closedir(d);
}

/* ---- options ---- */

#define SC_MAX_OPTS 16
static const char *opt_names[SC_MAX_OPTS], *opt_values[SC_MAX_OPTS];
static int opt_count;
static char variant_text[512];

const char *sc_opt(const char *name, const char *fallback) {
    for (int i = 0; i < opt_count; i++)
        if (strcmp(opt_names[i], name) == 0) return opt_values[i];
    return fallback;
}

long sc_opt_int(const char *name, long fallback) {
    const char *v = sc_opt(name, NULL);
    return v ? strtol(v, NULL, 10) : fallback;
}

const char *sc_variant(void) { return variant_text; }

/* ---- the data file ---- */

const uint8_t *sc_map_file(const char *path, size_t *size) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) sc_die("open %s: %s", path, strerror(errno));
    struct stat st;
    fstat(fd, &st);
    *size = (size_t)st.st_size;
    void *map = mmap(NULL, *size, PROT_READ, MAP_SHARED, fd, 0);
    if (map == MAP_FAILED) sc_die("mmap %s: %s", path, strerror(errno));
    close(fd);
    return map;
}

void sc_docs_open(sc_docs *d, const char *path) {
    d->data = sc_map_file(path, &d->size);
    madvise((void *)d->data, d->size, MADV_SEQUENTIAL);
    d->pos = 0;
}

static uint32_t le32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }

int sc_docs_next(sc_docs *d, const uint8_t **doc, uint32_t *len) {
    if (d->pos + 5 > d->size) return 0;
    uint32_t n = le32(d->data + d->pos);
    if (n < 5 || d->pos + n > d->size) sc_die("bad document length %u at offset %zu", n, d->pos);
    *doc = d->data + d->pos;
    *len = n;
    d->pos += n;
    return 1;
}

void sc_docs_rewind(sc_docs *d) { d->pos = 0; }

/* ---- BSON ---- */

/* The size of an element's value of this type at p (end is the end of the enclosing
 * document), or -1. */
static long value_size(uint8_t type, const uint8_t *p, const uint8_t *end) {
    long avail = end - p;
    switch (type) {
    case 0x01: case 0x09: case 0x11: case 0x12: return 8;
    case 0x10: return 4;
    case 0x08: return 1;
    case 0x07: return 12;
    case 0x13: return 16;
    case 0x06: case 0x0A: case 0x7F: case 0xFF: return 0;
    case 0x02: case 0x0D: case 0x0E:
        if (avail < 4) return -1;
        return 4 + (long)le32(p);
    case 0x03: case 0x04: case 0x0F:
        if (avail < 4) return -1;
        return (long)le32(p);
    case 0x05:
        if (avail < 5) return -1;
        return 5 + (long)le32(p);
    case 0x0C:
        if (avail < 4) return -1;
        return 4 + (long)le32(p) + 12;
    case 0x0B: {
        const uint8_t *q = memchr(p, 0, (size_t)avail);
        if (!q) return -1;
        const uint8_t *r = memchr(q + 1, 0, (size_t)(end - q - 1));
        if (!r) return -1;
        return r + 1 - p;
    }
    default: return -1;
    }
}

size_t sc_id_key(const uint8_t *doc, uint32_t len, uint8_t *key) {
    const uint8_t *p = doc + 4, *end = doc + len - 1;
    while (p < end) {
        uint8_t type = *p++;
        const uint8_t *name = p;
        const uint8_t *z = memchr(p, 0, (size_t)(end - p));
        if (!z) return 0;
        p = z + 1;
        long vs = value_size(type, p, end);
        if (vs < 0 || p + vs > end) return 0;
        if (z - name == 3 && memcmp(name, "_id", 3) == 0) {
            /* MongoDB's canonical type order: numbers 10, strings 15, ObjectId 35. */
            if (type == 0x07) {
                key[0] = 35;
                memcpy(key + 1, p, 12);
                return 13;
            }
            if (type == 0x02 && vs - 5 < SC_KEY_MAX - 2) { /* strings without NUL bytes */
                key[0] = 15;
                memcpy(key + 1, p + 4, (size_t)vs - 5);
                key[vs - 4] = 0;
                return (size_t)vs - 3;
            }
            if (type == 0x10 || type == 0x12) { /* integers only: a real encoding also orders doubles */
                int64_t v = type == 0x10 ? (int32_t)le32(p) : (int64_t)((uint64_t)le32(p) | (uint64_t)le32(p + 4) << 32);
                uint64_t u = (uint64_t)v ^ 0x8000000000000000ull;
                key[0] = 10;
                for (int i = 0; i < 8; i++) key[1 + i] = (uint8_t)(u >> (56 - 8 * i));
                return 9;
            }
            return 0;
        }
        p += vs;
    }
    return 0;
}

int sc_key_cmp(const uint8_t *a, size_t an, const uint8_t *b, size_t bn) {
    int c = memcmp(a, b, an < bn ? an : bn);
    if (c) return c;
    return an < bn ? -1 : an > bn;
}

long sc_decode(const uint8_t *doc, uint32_t len, double *sum) {
    if (len < 5 || le32(doc) != len || doc[len - 1] != 0) return -1;
    const uint8_t *p = doc + 4, *end = doc + len - 1;
    long count = 0;
    while (p < end) {
        uint8_t type = *p++;
        const uint8_t *z = memchr(p, 0, (size_t)(end - p));
        if (!z) return -1;
        p = z + 1;
        long vs = value_size(type, p, end);
        if (vs < 0 || p + vs > end) return -1;
        count++;
        switch (type) {
        case 0x01: { double d; memcpy(&d, p, 8); *sum += d; break; }
        case 0x10: *sum += (int32_t)le32(p); break;
        case 0x12: *sum += (double)(int64_t)((uint64_t)le32(p) | (uint64_t)le32(p + 4) << 32); break;
        case 0x08: *sum += p[0]; break;
        case 0x02: *sum += (double)(vs - 5); break;
        case 0x03: case 0x04: {
            long inner = sc_decode(p, (uint32_t)vs, sum);
            if (inner < 0) return -1;
            count += inner;
            break;
        }
        default: break;
        }
        p += vs;
    }
    return count;
}

/* ---- JSON ---- */

static void json_add(sc_json *j, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(j->text + j->len, sizeof j->text - j->len, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof j->text - j->len) sc_die("JSON line too long");
    j->len += (size_t)n;
}

void sc_json_num(sc_json *j, const char *name, double value) { json_add(j, ",\"%s\":%.6g", name, value); }
void sc_json_int(sc_json *j, const char *name, long long value) { json_add(j, ",\"%s\":%lld", name, value); }
void sc_json_str(sc_json *j, const char *name, const char *value) { json_add(j, ",\"%s\":\"%s\"", name, value); }

#ifndef SC_NO_MAIN
static void emit(const char *measure, sc_json *j) {
    const char *size = getenv("SC_SIZE");
    printf("{\"candidate\":\"%s\",\"variant\":\"%s\",\"measure\":\"%s\"", sc_this.name, sc_variant(), measure);
    const char *cache = getenv("SC_CACHE"), *label = getenv("SC_LABEL");
    if (label) printf(",\"label\":\"%s\"", label);
    if (size) printf(",\"size\":\"%s\"", size);
    if (cache) printf(",\"cache\":\"%s\"", cache);
    printf("%.*s}\n", (int)j->len, j->text);
    fflush(stdout);
}

/* ---- memory and I/O of this process ---- */

static long long proc_field(const char *file, const char *field) {
    FILE *f = fopen(file, "r");
    if (!f) return -1;
    char line[256];
    size_t n = strlen(field);
    long long v = -1;
    while (fgets(line, sizeof line, f))
        if (strncmp(line, field, n) == 0 && line[n] == ':') {
            v = strtoll(line + n + 1, NULL, 10);
            break;
        }
    fclose(f);
    return v;
}

/* Resident memory now, in KiB: VmRSS and its anonymous and file-backed parts, and the pages
 * only this process maps (Private_Clean + Private_Dirty of smaps_rollup). */
static void add_memory(sc_json *j, const char *prefix) {
    char name[64];
    static const char *status[] = {"VmRSS", "RssAnon", "RssFile", "VmHWM"};
    for (int i = 0; i < 4; i++) {
        snprintf(name, sizeof name, "%s%s_kib", prefix, status[i]);
        sc_json_int(j, name, proc_field("/proc/self/status", status[i]));
    }
    long long pc = proc_field("/proc/self/smaps_rollup", "Private_Clean");
    long long pd = proc_field("/proc/self/smaps_rollup", "Private_Dirty");
    snprintf(name, sizeof name, "%sprivate_kib", prefix);
    sc_json_int(j, name, pc < 0 || pd < 0 ? -1 : pc + pd);
}

/* ---- statistics ---- */

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Adds mean, p50, p99 and max of the n samples (seconds) in microseconds, as prefix_*_us. */
static void add_latencies(sc_json *j, const char *prefix, double *s, size_t n) {
    double total = 0;
    for (size_t i = 0; i < n; i++) total += s[i];
    qsort(s, n, sizeof *s, cmp_double);
    char name[64];
    size_t p99 = (size_t)ceil((double)n * 0.99) - 1;
    snprintf(name, sizeof name, "%s_mean_us", prefix); sc_json_num(j, name, total / (double)n * 1e6);
    snprintf(name, sizeof name, "%s_p50_us", prefix); sc_json_num(j, name, s[n / 2] * 1e6);
    snprintf(name, sizeof name, "%s_p99_us", prefix); sc_json_num(j, name, s[p99] * 1e6);
    snprintf(name, sizeof name, "%s_max_us", prefix); sc_json_num(j, name, s[n - 1] * 1e6);
}

/* ---- keys ---- */

static size_t unhex(const char *hex, uint8_t *out) {
    size_t n = strlen(hex);
    while (n && (hex[n - 1] == '\n' || hex[n - 1] == '\r')) n--;
    if (n % 2 || n / 2 > SC_KEY_MAX) sc_die("bad hex key: %s", hex);
    for (size_t i = 0; i < n / 2; i++) {
        unsigned v;
        if (sscanf(hex + 2 * i, "%2x", &v) != 1) sc_die("bad hex key: %s", hex);
        out[i] = (uint8_t)v;
    }
    return n / 2;
}

typedef struct {
    uint8_t (*key)[SC_KEY_MAX];
    size_t *len, count;
} key_list;

static key_list read_keys(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) sc_die("open %s: %s", path, strerror(errno));
    key_list k = {0};
    size_t cap = 0;
    char line[256];
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '\n') continue;
        if (k.count == cap) {
            cap = cap ? cap * 2 : 1024;
            k.key = realloc(k.key, cap * sizeof *k.key);
            k.len = realloc(k.len, cap * sizeof *k.len);
        }
        k.len[k.count] = unhex(line, k.key[k.count]);
        k.count++;
    }
    fclose(f);
    if (!k.count) sc_die("no keys in %s", path);
    return k;
}

/* ---- the modes ---- */

typedef struct {
    long count, elements;
    double sum;
} decode_state;

static int decode_each(const uint8_t *key, size_t klen, const uint8_t *doc, uint32_t len, void *ctx) {
    (void)key; (void)klen;
    decode_state *d = ctx;
    long e = sc_decode(doc, len, &d->sum);
    if (e < 0) sc_die("range read returned a malformed document");
    d->elements += e;
    d->count++;
    return 0;
}

static void check_doc(const sc_buf *b) {
    double sum = 0;
    if (sc_decode(b->p, (uint32_t)b->len, &sum) < 0) sc_die("point read returned a malformed document");
}

static int mode_load(const char *dir, const char *data) {
    sc_docs docs;
    sc_docs_open(&docs, data);
    sc_json j = {0};
    double t0 = sc_now();
    if (sc_this.load(dir, &docs, &j) != 0) sc_die("load failed");
    double t1 = sc_now();
    long long alloc, apparent;
    sc_dir_size(dir, &alloc, &apparent);
    long docs_count = 0;
    const uint8_t *doc;
    uint32_t len;
    long long raw = 0;
    sc_docs_rewind(&docs);
    while (sc_docs_next(&docs, &doc, &len)) {
        docs_count++;
        raw += len;
    }
    sc_json_int(&j, "docs", docs_count);
    sc_json_int(&j, "bson_bytes", raw);
    sc_json_num(&j, "load_s", t1 - t0);
    sc_json_int(&j, "disk_bytes", alloc);
    sc_json_int(&j, "file_bytes", apparent);
    sc_json_num(&j, "disk_bytes_per_doc", (double)alloc / (double)docs_count);
    emit("load", &j);
    return 0;
}

static int mode_open1(const char *dir, const char *hex) {
    sc_json j = {0};
    add_memory(&j, "base_");
    uint8_t key[SC_KEY_MAX];
    size_t klen = unhex(hex, key);
    sc_buf out = {0};
    double t0 = sc_now();
    sc_store *s = sc_this.open(dir, 0);
    double t1 = sc_now();
    int found = sc_this.get(s, key, klen, &out);
    double t2 = sc_now();
    if (!found) sc_die("key %s not found", hex);
    check_doc(&out);
    sc_json_num(&j, "open_us", (t1 - t0) * 1e6);
    sc_json_num(&j, "first_read_us", (t2 - t1) * 1e6);
    sc_json_num(&j, "open_read_us", (t2 - t0) * 1e6);
    sc_json_int(&j, "doc_bytes", (long long)out.len);
    add_memory(&j, "");
    emit("open1", &j);
    sc_this.close(s);
    return 0;
}

static int mode_reads(const char *dir, const char *keys_path) {
    key_list k = read_keys(keys_path);
    sc_json j = {0};
    sc_buf out = {0};
    sc_store *s = sc_this.open(dir, 0);
    /* Warm-up: every key once, so the pages (and any cache) hold what the timed pass reads. */
    for (size_t i = 0; i < k.count; i++)
        if (!sc_this.get(s, k.key[i], k.len[i], &out)) sc_die("warm-up: key %zu not found", i);
    double *lat = sc_xmalloc(k.count * sizeof *lat);
    double t0 = sc_now();
    for (size_t i = 0; i < k.count; i++) {
        double a = sc_now();
        if (!sc_this.get(s, k.key[i], k.len[i], &out)) sc_die("key %zu not found", i);
        lat[i] = sc_now() - a;
        check_doc(&out);
    }
    double t1 = sc_now();
    sc_json_int(&j, "reads", (long long)k.count);
    sc_json_num(&j, "total_ms", (t1 - t0) * 1e3);
    add_latencies(&j, "read", lat, k.count);
    add_memory(&j, "");
    if (sc_this.stats) sc_this.stats(s, &j);
    emit("reads", &j);
    sc_this.close(s);
    return 0;
}

static int mode_range(const char *dir, const char *hex, long n) {
    uint8_t key[SC_KEY_MAX];
    size_t klen = unhex(hex, key);
    sc_json j = {0};
    decode_state d = {0};
    double t0 = sc_now();
    sc_store *s = sc_this.open(dir, 0);
    double t1 = sc_now();
    long got = sc_this.range(s, key, klen, n, decode_each, &d);
    double t2 = sc_now();
    if (got != n || d.count != n) sc_die("range read %ld of %ld documents", d.count, n);
    sc_json_int(&j, "docs", d.count);
    sc_json_int(&j, "elements", d.elements);
    sc_json_num(&j, "open_us", (t1 - t0) * 1e6);
    sc_json_num(&j, "range_ms", (t2 - t1) * 1e3);
    sc_json_num(&j, "open_range_ms", (t2 - t0) * 1e3);
    add_memory(&j, "");
    emit("range", &j);
    sc_this.close(s);
    return 0;
}

static int mode_scan(const char *dir) {
    sc_json j = {0};
    decode_state d = {0};
    static const uint8_t lowest[1] = {0};
    double t0 = sc_now();
    sc_store *s = sc_this.open(dir, 0);
    long got = sc_this.range(s, lowest, 1, 0x7fffffffffffffffL, decode_each, &d);
    double t1 = sc_now();
    sc_json_int(&j, "docs", got);
    sc_json_num(&j, "scan_ms", (t1 - t0) * 1e3);
    sc_json_num(&j, "docs_per_s", (double)got / (t1 - t0));
    add_memory(&j, "");
    if (sc_this.stats) sc_this.stats(s, &j);
    emit("scan", &j);
    sc_this.close(s);
    return 0;
}

/* A new price for a document, in place: the replacement is the same size as the original.
 * The value differs from every earlier run's (it comes from the clock), so no store can skip
 * a write because the row did not change (SQLite does skip an unchanged overwrite). */
static void change_price(uint8_t *doc, uint32_t len, double value) {
    const uint8_t *p = doc + 4, *end = doc + len - 1;
    while (p < end) {
        uint8_t type = *p++;
        const uint8_t *name = p;
        const uint8_t *z = memchr(p, 0, (size_t)(end - p));
        if (!z) return;
        p = z + 1;
        long vs = value_size(type, p, end);
        if (vs < 0) return;
        if (type == 0x01 && z - name == 5 && memcmp(name, "price", 5) == 0) {
            memcpy((uint8_t *)p, &value, 8);
            return;
        }
        p += vs;
    }
}

/* n commits of one document each, or with -o batch=B (B > 1) n commits of B documents each
 * (one transaction, one sync: what group commit or a batched apply costs per document). */
static int mode_commit(const char *dir, const char *keys_path, long n) {
    key_list k = read_keys(keys_path);
    long batch = sc_opt_int("batch", 1);
    if (batch < 1 || (batch > 1 && !sc_this.put_batch)) sc_die("no batched commits here");
    sc_json j = {0};
    sc_store *s = sc_this.open(dir, 1);
    sc_buf *docs = calloc((size_t)batch, sizeof *docs);
    const uint8_t **keys = sc_xmalloc((size_t)batch * sizeof *keys), **bodies = sc_xmalloc((size_t)batch * sizeof *bodies);
    size_t *klens = sc_xmalloc((size_t)batch * sizeof *klens);
    uint32_t *lens = sc_xmalloc((size_t)batch * sizeof *lens);
    double *lat = sc_xmalloc((size_t)n * sizeof *lat);
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    double t_base = (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
    long long wc0 = proc_field("/proc/self/io", "wchar");
    long long sw0 = proc_field("/proc/self/io", "syscw");
    double t0 = sc_now();
    for (long i = 0; i < n; i++) {
        for (long b = 0; b < batch; b++) {
            size_t ki = (size_t)(i * batch + b) % k.count;
            if (!sc_this.get(s, k.key[ki], k.len[ki], &docs[b])) sc_die("commit: key %zu not found", ki);
            change_price(docs[b].p, (uint32_t)docs[b].len, t_base + (double)(i * batch + b) * 1e-3);
            keys[b] = k.key[ki];
            klens[b] = k.len[ki];
            bodies[b] = docs[b].p;
            lens[b] = (uint32_t)docs[b].len;
        }
        double a = sc_now();
        int rc = batch == 1 ? sc_this.put(s, keys[0], klens[0], bodies[0], lens[0])
                            : sc_this.put_batch(s, (size_t)batch, keys, klens, bodies, lens);
        if (rc != 0) sc_die("commit %ld failed", i);
        lat[i] = sc_now() - a;
    }
    double t1 = sc_now();
    long long wc1 = proc_field("/proc/self/io", "wchar");
    long long sw1 = proc_field("/proc/self/io", "syscw");
    sc_json_int(&j, "commits", n);
    sc_json_int(&j, "batch", batch);
    if (n > 0) {
        double sum = 0;
        for (long i = 0; i < n; i++) sum += lat[i];
        sc_json_num(&j, "commits_per_s", (double)n / (t1 - t0));
        sc_json_num(&j, "doc_mean_us", sum / (double)(n * batch) * 1e6);
        add_latencies(&j, "commit", lat, (size_t)n);
    }
    /* wchar: the bytes this process handed to write calls (pages, log records, meta pages). */
    if (n > 0 && wc0 >= 0 && wc1 >= 0) {
        sc_json_num(&j, "written_bytes_per_commit", (double)(wc1 - wc0) / (double)n);
        sc_json_num(&j, "written_bytes_per_doc", (double)(wc1 - wc0) / (double)(n * batch));
    }
    if (n > 0 && sw0 >= 0 && sw1 >= 0) sc_json_num(&j, "write_syscalls_per_commit", (double)(sw1 - sw0) / (double)n);
    if (sc_this.stats) sc_this.stats(s, &j);
    emit(batch == 1 ? "commit" : "commit-batch", &j);
    sc_this.close(s);
    return 0;
}

static void usage(void) {
    fprintf(stderr,
            "usage: %s load DIR DATA.bson | open1 DIR KEYHEX | reads DIR KEYS | range DIR KEYHEX N\n"
            "       | scan DIR | commit DIR KEYS N   [-o name=value]...\n",
            sc_this.name);
    exit(2);
}

int main(int argc, char **argv) {
    char *args[16];
    int nargs = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
            char *eq = strchr(argv[++i], '=');
            if (!eq || opt_count == SC_MAX_OPTS) usage();
            *eq = 0;
            opt_names[opt_count] = argv[i];
            opt_values[opt_count++] = eq + 1;
        } else if (nargs < 16) {
            args[nargs++] = argv[i];
        }
    }
    size_t vl = (size_t)snprintf(variant_text, sizeof variant_text, "%s", sc_this.name);
    for (int i = 0; i < opt_count && vl < sizeof variant_text; i++)
        vl += (size_t)snprintf(variant_text + vl, sizeof variant_text - vl, "%s%s=%s", i ? "," : "(", opt_names[i], opt_values[i]);
    if (opt_count && vl < sizeof variant_text - 1) strcat(variant_text, ")");
    if (nargs < 2) usage();
    const char *mode = args[0], *dir = args[1];
    if (strcmp(mode, "load") == 0 && nargs == 3) return mode_load(dir, args[2]);
    if (strcmp(mode, "open1") == 0 && nargs == 3) return mode_open1(dir, args[2]);
    if (strcmp(mode, "reads") == 0 && nargs == 3) return mode_reads(dir, args[2]);
    if (strcmp(mode, "range") == 0 && nargs == 4) return mode_range(dir, args[2], strtol(args[3], NULL, 10));
    if (strcmp(mode, "scan") == 0 && nargs == 2) return mode_scan(dir);
    if (strcmp(mode, "commit") == 0 && nargs == 4) return mode_commit(dir, args[2], strtol(args[3], NULL, 10));
    usage();
}
#endif
