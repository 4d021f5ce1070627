// libFuzzer's driver, for the fuzz targets.
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (in the toolchain's fuzzer runtime): runs `callback` on generated inputs
/// as libFuzzer's own main would, for executables whose main the build names differently.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/// Each target's main: hands over to libFuzzer's driver with the target's `callback`.
static inline int docstream_fuzz_main(int argc, char **argv, int (*callback)(const uint8_t *data, size_t size)) {
    return LLVMFuzzerRunDriver(&argc, &argv, callback);
}
