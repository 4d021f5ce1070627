// Thread naming that Swift does not reach (prctl is variadic).
#ifndef DOCSTREAM_CTHREADNAMES_SHIM_H
#define DOCSTREAM_CTHREADNAMES_SHIM_H

#include <sys/prctl.h>

/// Names the calling thread, as tools (top, perf) and `Thread.current.name` show it; Linux keeps
/// 15 bytes. Foundation's `Thread.name` setter names the thread only once the thread that
/// started it has recorded its handle, a race a new thread loses under load (it then keeps its
/// starter's name).
static inline void docstream_name_current_thread(const char *name) {
    prctl(PR_SET_NAME, name, 0, 0, 0);
}

#endif
