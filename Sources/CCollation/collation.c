#include "docstream_collation.h"

#include <stdlib.h>
#include <string.h>

#ifdef DOCSTREAM_WITHOUT_ICU

int docstream_collation_available(void) { return 0; }
const char *docstream_collation_icu_version(void) { return ""; }
void *docstream_collator_open(const char *locale, char *valid_locale, int32_t valid_capacity,
                              const char **error) {
    (void)locale; (void)valid_locale; (void)valid_capacity;
    *error = "U_UNSUPPORTED_ERROR";
    return NULL;
}
const char *docstream_collator_set(void *collator, docstream_collation_attribute attribute,
                                   docstream_collation_value value) {
    (void)collator; (void)attribute; (void)value;
    return "U_UNSUPPORTED_ERROR";
}
docstream_collation_value docstream_collator_get(const void *collator,
                                                 docstream_collation_attribute attribute) {
    (void)collator; (void)attribute;
    return DOCSTREAM_COLLATION_UNKNOWN_VALUE;
}
const char *docstream_collator_set_max_variable(void *collator, docstream_collation_value group) {
    (void)collator; (void)group;
    return "U_UNSUPPORTED_ERROR";
}
docstream_collation_value docstream_collator_max_variable(const void *collator) {
    (void)collator;
    return DOCSTREAM_COLLATION_UNKNOWN_VALUE;
}
int32_t docstream_collator_sort_key(const void *collator, const char *utf8, int32_t length,
                                    uint8_t *key, int32_t capacity) {
    (void)collator; (void)utf8; (void)length; (void)key; (void)capacity;
    return -1;
}
void docstream_collator_close(void *collator) { (void)collator; }

#else

#include <unicode/ucol.h>
#include <unicode/ustring.h>
#include <unicode/uvernum.h>

int docstream_collation_available(void) { return 1; }

const char *docstream_collation_icu_version(void) { return U_ICU_VERSION; }

static UColAttribute icu_attribute(docstream_collation_attribute attribute) {
    switch (attribute) {
    case DOCSTREAM_COLLATION_CASE_LEVEL: return UCOL_CASE_LEVEL;
    case DOCSTREAM_COLLATION_CASE_FIRST: return UCOL_CASE_FIRST;
    case DOCSTREAM_COLLATION_STRENGTH: return UCOL_STRENGTH;
    case DOCSTREAM_COLLATION_NUMERIC_ORDERING: return UCOL_NUMERIC_COLLATION;
    case DOCSTREAM_COLLATION_ALTERNATE: return UCOL_ALTERNATE_HANDLING;
    case DOCSTREAM_COLLATION_NORMALIZATION: return UCOL_NORMALIZATION_MODE;
    case DOCSTREAM_COLLATION_BACKWARDS: return UCOL_FRENCH_COLLATION;
    }
    return UCOL_ATTRIBUTE_COUNT;
}

static const struct {
    docstream_collation_value value;
    UColAttributeValue icu;
} values[] = {
    {DOCSTREAM_COLLATION_OFF, UCOL_OFF},
    {DOCSTREAM_COLLATION_ON, UCOL_ON},
    {DOCSTREAM_COLLATION_UPPER_FIRST, UCOL_UPPER_FIRST},
    {DOCSTREAM_COLLATION_LOWER_FIRST, UCOL_LOWER_FIRST},
    {DOCSTREAM_COLLATION_PRIMARY, UCOL_PRIMARY},
    {DOCSTREAM_COLLATION_SECONDARY, UCOL_SECONDARY},
    {DOCSTREAM_COLLATION_TERTIARY, UCOL_TERTIARY},
    {DOCSTREAM_COLLATION_QUATERNARY, UCOL_QUATERNARY},
    {DOCSTREAM_COLLATION_IDENTICAL, UCOL_IDENTICAL},
    {DOCSTREAM_COLLATION_NON_IGNORABLE, UCOL_NON_IGNORABLE},
    {DOCSTREAM_COLLATION_SHIFTED, UCOL_SHIFTED},
};

void *docstream_collator_open(const char *locale, char *valid_locale, int32_t valid_capacity,
                              const char **error) {
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(locale, &status);
    if (U_FAILURE(status)) {
        *error = u_errorName(status);
        return NULL;
    }
    const char *valid = ucol_getLocaleByType(collator, ULOC_VALID_LOCALE, &status);
    if (U_FAILURE(status) || valid == NULL) {
        *error = U_FAILURE(status) ? u_errorName(status) : "U_MISSING_RESOURCE_ERROR";
        ucol_close(collator);
        return NULL;
    }
    strncpy(valid_locale, valid, (size_t)valid_capacity - 1);
    valid_locale[valid_capacity - 1] = '\0';
    *error = NULL;
    return collator;
}

const char *docstream_collator_set(void *collator, docstream_collation_attribute attribute,
                                   docstream_collation_value value) {
    for (size_t index = 0; index < sizeof values / sizeof values[0]; index++) {
        if (values[index].value != value) continue;
        UErrorCode status = U_ZERO_ERROR;
        ucol_setAttribute(collator, icu_attribute(attribute), values[index].icu, &status);
        return U_FAILURE(status) ? u_errorName(status) : NULL;
    }
    return "U_ILLEGAL_ARGUMENT_ERROR";
}

docstream_collation_value docstream_collator_get(const void *collator,
                                                 docstream_collation_attribute attribute) {
    UErrorCode status = U_ZERO_ERROR;
    UColAttributeValue icu = ucol_getAttribute(collator, icu_attribute(attribute), &status);
    if (U_FAILURE(status)) return DOCSTREAM_COLLATION_UNKNOWN_VALUE;
    for (size_t index = 0; index < sizeof values / sizeof values[0]; index++) {
        if (values[index].icu == icu) return values[index].value;
    }
    return DOCSTREAM_COLLATION_UNKNOWN_VALUE;
}

const char *docstream_collator_set_max_variable(void *collator, docstream_collation_value group) {
    UErrorCode status = U_ZERO_ERROR;
    UColReorderCode code = group == DOCSTREAM_COLLATION_SPACE ? UCOL_REORDER_CODE_SPACE : UCOL_REORDER_CODE_PUNCTUATION;
    ucol_setMaxVariable(collator, code, &status);
    return U_FAILURE(status) ? u_errorName(status) : NULL;
}

docstream_collation_value docstream_collator_max_variable(const void *collator) {
    switch (ucol_getMaxVariable(collator)) {
    case UCOL_REORDER_CODE_SPACE: return DOCSTREAM_COLLATION_SPACE;
    case UCOL_REORDER_CODE_PUNCTUATION: return DOCSTREAM_COLLATION_PUNCTUATION;
    default: return DOCSTREAM_COLLATION_UNKNOWN_VALUE;
    }
}

int32_t docstream_collator_sort_key(const void *collator, const char *utf8, int32_t length,
                                    uint8_t *key, int32_t capacity) {
    // UTF-16 on the stack for the usual short strings; a string's UTF-16 length is at most its
    // UTF-8 length.
    UChar stack[256];
    UChar *text = stack;
    if (length > (int32_t)(sizeof stack / sizeof stack[0])) {
        text = malloc(sizeof(UChar) * (size_t)length);
        if (text == NULL) return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    int32_t units = 0;
    u_strFromUTF8(text, length > 0 ? length : 1, &units, utf8, length, &status);
    int32_t size = -1;
    if (!U_FAILURE(status)) {
        // ICU's sort keys end in one zero byte and hold no other.
        size = ucol_getSortKey(collator, text, units, key, capacity) - 1;
    }
    if (text != stack) free(text);
    return size;
}

void docstream_collator_close(void *collator) { ucol_close(collator); }

#endif
