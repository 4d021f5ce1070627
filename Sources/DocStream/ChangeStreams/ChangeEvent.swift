import DocStreamBSON

/// Turns change log records into change event documents shaped as MongoDB's
/// (change_stream_event_transform.cpp): `_id` (the resume token), `operationType`,
/// `clusterTime`, `wallTime`, `fullDocument`, `ns`, `documentKey`, `updateDescription`, then
/// `fullDocumentBeforeChange` when asked for.
enum ChangeEvent {
    /// The event document of a record, with the documents the options ask for. `store` is
    /// where `updateLookup` finds the document as it is now. Streams whose options give the
    /// same event share one build; an update's `updateLookup` is done by each stream, since
    /// it shows the document as it is when that stream reads the event.
    static func document(for record: ChangeRecord, options: ChangeStreamOptions, store: Store) -> Document {
        guard let variant = variant(of: record, options: options) else { return build(record, options: options, store: store) }
        return record.events.event(variant) { build(record, options: options, store: store) }
    }

    /// Which options the record's event depends on, as a small number: only
    /// `fullDocumentBeforeChange` for replacements and deletes, both options for updates,
    /// none for the others; nil when it is not to be shared.
    private static func variant(of record: ChangeRecord, options: ChangeStreamOptions) -> UInt8? {
        let beforeChange: UInt8 = options.fullDocumentBeforeChange == .off ? 0 : 1
        switch record.kind {
        case .document(.update):
            switch options.fullDocument {
            case .updateLookup: return nil
            case .default: return beforeChange
            case .whenAvailable, .required: return 2 | beforeChange
            }
        case .document(.replace), .document(.delete): return beforeChange
        case .document(.insert), .drop, .dropDatabase: return 0
        }
    }

    private static func build(_ record: ChangeRecord, options: ChangeStreamOptions, store: Store) -> Document {
        var fields: [(String, BSONValue)] = [
            ("_id", .document(ResumeToken(clusterTime: record.clusterTime, kind: .event).document)),
        ]
        switch record.kind {
        case .document(let mutation):
            fields.append(("operationType", .string(operationType(of: mutation))))
            fields += times(of: record)
            let (before, after) = images(of: mutation)
            let id = (after ?? before)?["_id"] ?? .null
            switch mutation {
            case .insert, .replace:
                fields.append(("fullDocument", after.map(BSONValue.document) ?? .null))
            case .update:
                switch options.fullDocument {
                case .default: break
                case .updateLookup: fields.append(("fullDocument", lookUp(id, in: record, store: store)))
                // Every update keeps its post-image while the log holds it.
                case .whenAvailable, .required: fields.append(("fullDocument", after.map(BSONValue.document) ?? .null))
                }
            case .delete:
                break
            }
            fields.append(("ns", namespace(of: record)))
            fields.append(("documentKey", .document(["_id": id])))
            if case .update(let old, let new) = mutation {
                fields.append(("updateDescription", .document(UpdateDescription(before: old, after: new).document)))
            }
            if options.fullDocumentBeforeChange != .off, let before {
                fields.append(("fullDocumentBeforeChange", .document(before)))
            }
        case .drop:
            fields.append(("operationType", "drop"))
            fields += times(of: record)
            fields.append(("ns", namespace(of: record)))
        case .dropDatabase:
            fields.append(("operationType", "dropDatabase"))
            fields += times(of: record)
            fields.append(("ns", namespace(of: record)))
        }
        return Document(fields)
    }

    /// The invalidate event that follows a record ending a stream; its token resumes (with
    /// `startAfter`) after that record.
    static func invalidate(after record: ChangeRecord) -> Document {
        Document([
            ("_id", .document(ResumeToken(clusterTime: record.clusterTime, kind: .invalidate).document)),
            ("operationType", "invalidate"),
        ] + times(of: record))
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

    private static func times(of record: ChangeRecord) -> [(String, BSONValue)] {
        [("clusterTime", .timestamp(record.clusterTime)), ("wallTime", .datetime(record.wallTime))]
    }

    private static func namespace(of record: ChangeRecord) -> BSONValue {
        var namespace: [(String, BSONValue)] = [("db", .string(record.database))]
        if let collection = record.collection { namespace.append(("coll", .string(collection))) }
        return .document(Document(namespace))
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
