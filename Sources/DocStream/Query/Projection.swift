import DocStreamBSON

/// A find projection: which fields of each matching document to return.
///
/// MongoDB 4.4+ semantics (manual, "Project Fields to Return from Query", db.collection.find()
/// Projection, and the $, $elemMatch and $slice projection operators):
/// - Inclusion `{a: 1, "b.c": 1}` keeps those fields, in the document's own order; `_id` too
///   unless `{_id: 0}`. Exclusion `{a: 0}` drops them. Mixing the two is an error except for
///   `_id`. Dotted paths reach into embedded documents and into each document of an array.
/// - `{a: {$slice: n}}`, `{a: {$slice: [skip, limit]}}` cut arrays; `{a: {$elemMatch: {...}}}`
///   keeps an array's first matching element; `{"a.$": 1}` keeps the element the filter matched.
/// - Other values are computed fields, aggregation expressions as in `$project`: literals like
///   `"x"` or `null`, `{$literal: v}`, field paths `"$a.b"`, operators `{$add: ["$a", 1]}`.
/// - `{}` returns whole documents.
///
/// ```swift
/// let projection = try Projection(["item": 1, "status": 1, "instock": ["$slice": -1]])
/// let shaped = try projection.apply(to: document, match: filter.match(document))
/// ```
public struct Projection: Sendable {
    private let root: ProjectionNode
    private let isInclusion: Bool
    /// What computed fields read besides the document: `$$NOW` (fixed when the projection
    /// compiled, as MongoDB fixes it per command) and a command's `let` values.
    private var variables: ExpressionVariables
    /// $slice and positional projections in tree order: MongoDB applies them to the projected
    /// document, one after another (projection_executor_builder.cpp root replacements).
    private let arrayCuts: [(path: [String], cut: ArrayCut)]
    /// Whether a field is `{$meta: "textScore"}`, which needs a `$text` query.
    let usesTextScore: Bool

    private enum ArrayCut {
        case slice(skip: Int?, limit: Int)
        case positional
    }

    /// Parses a projection as MongoDB's projection_parser.cpp does.
    ///
    /// - Throws: `DocStreamError` with that parser's codes: 31254 for an exclusion in an
    ///   inclusion projection and 31253 for an inclusion in an exclusion one, among others.
    public init(_ projection: Document) throws(DocStreamError) {
        try self.init(projection, variables: nil)
    }

    /// A projection whose expressions read `variables` (a command's `let`).
    init(_ projection: Document, variables: ExpressionVariables?) throws(DocStreamError) {
        var parser = ProjectionParser()
        (root, isInclusion) = try parser.parse(projection)
        usesTextScore = parser.usesTextScore
        arrayCuts = Self.arrayCuts(in: root, below: [])
        self.variables = variables ?? ExpressionVariables()
    }

    /// The projection with `search` giving `{$meta: "textScore"}`.
    func searching(_ search: TextSearch?) -> Projection {
        var bound = self
        bound.variables.textSearch = search
        return bound
    }

    /// The projected document. `match` is what the filter reported for this document; the
    /// positional `$` projection needs its `arrayPosition` (51246 without it when the projected
    /// path meets an array, 51247 when the array has no such element).
    ///
    /// - Throws: `DocStreamError` 51246 and 51247 as above, or the code of an expression the
    ///   projection computes that fails on the document.
    public func apply(to document: Document, match: QueryMatch?) throws(DocStreamError) -> Document {
        guard !root.children.isEmpty else { return document }
        var scope = variables.rooted(at: document)
        scope.textScore = match?.textScore
        var output = try isInclusion ? root.including(from: document, scope: scope) : root.excluding(from: document, scope: scope)
        for (path, cut) in arrayCuts {
            switch cut {
            case .slice(let skip, let limit):
                output = output.slicing(path[...], skip: skip, limit: limit)
            case .positional:
                output = try output.keepingMatchedElement(at: path, position: match?.arrayPosition)
            }
        }
        return output
    }

    private static func arrayCuts(in node: ProjectionNode, below path: [String]) -> [(path: [String], cut: ArrayCut)] {
        node.children.flatMap { name, child -> [(path: [String], cut: ArrayCut)] in
            switch child {
            case .slice(let skip, let limit): [(path + [name], .slice(skip: skip, limit: limit))]
            case .positional: [(path + [name], .positional)]
            case .node(let node): arrayCuts(in: node, below: path + [name])
            default: []
            }
        }
    }
}

/// The parse of one projection document: projection_parser.cpp parseAndAnalyze and its
/// helpers, checked in the same order so the first error is MongoDB's first error.
struct ProjectionParser {
    /// Inclusion or exclusion, once a field decides it.
    private var isInclusion: Bool?
    private var idSpecified = false
    private var idIncludedEntirely = false
    private var hasPositional = false
    private var hasElemMatch = false
    private var hasFindSlice = false
    private(set) var usesTextScore = false
    /// A `$meta` this store has no value for; thrown once the whole projection has passed
    /// MongoDB's own checks.
    private var unsupported: DocStreamError?

    mutating func parse(_ projection: Document) throws(DocStreamError) -> (ProjectionNode, isInclusion: Bool) {
        var root = ProjectionNode()
        for (key, value) in projection {
            idSpecified = idSpecified || key == "_id" || key.hasPrefix("_id.")
            try parseElement(key, value, into: &root, parentPath: [])
        }
        // computeProjectionType: without a deciding field, a find $slice makes an exclusion
        // unless _id is included; $elemMatch or {_id: 1} make an inclusion.
        let inclusion = isInclusion ?? (hasFindSlice ? idIncludedEntirely : hasElemMatch || idIncludedEntirely)
        if inclusion, !idSpecified {
            try root.add(.include, at: FieldPath(components: ["_id"]))
        }
        if !inclusion, idIncludedEntirely {
            root.removeChild(named: "_id")
        }
        if let unsupported { throw unsupported }
        return (root, inclusion)
    }

    private mutating func parseElement(_ key: String, _ value: BSONValue, into node: inout ProjectionNode, parentPath: [String]) throws(DocStreamError) {
        let isPositional = key.hasSuffix(".$")
        guard !key.contains(".$.") else {
            throw DocStreamError(
                .location(31394),
                "As of 4.4, it's illegal to specify positional operator in the middle of a path.Positional projection may only be used at the end, for example: a.b.$. If the query previously used a form like a.b.$.d, remove the parts following the '$' and the results will be equivalent.",
                location: "projection field '\(key)'")
        }
        switch value {
        case .document(let subProjection):
            guard !isPositional else {
                throw DocStreamError(.location(31271), "positional projection cannot be used with an expression or sub object")
            }
            try parseSubObject(key, subProjection, into: &node, parentPath: parentPath)
        case .bool, .int32, .int64, .double, .decimal128:
            if Self.isTrue(value) {
                try parseInclusion(key, into: &node, parentPath: parentPath)
            } else {
                guard !isPositional else {
                    throw DocStreamError(.location(31395), "positional projection cannot be used with exclusion")
                }
                try parseExclusion(key, into: &node, parentPath: parentPath)
            }
        default:
            guard !isPositional else {
                throw DocStreamError(.location(31308), "positional projection cannot be used with a literal")
            }
            let path = try FieldPath(findPath: key)
            try node.add(.computed(.expression(try AggregationExpression(value))), at: path)
            guard isInclusion != false else {
                throw DocStreamError(
                    .location(31310), "Cannot use an expression \(key): \(value.extendedJSON(.relaxed)) in an exclusion projection")
            }
            isInclusion = true
        }
    }

    private mutating func parseInclusion(_ key: String, into node: inout ProjectionNode, parentPath: [String]) throws(DocStreamError) {
        let isTopLevelId = key == "_id" && parentPath.isEmpty
        if key.hasSuffix(".$") {
            guard !hasPositional else {
                throw DocStreamError(.location(31276), "Cannot specify more than one positional projection per query.")
            }
            guard !hasElemMatch else {
                throw DocStreamError(.location(31256), "Cannot specify positional operator and $elemMatch.")
            }
            guard key != ".$" else {
                throw DocStreamError(.location(5392900), "Projection on field .$ is invalid")
            }
            try node.add(.positional, at: FieldPath(findPath: String(key.dropLast(2))))
            hasPositional = true
        } else {
            try node.add(.include, at: FieldPath(findPath: key))
            if isTopLevelId { idIncludedEntirely = true }
        }
        guard !isTopLevelId else { return }
        guard isInclusion != false else {
            throw DocStreamError(.location(31253), "Cannot do inclusion on field \(key) in exclusion projection")
        }
        isInclusion = true
    }

    private mutating func parseExclusion(_ key: String, into node: inout ProjectionNode, parentPath: [String]) throws(DocStreamError) {
        try node.add(.exclude, at: FieldPath(findPath: key))
        guard !(key == "_id" && parentPath.isEmpty) else { return }
        guard isInclusion != true else {
            throw DocStreamError(.location(31254), "Cannot do exclusion on field \(key) in inclusion projection")
        }
        isInclusion = false
    }

    /// A document value: an operator (`{$slice: ...}`, `{$elemMatch: ...}`, `{$literal: ...}`)
    /// when it has one `$`-prefixed field, otherwise the fields below `key`.
    private mutating func parseSubObject(_ key: String, _ subProjection: Document, into node: inout ProjectionNode, parentPath: [String]) throws(DocStreamError)
    {
        guard !subProjection.isEmpty else {
            throw DocStreamError(.location(51270), "Invalid empty sub-projection: \(key)")
        }
        let path = try FieldPath(findPath: key)
        if subProjection.count == 1, let (name, argument) = subProjection.elements.first, name.hasPrefix("$") {
            try parseOperator(name, argument, at: path, into: &node, parentPath: parentPath)
            return
        }
        if node.node(at: path.components[...]) == nil {
            try node.add(.node(ProjectionNode()), at: path)
        }
        var child = node.node(at: path.components[...])!
        for (childKey, childValue) in subProjection {
            try parseElement(childKey, childValue, into: &child, parentPath: parentPath + path.components)
        }
        node.replaceNode(at: path.components[...], with: child)
    }

    private mutating func parseOperator(_ name: String, _ argument: BSONValue, at path: FieldPath, into node: inout ProjectionNode, parentPath: [String])
        throws(DocStreamError)
    {
        switch name {
        case "$slice":
            switch Self.findSliceArguments(argument) {
            case .success(let (skip, limit)):
                try node.add(.slice(skip: skip, limit: limit), at: path)
                hasFindSlice = true
            case .failure(let findError):
                // Not find's $slice: MongoDB then reads it as the aggregation $slice expression.
                try beginExpression()
                guard let arguments = argument.arrayValue, (2...3).contains(arguments.count) else {
                    let count = argument.arrayValue?.count ?? 1
                    throw DocStreamError(
                        .location(28667),
                        "Invalid $slice syntax. The given syntax { $slice: \(argument.extendedJSON(.relaxed)) } did not match the find() syntax because :: \(findError.codeName): \(findError.message) :: The given syntax did not match the expression $slice syntax. :: caused by :: Expression $slice takes at least 2 arguments, and at most 3, but \(count) were passed in."
                    )
                }
                try node.add(.computed(.expression(try AggregationExpression(["$slice": argument]))), at: path)
            }
        case "$elemMatch":
            guard case .document(let condition) = argument else {
                throw DocStreamError(.location(31274), "elemMatch: Invalid argument, object required, but got \(argument.type.alias)")
            }
            try JSONSchemaMatch.refuse(in: condition)
            guard !hasPositional else {
                throw DocStreamError(.location(31255), "Cannot specify positional operator and $elemMatch.")
            }
            guard parentPath.isEmpty, path.components.count == 1 else {
                throw DocStreamError(.location(31275), "Cannot use $elemMatch projection on a nested field.")
            }
            let filter = try QueryFilter([path.description: ["$elemMatch": argument]])
            try node.add(.computed(.elemMatch(filter, field: path.description)), at: path)
            hasElemMatch = true
        case "$meta":
            guard let metaName = argument.stringValue else {
                throw DocStreamError(.location(17307), "$meta only supports string arguments")
            }
            // The text score comes from the query's $text; no other metadata has a source here.
            guard metaName == "textScore" else {
                if unsupported == nil { unsupported = DocStreamError(.notImplemented, "{$meta: \"\(metaName)\"} is not supported in projections") }
                try node.add(.computed(.expression(try AggregationExpression(["$literal": argument]))), at: path)
                return
            }
            usesTextScore = true
            try node.add(.computed(.expression(try AggregationExpression(["$meta": argument]))), at: path)
        default:
            try beginExpression()
            try node.add(.computed(.expression(try AggregationExpression([name: argument]))), at: path)
        }
    }

    /// An aggregation expression makes an inclusion, and has no place in an exclusion (31252).
    private mutating func beginExpression() throws(DocStreamError) {
        guard isInclusion != false else {
            throw DocStreamError(.location(31252), "Cannot use expression other than $meta in exclusion projection")
        }
        isInclusion = true
    }

    /// find's `$slice: n` or `$slice: [skip, limit]` (projection_parser.cpp attemptToParseFindSlice).
    private static func findSliceArguments(_ argument: BSONValue) -> Result<(skip: Int?, limit: Int), DocStreamError> {
        if let count = argument.saturatingInteger(in: Int64(Int32.min)...Int64(Int32.max)) {
            return .success((nil, Int(count)))
        }
        guard let items = argument.arrayValue else {
            return .failure(DocStreamError(.location(31273), "$slice only supports numbers and [skip, limit] arrays"))
        }
        guard items.count == 2 else {
            return .failure(DocStreamError(.location(31272), "$slice array argument should be of form [skip, limit]"))
        }
        let int32Range = Int64(Int32.min)...Int64(Int32.max)
        guard let skip = items[0].saturatingInteger(in: int32Range) else {
            return .failure(DocStreamError(.location(31257), "$slice expects the skip argument to be a number, got \(items[0].type.alias)"))
        }
        guard let limit = items[1].saturatingInteger(in: int32Range) else {
            return .failure(DocStreamError(.location(31258), "$slice expects the limit argument to be a number, got \(items[1].type.alias)"))
        }
        guard limit > 0 else {
            return .failure(DocStreamError(.location(31259), "$slice limit must be positive, got \(limit)"))
        }
        return .success((Int(skip), Int(limit)))
    }

    /// BSONElement::trueValue for the numbers and booleans that mean include or exclude
    /// (find projections and the pipeline's $project read them alike).
    static func isTrue(_ value: BSONValue) -> Bool {
        switch value {
        case .bool(let flag): flag
        case .int32(let number): number != 0
        case .int64(let number): number != 0
        case .double(let number): number != 0
        case .decimal128(let number): number.finiteComponents?.coefficient != 0
        default: false
        }
    }
}
