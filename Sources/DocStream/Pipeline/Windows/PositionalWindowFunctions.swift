import DocStreamBSON

/// `$first`, `$last` and `$shift`: the input evaluated on one end of the window
/// (window_function_exec_first_last.h), missing staying missing; an empty window gives the
/// default, null unless `$shift` names one.
struct EndpointWindowFunction: WindowFunction {
    private let input: AggregationExpression
    private let bounds: WindowBounds
    private let takesFirst: Bool
    private let defaultValue: BSONValue

    /// ExpressionFirstLast::parse: `{$first: <expression>, window?: {...}}`.
    static func compile(takesFirst: Bool) -> WindowFunctionCompiler {
        { name, specification, sortBy throws(DocStreamError) in
            var input: AggregationExpression?
            var bounds: WindowBounds?
            for (key, value) in specification {
                if key == "window" {
                    guard bounds == nil else { throw .failedToParse("saw multiple 'window' fields in '\(name)' expression") }
                    bounds = try WindowBounds(value, sortBy: sortBy)
                } else if key == name {
                    input = try AggregationExpression(value)
                } else {
                    throw .failedToParse("\(name) got unexpected argument: \(key)")
                }
            }
            guard let input else { throw .failedToParse("\(name) parser called with no \(name) key") }
            return EndpointWindowFunction(input: input, bounds: bounds ?? .unbounded, takesFirst: takesFirst, defaultValue: .null)
        }
    }

    /// `{$shift: {output: <expression>, by: <integer>, default?: <constant>}}`: the document
    /// `by` places away, a window of one (window_function_shift.cpp).
    static func compileShift(_ name: String, _ specification: Document, _ sortBy: WindowSortBy?) throws(DocStreamError) -> any WindowFunction {
        var shift: EndpointWindowFunction?
        for (key, value) in specification {
            if key == "window" {
                throw .failedToParse("$shift does not accept a 'window' field")
            } else if WindowFunctions.isFunction(key) {
                guard shift == nil else { throw .failedToParse("Cannot specify multiple functions in window function spec") }
                guard case .document(let arguments) = value else { throw .failedToParse("Argument to $shift must be an object") }
                shift = try shiftArguments(arguments, name: key)
            } else {
                throw .failedToParse("Window function found an unknown argument: \(key)")
            }
        }
        guard sortBy != nil, let shift else { throw .failedToParse("'\(name)' requires a sortBy") }
        return shift
    }

    private static func shiftArguments(_ arguments: Document, name: String) throws(DocStreamError) -> EndpointWindowFunction {
        var output: AggregationExpression?
        var offset: Int32?
        var defaultValue = BSONValue.null
        for (key, value) in arguments {
            switch key {
            case "output":
                output = try AggregationExpression(value)
            case "default":
                guard let constant = try WindowFunctions.constant(value) else {
                    throw .failedToParse("'$shift:default' expression must yield a constant value.")
                }
                defaultValue = constant
            case "by":
                guard let integer = ExpressionCompiler.int32(value) else {
                    throw .failedToParse("'$shift:by' field must be an integer, but found  by: \(value.extendedJSON(.relaxed))")
                }
                offset = integer
            default:
                throw .failedToParse("Unknown argument in \(name)")
            }
        }
        guard let output else { throw .failedToParse("\(name) requires an 'output' expression.") }
        guard let offset else { throw .failedToParse("\(name) requires 'by' as an integer value.") }
        let position = WindowBounds.Bound.offset(.int32(offset))
        return EndpointWindowFunction(
            input: output, bounds: WindowBounds(kind: .documents, lower: position, upper: position), takesFirst: true, defaultValue: defaultValue)
    }

    func values(in partition: WindowPartition) throws(DocStreamError) -> [BSONValue?] {
        var values: [BSONValue?] = []
        for window in try bounds.windows(in: partition) {
            guard let position = takesFirst ? window.first : window.last else {
                values.append(defaultValue)
                continue
            }
            values.append(try input.evaluate(partition.document(at: position), variables: partition.variables))
        }
        return values
    }
}
