import DocStreamBSON

/// A compiled MongoDB query filter, such as `{name: "Latte", price: {$lt: 5}}`.
///
/// Compiling validates the whole filter; matching fails only when an expression under `$expr`
/// does (`{$expr: {$divide: [1, "$zero"]}}`), and then the whole operation fails, as in MongoDB.
///
/// ```swift
/// let filter = try QueryFilter(["storeNumber": ["$gte": 40]])
/// filter.matches(["storeNumber": 42])  // true
/// ```
public struct QueryFilter: Sendable {
    private let root: any MatchExpression
    /// The same filter decided on the document's bytes where it can be (see `RawFilter`).
    private let raw: RawFilter?
    /// The variables `$expr` reads, a command's `let` values; nil for none but `$$NOW`.
    private var variables: ExpressionVariables?
    /// The filter's `$text`, which the operation binds to the collection's text index
    /// (`searching(_:)`).
    private(set) var textQuery: TextQuery?
    /// The filter's `$near`, `$nearSphere` or `$geoNear`, which the operation binds to a
    /// geospatial index (`GeoNearSearch`) to keep and order the matches.
    private(set) var nearQuery: GeoNearQuery?

    /// Compiles a filter document; every validation error is raised here, never while matching.
    ///
    /// - Throws: `DocStreamError` 2 BadValue for an unknown or malformed operator
    ///   (`unknown operator: $foo`), 51091 for a `$regex` pattern that does not compile, and
    ///   MongoDB's code of any other refusal, naming the operator.
    public init(_ filter: Document) throws(DocStreamError) {
        textQuery = try TextQuery.find(in: filter)
        root = try FilterCompiler.compile(filter, level: .document)
        nearQuery = try GeoNearQuery.find(in: filter)
        if textQuery != nil, nearQuery != nil { throw .badValue("text and geoNear not allowed in same query") }
        raw = RawFilter(root)
    }

    /// The search bound to the filter's `$text`.
    var textSearch: TextSearch? { variables?.textSearch }

    /// The filter with `search` bound to its `$text`.
    func searching(_ search: TextSearch?) -> QueryFilter {
        guard let search else { return self }
        return binding { $0.textSearch = search }
    }

    /// The filter with `search` bound to its near condition.
    func near(_ search: GeoNearSearch?) -> QueryFilter {
        guard let search else { return self }
        return binding { $0.geoNear = search }
    }

    /// The filter with its variables changed by `bind`.
    private func binding(_ bind: (inout ExpressionVariables) -> Void) -> QueryFilter {
        var bound = self
        var variables = bound.variables ?? ExpressionVariables()
        bind(&variables)
        bound.variables = variables
        return bound
    }

    /// The filter's `$text` bound to the collection's text index; nil for a filter without one.
    /// 27 when the collection has no text index, 291 when it is hidden.
    func textSearch(in indexes: [IndexSpecification]?, namespace: Namespace) throws(DocStreamError) -> TextSearch? {
        guard let textQuery else { return nil }
        guard let indexes else { throw DocStreamError(.indexNotFound, "text index required for $text query (no such collection '\(namespace)')") }
        guard let index = indexes.first(where: { $0.text != nil }) else {
            throw DocStreamError(.indexNotFound, "text index required for $text query")
        }
        // A hidden text index leaves the query no plan, as in MongoDB.
        guard !index.isHidden else { throw DocStreamError(.noQueryExecutionPlans, "need exactly one text index for $text query") }
        return try TextSearch(textQuery, index: index)
    }

    /// A filter whose `$expr` reads `variables` (a command's `let`).
    init(_ filter: Document, variables: ExpressionVariables?) throws(DocStreamError) {
        try self.init(filter)
        self.variables = variables
    }

    /// A filter where MongoDB refuses `$expr`, `$where` and `$text` (update's arrayFilters and
    /// `$pull` conditions), so that matching it never fails.
    init(withoutSpecialFeatures filter: Document) throws(DocStreamError) {
        root = try FilterCompiler.compile(filter, level: .documentWithoutSpecialFeatures)
        raw = RawFilter(root)
    }

    /// Whether the filter matches `document`, as MongoDB's query matches it.
    ///
    /// - Throws: `DocStreamError` when an expression under `$expr` fails on the document, with
    ///   that expression's MongoDB code.
    public func matches(_ document: Document) throws(DocStreamError) -> Bool {
        if let decided = try decidedOnBytes(document) { return decided }
        var details = MatchDetails(recording: false, variables: variables)
        return try root.matches(document, &details)
    }

    /// Matches with a pipeline's variables in scope for `$expr`.
    func matches(_ document: Document, variables: ExpressionVariables) throws(DocStreamError) -> Bool {
        if let decided = try decidedOnBytes(document) { return decided }
        var details = MatchDetails(recording: false, variables: variables)
        return try root.matches(document, &details)
    }

    /// nil when the document does not match; otherwise the match details MongoDB keeps for
    /// the positional `$` operator: the index of the array element that matched, in the first
    /// array the matching path went through (MongoDB's "elemMatchKey").
    ///
    /// - Throws: As `matches(_:)`.
    public func match(_ document: Document) throws(DocStreamError) -> QueryMatch? {
        // A document decided on its bytes reached no array, so there is no position to record.
        if let decided = try decidedOnBytes(document) { return decided ? QueryMatch() : nil }
        var details = MatchDetails(recording: true, variables: variables)
        guard try root.matches(document, &details) else { return nil }
        var match = QueryMatch(arrayPosition: details.arrayPosition)
        match.textScore = details.textScore
        return match
    }
}

extension QueryFilter {
    /// The filter as tests of top-level fields that must all hold (`RawFilter.fieldConjunction`).
    var fieldConjunction: [RawFilter.FieldTest]? { raw?.fieldConjunction }

    /// The raw filter's answer, nil when it has none for this document.
    @inline(__always)
    private func decidedOnBytes(_ document: Document) throws(DocStreamError) -> Bool? {
        switch try raw?.evaluate(document) {
        case .matches?: true
        case .fails?: false
        case .undecided?, nil: nil
        }
    }
}

/// What a successful match records for the positional `$` operator.
public struct QueryMatch: Sendable, Equatable {
    /// The index of the matched element in the first array the matching path traversed.
    public var arrayPosition: Int?
    /// The document's `$text` score, found while matching it (not under `$or`).
    var textScore: Double?

    /// A match, with the position `$` stands for when an array was traversed.
    public init(arrayPosition: Int? = nil) {
        self.arrayPosition = arrayPosition
    }
}
