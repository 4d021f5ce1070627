// Cache and allocator hints that C exposes and Swift does not.
#ifndef DOCSTREAM_CMEMORYHINTS_SHIM_H
#define DOCSTREAM_CMEMORYHINTS_SHIM_H

#if defined(__linux__)
#include <malloc.h>
#endif

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

/// Asks glibc's allocator to serve requests of up to `mapping_threshold` bytes from its heaps
/// rather than from fresh mappings, and to keep up to `trim_threshold` bytes freed at a heap's
/// top rather than hand them back to the kernel at once. Elsewhere it does nothing.
static inline void docstream_keep_freed_memory(int mapping_threshold, int trim_threshold) {
#if defined(M_MMAP_THRESHOLD) && defined(M_TRIM_THRESHOLD)
    mallopt(M_MMAP_THRESHOLD, mapping_threshold);
    mallopt(M_TRIM_THRESHOLD, trim_threshold);
#else
    (void)mapping_threshold;
    (void)trim_threshold;
#endif
}

#endif
