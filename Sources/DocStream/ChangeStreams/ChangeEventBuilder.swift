import DocStreamBSON
import Foundation

/// Turns change log records into change event documents shaped as MongoDB's
/// (change_stream_event_transform.cpp): `_id` (the resume token), `operationType`,
/// `clusterTime`, `wallTime`, `fullDocument`, `ns`, `documentKey`, `updateDescription`, then
/// `fullDocumentBeforeChange` when asked for. Each is appended straight into one document's
/// bytes (the documents it carries are copied as bytes, not decoded).
enum ChangeEventBuilder {
    /// The event document of a record, with the documents the options ask for. `store` is
    /// where `updateLookup` finds the document as it is now. Streams whose options give the
    /// same event share one build; an update's `updateLookup` is done by each stream, since
    /// it shows the document as it is when that stream reads the event.
    static func document(for record: ChangeRecord, options: ChangeStreamOptions, store: Store) -> Document {
        guard let variant = variant(of: record, options: options, store: store), let events = record.events else {
            return build(record, options: options, store: store)
        }
        return events.event(variant) { build(record, options: options, store: store) }
    }

    /// Whether the documents before and after the record's change are there as its pre- and
    /// post-images: its collection kept them (changeStreamPreAndPostImages) and they have not
    /// expired (`Store.preAndPostImagesExpiry`).
    static func hasImages(_ record: ChangeRecord, store: Store) -> Bool {
        guard record.keepsImages else { return false }
        guard let seconds = store.preAndPostImagesExpiry else { return true }
        return record.wallTime.millisecondsSinceEpoch >= BSONDateTime(Date()).millisecondsSinceEpoch - Int64(seconds) * 1000
    }

    /// 47 NoMatchingDocument, as MongoDB's change streams raise it, when the options require a
    /// pre-image (updates, replacements, deletes) or a post-image (updates) the record lacks.
    static func checkRequiredImages(of record: ChangeRecord, options: ChangeStreamOptions, store: Store) throws(DocStreamError) {
        guard case .document(let mutation) = record.kind, options.fullDocumentBeforeChange == .required || options.fullDocument == .required,
            !hasImages(record, store: store)
        else { return }
        let isUpdate = if case .update = mutation { true } else { false }
        let isInsert = if case .insert = mutation { true } else { false }
        // document_source_change_stream_add_pre_image.cpp, makePreImageNotFoundErrorMsg.
        let event =
            "{operationType: \"\(operationType(of: mutation))\", ns: {db: \"\(record.database)\", coll: \"\(record.collection ?? "")\"}, "
            + "clusterTime: Timestamp(\(record.clusterTime.seconds), \(record.clusterTime.increment))}"
        if options.fullDocumentBeforeChange == .required, !isInsert {
            throw DocStreamError(
                .noMatchingDocument,
                "Change stream was configured to require a pre-image for all update, delete and replace events, but the pre-image was not found for event: \(event)"
            )
        }
        if options.fullDocument == .required, isUpdate {
            throw DocStreamError(
                .noMatchingDocument,
                "Change stream was configured to require a post-image for all update events, but the post-image was not found for event: \(event)")
        }
    }

    /// Which options the record's event depends on, as a small number: only
    /// `fullDocumentBeforeChange` for replacements and deletes, both document options and
    /// `showExpandedEvents` for updates, `showExpandedEvents` for renames, none for the others;
    /// and whether the images asked for are there; nil when it is not to be shared.
    private static func variant(of record: ChangeRecord, options: ChangeStreamOptions, store: Store) -> UInt8? {
        let wantsImages = options.fullDocumentBeforeChange != .off || options.fullDocument == .whenAvailable || options.fullDocument == .required
        let beforeChange: UInt8 = (options.fullDocumentBeforeChange == .off ? 0 : 1) | (wantsImages && !hasImages(record, store: store) ? 8 : 0)
        switch record.kind {
        case .document(.update):
            let expanded: UInt8 = options.showExpandedEvents ? 4 : 0
            switch options.fullDocument {
            case .updateLookup: return nil
            case .default: return expanded | beforeChange
            case .whenAvailable, .required: return expanded | 2 | beforeChange
            }
        // With showExpandedEvents, events carry `collectionUUID`.
        case .document(.replace), .document(.delete): return (options.showExpandedEvents ? 4 : 0) | beforeChange
        case .document(.insert), .drop: return options.showExpandedEvents ? 4 : 0
        case .dropView, .dropDatabase: return 0
        case .rename: return options.showExpandedEvents ? 4 : 0
        case .create, .modify, .createIndexes, .dropIndexes: return 0
        }
    }

    private static func build(_ record: ChangeRecord, options: ChangeStreamOptions, store: Store) -> Document {
        // Room for the fixed fields (token, type, times, collectionUUID, names, frames) beside what varies.
        let room = 296 + record.database.utf8.count + (record.collection?.utf8.count ?? 0) + (record.transaction.map { $0.identity.lsid.bytes.count + 40 } ?? 0)
        switch record.kind {
        case .document(let mutation):
            return documentChange(record, mutation, options: options, store: store, room: room)
        case .drop, .dropView, .dropDatabase:
            return Document(writingAtMost: room) { event in
                appendHeader(of: record, .event, record.kind.isDatabaseDrop ? "dropDatabase" : "drop", expanded: options.showExpandedEvents, to: &event)
                appendNamespace(of: record, to: &event)
            }
        case .rename(let target):
            return Document(writingAtMost: 2 * (room + target.database.utf8.count + target.collection.utf8.count)) { event in
                appendHeader(of: record, .event, "rename", expanded: options.showExpandedEvents, to: &event)
                appendNamespace(of: record, to: &event)
                appendNamespace("to", database: target.database, collection: target.collection, to: &event)
                // MongoDB 6.0's expanded events describe the operation too.
                if options.showExpandedEvents {
                    event.appendDocument("operationDescription") { description in
                        appendNamespace("to", database: target.database, collection: target.collection, to: &description)
                    }
                }
            }
        case .create(let options) where record.kind.isView:
            return expanded(record, "create", description: options, room: room) { event in event.append("nsType", string: "view") }
        case .create(let options):
            let description = Document(options.map { ($0.key, $0.value) } + [("idIndex", idIndex)])
            return expanded(record, "create", description: description, room: room) { event in event.append("nsType", string: "collection") }
        case .modify(let description, _, _) where record.kind.isView:
            // MongoDB describes a view's collMod without the state before it.
            return expanded(record, "modify", description: description, room: room)
        case .modify(let description, let previous, let previousIndex):
            let state = Document([("collectionOptions", .document(previous))] + (previousIndex.map { [("indexOptions", .document($0))] } ?? []))
            return expanded(record, "modify", description: description, room: room + state.bytes.count) { event in
                event.append("stateBeforeChange", document: state)
            }
        case .createIndexes(let specifications):
            return expanded(record, "createIndexes", description: ["indexes": .array(specifications.map(BSONValue.document))], room: room)
        case .dropIndexes(let specifications):
            return expanded(record, "dropIndexes", description: ["indexes": .array(specifications.map(BSONValue.document))], room: room)
        }
    }

    /// The event of a document's change (the delivery path): written from the record's parts,
    /// nothing decoded.
    private static func documentChange(
        _ record: ChangeRecord, _ mutation: DocumentMutation, options: ChangeStreamOptions, store: Store, room: Int
    ) -> Document {
        let (before, after) = images(of: mutation)
        let imagesKept = hasImages(record, store: store)
        // nil: no field; .some(nil): null.
        let fullDocument: Document?? =
            switch mutation {
            case .insert, .replace: .some(after)
            case .update:
                switch options.fullDocument {
                case .default: nil
                case .updateLookup: .some(lookUp((after ?? before)?["_id"] ?? .null, in: record, store: store))
                // Null where the collection did not keep images or they expired (`required` threw before).
                case .whenAvailable, .required: .some(imagesKept ? after : nil)
                }
            case .delete: nil
            }
        var description: Document?
        if case .update(let old, let new) = mutation {
            description = UpdateDescription(before: old, after: new).document(expanded: options.showExpandedEvents)
        }
        // nil: no field (an insert has no pre-image); .some(nil): null.
        let beforeChange: Document?? = options.fullDocumentBeforeChange == .off || before == nil ? nil : .some(imagesKept ? before : nil)
        let keyed = after ?? before
        // Summed one by one: an array of the three cost an allocation per event.
        let fullDocumentBytes: Int = (fullDocument ?? nil)?.bytes.count ?? 0
        let beforeChangeBytes: Int = (beforeChange ?? nil)?.bytes.count ?? 0
        let documentsRoom = fullDocumentBytes + (description?.bytes.count ?? 0) + beforeChangeBytes
        return Document(writingAtMost: room + documentsRoom + withID(of: keyed) { $0.bytes.count }) { event in
            appendHeader(of: record, .event, operationType(of: mutation), expanded: options.showExpandedEvents, to: &event)
            if let fullDocument {
                if let fullDocument { event.append("fullDocument", document: fullDocument) } else { event.append("fullDocument", raw: .null) }
            }
            appendNamespace(of: record, to: &event)
            event.appendDocument("documentKey") { key in withID(of: keyed) { key.append("_id", raw: $0) } }
            if let description { event.append("updateDescription", document: description) }
            if let beforeChange {
                if let beforeChange {
                    event.append("fullDocumentBeforeChange", document: beforeChange)
                } else {
                    event.append("fullDocumentBeforeChange", raw: .null)
                }
            }
        }
    }

    /// `body` of the `_id` of `document` read in place; of null when it has none.
    private static func withID<Result>(of document: Document?, _ body: (RawValue) -> Result) -> Result {
        guard let document else { return body(.null) }
        return document.withRawField(named: "_id") { body($0 ?? .null) }
    }

    /// An expanded event: its header, namespace and description, then what `rest` writes.
    private static func expanded(
        _ record: ChangeRecord, _ operationType: String, description: Document, room: Int, _ rest: (inout DocumentWriter) -> Void = { _ in }
    ) -> Document {
        Document(writingAtMost: room + description.bytes.count) { event in
            appendHeader(of: record, .event, operationType, expanded: true, to: &event)
            appendNamespace(of: record, to: &event)
            event.append("operationDescription", document: description)
            rest(&event)
        }
    }

    /// The `_id` index's specification, as a create event describes it.
    private static let idIndex: BSONValue = ["v": .int32(2), "key": ["_id": .int32(1)], "name": "_id_"]

    /// The invalidate event that follows a record ending a stream; its token resumes (with
    /// `startAfter`) after that record.
    static func invalidate(after record: ChangeRecord) -> Document {
        Document(writingAtMost: 128) { event in appendHeader(of: record, .invalidate, "invalidate", expanded: false, to: &event) }
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

    /// The fields every event starts with: a transaction's `txnNumber` and `lsid`, `_id` (the
    /// token of `kind`), `operationType`, the times, and with `expanded` (showExpandedEvents)
    /// the collection's UUID between them, where MongoDB puts each (change_stream_event_transform.cpp).
    private static func appendHeader(
        of record: ChangeRecord, _ kind: ResumeToken.Kind, _ operationType: String, expanded: Bool, to event: inout DocumentWriter
    ) {
        if kind == .event, let transaction = record.transaction {
            event.append("txnNumber", int64: transaction.identity.txnNumber)
            event.append("lsid", document: transaction.identity.lsid)
        }
        ResumeToken(clusterTime: record.clusterTime, kind: kind, transactionIndex: record.eventIndex).append(to: &event)
        event.append("operationType", string: operationType)
        event.append("clusterTime", timestamp: record.clusterTime)
        if expanded, let uuid = record.collectionUUID { event.append("collectionUUID", uuid: uuid) }
        event.append("wallTime", datetime: record.wallTime)
    }

    private static func appendNamespace(of record: ChangeRecord, to event: inout DocumentWriter) {
        appendNamespace("ns", database: record.database, collection: record.collection, to: &event)
    }

    /// `{db, coll}` as events give a namespace (`{db}` for a database), appended in place:
    /// every event has one or two, and a separate document costs several times more.
    private static func appendNamespace(
        _ key: StaticString, database: String, collection: String?, to event: inout DocumentWriter
    ) {
        event.appendDocument(key) { namespace in
            namespace.append("db", string: database)
            if let collection { namespace.append("coll", string: collection) }
        }
    }

    /// The document with this `_id` as it is now, null when it is gone, as MongoDB's
    /// updateLookup reads the current version.
    /// A collection not read yet is not read for it: the document comes through its `_id` index.
    private static func lookUp(_ id: BSONValue, in record: ChangeRecord, store: Store) -> Document? {
        guard let collection = record.collection, let namespace = try? Namespace(database: record.database, collection: collection) else { return nil }
        if let stored = (try? store.storedDocument(namespace, id: id)) ?? nil { return stored.document }
        guard let data = (try? store.snapshot(namespace)) ?? nil, let slot = data.slot(forID: id) else { return nil }
        return data.slots[slot]
    }
}
