// The one place DocStream touches libbson. bson_t and bson_iter_t are declared 128-byte
// aligned, so Swift imports pointers to them as OpaquePointer; helpers here keep any such
// value on the C stack and hand Swift plain bytes and integers.
#ifndef DOCSTREAM_CLIBBSON_SHIM_H
#define DOCSTREAM_CLIBBSON_SHIM_H

#include <bson/bson.h>
#include <string.h>

/// Parses decimal text (as the Decimal128 spec defines it) into the two 64-bit halves.
static inline bool ds_decimal128_from_string(const char *text, size_t length, uint64_t *low, uint64_t *high) {
    bson_decimal128_t value;
    if (!bson_decimal128_from_string_w_len(text, (int)length, &value)) {
        return false;
    }
    *low = value.low;
    *high = value.high;
    return true;
}

/// Prints a decimal128 value in the spec's canonical string form. `buffer` must hold
/// BSON_DECIMAL128_STRING (43) bytes.
static inline void ds_decimal128_to_string(uint64_t low, uint64_t high, char *buffer) {
    bson_decimal128_t value;
    value.low = low;
    value.high = high;
    bson_decimal128_to_string(&value, buffer);
}

#endif
