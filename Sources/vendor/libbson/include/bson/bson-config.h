/* libbson's build settings for DocStream's bundled copy, as its CMake build writes them for a
   little-endian Unix with C99 (Linux, Apple platforms). */
#if !defined(BSON_INSIDE) && !defined(BSON_COMPILATION)
#error "Only <bson/bson.h> can be included directly."
#endif
#ifndef BSON_CONFIG_H
#define BSON_CONFIG_H
#define BSON_BYTE_ORDER 1234
#define BSON_HAVE_STDBOOL_H 1
#define BSON_OS 1
#define BSON_HAVE_CLOCK_GETTIME 1
#define BSON_HAVE_STRINGS_H 1
#define BSON_HAVE_STRNLEN 1
#define BSON_HAVE_SNPRINTF 1
#define BSON_HAVE_GMTIME_R 1
#define BSON_HAVE_TIMESPEC 1
#define BSON_EXTRA_ALIGN 1
#define BSON_HAVE_RAND_R 1
#endif /* BSON_CONFIG_H */
