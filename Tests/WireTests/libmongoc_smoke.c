/* The MongoDB C driver (libmongoc) against `docstream serve`: the checks of the driver's own
 * usage documented in its manual (mongoc_collection_insert_many, mongoc_bulk_operation_*,
 * mongoc_collection_find_with_opts with batchSize across getMore, mongoc_collection_aggregate,
 * update/delete/count, an unacknowledged write, mongoc_collection_watch). Usage:
 * libmongoc_smoke URI. Prints "libmongoc smoke: all checks passed" and exits 0, or names the
 * first failed check on standard error and exits 1. */
#include <mongoc/mongoc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define CHECK(condition, ...)                                    \
    do {                                                         \
        if (!(condition)) {                                      \
            fprintf(stderr, "check failed at line %d: ", __LINE__); \
            fprintf(stderr, __VA_ARGS__);                        \
            fprintf(stderr, "\n");                               \
            failures++;                                          \
            goto done;                                           \
        }                                                        \
    } while (0)

/* The documents matching `filter`, all of them for NULL; -1 on an error, printed. */
static int64_t count(mongoc_collection_t *collection, const bson_t *filter) {
    bson_error_t error;
    bson_t all = BSON_INITIALIZER;
    int64_t n = mongoc_collection_count_documents(collection, filter ? filter : &all, NULL, NULL, NULL, &error);
    if (n < 0) fprintf(stderr, "count_documents: %s\n", error.message);
    return n;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: libmongoc_smoke URI\n");
        return 2;
    }
    mongoc_init();
    bson_error_t error;
    mongoc_client_t *client = NULL, *watcherClient = NULL;
    mongoc_collection_t *drinks = NULL, *watched = NULL;
    mongoc_change_stream_t *stream = NULL;
    bson_t *documents[1000] = {0};

    mongoc_uri_t *uri = mongoc_uri_new_with_error(argv[1], &error);
    CHECK(uri != NULL, "uri: %s", error.message);
    client = mongoc_client_new_from_uri(uri);
    watcherClient = mongoc_client_new_from_uri(uri);
    mongoc_uri_destroy(uri);
    CHECK(client && watcherClient, "client");

    /* ping */
    bson_t reply;
    bson_t *ping = BCON_NEW("ping", BCON_INT32(1));
    bool pinged = mongoc_client_command_simple(client, "admin", ping, NULL, &reply, &error);
    bson_destroy(ping);
    bson_destroy(&reply);
    CHECK(pinged, "ping: %s", error.message);

    drinks = mongoc_client_get_collection(client, "libmongoc", "drinks");
    mongoc_collection_drop(drinks, NULL);

    /* insert_many: one OP_MSG with a document sequence */
    for (int i = 0; i < 1000; i++) {
        documents[i] = BCON_NEW("_id", BCON_INT32(i), "store", BCON_INT32(i % 10), "price", BCON_DOUBLE(1.5 + i % 3));
    }
    bool inserted = mongoc_collection_insert_many(drinks, (const bson_t **)documents, 1000, NULL, &reply, &error);
    CHECK(inserted, "insert_many: %s", error.message);
    bson_iter_t iter;
    CHECK(bson_iter_init_find(&iter, &reply, "insertedCount") && bson_iter_as_int64(&iter) == 1000, "insertedCount");
    bson_destroy(&reply);

    /* an ordered bulk write with a duplicate key: the write error is reported, the rest kept */
    mongoc_bulk_operation_t *bulk = mongoc_collection_create_bulk_operation_with_opts(drinks, NULL);
    bson_t *first = BCON_NEW("_id", BCON_INT32(1000));
    bson_t *duplicate = BCON_NEW("_id", BCON_INT32(0));
    mongoc_bulk_operation_insert(bulk, first);
    mongoc_bulk_operation_insert(bulk, duplicate);
    uint32_t bulkResult = mongoc_bulk_operation_execute(bulk, &reply, &error);
    bson_destroy(first);
    bson_destroy(duplicate);
    mongoc_bulk_operation_destroy(bulk);
    CHECK(bulkResult == 0 && error.code == 11000, "bulk with a duplicate key: code %u", error.code);
    bson_destroy(&reply);
    CHECK(count(drinks, NULL) == 1001, "count after the bulk write");

    /* find in batches of 10: 101 round trips of getMore */
    bson_t *filter = bson_new();
    bson_t *options = BCON_NEW("batchSize", BCON_INT32(10), "sort", "{", "_id", BCON_INT32(1), "}");
    mongoc_cursor_t *cursor = mongoc_collection_find_with_opts(drinks, filter, options, NULL);
    const bson_t *found;
    int seen = 0;
    bool inOrder = true;
    while (mongoc_cursor_next(cursor, &found)) {
        bson_iter_init_find(&iter, found, "_id");
        if (bson_iter_int32(&iter) != seen) inOrder = false;
        seen++;
    }
    bool cursorFailed = mongoc_cursor_error(cursor, &error);
    mongoc_cursor_destroy(cursor);
    bson_destroy(filter);
    bson_destroy(options);
    CHECK(!cursorFailed, "find: %s", error.message);
    CHECK(seen == 1001 && inOrder, "find returned %d documents (in order: %d)", seen, inOrder);

    /* aggregate: the number of documents per store */
    bson_t *pipeline = BCON_NEW("pipeline", "[",
        "{", "$match", "{", "store", "{", "$exists", BCON_BOOL(true), "}", "}", "}",
        "{", "$group", "{", "_id", BCON_UTF8("$store"), "n", "{", "$sum", BCON_INT32(1), "}", "}", "}",
        "{", "$sort", "{", "_id", BCON_INT32(1), "}", "}", "]");
    cursor = mongoc_collection_aggregate(drinks, MONGOC_QUERY_NONE, pipeline, NULL, NULL);
    int groups = 0;
    bool countsRight = true;
    while (mongoc_cursor_next(cursor, &found)) {
        bson_iter_init_find(&iter, found, "n");
        if (bson_iter_as_int64(&iter) != 100) countsRight = false;
        groups++;
    }
    cursorFailed = mongoc_cursor_error(cursor, &error);
    mongoc_cursor_destroy(cursor);
    bson_destroy(pipeline);
    CHECK(!cursorFailed, "aggregate: %s", error.message);
    CHECK(groups == 10 && countsRight, "aggregate gave %d groups", groups);

    /* update_many and delete_many */
    bson_t *byStore = BCON_NEW("store", BCON_INT32(3));
    bson_t *update = BCON_NEW("$set", "{", "discontinued", BCON_BOOL(true), "}");
    bool updated = mongoc_collection_update_many(drinks, byStore, update, NULL, &reply, &error);
    bson_destroy(update);
    CHECK(updated, "update_many: %s", error.message);
    CHECK(bson_iter_init_find(&iter, &reply, "modifiedCount") && bson_iter_as_int64(&iter) == 100, "modifiedCount");
    bson_destroy(&reply);
    bool deleted = mongoc_collection_delete_many(drinks, byStore, NULL, &reply, &error);
    bson_destroy(byStore);
    CHECK(deleted, "delete_many: %s", error.message);
    CHECK(bson_iter_init_find(&iter, &reply, "deletedCount") && bson_iter_as_int64(&iter) == 100, "deletedCount");
    bson_destroy(&reply);
    CHECK(count(drinks, NULL) == 901, "count after delete_many");

    /* an unacknowledged write (w: 0): no reply, then a read on the same connection sees it */
    mongoc_write_concern_t *unacknowledged = mongoc_write_concern_new();
    mongoc_write_concern_set_w(unacknowledged, MONGOC_WRITE_CONCERN_W_UNACKNOWLEDGED);
    bson_t *unacknowledgedOptions = bson_new();
    mongoc_write_concern_append(unacknowledged, unacknowledgedOptions);
    bson_t *quiet = BCON_NEW("_id", BCON_UTF8("w0"));
    bool sent = mongoc_collection_insert_one(drinks, quiet, unacknowledgedOptions, NULL, &error);
    bson_destroy(quiet);
    bson_destroy(unacknowledgedOptions);
    mongoc_write_concern_destroy(unacknowledged);
    CHECK(sent, "w:0 insert: %s", error.message);
    bson_t *byW0 = BCON_NEW("_id", BCON_UTF8("w0"));
    int64_t w0 = count(drinks, byW0);
    bson_destroy(byW0);
    CHECK(w0 == 1, "the w:0 document was not found");

    /* a change stream on another client sees an insert made by this one */
    watched = mongoc_client_get_collection(watcherClient, "libmongoc", "drinks");
    bson_t *watchOptions = BCON_NEW("maxAwaitTimeMS", BCON_INT32(200));
    stream = mongoc_collection_watch(watched, &(bson_t)BSON_INITIALIZER, watchOptions);
    bson_destroy(watchOptions);
    const bson_t *event = NULL;
    const bson_t *streamError = NULL;
    mongoc_change_stream_next(stream, &event); /* opens the cursor: no event yet */
    CHECK(!mongoc_change_stream_error_document(stream, &error, &streamError), "watch: %s", error.message);
    bson_t *late = BCON_NEW("_id", BCON_UTF8("late"), "name", BCON_UTF8("Cortado"));
    bool insertedLate = mongoc_collection_insert_one(drinks, late, NULL, NULL, &error);
    bson_destroy(late);
    CHECK(insertedLate, "insert for the change stream: %s", error.message);
    event = NULL;
    for (int attempt = 0; attempt < 25 && event == NULL; attempt++) {
        if (!mongoc_change_stream_next(stream, &event)) {
            CHECK(!mongoc_change_stream_error_document(stream, &error, &streamError), "change stream: %s", error.message);
        }
    }
    CHECK(event != NULL, "no change event within 25 getMores");
    CHECK(bson_iter_init_find(&iter, event, "operationType") && strcmp(bson_iter_utf8(&iter, NULL), "insert") == 0, "operationType");
    bson_iter_t name;
    CHECK(bson_iter_init(&iter, event) && bson_iter_find_descendant(&iter, "fullDocument.name", &name) &&
              strcmp(bson_iter_utf8(&name, NULL), "Cortado") == 0,
          "fullDocument.name");

    printf("libmongoc smoke: all checks passed\n");

done:
    for (int i = 0; i < 1000; i++) {
        if (documents[i]) bson_destroy(documents[i]);
    }
    if (stream) mongoc_change_stream_destroy(stream);
    if (watched) mongoc_collection_destroy(watched);
    if (drinks) mongoc_collection_destroy(drinks);
    if (watcherClient) mongoc_client_destroy(watcherClient);
    if (client) mongoc_client_destroy(client);
    mongoc_cleanup();
    return failures == 0 ? 0 : 1;
}
