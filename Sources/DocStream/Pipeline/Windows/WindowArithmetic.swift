import DocStreamBSON

/// Arithmetic on numbers and dates with the expression language's own rules (type promotion,
/// a date minus a date in milliseconds, divide-by-zero as 16608), as MongoDB's window
/// functions call ExpressionAdd::apply, ExpressionSubtract::apply and friends.
enum WindowArithmetic {
    private static let sum = binary("$add")
    private static let difference = binary("$subtract")
    private static let product = binary("$multiply")
    private static let quotient = binary("$divide")
    /// Operands are bound as variables, so the expressions compile once.
    private static let noDocument = Document()
    private static let epoch = BSONDateTime(millisecondsSinceEpoch: 0)

    static func add(_ lhs: BSONValue?, _ rhs: BSONValue?) throws(DocStreamError) -> BSONValue? {
        try apply(sum, lhs, rhs)
    }

    static func subtract(_ lhs: BSONValue?, _ rhs: BSONValue?) throws(DocStreamError) -> BSONValue? {
        try apply(difference, lhs, rhs)
    }

    static func multiply(_ lhs: BSONValue?, _ rhs: BSONValue?) throws(DocStreamError) -> BSONValue? {
        try apply(product, lhs, rhs)
    }

    static func divide(_ lhs: BSONValue?, _ rhs: BSONValue?) throws(DocStreamError) -> BSONValue? {
        try apply(quotient, lhs, rhs)
    }

    /// The length of one `unit` in milliseconds, as MongoDB measures the $derivative and
    /// $integral units and $densify steps (timeUnitTypicalMilliseconds: a week is 7 days).
    static func milliseconds(in unit: DateUnit) throws(DocStreamError) -> Int64 {
        try DateArithmetic.adding(1, unit, to: epoch).millisecondsSinceEpoch
    }

    private static func apply(_ expression: AggregationExpression, _ lhs: BSONValue?, _ rhs: BSONValue?) throws(DocStreamError) -> BSONValue? {
        var variables = ExpressionVariables(now: epoch)
        variables.bind("lhs", to: lhs)
        variables.bind("rhs", to: rhs)
        return try expression.evaluate(noDocument, variables: variables)
    }

    private static func binary(_ name: String) -> AggregationExpression {
        // A fixed, valid expression: compiling it cannot fail.
        try! AggregationExpression(.document([name: .array([.string("$$lhs"), .string("$$rhs")])]))
    }
}
