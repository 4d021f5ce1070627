#ifndef DOCSTREAM_COLLATION_H
#define DOCSTREAM_COLLATION_H

#include <stdint.h>

/// ICU collators for DocStream's collations, behind names of DocStream's own: ICU renames its
/// C functions by version (ucol_open_72), which Swift cannot reach through ICU's macros.

/// The attributes a collation sets (ICU's UColAttribute).
typedef enum {
    DOCSTREAM_COLLATION_CASE_LEVEL,
    DOCSTREAM_COLLATION_CASE_FIRST,
    DOCSTREAM_COLLATION_STRENGTH,
    DOCSTREAM_COLLATION_NUMERIC_ORDERING,
    DOCSTREAM_COLLATION_ALTERNATE,
    DOCSTREAM_COLLATION_NORMALIZATION,
    DOCSTREAM_COLLATION_BACKWARDS,
} docstream_collation_attribute;

/// Attribute values (ICU's UColAttributeValue), and the two variable groups of maxVariable.
typedef enum {
    DOCSTREAM_COLLATION_OFF,
    DOCSTREAM_COLLATION_ON,
    DOCSTREAM_COLLATION_UPPER_FIRST,
    DOCSTREAM_COLLATION_LOWER_FIRST,
    DOCSTREAM_COLLATION_PRIMARY,
    DOCSTREAM_COLLATION_SECONDARY,
    DOCSTREAM_COLLATION_TERTIARY,
    DOCSTREAM_COLLATION_QUATERNARY,
    DOCSTREAM_COLLATION_IDENTICAL,
    DOCSTREAM_COLLATION_NON_IGNORABLE,
    DOCSTREAM_COLLATION_SHIFTED,
    DOCSTREAM_COLLATION_PUNCTUATION,
    DOCSTREAM_COLLATION_SPACE,
    DOCSTREAM_COLLATION_UNKNOWN_VALUE,
} docstream_collation_value;

/// Whether this build has ICU (the bundled build has none).
int docstream_collation_available(void);

/// ICU's version, "72.1": a collation's `version`.
const char *docstream_collation_icu_version(void);

/// Opens a collator for `locale`; writes the locale ICU has data for (ULOC_VALID_LOCALE) into
/// `valid_locale`. NULL with ICU's error name in `error` when it cannot.
void *docstream_collator_open(const char *locale, char *valid_locale, int32_t valid_capacity,
                              const char **error);

/// Sets an attribute; ICU's error name, or NULL.
const char *docstream_collator_set(void *collator, docstream_collation_attribute attribute,
                                   docstream_collation_value value);

/// An attribute's value in the collator (its locale's default until set).
docstream_collation_value docstream_collator_get(const void *collator,
                                                 docstream_collation_attribute attribute);

/// Sets or reads maxVariable (PUNCTUATION or SPACE).
const char *docstream_collator_set_max_variable(void *collator, docstream_collation_value group);
docstream_collation_value docstream_collator_max_variable(const void *collator);

/// The sort key of a UTF-8 string without its terminating zero byte: its length, written into
/// `key` when it fits in `capacity` (call again with more room otherwise); -1 on an error.
int32_t docstream_collator_sort_key(const void *collator, const char *utf8, int32_t length,
                                    uint8_t *key, int32_t capacity);

void docstream_collator_close(void *collator);

#endif
