// The MongoDB C driver, which the docstream executable links for --uri, keeps statistics
// counters in a shared memory file per process, /dev/shm/mongoc-<pid>, which it creates when
// the library loads and removes at exit. A process that is killed leaves its file behind, and
// a later process given the same pid then fails to create its own and warns on standard error
// ("Falling back to malloc for counters."). No live process shares this process's pid, so a
// file of that name is such a leftover: it is removed before any library initializes (an
// executable's .preinit_array runs ahead of its libraries' constructors).
#include "driver_setup.h"

#if defined(__linux__)
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

static void ds_remove_stale_driver_counters(int argc, char **argv, char **envp) {
    (void)argc;
    (void)argv;
    (void)envp;
    char name[32];
    snprintf(name, sizeof name, "/mongoc-%u", (unsigned)getpid());
    shm_unlink(name);
}

__attribute__((section(".preinit_array"), used)) static void (*const ds_driver_setup)(int, char **, char **) = ds_remove_stale_driver_counters;
#endif
