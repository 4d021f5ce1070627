// Cache hints that C compilers expose and Swift does not.
#ifndef DOCSTREAM_CMEMORYHINTS_SHIM_H
#define DOCSTREAM_CMEMORYHINTS_SHIM_H

/// Asks the caches for the line holding `address`, to be read soon. Only a hint: any address,
/// even an invalid one, is allowed and never faults.
static inline void docstream_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
