import DocStreamBSON

/// $bitAnd $bitOr $bitXor $bitNot (ExpressionBitAnd ... ExpressionBitNot): int and long
/// operands only; all-int operands give an int, a long among them gives a long (ints
/// sign-extended). A null or missing operand gives null.
enum BitwiseExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$bitAnd": { name, arguments throws(DocStreamError) in try variadic(name, arguments, identity: -1, &) },
        "$bitOr": { name, arguments throws(DocStreamError) in try variadic(name, arguments, identity: 0, |) },
        "$bitXor": { name, arguments throws(DocStreamError) in try variadic(name, arguments, identity: 0, ^) },
        "$bitNot": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in
                let value = try operand(variables)
                switch value {
                case nil, .null?, .undefined?: return .null
                case .int32(let number)?: return .int32(~number)
                case .int64(let number)?: return .int64(~number)
                case let other? where other.isNumber:
                    throw typeMismatch(name, other)
                case let other?:
                    // ExpressionSingleNumericArg rejects non-numbers before $bitNot sees them.
                    throw DocStreamError(.location(28765), "\(name) only supports numeric types, not \(other.type.alias)")
                }
            }
        },
    ]

    /// Folds the operands left to right from `identity`; the first null or missing operand
    /// ends the evaluation with null (type errors before it are raised).
    private static func variadic(
        _ name: String, _ arguments: BSONValue, identity: Int64, _ operation: @escaping @Sendable (Int64, Int64) -> Int64
    ) throws(DocStreamError) -> ExpressionEvaluator {
        let operands = try ExpressionCompiler.compileEach(ExpressionCompiler.operands(arguments))
        return { variables throws(DocStreamError) in
            var result = identity
            var isLong = false
            for operand in operands {
                let value = try operand(variables)
                switch value {
                case nil, .null?, .undefined?: return .null
                case .int32(let number)?: result = operation(result, Int64(number))
                case .int64(let number)?:
                    result = operation(result, number)
                    isLong = true
                case let other?: throw typeMismatch(name, other)
                }
            }
            // Int operands keep the result within int32.
            return isLong ? .int64(result) : .int32(Int32(truncatingIfNeeded: result))
        }
    }

    private static func typeMismatch(_ name: String, _ value: BSONValue) -> DocStreamError {
        DocStreamError.typeMismatch("\(name) only supports int and long operands, not \(value.type.alias)")
    }
}
