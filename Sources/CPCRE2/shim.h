// PCRE2 (8-bit code units), the regular expression engine MongoDB uses for $regex.
#ifndef DOCSTREAM_CPCRE2_SHIM_H
#define DOCSTREAM_CPCRE2_SHIM_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#endif
