// Thread naming that Swift does not reach (prctl is variadic).
#ifndef DOCSTREAM_CTHREADNAMES_SHIM_H
#define DOCSTREAM_CTHREADNAMES_SHIM_H

#include <sys/prctl.h>

/// Names the calling thread, as tools (top, perf) and `Thread.current.name` show it; Linux keeps
/// 15 bytes. Foundation's `Thread.name` setter, called on a new thread, did not always name it:
/// under load the thread kept the name of the thread that started it.
static inline void docstream_name_current_thread(const char *name) {
    prctl(PR_SET_NAME, name, 0, 0, 0);
}

#endif
