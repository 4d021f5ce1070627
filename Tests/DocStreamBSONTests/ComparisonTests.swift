import DocStreamBSON
import Testing

// Expected orders are written by hand from MongoDB's sources and manual, named at each case:
// bsontypes.h canonicalizeBSONType, bsonelement.cpp compareElements / woCompare, bsonobj.cpp
// BSONObj::woCompare, compare_numbers.h, the jstests/decimal tests, and the manual page
// "Comparison/Sort Order".

/// Two values and the sign MongoDB orders them by.
struct OrderCase: Sendable, CustomTestStringConvertible {
    let lhs: BSONValue
    let rhs: BSONValue
    let expected: Int
    let source: String

    init(_ lhs: BSONValue, _ rhs: BSONValue, _ expected: Int, _ source: String) {
        self.lhs = lhs
        self.rhs = rhs
        self.expected = expected
        self.source = source
    }

    var testDescription: String { "\(lhs) vs \(rhs): \(source)" }
}

private func decimal(_ text: String) -> BSONValue {
    .decimal128(Decimal128(text)!)
}

private func binary(_ subtype: UInt8, _ data: [UInt8]) -> BSONValue {
    .binary(BSONBinary(subtype: subtype, data: data))
}

private func objectId(_ hex: String) -> ObjectId {
    ObjectId(hex)!
}

private func keys(_ values: BSONValue...) -> Set<MongoEqualityKey> {
    Set(values.map(MongoEqualityKey.init))
}

private func sign(_ order: Int) -> Int {
    order < 0 ? -1 : order > 0 ? 1 : 0
}

private func expectSameHash(_ lhs: BSONValue, _ rhs: BSONValue, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(MongoEqualityKey(lhs) == MongoEqualityKey(rhs), sourceLocation: sourceLocation)
    #expect(MongoEqualityKey(lhs).hashValue == MongoEqualityKey(rhs).hashValue, sourceLocation: sourceLocation)
}

/// Checks the order both ways, equality, equal hashes for equal values, and that the order
/// holds the same inside documents (compared as BSON bytes) and inside arrays.
private func expectOrder(_ testCase: OrderCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let (lhs, rhs, expected) = (testCase.lhs, testCase.rhs, testCase.expected)
    #expect(sign(BSONValue.compare(lhs, rhs)) == expected, sourceLocation: sourceLocation)
    #expect(sign(BSONValue.compare(rhs, lhs)) == -expected, sourceLocation: sourceLocation)
    #expect(lhs.isMongoEqual(to: rhs) == (expected == 0), sourceLocation: sourceLocation)

    let lhsDocument: Document = ["v": lhs]
    let rhsDocument: Document = ["v": rhs]
    #expect(sign(Document.compare(lhsDocument, rhsDocument)) == expected, sourceLocation: sourceLocation)
    #expect(sign(BSONValue.compare(.array([lhs]), .array([rhs]))) == expected, sourceLocation: sourceLocation)
    if expected == 0 {
        expectSameHash(lhs, rhs, sourceLocation: sourceLocation)
        expectSameHash(.document(lhsDocument), .document(rhsDocument), sourceLocation: sourceLocation)
        expectSameHash(.array([lhs]), .array([rhs]), sourceLocation: sourceLocation)
    }
}

@Suite("MongoDB comparison order, equality and hashing")
struct ComparisonTests {
    static let zeroId = objectId("000000000000000000000000")

    // One value per canonical type, lowest first: MongoDB manual, Comparison/Sort Order (MinKey,
    // Null, Numbers, Symbol/String, Object, Array, BinData, ObjectId, Boolean, Date, Timestamp,
    // Regular Expression, JavaScript Code, JavaScript Code with Scope, MaxKey), with undefined
    // and DBPointer placed by bsontypes.h canonicalizeBSONType (undefined 0 below null 5;
    // DBPointer 55 between regex 50 and code 60). Each value is the least of its type, or
    // large, so that only the type decides.
    static let oneOfEachType: [BSONValue] = [
        .minKey,
        .undefined,
        .null,
        .double(.infinity),
        .string(""),
        .document(Document()),
        .array([]),
        binary(0, []),
        .objectId(zeroId),
        .bool(false),
        .datetime(BSONDateTime(millisecondsSinceEpoch: .min)),
        .timestamp(BSONTimestamp(seconds: 0, increment: 0)),
        .regex(BSONRegularExpression(pattern: "")),
        .dbPointer(BSONDBPointer(namespace: "", id: zeroId)),
        .javascript(""),
        .javascriptWithScope(BSONCodeWithScope(code: "", scope: Document())),
        .maxKey,
    ]

    @Test("types order as MongoDB's canonical types")
    func crossTypeOrder() {
        let values = Self.oneOfEachType
        for (leftIndex, left) in values.enumerated() {
            for (rightIndex, right) in values.enumerated() {
                let expected = leftIndex < rightIndex ? -1 : leftIndex == rightIndex ? 0 : 1
                #expect(sign(BSONValue.compare(left, right)) == expected, "\(left) vs \(right)")
            }
        }
    }

    @Test("canonical type ranks are MongoDB's numbers")
    func canonicalRanks() {
        // bsontypes.h canonicalizeBSONType.
        #expect(Self.oneOfEachType.map(\.canonicalTypeRank) == [-1, 0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 47, 50, 55, 60, 65, 127])
        // All four numeric types share rank 10; symbol shares string's 15.
        let numbers: [BSONValue] = [.int32(0), .int64(0), .double(0), decimal("0")]
        #expect(numbers.map(\.canonicalTypeRank) == [10, 10, 10, 10])
        #expect(BSONValue.symbol("a").canonicalTypeRank == BSONValue.string("a").canonicalTypeRank)
    }

    @Test("numbers of all four types sort together by value")
    func numbersSortTogether() {
        // Manual, Comparison/Sort Order, Numeric Types: numeric types are compared as numbers.
        let values: [BSONValue] = [.string("0"), decimal("3"), .int32(2), .null, .double(1.5), .int64(1), decimal("-1E+2")]
        let sorted = values.sorted { BSONValue.compare($0, $1) < 0 }
        #expect(sorted == [.null, decimal("-1E+2"), .int64(1), .double(1.5), .int32(2), decimal("3"), .string("0")])
    }

    static let numericCases: [OrderCase] = [
        // compare_numbers.h compareDoubles: NaN equals NaN, is below everything; -0 == 0.
        OrderCase(.double(.nan), .double(.nan), 0, "compareDoubles: NaN == NaN"),
        OrderCase(.double(.nan), .double(-.infinity), -1, "compareDoubles: NaN below -Infinity"),
        OrderCase(.double(-0.0), .double(0.0), 0, "compareDoubles: -0 == 0"),
        OrderCase(.double(-0.0), .int32(0), 0, "compareDoubles: -0 == NumberInt(0)"),
        OrderCase(.double(1.0), .int32(1), 0, "compareDoubles"),
        OrderCase(.double(0.5), .int32(1), -1, "compareDoubles"),
        // compare_numbers.h compareLongToDouble.
        OrderCase(.int64(.min), .double(.nan), 1, "compareLongToDouble: all longs > NaN"),
        OrderCase(.int64(.max), .double(9_223_372_036_854_775_807.0), -1, "compareLongToDouble: the double is 2^63, above every long"),
        OrderCase(.int64(.min), .double(-9_223_372_036_854_775_808.0), 0, "compareLongToDouble: -2^63 is a long"),
        OrderCase(.int64(.max), .double(.infinity), -1, "compareLongToDouble: Infinity above every long"),
        OrderCase(.int64(.min), .double(-.infinity), 1, "compareLongToDouble: -Infinity below every long"),
        OrderCase(.int64(9_007_199_254_740_993), .double(9_007_199_254_740_992.0), 1, "compareLongToDouble: 2^53+1 > 2^53 though Double(2^53+1) == 2^53"),
        OrderCase(.int64(9_007_199_254_740_992), .double(9_007_199_254_740_992.0), 0, "compareLongToDouble: 2^53 exact"),
        OrderCase(.int64(9_007_199_254_740_993), .double(9_007_199_254_740_994.0), -1, "compareLongToDouble: 2^53+1 < 2^53+2"),
        OrderCase(.int64(4_611_686_018_427_387_905), .double(4_611_686_018_427_387_904.0), 1, "compareLongToDouble: 2^62+1 > 2^62"),
        OrderCase(.int64(1 << 60), .double(0.5), 1, "compareLongToDouble: a fraction truncated far below"),
        OrderCase(.int64(-(1 << 60)), .double(-0.5), -1, "compareLongToDouble: a fraction truncated far above"),
        OrderCase(.int32(1), .int64(1), 0, "compareLongs"),
        OrderCase(.int32(-1), .int64(.max), -1, "compareLongs"),
        // compare_numbers.h compareDecimals; jstests/decimal/decimal_find_basic.js.
        OrderCase(decimal("1.0"), decimal("1.00"), 0, "compareDecimals: trailing zeros"),
        OrderCase(decimal("-0"), decimal("0.00"), 0, "decimal_find_basic: -0, 0 and 0.00 match 0"),
        OrderCase(decimal("NaN"), decimal("-NaN"), 0, "decimal_find_basic: NaN compares equal to -NaN"),
        OrderCase(decimal("NaN"), decimal("-Infinity"), -1, "compareDecimals: NaN below -Infinity"),
        OrderCase(decimal("9999999999999999999999999999999999E6111"), decimal("Infinity"), -1, "compareDecimals: largest finite"),
        OrderCase(decimal("1E-6176"), decimal("0"), 1, "compareDecimals: smallest positive"),
        // compareDecimalToInt / compareDecimalToLong: the integer converted to decimal.
        OrderCase(decimal("1.00"), .int32(1), 0, "compareDecimalToInt"),
        OrderCase(decimal("2.5"), .int32(2), 1, "compareDecimalToInt"),
        OrderCase(decimal("NaN"), .int32(0), -1, "compareDecimals: NaN below every number"),
        OrderCase(decimal("9223372036854775807"), .int64(.max), 0, "compareDecimalToLong"),
        OrderCase(decimal("9223372036854775808"), .int64(.max), 1, "compareDecimalToLong"),
        OrderCase(decimal("Infinity"), .int64(.max), 1, "compareDecimalToLong"),
        OrderCase(decimal("36028797018963967"), .int64(36_028_797_018_963_967), 0, "decimal_find_mixed E3"),
        // compare_numbers.h compareDecimalToDouble: exact (decimal rounded toward negative to a
        // double; inexact means the decimal is above).
        OrderCase(decimal("NaN"), .double(.nan), 0, "decimal_find_mixed B1/B2: NaN finds decimal NaN"),
        OrderCase(decimal("-NaN"), .double(.nan), 0, "decimal_find_mixed B1/B2: NaN finds decimal -NaN"),
        OrderCase(decimal("NaN"), .double(-.infinity), -1, "compareDecimalToDouble: NaN below -Infinity"),
        OrderCase(decimal("Infinity"), .double(.infinity), 0, "decimal_find_mixed B3/B4"),
        OrderCase(decimal("-Infinity"), .double(-.infinity), 0, "compareDecimalToDouble"),
        OrderCase(decimal("-0"), .double(0.0), 0, "compareDecimalToDouble: -0 == 0"),
        OrderCase(decimal("0.50"), .double(0.5), 0, "compareDecimalToDouble: 0.5 is exact"),
        OrderCase(decimal("1E+2"), .double(100), 0, "compareDecimalToDouble: exact"),
        OrderCase(decimal("1180591620717411303424"), .double(1_180_591_620_717_411_303_424.0), 0, "compareDecimalToDouble: 2^70 exact"),
        // The double 0.1 is exactly 0.1000000000000000055511151231257827021181583404541015625.
        OrderCase(decimal("0.1"), .double(0.1), -1, "compareDecimalToDouble: decimal 0.1 below double 0.1"),
        OrderCase(decimal("0.1000000000000000055511151231257827"), .double(0.1), -1, "compareDecimalToDouble: 34 digits still below the double"),
        OrderCase(decimal("0.1000000000000000055511151231257828"), .double(0.1), 1, "compareDecimalToDouble: just above the double"),
        // The double 0.3 is 0.299999999999999988897769753748434595763683319091796875.
        OrderCase(decimal("0.3"), .double(0.3), 1, "decimal_find_mixed D1: {$lt: NumberDecimal(\"0.3\")} finds the double 0.3"),
        OrderCase(decimal("36028797018963967"), .double(36_028_797_018_963_967.0), -1, "decimal_find_mixed E2: the double is 2^55"),
        OrderCase(decimal("1E+400"), .double(.greatestFiniteMagnitude), 1, "compareDecimalToDouble: beyond the doubles"),
        OrderCase(decimal("1E+400"), .double(.infinity), -1, "compareDecimalToDouble: below Infinity"),
        OrderCase(decimal("-1E+400"), .double(-.greatestFiniteMagnitude), -1, "compareDecimalToDouble: beyond the doubles"),
        OrderCase(decimal("1E-400"), .double(0), 1, "compareDecimalToDouble: below the doubles, above 0"),
        OrderCase(decimal("1E-400"), .double(.leastNonzeroMagnitude), -1, "compareDecimalToDouble: below the least double"),
        OrderCase(decimal("-1E-400"), .double(-0.0), -1, "compareDecimalToDouble: a negative decimal below -0"),
    ]

    @Test("numbers compare by value across types", arguments: numericCases)
    func numericOrder(_ testCase: OrderCase) {
        expectOrder(testCase)
    }

    static let stringCases: [OrderCase] = [
        // Manual, Comparison/Sort Order, Strings: simple binary comparison; bsonelement.cpp
        // compareElementStringValues: memcmp, then the longer string is greater.
        OrderCase(.string("a"), .string("ab"), -1, "compareElementStringValues: prefix first"),
        OrderCase(.string("ab"), .string("b"), -1, "compareElementStringValues"),
        OrderCase(.string(""), .string("a"), -1, "compareElementStringValues"),
        OrderCase(.string("B"), .string("a"), -1, "binary comparison: uppercase (0x42) before lowercase (0x61)"),
        OrderCase(.string("Z"), .string("a"), -1, "binary comparison"),
        OrderCase(.string("a"), .string("a"), 0, "binary comparison"),
        // U+00E9 is C3 A9; e + U+0301 is 65 CC 81: canonically equivalent, yet different bytes.
        OrderCase(.string("e\u{301}"), .string("\u{E9}"), -1, "binary comparison: no Unicode normalization"),
        // UTF-8 byte order, not UTF-16: U+FF61 is EF BD A1, U+1F600 is F0 9F 98 80.
        OrderCase(.string("\u{FF61}"), .string("\u{1F600}"), -1, "binary comparison of UTF-8"),
        OrderCase(.string("a\u{0}b"), .string("a"), 1, "memcmp: zero bytes inside strings count"),
        OrderCase(.string("a\u{0}"), .string("a\u{1}"), -1, "memcmp: zero bytes inside strings count"),
        // canonicalizeBSONType: symbol and string share rank 15 and compare as strings.
        OrderCase(.symbol("a"), .string("a"), 0, "compareElements: Symbol compares as String"),
        OrderCase(.symbol("a"), .string("b"), -1, "compareElements: Symbol compares as String"),
        OrderCase(.string("a"), .symbol("b"), -1, "compareElements: Symbol compares as String"),
        // compareElements Code: compareElementStringValues, under its own rank 60.
        OrderCase(.javascript("a"), .javascript("b"), -1, "compareElements: Code by bytes"),
        OrderCase(.javascript("a"), .javascript("a"), 0, "compareElements: Code by bytes"),
        OrderCase(.string("b"), .javascript("a"), -1, "canonicalizeBSONType: String 15 < Code 60"),
    ]

    @Test("strings compare by UTF-8 bytes", arguments: stringCases)
    func stringOrder(_ testCase: OrderCase) {
        expectOrder(testCase)
    }

    static let documentCases: [OrderCase] = [
        // Manual, Comparison/Sort Order, Objects; BSONElement::woCompare: canonical type, then
        // field name, then value, field by field; BSONObj::woCompare: fewer fields first.
        OrderCase(["a": .int32(1)], ["a": .double(1.0)], 0, "woCompare: values compare as numbers"),
        OrderCase(["a": .int32(1)], ["a": .int64(1)], 0, "woCompare: values compare as numbers"),
        OrderCase(["a": .int32(1)], ["a": decimal("1.00")], 0, "woCompare: values compare as numbers"),
        OrderCase(["b": .int32(1)], ["a": .string("x")], -1, "woCompare: field type before field name"),
        OrderCase(["a": .int32(2)], ["b": .int32(1)], -1, "woCompare: field name before value"),
        OrderCase(["a": .int32(1)], ["a": .int32(2)], -1, "woCompare: value"),
        OrderCase(["a": .int32(1)], ["a": .int32(1), "b": .minKey], -1, "BSONObj::woCompare: prefix first"),
        OrderCase(.document(Document()), ["a": .minKey], -1, "BSONObj::woCompare: empty first"),
        OrderCase(.document(Document()), ["a": .null], -1, "BSONObj::woCompare: a null field still counts"),
        OrderCase(["a": .int32(1), "b": .int32(2)], ["b": .int32(2), "a": .int32(1)], -1, "woCompare: field order matters"),
        OrderCase(["B": .int32(1)], ["a": .int32(1)], -1, "woCompare: field names by bytes"),
        OrderCase(["a": .int32(9)], ["aa": .int32(0)], -1, "woCompare: shorter field name first"),
        OrderCase(["a": ["b": .int32(1)]], ["a": ["b": .double(1)]], 0, "woCompare: nested documents"),
        OrderCase(["a": ["b": .int32(1)]], ["a": ["b": .int32(1), "c": .int32(0)]], -1, "woCompare: nested prefix"),
        OrderCase(["a": .symbol("x")], ["a": .string("x")], 0, "woCompare: symbol and string share a rank"),
        OrderCase(["a": .undefined], ["a": .null], -1, "woCompare: undefined (0) before null (5)"),
        OrderCase(.document(Document()), .array([]), -1, "canonicalizeBSONType: Object 20 < Array 25"),
    ]

    @Test("documents compare field by field", arguments: documentCases)
    func documentOrder(_ testCase: OrderCase) {
        expectOrder(testCase)
    }

    @Test("Document.compare is the order of documents")
    func documentCompare() {
        // BSONObj::woCompare.
        #expect(Document.compare(["a": .int32(1)], ["a": .double(1)]) == 0)
        #expect(Document.compare(["a": .int32(1)], ["b": .int32(0)]) < 0)
        #expect(Document.compare(["a": .int32(1), "b": .int32(0)], ["a": .int32(1)]) > 0)
        #expect(Document.compare(Document(), Document()) == 0)
    }

    static let arrayCases: [OrderCase] = [
        // bsonelement.cpp compareElements: arrays compare as objects keyed "0", "1", ...
        OrderCase([.int32(1), .int32(2)], [.int32(1), .int32(3)], -1, "compareElements Array: element by element"),
        OrderCase([.int32(1)], [.int32(1), .int32(0)], -1, "compareElements Array: prefix first"),
        OrderCase(.array([]), [.minKey], -1, "compareElements Array: empty first"),
        OrderCase([.int32(1), .int32(2)], [.int32(1), .string("a")], -1, "compareElements Array: element type first"),
        OrderCase([.int32(2)], [.int32(1), .int32(5)], 1, "compareElements Array: first difference decides"),
        OrderCase([[.int32(1), .int32(2)]], [[.double(1), .int64(2)]], 0, "compareElements Array: nested"),
        OrderCase([["a": .int32(1)]], [["a": decimal("1")]], 0, "compareElements Array: documents inside"),
        OrderCase(["a": [.int32(1), .int32(2)]], ["a": [.double(1), decimal("2")]], 0, "woCompare: arrays inside documents"),
        OrderCase(["a": [.int32(1)]], ["a": [.int32(1), .int32(2)]], -1, "woCompare: arrays inside documents, prefix"),
    ]

    @Test("arrays compare element by element", arguments: arrayCases)
    func arrayOrder(_ testCase: OrderCase) {
        expectOrder(testCase)
    }

    static let otherTypeCases: [OrderCase] = [
        // Manual, Comparison/Sort Order, BinData: length, then subtype, then byte by byte;
        // compareElements BinData: the stored length, then memcmp of subtype and bytes.
        OrderCase(binary(0x80, [0xFF]), binary(0, [0, 0]), -1, "BinData: length first"),
        OrderCase(binary(0, [1, 2]), binary(4, [0, 0]), -1, "BinData: then subtype"),
        OrderCase(binary(0, [1, 2]), binary(0, [1, 3]), -1, "BinData: then bytes"),
        OrderCase(binary(4, [1, 2]), binary(4, [1, 2]), 0, "BinData: equal"),
        // Subtype 2 stores its inner length in the payload, so its stored length is 4 more.
        OrderCase(binary(2, [1]), binary(0, [0, 0, 0, 0]), 1, "BinData: subtype 2 stored length 5 > 4"),
        OrderCase(binary(0, [9, 9, 9, 9]), binary(2, []), -1, "BinData: stored length 4 both, subtype 0 < 2"),
        OrderCase(binary(2, [1]), binary(2, [2]), -1, "BinData: subtype 2 bytes"),
        // compareElements jstOID: memcmp of the 12 bytes.
        OrderCase(.objectId(objectId("000000000000000000000001")), .objectId(objectId("000000000000000000000100")), -1, "jstOID: bytes"),
        OrderCase(.objectId(objectId("0f0000000000000000000000")), .objectId(objectId("ff0000000000000000000000")), -1, "jstOID: bytes unsigned"),
        OrderCase(.objectId(objectId("65a1b2c3d4e5f60718293a4b")), .objectId(objectId("65A1B2C3D4E5F60718293A4B")), 0, "jstOID: equal"),
        // compareElements Bool: false < true.
        OrderCase(.bool(false), .bool(true), -1, "Bool"),
        OrderCase(.bool(true), .bool(true), 0, "Bool"),
        // compareElements Date: signed milliseconds.
        OrderCase(.datetime(BSONDateTime(millisecondsSinceEpoch: -1)), .datetime(BSONDateTime(millisecondsSinceEpoch: 1)), -1, "Date: signed"),
        OrderCase(.datetime(BSONDateTime(millisecondsSinceEpoch: .min)), .datetime(BSONDateTime(millisecondsSinceEpoch: .max)), -1, "Date: signed"),
        // compareElements bsonTimestamp: unsigned; manual: Date objects sort before Timestamp.
        OrderCase(
            .timestamp(BSONTimestamp(seconds: 1, increment: 0)), .timestamp(BSONTimestamp(seconds: 0x8000_0000, increment: 0)), -1, "Timestamp: unsigned"),
        OrderCase(.timestamp(BSONTimestamp(seconds: 1, increment: 2)), .timestamp(BSONTimestamp(seconds: 1, increment: 3)), -1, "Timestamp: increment"),
        OrderCase(.timestamp(BSONTimestamp(seconds: 1, increment: .max)), .timestamp(BSONTimestamp(seconds: 2, increment: 0)), -1, "Timestamp: seconds first"),
        OrderCase(
            .datetime(BSONDateTime(millisecondsSinceEpoch: .max)), .timestamp(BSONTimestamp(seconds: 0, increment: 0)), -1, "Manual, Dates and Timestamps"),
        // compareElements RegEx: pattern, then options.
        OrderCase(.regex(BSONRegularExpression(pattern: "a", options: "i")), .regex(BSONRegularExpression(pattern: "b")), -1, "RegEx: pattern first"),
        OrderCase(
            .regex(BSONRegularExpression(pattern: "a", options: "i")), .regex(BSONRegularExpression(pattern: "a", options: "m")), -1, "RegEx: then options"),
        OrderCase(.regex(BSONRegularExpression(pattern: "a")), .regex(BSONRegularExpression(pattern: "a", options: "i")), -1, "RegEx: no options first"),
        OrderCase(
            .regex(BSONRegularExpression(pattern: "a", options: "mi")), .regex(BSONRegularExpression(pattern: "a", options: "im")), 0,
            "RegEx: options stored sorted"),
        // compareElements DBRef: value size (namespace length), then the bytes.
        OrderCase(
            .dbPointer(BSONDBPointer(namespace: "b", id: objectId("ff0000000000000000000000"))), .dbPointer(BSONDBPointer(namespace: "aa", id: zeroId)), -1,
            "DBRef: length first"),
        OrderCase(
            .dbPointer(BSONDBPointer(namespace: "a.b", id: objectId("ff0000000000000000000000"))), .dbPointer(BSONDBPointer(namespace: "a.c", id: zeroId)), -1,
            "DBRef: then namespace"),
        OrderCase(
            .dbPointer(BSONDBPointer(namespace: "a.b", id: zeroId)), .dbPointer(BSONDBPointer(namespace: "a.b", id: objectId("000000000000000000000001"))), -1,
            "DBRef: then ObjectId"),
        // compareElements CodeWScope: code, then scope by woCompare.
        OrderCase(
            .javascriptWithScope(BSONCodeWithScope(code: "a", scope: ["x": .int32(2)])),
            .javascriptWithScope(BSONCodeWithScope(code: "b", scope: ["x": .int32(1)])), -1, "CodeWScope: code first"),
        OrderCase(
            .javascriptWithScope(BSONCodeWithScope(code: "a", scope: ["x": .int32(1)])),
            .javascriptWithScope(BSONCodeWithScope(code: "a", scope: ["x": .int32(2)])), -1, "CodeWScope: then scope"),
        OrderCase(
            .javascriptWithScope(BSONCodeWithScope(code: "a", scope: ["x": .int32(1)])),
            .javascriptWithScope(BSONCodeWithScope(code: "a", scope: ["x": .double(1)])), 0, "CodeWScope: scope by woCompare"),
        // Valueless types: one value each.
        OrderCase(.undefined, .undefined, 0, "compareElements Undefined"),
        OrderCase(.null, .null, 0, "compareElements jstNULL"),
        OrderCase(.minKey, .minKey, 0, "compareElements MinKey"),
        OrderCase(.maxKey, .maxKey, 0, "compareElements MaxKey"),
    ]

    @Test("binData, ObjectId, bool, date, timestamp, regex, DBPointer, code with scope", arguments: otherTypeCases)
    func otherTypeOrder(_ testCase: OrderCase) {
        expectOrder(testCase)
    }

    @Test("equal numbers are one hash key across types")
    func numericKeys() {
        // bson_comparator_interface_base.cpp hashCombineBSONElement: numbers hash as doubles.
        #expect(keys(.int32(1), .int64(1), .double(1), decimal("1"), decimal("1.0"), decimal("1.00"), decimal("0.1E+1")).count == 1)
        #expect(keys(.int32(0), .int64(0), .double(0), .double(-0.0), decimal("-0"), decimal("0E+10"), decimal("-0.000")).count == 1)
        #expect(keys(.double(.nan), .double(-.nan), .double(.signalingNaN), decimal("NaN"), decimal("-NaN")).count == 1)
        #expect(keys(.double(.infinity), decimal("Infinity"), decimal("+Infinity")).count == 1)
        #expect(keys(.double(1_180_591_620_717_411_303_424.0), decimal("1180591620717411303424"), decimal("1.180591620717411303424E+21")).count == 1)
        // Beyond the doubles: one cohort, normalized (MongoDB normalizes such decimals too).
        #expect(keys(decimal("1E+400"), decimal("10E+399"), decimal("1.000E+400")).count == 1)
        #expect(
            keys(.int64(9_007_199_254_740_993), .double(9_007_199_254_740_992), decimal("0.1"), .double(0.1), decimal("1E+400"), decimal("-1E+400")).count == 6)
    }

    @Test("keys of one type: ObjectIds, integers and strings by their bytes (canonically equivalent strings are two keys)")
    func sameTypeKeys() throws {
        let id = try #require(ObjectId("5f1b2c3d4e5f6a7b8c9d0e1f"))
        #expect(keys(.objectId(id), .objectId(id), .objectId(try #require(ObjectId("5f1b2c3d4e5f6a7b8c9d0e1f")))).count == 1)
        #expect(keys(.objectId(id), .objectId(ObjectId()), .string("5f1b2c3d4e5f6a7b8c9d0e1f")).count == 3)
        #expect(keys(.int32(7), .int32(7), .int64(7), .int64(7)).count == 1)
        #expect(keys(.int32(7), .int32(8), .int64(-7)).count == 3)
        // "é" precomposed and decomposed: equal to Swift's ==, different bytes to MongoDB.
        #expect(keys(.string("\u{E9}"), .string("e\u{301}")).count == 2)
        #expect(MongoEqualityKey(.string("\u{E9}")) != MongoEqualityKey(.string("e\u{301}")))
        #expect(keys(.string("caf\u{E9}"), .string("caf\u{E9}")).count == 1)
    }

    @Test("documents and arrays with equal numbers are one hash key")
    func compositeKeys() {
        let documents = keys(
            .document(["a": .int32(1), "b": [.int32(1), .double(2.5)], "c": ["d": .double(-0.0)]]),
            .document(["a": .double(1), "b": [.int64(1), decimal("2.50")], "c": ["d": .int64(0)]]),
            .document(["a": decimal("1.0"), "b": [decimal("1"), .double(2.5)], "c": ["d": decimal("-0")]]))
        #expect(documents.count == 1)
        // Field names and order matter; strings and symbols of one text are equal, code is not.
        let named = keys(
            .document(["a": .int32(1)]), .document(["b": .int32(1)]),
            .document(["a": .int32(1), "b": .int32(2)]), .document(["b": .int32(2), "a": .int32(1)]))
        #expect(named.count == 4)
        #expect(keys(.string("x"), .symbol("x"), .javascript("x")).count == 2)
        #expect(keys(.array([.int32(1), ["x": .int32(1)]]), .array([.double(1), ["x": decimal("1")]])).count == 1)
        var counts: [MongoEqualityKey: Int] = [:]
        for value: BSONValue in [.int32(1), .double(1.0), .int64(1), decimal("1.00"), .string("1")] {
            counts[MongoEqualityKey(value), default: 0] += 1
        }
        #expect(counts[MongoEqualityKey(.int32(1))] == 4)
        #expect(counts[MongoEqualityKey(.string("1"))] == 1)
    }
}
