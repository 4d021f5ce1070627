import DocStreamBSON

/// Options of `find`: limit, projection and sort, as in the Realm SDK, plus skip.
///
/// ```swift
/// let options = FindOptions(sorting: [["beanRegion": 1]])   // sort by beanRegion ascending
/// ```
public struct FindOptions: Sendable {
    /// The most documents to return; nil or 0 for all.
    public var limit: Int?
    /// The fields to include (`field: 1`) or exclude (`field: 0`), in MongoDB's projection
    /// language; nil for whole documents.
    public var projection: Document?
    /// Sort keys in order of precedence; each document holds one or more `field: 1 | -1`.
    public var sorting: [Document]
    /// How many documents to pass over, after sorting, before the first one returned.
    public var skip: Int

    /// Options with each part named; what is left out does not limit, project, sort or skip.
    public init(limit: Int? = nil, projection: Document? = nil, sorting: [Document] = [], skip: Int = 0) {
        self.limit = limit
        self.projection = projection
        self.sorting = sorting
        self.skip = skip
    }

    /// The sort keys merged into one sort document.
    package var sortDocument: Document? {
        sorting.isEmpty ? nil : Document(sorting.flatMap { Array($0).map { ($0.key, $0.value) } })
    }
}

/// Options of `findOneAndUpdate`, `findOneAndReplace` and `findOneAndDelete`.
public struct FindOneAndModifyOptions: Sendable {
    /// The fields of the returned document to include or exclude; nil for the whole document.
    public var projection: Document?
    /// Sort keys in order of precedence: the first match in this order is the one changed.
    public var sorting: [Document]
    /// Whether an update or replacement that matches nothing inserts a document.
    public var upsert: Bool
    /// Return the document after the change instead of before it.
    public var shouldReturnNewDocument: Bool

    // Disfavoured: `FindOneAndModifyOptions()` is the positional form's, as in the Realm SDK.

    /// Options with each part named; what is left out does not project, sort or upsert, and
    /// the document before the change is returned.
    ///
    /// ```swift
    /// let options = FindOneAndModifyOptions(sorting: [["price": 1]], shouldReturnNewDocument: true)
    /// ```
    @_disfavoredOverload
    public init(projection: Document? = nil, sorting: [Document] = [], upsert: Bool = false, shouldReturnNewDocument: Bool = false) {
        self.projection = projection
        self.sorting = sorting
        self.upsert = upsert
        self.shouldReturnNewDocument = shouldReturnNewDocument
    }

    package var sortDocument: Document? {
        FindOptions(sorting: sorting).sortDocument
    }
}

/// What an update did, as the Realm SDK reports it.
public struct UpdateResult: Sendable, Equatable {
    /// How many documents the filter matched.
    public let matchedCount: Int
    /// How many of them the update changed (an update that sets what is there changes none).
    public let modifiedCount: Int
    /// The `_id` of the document an upsert inserted; nil when nothing was inserted.
    public let documentId: BSONValue?

    package init(matchedCount: Int, modifiedCount: Int, documentId: BSONValue?) {
        self.matchedCount = matchedCount
        self.modifiedCount = modifiedCount
        self.documentId = documentId
    }

    /// The upserted `_id` when it is an ObjectId.
    public var objectId: ObjectId? { documentId?.objectIdValue }
}
