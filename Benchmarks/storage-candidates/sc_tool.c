/* The run script's helpers, independent of the candidates:
 *
 *   sc_tool keys DATA.bson N SEED     N keys of documents drawn at random (hex, one a line)
 *   sc_tool key-at DATA.bson INDEX    the key of the document at INDEX (hex)
 *   sc_tool wall N CMD ARGS...        runs CMD N times as a fresh process; prints each run's JSON
 *                                     line with "wall_us" (spawn to exit) and "maxrss_kib" added
 *   sc_tool floor DIR N               the storage's own durable-write floor: N 4 KiB writes, each
 *                                     followed by fdatasync, over a preallocated zero-filled file
 *                                     and appended to a growing file
 *   sc_tool evict DIR                 syncs every file in DIR and asks the kernel to drop its
 *                                     cached pages (POSIX_FADV_DONTNEED); prints what stayed */
#define _GNU_SOURCE
#include "common.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

const sc_candidate sc_this = {"sc_tool", 0, 0, 0, 0, 0, 0, 0, 0};

/* common.c's main is not linked into sc_tool; these are the pieces it needs from there. */

static uint64_t rng_state;
static uint64_t rng_next(void) { /* SplitMix64 */
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static void print_hex(const uint8_t *k, size_t n) {
    for (size_t i = 0; i < n; i++) printf("%02x", k[i]);
    putchar('\n');
}

static int cmp_long(const void *a, const void *b) {
    long x = *(const long *)a, y = *(const long *)b;
    return x < y ? -1 : x > y;
}

static int tool_keys(const char *data, long n, uint64_t seed, long at) {
    sc_docs d;
    sc_docs_open(&d, data);
    const uint8_t *doc;
    uint32_t len;
    long count = 0;
    while (sc_docs_next(&d, &doc, &len)) count++;
    long *want = sc_xmalloc((size_t)(n > 0 ? n : 1) * sizeof *want);
    long *order = sc_xmalloc((size_t)(n > 0 ? n : 1) * sizeof *order);
    if (at >= 0) {
        if (at >= count) sc_die("index %ld past the %ld documents", at, count);
        want[0] = at;
        n = 1;
    } else {
        rng_state = seed;
        for (long i = 0; i < n; i++) want[i] = (long)(rng_next() % (uint64_t)count);
    }
    /* One pass over the file: find the documents in file order, print in drawn order. */
    memcpy(order, want, (size_t)n * sizeof *want);
    qsort(order, (size_t)n, sizeof *order, cmp_long);
    uint8_t (*keys)[SC_KEY_MAX] = sc_xmalloc((size_t)n * SC_KEY_MAX);
    size_t *klen = sc_xmalloc((size_t)n * sizeof *klen);
    sc_docs_rewind(&d);
    long index = 0, next = 0;
    uint8_t key[SC_KEY_MAX];
    while (next < n && sc_docs_next(&d, &doc, &len)) {
        while (next < n && order[next] == index) {
            size_t kl = sc_id_key(doc, len, key);
            if (!kl) sc_die("document %ld has no usable _id", index);
            /* position of this draw: every draw with this index gets the key */
            for (long i = 0; i < n; i++)
                if (want[i] == index) {
                    memcpy(keys[i], key, kl);
                    klen[i] = kl;
                }
            while (next < n && order[next] == index) next++;
        }
        index++;
    }
    for (long i = 0; i < n; i++) print_hex(keys[i], klen[i]);
    return 0;
}

static int tool_wall(int runs, char **cmd) {
    for (int r = 0; r < runs; r++) {
        int fds[2];
        if (pipe(fds) != 0) sc_die("pipe: %s", strerror(errno));
        posix_spawn_file_actions_t fa;
        posix_spawn_file_actions_init(&fa);
        posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
        posix_spawn_file_actions_addclose(&fa, fds[0]);
        posix_spawn_file_actions_addclose(&fa, fds[1]);
        pid_t pid;
        double t0 = sc_now();
        int rc = posix_spawn(&pid, cmd[0], &fa, NULL, cmd, environ);
        if (rc != 0) sc_die("spawn %s: %s", cmd[0], strerror(rc));
        close(fds[1]);
        char out[8192];
        size_t n = 0;
        ssize_t got;
        while ((got = read(fds[0], out + n, sizeof out - 1 - n)) > 0) n += (size_t)got;
        close(fds[0]);
        int status;
        struct rusage ru;
        wait4(pid, &status, 0, &ru);
        double t1 = sc_now();
        posix_spawn_file_actions_destroy(&fa);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) sc_die("%s failed", cmd[0]);
        out[n] = 0;
        char *end = strrchr(out, '}');
        if (!end) sc_die("%s printed no JSON line", cmd[0]);
        *end = 0;
        printf("%s,\"wall_us\":%.1f,\"maxrss_kib\":%ld}\n", out, (t1 - t0) * 1e6, ru.ru_maxrss);
        fflush(stdout);
    }
    return 0;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void floor_run(const char *label, int fd, long n) {
    static uint8_t page[4096] __attribute__((aligned(4096)));
    double *lat = sc_xmalloc((size_t)n * sizeof *lat);
    double total = 0;
    for (long i = 0; i < n; i++) {
        memset(page, (int)(i & 0xff), sizeof page);
        double a = sc_now();
        if (pwrite(fd, page, sizeof page, (off_t)i * 4096) != (ssize_t)sizeof page) sc_die("pwrite: %s", strerror(errno));
        if (fdatasync(fd) != 0) sc_die("fdatasync: %s", strerror(errno));
        lat[i] = sc_now() - a;
        total += lat[i];
    }
    qsort(lat, (size_t)n, sizeof *lat, cmp_double);
    const char *size = getenv("SC_SIZE");
    printf("{\"candidate\":\"fdatasync-floor\",\"variant\":\"fdatasync-floor(%s)\",\"label\":\"fdatasync-%s\",\"measure\":\"commit\"", label, label);
    if (size) printf(",\"size\":\"%s\"", size);
    printf(",\"commits\":%ld,\"commit_mean_us\":%.6g,\"commit_p50_us\":%.6g,\"commit_p99_us\":%.6g,\"commit_max_us\":%.6g}\n", n,
           total / (double)n * 1e6, lat[n / 2] * 1e6, lat[(size_t)ceil((double)n * 0.99) - 1] * 1e6, lat[n - 1] * 1e6);
    fflush(stdout);
    free(lat);
}

static int tool_floor(const char *dir, long n) {
    char path[4096];
    sc_path(path, sizeof path, dir, "floor-overwrite");
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) sc_die("open %s: %s", path, strerror(errno));
    static uint8_t zero[1 << 16];
    for (long off = 0; off < n * 4096; off += (long)sizeof zero)
        if (write(fd, zero, sizeof zero) != (ssize_t)sizeof zero) sc_die("write: %s", strerror(errno));
    fsync(fd);
    floor_run("overwrite", fd, n);
    close(fd);
    unlink(path);
    sc_path(path, sizeof path, dir, "floor-append");
    fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) sc_die("open %s: %s", path, strerror(errno));
    fsync(fd);
    floor_run("append", fd, n);
    close(fd);
    unlink(path);
    return 0;
}

static int tool_evict(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) sc_die("opendir %s: %s", dir, strerror(errno));
    struct dirent *e;
    long long resident = 0, total = 0;
    long pagesize = sysconf(_SC_PAGESIZE);
    while ((e = readdir(d))) {
        char p[4096];
        struct stat st;
        sc_path(p, sizeof p, dir, e->d_name);
        if (stat(p, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size == 0) continue;
        int fd = open(p, O_RDWR);
        if (fd < 0) fd = open(p, O_RDONLY);
        if (fd < 0) continue;
        fdatasync(fd);
        posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
        void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_SHARED, fd, 0);
        if (m != MAP_FAILED) {
            size_t pages = ((size_t)st.st_size + (size_t)pagesize - 1) / (size_t)pagesize;
            unsigned char *vec = sc_xmalloc(pages);
            if (mincore(m, (size_t)st.st_size, vec) == 0)
                for (size_t i = 0; i < pages; i++) resident += vec[i] & 1;
            total += (long long)pages;
            free(vec);
            munmap(m, (size_t)st.st_size);
        }
        close(fd);
    }
    closedir(d);
    printf("{\"evicted\":\"%s\",\"pages\":%lld,\"still_resident_pages\":%lld}\n", dir, total, resident);
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 5 && strcmp(argv[1], "keys") == 0) return tool_keys(argv[2], strtol(argv[3], NULL, 10), strtoull(argv[4], NULL, 10), -1);
    if (argc == 4 && strcmp(argv[1], "key-at") == 0) return tool_keys(argv[2], 1, 0, strtol(argv[3], NULL, 10));
    if (argc >= 4 && strcmp(argv[1], "wall") == 0) return tool_wall(atoi(argv[2]), argv + 3);
    if (argc == 4 && strcmp(argv[1], "floor") == 0) return tool_floor(argv[2], strtol(argv[3], NULL, 10));
    if (argc == 3 && strcmp(argv[1], "evict") == 0) return tool_evict(argv[2]);
    fprintf(stderr, "usage: sc_tool keys DATA N SEED | key-at DATA INDEX | wall N CMD... | floor DIR N | evict DIR\n");
    return 2;
}
