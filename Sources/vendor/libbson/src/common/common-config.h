/* The MongoDB C driver's common settings for DocStream's bundled libbson: no debug assertions. */
#ifndef COMMON_CONFIG_H
#define COMMON_CONFIG_H
#endif
