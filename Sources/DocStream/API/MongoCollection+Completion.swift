import DocStreamBSON

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
