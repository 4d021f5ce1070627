/* The measurements every storage candidate runs, and the helpers they share.
 *
 * Each candidate (lmdb_raw.c, lmdb_dict.c, lmdb_block.c, sqlite_raw.c, segment.c) fills in
 * one sc_candidate; common.c's main() parses the command line, runs one measurement and
 * prints it as one JSON line. See README.md for the modes and what each one times. */
#ifndef SC_COMMON_H
#define SC_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define SC_KEY_MAX 64

/* A growable byte buffer. */
typedef struct {
    uint8_t *p;
    size_t len, cap;
} sc_buf;
void sc_buf_reserve(sc_buf *b, size_t cap);
void sc_buf_append(sc_buf *b, const void *p, size_t n);

/* The data file: concatenated BSON documents, memory-mapped. */
typedef struct {
    const uint8_t *data;
    size_t size, pos;
} sc_docs;
void sc_docs_open(sc_docs *d, const char *path);
/* The whole file mapped read-only (its descriptor closed); its length in *size. */
const uint8_t *sc_map_file(const char *path, size_t *size);
/* The next document, or 0 at the end. */
int sc_docs_next(sc_docs *d, const uint8_t **doc, uint32_t *len);
void sc_docs_rewind(sc_docs *d);

/* The order-preserving key of a document's _id: one byte for the value's type in MongoDB's
 * canonical sort order, then bytes that compare as the values do (an ObjectId's 12 bytes as
 * they are). Returns the key's length, 0 when there is no _id or its type is not handled. */
size_t sc_id_key(const uint8_t *doc, uint32_t len, uint8_t *key);
int sc_key_cmp(const uint8_t *a, size_t an, const uint8_t *b, size_t bn);

/* Decodes a document the way a query would: walks every element (recursing into embedded
 * documents and arrays) and folds the values into *sum. Returns the number of elements, or -1
 * when the bytes are not a well-formed document. */
long sc_decode(const uint8_t *doc, uint32_t len, double *sum);

/* Called for each document of a range read; return nonzero to stop. */
typedef int (*sc_doc_fn)(const uint8_t *key, size_t klen, const uint8_t *doc, uint32_t len, void *ctx);

/* Extra fields a candidate adds to a measurement's JSON line. */
typedef struct {
    char text[2048];
    size_t len;
} sc_json;
void sc_json_num(sc_json *j, const char *name, double value);
void sc_json_int(sc_json *j, const char *name, long long value);
void sc_json_str(sc_json *j, const char *name, const char *value);

typedef struct sc_store sc_store;

typedef struct {
    const char *name;
    /* Loads every document of docs into a new store in dir (which exists and is empty), in
     * large transactions. Adds the candidate's own figures (page counts, compression) to extra. */
    int (*load)(const char *dir, sc_docs *docs, sc_json *extra);
    /* Opens the store in dir: read-only, as a reader process would, or for writing. */
    sc_store *(*open)(const char *dir, int writable);
    /* The document with this key, copied into out; returns 1 when found, 0 when not. */
    int (*get)(sc_store *s, const uint8_t *key, size_t klen, sc_buf *out);
    /* Up to n documents from the first key >= key on, in key order; returns how many. */
    long (*range)(sc_store *s, const uint8_t *key, size_t klen, long n, sc_doc_fn fn, void *ctx);
    /* Inserts or replaces one document and commits it durably before returning. */
    int (*put)(sc_store *s, const uint8_t *key, size_t klen, const uint8_t *doc, uint32_t len);
    /* The same for count documents in one transaction (one commit, one sync). */
    int (*put_batch)(sc_store *s, size_t count, const uint8_t *const *keys, const size_t *klens,
                     const uint8_t *const *docs, const uint32_t *lens);
    /* Figures the store knows about itself (after a load or a run), optional. */
    void (*stats)(sc_store *s, sc_json *extra);
    void (*close)(sc_store *s);
} sc_candidate;

/* Each candidate file defines this. */
extern const sc_candidate sc_this;

/* Options given as -o name=value; the default when absent. */
const char *sc_opt(const char *name, const char *fallback);
long sc_opt_int(const char *name, long fallback);
/* "name" or "name(k=v,...)" for the JSON lines. */
const char *sc_variant(void);

double sc_now(void); /* seconds, CLOCK_MONOTONIC */
void sc_die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
void *sc_xmalloc(size_t n);
/* Bytes allocated on disk (st_blocks) and apparent bytes of every file in dir. */
void sc_dir_size(const char *dir, long long *allocated, long long *apparent);
void sc_path(char *out, size_t cap, const char *dir, const char *file);

#endif
