// Cache hints that C compilers expose and Swift does not.
#ifndef DOCSTREAM_CMEMORYHINTS_SHIM_H
#define DOCSTREAM_CMEMORYHINTS_SHIM_H

/// Asks the caches for the line holding `address`, to be read soon. Only a hint: any address,
/// even an invalid one, is allowed and never faults.
static inline void docstream_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

/// Asks the caches for the line holding `address`, to be written soon, held by this core alone:
/// a reference count another thread wrote last (a document its reader made) otherwise costs the
/// write a transfer from that core. Only a hint, as `docstream_prefetch`.
static inline void docstream_prefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
