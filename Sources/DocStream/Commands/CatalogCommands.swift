import DocStreamBSON
import Foundation

/// `{create: "coll", capped?, size?, max?, validator?, validationLevel?, validationAction?,
/// changeStreamPreAndPostImages?, collation?}` or, for a view, `{create: "view", viewOn,
/// pipeline?, collation?}` ->
/// `{ok}`; `{ok}` too when it exists with the same options, 48 NamespaceExists when with others.
enum CreateCommand {
    /// Options that would change what the collection stores or returns and DocStream does not
    /// have, so refused rather than silently ignored.
    static let unsupportedOptions = ["timeseries", "clusteredIndex", "expireAfterSeconds"]
    /// The options a view does not take: it holds no documents to validate or index.
    static let collectionOnlyOptions = ["capped", "size", "max", "validator", "validationLevel", "validationAction", "changeStreamPreAndPostImages"]

    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields([
            "capped", "size", "max", "validator", "validationLevel", "validationAction", "idIndex", "storageEngine", "indexOptionDefaults", "viewOn",
            "pipeline", "timeseries", "clusteredIndex", "changeStreamPreAndPostImages", "expireAfterSeconds", "collation",
        ])
        if let option = unsupportedOptions.first(where: { arguments.command[$0] != nil }) {
            throw DocStreamError(.notImplemented, "create with '\(option)' is not supported: DocStream has no clustered or time series collections")
        }
        let namespace = try context.namespace()
        var options = CollectionOptions()
        options.capped = try cappedLimits(arguments)
        options.setCollation(try arguments.collator())
        let pipeline = try arguments.documents("pipeline")
        if let viewOn = try arguments.string("viewOn") {
            if let option = collectionOnlyOptions.first(where: { arguments.command[$0] != nil }) {
                throw DocStreamError(.invalidOptions, "option not supported on a view: \(option)")
            }
            if arguments.command["idIndex"] != nil { throw DocStreamError(.invalidOptions, "'viewOn' and 'idIndex' cannot both be specified") }
            options.view = try ViewDefinition(checking: viewOn, pipeline: pipeline ?? [], for: namespace)
            try context.session.store.createCollection(namespace, options: options)
            return okReply()
        }
        if pipeline != nil { throw DocStreamError(.invalidOptions, "'pipeline' requires 'viewOn' to also be specified") }
        try options.set(
            validator: try arguments.document("validator"), level: try arguments.string("validationLevel"),
            action: try arguments.string("validationAction"), command: "create", on: namespace)
        if let images = try arguments.document("changeStreamPreAndPostImages") { try options.setPreAndPostImages(images, command: "create") }
        try context.session.store.createCollection(namespace, options: options)
        return okReply()
    }

    /// `capped`, `size` and `max` as create.idl and the create command check them: size at
    /// least 1 (51024), required with capped, and capped required with either (72).
    static func cappedLimits(_ arguments: CommandArguments) throws(DocStreamError) -> CappedLimits? {
        let capped = try arguments.bool("capped") ?? false
        let size = try arguments.integer("size")
        let max = try arguments.integer("max")
        // The IDL checks the size's least value as it parses, before the checks below.
        if let size { try CappedLimits.checkCreatedSize(Int64(size)) }
        if capped, size == nil { throw DocStreamError(.invalidOptions, "the 'size' field is required when 'capped' is true") }
        if size != nil || max != nil, !capped {
            throw DocStreamError(.invalidOptions, "the 'capped' field needs to be true when either the 'size' or 'max' fields are present")
        }
        guard capped, let size else { return nil }
        return try CappedLimits.created(size: Int64(size), max: max.map(Int64.init))
    }
}

/// `{convertToCapped: "coll", size}` -> `{ok}`: makes the collection capped at `size` bytes,
/// keeping its newest documents that fit, its options and its `_id` index (MongoDB manual,
/// convertToCapped).
enum ConvertToCappedCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        try context.arguments.checkFields(["size"])
        let namespace = try context.namespace()
        let limits = try CappedLimits(size: try CappingCommands.size(context.arguments), max: nil)
        try context.session.store.copyAsCapped(namespace, to: namespace, limits: limits, replacingSource: true)
        return okReply()
    }
}

/// `{cloneCollectionAsCapped: "source", toCollection: "target", size}` -> `{ok}`: a new
/// capped collection of `size` bytes with the source's newest documents that fit (MongoDB
/// manual, cloneCollectionAsCapped).
enum CloneCollectionAsCappedCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["toCollection", "size", "temp"])
        let source = try context.namespace()
        guard let targetName = try arguments.string("toCollection") else { throw arguments.missingField("toCollection") }
        let target = try Namespace(database: context.database, collection: targetName)
        let limits = try CappedLimits(size: try CappingCommands.size(arguments), max: nil)
        try context.session.store.copyAsCapped(source, to: target, limits: limits, replacingSource: false)
        return okReply()
    }
}

/// What convertToCapped and cloneCollectionAsCapped read alike.
enum CappingCommands {
    /// The required `size`, a number of bytes (fractions dropped).
    static func size(_ arguments: CommandArguments) throws(DocStreamError) -> Int64 {
        guard let value = arguments.command["size"] else { throw arguments.missingField("size") }
        guard value.isNumber else { throw arguments.typeMismatch("size", value, expected: "double") }
        return value.saturatingInteger(in: Int64.min...Int64.max) ?? 0
    }
}

/// `{drop: "coll"}` -> `{nIndexesWas, ns, ok}`; dropping a missing collection succeeds, as
/// on MongoDB 7.0 and later.
enum DropCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        try context.arguments.checkFields([])
        let namespace = try context.namespace()
        let dropped = context.session.store.outline(namespace)
        guard try context.session.store.dropCollection(namespace) else { return okReply() }
        // A view has no indexes to count.
        guard let indexCount = dropped?.options.view == nil ? dropped?.indexes.indexes.count : nil else {
            return okReply(["ns": .string(namespace.description)])
        }
        return okReply(["nIndexesWas": .int32(Int32(indexCount)), "ns": .string(namespace.description)])
    }
}

/// `{renameCollection: "db.source", to: "db.target", dropTarget?}` -> `{ok}`, run against the
/// admin database (`CommandTable` refuses it elsewhere with 13 Unauthorized, as MongoDB does).
enum RenameCollectionCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["to", "dropTarget", "stayTemp"])
        guard let sourceName = try arguments.string("renameCollection") else { throw arguments.missingField("renameCollection") }
        guard let targetName = try arguments.string("to") else { throw arguments.missingField("to") }
        guard let source = Namespace(fullName: sourceName) else {
            throw DocStreamError(.invalidNamespace, "Invalid source namespace: \(sourceName)")
        }
        guard let target = Namespace(fullName: targetName) else {
            throw DocStreamError(.invalidNamespace, "Invalid target namespace: \(targetName)")
        }
        try context.session.store.renameCollection(source, to: target, dropTarget: try arguments.bool("dropTarget") ?? false)
        return okReply()
    }
}

/// `{dropDatabase: 1}` -> `{dropped, ok}`.
enum DropDatabaseCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        try context.arguments.checkFields([])
        try context.session.store.dropDatabase(context.database)
        return okReply(["dropped": .string(context.database)])
    }
}

/// `{listCollections: 1, filter, nameOnly}` -> a cursor over `{name, type, options, info: {readOnly,
/// uuid}, idIndex}`
/// (a view: type "view", its `{viewOn, pipeline}` as options, read-only, no idIndex).
enum ListCollectionsCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["filter", "nameOnly", "cursor", "authorizedCollections"])
        let filter = try QueryFilter(try arguments.document("filter") ?? [:])
        let nameOnly = try arguments.bool("nameOnly") ?? false
        let store = context.session.store
        let entries = try store.collectionNames(in: context.database).map { (name) throws(DocStreamError) -> Document in
            let collection = store.outline(try Namespace(database: context.database, collection: name))
            let options = collection?.options ?? CollectionOptions()
            let type: BSONValue = options.view == nil ? "collection" : "view"
            if nameOnly { return ["name": .string(name), "type": type] }
            guard options.view == nil else {
                return ["name": .string(name), "type": type, "options": .document(options.document), "info": ["readOnly": true]]
            }
            return [
                "name": .string(name), "type": type, "options": .document(options.document),
                "info": .document(Document([("readOnly", false)] + (collection?.uuid.map { [("uuid", $0.bsonValue)] } ?? []))),
                "idIndex": ["v": .int32(2), "key": ["_id": .int32(1)], "name": "_id_"],
            ]
        }
        let namespace = "\(context.database).$cmd.listCollections"
        var matching: [Document] = []
        for entry in entries where try filter.matches(entry) {
            matching.append(entry)
        }
        return CursorReply.cursor(batch: ResultBatch(matching), batchName: "firstBatch", id: 0, namespace: namespace)
    }
}
