import DocStreamBSON

/// `{$bucketAuto: {groupBy, buckets, output, granularity}}`: the input sorted by `groupBy`
/// and cut into at most `buckets` buckets of about equal size; documents with equal values
/// always share a bucket. Each bucket is `{_id: {min, max}, <output fields>}` (`count` by
/// default); `max` is the next bucket's `min`, and the last bucket's own largest value.
struct BucketAutoStage: PipelineStage {
    private let groupBy: AggregationExpression
    /// `groupBy` as written, when it is a string (a path).
    private let groupByText: String?
    private let bucketCount: Int
    private let accumulators: [(field: String, accumulator: Accumulator)]
    private let rounder: GranularityRounder?
    /// The collation in effect when the stage was compiled: keys are sorted and found equal
    /// under it (DocumentSourceBucketAuto's value comparator); a bucket's bounds are the keys
    /// as the documents hold them.
    private let collator = Collator.inEffect

    /// createFromBson's fields, each checked as it is met.
    private static let arguments = ArgumentReader(
        errors: ArgumentErrors(
            unknownField: { DocStreamError(.location(40245), "Unrecognized option to $bucketAuto: \($0)") },
            missingField: { _ in DocStreamError(.location(40246), "$bucketAuto requires 'groupBy' and 'buckets' to be specified") }),
        fields: [
            .required("groupBy"),
            .required("buckets", .number) {
                DocStreamError(.location(40241), "The $bucketAuto 'buckets' field must be a numeric value, but found type: \($0.type.alias)")
            },
            .optional("output", .object) {
                DocStreamError(.location(40244), "The $bucketAuto 'output' field must be an object, but found type: \($0.type.alias)")
            },
            .optional("granularity", .string) {
                DocStreamError(.location(40261), "The $bucketAuto 'granularity' field must be a string, but found type: \($0.type.alias)")
            },
        ])

    /// document_source_bucket_auto.cpp createFromBson's checks.
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard case .document(let specification) = argument else {
            throw DocStreamError(.location(40240), "The argument to $bucketAuto must be an object, but found type: \(argument.type.alias)")
        }
        var groupBy: AggregationExpression?
        var bucketCount = 0
        var accumulators: [(field: String, accumulator: Accumulator)] = []
        var rounder: GranularityRounder?
        _ = try Self.arguments.read(specification) { (name, value) throws(DocStreamError) in
            switch name {
            case "groupBy":
                let isExpressionObject = value.documentValue?.keys.first?.hasPrefix("$") == true
                let isPath = (value.stringValue?.count ?? 0) > 1 && value.stringValue?.hasPrefix("$") == true
                guard isExpressionObject || isPath else {
                    throw DocStreamError(
                        .location(40239),
                        "The $bucketAuto 'groupBy' field must be defined as a $-prefixed path or an expression object, but found: \(value.extendedJSON(.relaxed))"
                    )
                }
                groupBy = try AggregationExpression(value)
            case "buckets":
                guard let count = ExpressionCompiler.int32(value) else {
                    throw DocStreamError(
                        .location(40242),
                        "The $bucketAuto 'buckets' field must be representable as a 32-bit integer, but found \(FilterArguments.describeNumber(value))")
                }
                guard count > 0 else {
                    throw DocStreamError(.location(40243), "The $bucketAuto 'buckets' field must be greater than 0, but found: \(count)")
                }
                bucketCount = Int(count)
            case "output":
                accumulators = try AccumulatorFields.compile(value.documentValue!)
            case "granularity":
                rounder = try GranularityRounder(value.stringValue!)
            default:
                break
            }
        }
        self.groupBy = groupBy!
        groupByText = specification["groupBy"]?.stringValue
        self.bucketCount = bucketCount
        self.accumulators = accumulators.isEmpty ? try AccumulatorFields.compile(["count": ["$sum": .int32(1)]]) : accumulators
        self.rounder = rounder
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        BucketAutoSink(stage: self, variables: context.variables, downstream: downstream)
    }

    /// The bucket key of a document: missing is null, as in `$group`; with a granularity only
    /// non-negative numbers (40258, 40259, 40260).
    fileprivate func key(of document: Document, variables: ExpressionVariables) throws(DocStreamError) -> BSONValue {
        let key = try groupBy.evaluate(document, variables: variables)
        if rounder != nil {
            guard let number = key?.coercedDouble else {
                throw DocStreamError(
                    .location(40258),
                    "$bucketAuto can specify a 'granularity' with numeric boundaries only, but found a value with type: \(ExpressionCompiler.typeName(key))")
            }
            guard !number.isNaN else {
                throw DocStreamError(.location(40259), "$bucketAuto can specify a 'granularity' with numeric boundaries only, but found a NaN")
            }
            guard number >= 0 else {
                throw DocStreamError(.location(40260), "$bucketAuto can specify a 'granularity' with non-negative numbers only, but found a negative number")
            }
        }
        return key ?? .null
    }

    /// What a key sorts by: under a collation, its strings' comparison keys.
    fileprivate func sortingForm(of key: BSONValue) -> BSONValue {
        collator?.comparable(key) ?? key
    }

    /// The top-level field `groupBy` reads (`"$price"`) when there is no granularity: the
    /// buckets can then be cut from that field's column (`ColumnarScan`).
    var columnField: String? {
        guard rounder == nil, case .field(let name) = groupBy.dependency, groupByText == "$" + name else { return nil }
        return name
    }

    /// Whether every output reads no field (`count`'s `{$sum: 1}`): the buckets then need only
    /// how many documents hold each key.
    var outputsReadNoField: Bool {
        accumulators.allSatisfy { $0.accumulator.argument.dependency == .none }
    }

    /// The buckets of `count` documents sorted by key (DocumentSourceBucketAuto::populateNextBucket):
    /// each takes about count/buckets of them, then every one equal to its last key; with a
    /// granularity its bounds are rounded and it also takes those below its rounded max. The
    /// input is read through positions in sorted order: `key` (missing as null), `document`,
    /// and `prefetch`, called at each position read, to ask the caches for those a few ahead.
    func buckets(
        count: Int, key: (Int) -> BSONValue, document: (Int) -> Document, prefetch: (Int) -> Void, variables: ExpressionVariables
    ) throws(DocStreamError) -> [Document] {
        guard count > 0 else { return [] }
        let size = max(1, Int((Double(count) / Double(bucketCount)).rounded()))
        var buckets: [Document] = []
        var index = 0
        var previousMaximum: BSONValue?
        let arguments = accumulators.map(\.accumulator.argument)
        // An argument that reads no field (`count`'s `{$sum: 1}`) has one value for every
        // document: taken once, so the documents themselves are never read for it.
        let constants = try arguments.map { (argument) throws(DocStreamError) -> BSONValue?? in
            argument.dependency == .none ? .some(try argument.evaluate(Document(), variables: variables)) : nil
        }
        let readsDocuments = constants.contains { $0 == nil }
        while index < count && buckets.count < bucketCount {
            let isLast = buckets.count == bucketCount - 1
            var minimum = key(index)
            // With a granularity a bucket starts where the one before it ended.
            if let previousMaximum {
                minimum = previousMaximum
            } else if let rounder {
                minimum = try rounder.roundDown(minimum)
            }
            // Bucket accumulators see no group key (an `n` reads an empty document).
            var states = try accumulators.map { field throws(DocStreamError) in try field.accumulator.makeState(groupKey: .null, variables: variables) }
            var taken = 0
            func take() throws(DocStreamError) {
                if readsDocuments { prefetch(index) }
                for position in arguments.indices {
                    let value =
                        if let constant = constants[position] { constant } else {
                            try arguments[position].evaluate(document(index), variables: variables)
                        }
                    try states[position].add(value)
                }
                index += 1
                taken += 1
            }
            while index < count && (taken < size || isLast) { try take() }
            // The largest key taken, then every document equal to it.
            var maximum = key(index - 1)
            if let rounder {
                let boundary = try rounder.roundUp(maximum)
                while index < count, BSONValue.compare(boundary, key(index)) > 0 || Collator.compare(maximum, key(index), under: collator) == 0 {
                    maximum = key(index)
                    try take()
                }
                // A first bucket of zeros ends where the next bucket's rounded-down minimum starts.
                if boundary.coercedDouble == 0, index < count {
                    maximum = try rounder.roundDown(key(index))
                } else {
                    maximum = boundary
                }
                previousMaximum = maximum
            } else {
                while index < count, Collator.compare(maximum, key(index), under: collator) == 0 { try take() }
                if index < count { maximum = key(index) }
            }
            var fields: [(String, BSONValue)] = [("_id", ["min": minimum, "max": maximum])]
            for (position, state) in states.enumerated() {
                fields.append((accumulators[position].field, state.result))
            }
            buckets.append(Document(fields))
        }
        return buckets
    }
}

/// Holds each document with its key, then sorts them (stably: equal keys keep input order)
/// and cuts the buckets.
private final class BucketAutoSink: DocumentSink {
    let stage: BucketAutoStage
    let variables: ExpressionVariables
    let downstream: any DocumentSink
    private var entries: [(key: BSONValue, document: Document)] = []

    init(stage: BucketAutoStage, variables: ExpressionVariables, downstream: any DocumentSink) {
        self.stage = stage
        self.variables = variables
        self.downstream = downstream
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        entries.append((try stage.key(of: document, variables: variables), document))
        return true
    }

    func finish() throws(DocStreamError) {
        let buckets = try entries.withUnsafeBufferPointer { (entries) throws(DocStreamError) in
            let order = try OrderedKey.stableOrder(
                count: entries.count, ofValues: { stage.sortingForm(of: entries[$0].key) }, checking: OperationInterruption.currentCheck())
            // Entries are read in key order, at random: asked for a few ahead.
            return try stage.buckets(
                count: entries.count, key: { entries[order[$0]].key }, document: { entries[order[$0]].document },
                prefetch: { if $0 + DocumentPrefetch.distance < order.count { DocumentPrefetch.element(order[$0 + DocumentPrefetch.distance], of: entries) } },
                variables: variables)
        }
        entries = []
        for bucket in buckets {
            guard try downstream.accept(bucket) else { break }
        }
        try downstream.finish()
    }
}
