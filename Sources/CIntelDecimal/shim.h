// Thin wrappers over Intel's BID decimal library (libbidgcc000: arguments by value, rounding
// mode and status flags passed explicitly). A decimal128 travels as its two 64-bit halves in
// BSON's little-endian order, which is also BID's in-memory order on this platform.
#ifndef DOCSTREAM_CINTELDECIMAL_SHIM_H
#define DOCSTREAM_CINTELDECIMAL_SHIM_H

#include <stdint.h>
#include <stdbool.h>
#include <bid_conf.h>
#include <bid_functions.h>

typedef struct { uint64_t low; uint64_t high; } ds_decimal128;

static inline BID_UINT128 ds_bid(ds_decimal128 value) {
    BID_UINT128 result;
    result.w[0] = value.low;
    result.w[1] = value.high;
    return result;
}

static inline ds_decimal128 ds_dec(BID_UINT128 value) {
    ds_decimal128 result = { value.w[0], value.w[1] };
    return result;
}

static inline bool ds_decimal128_is_nan(ds_decimal128 value) {
    return bid128_isNaN(ds_bid(value)) != 0;
}

/// -1, 0 or 1 for two non-NaN values (numeric order; 1.0 == 1.00; -0 == 0).
static inline int ds_decimal128_compare(ds_decimal128 lhs, ds_decimal128 rhs) {
    _IDEC_flags flags = 0;
    if (bid128_quiet_less(ds_bid(lhs), ds_bid(rhs), &flags)) return -1;
    if (bid128_quiet_greater(ds_bid(lhs), ds_bid(rhs), &flags)) return 1;
    return 0;
}

/// The double rounded to 34 significant digits (MongoDB's conversion for decimal arithmetic).
static inline ds_decimal128 ds_decimal128_from_double(double value) {
    _IDEC_flags flags = 0;
    return ds_dec(binary64_to_bid128(value, BID_ROUNDING_TO_NEAREST, &flags));
}

/// Rounded toward zero; `*invalid` for NaN, infinities and values outside int64, `*inexact`
/// when a fraction was dropped.
static inline int64_t ds_decimal128_to_int64_truncating(ds_decimal128 value, bool *invalid, bool *inexact) {
    _IDEC_flags flags = 0;
    int64_t result = bid128_to_int64_xint(ds_bid(value), &flags);
    *invalid = (flags & BID_INVALID_EXCEPTION) != 0;
    *inexact = (flags & BID_INEXACT_EXCEPTION) != 0;
    return result;
}

static inline ds_decimal128 ds_decimal128_add(ds_decimal128 lhs, ds_decimal128 rhs) {
    _IDEC_flags flags = 0;
    return ds_dec(bid128_add(ds_bid(lhs), ds_bid(rhs), BID_ROUNDING_TO_NEAREST, &flags));
}

static inline ds_decimal128 ds_decimal128_multiply(ds_decimal128 lhs, ds_decimal128 rhs) {
    _IDEC_flags flags = 0;
    return ds_dec(bid128_mul(ds_bid(lhs), ds_bid(rhs), BID_ROUNDING_TO_NEAREST, &flags));
}

static inline ds_decimal128 ds_decimal128_from_int64(int64_t value) {
    return ds_dec(bid128_from_int64(value));
}

/// The nearest double; `*exact` tells whether the conversion lost nothing.
static inline double ds_decimal128_to_double(ds_decimal128 value, bool *exact) {
    _IDEC_flags flags = 0;
    double result = bid128_to_binary64(ds_bid(value), BID_ROUNDING_TO_NEAREST, &flags);
    *exact = (flags & BID_INEXACT_EXCEPTION) == 0;
    return result;
}

/// The largest double not above the value (rounding toward negative infinity); `*inexact`
/// tells whether it differs from the value. MongoDB compares decimals to doubles this way.
static inline double ds_decimal128_to_double_rounding_down(ds_decimal128 value, bool *inexact) {
    _IDEC_flags flags = 0;
    double result = bid128_to_binary64(ds_bid(value), BID_ROUNDING_DOWN, &flags);
    *inexact = (flags & BID_INEXACT_EXCEPTION) != 0;
    return result;
}

/// The trigonometric and hyperbolic functions of $sin ... $atan2 (Decimal128::sin and friends),
/// rounding to nearest.
#define DS_DECIMAL128_UNARY(name) \
    static inline ds_decimal128 ds_decimal128_##name(ds_decimal128 value) { \
        _IDEC_flags flags = 0; \
        return ds_dec(bid128_##name(ds_bid(value), BID_ROUNDING_TO_NEAREST, &flags)); \
    }
DS_DECIMAL128_UNARY(sin)
DS_DECIMAL128_UNARY(cos)
DS_DECIMAL128_UNARY(tan)
DS_DECIMAL128_UNARY(asin)
DS_DECIMAL128_UNARY(acos)
DS_DECIMAL128_UNARY(atan)
DS_DECIMAL128_UNARY(sinh)
DS_DECIMAL128_UNARY(cosh)
DS_DECIMAL128_UNARY(tanh)
DS_DECIMAL128_UNARY(asinh)
DS_DECIMAL128_UNARY(acosh)
DS_DECIMAL128_UNARY(atanh)
#undef DS_DECIMAL128_UNARY

static inline ds_decimal128 ds_decimal128_atan2(ds_decimal128 y, ds_decimal128 x) {
    _IDEC_flags flags = 0;
    return ds_dec(bid128_atan2(ds_bid(y), ds_bid(x), BID_ROUNDING_TO_NEAREST, &flags));
}

#endif
