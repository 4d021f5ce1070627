extension BSONType {
    /// Where values of this type fall in MongoDB's order across types; types with one rank
    /// compare by value (all numbers; string and symbol). The numbers are MongoDB's own
    /// (bsontypes.h canonicalizeBSONType), so undefined sits below null and the deprecated
    /// DBPointer and JavaScript types above regex, though the manual's list leaves them out.
    var canonicalTypeRank: Int {
        switch self {
        case .minKey: -1
        case .undefined: 0
        case .null: 5
        case .double, .int32, .int64, .decimal128: 10
        case .string, .symbol: 15
        case .document: 20
        case .array: 25
        case .binary: 30
        case .objectId: 35
        case .bool: 40
        case .datetime: 45
        case .timestamp: 47
        case .regex: 50
        case .dbPointer: 55
        case .javascript: 60
        case .javascriptWithScope: 65
        case .maxKey: 127
        }
    }
}

extension BSONValue {
    /// The canonical type rank MongoDB orders different types by (bsontypes.h
    /// canonicalizeBSONType): MinKey -1, undefined 0, null 5, numbers 10, string and symbol 15,
    /// object 20, array 25, binData 30, ObjectId 35, bool 40, date 45, timestamp 47, regex 50,
    /// DBPointer 55, JavaScript 60, JavaScript with scope 65, MaxKey 127. Equal ranks mean the
    /// values compare by value; the query layer uses it for type bracketing.
    public var canonicalTypeRank: Int { type.canonicalTypeRank }
}
