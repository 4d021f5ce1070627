import DocStreamBSON

/// `{createIndexes: "coll", indexes: [{key, name, unique, sparse, partialFilterExpression, hidden, collation}]}`
/// -> `{numIndexesBefore, numIndexesAfter, createdCollectionAutomatically, ok}`, or with
/// `note: "all indexes already exist"` when every requested index exists. Every spec is checked
/// before anything is built; a failure builds nothing (manual: createIndexes). A spec without a
/// collation takes the collection's default one.
enum CreateIndexesCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["indexes", "commitQuorum", "ignoreUnknownIndexOptions"])
        guard let specs = try arguments.documents("indexes") else { throw arguments.missingField("indexes") }
        guard !specs.isEmpty else { throw .badValue("Must specify at least one index to create") }
        let namespace = try context.namespace()
        let collectionDefault = context.session.store.defaultCollation(namespace)
        let specifications = try specs.map { (spec) throws(DocStreamError) in
            var spec = spec
            if spec["collation"] == nil, let collectionDefault { spec["collation"] = .document(collectionDefault.specification) }
            return try IndexSpecification(spec)
        }
        let creation = try context.session.store.createIndexes(namespace, specifications)
        var reply: Document = ["numIndexesBefore": .int32(Int32(creation.indexesBefore)), "numIndexesAfter": .int32(Int32(creation.indexesAfter))]
        if creation.createdCollection { reply["createdCollectionAutomatically"] = true }
        if creation.indexesAfter == creation.indexesBefore {
            reply["note"] = "all indexes already exist"
        } else if !creation.createdCollection {
            reply["createdCollectionAutomatically"] = false
        }
        return okReply(reply)
    }
}

/// `{dropIndexes: "coll", index: "name" | {keyPattern} | ["name", ...] | "*"}` -> `{nIndexesWas, ok}`
/// (with `msg` for "*"). The `_id` index stays (72 InvalidOptions); an unknown index is 27
/// IndexNotFound; a missing collection 26 NamespaceNotFound (manual: dropIndexes).
enum DropIndexesCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["index"])
        guard let selector = arguments.command["index"] else { throw arguments.missingField("index") }
        let namespace = try context.namespace()
        guard context.session.store.outline(namespace) != nil else {
            throw DocStreamError(.namespaceNotFound, "ns not found \(namespace)")
        }
        let count = try context.session.store.dropIndexes(namespace) { (catalog) throws(DocStreamError) in
            try chosenNames(selector, in: catalog, arguments: arguments)
        }
        var reply: Document = ["nIndexesWas": .int32(Int32(count))]
        if selector == "*" { reply["msg"] = "non-_id indexes dropped for collection" }
        return okReply(reply)
    }

    /// The names the selector picks; every one must exist, and none may be `_id_`.
    static func chosenNames(_ selector: BSONValue, in catalog: IndexCatalog, arguments: CommandArguments) throws(DocStreamError) -> Set<String> {
        let cannotDropID = DocStreamError(.invalidOptions, "cannot drop _id index")
        switch selector {
        case .string("*"):
            return Set(catalog.specifications.filter { !$0.isIDIndex }.map(\.name))
        case .string(let name):
            return try names([name], in: catalog, cannotDropID: cannotDropID)
        case .array(let elements):
            var list: [String] = []
            for element in elements {
                guard case .string(let name) = element else { throw arguments.typeMismatch("index", element, expected: "string") }
                guard name != "*" else { throw .badValue("'*' is not allowed in an array of index names") }
                list.append(name)
            }
            return try names(list, in: catalog, cannotDropID: cannotDropID)
        case .document(let keyPattern):
            let matching = catalog.specifications.filter { Document.compare($0.keyPattern, keyPattern) == 0 }
            guard let found = matching.first else {
                throw DocStreamError(.indexNotFound, "can't find index with key: \(keyPattern.serverText)")
            }
            guard matching.count == 1 else {
                throw DocStreamError(
                    .ambiguousIndexKeyPattern,
                    "\(matching.count) indexes found for key: \(keyPattern.serverText), identify by name instead. Conflicting indexes: \(matching.map { $0.document.serverText }.joined(separator: ", "))"
                )
            }
            guard !found.isIDIndex else { throw cannotDropID }
            return [found.name]
        default:
            throw arguments.typeMismatch("index", selector, expected: "[string, object, array]")
        }
    }

    private static func names(_ list: [String], in catalog: IndexCatalog, cannotDropID: DocStreamError) throws(DocStreamError) -> Set<String> {
        for name in list {
            guard name != IndexSpecification.idIndexName else { throw cannotDropID }
            guard catalog.index(named: name) != nil else {
                throw DocStreamError(.indexNotFound, "index not found with name [\(name)]")
            }
        }
        return Set(list)
    }
}

/// `{listIndexes: "coll", cursor: {batchSize}}` -> a cursor over `{v: 2, key, name, unique?, ...}`,
/// the `_id` index first; 26 NamespaceNotFound for a missing collection (manual: listIndexes).
enum ListIndexesCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["cursor", "includeBuildUUIDs", "includeIndexBuildInfo"])
        var batchSize: Int?
        if let cursor = try arguments.document("cursor") {
            let cursorArguments = CommandArguments(element: cursor, name: "listIndexes.cursor")
            try cursorArguments.checkFields(["batchSize"])
            batchSize = try FindCommand.batchSize(cursorArguments)
        }
        let namespace = try context.namespace()
        guard let collection = context.session.store.outline(namespace) else { throw .namespaceNotFound(namespace) }
        if collection.options.view != nil { throw .viewNotCollection(namespace) }
        return try CursorReply.first(ResultStream(collection.listedIndexes), namespace: namespace.description, context: context, batchSize: batchSize)
    }
}
