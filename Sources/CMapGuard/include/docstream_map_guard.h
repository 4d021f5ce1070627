// Survives a memory-mapped file cut short under a running reader.
//
// A read through a file mapping past the file's end raises SIGBUS, whose default action stops
// the process. LMDB reads its data file through such a map, and another program can cut the
// file between a check of its length and the read. A guarded file turns that fault into a page
// of zeros mapped in place of the lost one, counted, so the read goes on (seeing zeros, which
// the reader's own checks refuse) and its caller learns of the fault from the count afterwards.
// A SIGBUS anywhere else goes to the handler installed before, as if there were no guard.
//
// The handler finds the file behind the faulting address in /proc/self/maps (open and read are
// async-signal-safe), so a guard needs no address and stays right when the map moves. Linux
// only: elsewhere there is no guard.
#ifndef DOCSTREAM_MAP_GUARD_H
#define DOCSTREAM_MAP_GUARD_H

#include <stdint.h>

/// Guards the maps of the file open as `descriptor`: returns the guard's number, or -1 when no
/// guard is left, the platform has none, or the handler could not be installed (the file's maps
/// then fault as they would unguarded). The first call installs the SIGBUS handler.
int docstream_map_guard_register(int descriptor);

/// Ends guard `guard`; its number can be handed out again.
void docstream_map_guard_unregister(int guard);

/// How many pages of the guarded file's maps faulted since the guard began.
uint64_t docstream_map_guard_faults(int guard);

#endif
