import DocStreamBSON

/// Where a change stream comes from: an engine and what of it is watched.
public struct ChangeStreamSource: Sendable {
    let engine: any DocumentEngine
    let scope: @Sendable () throws(DocStreamError) -> ChangeStreamScope

    func open(pipeline: [Document], options: ChangeStreamOptions) throws(DocStreamError) -> ChangeStreamWatcher {
        try engine.watch(scope(), options: options, pipeline: pipeline)
    }

    func opening(pipeline: [Document], options: ChangeStreamOptions) -> ChangeStreamOpening {
        do throws(DocStreamError) {
            return engine.opening(try scope(), options: options, pipeline: pipeline)
        } catch {
            return .opened(.failure(error))
        }
    }
}

/// The Realm SDK's change stream methods, for a collection, a database or a whole client.
/// Each takes the event pipeline MongoDB's `watch` takes (`$match`, `$project`, `$addFields`,
/// `$set`, `$unset`, `$replaceRoot`, `$replaceWith`, `$redact`) or Realm's shorthands:
/// `filterIds` (events of these `_id`s) and `matchFilter` (a `$match` on the event document).
///
/// Unlike MongoDB's default, update events carry `fullDocument` (`updateLookup`), as the
/// Realm SDK shows them; pass `options` for MongoDB's other choices and for resuming.
///
/// ```swift
/// let stream = drinks.watch(matchFilter: ["fullDocument.storeNumber": 42], delegate: delegate, queue: queue)
/// let watcher = try drinks.watch(pipeline: [["$match": ["operationType": "insert"]]])
/// let event = try await watcher.next()
/// ```
public protocol ChangeStreamWatchable {
    /// What the streams open on: the collection, the database or every database of the client.
    var changeStreamSource: ChangeStreamSource { get }
}

extension ChangeStreamOptions {
    /// The Realm SDK's change streams: `fullDocument` on update events too.
    public static var realm: ChangeStreamOptions {
        ChangeStreamOptions(fullDocument: .updateLookup)
    }
}

extension ChangeStreamWatchable {
    // MARK: Pull: a watcher read with next() / tryNext()

    /// A change stream from now (or the options' resume point), read with `next()`.
    ///
    /// - Throws: As `ChangeStreamWatcher.init(store:scope:options:pipeline:)`: 286
    ///   ChangeStreamHistoryLost for a resume point older than the history, the resume options'
    ///   and the pipeline's refusals.
    public func watch(pipeline: [Document] = [], options: ChangeStreamOptions = .realm) throws(DocStreamError) -> ChangeStreamWatcher {
        try changeStreamSource.open(pipeline: pipeline, options: options)
    }

    /// Events of the documents with these `_id`s.
    ///
    /// - Throws: As `watch(pipeline:options:)`.
    public func watch(filterIds: [ObjectId], options: ChangeStreamOptions = .realm) throws(DocStreamError) -> ChangeStreamWatcher {
        try watch(pipeline: Self.idFilter(filterIds), options: options)
    }

    /// Events that match `matchFilter`, a query on the event document.
    ///
    /// - Throws: As `watch(pipeline:options:)`, and MongoDB's code for a filter it refuses.
    public func watch(matchFilter: Document, options: ChangeStreamOptions = .realm) throws(DocStreamError) -> ChangeStreamWatcher {
        try watch(pipeline: [["$match": .document(matchFilter)]], options: options)
    }

    // MARK: Async sequence

    /// The events as an async sequence; `onOpen` runs once the stream is open.
    public func changeEvents(pipeline: [Document] = [], options: ChangeStreamOptions = .realm, onOpen: (@Sendable () -> Void)? = nil) -> ChangeEvents {
        let source = changeStreamSource
        return ChangeEvents(opening: { source.opening(pipeline: pipeline, options: options) }, onOpen: onOpen)
    }

    /// Events of the documents with these `_id`s as an async sequence; `onOpen` runs once the
    /// stream is open.
    public func changeEvents(filterIds: [ObjectId], options: ChangeStreamOptions = .realm, onOpen: (@Sendable () -> Void)? = nil) -> ChangeEvents {
        changeEvents(pipeline: Self.idFilter(filterIds), options: options, onOpen: onOpen)
    }

    /// Events that match `matchFilter`, a query on the event document, as an async sequence;
    /// `onOpen` runs once the stream is open.
    public func changeEvents(matchFilter: Document, options: ChangeStreamOptions = .realm, onOpen: (@Sendable () -> Void)? = nil) -> ChangeEvents {
        changeEvents(pipeline: [["$match": .document(matchFilter)]], options: options, onOpen: onOpen)
    }

    static func idFilter(_ ids: [ObjectId]) -> [Document] {
        [["$match": ["documentKey._id": ["$in": .array(ids.map(BSONValue.objectId))]]]]
    }
}

extension MongoCollection: ChangeStreamWatchable {
    /// Streams of this collection's changes.
    public var changeStreamSource: ChangeStreamSource {
        ChangeStreamSource(engine: engine) { [databaseName, name] () throws(DocStreamError) in
            .collection(try Namespace(database: databaseName, collection: name))
        }
    }
}

extension MongoDatabase: ChangeStreamWatchable {
    /// Streams of the changes to this database's collections.
    public var changeStreamSource: ChangeStreamSource {
        ChangeStreamSource(engine: engine) { [name] () throws(DocStreamError) in .database(name) }
    }
}

extension MongoClient: ChangeStreamWatchable {
    /// Streams of the changes to every database of the store.
    public var changeStreamSource: ChangeStreamSource {
        ChangeStreamSource(engine: engine) { () throws(DocStreamError) in .client }
    }
}
