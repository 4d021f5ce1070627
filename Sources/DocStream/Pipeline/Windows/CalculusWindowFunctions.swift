import DocStreamBSON

/// The `{input, unit?}` argument of `$derivative` and `$integral` (ExpressionWithUnit).
private struct CalculusArguments {
    let input: AggregationExpression
    /// The output unit's length; only "week" and shorter units have a fixed one.
    let unitMilliseconds: Int64?

    init(_ argument: BSONValue, name: String) throws(DocStreamError) {
        guard case .document(let fields) = argument else {
            throw .failedToParse("\(name) expects an object, but got a \(argument.type.alias): \(argument.extendedJSON(.relaxed))")
        }
        var input: AggregationExpression?
        var unitMilliseconds: Int64?
        for (key, value) in fields {
            switch key {
            case "input":
                input = try AggregationExpression(value)
            case "unit":
                guard let name = value.stringValue else { throw .failedToParse("'unit' must be a string, but got \(value.type.alias)") }
                let unit = try WindowBounds.parseUnit(name)
                switch unit {
                case .year, .quarter, .month: throw DocStreamError(.location(5490710), "unit must be 'week' or smaller")
                default: unitMilliseconds = try WindowArithmetic.milliseconds(in: unit)
                }
            default:
                throw .failedToParse("\(name) got unexpected argument: \(key)")
            }
        }
        guard let input else { throw .failedToParse("\(name) requires an 'input' expression") }
        self.input = input
        self.unitMilliseconds = unitMilliseconds
    }

    /// The function's argument, window and x axis (the sortBy value):
    /// `{<name>: {...}, window?: {...}}`.
    static func parse(_ specification: Document, name: String, sortBy: WindowSortBy?) throws(DocStreamError) -> (
        CalculusArguments, WindowBounds?, time: AggregationExpression
    ) {
        let time = try WindowSortBy.singleFieldValue(of: sortBy, for: name)
        var arguments: CalculusArguments?
        var bounds: WindowBounds?
        for (key, value) in specification {
            if key == "window" {
                guard bounds == nil else { throw .failedToParse("There can be only one 'window' field for \(name)") }
                bounds = try WindowBounds(value, sortBy: sortBy)
            } else if key == name {
                arguments = try CalculusArguments(value, name: name)
            } else {
                throw .failedToParse("\(name) got unexpected argument: \(key)")
            }
        }
        guard let arguments else { throw .failedToParse("\(name) requires an 'input' expression") }
        return (arguments, bounds, time)
    }
}

/// `$derivative`: (input at the window's last document - at its first) / (their sortBy
/// difference), per `unit` when the sortBy is a date (window_function_exec_derivative.cpp).
/// A window of one document, or of equal sortBy values, gives null.
struct DerivativeWindowFunction: WindowFunction {
    private let arguments: CalculusArguments
    private let bounds: WindowBounds
    private let time: AggregationExpression

    static func compile(_ name: String, _ specification: Document, _ sortBy: WindowSortBy?) throws(DocStreamError) -> any WindowFunction {
        let (arguments, bounds, time) = try CalculusArguments.parse(specification, name: name, sortBy: sortBy)
        guard let bounds else { throw .failedToParse("$derivative requires explicit window bounds") }
        return DerivativeWindowFunction(arguments: arguments, bounds: bounds, time: time)
    }

    func values(in partition: WindowPartition) throws(DocStreamError) -> [BSONValue?] {
        let windows = try bounds.windows(in: partition)
        var values: [BSONValue?] = []
        for window in windows {
            guard let left = window.first, let right = window.last else {
                values.append(.null)
                continue
            }
            let documents = (partition.document(at: left), partition.document(at: right))
            let leftTime = try time.evaluate(documents.0, variables: partition.variables)
            let rightTime = try time.evaluate(documents.1, variables: partition.variables)
            if arguments.unitMilliseconds != nil {
                guard leftTime?.type == .datetime, rightTime?.type == .datetime else {
                    throw DocStreamError(.location(5624900), "$derivative with 'unit' expects the sortBy field to be a Date")
                }
            } else {
                guard leftTime?.type != .datetime, rightTime?.type != .datetime else {
                    throw DocStreamError(.location(5624901), "$derivative where the sortBy is a Date requires an 'unit'")
                }
                guard leftTime?.isNumber == true, rightTime?.isNumber == true else {
                    throw DocStreamError(.location(5624902), "$derivative (with no 'unit') expects the sortBy field to be numeric")
                }
            }
            let run = try WindowArithmetic.subtract(rightTime, leftTime)
            let rise = try WindowArithmetic.subtract(
                try arguments.input.evaluate(documents.1, variables: partition.variables),
                try arguments.input.evaluate(documents.0, variables: partition.variables))
            guard !rise.isNullish else { throw DocStreamError(.location(5624903), "$derivative input must not be null or missing") }
            var result: BSONValue?
            do {
                result = try WindowArithmetic.divide(rise, run)
            } catch  where error.errorCode == .location(16608) {
                // A zero run is no error: a one-document window has one.
                values.append(.null)
                continue
            }
            if let unitMilliseconds = arguments.unitMilliseconds {
                result = try WindowArithmetic.multiply(result, .int64(unitMilliseconds))
            }
            values.append(result)
        }
        return values
    }
}

/// `$integral`: the trapezoidal rule over the window's (sortBy, input) points, per `unit`
/// when the sortBy is a date (window_function_integral.cpp); the whole partition by default.
struct IntegralWindowFunction: WindowFunction {
    private let arguments: CalculusArguments
    private let bounds: WindowBounds
    private let time: AggregationExpression

    static func compile(_ name: String, _ specification: Document, _ sortBy: WindowSortBy?) throws(DocStreamError) -> any WindowFunction {
        let (arguments, bounds, time) = try CalculusArguments.parse(specification, name: name, sortBy: sortBy)
        return IntegralWindowFunction(arguments: arguments, bounds: bounds ?? .unbounded, time: time)
    }

    func values(in partition: WindowPartition) throws(DocStreamError) -> [BSONValue?] {
        let times = try partition.evaluate(time)
        let inputs = try partition.evaluate(arguments.input)
        let points = zip(times, inputs).map { BSONValue.array([$0 ?? .null, $1 ?? .null]) }
        let unitMilliseconds = arguments.unitMilliseconds
        return try WindowFold.results(of: points, over: try bounds.windows(in: partition)) { IntegralState(unitMilliseconds: unitMilliseconds) }
    }
}

/// The running integral of `[x, y]` points added in x order.
private struct IntegralState: AccumulatorState {
    let unitMilliseconds: Int64?
    private var previous: (x: BSONValue, y: BSONValue)?
    private var integral = SumState()
    private var containsNaN = false

    init(unitMilliseconds: Int64?) {
        self.unitMilliseconds = unitMilliseconds
    }

    mutating func add(_ value: BSONValue?) throws(DocStreamError) {
        guard case .array(let point)? = value, point.count == 2, point[1].isNumber, point[0].isNumber || point[0].type == .datetime else {
            throw DocStreamError(
                .location(5423900),
                "The input value of $integral window function must be a vector of 2 value, the first value must be numeric or date type and the second must be numeric."
            )
        }
        if unitMilliseconds != nil {
            guard point[0].type == .datetime else {
                throw DocStreamError(.location(5423901), "$integral with 'outputUnit' expects the sortBy field to be a Date")
            }
        } else if !point[0].isNumber {
            throw DocStreamError(.location(5423902), "$integral (with no 'outputUnit') expects the sortBy field to be numeric")
        }
        let current = (x: point[0], y: point[1])
        let isNaN = Self.isNaN(current.x) || Self.isNaN(current.y)
        if isNaN { containsNaN = true }
        if let previous {
            integral.add(try Self.trapezoid(previous, current))
        }
        previous = current
    }

    var result: BSONValue {
        guard previous != nil else { return .null }
        if containsNaN { return .double(.nan) }
        guard let unitMilliseconds else { return integral.result }
        return (try? WindowArithmetic.divide(integral.result, .int64(unitMilliseconds))) ?? .null
    }

    /// (x2 - x1) * (y1 + y2) / 2; a NaN coordinate contributes 0.
    private static func trapezoid(_ first: (x: BSONValue, y: BSONValue), _ second: (x: BSONValue, y: BSONValue)) throws(DocStreamError) -> BSONValue? {
        guard ![first.x, first.y, second.x, second.y].contains(where: isNaN) else { return .int32(0) }
        let width = try WindowArithmetic.subtract(second.x, first.x)
        let heights = try WindowArithmetic.add(second.y, first.y)
        return try WindowArithmetic.divide(try WindowArithmetic.multiply(heights, width), .double(2))
    }

    private static func isNaN(_ value: BSONValue) -> Bool {
        switch value {
        case .double(let number): number.isNaN
        case .decimal128(let number): number.isNaN
        default: false
        }
    }
}
