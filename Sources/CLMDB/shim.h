// LMDB, the memory-mapped key-value store under the durable storage.
#ifndef DOCSTREAM_CLMDB_SHIM_H
#define DOCSTREAM_CLMDB_SHIM_H

#include <lmdb.h>

#endif
