// Thread naming that Swift does not reach (prctl is variadic; the pthread calls differ by
// platform).
#ifndef DOCSTREAM_CTHREADNAMES_SHIM_H
#define DOCSTREAM_CTHREADNAMES_SHIM_H

#if defined(__linux__)
#include <sys/prctl.h>
#elif defined(__APPLE__)
#include <pthread.h>
#endif

/// Names the calling thread, as tools (top, perf, Instruments) and `Thread.current.name` show
/// it; Linux keeps 15 bytes. Foundation's `Thread.name` setter, called on a new thread, did not
/// always name it: under load the thread kept the name of the thread that started it.
static inline void docstream_name_current_thread(const char *name) {
#if defined(__linux__)
    prctl(PR_SET_NAME, name, 0, 0, 0);
#elif defined(__APPLE__)
    pthread_setname_np(name);
#else
    (void)name;
#endif
}

#endif
