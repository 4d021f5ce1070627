/* PCRE2's build settings for DocStream's bundled copy: the 8-bit library with Unicode
   support and no JIT, with the limits PCRE2's own build uses by default (as Debian's
   libpcre2-8 is built), so a pattern behaves the same with either. */
#define SUPPORT_PCRE2_8 1
#define SUPPORT_UNICODE 1
#define HAVE_INTTYPES_H 1
#define HAVE_LIMITS_H 1
#define HAVE_MEMMOVE 1
#define HAVE_STDINT_H 1
#define HAVE_STDIO_H 1
#define HAVE_STDLIB_H 1
#define HAVE_STRERROR 1
#define HAVE_STRING_H 1
#define HEAP_LIMIT 20000000
#define LINK_SIZE 2
#define MATCH_LIMIT 10000000
#define MATCH_LIMIT_DEPTH MATCH_LIMIT
#define MAX_NAME_COUNT 10000
#define MAX_NAME_SIZE 32
#define NEWLINE_DEFAULT 2
#define PARENS_NEST_LIMIT 250
#define PCRE2_STATIC 1
