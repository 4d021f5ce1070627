// libbson as the BSON fuzz target's oracle.
#include <bson/bson.h>

/// What libbson 1.23's bson_validate leaves unchecked and the BSON spec (and MongoDB) require,
/// as fuzzing found: the elements under `iter` run to the document's terminator, every
/// embedded document and every string ends with its zero byte, and every key and string value
/// (strings, symbols, JavaScript code, a DBPointer's collection, a regular expression's pattern
/// and options), at any depth, is UTF-8 by libbson's own check, bson_utf8_validate (embedded
/// NULs allowed where BSON allows them): its BSON_VALIDATE_UTF8 flag checked neither.
static inline bool docstream_oracle_rest_valid(bson_iter_t *iter) {
    while (bson_iter_next(iter)) {
        const char *key = bson_iter_key(iter);
        if (!bson_utf8_validate(key, strlen(key), false)) return false;
        uint32_t length = 0;
        const char *text = NULL;
        switch (bson_iter_type(iter)) {
        case BSON_TYPE_UTF8: text = bson_iter_utf8(iter, &length); break;
        case BSON_TYPE_SYMBOL: text = bson_iter_symbol(iter, &length); break;
        case BSON_TYPE_CODE: text = bson_iter_code(iter, &length); break;
        case BSON_TYPE_CODEWSCOPE: {
            uint32_t scope_length = 0;
            const uint8_t *scope_data = NULL;
            text = bson_iter_codewscope(iter, &length, &scope_length, &scope_data);
            bson_t scope;
            bson_iter_t child;
            if (!bson_init_static(&scope, scope_data, scope_length) || !bson_iter_init(&child, &scope) ||
                !docstream_oracle_rest_valid(&child)) {
                return false;
            }
            break;
        }
        case BSON_TYPE_DBPOINTER: {
            const bson_oid_t *oid = NULL;
            bson_iter_dbpointer(iter, &length, &text, &oid);
            break;
        }
        case BSON_TYPE_REGEX: {
            const char *options = NULL;
            const char *pattern = bson_iter_regex(iter, &options);
            if (!bson_utf8_validate(pattern, strlen(pattern), false) || !bson_utf8_validate(options, strlen(options), false)) {
                return false;
            }
            break;
        }
        case BSON_TYPE_DOCUMENT:
        case BSON_TYPE_ARRAY: {
            // An embedded document ends with a zero byte, as MongoDB and the BSON spec require;
            // libbson 1.23 reads one whose last byte is not zero.
            uint32_t embedded_length = 0;
            const uint8_t *embedded = NULL;
            if (bson_iter_type(iter) == BSON_TYPE_DOCUMENT) {
                bson_iter_document(iter, &embedded_length, &embedded);
            } else {
                bson_iter_array(iter, &embedded_length, &embedded);
            }
            if (!embedded || embedded_length < 5 || embedded[embedded_length - 1] != 0) return false;
            bson_iter_t child;
            if (!bson_iter_recurse(iter, &child) || !docstream_oracle_rest_valid(&child)) return false;
            break;
        }
        default: break;
        }
        // Length-prefixed strings end with a zero byte; libbson 1.23 does not check that of a
        // code-with-scope's code.
        if (text && (text[length] != '\0' || !bson_utf8_validate(text, length, true))) return false;
        // Where NUL is allowed, bson_utf8_validate also takes its overlong two-byte form
        // (0xC0 0x80, "modified UTF-8"), which RFC 3629 forbids: 0xC0 is never UTF-8.
        if (text && memchr(text, 0xC0, length)) return false;
    }
    // The walk ended on the document's own terminator, its last byte: libbson's iterator marks
    // a zero type byte before it (err_off), which bson_validate does not look at.
    return iter->err_off == 0;
}

/// Whether libbson takes `data` as one valid BSON document: its framing (bson_init_static),
/// every element's type and length (bson_validate), and what `docstream_oracle_rest_valid`
/// checks.
static inline bool docstream_oracle_accepts(const uint8_t *data, size_t length) {
    bson_t document;
    if (!bson_init_static(&document, data, length)) return false;
    size_t offset = 0;
    if (!bson_validate(&document, BSON_VALIDATE_UTF8 | BSON_VALIDATE_UTF8_ALLOW_NULL, &offset)) return false;
    bson_iter_t iter;
    return bson_iter_init(&iter, &document) && docstream_oracle_rest_valid(&iter);
}

/// libbson's reading of Extended JSON text as one document (bson_new_from_json): its BSON bytes
/// and their length, or NULL where libbson refuses the text. Free the bytes with
/// docstream_oracle_free.
static inline uint8_t *docstream_oracle_from_json(const uint8_t *data, size_t length, uint32_t *bson_length) {
    bson_error_t error;
    bson_t *document = bson_new_from_json(data, (ssize_t)length, &error);
    if (!document) return NULL;
    return bson_destroy_with_steal(document, true, bson_length);
}

static inline void docstream_oracle_free(uint8_t *bytes) { bson_free(bytes); }
