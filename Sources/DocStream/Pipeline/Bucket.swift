import DocStreamBSON

/// `{$bucket: {groupBy, boundaries: [b0, b1, ...], default, output}}`: one document per
/// bucket [b(i), b(i+1)) that holds input, `_id` the lower bound, sorted by `_id`. As in
/// MongoDB (document_source_bucket.cpp), it is a `$group` on a `$switch` over the
/// boundaries followed by `{$sort: {_id: 1}}`; a value in no bucket and no default fails
/// with the `$switch`'s 40066.
struct BucketStage: PipelineStage {
    private let group: GroupStage
    private let sort: SortStage

    /// createFromBson's fields (document_source_bucket.cpp), each checked as it is met.
    private static let arguments = ArgumentReader(
        errors: ArgumentErrors(
            unknownField: { DocStreamError(.location(40197), "Unrecognized option to $bucket: \($0).") },
            missingField: { _ in DocStreamError(.location(40198), "$bucket requires 'groupBy' and 'boundaries' to be specified.") }),
        fields: [
            .required("groupBy"), .optional("default"),
            .required("boundaries", .array) {
                DocStreamError(.location(40200), "The $bucket 'boundaries' field must be an array, but found type: \($0.type.alias).")
            },
            .optional("output", .object) {
                DocStreamError(.location(40196), "The $bucket 'output' field must be an object, but found type: \($0.type.alias).")
            },
        ])

    init(_ argument: BSONValue) throws(DocStreamError) {
        guard case .document(let specification) = argument else {
            throw DocStreamError(.location(40201), "Argument to $bucket stage must be an object, but found type: \(argument.type.alias).")
        }
        var boundaries: [BSONValue] = []
        var defaultBucket: BSONValue?
        let arguments = try Self.arguments.read(specification) { (name, value) throws(DocStreamError) in
            switch name {
            case "groupBy":
                let isExpressionObject = value.documentValue?.keys.first?.hasPrefix("$") == true
                guard isExpressionObject || value.stringValue?.hasPrefix("$") == true else {
                    throw DocStreamError(
                        .location(40202),
                        "The $bucket 'groupBy' field must be defined as a $-prefixed path or an expression, but found: \(value.extendedJSON(.relaxed)).")
                }
            case "boundaries":
                boundaries = try Self.boundaries(value)
            case "default":
                guard let constant = try Self.constant(value) else {
                    throw DocStreamError(
                        .location(40195), "The $bucket 'default' field must be a constant expression, but found: \(value.extendedJSON(.relaxed)).")
                }
                defaultBucket = constant
            default:
                break
            }
        }
        let (groupBy, lowest, highest) = (arguments["groupBy"]!, boundaries[0], boundaries[boundaries.count - 1])
        // A default of the boundaries' type must lie outside them.
        if let defaultBucket, defaultBucket.canonicalTypeRank == lowest.canonicalTypeRank,
            BSONValue.compare(defaultBucket, lowest) >= 0, BSONValue.compare(defaultBucket, highest) < 0
        {
            throw DocStreamError(
                .location(40199), "The $bucket 'default' field must be less than the lowest boundary or greater than or equal to the highest boundary.")
        }
        var branches: [BSONValue] = []
        for (lower, upper) in zip(boundaries, boundaries.dropFirst()) {
            let inBucket: BSONValue = ["$and": [["$gte": [groupBy, ["$literal": lower]]], ["$lt": [groupBy, ["$literal": upper]]]]]
            branches.append(["case": inBucket, "then": ["$literal": lower]])
        }
        var bucketOf: Document = ["branches": .array(branches)]
        if let defaultBucket { bucketOf["default"] = ["$literal": defaultBucket] }
        var groupSpecification: Document = ["_id": ["$switch": .document(bucketOf)]]
        for (field, accumulator) in arguments.document("output") ?? ["count": ["$sum": .int32(1)]] {
            groupSpecification[field] = accumulator
        }
        group = try GroupStage(.document(groupSpecification))
        sort = try SortStage(["_id": 1])
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        group.makeSink(feeding: sort.makeSink(feeding: downstream, context: context), context: context)
    }

    /// At least two constants, ascending, of one canonical type (40191-40194).
    private static func boundaries(_ value: BSONValue) throws(DocStreamError) -> [BSONValue] {
        var boundaries: [BSONValue] = []
        for element in value.arrayValue ?? [] {
            guard let constant = try constant(element) else {
                throw DocStreamError(
                    .location(40191), "The $bucket 'boundaries' field must be an array of constant values, but found value: \(element.extendedJSON(.relaxed)).")
            }
            boundaries.append(constant)
        }
        guard boundaries.count >= 2 else {
            throw DocStreamError(.location(40192), "The $bucket 'boundaries' field must have at least 2 values, but found \(boundaries.count) value(s).")
        }
        for index in 1..<boundaries.count {
            let (lower, upper) = (boundaries[index - 1], boundaries[index])
            guard lower.canonicalTypeRank == upper.canonicalTypeRank else {
                throw DocStreamError(
                    .location(40193),
                    "All values in the the 'boundaries' option to $bucket must have the same type. Found conflicting types \(lower.type.alias) and \(upper.type.alias)."
                )
            }
            guard BSONValue.compare(lower, upper) < 0 else {
                throw DocStreamError(
                    .location(40194),
                    "The 'boundaries' option to $bucket must be sorted, but elements \(index - 1) and \(index) are not in ascending order (\(lower.extendedJSON(.relaxed)) is not less than \(upper.extendedJSON(.relaxed)))."
                )
            }
        }
        return boundaries
    }

    /// The value of an expression that reads no field or variable, as MongoDB's optimizer folds
    /// it to a constant; nil for one that does.
    private static func constant(_ expression: BSONValue) throws(DocStreamError) -> BSONValue? {
        guard !readsInput(expression) else { return nil }
        return try AggregationExpression(expression).evaluate(Document())
    }

    /// Whether the expression holds a "$path" or "$$variable" outside a `$literal`.
    private static func readsInput(_ expression: BSONValue) -> Bool {
        switch expression {
        case .string(let text): text.hasPrefix("$")
        case .array(let elements): elements.contains(where: readsInput)
        case .document(let fields): fields.contains { $0.key != "$literal" && readsInput($0.value) }
        default: false
        }
    }
}
