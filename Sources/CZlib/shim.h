// zlib, the wire protocol's zlib compressor (OP_COMPRESSED compressorId 2): the system's libz.
#ifndef DOCSTREAM_CZLIB_SHIM_H
#define DOCSTREAM_CZLIB_SHIM_H

#include <zlib.h>

#endif
