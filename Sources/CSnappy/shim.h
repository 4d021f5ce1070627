// Snappy's C interface, the wire protocol's snappy compressor (OP_COMPRESSED compressorId 1).
#ifndef DOCSTREAM_CSNAPPY_SHIM_H
#define DOCSTREAM_CSNAPPY_SHIM_H

#include <snappy-c.h>

#endif
