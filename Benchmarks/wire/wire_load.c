/* The load client of Benchmarks/wire/run: the MongoDB C driver (libmongoc) against
 * `docstream serve`, so the client is not what is measured. Modes:
 *
 *   wire_load roundtrips URI TARGETS N    ping, find by _id, insertOne, updateOne by _id on one
 *                                         connection, N of each: p50 and p99 in microseconds
 *   wire_load throughput URI TARGETS CONNS SECS
 *                                         finds by _id from CONNS threads, each with its own
 *                                         connection, for SECS seconds: operations per second
 *   wire_load echo HOST PORT N            N round trips of a 100-byte message through a plain
 *                                         TCP echo server: p50 and p99 in microseconds
 *   wire_load workloads URI DIR REPS      the aggregate pipelines DIR/W1..W7/pipeline.json over
 *                                         bench.drinks, each result drained: median ms of REPS
 *                                         (at most 64) after three untimed runs, and the median
 *                                         processor time the driver's thread spent on each
 *   wire_load idle-streams URI COUNT      opens COUNT change streams on bench.drinks and holds
 *                                         them until standard input closes
 *
 * Each mode prints one line of JSON. TARGETS is the data set's targets file (its "updates": the
 * hex ObjectIds of 10,000 stored documents); the finds by _id pick among them at random. */
#include <arpa/inet.h>
#include <malloc.h>
#include <mongoc/mongoc.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

/* The calling thread's processor time: what the driver itself spends on a workload, reading
 * the replies from its socket and handing out each result. */
static double thread_cpu_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* p50 and p99 of `n` samples, sorted in place. */
static void percentiles(double *samples, int n, double *p50, double *p99) {
    qsort(samples, n, sizeof(double), compare_doubles);
    *p50 = samples[n / 2];
    *p99 = samples[(int)(n * 0.99)];
}

static void fail(const char *what, const bson_error_t *error) {
    fprintf(stderr, "wire_load: %s: %s\n", what, error ? error->message : "failed");
    exit(1);
}

/* The ObjectIds of the targets file's "updates", through `count`. */
static bson_oid_t *load_targets(const char *path, int *count) {
    bson_error_t error;
    bson_json_reader_t *reader = bson_json_reader_new_from_file(path, &error);
    if (!reader) fail(path, &error);
    bson_t targets = BSON_INITIALIZER;
    if (bson_json_reader_read(reader, &targets, &error) != 1) fail(path, &error);
    bson_json_reader_destroy(reader);
    bson_iter_t iter, element;
    if (!bson_iter_init_find(&iter, &targets, "updates") || !bson_iter_recurse(&iter, &element)) fail("no updates in the targets file", NULL);
    bson_oid_t *ids = NULL;
    *count = 0;
    while (bson_iter_next(&element)) {
        ids = realloc(ids, sizeof(bson_oid_t) * (*count + 1));
        bson_oid_init_from_string(&ids[(*count)++], bson_iter_utf8(&element, NULL));
    }
    bson_destroy(&targets);
    if (*count == 0) fail("the targets file names no _id", NULL);
    return ids;
}

static bool find_by_id(mongoc_collection_t *collection, const bson_oid_t *id) {
    bson_t *filter = BCON_NEW("_id", BCON_OID(id));
    bson_t *options = BCON_NEW("limit", BCON_INT64(1), "singleBatch", BCON_BOOL(true));
    mongoc_cursor_t *cursor = mongoc_collection_find_with_opts(collection, filter, options, NULL);
    const bson_t *document;
    bool found = mongoc_cursor_next(cursor, &document);
    mongoc_cursor_destroy(cursor);
    bson_destroy(options);
    bson_destroy(filter);
    return found;
}

static int roundtrips(const char *uri, const char *targetsPath, int n) {
    int targetCount;
    bson_oid_t *targets = load_targets(targetsPath, &targetCount);
    mongoc_client_t *client = mongoc_client_new(uri);
    if (!client) fail("uri", NULL);
    mongoc_collection_t *drinks = mongoc_client_get_collection(client, "bench", "drinks");
    mongoc_collection_t *scratch = mongoc_client_get_collection(client, "bench", "roundtrips");
    mongoc_collection_drop(scratch, NULL);
    double *samples = malloc(sizeof(double) * n);
    bson_error_t error;
    const char *names[] = {"ping", "findById", "insertOne", "updateOneById"};
    printf("{\"mode\":\"roundtrips\",\"n\":%d", n);
    for (int kind = 0; kind < 4; kind++) {
        for (int i = 0; i < n; i++) {
            double start = now_us();
            bool ok = true;
            if (kind == 0) {
                bson_t *ping = BCON_NEW("ping", BCON_INT32(1));
                ok = mongoc_client_command_simple(client, "admin", ping, NULL, NULL, &error);
                bson_destroy(ping);
            } else if (kind == 1) {
                ok = find_by_id(drinks, &targets[random() % targetCount]);
            } else if (kind == 2) {
                bson_t *document = BCON_NEW("_id", BCON_INT32(i), "name", BCON_UTF8("Cortado"), "price", BCON_DOUBLE(3.5));
                ok = mongoc_collection_insert_one(scratch, document, NULL, NULL, &error);
                bson_destroy(document);
            } else {
                bson_t *filter = BCON_NEW("_id", BCON_INT32(i));
                bson_t *update = BCON_NEW("$inc", "{", "orders", BCON_INT32(1), "}");
                ok = mongoc_collection_update_one(scratch, filter, update, NULL, NULL, &error);
                bson_destroy(update);
                bson_destroy(filter);
            }
            samples[i] = now_us() - start;
            if (!ok) fail(names[kind], &error);
        }
        double p50, p99;
        percentiles(samples, n, &p50, &p99);
        printf(",\"%s\":{\"p50us\":%.1f,\"p99us\":%.1f}", names[kind], p50, p99);
    }
    printf("}\n");
    free(samples);
    free(targets);
    mongoc_collection_destroy(scratch);
    mongoc_collection_destroy(drinks);
    mongoc_client_destroy(client);
    return 0;
}

struct worker {
    mongoc_client_pool_t *pool;
    const bson_oid_t *targets;
    int targetCount;
    double until;
    long operations;
};

static void *finder(void *argument) {
    struct worker *worker = argument;
    mongoc_client_t *client = mongoc_client_pool_pop(worker->pool);
    mongoc_collection_t *drinks = mongoc_client_get_collection(client, "bench", "drinks");
    unsigned seed = (unsigned)(uintptr_t)worker;
    while (now_us() < worker->until) {
        if (!find_by_id(drinks, &worker->targets[rand_r(&seed) % worker->targetCount])) fail("find by _id in a worker", NULL);
        worker->operations++;
    }
    mongoc_collection_destroy(drinks);
    mongoc_client_pool_push(worker->pool, client);
    return NULL;
}

static int throughput(const char *uriText, const char *targetsPath, int connections, double seconds) {
    int targetCount;
    bson_oid_t *targets = load_targets(targetsPath, &targetCount);
    bson_error_t error;
    mongoc_uri_t *uri = mongoc_uri_new_with_error(uriText, &error);
    if (!uri) fail("uri", &error);
    mongoc_uri_set_option_as_int32(uri, MONGOC_URI_MAXPOOLSIZE, connections);
    mongoc_client_pool_t *pool = mongoc_client_pool_new(uri);
    struct worker *workers = calloc(connections, sizeof(struct worker));
    pthread_t *threads = calloc(connections, sizeof(pthread_t));
    double start = now_us();
    for (int i = 0; i < connections; i++) {
        workers[i] = (struct worker){pool, targets, targetCount, start + seconds * 1e6, 0};
        pthread_create(&threads[i], NULL, finder, &workers[i]);
    }
    long total = 0;
    for (int i = 0; i < connections; i++) {
        pthread_join(threads[i], NULL);
        total += workers[i].operations;
    }
    double elapsed = (now_us() - start) / 1e6;
    printf("{\"mode\":\"throughput\",\"connections\":%d,\"findsPerSecond\":%.0f}\n", connections, total / elapsed);
    free(threads);
    free(workers);
    free(targets);
    mongoc_client_pool_destroy(pool);
    mongoc_uri_destroy(uri);
    return 0;
}

static int echo(const char *host, int port, int n) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    inet_pton(AF_INET, host, &address.sin_addr);
    if (connect(fd, (struct sockaddr *)&address, sizeof address) != 0) fail("connecting to the echo server", NULL);
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    char message[100], reply[100];
    memset(message, 'x', sizeof message);
    double *samples = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) {
        double start = now_us();
        if (write(fd, message, sizeof message) != sizeof message) fail("writing to the echo server", NULL);
        size_t got = 0;
        while (got < sizeof reply) {
            ssize_t r = read(fd, reply + got, sizeof reply - got);
            if (r <= 0) fail("reading from the echo server", NULL);
            got += (size_t)r;
        }
        samples[i] = now_us() - start;
    }
    double p50, p99;
    percentiles(samples, n, &p50, &p99);
    printf("{\"mode\":\"echo\",\"n\":%d,\"p50us\":%.1f,\"p99us\":%.1f}\n", n, p50, p99);
    free(samples);
    close(fd);
    return 0;
}

static int workloads(const char *uri, const char *directory, int repetitions) {
    mongoc_client_t *client = mongoc_client_new(uri);
    if (!client) fail("uri", NULL);
    mongoc_collection_t *drinks = mongoc_client_get_collection(client, "bench", "drinks");
    const char *names[] = {"W1-match-store", "W2-group-by-store", "W3-project-split", "W4-add-fields-split",
                           "W5-unwind-group", "W6a-sort-limit", "W6b-sort-full", "W7-match-group-by-name"};
    printf("{\"mode\":\"workloads\"");
    for (int w = 0; w < 8; w++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s/pipeline.json", directory, names[w]);
        bson_error_t error;
        bson_json_reader_t *reader = bson_json_reader_new_from_file(path, &error);
        if (!reader) fail(path, &error);
        bson_t stages = BSON_INITIALIZER;
        if (bson_json_reader_read(reader, &stages, &error) != 1) fail(path, &error);
        bson_json_reader_destroy(reader);
        bson_t *pipeline = BCON_NEW("pipeline", BCON_ARRAY(&stages));
        bson_t *options = BCON_NEW("allowDiskUse", BCON_BOOL(true));
        double samples[64], client[64];
        long rows = 0;
        /* Three untimed runs first: the server's first batches of a workload fault in fresh
         * memory for its 16 MiB replies (steady only after a few runs), as the in-process
         * runner's first repetition builds its column caches. */
        for (int r = -3; r < repetitions && r < 64; r++) {
            double start = now_us(), start_cpu = thread_cpu_us();
            mongoc_cursor_t *cursor = mongoc_collection_aggregate(drinks, MONGOC_QUERY_NONE, pipeline, options, NULL);
            const bson_t *document;
            rows = 0;
            while (mongoc_cursor_next(cursor, &document)) rows++;
            if (mongoc_cursor_error(cursor, &error)) fail(names[w], &error);
            mongoc_cursor_destroy(cursor);
            if (r >= 0) {
                samples[r] = (now_us() - start) / 1e3;
                client[r] = (thread_cpu_us() - start_cpu) / 1e3;
            }
        }
        double p50, p99, client_p50;
        percentiles(samples, repetitions < 64 ? repetitions : 64, &p50, &p99);
        percentiles(client, repetitions < 64 ? repetitions : 64, &client_p50, &p99);
        printf(",\"%.*s\":{\"medianMs\":%.1f,\"clientCpuMs\":%.2f,\"rows\":%ld}", (int)(strchr(names[w], '-') - names[w]),
               names[w], p50, client_p50, rows);
        bson_destroy(options);
        bson_destroy(pipeline);
        bson_destroy(&stages);
    }
    printf("}\n");
    mongoc_collection_destroy(drinks);
    mongoc_client_destroy(client);
    return 0;
}

static int idle_streams(const char *uri, int count) {
    mongoc_client_t *client = mongoc_client_new(uri);
    if (!client) fail("uri", NULL);
    mongoc_collection_t *drinks = mongoc_client_get_collection(client, "bench", "drinks");
    mongoc_change_stream_t **streams = calloc(count, sizeof *streams);
    bson_t empty = BSON_INITIALIZER;
    bson_t *options = BCON_NEW("maxAwaitTimeMS", BCON_INT32(1));
    for (int i = 0; i < count; i++) {
        streams[i] = mongoc_collection_watch(drinks, &empty, options);
        bson_error_t error;
        if (mongoc_change_stream_error_document(streams[i], &error, NULL)) fail("watch", &error);
    }
    printf("{\"mode\":\"idle-streams\",\"streams\":%d}\n", count);
    fflush(stdout);
    char buffer[64];
    while (read(0, buffer, sizeof buffer) > 0) {
    }
    for (int i = 0; i < count; i++) mongoc_change_stream_destroy(streams[i]);
    free(streams);
    bson_destroy(options);
    mongoc_collection_destroy(drinks);
    mongoc_client_destroy(client);
    return 0;
}

int main(int argc, char **argv) {
    /* libmongoc allocates a buffer for each reply; by default glibc served each 16 MiB batch
     * from a fresh mapping and gave it back when freed, so the client spent more time faulting
     * pages in than reading results. The server keeps freed memory the same way. */
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    mongoc_init();
    int status = 2;
    if (argc == 5 && strcmp(argv[1], "roundtrips") == 0) {
        status = roundtrips(argv[2], argv[3], atoi(argv[4]));
    } else if (argc == 6 && strcmp(argv[1], "throughput") == 0) {
        status = throughput(argv[2], argv[3], atoi(argv[4]), atof(argv[5]));
    } else if (argc == 5 && strcmp(argv[1], "echo") == 0) {
        status = echo(argv[2], atoi(argv[3]), atoi(argv[4]));
    } else if (argc == 5 && strcmp(argv[1], "workloads") == 0) {
        status = workloads(argv[2], argv[3], atoi(argv[4]));
    } else if (argc == 4 && strcmp(argv[1], "idle-streams") == 0) {
        status = idle_streams(argv[2], atoi(argv[3]));
    } else {
        fprintf(stderr, "usage: see the comment at the top of wire_load.c\n");
    }
    mongoc_cleanup();
    return status;
}
