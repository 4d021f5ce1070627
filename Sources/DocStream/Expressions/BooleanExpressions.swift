import DocStreamBSON

/// $and $or $not (ExpressionAnd, ExpressionOr, ExpressionNot), with MongoDB's truthiness.
enum BooleanExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$and": { _, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.compileEach(ExpressionCompiler.operands(arguments))
            return { variables throws(DocStreamError) in
                for operand in operands where !isTrue(try operand(variables)) { return .bool(false) }
                return .bool(true)
            }
        },
        "$or": { _, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.compileEach(ExpressionCompiler.operands(arguments))
            return { variables throws(DocStreamError) in
                for operand in operands where isTrue(try operand(variables)) { return .bool(true) }
                return .bool(false)
            }
        },
        "$not": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in .bool(!isTrue(try operand(variables))) }
        },
    ]

    /// Value::coerceToBool: false, null, undefined, missing and numeric zero are false;
    /// everything else, empty strings and arrays included, is true.
    static func isTrue(_ value: BSONValue?) -> Bool {
        switch value {
        case nil, .null?, .undefined?: false
        case .bool(let flag)?: flag
        case .int32(let number)?: number != 0
        case .int64(let number)?: number != 0
        case .double(let number)?: number != 0
        case .decimal128(let number)?: number.finiteComponents?.coefficient != 0
        default: true
        }
    }
}
