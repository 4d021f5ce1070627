/* The compressors the compressed candidates share: zstd (with or without a dictionary trained
 * on a sample of the documents) and lz4.
 *
 * zstd frames are written without the magic number, the checksum and the dictionary id
 * (ZSTD_f_zstd1_magicless, ZSTD_c_checksumFlag=0, ZSTD_c_dictIDFlag=0): a store knows its
 * own dictionary and checks its pages another way, and per-document frames are small enough
 * that those 4-12 bytes matter. */
#ifndef SC_CODEC_H
#define SC_CODEC_H

#define ZSTD_STATIC_LINKING_ONLY
#include "common.h"

#include <lz4.h>
#include <stdlib.h>
#include <string.h>
#include <zdict.h>
#include <zstd.h>

typedef struct {
    int lz4; /* else zstd */
    int level;
    ZSTD_CCtx *cctx;
    ZSTD_DCtx *dctx;
    ZSTD_CDict *cdict;
    ZSTD_DDict *ddict;
} sc_codec;

#define SC_ZSTD(call)                                                                       \
    ({                                                                                      \
        size_t sc_r_ = (call);                                                              \
        if (ZSTD_isError(sc_r_)) sc_die("%s: %s", #call, ZSTD_getErrorName(sc_r_));        \
        sc_r_;                                                                              \
    })

/* codec: "zstd" or "lz4". dict (zstd only) may be NULL; it must outlive the codec (it is
 * referenced, not copied, when decompressing). compress: whether to set up the compressor. */
static inline void sc_codec_init(sc_codec *c, const char *codec, int level, const void *dict, size_t dict_len, int compress) {
    memset(c, 0, sizeof *c);
    c->level = level;
    if (strcmp(codec, "lz4") == 0) {
        c->lz4 = 1;
        return;
    }
    if (strcmp(codec, "zstd") != 0) sc_die("unknown codec %s", codec);
    c->dctx = ZSTD_createDCtx();
    SC_ZSTD(ZSTD_DCtx_setParameter(c->dctx, ZSTD_d_format, ZSTD_f_zstd1_magicless));
    if (dict) {
        c->ddict = ZSTD_createDDict_byReference(dict, dict_len);
        if (!c->ddict) sc_die("ZSTD_createDDict failed");
        SC_ZSTD(ZSTD_DCtx_refDDict(c->dctx, c->ddict));
    }
    if (!compress) return;
    c->cctx = ZSTD_createCCtx();
    SC_ZSTD(ZSTD_CCtx_setParameter(c->cctx, ZSTD_c_format, ZSTD_f_zstd1_magicless));
    SC_ZSTD(ZSTD_CCtx_setParameter(c->cctx, ZSTD_c_checksumFlag, 0));
    SC_ZSTD(ZSTD_CCtx_setParameter(c->cctx, ZSTD_c_dictIDFlag, 0));
    SC_ZSTD(ZSTD_CCtx_setParameter(c->cctx, ZSTD_c_contentSizeFlag, 1));
    if (dict) {
        c->cdict = ZSTD_createCDict(dict, dict_len, level);
        if (!c->cdict) sc_die("ZSTD_createCDict failed");
        SC_ZSTD(ZSTD_CCtx_refCDict(c->cctx, c->cdict));
    } else {
        SC_ZSTD(ZSTD_CCtx_setParameter(c->cctx, ZSTD_c_compressionLevel, level));
    }
}

static inline void sc_codec_free(sc_codec *c) {
    ZSTD_freeCCtx(c->cctx);
    ZSTD_freeDCtx(c->dctx);
    ZSTD_freeCDict(c->cdict);
    ZSTD_freeDDict(c->ddict);
}

/* Compresses src and appends the result to out; returns the compressed size. */
static inline size_t sc_compress(sc_codec *c, const void *src, size_t n, sc_buf *out) {
    size_t bound = c->lz4 ? (size_t)LZ4_compressBound((int)n) : ZSTD_compressBound(n);
    sc_buf_reserve(out, out->len + bound);
    size_t got;
    if (c->lz4) {
        int r = LZ4_compress_default(src, (char *)out->p + out->len, (int)n, (int)bound);
        if (r <= 0) sc_die("LZ4_compress_default failed");
        got = (size_t)r;
    } else {
        got = SC_ZSTD(ZSTD_compress2(c->cctx, out->p + out->len, bound, src, n));
    }
    out->len += got;
    return got;
}

/* The size a zstd frame decompresses to (it carries it), for per-document values. */
static inline size_t sc_frame_size(const void *src, size_t n) {
    ZSTD_frameHeader h;
    if (ZSTD_getFrameHeader_advanced(&h, src, n, ZSTD_f_zstd1_magicless) != 0 || h.frameContentSize == ZSTD_CONTENTSIZE_UNKNOWN)
        sc_die("bad zstd frame header");
    return (size_t)h.frameContentSize;
}

/* Decompresses src (n bytes) into dst, which holds raw_len bytes; dies unless it is exactly that. */
static inline void sc_decompress(sc_codec *c, const void *src, size_t n, void *dst, size_t raw_len) {
    size_t got;
    if (c->lz4) {
        int r = LZ4_decompress_safe(src, dst, (int)n, (int)raw_len);
        if (r < 0) sc_die("LZ4_decompress_safe failed");
        got = (size_t)r;
    } else {
        got = SC_ZSTD(ZSTD_decompressDCtx(c->dctx, dst, raw_len, src, n));
    }
    if (got != raw_len) sc_die("decompressed %zu bytes, expected %zu", got, raw_len);
}

/* Trains a zstd dictionary of at most cap bytes on up to samples documents spread evenly over
 * the data file (every k-th). Appends it to dict and returns its size. */
static inline size_t sc_train(sc_docs *docs, size_t cap, long samples, sc_buf *dict) {
    long count = 0;
    const uint8_t *doc;
    uint32_t len;
    sc_docs_rewind(docs);
    while (sc_docs_next(docs, &doc, &len)) count++;
    long every = count / samples > 1 ? count / samples : 1;
    sc_buf sample = {0};
    size_t *sizes = sc_xmalloc((size_t)(count / every + 1) * sizeof *sizes);
    unsigned n = 0;
    long index = 0;
    sc_docs_rewind(docs);
    while (sc_docs_next(docs, &doc, &len)) {
        if (index++ % every == 0) {
            sc_buf_append(&sample, doc, len);
            sizes[n++] = len;
        }
    }
    sc_docs_rewind(docs);
    sc_buf_reserve(dict, dict->len + cap);
    size_t got = ZDICT_trainFromBuffer(dict->p + dict->len, cap, sample.p, sizes, n);
    if (ZDICT_isError(got)) sc_die("ZDICT_trainFromBuffer: %s", ZDICT_getErrorName(got));
    dict->len += got;
    free(sample.p);
    free(sizes);
    return got;
}

#endif
