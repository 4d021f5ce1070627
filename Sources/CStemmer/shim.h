// Snowball's libstemmer: text search stems each word with its language's stemmer.
#ifndef DOCSTREAM_CSTEMMER_SHIM_H
#define DOCSTREAM_CSTEMMER_SHIM_H

#include <libstemmer.h>

#endif
