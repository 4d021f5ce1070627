import DocStreamBSON

/// `{$graphLookup: {from, startWith, connectFromField, connectToField, as, maxDepth?,
/// depthField?, restrictSearchWithMatch?}}`: a breadth-first search of `from`
/// (document_source_graph_lookup.cpp). The values of `startWith` find the documents whose
/// `connectToField` equals one of them (as `$in` matches, through arrays); their
/// `connectFromField` values find the next level, up to `maxDepth`. Each document found once
/// (by `_id`) goes into the `as` array, with its level at `depthField` (a long).
struct GraphLookupStage: PipelineStage {
    private let from: String
    private let startWith: AggregationExpression
    private let connectFromPath: [String]
    private let connectToField: String
    private let connectToPath: [String]
    private let asPath: [String]
    private let depthPath: [String]?
    private let maxDepth: Int64?
    private let restriction: Document?
    /// The collation connections compare values under (the command's, when the stage compiled).
    private let collator = Collator.inEffect

    /// Only `from` is required here: the others, missing or empty, are 40105 after it.
    private static let arguments = ArgumentReader(
        errors: ArgumentErrors(
            unknownField: { DocStreamError(.location(40104), "Unknown argument to $graphLookup: \($0)") },
            missingField: { _ in .failedToParse("$graphLookup requires a 'from' field") },
            wrongType: { field, value, _ in
                DocStreamError(.location(40103), "expected string as argument for \(field), found: \(value.extendedJSON(.relaxed))")
            }),
        fields: [
            .required("from", .string) { .failedToParse("$graphLookup 'from' must be a string, found \($0.type.alias)") },
            .optional("as", .string), .optional("connectFromField", .string), .optional("connectToField", .string),
            .optional("depthField", .string), .optional("startWith"),
            .optional("maxDepth", .number) { DocStreamError(.location(40100), "maxDepth must be numeric, found type: \($0.type.alias)") },
            .optional("restrictSearchWithMatch", .object) {
                DocStreamError(.location(40185), "restrictSearchWithMatch must be an object, found \($0.type.alias)")
            },
        ])

    /// createFromBson's checks, in its order (jstests/aggregation/sources/graphLookup/error.js):
    /// 40100-40102 for maxDepth, 40185 for restrictSearchWithMatch, 9 for a missing `from` or
    /// one that is not a string (73 for an empty one), 40103 for another name that is not a
    /// string, 40104 for an unknown argument, 40105 for a missing one.
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard case .document(let specification) = argument else {
            throw .failedToParse("the $graphLookup specification must be an object, but found \(argument.type.alias)")
        }
        var startWith: AggregationExpression?
        var maxDepth: Int64?
        let arguments = try Self.arguments.read(specification) { (name, value) throws(DocStreamError) in
            switch name {
            case "startWith":
                startWith = try AggregationExpression(value)
            case "maxDepth":
                let depth = value.saturatingInteger(in: Int64.min...Int64.max) ?? 0
                guard depth >= 0 else { throw DocStreamError(.location(40101), "maxDepth requires a nonnegative argument, found: \(depth)") }
                guard BSONValue.int64(depth).isMongoEqual(to: value) else {
                    throw DocStreamError(.location(40102), "maxDepth could not be represented as a long long: \(value.extendedJSON(.relaxed))")
                }
                maxDepth = depth
            case "restrictSearchWithMatch":
                // Checked now, as MongoDB parses it with the stage; it runs with each level's query.
                _ = try QueryFilter(value.documentValue!)
            default:
                break
            }
        }
        let from = arguments.string("from")!
        guard !from.isEmpty else { throw DocStreamError(.invalidNamespace, "Invalid $graphLookup namespace: 'from' is empty") }
        guard let asText = arguments.string("as"), !asText.isEmpty, let startWith,
            let connectFrom = arguments.string("connectFromField"), !connectFrom.isEmpty,
            let connectTo = arguments.string("connectToField"), !connectTo.isEmpty
        else {
            throw DocStreamError(.location(40105), "$graphLookup requires 'from', 'as', 'startWith', 'connectFromField', and 'connectToField' to be specified.")
        }
        self.from = from
        self.startWith = startWith
        connectFromPath = try Self.path(connectFrom)
        connectToField = connectTo
        connectToPath = try Self.path(connectTo)
        asPath = try Self.path(asText)
        depthPath = try arguments.string("depthField").map { (field) throws(DocStreamError) in try Self.path(field) }
        self.maxDepth = maxDepth
        restriction = arguments.document("restrictSearchWithMatch")
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        ForeignCollectionSink(
            downstream: downstream,
            read: { () throws(DocStreamError) in try foreignCollection(in: context) },
            transform: { (document, collection) throws(DocStreamError) in try search(from: document, in: collection(), context: context) })
    }

    private static func path(_ field: String) throws(DocStreamError) -> [String] {
        let components = try FieldPath(field).components
        for component in components { try FieldPathExpression.validateFieldName(component) }
        return components
    }

    /// `from`'s documents, indexed by `connectToField`.
    private func foreignCollection(in context: PipelineContext) throws(DocStreamError) -> JoinIndex {
        JoinIndex(try context.documents(of: from), foreignPath: connectToPath.contains { Int($0) != nil } ? nil : connectToPath, collator: collator)
    }

    /// The input document with the documents the search reached at `as`, level by level.
    private func search(from document: Document, in collection: JoinIndex, context: PipelineContext) throws(DocStreamError) -> Document {
        // A missing start value queries nothing; an array gives one start value per element.
        var frontier: [BSONValue] = []
        switch try startWith.evaluate(document, variables: context.variables) {
        case .array(let elements)?: frontier = elements
        case let value?: frontier = [value]
        case nil: break
        }
        var visited: Set<MongoEqualityKey> = []
        var found: [Document] = []
        var depth: Int64 = 0
        // A search may examine the foreign documents many times over for one input document.
        var poll = InterruptionPoll(context.interruptions)
        while !frontier.isEmpty, maxDepth.map({ depth <= $0 }) ?? true {
            var next: [BSONValue] = []
            for candidate in try matches(of: frontier, in: collection, polling: &poll) {
                guard visited.insert(MongoEqualityKey(candidate["_id"] ?? .null)).inserted else { continue }
                LookupJoin.collect(connectFromPath[...], in: .document(candidate), into: &next, keepingArrays: false)
                found.append(depthPath.map { candidate.settingNestedValue(.int64(depth), at: $0[...]) } ?? candidate)
            }
            frontier = next
            depth += 1
        }
        return document.settingNestedValue(.array(found.map(BSONValue.document)), at: asPath[...])
    }

    /// The documents of `from` whose `connectToField` equals a frontier value, as `$in` matches
    /// (makeMatchStageFromFrontier), and that pass `restrictSearchWithMatch`, in natural order.
    /// A null value finds only an actual null: a missing field does not connect
    /// (jstests/aggregation/sources/graphLookup/missing_fields.js).
    private func matches(
        of frontier: [BSONValue], in collection: JoinIndex, polling poll: inout InterruptionPoll
    ) throws(DocStreamError) -> [Document] {
        let values = frontier.filter { $0 != .null }
        var alternatives: [BSONValue] = []
        if !values.isEmpty { alternatives.append(.document([connectToField: ["$in": .array(values)]])) }
        if values.count < frontier.count { alternatives.append(.document([connectToField: ["$eq": .null, "$exists": true]])) }
        var clauses: [BSONValue] = [.document(["$or": .array(alternatives)])]
        if let restriction { clauses.append(.document(restriction)) }
        let filter = try Collator.applying(collator) { () throws(DocStreamError) in try QueryFilter(["$and": .array(clauses)]) }
        var matching: [Document] = []
        for candidate in collection.candidates(for: frontier) ?? collection.documents {
            try poll.tick()
            if try filter.matches(candidate) { matching.append(candidate) }
        }
        return matching
    }
}
