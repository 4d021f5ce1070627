import DocStreamBSON

/// Turns change log records into change event documents shaped as MongoDB's
/// (change_stream_event_transform.cpp): `_id` (the resume token), `operationType`,
/// `clusterTime`, `wallTime`, `fullDocument`, `ns`, `documentKey`, `updateDescription`, then
/// `fullDocumentBeforeChange` when asked for. Each is appended straight into one document's
/// bytes (the documents it carries are copied as bytes, not decoded).
enum ChangeEvent {
    /// The event document of a record, with the documents the options ask for. `store` is
    /// where `updateLookup` finds the document as it is now. Streams whose options give the
    /// same event share one build; an update's `updateLookup` is done by each stream, since
    /// it shows the document as it is when that stream reads the event.
    static func document(for record: ChangeRecord, options: ChangeStreamOptions, store: Store) throws(DocStreamError) -> Document {
        guard let variant = variant(of: record, options: options), let events = record.events else {
            return try build(record, options: options, store: store)
        }
        return try events.event(variant) { () throws(DocStreamError) in try build(record, options: options, store: store) }
    }

    /// Which options the record's event depends on, as a small number: only
    /// `fullDocumentBeforeChange` for replacements and deletes, both document options and
    /// `showExpandedEvents` for updates, `showExpandedEvents` for renames, none for the others;
    /// nil when it is not to be shared.
    private static func variant(of record: ChangeRecord, options: ChangeStreamOptions) -> UInt8? {
        let beforeChange: UInt8 = options.fullDocumentBeforeChange == .off ? 0 : 1
        switch record.kind {
        case .document(.update):
            let expanded: UInt8 = options.showExpandedEvents ? 4 : 0
            switch options.fullDocument {
            case .updateLookup: return nil
            case .default: return expanded | beforeChange
            case .whenAvailable, .required: return expanded | 2 | beforeChange
            }
        case .document(.replace), .document(.delete): return beforeChange
        case .document(.insert), .drop, .dropDatabase: return 0
        case .rename: return options.showExpandedEvents ? 4 : 0
        case .create, .modify, .createIndexes, .dropIndexes: return 0
        }
    }

    private static func build(_ record: ChangeRecord, options: ChangeStreamOptions, store: Store) throws(DocStreamError) -> Document {
        var event = DocumentBuilder(reservingCapacity: 256 + record.retainedBytes)
        try event.appendDocument("_id") { (token) throws(DocStreamError) in
            try token.append("_data", .string(ResumeToken(clusterTime: record.clusterTime, kind: .event).data))
        }
        switch record.kind {
        case .document(let mutation):
            try event.append("operationType", .string(operationType(of: mutation)))
            try appendTimes(of: record, to: &event)
            let (before, after) = images(of: mutation)
            let id = (after ?? before)?["_id"] ?? .null
            switch mutation {
            case .insert, .replace:
                try event.append("fullDocument", after.map(BSONValue.document) ?? .null)
            case .update:
                switch options.fullDocument {
                case .default: break
                case .updateLookup: try event.append("fullDocument", lookUp(id, in: record, store: store))
                // Every update keeps its post-image while the log holds it.
                case .whenAvailable, .required: try event.append("fullDocument", after.map(BSONValue.document) ?? .null)
                }
            case .delete:
                break
            }
            try appendNamespace(of: record, to: &event)
            try event.appendDocument("documentKey") { (key) throws(DocStreamError) in try key.append("_id", id) }
            if case .update(let old, let new) = mutation {
                try event.append("updateDescription", .document(UpdateDescription(before: old, after: new).document(expanded: options.showExpandedEvents)))
            }
            if options.fullDocumentBeforeChange != .off, let before {
                try event.append("fullDocumentBeforeChange", .document(before))
            }
        case .drop, .dropDatabase:
            try event.append("operationType", .string(record.kind.isDatabaseDrop ? "dropDatabase" : "drop"))
            try appendTimes(of: record, to: &event)
            try appendNamespace(of: record, to: &event)
        case .rename(let target):
            try event.append("operationType", "rename")
            try appendTimes(of: record, to: &event)
            try appendNamespace(of: record, to: &event)
            try appendNamespace("to", database: target.database, collection: target.collection, to: &event)
            // MongoDB 6.0's expanded events describe the operation too.
            if options.showExpandedEvents {
                try event.appendDocument("operationDescription") { (description) throws(DocStreamError) in
                    try appendNamespace("to", database: target.database, collection: target.collection, to: &description)
                }
            }
        case .create(let options):
            try appendExpanded("create", of: record, description: Document(options.map { ($0.key, $0.value) } + [("idIndex", idIndex)]), to: &event)
            try event.append("nsType", "collection")
        case .modify(let description, let previous):
            try appendExpanded("modify", of: record, description: description, to: &event)
            try event.append("stateBeforeChange", ["collectionOptions": .document(previous)])
        case .createIndexes(let specifications):
            try appendExpanded("createIndexes", of: record, description: ["indexes": .array(specifications.map(BSONValue.document))], to: &event)
        case .dropIndexes(let specifications):
            try appendExpanded("dropIndexes", of: record, description: ["indexes": .array(specifications.map(BSONValue.document))], to: &event)
        }
        return event.finish()
    }

    /// The `_id` index's specification, as a create event describes it.
    private static let idIndex: BSONValue = ["v": .int32(2), "key": ["_id": .int32(1)], "name": "_id_"]

    /// An expanded event's fields after `_id`: its type, times, namespace and description.
    private static func appendExpanded(
        _ operationType: String, of record: ChangeRecord, description: Document, to event: inout DocumentBuilder
    ) throws(DocStreamError) {
        try event.append("operationType", .string(operationType))
        try appendTimes(of: record, to: &event)
        try appendNamespace(of: record, to: &event)
        try event.append("operationDescription", .document(description))
    }

    /// The invalidate event that follows a record ending a stream; its token resumes (with
    /// `startAfter`) after that record.
    static func invalidate(after record: ChangeRecord) throws(DocStreamError) -> Document {
        var event = DocumentBuilder()
        try event.append("_id", .document(ResumeToken(clusterTime: record.clusterTime, kind: .invalidate).document))
        try event.append("operationType", "invalidate")
        try appendTimes(of: record, to: &event)
        return event.document
    }

    private static func operationType(of mutation: DocumentMutation) -> String {
        switch mutation {
        case .insert: "insert"
        case .update: "update"
        case .replace: "replace"
        case .delete: "delete"
        }
    }

    private static func images(of mutation: DocumentMutation) -> (before: Document?, after: Document?) {
        switch mutation {
        case .insert(let document): (nil, document)
        case .update(let before, let after), .replace(let before, let after): (before, after)
        case .delete(let document): (document, nil)
        }
    }

    private static func appendTimes(of record: ChangeRecord, to event: inout DocumentBuilder) throws(DocStreamError) {
        try event.append("clusterTime", .timestamp(record.clusterTime))
        try event.append("wallTime", .datetime(record.wallTime))
    }

    private static func appendNamespace(of record: ChangeRecord, to event: inout DocumentBuilder) throws(DocStreamError) {
        try appendNamespace("ns", database: record.database, collection: record.collection, to: &event)
    }

    /// `{db, coll}` as events give a namespace (`{db}` for a database), appended in place:
    /// every event has one or two, and a separate document costs several times more.
    private static func appendNamespace(
        _ key: String, database: String, collection: String?, to event: inout DocumentBuilder
    ) throws(DocStreamError) {
        try event.appendDocument(key) { (namespace) throws(DocStreamError) in
            try namespace.append("db", .string(database))
            if let collection { try namespace.append("coll", .string(collection)) }
        }
    }

    /// The document with this `_id` as it is now, null when it is gone, as MongoDB's
    /// updateLookup reads the current version.
    private static func lookUp(_ id: BSONValue, in record: ChangeRecord, store: Store) -> BSONValue {
        guard let collection = record.collection,
              let namespace = try? Namespace(database: record.database, collection: collection),
              let data = store.snapshot(namespace), let slot = data.slot(forID: id),
              let document = data.slots[slot] else { return .null }
        return .document(document)
    }
}
