// The one place DocStream touches the MongoDB C driver. bson_t is declared 128-byte aligned, so
// Swift imports pointers to it as OpaquePointer; the helpers here keep every bson_t on the C
// side, over the caller's bytes (bson_init_static, no copy), and hand Swift plain bytes: a
// reply copied out once, or a cursor's documents laid end to end.
#ifndef DOCSTREAM_CLIBMONGOC_SHIM_H
#define DOCSTREAM_CLIBMONGOC_SHIM_H

#include <mongoc/mongoc.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/// What a call left behind: the server's reply (or the driver's, for its own helpers), and
/// the driver's error when the call failed.
typedef struct {
    /// The reply's BSON bytes, malloc'd, or NULL; the caller frees it with ds_outcome_clear.
    uint8_t *reply;
    uint32_t reply_length;
    uint32_t error_domain;
    uint32_t error_code;
    char error_message[504];
} ds_outcome;

static inline void ds_outcome_clear(ds_outcome *outcome) {
    free(outcome->reply);
    outcome->reply = NULL;
    outcome->reply_length = 0;
}

static inline void ds_outcome_keep(ds_outcome *outcome, const bson_t *reply, const bson_error_t *error) {
    if (reply && reply->len > 0) {
        outcome->reply = malloc(reply->len);
        if (outcome->reply) {
            memcpy(outcome->reply, bson_get_data(reply), reply->len);
            outcome->reply_length = reply->len;
        }
    }
    if (error) {
        outcome->error_domain = error->domain;
        outcome->error_code = error->code;
        memcpy(outcome->error_message, error->message, sizeof(outcome->error_message));
        outcome->error_message[sizeof(outcome->error_message) - 1] = 0;
    }
}

/// Records a failure of the helper itself (no memory), in the client domain.
static inline void ds_outcome_fail(ds_outcome *outcome, const char *message) {
    outcome->error_domain = MONGOC_ERROR_CLIENT;
    outcome->error_code = 0;
    bson_strncpy(outcome->error_message, message, sizeof(outcome->error_message));
}

/// The driver's log: warnings and errors go to its default handler (standard error); its
/// informational and debugging lines (every failed heartbeat of an unreachable server, say)
/// are not for an embedding app's output.
static inline void ds_mongoc_log(mongoc_log_level_t level, const char *domain, const char *message, void *data) {
    if (level <= MONGOC_LOG_LEVEL_WARNING) mongoc_log_default_handler(level, domain, message, data);
}

static inline void ds_mongoc_start_once(void) {
    mongoc_log_set_handler(ds_mongoc_log, NULL);
    mongoc_init();
}

/// Starts the driver once per process; later calls do nothing.
static inline void ds_mongoc_start(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, ds_mongoc_start_once);
}

/// Sets the connection string options of `settings` (a document of options by their
/// lowercase names: int32s, booleans and strings) on `uri`; false with the failing one named.
static inline bool ds_uri_apply(mongoc_uri_t *uri, const uint8_t *settings, uint32_t length, ds_outcome *outcome) {
    bson_t options;
    bson_iter_t iter;
    if (!bson_init_static(&options, settings, length) || !bson_iter_init(&iter, &options)) return false;
    while (bson_iter_next(&iter)) {
        const char *name = bson_iter_key(&iter);
        bool ok = false;
        if (BSON_ITER_HOLDS_INT32(&iter)) ok = mongoc_uri_set_option_as_int32(uri, name, bson_iter_int32(&iter));
        else if (BSON_ITER_HOLDS_BOOL(&iter)) ok = mongoc_uri_set_option_as_bool(uri, name, bson_iter_bool(&iter));
        else if (BSON_ITER_HOLDS_UTF8(&iter) && strcmp(name, MONGOC_URI_APPNAME) == 0) ok = mongoc_uri_set_appname(uri, bson_iter_utf8(&iter, NULL));
        else if (BSON_ITER_HOLDS_UTF8(&iter)) ok = mongoc_uri_set_option_as_utf8(uri, name, bson_iter_utf8(&iter, NULL));
        if (!ok) {
            char message[256];
            bson_snprintf(message, sizeof(message), "the connection option %s could not be set", name);
            ds_outcome_fail(outcome, message);
            return false;
        }
    }
    return true;
}

/// A pool of connections to the deployment `uri` names, with the options of `settings` (see
/// ds_uri_apply) over the string's, or NULL with the reason in `outcome`. Errors use the
/// driver's second error API: a server error's code is the server's.
static inline mongoc_client_pool_t *ds_pool_new(
    const char *uri_text, const char *app_name, const uint8_t *settings, uint32_t settings_length, ds_outcome *outcome
) {
    ds_mongoc_start();
    bson_error_t error;
    mongoc_uri_t *uri = mongoc_uri_new_with_error(uri_text, &error);
    if (!uri) {
        ds_outcome_keep(outcome, NULL, &error);
        return NULL;
    }
    if (!mongoc_uri_get_appname(uri)) mongoc_uri_set_appname(uri, app_name);
    if (!ds_uri_apply(uri, settings, settings_length, outcome)) {
        mongoc_uri_destroy(uri);
        return NULL;
    }
    mongoc_client_pool_t *pool = mongoc_client_pool_new_with_error(uri, &error);
    mongoc_uri_destroy(uri);
    if (!pool) {
        ds_outcome_keep(outcome, NULL, &error);
        return NULL;
    }
    mongoc_client_pool_set_error_api(pool, MONGOC_ERROR_API_VERSION_2);
    return pool;
}

/// Keeps a call's reply (and its error when it failed) in `outcome`, and frees the reply.
static inline bool ds_finish(bool ok, bson_t *reply, const bson_error_t *error, ds_outcome *outcome) {
    ds_outcome_keep(outcome, reply, ok ? NULL : error);
    bson_destroy(reply);
    return ok;
}

/// One connection taken from the pool for a run of database commands or a client session's
/// operations, with a session of its own, so that a cursor's getMores go where the cursor is
/// and carry the session it belongs to, and a transaction's statements carry its session.
typedef struct {
    mongoc_client_pool_t *pool;
    mongoc_client_t *client;
    /// NULL when the deployment has no sessions.
    mongoc_client_session_t *session;
} ds_connection;

/// Takes a connection from the pool into `connection` (the caller's memory) and starts its session.
static inline void ds_connection_open(ds_connection *connection, mongoc_client_pool_t *pool) {
    connection->pool = pool;
    connection->client = mongoc_client_pool_pop(pool);
    connection->session = mongoc_client_start_session(connection->client, NULL, NULL);
}

/// Ends the session (aborting a transaction still open) and gives the connection back.
static inline void ds_connection_close(ds_connection *connection) {
    if (connection->session) mongoc_client_session_destroy(connection->session);
    mongoc_client_pool_push(connection->pool, connection->client);
}


/// Starts a transaction in the connection's session (no round trip: its first statement
/// carries it); false, with the driver's error, when there is no session or one is running.
static inline bool ds_connection_start_transaction(ds_connection *connection, ds_outcome *outcome) {
    bson_error_t error = {0};
    if (!connection->session) {
        ds_outcome_fail(outcome, "the deployment has no sessions");
        return false;
    }
    bool ok = mongoc_client_session_start_transaction(connection->session, NULL, &error);
    if (!ok) ds_outcome_keep(outcome, NULL, &error);
    return ok;
}

/// Commits (`commit`) or aborts the session's transaction; the server's reply in `outcome`.
static inline bool ds_connection_end_transaction(ds_connection *connection, bool commit, ds_outcome *outcome) {
    bson_t reply;
    bson_error_t error = {0};
    bson_init(&reply);
    if (!connection->session) {
        bson_destroy(&reply);
        ds_outcome_fail(outcome, "the deployment has no sessions");
        return false;
    }
    bool ok = commit ? mongoc_client_session_commit_transaction(connection->session, &reply, &error)
                     : mongoc_client_session_abort_transaction(connection->session, &error);
    return ds_finish(ok, &reply, &error, outcome);
}

/// The session's id (`lsid.id`, a UUID's 16 bytes) into `bytes`; false without a session.
static inline bool ds_connection_session_id(ds_connection *connection, uint8_t *bytes) {
    if (!connection->session) return false;
    bson_iter_t iter;
    const bson_t *lsid = mongoc_client_session_get_lsid(connection->session);
    if (!bson_iter_init_find(&iter, lsid, "id") || !BSON_ITER_HOLDS_BINARY(&iter)) return false;
    bson_subtype_t subtype;
    uint32_t length;
    const uint8_t *data;
    bson_iter_binary(&iter, &subtype, &length, &data);
    if (length != 16) return false;
    memcpy(bytes, data, 16);
    return true;
}

/// A collection on a connection for one call: the session's connection when the call runs in
/// a client session, else one taken from the pool (then `pool` is set, to give it back).
typedef struct {
    mongoc_client_pool_t *pool;
    mongoc_client_t *client;
    mongoc_collection_t *collection;
} ds_borrowed;

static inline ds_borrowed ds_borrow(mongoc_client_pool_t *pool, ds_connection *connection, const char *db, const char *name) {
    mongoc_client_t *client = connection ? connection->client : mongoc_client_pool_pop(pool);
    ds_borrowed borrowed = {connection ? NULL : pool, client, mongoc_client_get_collection(client, db, name)};
    return borrowed;
}

static inline void ds_give_back(ds_borrowed borrowed) {
    mongoc_collection_destroy(borrowed.collection);
    if (borrowed.pool) mongoc_client_pool_push(borrowed.pool, borrowed.client);
}

/// `options` (a document, or none when `length` is 0) with the session of `connection`, if
/// any, appended, into `opts`, which the caller destroys.
static inline void ds_options(ds_connection *connection, const uint8_t *options, uint32_t length, bson_t *opts) {
    bson_init(opts);
    bson_t given;
    if (length > 0 && bson_init_static(&given, options, length)) bson_concat(opts, &given);
    if (connection && connection->session) mongoc_client_session_append(connection->session, opts, NULL);
}

/// Runs `command` on database `db`, in the session of `connection` when given: a read (kind
/// 0, under the deployment's read preference) or a write (kind 1, with its write concern).
/// The reply goes to `outcome` either way.
static inline bool ds_command(
    mongoc_client_pool_t *pool, ds_connection *connection, const char *db, const uint8_t *command, uint32_t length, int kind,
    ds_outcome *outcome
) {
    bson_t body, opts, reply;
    bson_error_t error;
    if (!bson_init_static(&body, command, length)) return false;
    bson_init(&reply);
    ds_options(connection, NULL, 0, &opts);
    mongoc_client_t *client = connection ? connection->client : mongoc_client_pool_pop(pool);
    bool ok = kind == 0 ? mongoc_client_read_command_with_opts(client, db, &body, NULL, &opts, &reply, &error)
                        : mongoc_client_write_command_with_opts(client, db, &body, &opts, &reply, &error);
    if (!connection) mongoc_client_pool_push(pool, client);
    bson_destroy(&opts);
    return ds_finish(ok, &reply, &error, outcome);
}

/// Writes `names` (NULL-terminated, freed here) into `outcome` as `{names: [...]}`.
static inline bool ds_keep_names(char **names, const bson_error_t *error, ds_outcome *outcome) {
    if (!names) {
        ds_outcome_keep(outcome, NULL, error);
        return false;
    }
    bson_t reply, array;
    bson_init(&reply);
    bson_append_array_begin(&reply, "names", 5, &array);
    char key[16];
    for (uint32_t i = 0; names[i]; i++) {
        const char *name;
        bson_uint32_to_string(i, &name, key, sizeof(key));
        bson_append_utf8(&array, name, -1, names[i], -1);
    }
    bson_append_array_end(&reply, &array);
    bson_strfreev(names);
    ds_outcome_keep(outcome, &reply, NULL);
    bson_destroy(&reply);
    return true;
}

static inline bool ds_database_names(mongoc_client_pool_t *pool, ds_outcome *outcome) {
    bson_error_t error;
    mongoc_client_t *client = mongoc_client_pool_pop(pool);
    char **names = mongoc_client_get_database_names_with_opts(client, NULL, &error);
    mongoc_client_pool_push(pool, client);
    return ds_keep_names(names, &error, outcome);
}

static inline bool ds_collection_names(mongoc_client_pool_t *pool, const char *db, ds_outcome *outcome) {
    bson_error_t error;
    mongoc_client_t *client = mongoc_client_pool_pop(pool);
    mongoc_database_t *database = mongoc_client_get_database(client, db);
    char **names = mongoc_database_get_collection_names_with_opts(database, NULL, &error);
    mongoc_database_destroy(database);
    mongoc_client_pool_push(pool, client);
    return ds_keep_names(names, &error, outcome);
}

/// Inserts `count` documents, laid end to end in `documents` (each starts with its length),
/// in order, stopping at the first failure: the driver splits them into batches the server
/// takes and retries a batch once after a retryable error.
static inline bool ds_insert_many(
    mongoc_client_pool_t *pool, ds_connection *connection, const char *db, const char *name, const uint8_t *documents, size_t count, ds_outcome *outcome
) {
    bson_t *storage = NULL;
    const bson_t **pointers = malloc(sizeof(bson_t *) * (count ? count : 1));
    if (count && posix_memalign((void **)&storage, 128, sizeof(bson_t) * count) != 0) storage = NULL;
    if (!pointers || (count && !storage)) {
        free(pointers);
        free(storage);
        ds_outcome_fail(outcome, "out of memory");
        return false;
    }
    const uint8_t *cursor = documents;
    for (size_t i = 0; i < count; i++) {
        uint32_t length;
        memcpy(&length, cursor, 4);
        length = BSON_UINT32_FROM_LE(length);
        bson_init_static(&storage[i], cursor, length);
        pointers[i] = &storage[i];
        cursor += length;
    }
    // The server checks field names (MongoDB 5.0 and later take "$" and "." in them), as
    // the embedded engine does, rather than the driver's stricter default.
    bson_t reply, opts;
    bson_error_t error;
    bson_init(&reply);
    ds_options(connection, NULL, 0, &opts);
    BSON_APPEND_BOOL(&opts, "validate", false);
    ds_borrowed borrowed = ds_borrow(pool, connection, db, name);
    bool ok = mongoc_collection_insert_many(borrowed.collection, pointers, count, &opts, &reply, &error);
    ds_give_back(borrowed);
    bson_destroy(&opts);
    free(pointers);
    free(storage);
    return ds_finish(ok, &reply, &error, outcome);
}

/// updateOne (kind 0), updateMany (1) or replaceOne (2); `update` is a document, or an array
/// for a pipeline. `options` holds `upsert`.
static inline bool ds_update(
    mongoc_client_pool_t *pool, ds_connection *connection, const char *db, const char *name, int kind, const uint8_t *filter, uint32_t filter_length,
    const uint8_t *update, uint32_t update_length, const uint8_t *options, uint32_t options_length, ds_outcome *outcome
) {
    bson_t selector, change, opts, reply;
    bson_error_t error;
    bson_init_static(&selector, filter, filter_length);
    bson_init_static(&change, update, update_length);
    ds_options(connection, options, options_length, &opts);
    bson_init(&reply);
    ds_borrowed borrowed = ds_borrow(pool, connection, db, name);
    bool ok;
    switch (kind) {
    case 0: ok = mongoc_collection_update_one(borrowed.collection, &selector, &change, &opts, &reply, &error); break;
    case 1: ok = mongoc_collection_update_many(borrowed.collection, &selector, &change, &opts, &reply, &error); break;
    default: ok = mongoc_collection_replace_one(borrowed.collection, &selector, &change, &opts, &reply, &error); break;
    }
    ds_give_back(borrowed);
    bson_destroy(&opts);
    return ds_finish(ok, &reply, &error, outcome);
}

/// deleteOne, or deleteMany when `many`.
static inline bool ds_delete(
    mongoc_client_pool_t *pool, ds_connection *connection, const char *db, const char *name, bool many, const uint8_t *filter, uint32_t filter_length, ds_outcome *outcome
) {
    bson_t selector, opts, reply;
    bson_error_t error;
    bson_init_static(&selector, filter, filter_length);
    bson_init(&reply);
    ds_options(connection, NULL, 0, &opts);
    ds_borrowed borrowed = ds_borrow(pool, connection, db, name);
    bool ok = many ? mongoc_collection_delete_many(borrowed.collection, &selector, &opts, &reply, &error)
                   : mongoc_collection_delete_one(borrowed.collection, &selector, &opts, &reply, &error);
    ds_give_back(borrowed);
    bson_destroy(&opts);
    return ds_finish(ok, &reply, &error, outcome);
}

/// countDocuments, with `options` (`limit`); -1 on failure.
static inline int64_t ds_count(
    mongoc_client_pool_t *pool, ds_connection *connection, const char *db, const char *name, const uint8_t *filter, uint32_t filter_length, const uint8_t *options,
    uint32_t options_length, ds_outcome *outcome
) {
    bson_t selector, opts, reply;
    bson_error_t error;
    bson_init_static(&selector, filter, filter_length);
    ds_options(connection, options, options_length, &opts);
    bson_init(&reply);
    ds_borrowed borrowed = ds_borrow(pool, connection, db, name);
    int64_t count = mongoc_collection_count_documents(borrowed.collection, &selector, &opts, NULL, &reply, &error);
    ds_give_back(borrowed);
    bson_destroy(&opts);
    ds_finish(count >= 0, &reply, &error, outcome);
    return count;
}

/// A server cursor with the pooled connection it was opened on, which it keeps until it is
/// destroyed (a cursor's getMores must reach the server that holds it).
typedef struct {
    ds_borrowed borrowed;
    mongoc_cursor_t *cursor;
    /// Set once the driver's cursor has no more documents: it may not be advanced again.
    bool finished;
    /// The failure of the command that was to open the cursor, reported by the first read.
    bool failed_to_open;
    ds_outcome open_failure;
} ds_cursor;

/// find (kind 0: `filter`, `options` as find's), aggregate (kind 1: `filter` is
/// `{pipeline: [...]}`) or listIndexes (kind 2: neither is read; run as the command, since the
/// driver's helper answers a missing collection with no indexes where the server says 26).
/// Errors surface on the first ds_cursor_next.
static inline ds_cursor *ds_cursor_open(
    mongoc_client_pool_t *pool, ds_connection *connection, const char *db, const char *name, int kind, const uint8_t *filter, uint32_t filter_length,
    const uint8_t *options, uint32_t options_length
) {
    ds_cursor *cursor = calloc(1, sizeof(ds_cursor));
    if (!cursor) return NULL;
    bson_t body, opts;
    bson_init_static(&body, filter, filter_length);
    ds_options(connection, options, options_length, &opts);
    cursor->borrowed = ds_borrow(pool, connection, db, name);
    mongoc_collection_t *collection = cursor->borrowed.collection;
    switch (kind) {
    case 0: cursor->cursor = mongoc_collection_find_with_opts(collection, &body, &opts, NULL); break;
    case 1: cursor->cursor = mongoc_collection_aggregate(collection, MONGOC_QUERY_NONE, &body, &opts, NULL); break;
    default: {
        bson_t command, reply;
        bson_error_t error;
        bson_init(&command);
        BSON_APPEND_UTF8(&command, "listIndexes", name);
        if (mongoc_collection_read_command_with_opts(collection, &command, NULL, &opts, &reply, &error)) {
            // Takes the reply.
            cursor->cursor = mongoc_cursor_new_from_command_reply_with_opts(cursor->borrowed.client, &reply, NULL);
        } else {
            cursor->failed_to_open = true;
            cursor->finished = true;
            ds_outcome_keep(&cursor->open_failure, &reply, &error);
            bson_destroy(&reply);
        }
        bson_destroy(&command);
        break;
    }
    }
    bson_destroy(&opts);
    return cursor;
}

/// The cursor's next document, in place in the driver's reply (`*data`, `*length`: valid until
/// the next call): 1 with one, 0 at the end, -1 for an error (in `outcome`, with the server's
/// error reply) once no document is left before it.
static inline int ds_cursor_next(ds_cursor *cursor, const uint8_t **data, uint32_t *length, ds_outcome *outcome) {
    if (cursor->failed_to_open) {
        *outcome = cursor->open_failure;
        memset(&cursor->open_failure, 0, sizeof(cursor->open_failure));
        cursor->failed_to_open = false;
        return -1;
    }
    if (cursor->finished || !cursor->cursor) return 0;
    const bson_t *document;
    if (mongoc_cursor_next(cursor->cursor, &document)) {
        *data = bson_get_data(document);
        *length = document->len;
        return 1;
    }
    cursor->finished = true;
    bson_error_t error;
    const bson_t *reply;
    if (mongoc_cursor_error_document(cursor->cursor, &error, &reply)) {
        ds_outcome_keep(outcome, reply, &error);
        return -1;
    }
    return 0;
}

/// Closes the cursor (killCursors when the server still holds it) and gives back its connection.
static inline void ds_cursor_close(ds_cursor *cursor) {
    if (cursor->cursor) mongoc_cursor_destroy(cursor->cursor);
    ds_outcome_clear(&cursor->open_failure);
    ds_give_back(cursor->borrowed);
    free(cursor);
}

/// A change stream with the pooled connection it reads on, which it keeps until it is closed.
typedef struct {
    mongoc_client_pool_t *pool;
    mongoc_client_t *client;
    mongoc_database_t *database;
    mongoc_collection_t *collection;
    mongoc_change_stream_t *stream;
} ds_change_stream;

/// Opens a change stream on the collection `name` of `db` (scope 0), the database `db` (1) or
/// every database (2): `pipeline` is `{pipeline: [...]}`, `options` the driver's change
/// stream options. ds_change_stream_failed reports an error to open.
static inline ds_change_stream *ds_change_stream_open(
    mongoc_client_pool_t *pool, const char *db, const char *name, int scope, const uint8_t *pipeline, uint32_t pipeline_length,
    const uint8_t *options, uint32_t options_length
) {
    ds_change_stream *stream = calloc(1, sizeof(ds_change_stream));
    if (!stream) return NULL;
    bson_t stages, opts;
    bson_init_static(&stages, pipeline, pipeline_length);
    bson_init_static(&opts, options, options_length);
    stream->pool = pool;
    stream->client = mongoc_client_pool_pop(pool);
    switch (scope) {
    case 0:
        stream->collection = mongoc_client_get_collection(stream->client, db, name);
        stream->stream = mongoc_collection_watch(stream->collection, &stages, &opts);
        break;
    case 1:
        stream->database = mongoc_client_get_database(stream->client, db);
        stream->stream = mongoc_database_watch(stream->database, &stages, &opts);
        break;
    default:
        stream->stream = mongoc_client_watch(stream->client, &stages, &opts);
        break;
    }
    return stream;
}

/// Waits up to the stream's maxAwaitTimeMS for its next event: 1 with the event in place in
/// the driver's reply (`*data`, `*length`: valid until the next call), 0 when none came, -1
/// for an error (in `outcome`, with the server's error reply) after which the stream is done.
/// The driver resumes the stream itself after a resumable error, once.
static inline int ds_change_stream_next(ds_change_stream *stream, const uint8_t **data, uint32_t *length, ds_outcome *outcome) {
    const bson_t *event;
    if (mongoc_change_stream_next(stream->stream, &event)) {
        *data = bson_get_data(event);
        *length = event->len;
        return 1;
    }
    bson_error_t error;
    const bson_t *reply;
    if (mongoc_change_stream_error_document(stream->stream, &error, &reply)) {
        ds_outcome_keep(outcome, reply, &error);
        return -1;
    }
    return 0;
}

/// Whether the stream failed (to open, say), with the error in `outcome`.
static inline bool ds_change_stream_failed(ds_change_stream *stream, ds_outcome *outcome) {
    bson_error_t error;
    const bson_t *reply;
    if (!mongoc_change_stream_error_document(stream->stream, &error, &reply)) return false;
    ds_outcome_keep(outcome, reply, &error);
    return true;
}

/// The stream's resume token (its last event's, or the server's postBatchResumeToken) in
/// `outcome`'s reply; false before there is one.
static inline bool ds_change_stream_resume_token(ds_change_stream *stream, ds_outcome *outcome) {
    const bson_t *token = mongoc_change_stream_get_resume_token(stream->stream);
    if (!token) return false;
    ds_outcome_keep(outcome, token, NULL);
    return true;
}

/// Closes the stream (killCursors when the server still holds it) and gives back its connection.
static inline void ds_change_stream_close(ds_change_stream *stream) {
    mongoc_change_stream_destroy(stream->stream);
    if (stream->collection) mongoc_collection_destroy(stream->collection);
    if (stream->database) mongoc_database_destroy(stream->database);
    mongoc_client_pool_push(stream->pool, stream->client);
    free(stream);
}

/// Runs `command` on database `db` as it is (no read preference, read or write concern added),
/// in the connection's session unless the command names its own (`lsid`). The server's reply
/// goes to `outcome`, an error reply included.
static inline bool ds_connection_command(
    ds_connection *connection, const char *db, const uint8_t *command, uint32_t length, bool own_session, ds_outcome *outcome
) {
    bson_t body, opts, reply;
    bson_error_t error;
    if (!bson_init_static(&body, command, length)) return false;
    bson_init(&opts);
    bson_init(&reply);
    if (connection->session && !own_session) mongoc_client_session_append(connection->session, &opts, NULL);
    bool ok = mongoc_client_command_with_opts(connection->client, db, &body, NULL, &opts, &reply, &error);
    bson_destroy(&opts);
    return ds_finish(ok, &reply, &error, outcome);
}

#endif
