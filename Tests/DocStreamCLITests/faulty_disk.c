// A disk that fails on demand, and one that loses power, for the storage tests: loaded into a
// `docstream` child with LD_PRELOAD, it watches the files whose path contains
// DOCSTREAM_FAULT_PATH.
//
// Failing calls: DOCSTREAM_FAULT_CALLS names the kinds of call that fail with the errno
// DOCSTREAM_FAULT_ERRNO ("write": write, pwrite, writev, pwritev; "sync": fsync, fdatasync,
// msync of a mapped file's pages; "read": read, pread). The first DOCSTREAM_FAULT_AFTER such
// calls succeed: every later one fails, as a disk that has gone bad stays bad. Each failure is
// counted in the file DOCSTREAM_FAULT_LOG (one byte per failure), so the test knows the fault
// was reached.
//
// Power loss: with DOCSTREAM_POWER_LOSS_SHADOW naming a directory, each file's content as of
// its last successful sync is copied there (the file's path, its slashes as '%', names the
// copy): after an fsync or fdatasync of the file, and after each write to a file opened with
// O_DSYNC or O_SYNC. A synced directory keeps its files' entries: a file there with no copy
// yet gets an empty one. A rename moves the copy and an unlink removes it. After the process
// is killed, putting each copy in place of its file and removing the files without one leaves
// what a power loss may leave: only what was synced.
//
// Other calls pass through untouched.
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

enum { max_descriptors = 65536, max_mappings = 64, watched = 1, synchronous = 2 };

static _Atomic(unsigned char) descriptor_state[max_descriptors];
static struct { void *start; size_t length; } faulty_mappings[max_mappings];
static pthread_mutex_t mappings_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t shadow_lock = PTHREAD_MUTEX_INITIALIZER;
static atomic_long calls_allowed = -1;
static int fault_errno, fault_write, fault_sync, fault_read;
static const char *fault_path, *shadow_directory;
static pthread_once_t configured = PTHREAD_ONCE_INIT;

static void configure(void) {
    fault_path = getenv("DOCSTREAM_FAULT_PATH");
    shadow_directory = getenv("DOCSTREAM_POWER_LOSS_SHADOW");
    const char *calls = getenv("DOCSTREAM_FAULT_CALLS");
    const char *code = getenv("DOCSTREAM_FAULT_ERRNO");
    const char *after = getenv("DOCSTREAM_FAULT_AFTER");
    if (!fault_path || !calls || !code) return;
    fault_write = strstr(calls, "write") != NULL;
    fault_sync = strstr(calls, "sync") != NULL;
    fault_read = strstr(calls, "read") != NULL;
    fault_errno = atoi(code);
    atomic_store(&calls_allowed, after ? atol(after) : 0);
}

static void *next_symbol(const char *name) { return dlsym(RTLD_NEXT, name); }

static int (*real_open(void))(const char *, int, ...) { return (int (*)(const char *, int, ...))next_symbol("open"); }
static ssize_t real_write(int descriptor, const void *bytes, size_t count) {
    ssize_t (*real)(int, const void *, size_t) = next_symbol("write");
    return real(descriptor, bytes, count);
}
static int real_rename(const char *from, const char *to) {
    int (*real)(const char *, const char *) = next_symbol("rename");
    return real(from, to);
}
static int real_unlink(const char *path) {
    int (*real)(const char *) = next_symbol("unlink");
    return real(path);
}

static void note_failure(void) {
    const char *log = getenv("DOCSTREAM_FAULT_LOG");
    if (!log) return;
    int descriptor = real_open()(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (descriptor < 0) return;
    real_write(descriptor, "x", 1);
    close(descriptor);
}

// True when this call fails: it is of a faulted kind on a watched file, and the calls allowed
// before the fault are used up.
static int fails(int matches, int kind) {
    pthread_once(&configured, configure);
    if (!fault_errno || !matches || !kind) return 0;
    if (atomic_fetch_sub(&calls_allowed, 1) > 0) return 0;
    note_failure();
    errno = fault_errno;
    return 1;
}

static int state_of(int descriptor) {
    return descriptor >= 0 && descriptor < max_descriptors ? atomic_load(&descriptor_state[descriptor]) : 0;
}

static int descriptor_matches(int descriptor) { return state_of(descriptor) & watched; }

// `path` made absolute against the working directory (for opens relative to it).
static const char *absolute(const char *path, int directory, char *buffer, size_t size) {
    if (path[0] == '/' || directory != AT_FDCWD || !getcwd(buffer, size - 2)) return path;
    size_t length = strlen(buffer);
    buffer[length] = '/';
    buffer[length + 1] = 0;
    strncat(buffer, path, size - length - 2);
    return buffer;
}

static void remember(int descriptor, const char *path, int directory, int flags) {
    pthread_once(&configured, configure);
    if (descriptor < 0 || descriptor >= max_descriptors) return;
    char buffer[4096];
    int matches = fault_path && strstr(absolute(path, directory, buffer, sizeof buffer), fault_path) != NULL;
    atomic_store(&descriptor_state[descriptor], matches ? (watched | ((flags & O_DSYNC) ? synchronous : 0)) : 0);
}

// The copy of the file at `path` in the shadow directory.
static void shadow_name(const char *path, char *name, size_t size) {
    snprintf(name, size, "%s/", shadow_directory);
    size_t length = strlen(name);
    for (const char *character = path; *character && length + 1 < size; character++) name[length++] = *character == '/' ? '%' : *character;
    name[length] = 0;
}

static int watched_path(const char *path) {
    pthread_once(&configured, configure);
    return shadow_directory && fault_path && strstr(path, fault_path) != NULL;
}

// Copies the file at `path` to its shadow (written beside it and renamed, so a copy is whole).
static void copy_to_shadow(const char *path) {
    char name[4096], temporary[4200];
    shadow_name(path, name, sizeof name);
    snprintf(temporary, sizeof temporary, "%s.partial", name);
    int source = real_open()(path, O_RDONLY | O_CLOEXEC);
    if (source < 0) return;
    int target = real_open()(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (target >= 0) {
        ssize_t (*real_read)(int, void *, size_t) = next_symbol("read");
        char bytes[65536];
        ssize_t count;
        while ((count = real_read(source, bytes, sizeof bytes)) > 0) real_write(target, bytes, (size_t)count);
        close(target);
        real_rename(temporary, name);
    }
    close(source);
}

// After a successful sync of `descriptor` (or a write to a file opened with O_DSYNC): keeps
// what it made durable.
static void keep_synced(int descriptor) {
    if (!shadow_directory || !descriptor_matches(descriptor)) return;
    char link[64], path[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", descriptor);
    ssize_t length = readlink(link, path, sizeof path - 1);
    if (length <= 0) return;
    path[length] = 0;
    struct stat status;
    if (fstat(descriptor, &status) != 0) return;
    pthread_mutex_lock(&shadow_lock);
    if (S_ISDIR(status.st_mode)) {
        DIR *directory = opendir(path);
        struct dirent *entry;
        while (directory && (entry = readdir(directory))) {
            char file[8192], name[4096];
            snprintf(file, sizeof file, "%s/%s", path, entry->d_name);
            struct stat entry_status;
            shadow_name(file, name, sizeof name);
            if (stat(file, &entry_status) == 0 && S_ISREG(entry_status.st_mode) && access(name, F_OK) != 0) {
                int created = real_open()(name, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
                if (created >= 0) close(created);
            }
        }
        if (directory) closedir(directory);
    } else if (S_ISREG(status.st_mode)) {
        copy_to_shadow(path);
    }
    pthread_mutex_unlock(&shadow_lock);
}

static ssize_t after_write(int descriptor, ssize_t result) {
    if (result > 0 && (state_of(descriptor) & synchronous)) {
        int saved = errno;
        keep_synced(descriptor);
        errno = saved;
    }
    return result;
}

static int after_sync(int descriptor, int result) {
    if (result == 0) keep_synced(descriptor);
    return result;
}

#define OPEN_WRAPPER(name, ...) \
    int name(__VA_ARGS__, int flags, ...) { \
        mode_t mode = 0; \
        if (flags & (O_CREAT | O_TMPFILE)) { va_list arguments; va_start(arguments, flags); mode = va_arg(arguments, mode_t); va_end(arguments); }

OPEN_WRAPPER(open, const char *path)
    int descriptor = real_open()(path, flags, mode);
    remember(descriptor, path, AT_FDCWD, flags);
    return descriptor;
}
OPEN_WRAPPER(open64, const char *path)
    int (*real)(const char *, int, ...) = next_symbol("open64");
    int descriptor = real(path, flags, mode);
    remember(descriptor, path, AT_FDCWD, flags);
    return descriptor;
}
OPEN_WRAPPER(openat, int directory, const char *path)
    int (*real)(int, const char *, int, ...) = next_symbol("openat");
    int descriptor = real(directory, path, flags, mode);
    remember(descriptor, path, directory, flags);
    return descriptor;
}
OPEN_WRAPPER(openat64, int directory, const char *path)
    int (*real)(int, const char *, int, ...) = next_symbol("openat64");
    int descriptor = real(directory, path, flags, mode);
    remember(descriptor, path, directory, flags);
    return descriptor;
}

int close(int descriptor) {
    if (descriptor >= 0 && descriptor < max_descriptors) atomic_store(&descriptor_state[descriptor], 0);
    int (*real)(int) = next_symbol("close");
    return real(descriptor);
}

int rename(const char *from, const char *to) {
    int result = real_rename(from, to);
    char buffer[4096], source[4096], target[4096];
    if (result == 0 && watched_path(absolute(to, AT_FDCWD, buffer, sizeof buffer))) {
        pthread_mutex_lock(&shadow_lock);
        shadow_name(absolute(from, AT_FDCWD, buffer, sizeof buffer), source, sizeof source);
        shadow_name(absolute(to, AT_FDCWD, buffer, sizeof buffer), target, sizeof target);
        if (real_rename(source, target) != 0) real_unlink(target);
        pthread_mutex_unlock(&shadow_lock);
    }
    return result;
}

int unlink(const char *path) {
    int result = real_unlink(path);
    char buffer[4096], name[4096];
    if (result == 0 && watched_path(absolute(path, AT_FDCWD, buffer, sizeof buffer))) {
        pthread_mutex_lock(&shadow_lock);
        shadow_name(absolute(path, AT_FDCWD, buffer, sizeof buffer), name, sizeof name);
        real_unlink(name);
        pthread_mutex_unlock(&shadow_lock);
    }
    return result;
}

ssize_t write(int descriptor, const void *bytes, size_t count) {
    if (fails(descriptor_matches(descriptor), fault_write)) return -1;
    return after_write(descriptor, real_write(descriptor, bytes, count));
}

ssize_t pwrite(int descriptor, const void *bytes, size_t count, off_t offset) {
    if (fails(descriptor_matches(descriptor), fault_write)) return -1;
    ssize_t (*real)(int, const void *, size_t, off_t) = next_symbol("pwrite");
    return after_write(descriptor, real(descriptor, bytes, count, offset));
}

ssize_t pwrite64(int descriptor, const void *bytes, size_t count, off_t offset) {
    if (fails(descriptor_matches(descriptor), fault_write)) return -1;
    ssize_t (*real)(int, const void *, size_t, off_t) = next_symbol("pwrite64");
    return after_write(descriptor, real(descriptor, bytes, count, offset));
}

ssize_t writev(int descriptor, const struct iovec *vectors, int count) {
    if (fails(descriptor_matches(descriptor), fault_write)) return -1;
    ssize_t (*real)(int, const struct iovec *, int) = next_symbol("writev");
    return after_write(descriptor, real(descriptor, vectors, count));
}

ssize_t pwritev(int descriptor, const struct iovec *vectors, int count, off_t offset) {
    if (fails(descriptor_matches(descriptor), fault_write)) return -1;
    ssize_t (*real)(int, const struct iovec *, int, off_t) = next_symbol("pwritev");
    return after_write(descriptor, real(descriptor, vectors, count, offset));
}

ssize_t pwritev64(int descriptor, const struct iovec *vectors, int count, off_t offset) {
    if (fails(descriptor_matches(descriptor), fault_write)) return -1;
    ssize_t (*real)(int, const struct iovec *, int, off_t) = next_symbol("pwritev64");
    return after_write(descriptor, real(descriptor, vectors, count, offset));
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
    return after_sync(descriptor, real(descriptor));
}

int fdatasync(int descriptor) {
    if (fails(descriptor_matches(descriptor), fault_sync)) return -1;
    int (*real)(int) = next_symbol("fdatasync");
    return after_sync(descriptor, real(descriptor));
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
