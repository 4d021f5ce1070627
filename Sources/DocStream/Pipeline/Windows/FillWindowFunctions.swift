import DocStreamBSON

/// `{$locf: <expression>}`: the last non-null value so far in the partition, null before the
/// first (AccumulatorLocf).
struct LastObservationWindowFunction: WindowFunction {
    private let input: AggregationExpression

    static func compile(_ name: String, _ specification: Document, _ sortBy: WindowSortBy?) throws(DocStreamError) -> any WindowFunction {
        let arguments = try WindowFunctionArguments(specification, name: name, sortBy: sortBy, allowsWindow: false)
        return LastObservationWindowFunction(input: try AggregationExpression(arguments.operand))
    }

    func values(in partition: WindowPartition) throws(DocStreamError) -> [BSONValue?] {
        var last = BSONValue.null
        return try partition.evaluate(input).map { value in
            if !value.isNullish, let value { last = value }
            return last
        }
    }
}

/// `{$linearFill: <expression>}`: null and missing values become the linear interpolation,
/// by the sortBy value, between the nearest non-null values before and after; without both,
/// null (window_function_exec_linear_fill.cpp). Sort values must be distinct numbers or dates.
struct LinearFillWindowFunction: WindowFunction {
    private let input: AggregationExpression
    private let position: AggregationExpression

    static func compile(_ name: String, _ specification: Document, _ sortBy: WindowSortBy?) throws(DocStreamError) -> any WindowFunction {
        let arguments = try WindowFunctionArguments(specification, name: name, sortBy: sortBy, allowsWindow: false)
        guard let position = sortBy?.singleFieldValue else {
            throw DocStreamError(.location(605001), "\(name) must be specified with a top level sortBy expression with exactly one element")
        }
        return LinearFillWindowFunction(input: try AggregationExpression(arguments.operand), position: position)
    }

    func values(in partition: WindowPartition) throws(DocStreamError) -> [BSONValue?] {
        let ys = try partition.evaluate(input)
        let xs = try partition.evaluate(position)
        // The next known point after each document, found right to left.
        var following = [(x: BSONValue, y: BSONValue)?](repeating: nil, count: ys.count)
        var next: (x: BSONValue, y: BSONValue)?
        for index in ys.indices.reversed() {
            following[index] = next
            if let y = ys[index], !ys[index].isNullish, let x = xs[index], !xs[index].isNullish { next = (x, y) }
        }
        var values: [BSONValue?] = []
        var previous: (x: BSONValue, y: BSONValue)?
        var lastX: BSONValue?
        for index in ys.indices {
            let y = ys[index]
            guard y.isNullish || y?.isNumber == true else {
                throw .typeMismatch("Value to be filled must be numeric or nullish, but found \(ExpressionCompiler.typeName(y))")
            }
            guard let x = xs[index], x.isNumber || x.type == .datetime else {
                throw .typeMismatch("Value of the sortBy field must be numeric or a date, but found \(ExpressionCompiler.typeName(xs[index]))")
            }
            if let lastX {
                guard BSONValue.compare(x, lastX) != 0 else {
                    throw DocStreamError(.location(6050106), "There can be no repeated values in the sort field")
                }
                guard x.isNumber == lastX.isNumber else {
                    throw .typeMismatch("Conflicting sort value types, previously received type \(lastX.type.alias), but found \(x.type.alias)")
                }
            }
            lastX = x
            if let y, !ys[index].isNullish {
                previous = (x, y)
                values.append(y)
                continue
            }
            guard let first = previous, let second = following[index] else {
                values.append(.null)
                continue
            }
            // y1 + (x - x1) * ((y2 - y1) / (x2 - x1))
            let slope = try WindowArithmetic.divide(
                try WindowArithmetic.subtract(second.y, first.y), try WindowArithmetic.subtract(second.x, first.x))
            let offset = try WindowArithmetic.multiply(try WindowArithmetic.subtract(x, first.x), slope)
            values.append(try WindowArithmetic.add(first.y, offset) ?? .null)
        }
        return values
    }
}
