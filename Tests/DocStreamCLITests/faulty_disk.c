// A disk that fails on demand, for the faulty-disk tests: loaded into a `docstream` child with
// LD_PRELOAD, it makes the system calls on the files whose path contains DOCSTREAM_FAULT_PATH
// fail with the errno DOCSTREAM_FAULT_ERRNO. DOCSTREAM_FAULT_CALLS names the kinds of call that
// fail ("write": write, pwrite, writev, pwritev; "sync": fsync, fdatasync, msync of a mapped
// file's pages; "read": read, pread), and the first DOCSTREAM_FAULT_AFTER such
// calls succeed: every later one fails, as a disk that has gone bad stays bad. Each failure is
// counted in the file DOCSTREAM_FAULT_LOG (one byte per failure), so the test knows the fault
// was reached. Other calls pass through untouched.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

enum { max_descriptors = 65536, max_mappings = 64 };

static _Atomic(unsigned char) faulty_descriptor[max_descriptors];
static struct { void *start; size_t length; } faulty_mappings[max_mappings];
static pthread_mutex_t mappings_lock = PTHREAD_MUTEX_INITIALIZER;
static atomic_long calls_allowed = -1;
static int fault_errno, fault_write, fault_sync, fault_read;
static const char *fault_path;
static pthread_once_t configured = PTHREAD_ONCE_INIT;

static void configure(void) {
    fault_path = getenv("DOCSTREAM_FAULT_PATH");
    const char *calls = getenv("DOCSTREAM_FAULT_CALLS");
    const char *code = getenv("DOCSTREAM_FAULT_ERRNO");
    const char *after = getenv("DOCSTREAM_FAULT_AFTER");
    if (!fault_path || !calls || !code) { fault_path = NULL; return; }
    fault_write = strstr(calls, "write") != NULL;
    fault_sync = strstr(calls, "sync") != NULL;
    fault_read = strstr(calls, "read") != NULL;
    fault_errno = atoi(code);
    atomic_store(&calls_allowed, after ? atol(after) : 0);
}

static void *next_symbol(const char *name) { return dlsym(RTLD_NEXT, name); }

static void note_failure(void) {
    const char *log = getenv("DOCSTREAM_FAULT_LOG");
    if (!log) return;
    int (*real_open)(const char *, int, ...) = next_symbol("open");
    ssize_t (*real_write)(int, const void *, size_t) = next_symbol("write");
    int descriptor = real_open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (descriptor < 0) return;
    real_write(descriptor, "x", 1);
    close(descriptor);
}

// True when this call fails: it is of a faulted kind on a faulted file, and the calls allowed
// before the fault are used up.
static int fails(int matches, int kind) {
    pthread_once(&configured, configure);
    if (!fault_path || !matches || !kind) return 0;
    if (atomic_fetch_sub(&calls_allowed, 1) > 0) return 0;
    note_failure();
    errno = fault_errno;
    return 1;
}

static int descriptor_matches(int descriptor) {
    return descriptor >= 0 && descriptor < max_descriptors && atomic_load(&faulty_descriptor[descriptor]);
}

static void remember(int descriptor, const char *path, int directory) {
    pthread_once(&configured, configure);
    if (descriptor < 0 || descriptor >= max_descriptors) return;
    char resolved[4096];
    const char *full = path;
    if (path[0] != '/' && directory == AT_FDCWD && getcwd(resolved, sizeof resolved - 1)) {
        size_t length = strlen(resolved);
        resolved[length] = '/';
        resolved[length + 1] = 0;
        strncat(resolved, path, sizeof resolved - length - 2);
        full = resolved;
    }
    atomic_store(&faulty_descriptor[descriptor], fault_path && strstr(full, fault_path) != NULL);
}

#define OPEN_WRAPPER(name, ...) \
    int name(__VA_ARGS__, int flags, ...) { \
        mode_t mode = 0; \
        if (flags & (O_CREAT | O_TMPFILE)) { va_list arguments; va_start(arguments, flags); mode = va_arg(arguments, mode_t); va_end(arguments); }

OPEN_WRAPPER(open, const char *path)
    int (*real)(const char *, int, ...) = next_symbol("open");
    int descriptor = real(path, flags, mode);
    remember(descriptor, path, AT_FDCWD);
    return descriptor;
}
OPEN_WRAPPER(open64, const char *path)
    int (*real)(const char *, int, ...) = next_symbol("open64");
    int descriptor = real(path, flags, mode);
    remember(descriptor, path, AT_FDCWD);
    return descriptor;
}
OPEN_WRAPPER(openat, int directory, const char *path)
    int (*real)(int, const char *, int, ...) = next_symbol("openat");
    int descriptor = real(directory, path, flags, mode);
    remember(descriptor, path, directory);
    return descriptor;
}
OPEN_WRAPPER(openat64, int directory, const char *path)
    int (*real)(int, const char *, int, ...) = next_symbol("openat64");
    int descriptor = real(directory, path, flags, mode);
    remember(descriptor, path, directory);
    return descriptor;
}

int close(int descriptor) {
    if (descriptor >= 0 && descriptor < max_descriptors) atomic_store(&faulty_descriptor[descriptor], 0);
    int (*real)(int) = next_symbol("close");
    return real(descriptor);
}

ssize_t write(int descriptor, const void *bytes, size_t count) {
    if (fails(descriptor_matches(descriptor), fault_write)) return -1;
    ssize_t (*real)(int, const void *, size_t) = next_symbol("write");
    return real(descriptor, bytes, count);
}

ssize_t pwrite(int descriptor, const void *bytes, size_t count, off_t offset) {
    if (fails(descriptor_matches(descriptor), fault_write)) return -1;
    ssize_t (*real)(int, const void *, size_t, off_t) = next_symbol("pwrite");
    return real(descriptor, bytes, count, offset);
}

ssize_t pwrite64(int descriptor, const void *bytes, size_t count, off_t offset) {
    if (fails(descriptor_matches(descriptor), fault_write)) return -1;
    ssize_t (*real)(int, const void *, size_t, off_t) = next_symbol("pwrite64");
    return real(descriptor, bytes, count, offset);
}

ssize_t writev(int descriptor, const struct iovec *vectors, int count) {
    if (fails(descriptor_matches(descriptor), fault_write)) return -1;
    ssize_t (*real)(int, const struct iovec *, int) = next_symbol("writev");
    return real(descriptor, vectors, count);
}

ssize_t pwritev(int descriptor, const struct iovec *vectors, int count, off_t offset) {
    if (fails(descriptor_matches(descriptor), fault_write)) return -1;
    ssize_t (*real)(int, const struct iovec *, int, off_t) = next_symbol("pwritev");
    return real(descriptor, vectors, count, offset);
}

ssize_t pwritev64(int descriptor, const struct iovec *vectors, int count, off_t offset) {
    if (fails(descriptor_matches(descriptor), fault_write)) return -1;
    ssize_t (*real)(int, const struct iovec *, int, off_t) = next_symbol("pwritev64");
    return real(descriptor, vectors, count, offset);
}

ssize_t read(int descriptor, void *bytes, size_t count) {
    if (fails(descriptor_matches(descriptor), fault_read)) return -1;
    ssize_t (*real)(int, void *, size_t) = next_symbol("read");
    return real(descriptor, bytes, count);
}

ssize_t pread(int descriptor, void *bytes, size_t count, off_t offset) {
    if (fails(descriptor_matches(descriptor), fault_read)) return -1;
    ssize_t (*real)(int, void *, size_t, off_t) = next_symbol("pread");
    return real(descriptor, bytes, count, offset);
}

ssize_t pread64(int descriptor, void *bytes, size_t count, off_t offset) {
    if (fails(descriptor_matches(descriptor), fault_read)) return -1;
    ssize_t (*real)(int, void *, size_t, off_t) = next_symbol("pread64");
    return real(descriptor, bytes, count, offset);
}

int fsync(int descriptor) {
    if (fails(descriptor_matches(descriptor), fault_sync)) return -1;
    int (*real)(int) = next_symbol("fsync");
    return real(descriptor);
}

int fdatasync(int descriptor) {
    if (fails(descriptor_matches(descriptor), fault_sync)) return -1;
    int (*real)(int) = next_symbol("fdatasync");
    return real(descriptor);
}

void *mmap(void *address, size_t length, int protection, int flags, int descriptor, off_t offset) {
    void *(*real)(void *, size_t, int, int, int, off_t) = next_symbol("mmap");
    void *mapped = real(address, length, protection, flags, descriptor, offset);
    if (mapped != MAP_FAILED && descriptor_matches(descriptor)) {
        pthread_mutex_lock(&mappings_lock);
        for (int slot = 0; slot < max_mappings; slot++) {
            if (!faulty_mappings[slot].start) {
                faulty_mappings[slot].start = mapped;
                faulty_mappings[slot].length = length;
                break;
            }
        }
        pthread_mutex_unlock(&mappings_lock);
    }
    return mapped;
}

int munmap(void *address, size_t length) {
    pthread_mutex_lock(&mappings_lock);
    for (int slot = 0; slot < max_mappings; slot++) {
        if (faulty_mappings[slot].start == address) faulty_mappings[slot].start = NULL;
    }
    pthread_mutex_unlock(&mappings_lock);
    int (*real)(void *, size_t) = next_symbol("munmap");
    return real(address, length);
}

int msync(void *address, size_t length, int flags) {
    int mapped = 0;
    pthread_mutex_lock(&mappings_lock);
    for (int slot = 0; slot < max_mappings; slot++) {
        char *start = faulty_mappings[slot].start;
        if (start && (char *)address >= start && (char *)address < start + faulty_mappings[slot].length) mapped = 1;
    }
    pthread_mutex_unlock(&mappings_lock);
    if (fails(mapped, fault_sync)) return -1;
    int (*real)(void *, size_t, int) = next_symbol("msync");
    return real(address, length, flags);
}
