import DocStreamBSON

/// $comment and $sampleRate, and the DBRef fields $ref, $id and $db, which a filter may name
/// at its top (inside `$elemMatch: {$ref: "users", $id: 5}`).
///
/// Manual: Query and Projection Operators > Miscellaneous Query Operators; behaviour from
/// src/mongo/db/matcher/expression_parser.cpp (parseComment, parseSampleRate, parseDBRef).
enum MiscellaneousOperators {
    static let topLevelOperators: [String: TopLevelOperatorCompiler] = [
        "$comment": { _ throws(DocStreamError) in nil },
        "$sampleRate": { operand throws(DocStreamError) in try compileSampleRate(operand) },
        "$ref": compileDBRefField,
        "$id": compileDBRefField,
        "$db": compileDBRefField,
    ]

    @Sendable
    private static func compileDBRefField(_ operand: TopLevelOperand) throws(DocStreamError) -> (any MatchExpression)? {
        try FilterCompiler.compileEquality(path: QueryPath(operand.name), value: operand.value)
    }

    /// `{$sampleRate: 0.3}`: each document matches with that probability.
    private static func compileSampleRate(_ operand: TopLevelOperand) throws(DocStreamError) -> any MatchExpression {
        guard operand.level == .document else {
            throw DocStreamError.badValue("$sampleRate can only be applied to the top-level document")
        }
        let rate: Double
        switch operand.value {
        case .int32(let int): rate = Double(int)
        case .int64(let int): rate = Double(int)
        case .double(let double): rate = double
        case .decimal128(let decimal): rate = decimal.doubleValue.value
        default: throw DocStreamError.badValue("argument to $sampleRate must be a numeric type")
        }
        // Written so that NaN fails too.
        guard rate >= 0, rate <= 1 else { throw DocStreamError.badValue("numeric argument to $sampleRate must be in [0, 1]") }
        if rate == 0 || rate == 1 { return ConstantExpression(result: rate == 1) }
        return SampleExpression(rate: rate)
    }
}

/// `$sampleRate` strictly between 0 and 1: `{$expr: {$lt: [{$rand: {}}, rate]}}` in MongoDB.
struct SampleExpression: MatchExpression {
    let rate: Double

    func matches(_ document: Document, _ details: inout MatchDetails) -> Bool {
        Double.random(in: 0..<1) < rate
    }

    func matchesValue(_ value: BSONValue?) -> Bool {
        Double.random(in: 0..<1) < rate
    }
}
