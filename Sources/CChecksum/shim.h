// CRC-32C with the processor's instruction for it, where there is one: SSE 4.2's crc32 on
// x86-64, the CRC extension's crc32c on 64-bit Arm. Header only: nothing to link.
#ifndef DOCSTREAM_CCHECKSUM_SHIM_H
#define DOCSTREAM_CCHECKSUM_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__x86_64__)
#include <cpuid.h>
#elif defined(__aarch64__) && defined(__linux__)
#include <asm/hwcap.h>
#include <sys/auxv.h>
#endif

/// Whether `docstream_crc32c_update` may be called: the processor has the instruction.
static inline int docstream_crc32c_has_instruction(void) {
#if defined(__x86_64__)
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    return (ecx & bit_SSE4_2) != 0;
#elif defined(__aarch64__) && defined(__linux__)
    return (getauxval(AT_HWCAP) & HWCAP_CRC32) != 0;
#else
    return 0;
#endif
}

/// `crc` (the running value, not inverted) carried over `count` bytes, eight at a time. The
/// compiler's builtins, not the intrinsics' header, whose inline functions Swift does not emit.
#if defined(__x86_64__)
__attribute__((target("sse4.2")))
#elif defined(__aarch64__) && defined(__linux__)
__attribute__((target("crc")))
#endif
static inline uint32_t docstream_crc32c_update(uint32_t crc, const void *bytes, size_t count) {
#if defined(__x86_64__) || (defined(__aarch64__) && defined(__linux__))
    const unsigned char *next = (const unsigned char *)bytes;
    uint64_t running = crc;
    while (count >= 8) {
        uint64_t word;
        memcpy(&word, next, 8);
#if defined(__x86_64__)
        running = __builtin_ia32_crc32di(running, word);
#else
        running = __builtin_arm_crc32cd((uint32_t)running, word);
#endif
        next += 8;
        count -= 8;
    }
    uint32_t value = (uint32_t)running;
    while (count > 0) {
#if defined(__x86_64__)
        value = __builtin_ia32_crc32qi(value, *next);
#else
        value = __builtin_arm_crc32cb(value, *next);
#endif
        next++;
        count--;
    }
    return value;
#else
    (void)bytes;
    (void)count;
    return crc;
#endif
}

#endif
