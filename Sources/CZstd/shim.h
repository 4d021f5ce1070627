// Zstandard: the storage's block compression and the wire protocol's zstd compressor
// (OP_COMPRESSED compressorId 3).
#ifndef DOCSTREAM_CZSTD_SHIM_H
#define DOCSTREAM_CZSTD_SHIM_H

#include <zstd.h>

#endif
