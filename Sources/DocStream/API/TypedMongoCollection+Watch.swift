import DocStreamBSON

/// A change event of a typed collection: its `fullDocument` decoded as the model.
public struct TypedChangeEvent<Model: Decodable & Sendable>: Sendable {
    /// "insert", "update", "replace", "delete", "drop", "rename", "dropDatabase", "invalidate".
    public let operationType: String
    /// `{_id: ...}` of the document the event is about; nil for events about the collection.
    public let documentKey: Document?
    /// The document after the change: inserts, replacements, and updates (the default
    /// options, as the Realm SDK's, look it up); nil for deletes and collection events.
    public let fullDocument: Model?
    /// The whole event (`_id` resume token, `updateDescription`, `clusterTime`, ...).
    public let event: Document

    init(_ event: Document, coding: ModelCoding) throws(DocStreamError) {
        self.event = event
        operationType = event["operationType"]?.stringValue ?? ""
        documentKey = event["documentKey"]?.documentValue
        fullDocument = try event["fullDocument"]?.documentValue.map { (document) throws(DocStreamError) in
            try coding.model(Model.self, from: document)
        }
    }
}

/// A typed collection's change stream read with `next()` / `tryNext()`.
public struct TypedChangeStreamWatcher<Model: Codable & Sendable>: Sendable {
    /// The untyped stream the events come from.
    public let watcher: ChangeStreamWatcher
    let coding: ModelCoding

    /// The next event, waiting for one; nil once the stream has ended.
    ///
    /// - Throws: As `ChangeStreamWatcher.next()`, and 241 ConversionFailure for an event
    ///   whose document does not decode as a `Model`.
    public func next() async throws(DocStreamError) -> TypedChangeEvent<Model>? {
        try await watcher.next().map { (event) throws(DocStreamError) in try TypedChangeEvent(event, coding: coding) }
    }

    /// The next event if one is there now.
    ///
    /// - Throws: As `next()`.
    public func tryNext() throws(DocStreamError) -> TypedChangeEvent<Model>? {
        try watcher.tryNext().map { (event) throws(DocStreamError) in try TypedChangeEvent(event, coding: coding) }
    }

    /// Ends the stream: a `next()` waiting returns nil, and so does every later one.
    public func close() {
        watcher.close()
    }
}

/// A typed collection's change events as an async sequence.
public struct TypedChangeEvents<Model: Codable & Sendable>: AsyncSequence, Sendable {
    /// What the sequence gives.
    public typealias Element = TypedChangeEvent<Model>
    /// What the sequence throws: a `DocStreamError` with MongoDB's code.
    public typealias Failure = DocStreamError

    let events: ChangeEvents
    let coding: ModelCoding

    /// Opens the stream, as `ChangeEvents.makeAsyncIterator()` does.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(events: events.makeAsyncIterator(), coding: coding)
    }

    /// Hands out the stream's events with their documents decoded as `Model`.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var events: ChangeEvents.AsyncIterator
        let coding: ModelCoding

        /// The next event, its documents decoded; nil once the stream has ended.
        ///
        /// - Throws: As `ChangeEvents.AsyncIterator.next()`, and 241 ConversionFailure when a
        ///   document does not decode as `Model`.
        public mutating func next() async throws(DocStreamError) -> TypedChangeEvent<Model>? {
            guard let event = try await events.next()?.document else { return nil }
            return try TypedChangeEvent(event, coding: coding)
        }
    }
}

extension TypedMongoCollection {
    /// A change stream of the collection from now (or the options' resume point), with the
    /// Realm SDK's default of `fullDocument` on updates; `pipeline` as for `MongoCollection.watch`.
    ///
    /// - Throws: As `MongoCollection.watch(pipeline:options:)`.
    public func watch(pipeline: [Document] = [], options: ChangeStreamOptions = .realm) throws(DocStreamError) -> TypedChangeStreamWatcher<Model> {
        TypedChangeStreamWatcher(watcher: try documents.watch(pipeline: pipeline, options: options), coding: coding)
    }

    /// The collection's change events as an async sequence; `onOpen` runs once it is open.
    public func changeEvents(pipeline: [Document] = [], options: ChangeStreamOptions = .realm, onOpen: (@Sendable () -> Void)? = nil) -> TypedChangeEvents<
        Model
    > {
        TypedChangeEvents(events: documents.changeEvents(pipeline: pipeline, options: options, onOpen: onOpen), coding: coding)
    }
}
