import DocStreamBSON
import Foundation

/// What DocStream tells a driver about itself in `hello` and `buildInfo`: a standalone,
/// writable server speaking MongoDB 8.0's wire versions, with MongoDB's size limits.
enum ServerDescription {
    /// The MongoDB release whose commands and replies DocStream follows.
    static let version = "8.0.0"
    static let versionArray: [Int32] = [8, 0, 0, 0]
    /// MongoDB 8.0's wire version.
    static let maxWireVersion: Int32 = 25
    static let maxMessageSizeBytes: Int32 = 48_000_000
    static let maxWriteBatchSize: Int32 = 100_000
    static let logicalSessionTimeoutMinutes: Int32 = 30
    /// hello's topologyVersion.processId: one for the life of the process.
    static let processID = ObjectId()

    /// This machine's name as gethostname(2) gives it, as MongoDB reports its host (no name
    /// lookup, which may wait on DNS).
    static var hostName: String {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return "localhost" }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// `{hello: 1}` (and the older `{isMaster: 1}` / `{ismaster: 1}`) -> the handshake reply a
/// driver reads: isWritablePrimary (ismaster for the older names), the size limits, the wire
/// versions, localTime, connectionId (manual: hello).
enum HelloCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        var reply: Document = arguments.name == "hello" ? ["isWritablePrimary": true] : ["ismaster": true]
        // A driver that asks with helloOk on isMaster learns it may use hello from now on.
        if arguments.name != "hello", try arguments.bool("helloOk") == true { reply["helloOk"] = true }
        reply["topologyVersion"] = ["processId": .objectId(ServerDescription.processID), "counter": .int64(0)]
        reply["maxBsonObjectSize"] = .int32(Int32(BSONLimits.maxDocumentSize))
        reply["maxMessageSizeBytes"] = .int32(ServerDescription.maxMessageSizeBytes)
        reply["maxWriteBatchSize"] = .int32(ServerDescription.maxWriteBatchSize)
        reply["localTime"] = .datetime(BSONDateTime(Date()))
        reply["logicalSessionTimeoutMinutes"] = .int32(ServerDescription.logicalSessionTimeoutMinutes)
        reply["connectionId"] = .int32(Int32(truncatingIfNeeded: context.session.connectionID))
        reply["minWireVersion"] = .int32(0)
        reply["maxWireVersion"] = .int32(ServerDescription.maxWireVersion)
        reply["readOnly"] = false
        return okReply(reply)
    }
}

/// `{buildInfo: 1}` -> the version a driver or tool checks features against (manual: buildInfo).
enum BuildInfoCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        okReply([
            "version": .string(ServerDescription.version),
            "gitVersion": "docstream",
            "modules": [],
            "allocator": "system",
            "javascriptEngine": "none",
            "sysInfo": "deprecated",
            "versionArray": .array(ServerDescription.versionArray.map(BSONValue.int32)),
            "bits": .int32(64),
            "debug": false,
            "maxBsonObjectSize": .int32(Int32(BSONLimits.maxDocumentSize)),
            "storageEngines": ["docstream"],
        ])
    }
}

/// `{listDatabases: 1, filter?, nameOnly?}` on the admin database -> `{databases: [{name,
/// sizeOnDisk, empty}], totalSize, totalSizeMb, ok}`; with nameOnly, `{databases: [{name}], ok}`
/// (manual: listDatabases). The filter matches the entries as they are listed.
enum ListDatabasesCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["filter", "nameOnly", "authorizedDatabases"])
        let filter = try QueryFilter(try arguments.document("filter") ?? [:])
        let nameOnly = try arguments.bool("nameOnly") ?? false
        let store = context.session.store
        var databases: [BSONValue] = []
        var totalSize = 0
        for name in store.databaseNames() {
            var entry: Document = ["name": .string(name)]
            let size = nameOnly ? 0 : try StorageStatistics(database: name, in: store).totalSize
            if !nameOnly {
                entry["sizeOnDisk"] = .int64(Int64(size))
                entry["empty"] = .bool(size == 0)
            }
            guard try filter.matches(entry) else { continue }
            databases.append(.document(entry))
            totalSize += size
        }
        guard !nameOnly else { return okReply(["databases": .array(databases)]) }
        return okReply([
            "databases": .array(databases), "totalSize": .int64(Int64(totalSize)),
            "totalSizeMb": .int64(Int64(totalSize / (1024 * 1024))),
        ])
    }
}

/// `{dbStats: 1, scale?}` -> `{db, collections, views, objects, avgObjSize, dataSize,
/// storageSize, indexes, indexSize, totalSize, scaleFactor, ok}` (manual: dbStats). A database
/// that does not exist has zero of everything.
enum DBStatsCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        try context.arguments.checkFields(["scale", "freeStorage"])
        let scale = try StorageStatistics.scale(context.arguments)
        let statistics = try StorageStatistics(database: context.database, in: context.session.store)
        return okReply([
            "db": .string(context.database),
            "collections": .int64(Int64(statistics.collections)),
            "views": .int64(Int64(statistics.views)),
            "objects": .int64(Int64(statistics.count)),
            "avgObjSize": .double(statistics.averageObjectSize),
            "dataSize": .int64(Int64(statistics.dataSize / scale)),
            "storageSize": .int64(Int64(statistics.dataSize / scale)),
            "indexes": .int64(Int64(statistics.indexSizes.count)),
            "indexSize": .int64(Int64(statistics.indexSize / scale)),
            "totalSize": .int64(Int64(statistics.totalSize / scale)),
            "scaleFactor": .int64(Int64(scale)),
        ])
    }
}

/// `{collStats: "coll", scale?}` -> `{ns, size, count, avgObjSize, storageSize, nindexes,
/// indexSizes, totalIndexSize, totalSize, scaleFactor, ok}` (manual: collStats); a collection
/// that does not exist is 26 NamespaceNotFound, as on MongoDB 8.0.
enum CollStatsCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        try context.arguments.checkFields(["scale", "verbose"])
        let scale = try StorageStatistics.scale(context.arguments)
        let namespace = try context.namespace()
        var reply: Document = ["ns": .string(namespace.description)]
        for field in try storageStatistics(of: namespace, in: context.session.store, scale: scale).elements {
            reply[field.key] = field.value
        }
        return okReply(reply)
    }

    /// The sizes of a collection as collStats and `$collStats`'s storageStats report them:
    /// `{size, count, avgObjSize, storageSize, capped, max?, maxSize?, nindexes, indexBuilds,
    /// totalIndexSize, totalSize, indexSizes, scaleFactor}` (a capped collection's `max` is 0
    /// without a document limit); 26 NamespaceNotFound when it does not exist, 166
    /// CommandNotSupportedOnView for a view.
    static func storageStatistics(of namespace: Namespace, in store: Store, scale: Int) throws(DocStreamError) -> Document {
        guard let collection = try store.snapshot(namespace) else {
            throw DocStreamError(.namespaceNotFound, "Collection [\(namespace)] not found.")
        }
        if collection.options.view != nil { throw .viewNotCollection(namespace) }
        let statistics = StorageStatistics(collection)
        var reply: Document = [
            "size": .number(statistics.dataSize / scale),
            "count": .number(statistics.count),
        ]
        if statistics.count > 0 { reply["avgObjSize"] = .number(Int(statistics.averageObjectSize)) }
        reply["storageSize"] = .number(statistics.dataSize / scale)
        reply["capped"] = .bool(collection.options.capped != nil)
        if let limits = collection.options.capped {
            reply["max"] = .number(Int(limits.max ?? 0))
            reply["maxSize"] = .number(Int(limits.size) / scale)
        }
        reply["nindexes"] = .number(statistics.indexSizes.count)
        reply["indexBuilds"] = []
        reply["totalIndexSize"] = .number(statistics.indexSize / scale)
        reply["totalSize"] = .number(statistics.totalSize / scale)
        reply["indexSizes"] = .document(Document(statistics.indexSizes.map { ($0.name, .number($0.size / scale)) }))
        reply["scaleFactor"] = .number(scale)
        return reply
    }
}

/// `{hostInfo: 1}` on the admin database -> `{system: {currentTime, hostname, cpuAddrSize,
/// memSizeMB, numCores, cpuArch}, os: {type, name, version}, extra: {}, ok}` (manual: hostInfo).
enum HostInfoCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let process = ProcessInfo.processInfo
        // uname(2): the kernel's name ("Linux", "Darwin"), release and machine ("x86_64", "aarch64").
        var names = utsname()
        _ = uname(&names)
        func text<Field>(_ field: Field) -> String {
            withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return okReply([
            "system": .document([
                "currentTime": .datetime(BSONDateTime(Date())),
                "hostname": .string(ServerDescription.hostName),
                "cpuAddrSize": .int32(64),
                "memSizeMB": .int64(Int64(process.physicalMemory / (1024 * 1024))),
                "numCores": .int32(Int32(process.processorCount)),
                "cpuArch": .string(text(names.machine)),
            ]),
            "os": .document([
                "type": .string(text(names.sysname)),
                "name": .string(process.operatingSystemVersionString),
                "version": .string(text(names.release)),
            ]),
            "extra": .document([:]),
        ])
    }
}

/// `{top: 1}` on the admin database -> `{totals: {note, "<db>.<collection>": {total, readLock,
/// writeLock, queries, getmore, insert, update, remove, commands}}, ok}`, each `{time, count}`
/// in microseconds since the store opened (manual: top): finds count as queries, getMores as
/// getmore, insert, update and delete commands under their own names, and every other command
/// on the collection (aggregate, count, findAndModify, createIndexes, ...) as commands; reads
/// count under readLock, writes and definition changes under writeLock.
enum TopCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        okReply(["totals": .document(context.session.store.operationStatistics.topTotals())])
    }
}

/// `{replSetGetStatus: 1}` in a store without a server: 76 NoReplicationEnabled, as a
/// standalone MongoDB answers (manual: replSetGetStatus). `docstream serve` answers it for the
/// one-member set it presents.
enum ReplSetGetStatusCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        throw DocStreamError(.noReplicationEnabled, "not running with --replSet")
    }
}

extension CommandSession {
    /// The MongoDB release whose commands and replies DocStream follows, as buildInfo and
    /// serverStatus report it.
    public static var serverVersion: String { ServerDescription.version }

    /// Closes one cursor, as killCursors does: a getMore waiting on it, if it is a change
    /// stream, returns at once. False when no such cursor is open.
    @discardableResult
    public func closeCursor(_ id: Int64) -> Bool {
        cursors.kill(id)
    }
}

/// `{listCommands: 1}` -> `{commands: {name: {help, adminOnly, requiresAuth}}, ok}`, one entry
/// for every command the session answers (manual: listCommands).
enum ListCommandsCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        try context.arguments.checkFields([])
        let commands = CommandTable.commands.sorted { $0.key < $1.key }.map { name, command -> (String, BSONValue) in
            (name, ["help": .string(command.help), "adminOnly": .bool(command.adminOnly), "requiresAuth": false])
        }
        return okReply(["commands": .document(Document(commands))])
    }
}

/// The sizes dbStats, collStats and listDatabases report. DocStream keeps each collection's
/// documents as their BSON, so the data size (and the storage size) is the sum of the
/// documents' BSON sizes; an index's size is that of its keys' BSON values and a slot
/// reference per entry.
struct StorageStatistics {
    var collections = 0
    var views = 0
    var count = 0
    var dataSize = 0
    var indexSizes: [(name: String, size: Int)] = []

    /// The bytes of one index entry beside its key's values: the slot it points to.
    static let entryOverhead = 8

    init(_ collection: CollectionData) {
        collections = 1
        count = collection.count
        dataSize = collection.documents.reduce(0) { $0 + $1.bytes.count }
        indexSizes = collection.indexes.indexes.map { index in
            let keyBytes = index.entries.chunks.joined().reduce(0) { total, entry in
                total + Self.entryOverhead + entry.key.values.reduce(0) { $0 + $1.encodedSize }
            }
            return (index.name, keyBytes)
        }
    }

    /// The sums over a database's collections (zero for one that does not exist).
    init(database: String, in store: Store) throws(DocStreamError) {
        for name in store.collectionNames(in: database) {
            guard let collection = try store.snapshot(try Namespace(database: database, collection: name)) else { continue }
            guard collection.options.view == nil else {
                views += 1
                continue
            }
            let statistics = StorageStatistics(collection)
            collections += 1
            count += statistics.count
            dataSize += statistics.dataSize
            indexSizes += statistics.indexSizes
        }
    }

    var indexSize: Int { indexSizes.reduce(0) { $0 + $1.size } }
    var totalSize: Int { dataSize + indexSize }
    var averageObjectSize: Double { count == 0 ? 0 : Double(dataSize) / Double(count) }

    /// The `scale` option: sizes are divided by it (whole numbers; a fraction is truncated,
    /// as MongoDB does since 4.2), and it must be at least 1.
    static func scale(_ arguments: CommandArguments) throws(DocStreamError) -> Int {
        let scale: Int
        if case .double(let number)? = arguments.command["scale"], number.isFinite, abs(number) < 9.2e18 {
            scale = Int(number)
        } else {
            scale = try arguments.integer("scale") ?? 1
        }
        guard scale >= 1 else {
            throw DocStreamError(.location(51024), "BSON field 'scale' value must be >= 1, actual value '\(scale)'")
        }
        return scale
    }
}

extension BSONValue {
    /// A whole number as MongoDB's appendNumber writes it: int32 when it fits, else int64.
    static func number(_ value: Int) -> BSONValue {
        Int32(exactly: value).map(BSONValue.int32) ?? .int64(Int64(value))
    }
}
