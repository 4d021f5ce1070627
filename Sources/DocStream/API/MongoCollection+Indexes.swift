import DocStreamBSON

/// How to build an index: its name (by default its fields and directions, `storeNumber_1_name_-1`),
/// whether it is unique, sparse, partial or hidden from the query planner, for a TTL index
/// how long its documents live, for a wildcard index which fields it keys, and for a 2d index
/// its precision and range.
///
/// ```swift
/// var options = IndexOptions()
/// options.expireAfterSeconds = 3600
/// try await sessions.createIndex(["lastSeen": 1], options: options)
/// ```
public struct IndexOptions: Sendable {
    /// The index's name; nil for MongoDB's default, the key's fields and directions joined
    /// (`lastSeen_1`).
    public var name: String?
    /// Refuse a second document with the same key (11000 DuplicateKey).
    public var isUnique: Bool
    /// Leave out documents missing every indexed field.
    public var isSparse: Bool
    /// Index only the documents this filter matches.
    public var partialFilterExpression: Document?
    /// Keep the index up to date without letting queries use it.
    public var isHidden: Bool
    /// Makes a single-field index a TTL index: a document expires once the date in the
    /// indexed field (the earliest, for an array of dates) is this many seconds old, and the
    /// store's TTL monitor removes it on its next pass (every 60 seconds by default). A
    /// document without a date there never expires.
    public var expireAfterSeconds: Int?
    /// Which fields a wildcard index on all fields (`["$**": 1]`) keys: an inclusion
    /// (`["attributes.size": 1]`) or an exclusion (`["notes": 0]`) projection; `_id` only when
    /// it names it.
    public var wildcardProjection: Document?
    /// A 2d index's precision: the bits of each coordinate its geohash keeps, 1 to 32
    /// (MongoDB's `bits`; 26 by default).
    public var geohashBits: Int?
    /// The coordinates a 2d index accepts (MongoDB's `min` and `max`; -180...180 by default):
    /// a point outside is refused (13027).
    public var coordinateRange: ClosedRange<Double>?

    /// Options with each part named; what is left out is MongoDB's default (a generated name,
    /// not unique, not sparse, every document, visible to queries).
    public init(name: String? = nil, isUnique: Bool = false, isSparse: Bool = false, partialFilterExpression: Document? = nil, isHidden: Bool = false) {
        self.name = name
        self.isUnique = isUnique
        self.isSparse = isSparse
        self.partialFilterExpression = partialFilterExpression
        self.isHidden = isHidden
    }

    /// The spec `createIndexes` takes for `keys`, named (by default as the drivers name it).
    func specification(for keys: Document) -> Document {
        var spec: Document = ["key": .document(keys), "name": .string(name ?? IndexSpecification.defaultName(keys))]
        if isUnique { spec["unique"] = true }
        if isSparse { spec["sparse"] = true }
        if let partialFilterExpression { spec["partialFilterExpression"] = .document(partialFilterExpression) }
        if isHidden { spec["hidden"] = true }
        if let expireAfterSeconds { spec["expireAfterSeconds"] = .int64(Int64(expireAfterSeconds)) }
        if let wildcardProjection { spec["wildcardProjection"] = .document(wildcardProjection) }
        if let geohashBits { spec["bits"] = .int64(Int64(geohashBits)) }
        if let coordinateRange {
            spec["min"] = .double(coordinateRange.lowerBound)
            spec["max"] = .double(coordinateRange.upperBound)
        }
        return spec
    }
}

extension MongoCollection {
    /// Creates an index on `keys` (`[field: 1 | -1 | "hashed" | "text" | "2dsphere", ...]`,
    /// compound in order, at most one field hashed; `["location": "2d", ...]` with the 2d field
    /// first; or alone `["$**": 1]` or `["path.$**": 1]`, a wildcard index on every field or on
    /// one field's subtree) and returns its name. Creating an identical index again does
    /// nothing; the collection is created when missing. Fails, creating nothing, when the
    /// documents break a unique index (11000) or put arrays in two indexed fields (171), when a
    /// geospatial index meets a value it cannot read as a location (16755 for 2dsphere; 13026,
    /// 13027 or 16804 for 2d), or when another index has the name or the definition (86, 85).
    ///
    /// ```swift
    /// try await drinks.createIndex(["storeNumber": 1, "name": 1], options: IndexOptions(isUnique: true))
    /// try await stores.createIndex(["location": "2dsphere"])
    /// ```
    ///
    /// - Throws: `DocStreamError` 86 IndexKeySpecsConflict or 85 IndexOptionsConflict for an
    ///   index of the same name or keys defined otherwise, 67 CannotCreateIndex for a key
    ///   pattern or option MongoDB refuses, 11000 DuplicateKey when a unique index meets
    ///   documents that share a key, 171 CannotIndexParallelArrays when a document has arrays
    ///   in two of its fields, 16766 when a hashed field holds an array, 16764 for a unique
    ///   hashed index, 31254 / 31253 / 51271 for a wildcard projection that mixes inclusion
    ///   and exclusion or computes a field, 16755 / 13026 / 13027 / 16804 for a document a
    ///   geospatial index cannot key, 16800 / 16801 / 72 for a 2d index with two geo fields,
    ///   not first, or bad `geohashBits` or `coordinateRange`. No index is made.
    @discardableResult
    nonisolated(nonsending) public func createIndex(_ keys: Document, options: IndexOptions = IndexOptions()) async throws(DocStreamError) -> String {
        try await engine.createIndex(options.specification(for: keys), on: namespace())
    }

    /// Removes the index with this name.
    ///
    /// - Throws: `DocStreamError` 27 IndexNotFound when there is none, 72 InvalidOptions for
    ///   `_id_`, 26 NamespaceNotFound when the collection does not exist.
    nonisolated(nonsending) public func dropIndex(named name: String) async throws(DocStreamError) {
        try await engine.dropIndexes(.string(name), on: namespace())
    }

    /// Removes the index with this key pattern.
    ///
    /// - Throws: `DocStreamError` 27 IndexNotFound when no index has it, 72 InvalidOptions for
    ///   `["_id": 1]`, 26 NamespaceNotFound when the collection does not exist.
    nonisolated(nonsending) public func dropIndex(_ keys: Document) async throws(DocStreamError) {
        try await engine.dropIndexes(.document(keys), on: namespace())
    }

    /// Removes every index but `_id_`.
    ///
    /// - Throws: `DocStreamError` 26 NamespaceNotFound when the collection does not exist.
    nonisolated(nonsending) public func dropIndexes() async throws(DocStreamError) {
        try await engine.dropIndexes("*", on: namespace())
    }

    /// The collection's indexes as listIndexes describes them, `_id_` first:
    /// `{v: 2, key: {...}, name: "...", unique?: true, ...}`.
    ///
    /// - Throws: `DocStreamError` 26 NamespaceNotFound when the collection does not exist.
    nonisolated(nonsending) public func listIndexes() async throws(DocStreamError) -> [Document] {
        try await engine.listIndexes(on: namespace())
    }
}
