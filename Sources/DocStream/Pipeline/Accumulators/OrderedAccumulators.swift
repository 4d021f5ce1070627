import DocStreamBSON

/// `$firstN` `$lastN` `$minN` `$maxN` `$top` `$bottom` `$topN` `$bottomN`
/// (accumulator_multi.cpp): accumulators that keep up to `n` values of a group in an order.
/// `n` is an expression of the group's `_id` fields, evaluated once per group.
enum OrderedAccumulators {
    /// Which values an `{n, input}` accumulator keeps.
    enum Keeping: Sendable {
        case first, last, smallest, largest
    }

    /// `{n: <expression>, input: <expression>}` of `$firstN` `$lastN` `$minN` `$maxN`.
    static func compileN(keeping: Keeping) -> AccumulatorCompiler {
        { name, argument throws(DocStreamError) in
            let (n, input) = try nArguments(name, argument, keeping: keeping)
            let collator = Collator.inEffect
            return Accumulator(argument: try AggregationExpression(input), initializer: try AggregationExpression(n)) { value throws(DocStreamError) in
                makeState(keeping, n: try validatedN(value), collator: collator)
            }
        }
    }

    /// The `n` and `input` of `{n, input}` (AccumulatorN::parseArgs): a non-document is 5787801
    /// for $firstN/$lastN and 5787900 for $minN/$maxN, an unknown field 5787901, a missing `n`
    /// 5787906 and a missing `input` 5787907. The expression forms parse the same way.
    static func nArguments(_ name: String, _ argument: BSONValue, keeping: Keeping) throws(DocStreamError) -> (n: BSONValue, input: BSONValue) {
        guard case .document(let specification) = argument else {
            let code = keeping == .first || keeping == .last ? 5787801 : 5787900
            throw DocStreamError(.location(code), "specification must be an object; found \(argument.extendedJSON(.relaxed))")
        }
        var n: BSONValue?
        var input: BSONValue?
        for (key, value) in specification {
            switch key {
            case "n": n = value
            case "input": input = value
            default: throw DocStreamError(.location(5787901), "Unknown argument for 'n' operator: \(key)")
            }
        }
        guard let n else { throw DocStreamError(.location(5787906), "Missing value for 'n'") }
        guard let input else { throw DocStreamError(.location(5787907), "Missing value for 'input'") }
        return (n, input)
    }

    /// A state keeping `n` values; the smallest and largest under `collator`.
    static func makeState(_ keeping: Keeping, n: Int, collator: Collator?) -> any AccumulatorState {
        switch keeping {
        case .first: FirstLastNState(n: n, keepsFirst: true)
        case .last: FirstLastNState(n: n, keepsFirst: false)
        case .smallest: MinMaxNState(n: n, keepsSmallest: true, collator: collator)
        case .largest: MinMaxNState(n: n, keepsSmallest: false, collator: collator)
        }
    }

    /// AccumulatorN::validateN: `n` must be a number (5787902) with an integral value
    /// (5787903) greater than 0 (5787908).
    static func validatedN(_ value: BSONValue?) throws(DocStreamError) -> Int {
        let found = value?.extendedJSON(.relaxed) ?? "missing"
        guard let value, let double = value.coercedDouble else {
            throw DocStreamError(.location(5787902), "Value for 'n' must be of integral type, but found \(found)")
        }
        // Value::coerceToLong truncates; the value is integral when that loses nothing.
        let truncated: Int64? =
            switch value {
            case .decimal128(let number): number.int64Truncating?.value
            default: value.integerValue ?? (double.isFinite && abs(double) < 0x1p63 ? Int64(double.rounded(.towardZero)) : nil)
            }
        guard let n = truncated, Double(n) == double else {
            throw DocStreamError(.location(5787903), "Value for 'n' must be of integral type, but found \(found)")
        }
        guard n > 0 else { throw DocStreamError(.location(5787908), "'n' must be greater than 0, found \(n)") }
        return Int(n)
    }

    /// `{output, sortBy}` of `$top`/`$bottom` and `{n, output, sortBy}` of `$topN`/`$bottomN`
    /// (accumulatorNParseArgs): a non-document is 5788001, an unknown field (`n` of the single
    /// forms included) 5788002, a missing `n` 5788003, `output` 5788004, `sortBy` 5788005; a
    /// non-document `sortBy` is 10065 and a bad sort pattern has `$sort`'s codes.
    static func compileTopBottom(isTop: Bool, single: Bool) -> AccumulatorCompiler {
        { name, argument throws(DocStreamError) in
            guard case .document(let specification) = argument else {
                throw DocStreamError(.location(5788001), "specification must be an object; found \(argument.extendedJSON(.relaxed))")
            }
            var n: BSONValue?
            var output: BSONValue?
            var sortBy: Document?
            for (key, value) in specification {
                switch key {
                case "n" where !single:
                    n = value
                case "output":
                    output = value
                case "sortBy":
                    guard case .document(let pattern) = value else {
                        throw DocStreamError(.location(10065), "invalid parameter: expected an object (sortBy)")
                    }
                    sortBy = pattern
                default:
                    throw DocStreamError(.location(5788002), "Unknown argument to \(name) '\(key)'")
                }
            }
            if !single, n == nil { throw DocStreamError(.location(5788003), "Missing value for 'n'") }
            guard let output else { throw DocStreamError(.location(5788004), "Missing value for 'output'") }
            guard let sortBy else { throw DocStreamError(.location(5788005), "Missing value for 'sortBy'") }
            _ = try SortSpecification(sortBy)
            // As MongoDB does, the argument projects the output and each sort field,
            // {output: ..., sortFields0: "$<first sort path>", ...}, and the sort runs on that.
            var fields: [(String, BSONValue)] = [("output", output)]
            var internalPattern: [(String, BSONValue)] = []
            for (index, part) in sortBy.enumerated() {
                fields.append(("sortFields\(index)", .string("$" + part.key)))
                internalPattern.append(("sortFields\(index)", part.value))
            }
            let sort = try SortSpecification(Document(internalPattern))
            let argument = try AggregationExpression(.document(Document(fields)))
            guard let n else {
                return Accumulator(argument: argument) { TopBottomState(n: 1, isTop: isTop, single: true, sort: sort) }
            }
            return Accumulator(argument: argument, initializer: try AggregationExpression(n)) { value throws(DocStreamError) in
                TopBottomState(n: try validatedN(value), isTop: isTop, single: false, sort: sort)
            }
        }
    }
}

/// `$firstN` and `$lastN`: the first or last `n` values in input order; missing is kept as null.
struct FirstLastNState: AccumulatorState {
    let n: Int
    let keepsFirst: Bool
    private var values: [BSONValue] = []

    init(n: Int, keepsFirst: Bool) {
        self.n = n
        self.keepsFirst = keepsFirst
    }

    mutating func add(_ value: BSONValue?) {
        if keepsFirst, values.count >= n { return }
        values.append(value ?? .null)
        // Trim in batches so keeping the last n stays linear.
        if values.count - n >= n { values.removeFirst(values.count - n) }
    }

    var result: BSONValue { .array(Array(values.suffix(n))) }
}

/// `$minN` and `$maxN`: the `n` smallest or largest values in MongoDB's order, smallest or
/// largest first; null and missing are ignored.
struct MinMaxNState: AccumulatorState {
    let n: Int
    let keepsSmallest: Bool
    let collator: Collator?
    /// Ascending; equal values in arrival order, as MongoDB's multiset keeps them.
    private var ascending: [BSONValue] = []

    init(n: Int, keepsSmallest: Bool, collator: Collator?) {
        self.n = n
        self.keepsSmallest = keepsSmallest
        self.collator = collator
    }

    mutating func add(_ value: BSONValue?) {
        guard !value.isNullish, let value else { return }
        if ascending.count == n {
            // Replace the kept value furthest from the end kept, when the new one is strictly better.
            if keepsSmallest {
                guard let largest = ascending.last, Collator.compare(largest, value, under: collator) > 0 else { return }
                ascending.removeLast()
            } else {
                guard let smallest = ascending.first, Collator.compare(smallest, value, under: collator) < 0 else { return }
                ascending.removeFirst()
            }
        }
        let position = ascending.partitioningIndex { Collator.compare($0, value, under: collator) > 0 }
        ascending.insert(value, at: position)
    }

    var result: BSONValue { .array(keepsSmallest ? ascending : ascending.reversed()) }
}

/// `$top` `$bottom` `$topN` `$bottomN`: the outputs of the first or last `n` documents in
/// `sortBy` order, in that order; on ties the earlier document wins. A missing output is null.
/// The single forms give the value itself.
struct TopBottomState: AccumulatorState {
    let n: Int
    let isTop: Bool
    let single: Bool
    let sort: SortSpecification
    /// In sort order; equal keys in arrival order (MongoDB's multimap).
    private var entries: [(key: SortKey, output: BSONValue)] = []

    init(n: Int, isTop: Bool, single: Bool, sort: SortSpecification) {
        self.n = n
        self.isTop = isTop
        self.single = single
        self.sort = sort
    }

    /// `value` is the evaluated `{output, sortFields0, ...}` document.
    mutating func add(_ value: BSONValue?) {
        let document = value?.documentValue ?? Document()
        let key = sort.sortKey(for: document)
        if entries.count == n {
            if isTop {
                guard let last = entries.last, sort.compare(last.key, key) > 0 else { return }
                entries.removeLast()
            } else {
                guard let first = entries.first, sort.compare(key, first.key) > 0 else { return }
                entries.removeFirst()
            }
        }
        let position = entries.partitioningIndex { sort.compare($0.key, key) > 0 }
        entries.insert((key, document["output"] ?? .null), at: position)
    }

    var result: BSONValue {
        guard single else { return .array(entries.map(\.output)) }
        return entries.first?.output ?? .null
    }
}

extension Array {
    /// The first index whose element satisfies `belongsAfter`, for elements already
    /// partitioned by it (false ones first): a binary search for a stable insertion point.
    fileprivate func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
