import Dispatch
import DocStreamBSON

// The Realm Swift SDK's spellings of the API, kept together so that code written for Realm's
// MongoCollection compiles unchanged: positional options, completion handlers and delegate
// change streams. Each forwards to DocStream's own form (labeled options, `async throws`
// methods, watchers read with `next()`), which new code should prefer.

extension FindOptions {
    /// The Realm SDK's positional form of `init(limit:projection:sorting:skip:)`.
    ///
    /// ```swift
    /// let options = FindOptions(0, nil, [["beanRegion": 1]])   // sort by beanRegion ascending
    /// ```
    public init(_ limit: Int?, _ projection: Document?, _ sorting: [Document]) {
        self.init(limit: limit, projection: projection, sorting: sorting)
    }
}

extension FindOneAndModifyOptions {
    /// The Realm SDK's positional form of
    /// `init(projection:sorting:upsert:shouldReturnNewDocument:)`.
    public init(_ projection: Document? = nil, _ sorting: [Document] = [], _ upsert: Bool = false, _ shouldReturnNewDocument: Bool = false) {
        self.init(projection: projection, sorting: sorting, upsert: upsert, shouldReturnNewDocument: shouldReturnNewDocument)
    }
}

/// The Realm SDK's completion-handler forms: thin adapters over the async methods. The
/// handler runs on a concurrency-runtime thread, as Realm's runs on a background one.
extension MongoCollection {
    /// A completion handler: the operation's value, or the `DocStreamError` it threw.
    public typealias Completion<Value> = @Sendable (Result<Value, DocStreamError>) -> Void

    private func complete<Value: Sendable>(_ completion: @escaping Completion<Value>, _ work: @escaping @Sendable () async throws(DocStreamError) -> Value) {
        Task {
            do throws(DocStreamError) {
                completion(.success(try await work()))
            } catch {
                completion(.failure(error))
            }
        }
    }

    /// `insertOne(_:session:)`, its result handed to `completion`.
    public func insertOne(_ document: Document, _ completion: @escaping Completion<BSONValue>) {
        complete(completion) { () throws(DocStreamError) in try await insertOne(document) }
    }

    /// `insertMany(_:session:)`, its result handed to `completion`.
    public func insertMany(_ documents: [Document], _ completion: @escaping Completion<[BSONValue]>) {
        complete(completion) { () throws(DocStreamError) in try await insertMany(documents) }
    }

    /// `findOneDocument(filter:options:session:)`, its result handed to `completion`.
    public func findOneDocument(filter: Document, options: FindOptions? = nil, _ completion: @escaping Completion<Document?>) {
        complete(completion) { () throws(DocStreamError) in try await findOneDocument(filter: filter, options: options) }
    }

    /// `find(filter:options:session:)`, its result handed to `completion`.
    public func find(filter: Document, options: FindOptions? = nil, _ completion: @escaping Completion<[Document]>) {
        complete(completion) { () throws(DocStreamError) in try await find(filter: filter, options: options) }
    }

    /// `count(filter:limit:session:)`, its result handed to `completion`.
    public func count(filter: Document, limit: Int? = nil, _ completion: @escaping Completion<Int>) {
        complete(completion) { () throws(DocStreamError) in try await count(filter: filter, limit: limit) }
    }

    /// `aggregate(pipeline:session:)`, its result handed to `completion`.
    public func aggregate(pipeline: [Document], _ completion: @escaping Completion<[Document]>) {
        complete(completion) { () throws(DocStreamError) in try await aggregate(pipeline: pipeline) }
    }

    /// `updateOneDocument(filter:update:upsert:session:)`, its result handed to `completion`.
    public func updateOneDocument(filter: Document, update: Document, upsert: Bool = false, _ completion: @escaping Completion<UpdateResult>) {
        complete(completion) { () throws(DocStreamError) in try await updateOneDocument(filter: filter, update: update, upsert: upsert) }
    }

    /// `updateManyDocuments(filter:update:upsert:session:)`, its result handed to `completion`.
    public func updateManyDocuments(filter: Document, update: Document, upsert: Bool = false, _ completion: @escaping Completion<UpdateResult>) {
        complete(completion) { () throws(DocStreamError) in try await updateManyDocuments(filter: filter, update: update, upsert: upsert) }
    }

    /// `replaceOneDocument(filter:replacement:upsert:)`, its result or error handed to `completion`.
    ///
    /// - Parameters:
    ///   - filter: the query selecting the document.
    ///   - replacement: the new document, without update operators.
    ///   - upsert: whether to insert when nothing matches.
    ///   - completion: gets the counts and upserted `_id`, or the error (9 FailedToParse for a
    ///     replacement starting with an operator).
    public func replaceOneDocument(filter: Document, replacement: Document, upsert: Bool = false, _ completion: @escaping Completion<UpdateResult>) {
        complete(completion) { () throws(DocStreamError) in try await replaceOneDocument(filter: filter, replacement: replacement, upsert: upsert) }
    }

    /// `deleteOneDocument(filter:session:)`, its result handed to `completion`.
    public func deleteOneDocument(filter: Document, _ completion: @escaping Completion<Int>) {
        complete(completion) { () throws(DocStreamError) in try await deleteOneDocument(filter: filter) }
    }

    /// `deleteManyDocuments(filter:session:)`, its result handed to `completion`.
    public func deleteManyDocuments(filter: Document, _ completion: @escaping Completion<Int>) {
        complete(completion) { () throws(DocStreamError) in try await deleteManyDocuments(filter: filter) }
    }

    /// `findOneAndUpdate(filter:update:options:session:)`, its result handed to `completion`.
    public func findOneAndUpdate(filter: Document, update: Document, options: FindOneAndModifyOptions? = nil, _ completion: @escaping Completion<Document?>) {
        complete(completion) { () throws(DocStreamError) in try await findOneAndUpdate(filter: filter, update: update, options: options) }
    }

    /// `findOneAndReplace(filter:replacement:options:session:)`, its result handed to `completion`.
    public func findOneAndReplace(
        filter: Document, replacement: Document, options: FindOneAndModifyOptions? = nil, _ completion: @escaping Completion<Document?>
    ) {
        complete(completion) { () throws(DocStreamError) in try await findOneAndReplace(filter: filter, replacement: replacement, options: options) }
    }

    /// `findOneAndDelete(filter:options:session:)`, its result handed to `completion`.
    public func findOneAndDelete(filter: Document, options: FindOneAndModifyOptions? = nil, _ completion: @escaping Completion<Document?>) {
        complete(completion) { () throws(DocStreamError) in try await findOneAndDelete(filter: filter, options: options) }
    }

    /// `drop()`, its outcome handed to `completion`.
    ///
    /// - Parameters:
    ///   - completion: gets success, or the error (73 InvalidNamespace for a name MongoDB refuses).
    public func drop(_ completion: @escaping Completion<Void>) {
        complete(completion) { () throws(DocStreamError) in try await drop() }
    }
}

/// The Realm SDK's delegate change streams: events handed to a ``ChangeEventDelegate`` on a
/// dispatch queue.
extension ChangeStreamWatchable {
    /// A change stream that calls `delegate` on `queue` (a new serial queue when nil).
    public func watch(pipeline: [Document] = [], options: ChangeStreamOptions = .realm, delegate: any ChangeEventDelegate, queue: DispatchQueue? = nil)
        -> ChangeStream
    {
        let source = changeStreamSource
        return ChangeStream(
            opening: source.opening(pipeline: pipeline, options: options),
            delegate: delegate, queue: queue ?? DispatchQueue(label: "DocStream.ChangeStream"))
    }

    /// Events of the documents with these `_id`s, handed to `delegate` on `queue` (a new serial
    /// queue when nil).
    public func watch(filterIds: [ObjectId], options: ChangeStreamOptions = .realm, delegate: any ChangeEventDelegate, queue: DispatchQueue? = nil)
        -> ChangeStream
    {
        watch(pipeline: Self.idFilter(filterIds), options: options, delegate: delegate, queue: queue)
    }

    /// Events that match `matchFilter`, a query on the event document, handed to `delegate` on
    /// `queue` (a new serial queue when nil).
    public func watch(matchFilter: Document, options: ChangeStreamOptions = .realm, delegate: any ChangeEventDelegate, queue: DispatchQueue? = nil)
        -> ChangeStream
    {
        watch(pipeline: [["$match": .document(matchFilter)]], options: options, delegate: delegate, queue: queue)
    }
}
