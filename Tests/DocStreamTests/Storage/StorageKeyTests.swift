import DocStreamBSON
import Foundation
import TestSupport
import Testing

@testable import DocStream

/// Order-preserving keys (`StorageKey`): memcmp of two keys (a proper prefix first) must be
/// MongoDB's order of their values, `BSONValue.compare`. The examples are written from MongoDB's
/// manual, "Comparison/Sort Order" (reference/bson-type-comparison-order), and from exact
/// arithmetic at the numeric boundaries; the property tests compare keys with the comparator
/// over seeded random values of every type.
@Suite("Storage: ordered keys")
struct StorageKeyTests {
    // MARK: Helpers

    /// memcmp over the common length, then the shorter first: LMDB's default key order.
    private static func memcmpOrder(_ lhs: StorageKey, _ rhs: StorageKey) -> Int {
        let common = min(lhs.bytes.count, rhs.bytes.count)
        let order = lhs.bytes.withUnsafeBytes { left in
            rhs.bytes.withUnsafeBytes { right in common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common) }
        }
        if order != 0 { return order < 0 ? -1 : 1 }
        return lhs.bytes.count == rhs.bytes.count ? 0 : (lhs.bytes.count < rhs.bytes.count ? -1 : 1)
    }

    private static func sign(_ value: Int) -> Int { value < 0 ? -1 : (value > 0 ? 1 : 0) }

    private static func key(_ value: BSONValue, descending: Bool = false) throws -> StorageKey {
        try StorageKey(value, descending: descending)
    }

    /// A compound key: each value with whether it is descending.
    private static func key(_ components: [(BSONValue, Bool)]) throws -> StorageKey {
        var key = StorageKey()
        for (value, descending) in components { try key.append(value, descending: descending) }
        return key
    }

    private static func decimal(_ text: String) -> BSONValue { .decimal128(Decimal128(text)!) }

    /// Asserts that the keys of `groups` are equal within each group and increase from group
    /// to group, and that the comparator says the same of the values.
    private static func expectAscending(_ groups: [[BSONValue]], descending: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let keys = try groups.map { try $0.map { try key($0, descending: descending) } }
        let direction = descending ? -1 : 1
        for (i, group) in groups.enumerated() {
            for (j, other) in groups.enumerated() {
                let expected = sign(i - j) * direction
                for (m, value) in group.enumerated() {
                    for (n, otherValue) in other.enumerated() {
                        let keyOrder = memcmpOrder(keys[i][m], keys[j][n])
                        #expect(keyOrder == expected, "keys of \(value) and \(otherValue)", sourceLocation: sourceLocation)
                        let valueOrder = sign(BSONValue.compare(value, otherValue)) * direction
                        #expect(valueOrder == expected, "comparator on \(value) and \(otherValue)", sourceLocation: sourceLocation)
                    }
                }
            }
        }
    }

    private static let oid1 = ObjectId(bytes: [0x50, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])!
    private static let oid2 = ObjectId(bytes: [0x50, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2])!
    private static let oid3 = ObjectId(bytes: [0xA0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])!

    // MARK: The manual's examples

    @Test("Types order as the manual's Comparison/Sort Order lists them; undefined sits below null")
    func typeOrder() throws {
        // Comparison/Sort Order: MinKey, Null, Numbers, Symbol and String, Object, Array,
        // BinData, ObjectId, Boolean, Date, Timestamp, Regular Expression, JavaScript Code,
        // JavaScript Code with Scope, MaxKey. Undefined (deprecated, not in the list) is below
        // null in MongoDB's canonical type order (bsontypes.h canonicalizeBSONType). Values
        // are picked so that, within each type, they are its largest or unusual ones.
        try Self.expectAscending([
            [.minKey],
            [.undefined],
            [.null],
            [.double(.infinity), Self.decimal("Infinity")],
            [.string("\u{10FFFF}\u{10FFFF}"), .symbol("\u{10FFFF}\u{10FFFF}")],
            [.document(["z": .maxKey])],
            [.array([.maxKey])],
            [.binary(BSONBinary(subtype: 0xFF, data: [UInt8](repeating: 0xFF, count: 8)))],
            [.objectId(ObjectId(bytes: [UInt8](repeating: 0xFF, count: 12))!)],
            [.bool(false)],
            [.bool(true)],
            [.datetime(BSONDateTime(millisecondsSinceEpoch: .max))],
            [.timestamp(BSONTimestamp(value: 0))],
            [.regex(BSONRegularExpression(pattern: "", options: ""))],
            [.dbPointer(BSONDBPointer(namespace: "z", id: Self.oid3))],
            [.javascript("")],
            [.javascriptWithScope(BSONCodeWithScope(code: "", scope: [:]))],
            [.maxKey],
        ])
    }

    @Test("Numbers convert before comparing: 1, NumberLong(1), 1.0 and NumberDecimal 1, 1.0, 1E+0, 10E-1 are one key")
    func numericTypes() throws {
        // Comparison/Sort Order, Numeric Types: numeric types undergo conversion before
        // comparison, so numbers of all four types order as one type.
        try Self.expectAscending([
            [.int32(-2), .int64(-2), .double(-2), Self.decimal("-2.00")],
            [.double(-1.5), Self.decimal("-1.5")],
            [.int32(0), .int64(0), .double(0), .double(-0.0), Self.decimal("0"), Self.decimal("-0.00")],
            [.int32(1), .int64(1), .double(1), Self.decimal("1"), Self.decimal("1.0"), Self.decimal("1E+0"), Self.decimal("10E-1")],
            [Self.decimal("1.5"), .double(1.5)],
            [.int64(2), .int32(2)],
            [Self.decimal("2.5"), .double(2.5)],
            [.int64(3)],
        ])
    }

    @Test("Strings compare by simple binary comparison: bytes, a prefix first; symbols as strings")
    func strings() throws {
        // Comparison/Sort Order, Strings: without a collation, the simple binary comparison.
        // Upper case letters are bytes below lower case ones; a string before its extensions;
        // NUL bytes are bytes like any other.
        try Self.expectAscending([
            [.string("")],
            [.string("\0")],
            [.string("\0\0")],
            [.string("\u{1}")],
            [.string("B"), .symbol("B")],
            [.string("a")],
            [.string("a\0")],
            [.string("a\0b")],
            [.string("a\u{1}")],
            [.string("ab")],
            [.string("b")],
            [.string("z")],
            [.string("é")],
        ])
        #expect(try Self.key(.javascript("a")) != Self.key(.string("a")))
    }

    @Test("Objects compare pair by pair: field type, then name, then value; fewer pairs first")
    func objects() throws {
        // Comparison/Sort Order, Objects: recursively compare key-value pairs in their order;
        // compare the field types, then the field names, then the values; an object without
        // further pairs is less than one with further pairs.
        try Self.expectAscending([
            [.document([:])],
            [.document(["a": .minKey])],
            [.document(["b": .null])],
            [.document(["a": .int32(1)]), .document(["a": .double(1.0)])],
            [.document(["a": .int32(1), "b": .int32(1)])],
            [.document(["a": .int32(1), "b": .int32(2)])],
            [.document(["a": .int32(2)])],
            // A number field sorts before a string field whatever their names.
            [.document(["b": .int32(0)])],
            [.document(["": .string("x")])],
            [.document(["a": .string("x")])],
            [.document(["ab": .string("")])],
            [.document(["a": .document(["b": .int32(1)])])],
            [.document(["a": .document(["b": .int32(1), "c": .int32(0)])])],
            [.document(["a": .array([])])],
        ])
    }

    @Test("Arrays compare element by element, a prefix first; nested arrays the same way")
    func arrays() throws {
        // Comparison/Sort Order, Arrays: comparison operators compare arrays element by
        // element (lexicographically), nested arrays included. (How a sort picks an array's
        // smallest or largest element as its key is the sort's business, not the value order.)
        try Self.expectAscending([
            [.array([])],
            [.array([.minKey])],
            [.array([.int32(1)]), .array([.double(1)])],
            [.array([.int32(1), .null])],
            [.array([.int32(1), .int32(2)])],
            [.array([.int32(1), .string("")])],
            [.array([.int32(2)])],
            // Objects before arrays, element types first.
            [.array([.document([:])])],
            [.array([.array([.int32(1), .int32(2)]), .array([.int32(3), .int32(4)])])],
            [.array([.array([.int32(1), .int32(2)]), .array([.int32(3), .int32(5)])])],
            [.array([.array([.int32(1), .int32(3)])])],
        ])
    }

    @Test("BinData orders by length, then subtype, then bytes")
    func binData() throws {
        // Comparison/Sort Order, BinData: first the length or size of the data, then the BSON
        // one-byte subtype, then the data byte by byte. Subtype 2 stores a length inside its
        // data, which the stored size counts (bsonelement.cpp compareElements).
        func binary(_ subtype: UInt8, _ data: [UInt8]) -> BSONValue { .binary(BSONBinary(subtype: subtype, data: data)) }
        try Self.expectAscending([
            [binary(0xFF, [])],
            [binary(0x80, [0xFF])],
            [binary(0, [9, 9])],
            [binary(5, [0, 0])],
            [binary(5, [0, 1])],
            [binary(5, [1, 0])],
            [binary(0, [0xFF, 0xFF, 0xFF, 0xFF])],
            [binary(BSONBinary.oldBinary, [])],
            [binary(0, [0, 0, 0, 0, 0])],
            [binary(BSONBinary.oldBinary, [0])],
        ])
    }

    @Test("ObjectIds, booleans, dates before timestamps, regular expressions, and MinKey/MaxKey")
    func otherTypes() throws {
        // Comparison/Sort Order, Dates and Timestamps: Date objects sort before Timestamp
        // objects. Dates are signed milliseconds, timestamps unsigned; regular expressions by
        // pattern, then options (compareElements).
        try Self.expectAscending([
            [.minKey],
            [.objectId(Self.oid1)],
            [.objectId(Self.oid2)],
            [.objectId(Self.oid3)],
            [.bool(false)],
            [.bool(true)],
            [.datetime(BSONDateTime(millisecondsSinceEpoch: .min))],
            [.datetime(BSONDateTime(millisecondsSinceEpoch: -1))],
            [.datetime(BSONDateTime(millisecondsSinceEpoch: 0))],
            [.datetime(BSONDateTime(millisecondsSinceEpoch: .max))],
            [.timestamp(BSONTimestamp(seconds: 0, increment: 1))],
            [.timestamp(BSONTimestamp(seconds: 1, increment: 0))],
            [.timestamp(BSONTimestamp(value: .max))],
            [.regex(BSONRegularExpression(pattern: "a", options: ""))],
            [.regex(BSONRegularExpression(pattern: "a", options: "i"))],
            [.regex(BSONRegularExpression(pattern: "a", options: "is"))],
            [.regex(BSONRegularExpression(pattern: "ab", options: ""))],
            [.regex(BSONRegularExpression(pattern: "b", options: ""))],
            [.maxKey],
        ])
    }

    // MARK: Exact numbers

    /// Positive numbers at the edges that matter, in increasing order; each group one value.
    /// Worked out by hand from the values' exact expansions: 2^-1074 = 4.9406564584124654417...E-324,
    /// the double 0.1 = 0.1000000000000000055511151231257827021..., DBL_MAX =
    /// 1.7976931348623157081452742373170435679...E+308; doubles between 2^62 and 2^63 are
    /// 1024 apart, and 2048 apart above 2^63.
    private static let positiveLadder: [[BSONValue]] = [
        [decimal("1E-6176")],
        [decimal("4.940656458412465441765687928682213E-324")],
        [.double(.leastNonzeroMagnitude)],
        [decimal("4.940656458412465441765687928682214E-324")],
        [.double(.leastNonzeroMagnitude * 2)],
        [.double(Double.leastNormalMagnitude.nextDown)],
        [.double(.leastNormalMagnitude)],
        [decimal("0.1")],
        [decimal("0.1000000000000000055511151231257827")],
        [.double(0.1)],
        [decimal("0.1000000000000000055511151231257828")],
        [.double(0.1.nextUp)],
        [.double(0.5), decimal("0.5"), decimal("5E-1"), decimal("0.50000")],
        [.double(1.0.nextDown)],
        [decimal("0.9999999999999999999999999999999999")],
        [
            .int32(1), .int64(1), .double(1), decimal("1"), decimal("1.0"), decimal("1E+0"), decimal("10E-1"),
            decimal("0.001E+3"), decimal("1.000000000000000000000000000000000"),
        ],
        [decimal("1.000000000000000000000000000000001")],
        [.double(1.0.nextUp)],
        [.int32(.max), .int64(2_147_483_647), .double(2_147_483_647), decimal("2147483647")],
        [.int64(2_147_483_648), .double(2_147_483_648), decimal("2.147483648E+9")],
        [.int64(9_007_199_254_740_991), .double(9_007_199_254_740_991), decimal("9007199254740991")],
        [decimal("9007199254740991.5")],
        [.int64(9_007_199_254_740_992), .double(9_007_199_254_740_992), decimal("9.007199254740992E+15")],
        [decimal("9007199254740992.5")],
        [.int64(9_007_199_254_740_993), decimal("9007199254740993")],
        [decimal("9007199254740993.5")],
        [.int64(9_007_199_254_740_994), .double(9_007_199_254_740_994), decimal("9007199254740994")],
        [.int64(9_007_199_254_740_995), decimal("9007199254740995")],
        [.int64(1 << 62), .double(0x1p62), decimal("4611686018427387904")],
        [.int64(9_223_372_036_854_774_783)],
        [.int64(9_223_372_036_854_774_784), .double(9_223_372_036_854_774_784), decimal("9223372036854774784")],
        [.int64(9_223_372_036_854_774_785)],
        [.int64(.max - 1)],
        [decimal("9223372036854775806.5")],
        [.int64(.max), decimal("9223372036854775807")],
        [decimal("9223372036854775807.5")],
        [.double(0x1p63), decimal("9223372036854775808"), decimal("9.223372036854775808E+18")],
        [decimal("9223372036854775809")],
        [.double(0x1p63.nextUp)],
        [.double(0x1p1000)],
        [decimal("1.797693134862315708145274237317043E+308")],
        [.double(.greatestFiniteMagnitude)],
        [decimal("1.797693134862315708145274237317044E+308")],
        [decimal("1E+309")],
        [decimal("9.999999999999999999999999999999999E+6144")],
    ]

    private static func negated(_ value: BSONValue) -> BSONValue {
        switch value {
        case .int32(let n): .int32(-n)
        case .int64(let n): .int64(-n)
        case .double(let n): .double(-n)
        case .decimal128(let n): .decimal128(Decimal128(low: n.low, high: n.high ^ (1 << 63)))
        default: value
        }
    }

    /// Every number from NaN to +infinity, in groups of equal values.
    private static let numberLadder: [[BSONValue]] = {
        var negatives = positiveLadder.reversed().map { $0.map(negated) }
        // -2^63 is also an int64, unlike 2^63.
        let minimum = negatives.firstIndex { $0.contains(.double(-0x1p63)) }!
        negatives[minimum].append(.int64(.min))
        let zeros: [BSONValue] = [
            .int32(0), .int64(0), .double(0), .double(-0.0), decimal("0"), decimal("-0"), decimal("0E+300"), decimal("-0E-6176"),
            decimal("0.000"),
            // A coefficient over 10^34 - 1 reads as zero (IEEE 754-2008).
            .decimal128(Decimal128(low: .max, high: UInt64(6176) << 49 | 0x1_FFFF_FFFF_FFFF)),
        ]
        let nans: [BSONValue] = [
            .double(.nan), .double(-.nan), .double(.signalingNaN), decimal("NaN"), decimal("-NaN"),
            .decimal128(Decimal128(low: 0, high: 0x7E00_0000_0000_0000)),
        ]
        return [nans, [.double(-.infinity), decimal("-Infinity")]] + negatives + [zeros] + positiveLadder
            + [[.double(.infinity), decimal("Infinity")]]
    }()

    @Test("Numbers order by exact value across types: NaN lowest, -0 as 0, 2^53 and 2^63, subnormals, the ends of double and decimal")
    func numericBoundaries() throws {
        try Self.expectAscending(Self.numberLadder)
        try Self.expectAscending(Self.numberLadder, descending: true)
        // The forms are short where they can be: tag, class and 9 bytes for any double.
        #expect(try Self.key(.double(0.1)).bytes.count == 11)
        #expect(try Self.key(.int64(.max)).bytes.count == 28)
    }

    // MARK: Compound keys

    @Test("Compound keys compare component by component, descending ones reversed, even where one value begins another")
    func compound() throws {
        // {name: 1, size: -1}: names ascending, sizes descending within a name.
        let rows: [(BSONValue, BSONValue)] = [
            (.string("latte"), .int32(8)), (.string("flat white"), .int32(6)), (.string("latte"), .double(12.5)),
            (.string("lat"), .int32(1)), (.null, .int32(3)), (.string("latte"), .int64(16)), (.string("latte"), .null),
        ]
        let sorted = try rows.sorted { try Self.key([($0.0, false), ($0.1, true)]) < Self.key([($1.0, false), ($1.1, true)]) }
        let expected: [(BSONValue, BSONValue)] = [
            (.null, .int32(3)), (.string("flat white"), .int32(6)), (.string("lat"), .int32(1)), (.string("latte"), .int64(16)),
            (.string("latte"), .double(12.5)), (.string("latte"), .int32(8)), (.string("latte"), .null),
        ]
        #expect(sorted.map(\.0) == expected.map(\.0) && sorted.map(\.1) == expected.map(\.1))

        // Descending, "lat" (a prefix of "latte") comes after "latte" whatever follows it.
        #expect(try Self.key([(.string("latte"), true), (.minKey, false)]) < Self.key([(.string("lat"), true), (.maxKey, false)]))
        #expect(
            try Self.key([(.document(["a": .int32(1), "b": .int32(1)]), true), (.minKey, false)])
                < Self.key([(.document(["a": .int32(1)]), true), (.maxKey, false)]))
        #expect(
            try Self.key([(.array([.int32(1), .int32(1)]), true), (.minKey, false)])
                < Self.key([(.array([.int32(1)]), true), (.maxKey, false)]))
    }

    @Test("A value nothing can store is an error, not a crash")
    func unstorableValue() throws {
        #expect(throws: DocStreamError.self) { try Self.key(.regex(BSONRegularExpression(pattern: "a\0b"))) }
    }

    // MARK: Properties over random values

    private static let numberPool = numberLadder.flatMap { $0 }
    private static let names = ["", "a", "b", "ab"]
    private static let texts = ["", "a", "b", "ab", "\0", "a\0", "é", "B"]

    private static func decimal(coefficient: UInt128, exponent: Int, negative: Bool) -> Decimal128 {
        let high = (negative ? 1 << 63 : 0) | UInt64(exponent + 6176) << 49 | UInt64(coefficient >> 64)
        return Decimal128(low: UInt64(truncatingIfNeeded: coefficient), high: high)
    }

    private static func randomNumber(_ random: inout SeededGenerator) -> BSONValue {
        switch random.next() % 10 {
        case 0, 1:
            return numberPool.randomElement(using: &random)!
        case 2:
            return .int32(Int32(truncatingIfNeeded: Int64.random(in: -3...3, using: &random) * (random.next() % 2 == 0 ? 1 : 1 << 20)))
        case 3:
            // Around 2^53 and 2^63, and anywhere.
            let base: Int64 = [0, 1 << 53, -(1 << 53), .max, .min, 1 << 62].randomElement(using: &random)!
            let offset = Int64.random(in: -3000...3000, using: &random)
            return .int64(random.next() % 4 == 0 ? Int64(bitPattern: random.next()) : base &+ offset)
        case 4:
            return .double(Double(bitPattern: random.next()))
        case 5:
            let base = [0.0, 0x1p53, 0x1p63, -0x1p63, 0x1p64, 1, 0.1, .leastNonzeroMagnitude, .greatestFiniteMagnitude].randomElement(using: &random)!
            var value = base
            for _ in 0..<Int.random(in: 0...3, using: &random) { value = random.next() % 2 == 0 ? value.nextUp : value.nextDown }
            return .double(random.next() % 2 == 0 ? value : value + Double(Int.random(in: -4...4, using: &random)) * 0.5)
        case 6:
            // Any decimal: 34 digits or fewer, any exponent.
            let coefficient = UInt128(random.next()) << 64 | UInt128(random.next())
            let digits = UInt128(1) << Int.random(in: 0...113, using: &random)
            return .decimal128(
                decimal(
                    coefficient: coefficient % min(digits, 9_999_999_999_999_999_999_999_999_999_999_999 + 1),
                    exponent: Int.random(in: -6176...6111, using: &random), negative: random.next() % 2 == 0))
        case 7:
            // Decimals around doubles: a double to 34 digits, and its neighbours.
            let double = [
                Double(bitPattern: random.next() >> 2), Double(Int64.random(in: -1 << 60...1 << 60, using: &random)),
                Double.random(in: -10...10, using: &random),
            ].randomElement(using: &random)!
            guard let (coefficient, exponent) = Decimal128(roundingToThirtyFourDigits: double).finiteComponents, coefficient > 0 else {
                return .double(double)
            }
            let nudged = Int.random(in: -1...1, using: &random)
            let moved =
                nudged < 0 ? coefficient - 1 : (nudged > 0 && coefficient < 9_999_999_999_999_999_999_999_999_999_999_999 ? coefficient + 1 : coefficient)
            return .decimal128(decimal(coefficient: moved, exponent: exponent, negative: double < 0))
        case 8:
            // Decimals around integers, with and without fractions.
            let integer = Int64(bitPattern: random.next()) >> Int.random(in: 0...40, using: &random)
            let scale = Int.random(in: 0...3, using: &random)
            var coefficient = UInt128(integer.magnitude)
            for _ in 0..<scale { coefficient *= 10 }
            return .decimal128(decimal(coefficient: coefficient + UInt128(Int.random(in: 0...9, using: &random)), exponent: -scale, negative: integer < 0))
        default:
            return [.double(.nan), .double(.infinity), .double(-.infinity), .double(-0.0), decimal("-0E+5"), decimal("Infinity")]
                .randomElement(using: &random)!
        }
    }

    private static func randomText(_ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...3, using: &random)).map { _ in texts.randomElement(using: &random)! }.joined()
    }

    private static func randomValue(_ random: inout SeededGenerator, depth: Int = 0) -> BSONValue {
        let oids = [oid1, oid2, oid3]
        switch random.next() % 24 {
        case 0..<7: return randomNumber(&random)
        case 7: return .string(randomText(&random))
        case 8: return .symbol(randomText(&random))
        case 9: return .javascript(randomText(&random))
        case 10, 11:
            guard depth < 3 else { return .document([:]) }
            var fields: [(String, BSONValue)] = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                fields.append((names.randomElement(using: &random)!, randomValue(&random, depth: depth + 1)))
            }
            return .document(Document(fields))
        case 12, 13:
            guard depth < 3 else { return .array([]) }
            return .array((0..<Int.random(in: 0...3, using: &random)).map { _ in randomValue(&random, depth: depth + 1) })
        case 14:
            let data = (0..<Int.random(in: 0...3, using: &random)).map { _ in [0, 1, 0xFF].randomElement(using: &random)! as UInt8 }
            return .binary(BSONBinary(subtype: [0, 2, 5, 0x80].randomElement(using: &random)!, data: data))
        case 15: return .objectId(oids.randomElement(using: &random)!)
        case 16: return .bool(random.next() % 2 == 0)
        case 17:
            return .datetime(BSONDateTime(millisecondsSinceEpoch: [.min, -1, 0, 1, .max, Int64(bitPattern: random.next())].randomElement(using: &random)!))
        case 18: return .timestamp(BSONTimestamp(value: [0, 1, 1 << 63, .max, random.next()].randomElement(using: &random)!))
        case 19:
            return .regex(
                BSONRegularExpression(pattern: ["", "a", "ab", "b"].randomElement(using: &random)!, options: ["", "i", "im"].randomElement(using: &random)!))
        case 20: return .dbPointer(BSONDBPointer(namespace: ["", "a", "ab", "b"].randomElement(using: &random)!, id: oids.randomElement(using: &random)!))
        case 21:
            let scope = depth < 3 ? randomValue(&random, depth: depth + 1) : .null
            return .javascriptWithScope(BSONCodeWithScope(code: ["", "a", "b"].randomElement(using: &random)!, scope: ["s": scope]))
        default: return [.minKey, .maxKey, .null, .undefined].randomElement(using: &random)!
        }
    }

    /// A value equal or close to `value`: the same number in another type, a neighbouring
    /// number, a string with a byte more, a document with a field more or its last field
    /// renamed or its value moved; otherwise a fresh value. Random pairs alone are rarely equal or near.
    private static func nearby(_ value: BSONValue, _ random: inout SeededGenerator) -> BSONValue {
        switch value {
        case .int32(let n):
            return [.int64(Int64(n)), .double(Double(n)), .decimal128(Decimal128(Int64(n))), .int32(n &+ 1)].randomElement(using: &random)!
        case .int64(let n):
            return [.decimal128(Decimal128(n)), .double(Double(n)), .int64(n &+ 1), .int64(n &- 1)].randomElement(using: &random)!
        case .double(let n):
            var options: [BSONValue] = [.double(n.nextUp), .double(n.nextDown), .decimal128(Decimal128(roundingToThirtyFourDigits: n))]
            if let exact = Int64(exactly: n) { options.append(.int64(exact)) }
            return options.randomElement(using: &random)!
        case .decimal128(let n):
            guard let (coefficient, exponent) = n.finiteComponents, coefficient > 0 else { return .double(n.doubleValue.value) }
            var options: [BSONValue] = [
                .double(n.doubleValue.value), .decimal128(decimal(coefficient: coefficient - 1, exponent: exponent, negative: n.isNegative)),
            ]
            if coefficient < 999_999_999_999_999_999_999_999_999_999_999, exponent > -6176 {
                options.append(.decimal128(decimal(coefficient: coefficient * 10, exponent: exponent - 1, negative: n.isNegative)))
            }
            return options.randomElement(using: &random)!
        case .string(let text):
            return [.symbol(text), .string(text + "\0"), .string(text + "a")].randomElement(using: &random)!
        case .document(let document):
            var fields = document.elements.map { ($0.key, $0.value) }
            switch fields.isEmpty ? 0 : random.next() % 3 {
            case 0: fields.append((names.randomElement(using: &random)!, randomValue(&random, depth: 2)))
            case 1: fields[fields.count - 1].1 = nearby(fields[fields.count - 1].1, &random)
            default: fields[fields.count - 1].0 = names.randomElement(using: &random)!
            }
            return .document(Document(fields))
        case .array(let elements):
            guard let last = elements.last, random.next() % 2 == 0 else { return .array(elements + [randomValue(&random, depth: 2)]) }
            return .array(elements.dropLast() + [nearby(last, &random)])
        default:
            return random.next() % 2 == 0 ? value : randomValue(&random)
        }
    }

    /// Outcomes seen, so that a generator gone dull (all pairs unequal, say) fails the test.
    private struct Tally {
        var less = 0, equal = 0, greater = 0, equalAcrossTypes = 0

        mutating func count(_ order: Int, _ lhs: BSONValue, _ rhs: BSONValue) {
            switch order {
            case ..<0: less += 1
            case 0:
                equal += 1
                if lhs.type != rhs.type { equalAcrossTypes += 1 }
            default: greater += 1
            }
        }
    }

    @Test("memcmp of keys is the comparator's order for random values of every type, alone and nested")
    func randomValues() throws {
        var random = SeededGenerator(state: 20_261_129)
        var tally = Tally()
        for _ in 0..<30_000 {
            let lhs = Self.randomValue(&random)
            let rhs = random.next() % 2 == 0 ? Self.nearby(lhs, &random) : Self.randomValue(&random)
            let expected = Self.sign(BSONValue.compare(lhs, rhs))
            let descending = random.next() % 2 == 0
            let order = Self.memcmpOrder(try Self.key(lhs, descending: descending), try Self.key(rhs, descending: descending))
            #expect(order == (descending ? -expected : expected), "\(lhs) vs \(rhs), descending: \(descending)")
            tally.count(expected, lhs, rhs)
        }
        #expect(tally.less > 5000 && tally.greater > 5000)
        #expect(tally.equal > 1000 && tally.equalAcrossTypes > 300, "\(tally)")
    }

    @Test("memcmp of compound keys with mixed directions is the comparator's order, component by component")
    func randomCompoundKeys() throws {
        var random = SeededGenerator(state: 4_242)
        var tally = Tally()
        for _ in 0..<10_000 {
            let count = Int.random(in: 1...3, using: &random)
            let directions = (0..<count).map { _ in random.next() % 2 == 0 }
            let lhs = (0..<count).map { _ in Self.randomValue(&random) }
            // Mostly equal leading components, so later ones and their directions decide.
            let rhs = lhs.map { value in
                switch random.next() % 3 {
                case 0: value
                case 1: Self.nearby(value, &random)
                default: Self.randomValue(&random)
                }
            }
            var expected = 0
            for index in 0..<count where expected == 0 {
                expected = Self.sign(BSONValue.compare(lhs[index], rhs[index])) * (directions[index] ? -1 : 1)
            }
            let order = Self.memcmpOrder(try Self.key(Array(zip(lhs, directions))), try Self.key(Array(zip(rhs, directions))))
            #expect(order == expected, "\(lhs) vs \(rhs), descending: \(directions)")
            tally.count(expected, .null, .null)
        }
        #expect(tally.less > 2000 && tally.greater > 2000 && tally.equal > 1000, "\(tally)")
    }

    @Test("LMDB keeps keys of random values in the comparator's order, one entry per distinct value")
    func orderInLMDB() throws {
        let directory = try TemporaryDirectory()
        let environment = try LMDBEnvironment(directory: directory.url, options: .init(mapSize: 1 << 26))
        var random = SeededGenerator(state: 77)
        var values: [BSONValue] = []
        while values.count < 3000 {
            let value = Self.randomValue(&random)
            values.append(value)
            values.append(Self.nearby(value, &random))
        }
        let keyed = try values.map { (value: $0, key: try Self.key($0)) }.filter { $0.key.bytes.count <= environment.maxKeySize }
        let database = try environment.write { transaction throws(DocStreamError) in
            let database = try transaction.openDatabase(named: nil)
            for (index, entry) in keyed.enumerated() {
                try transaction.put(withUnsafeBytes(of: index) { Array($0) }, for: entry.key.bytes, in: database)
            }
            return database
        }
        // The index of the value each entry was written for, in LMDB's order.
        let order = try environment.read { transaction throws(DocStreamError) in
            try transaction.withCursor(on: database) { cursor throws(DocStreamError) in
                var order: [Int] = []
                try cursor.visitEntries { entry in
                    order.append(entry.value.loadUnaligned(as: Int.self))
                    return true
                }
                return order
            }
        }
        #expect(order.count == Set(keyed.map(\.key)).count)
        #expect(order.count > 1000 && order.count < keyed.count - 500, "equal values share a key")
        for (left, right) in zip(order, order.dropFirst()) {
            #expect(BSONValue.compare(keyed[left].value, keyed[right].value) < 0, "\(keyed[left].value) before \(keyed[right].value)")
        }
    }
}
