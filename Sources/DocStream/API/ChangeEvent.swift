import DocStreamBSON

/// One change event, over its event document as MongoDB shapes it: typed accessors for the
/// fields MongoDB documents ("Change Events" in its manual), and a subscript for any field,
/// those an event pipeline adds included. The accessors read the document when called; making
/// the event copies nothing.
///
/// ```swift
/// for try await event in drinks.changeEvents() {
///     if event.operationType == .insert, let drink = event.fullDocument { print(drink["name"]) }
///     print(event["clusterTime"])
/// }
/// ```
///
/// A field the event does not have, or has with another type (an event pipeline can reshape
/// it), reads as nil.
public struct ChangeEvent: Sendable, Hashable, CustomStringConvertible {
    /// What happened, by MongoDB's `operationType` names.
    public enum OperationType: String, Sendable, Hashable, CaseIterable {
        /// Events of documents (insert, update, replace, delete), of collections and databases
        /// (drop, rename, dropDatabase), and the end of a stream (invalidate).
        case insert, update, replace, delete, drop, rename, dropDatabase, invalidate
        /// Collection events of `showExpandedEvents`.
        case create, modify, createIndexes, dropIndexes
    }

    /// An update event's `updateDescription`.
    public struct UpdateDescription: Sendable, Hashable {
        /// The changed fields by dotted path (`"size.h"`, `"tags.1"`), with their new values.
        public let updatedFields: Document
        /// The dotted paths of the removed fields.
        public let removedFields: [String]
        /// Arrays made shorter, as `{field, newSize}`.
        public let truncatedArrays: [Document]
        /// With `showExpandedEvents`: each ambiguous path of the fields above, as its parts.
        public let disambiguatedPaths: Document?
    }

    /// The database and collection an event is about (`ns`); no collection for database events.
    public struct Namespace: Sendable, Hashable {
        /// The database name.
        public let db: String
        /// The collection name; nil for an event about the whole database (dropDatabase).
        public let coll: String?

        /// The namespace `{db, coll}`.
        ///
        /// - Parameters:
        ///   - db: the database name.
        ///   - coll: the collection name; nil for an event about the whole database.
        public init(db: String, coll: String?) {
            self.db = db
            self.coll = coll
        }
    }

    /// The event document, as the stream delivers it.
    public let document: Document

    /// The event of `document`, an event document from `ChangeStreamWatcher.next()` or a
    /// delegate's `changeStreamDidReceive(changeEvent:)`.
    ///
    /// - Parameters:
    ///   - document: the event document.
    public init(_ document: Document) {
        self.document = document
    }

    /// The event document, as the Realm SDK's events (AnyBSON) give it: code written for the
    /// Realm SDK's `changeEvents()` (`event.documentValue!`) reads it unchanged. Never nil.
    public var documentValue: Document? {
        document
    }

    /// The value of a top-level field of the event document; nil when it has none.
    ///
    /// - Parameters:
    ///   - key: the field name, such as `"operationType"` or `"fullDocument"`.
    /// - Returns: the field's value, or nil.
    public subscript(key: String) -> BSONValue? {
        document[key]
    }

    /// `operationType`; nil when missing or not one of MongoDB's names.
    public var operationType: OperationType? {
        document["operationType"]?.stringValue.flatMap(OperationType.init(rawValue:))
    }

    /// `_id`, the resume token to resume after this event (a deployment's kept whole); nil
    /// when missing or not a token.
    public var id: ResumeToken? {
        guard let token = document["_id"]?.documentValue else { return nil }
        return try? ResumeToken(deploymentToken: token)
    }

    /// `documentKey`: `{_id: ...}` of the changed document; nil for collection events.
    public var documentKey: Document? {
        document["documentKey"]?.documentValue
    }

    /// `fullDocument`: the document after the change (inserts, replacements, and updates
    /// unless the stream's `fullDocument` option is `.default`); nil when absent or null.
    public var fullDocument: Document? {
        document["fullDocument"]?.documentValue
    }

    /// `fullDocumentBeforeChange`, when the stream asks for it; nil when absent or null.
    public var fullDocumentBeforeChange: Document? {
        document["fullDocumentBeforeChange"]?.documentValue
    }

    /// `updateDescription` of an update event; nil for other events.
    public var updateDescription: UpdateDescription? {
        guard let description = document["updateDescription"]?.documentValue,
            let updatedFields = description["updatedFields"]?.documentValue,
            let removedFields = description["removedFields"]?.arrayValue
        else { return nil }
        return UpdateDescription(
            updatedFields: updatedFields,
            removedFields: removedFields.compactMap(\.stringValue),
            truncatedArrays: description["truncatedArrays"]?.arrayValue?.compactMap(\.documentValue) ?? [],
            disambiguatedPaths: description["disambiguatedPaths"]?.documentValue)
    }

    /// `ns`: where the change happened.
    public var ns: Namespace? {
        guard let ns = document["ns"]?.documentValue, let db = ns["db"]?.stringValue else { return nil }
        return Namespace(db: db, coll: ns["coll"]?.stringValue)
    }

    /// `clusterTime`: the change's place in the store's order of operations.
    public var clusterTime: BSONTimestamp? {
        if case .timestamp(let time)? = document["clusterTime"] { time } else { nil }
    }

    /// `wallTime`: the clock time of the change.
    public var wallTime: BSONDateTime? {
        document["wallTime"]?.datetimeValue
    }

    /// The event document as relaxed Extended JSON.
    public var description: String {
        document.extendedJSON(.relaxed)
    }
}
