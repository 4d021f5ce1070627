import CLibMongoC
import DocStream
import DocStreamBSON

/// The Swift API's engine over a MongoDB deployment (a `docstream serve`, a replica set, a
/// sharded cluster, Atlas), through the MongoDB C driver: each request becomes the driver's
/// CRUD call or database command, run on the driver pool's threads, and the server's replies
/// and errors come back as the embedded engine gives them.
struct RemoteEngine: DocumentEngine {
    let driver: DriverPool

    var embeddedStore: Store? { nil }

    // MARK: Catalog

    nonisolated(nonsending) func databaseNames() async throws(DocStreamError) -> [String] {
        try await names { (pool, outcome) in ds_database_names(pool, outcome) }
    }

    nonisolated(nonsending) func collectionNames(in database: String) async throws(DocStreamError) -> [String] {
        try await names { (pool, outcome) in ds_collection_names(pool, database, outcome) }.sorted()
    }

    /// The names a catalog helper writes as `{names: [...]}`.
    private func names(_ call: @escaping @Sendable (OpaquePointer, UnsafeMutablePointer<ds_outcome>) -> Bool) async throws(DocStreamError) -> [String] {
        try await driver.run { (pool) throws(DocStreamError) in
            var outcome = ds_outcome()
            let succeeded = call(pool, &outcome)
            return try DriverOutcome.reply(succeeded, &outcome)["names"]?.arrayValue?.compactMap(\.stringValue) ?? []
        }
    }

    nonisolated(nonsending) func createCollection(_ namespace: Namespace, settings: CollectionSettings) async throws(DocStreamError) {
        var command: Document = ["create": .string(namespace.collection)]
        command.appendFields(of: settings.commandFields)
        _ = try await run(command, on: namespace.database)
    }

    nonisolated(nonsending) func createView(_ namespace: Namespace, viewOn source: String, pipeline: [Document]) async throws(DocStreamError) {
        let command: Document = ["create": .string(namespace.collection), "viewOn": .string(source), "pipeline": Self.array(pipeline)]
        _ = try await run(command, on: namespace.database)
    }

    nonisolated(nonsending) func modifyView(_ namespace: Namespace, viewOn source: String?, pipeline: [Document]?) async throws(DocStreamError) {
        var command: Document = ["collMod": .string(namespace.collection)]
        if let source { command["viewOn"] = .string(source) }
        if let pipeline { command["pipeline"] = Self.array(pipeline) }
        _ = try await run(command, on: namespace.database)
    }

    nonisolated(nonsending) func modifyCollection(_ namespace: Namespace, settings: CollectionSettings) async throws(DocStreamError) {
        var command: Document = ["collMod": .string(namespace.collection)]
        command.appendFields(of: settings.commandFields)
        _ = try await run(command, on: namespace.database)
    }

    nonisolated(nonsending) func dropDatabase(_ name: String) async throws(DocStreamError) {
        _ = try await run(["dropDatabase": 1], on: name)
    }

    nonisolated(nonsending) func dropCollection(_ namespace: Namespace) async throws(DocStreamError) {
        do throws(DocStreamError) {
            _ = try await run(["drop": .string(namespace.collection)], on: namespace.database)
        } catch  where error.errorCode == .namespaceNotFound {
            // Servers before 7.0 refuse to drop what is not there; the API's drop succeeds.
        }
    }

    nonisolated(nonsending) func renameCollection(_ namespace: Namespace, to target: Namespace, dropTarget: Bool) async throws(DocStreamError) {
        let command: Document = ["renameCollection": .string("\(namespace)"), "to": .string("\(target)"), "dropTarget": .bool(dropTarget)]
        _ = try await run(command, on: "admin")
    }

    // MARK: Documents

    nonisolated(nonsending) func insert(_ documents: [Document], into namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> [BSONValue]
    {
        let session = try Self.deploymentSession(session)
        // The drivers give a document without an `_id` a new ObjectId, first, before sending it.
        var ids: [BSONValue] = []
        var laidOut: [UInt8] = []
        ids.reserveCapacity(documents.count)
        for document in documents {
            if let id = document["_id"] {
                ids.append(id)
                laidOut += document.bytes
            } else {
                let id = BSONValue.objectId(ObjectId())
                ids.append(id)
                laidOut += Document([("_id", id)] + document.elements.map { ($0.key, $0.value) }).bytes
            }
        }
        let count = documents.count
        try await driver.run { [laidOut] (pool) throws(DocStreamError) in
            var outcome = ds_outcome()
            let succeeded = try Self.on(session) { (connection) -> Bool in
                laidOut.withUnsafeBufferPointer { ds_insert_many(pool, connection, namespace.database, namespace.collection, $0.baseAddress, count, &outcome) }
            }
            _ = try DriverOutcome.reply(succeeded, &outcome)
        }
        return ids
    }

    nonisolated(nonsending) func find(_ filter: Document, options: FindOptions, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError)
        -> [Document]
    {
        let session = try Self.deploymentSession(session)
        return try await drain(DriverCursor.Kind.find(filter: filter, options: Self.findOptions(options)), on: namespace, in: session)
    }

    func findCursor(_ filter: Document, options: FindOptions, in namespace: Namespace) throws(DocStreamError) -> DocumentCursor {
        let (driver, kind) = (driver, DriverCursor.Kind.find(filter: filter, options: Self.findOptions(options)))
        return DocumentCursor { () throws(DocStreamError) in CursorRuns(driver: driver, kind: kind, namespace: namespace) }
    }

    /// The find command's options for `options`.
    private static func findOptions(_ options: FindOptions) -> Document {
        var findOptions = Document()
        if let sort = options.sortDocument { findOptions["sort"] = .document(sort) }
        if let projection = options.projection { findOptions["projection"] = .document(projection) }
        if options.skip != 0 { findOptions["skip"] = .int64(Int64(options.skip)) }
        if let limit = options.limit, limit != 0 { findOptions["limit"] = .int64(Int64(limit)) }
        return findOptions
    }

    nonisolated(nonsending) func count(_ filter: Document, limit: Int, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> Int {
        let session = try Self.deploymentSession(session)
        let options: Document = limit > 0 ? ["limit": .int64(Int64(limit))] : [:]
        return try await driver.run { (pool) throws(DocStreamError) in
            var outcome = ds_outcome()
            let count = try Self.on(session) { (connection) throws(DocStreamError) in
                try filter.withBSON { (filterBytes, filterLength) throws(DocStreamError) in
                    try options.withBSON { (optionBytes, optionLength) throws(DocStreamError) in
                        ds_count(pool, connection, namespace.database, namespace.collection, filterBytes, filterLength, optionBytes, optionLength, &outcome)
                    }
                }
            }
            let result = DriverOutcome(taking: &outcome)
            guard count >= 0 else { throw result.error() }
            return Int(count)
        }
    }

    nonisolated(nonsending) func aggregate(_ pipeline: [Document], on namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> [Document]
    {
        let session = try Self.deploymentSession(session)
        return try await drain(.aggregate(pipeline), on: namespace, in: session)
    }

    func aggregateCursor(_ pipeline: [Document], on namespace: Namespace) throws(DocStreamError) -> DocumentCursor {
        let driver = driver
        return DocumentCursor { () throws(DocStreamError) in CursorRuns(driver: driver, kind: .aggregate(pipeline), namespace: namespace) }
    }

    nonisolated(nonsending) func update(_ request: UpdateRequest, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> UpdateResult
    {
        let session = try Self.deploymentSession(session)
        let update: Document
        let kind: Int32
        switch request.change {
        case .document(let document):
            update = document
            kind = document.firstKey?.hasPrefix("$") == true ? (request.multi ? 1 : 0) : 2
        case .pipeline(let stages):
            update = Self.arrayDocument(stages)
            kind = request.multi ? 1 : 0
        }
        // The server checks field names, as for inserts (the driver's default is stricter).
        let options: Document = ["upsert": .bool(request.upsert), "validate": false]
        let reply = try await driver.run { (pool) throws(DocStreamError) in
            var outcome = ds_outcome()
            let succeeded = try Self.on(session) { (connection) throws(DocStreamError) in
                try request.filter.withBSON { (filterBytes, filterLength) throws(DocStreamError) in
                    try update.withBSON { (updateBytes, updateLength) throws(DocStreamError) in
                        try options.withBSON { (optionBytes, optionLength) throws(DocStreamError) in
                            ds_update(
                                pool, connection, namespace.database, namespace.collection, kind, filterBytes, filterLength, updateBytes, updateLength,
                                optionBytes, optionLength, &outcome)
                        }
                    }
                }
            }
            return try DriverOutcome.reply(succeeded, &outcome)
        }
        return UpdateResult(
            matchedCount: Self.count(reply["matchedCount"]), modifiedCount: Self.count(reply["modifiedCount"]), documentId: reply["upsertedId"])
    }

    nonisolated(nonsending) func delete(_ filter: Document, limit: Int, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> Int {
        let session = try Self.deploymentSession(session)
        let reply = try await driver.run { (pool) throws(DocStreamError) in
            var outcome = ds_outcome()
            let succeeded = try Self.on(session) { (connection) throws(DocStreamError) in
                try filter.withBSON { (bytes, length) throws(DocStreamError) in
                    ds_delete(pool, connection, namespace.database, namespace.collection, limit != 1, bytes, length, &outcome)
                }
            }
            return try DriverOutcome.reply(succeeded, &outcome)
        }
        return Self.count(reply["deletedCount"])
    }

    nonisolated(nonsending) func findAndModify(_ request: FindAndModifyRequest, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError)
        -> Document?
    {
        let session = try Self.deploymentSession(session)
        var command: Document = ["findAndModify": .string(namespace.collection), "query": .document(request.filter)]
        if let sort = request.sort { command["sort"] = .document(sort) }
        if let projection = request.projection { command["fields"] = .document(projection) }
        if let change = request.change {
            command["update"] = change.commandValue
            command["new"] = .bool(request.returnsNewDocument)
            command["upsert"] = .bool(request.upsert)
        } else {
            command["remove"] = true
        }
        return try await run(command, on: namespace.database, in: session)["value"]?.documentValue
    }

    // MARK: Indexes

    nonisolated(nonsending) func createIndex(_ specification: Document, on namespace: Namespace) async throws(DocStreamError) -> String {
        let command: Document = ["createIndexes": .string(namespace.collection), "indexes": [.document(specification)]]
        _ = try await run(command, on: namespace.database)
        return specification["name"]?.stringValue ?? ""
    }

    nonisolated(nonsending) func dropIndexes(_ selector: BSONValue, on namespace: Namespace) async throws(DocStreamError) {
        _ = try await run(["dropIndexes": .string(namespace.collection), "index": selector], on: namespace.database)
    }

    nonisolated(nonsending) func listIndexes(on namespace: Namespace) async throws(DocStreamError) -> [Document] {
        try await drain(.indexes, on: namespace, in: nil)
    }

    // MARK: Sessions

    /// Takes a connection from the pool (waiting only when all are in use) and starts a server
    /// session on it.
    func startSession() -> any SessionTransactions {
        DeploymentSession(driver: driver)
    }

    // MARK: Change streams

    /// Opens the stream on the calling thread, one round trip, so that it sees every change
    /// made after this returns.
    func watch(_ scope: ChangeStreamScope, options: ChangeStreamOptions, pipeline: [Document]) throws(DocStreamError) -> ChangeStreamWatcher {
        let reader = try DeploymentChangeReader(driver: driver, scope: scope, options: options, pipeline: pipeline)
        return ChangeStreamWatcher(reader: reader, scope: scope, options: options)
    }

    /// Opens the stream on the driver's threads. One opened after its task gave up is let go,
    /// which closes it.
    func opening(_ scope: ChangeStreamScope, options: ChangeStreamOptions, pipeline: [Document]) -> ChangeStreamOpening {
        .pending { [self] () throws(DocStreamError) in
            try await driver.run { (_) throws(DocStreamError) in try watch(scope, options: options, pipeline: pipeline) }
        }
    }

    // MARK: Helpers

    /// The deployment session an operation runs in, if it is given one. An embedded client's
    /// session in a transaction is refused (20) rather than run outside it; one outside a
    /// transaction is no more than no session here.
    private static func deploymentSession(_ session: ClientSession?) throws(DocStreamError) -> DeploymentSession? {
        guard let session else { return nil }
        if let own = session.transactions as? DeploymentSession { return own }
        guard !session.isInTransaction else {
            throw DocStreamError(.illegalOperation, "a session in an embedded store's transaction cannot run operations on a deployment")
        }
        return nil
    }

    /// `body` with `session`'s connection (nil without a session), which nothing else uses
    /// meanwhile.
    private static func on<Result>(
        _ session: DeploymentSession?, _ body: (UnsafeMutablePointer<ds_connection>?) throws(DocStreamError) -> Result
    ) throws(DocStreamError) -> Result {
        guard let session else { return try body(nil) }
        return try session.withConnection { (connection) throws(DocStreamError) in try body(connection) }
    }

    /// The reply to `command`, run on `database` as a write (with the deployment's write
    /// concern), which every command this engine sends is but for reads through cursors.
    private func run(_ command: Document, on database: String, in session: DeploymentSession? = nil) async throws(DocStreamError) -> Document {
        try await driver.run { (pool) throws(DocStreamError) in
            var outcome = ds_outcome()
            let succeeded = try Self.on(session) { (connection) throws(DocStreamError) in
                try command.withBSON { (bytes, length) throws(DocStreamError) in ds_command(pool, connection, database, bytes, length, 1, &outcome) }
            }
            return try DriverOutcome.reply(succeeded, &outcome)
        }
    }

    /// Every result of a cursor, read to its end on one pool thread.
    private func drain(_ kind: DriverCursor.Kind, on namespace: Namespace, in session: DeploymentSession?) async throws(DocStreamError) -> [Document] {
        try await driver.run { (pool) throws(DocStreamError) in
            try Self.on(session) { (connection) throws(DocStreamError) in
                let cursor = try DriverCursor(pool: pool, connection: connection, kind: kind, namespace: namespace)
                defer { cursor.close() }
                var results: [Document] = []
                while true {
                    let run = try cursor.next(upTo: 4096)
                    if run.isEmpty { return results }
                    results += run
                }
            }
        }
    }

    private static func count(_ value: BSONValue?) -> Int {
        value?.nonDecimalNumberAsDouble.map { Int($0) } ?? 0
    }

    private static func array(_ stages: [Document]) -> BSONValue {
        .array(stages.map(BSONValue.document))
    }

    /// An array as the driver's helpers take one: a document keyed "0", "1", ...
    static func arrayDocument(_ stages: [Document]) -> Document {
        Document(stages.enumerated().map { ("\($0.offset)", BSONValue.document($0.element)) })
    }
}
