#include "docstream_map_guard.h"

#if defined(__linux__)

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

// A fixed table: the handler may not allocate or lock.
enum { guard_capacity = 1024 };

struct guard {
    // 0 free, 1 taken and being filled in, 2 guarding.
    atomic_int state;
    atomic_uint_least64_t device_major;
    atomic_uint_least64_t device_minor;
    atomic_uint_least64_t inode;
    atomic_uint_least64_t faults;
};

static struct guard guards[guard_capacity];
static struct sigaction previous_action;
static uintptr_t page_size;
static pthread_once_t install_once = PTHREAD_ONCE_INIT;
static int installed;

/// The file mapped at an address, as /proc/self/maps gives it.
struct mapped_file {
    uint64_t device_major;
    uint64_t device_minor;
    uint64_t inode;
};

/// Reads a number in `base` from `*cursor`, leaving it after the digits.
static uint64_t read_number(const char **cursor, const char *end, int base) {
    uint64_t value = 0;
    for (; *cursor < end; (*cursor)++) {
        char digit = **cursor;
        int number;
        if (digit >= '0' && digit <= '9') number = digit - '0';
        else if (base == 16 && digit >= 'a' && digit <= 'f') number = digit - 'a' + 10;
        else break;
        value = value * (uint64_t)base + (uint64_t)number;
    }
    return value;
}

/// Skips one character and then the spaces after it.
static void skip_separator(const char **cursor, const char *end) {
    if (*cursor < end) (*cursor)++;
    while (*cursor < end && **cursor == ' ') (*cursor)++;
}

/// Whether the line "start-end perms offset major:minor inode path" maps `address`; if so,
/// its file in `file`.
static int line_maps(const char *line, const char *end, uintptr_t address, struct mapped_file *file) {
    const char *cursor = line;
    uint64_t start = read_number(&cursor, end, 16);
    skip_separator(&cursor, end);
    uint64_t stop = read_number(&cursor, end, 16);
    if (address < start || address >= stop) return 0;
    skip_separator(&cursor, end);
    for (int field = 0; field < 2; field++) {  // perms, offset
        while (cursor < end && *cursor != ' ') cursor++;
        skip_separator(&cursor, end);
    }
    file->device_major = read_number(&cursor, end, 16);
    skip_separator(&cursor, end);
    file->device_minor = read_number(&cursor, end, 16);
    skip_separator(&cursor, end);
    file->inode = read_number(&cursor, end, 10);
    return file->inode != 0;
}

/// Finds the file mapped at `address`, with only async-signal-safe calls.
static int find_mapped_file(uintptr_t address, struct mapped_file *file) {
    int descriptor = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return 0;
    char buffer[1024];
    char line[512];
    size_t line_length = 0;
    int found = 0;
    ssize_t count;
    while (!found && (count = read(descriptor, buffer, sizeof buffer)) > 0) {
        for (ssize_t index = 0; index < count && !found; index++) {
            if (buffer[index] == '\n') {
                found = line_maps(line, line + line_length, address, file);
                line_length = 0;
            } else if (line_length < sizeof line) {
                // The fields needed come first: a long path cut short does not matter.
                line[line_length++] = buffer[index];
            }
        }
    }
    close(descriptor);
    return found;
}

static void pass_on(int signal, siginfo_t *info, void *context) {
    if (previous_action.sa_flags & SA_SIGINFO) {
        if (previous_action.sa_sigaction != NULL) {
            previous_action.sa_sigaction(signal, info, context);
            return;
        }
    } else if (previous_action.sa_handler != SIG_DFL && previous_action.sa_handler != SIG_IGN) {
        previous_action.sa_handler(signal);
        return;
    }
    // No handler before this one: the default action, which the faulting instruction raises
    // again once this returns.
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(SIGBUS, &default_action, NULL);
}

/// Whether a guard covers the file; with `count`, counts the fault for every guard of it (all
/// the environments on a file see it cut).
static int guarded(const struct mapped_file *file, int count) {
    int matched = 0;
    for (int index = 0; index < guard_capacity; index++) {
        struct guard *guard = &guards[index];
        if (atomic_load(&guard->state) == 2 && atomic_load(&guard->inode) == file->inode &&
            atomic_load(&guard->device_major) == file->device_major && atomic_load(&guard->device_minor) == file->device_minor) {
            matched = 1;
            if (count) atomic_fetch_add(&guard->faults, 1);
        }
    }
    return matched;
}

static void on_bus_error(int signal, siginfo_t *info, void *context) {
    int saved_errno = errno;
    uintptr_t address = (uintptr_t)info->si_addr;
    struct mapped_file file;
    // Only a page past the end of a guarded file's mapping; mmap is a plain system call, safe
    // here though POSIX does not list it.
    if (info->si_code == BUS_ADRERR && find_mapped_file(address, &file) && guarded(&file, 0) &&
        mmap((void *)(address & ~(page_size - 1)), page_size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED) {
        guarded(&file, 1);
        errno = saved_errno;
        return;
    }
    errno = saved_errno;
    pass_on(signal, info, context);
}

static void install(void) {
    page_size = (uintptr_t)sysconf(_SC_PAGESIZE);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_bus_error;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    installed = sigaction(SIGBUS, &action, &previous_action) == 0;
}

int docstream_map_guard_register(int descriptor) {
    struct stat status;
    if (fstat(descriptor, &status) != 0) return -1;
    pthread_once(&install_once, install);
    if (!installed) return -1;
    for (int index = 0; index < guard_capacity; index++) {
        int free = 0;
        if (atomic_compare_exchange_strong(&guards[index].state, &free, 1)) {
            atomic_store(&guards[index].device_major, (uint64_t)major(status.st_dev));
            atomic_store(&guards[index].device_minor, (uint64_t)minor(status.st_dev));
            atomic_store(&guards[index].inode, (uint64_t)status.st_ino);
            atomic_store(&guards[index].faults, 0);
            atomic_store(&guards[index].state, 2);
            return index;
        }
    }
    return -1;
}

void docstream_map_guard_unregister(int guard) {
    if (guard < 0 || guard >= guard_capacity) return;
    atomic_store(&guards[guard].state, 0);
}

uint64_t docstream_map_guard_faults(int guard) {
    if (guard < 0 || guard >= guard_capacity) return 0;
    return atomic_load(&guards[guard].faults);
}

#else

int docstream_map_guard_register(int descriptor) {
    (void)descriptor;
    return -1;
}

void docstream_map_guard_unregister(int guard) { (void)guard; }

uint64_t docstream_map_guard_faults(int guard) {
    (void)guard;
    return 0;
}

#endif
