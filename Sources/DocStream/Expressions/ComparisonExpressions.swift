import DocStreamBSON

/// $eq $ne $gt $gte $lt $lte $cmp (ExpressionCompare): MongoDB's order of BSON values, in
/// which missing sorts with undefined, before null; strings under the command's collation.
enum ComparisonExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$eq": compiler { $0 == 0 },
        "$ne": compiler { $0 != 0 },
        "$gt": compiler { $0 > 0 },
        "$gte": compiler { $0 >= 0 },
        "$lt": compiler { $0 < 0 },
        "$lte": compiler { $0 <= 0 },
        "$cmp": { name, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.operands(arguments, of: name, count: 2)
            let collator = Collator.inEffect
            return { variables throws(DocStreamError) in
                .int32(Int32(order(try operands[0](variables), try operands[1](variables), collator).signum()))
            }
        },
    ]

    private static func compiler(_ test: @escaping @Sendable (Int) -> Bool) -> ExpressionOperatorCompiler {
        { name, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.operands(arguments, of: name, count: 2)
            let collator = Collator.inEffect
            return { variables throws(DocStreamError) in
                .bool(test(order(try operands[0](variables), try operands[1](variables), collator)))
            }
        }
    }

    private static func order(_ lhs: BSONValue?, _ rhs: BSONValue?, _ collator: Collator?) -> Int {
        Collator.compare(lhs ?? .undefined, rhs ?? .undefined, under: collator)
    }
}
