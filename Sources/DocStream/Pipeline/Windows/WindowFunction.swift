import DocStreamBSON

/// One compiled window function of a `$setWindowFields` output field.
protocol WindowFunction: Sendable {
    /// The output for each document of one sorted partition, in order; nil leaves the
    /// output field missing.
    func values(in partition: WindowPartition) throws(DocStreamError) -> [BSONValue?]

    /// An expression the function evaluates for every document of a partition: the stage
    /// evaluates it over its whole input ahead, in input order, and hands each partition its
    /// values (`WindowPartition.operands`), rather than the function reading the documents
    /// partition by partition in sorted order, which visits them at random.
    var operand: AggregationExpression? { get }
}

extension WindowFunction {
    var operand: AggregationExpression? { nil }
}

/// Compiles the whole output specification (`{$sum: "$x", window: {...}}`: MongoDB's window
/// function parsers see every field, `window` included); `name` is the window function.
typealias WindowFunctionCompiler = @Sendable (_ name: String, _ specification: Document, _ sortBy: WindowSortBy?) throws(DocStreamError) -> any WindowFunction

/// The window-only functions DocStream supports, by name; every `$group` accumulator of
/// `Accumulators.compilers` is a window function too (`AccumulatorWindowFunction`).
enum WindowFunctions {
    static let compilers: [String: WindowFunctionCompiler] = [
        "$rank": RankWindowFunction.compile(.rank),
        "$denseRank": RankWindowFunction.compile(.denseRank),
        "$documentNumber": RankWindowFunction.compile(.documentNumber),
        "$first": EndpointWindowFunction.compile(takesFirst: true),
        "$last": EndpointWindowFunction.compile(takesFirst: false),
        "$shift": EndpointWindowFunction.compileShift,
        "$derivative": DerivativeWindowFunction.compile,
        "$integral": IntegralWindowFunction.compile,
        "$expMovingAvg": ExponentialMovingAverage.compile,
        "$covariancePop": CovarianceWindowFunction.compile(isSample: false),
        "$covarianceSamp": CovarianceWindowFunction.compile(isSample: true),
        "$locf": LastObservationWindowFunction.compile,
        "$linearFill": LinearFillWindowFunction.compile,
    ]

    /// The first `$`-prefixed field names the function (window_function_expression.cpp
    /// Expression::parse); FailedToParse for an unknown one or none.
    static func compile(_ specification: Document, sortBy: WindowSortBy?) throws(DocStreamError) -> any WindowFunction {
        for name in specification.keys where name.hasPrefix("$") {
            if let compiler = compilers[name] { return try compiler(name, specification, sortBy) }
            guard let accumulator = Accumulators.compilers[name] else {
                throw .failedToParse("Unrecognized window function, \(name)")
            }
            return try AccumulatorWindowFunction(name: name, specification, accumulator: accumulator, sortBy: sortBy)
        }
        let first = specification.keys.first.map { ", \($0)" } ?? ""
        throw .failedToParse("Expected a $-prefixed window function\(first)")
    }

    static func isFunction(_ name: String) -> Bool {
        compilers[name] != nil || Accumulators.compilers[name] != nil
    }

    /// The value of an expression MongoDB requires to be constant (window bounds, $shift's
    /// default): nil when it reads a field or variable, which MongoDB's optimizer cannot fold.
    static func constant(_ expression: BSONValue) throws(DocStreamError) -> BSONValue? {
        guard !readsInput(expression) else { return nil }
        return try AggregationExpression(expression).evaluate(Document()) ?? .null
    }

    private static func readsInput(_ expression: BSONValue) -> Bool {
        switch expression {
        case .string(let text): text.hasPrefix("$")
        case .array(let elements): elements.contains(where: readsInput)
        case .document(let document): document.keys.first != "$literal" && document.elements.contains { readsInput($0.value) }
        default: false
        }
    }
}

/// `{<name>: <operand>, window: {...}}`, the shape of most window functions
/// (ExpressionRemovable::parse); without a `window`, `bounds` is nil.
struct WindowFunctionArguments {
    let operand: BSONValue
    let bounds: WindowBounds?

    /// `allowsWindow` is false for the functions whose window is implicit ($locf, $linearFill).
    init(_ specification: Document, name: String, sortBy: WindowSortBy?, allowsWindow: Bool = true) throws(DocStreamError) {
        var operand: BSONValue?
        var bounds: WindowBounds?
        for (key, value) in specification {
            if key == "window" {
                guard allowsWindow else { throw .failedToParse("'window' field is not allowed in \(name)") }
                guard bounds == nil else { throw .failedToParse("saw multiple 'window' fields in '\(name)' expression") }
                bounds = try WindowBounds(value, sortBy: sortBy)
            } else if key == name, operand == nil {
                operand = value
            } else if WindowFunctions.isFunction(key) {
                throw .failedToParse("Cannot specify two functions in window function spec")
            } else {
                throw .failedToParse("Window function found an unknown argument: \(key)")
            }
        }
        self.operand = operand ?? .null
        self.bounds = bounds
    }
}

/// The `sortBy` of a `$setWindowFields`, as the window functions that read it need it.
struct WindowSortBy: Sendable {
    struct Field: Sendable {
        let path: String
        let isAscending: Bool
    }

    let specification: SortSpecification
    let fields: [Field]
    /// `"$path"` of a one-field sort: the value range windows, $derivative, $integral and
    /// $linearFill read (ExpressionFieldPath of the sort path, so arrays stay arrays).
    let singleFieldValue: AggregationExpression?

    init(_ sort: Document) throws(DocStreamError) {
        specification = try SortSpecification(sort)
        fields = sort.elements.map { Field(path: $0.key, isAscending: $0.value.saturatingInteger(in: -1...1) != -1) }
        singleFieldValue = fields.count == 1 ? try AggregationExpression(.string("$" + fields[0].path)) : nil
    }

    /// The single sort field's value, as $derivative and $integral require it
    /// (ExpressionWithUnit::validateSortBy).
    static func singleFieldValue(of sortBy: WindowSortBy?, for name: String) throws(DocStreamError) -> AggregationExpression {
        guard let sortBy else { throw .failedToParse("\(name) requires a sortBy") }
        guard let value = sortBy.singleFieldValue else { throw .failedToParse("\(name) requires a non-compound sortBy") }
        return value
    }
}

/// One partition of a `$setWindowFields` run, in sortBy order.
struct WindowPartition {
    /// The stage's whole input, and where this partition's documents are in it, in order:
    /// documents are read only when a function asks for them.
    private let input: [Document]
    private let positions: ArraySlice<Int>
    /// The sortBy key of each input document; empty without a sortBy.
    private let sortKeys: [SortKey]
    let variables: ExpressionVariables
    /// The values of the called function's `operand` for this partition's documents, in
    /// order, when the stage evaluated them ahead.
    let operands: [BSONValue?]?

    init(input: [Document], positions: ArraySlice<Int>, sortKeys: [SortKey], variables: ExpressionVariables, operands: [BSONValue?]? = nil) {
        self.input = input
        self.positions = positions
        self.sortKeys = sortKeys
        self.variables = variables
        self.operands = operands
    }

    /// The partition with `operands` as the called function's operand values.
    func with(operands: [BSONValue?]) -> WindowPartition {
        WindowPartition(input: input, positions: positions, sortKeys: sortKeys, variables: variables, operands: operands)
    }

    var count: Int { positions.count }

    /// The partition's `index`th document.
    func document(at index: Int) -> Document {
        input[positions[positions.startIndex + index]]
    }

    /// The sortBy key of the partition's `index`th document (a stage with a sortBy only).
    func sortKey(at index: Int) -> SortKey {
        sortKeys[positions[positions.startIndex + index]]
    }

    /// `expression` for each document; nil for missing.
    func evaluate(_ expression: AggregationExpression) throws(DocStreamError) -> [BSONValue?] {
        var values: [BSONValue?] = []
        values.reserveCapacity(positions.count)
        for position in positions { values.append(try expression.evaluate(input[position], variables: variables)) }
        return values
    }
}

/// Runs accumulator states over each document's window: one growing state when every
/// window starts at the partition's first document and none shrinks at its end (O(n)),
/// otherwise a fresh state per window (O(n * w)).
enum WindowFold {
    static func results(
        of inputs: [BSONValue?], over windows: [Range<Int>],
        makeState: () throws(DocStreamError) -> any AccumulatorState
    ) throws(DocStreamError) -> [BSONValue?] {
        var results: [BSONValue?] = []
        results.reserveCapacity(windows.count)
        var emptyResult: BSONValue?
        func resultOfEmptyWindow() throws(DocStreamError) -> BSONValue {
            if let emptyResult { return emptyResult }
            let result = try makeState().result
            emptyResult = result
            return result
        }
        if isGrowing(windows) {
            var state = try makeState()
            var added = 0
            for window in windows {
                guard !window.isEmpty else {
                    results.append(try resultOfEmptyWindow())
                    continue
                }
                while added < window.upperBound {
                    try state.add(inputs[added])
                    added += 1
                }
                results.append(state.result)
            }
            return results
        }
        var previous: (window: Range<Int>, result: BSONValue)?
        // Folding each window anew reads a partition's values many times over.
        var poll = InterruptionPoll()
        for window in windows {
            guard !window.isEmpty else {
                results.append(try resultOfEmptyWindow())
                continue
            }
            if let previous, previous.window == window {
                results.append(previous.result)
                continue
            }
            try poll.tick(window.count)
            var state = try makeState()
            for index in window { try state.add(inputs[index]) }
            previous = (window, state.result)
            results.append(state.result)
        }
        return results
    }

    private static func isGrowing(_ windows: [Range<Int>]) -> Bool {
        var end = 0
        for window in windows where !window.isEmpty {
            guard window.lowerBound == 0, window.upperBound >= end else { return false }
            end = window.upperBound
        }
        return true
    }
}

/// A `$group` accumulator over each document's window ($sum, $avg, $push, $topN ...), with
/// the whole partition as the default window.
struct AccumulatorWindowFunction: WindowFunction {
    private let accumulator: Accumulator
    private let input: AggregationExpression
    private let bounds: WindowBounds
    /// `$sum` and `$avg` over windows with a bounded lower end keep a running total
    /// (`RemovableSum`), as MongoDB's do; nil for the others and for left-unbounded windows,
    /// which MongoDB computes with the `$group` accumulator.
    private let removable: RemovableSum.Function?

    init(name: String, _ specification: Document, accumulator compiler: AccumulatorCompiler, sortBy: WindowSortBy?) throws(DocStreamError) {
        let arguments = try WindowFunctionArguments(specification, name: name, sortBy: sortBy)
        if case .array = arguments.operand {
            // A window function's operand is any expression (Expression::parseOperand), an
            // array literal included, which a $group accumulator refuses (40237).
            accumulator = try compiler(name, .null)
            input = try AggregationExpression(arguments.operand)
        } else {
            accumulator = try compiler(name, arguments.operand)
            input = accumulator.argument
        }
        bounds = arguments.bounds ?? .unbounded
        if case .unbounded = bounds.lower {
            removable = nil
        } else {
            removable = RemovableSum.Function(rawValue: name)
        }
    }

    var operand: AggregationExpression? { input }

    func values(in partition: WindowPartition) throws(DocStreamError) -> [BSONValue?] {
        let inputs = if let operands = partition.operands { operands } else { try partition.evaluate(input) }
        let windows = try bounds.windows(in: partition)
        if let removable, let results = RemovableSum.results(of: inputs, over: windows, removable) {
            return results
        }
        return try WindowFold.results(of: inputs, over: windows) { () throws(DocStreamError) in
            try accumulator.makeState(groupKey: .null, variables: partition.variables)
        }
    }
}
