/// A BSON value keyed by MongoDB equality, for hash maps of group keys and sets.
///
/// Two keys are equal when their values are `isMongoEqual`, and equal keys hash equal, so
/// `1`, `1.0`, `NumberLong(1)` and `NumberDecimal("1.00")` are one `$group` key.
///
/// ```swift
/// var counts: [MongoEqualityKey: Int] = [:]
/// counts[MongoEqualityKey(.int32(1)), default: 0] += 1
/// counts[MongoEqualityKey(.double(1.0)), default: 0] += 1  // the same key: count 2
/// ```
public struct MongoEqualityKey: Hashable, Sendable {
    /// The value the key stands for.
    public let value: BSONValue

    /// The key of `value`.
    public init(_ value: BSONValue) {
        self.value = value
    }

    /// Whether two keys stand for values MongoDB's equality finds equal (1, 1.0 and
    /// NumberLong(1) are; strings are equal only byte for byte).
    public static func == (lhs: MongoEqualityKey, rhs: MongoEqualityKey) -> Bool {
        // A hash table compares a key with every entry it probes: two strings (common group
        // keys) by their bytes, as MongoDB does (Swift's == would equate canonically
        // equivalent ones); other values as `compare` orders them, which takes values of
        // one common type directly.
        if case .string(let left) = lhs.value, case .string(let right) = rhs.value { return left.utf8.elementsEqual(right.utf8) }
        return lhs.value.isMongoEqual(to: rhs.value)
    }

    public func hash(into hasher: inout Hasher) {
        value.hashMongoEquality(into: &hasher)
    }
}

// Hashing follows MongoDB's bson_comparator_interface_base.cpp hashCombineBSONElement (what
// SimpleBSONElementComparator and $group keys use): the canonical type, then for fields the
// name, then the value, with every number hashed as a double.

extension BSONValue {
    /// Feeds `hasher` so that values equal under `isMongoEqual` hash equal.
    func hashMongoEquality(into hasher: inout Hasher) {
        hasher.combine(canonicalTypeRank)
        withBorrowedValue { $0.hash(into: &hasher) }
    }
}

extension BorrowedValue {
    func hash(into hasher: inout Hasher) {
        switch self {
        case .valueless:
            break
        case .number(let number):
            number.hash(into: &hasher)
        case .string(let bytes):
            combine(bytes, into: &hasher)
        case .document(let bytes):
            hashDocument(bytes, into: &hasher)
        case .values(let elements):
            for element in elements { element.hashMongoEquality(into: &hasher) }
            hasher.combine(elements.count)
        case .binary(let subtype, let data):
            hasher.combine(subtype)
            combine(data, into: &hasher)
        case .objectId(let id):
            hasher.combine(id)
        case .bool(let flag):
            hasher.combine(flag)
        case .datetime(let milliseconds):
            hasher.combine(milliseconds)
        case .timestamp(let value):
            hasher.combine(value)
        case .regex(let pattern, let options):
            combine(pattern, into: &hasher)
            combine(options, into: &hasher)
        case .dbPointer(let namespace, let id):
            combine(namespace, into: &hasher)
            hasher.combine(id)
        case .javascriptWithScope(let code, let scope):
            combine(code, into: &hasher)
            hashDocument(scope, into: &hasher)
        }
    }

    /// Each field's canonical type, name and value, as documents compare.
    private func hashDocument(_ bytes: UnsafeRawBufferPointer, into hasher: inout Hasher) {
        var walker = BSONElementWalker(validated: bytes)
        var count = 0
        while let element = walker.nextValidated() {
            hasher.combine(BSONType(rawValue: element.typeByte)!.canonicalTypeRank)
            combine(UnsafeRawBufferPointer(rebasing: bytes[element.keyRange]), into: &hasher)
            BorrowedValue(element: element, in: bytes).hash(into: &hasher)
            count += 1
        }
        hasher.combine(count)
    }

    /// The bytes with their count, so that adjacent byte strings cannot run together.
    private func combine(_ bytes: UnsafeRawBufferPointer, into hasher: inout Hasher) {
        hasher.combine(bytes.count)
        hasher.combine(bytes: bytes)
    }
}

extension BSONNumber {
    /// Every number hashes as the nearest double, as MongoDB's hash does. Equal numbers meet
    /// there: an int64 equal to a double is that double exactly, and so is a decimal equal to
    /// one (the comparison is exact); equal decimals round alike; int64 and decimal round to
    /// the same double when equal.
    func hash(into hasher: inout Hasher) {
        switch self {
        case .integer(let value):
            combine(Double(value), into: &hasher)
        case .double(let value):
            combine(value, into: &hasher)
        case .decimal(let decimal):
            let nearest = decimal.doubleValue.value
            if nearest.isInfinite, let (coefficient, exponent) = decimal.finiteComponents {
                // Finite decimals beyond the doubles (MongoDB normalizes these too) equal no
                // double or integer; dropping trailing zeros makes a cohort (1E400, 10E399)
                // hash as one value.
                var coefficient = coefficient
                var exponent = exponent
                while coefficient != 0 && coefficient % 10 == 0 {
                    coefficient /= 10
                    exponent += 1
                }
                hasher.combine(decimal.isNegative)
                hasher.combine(coefficient)
                hasher.combine(exponent)
            } else {
                combine(nearest, into: &hasher)
            }
        }
    }

    /// -0 equals 0 and every NaN equals every NaN (compareDoubles), so each hashes as one value.
    private func combine(_ value: Double, into hasher: inout Hasher) {
        if value == 0 {
            hasher.combine(UInt64(0))
        } else if value.isNaN {
            hasher.combine(Double.nan.bitPattern)
        } else {
            hasher.combine(value.bitPattern)
        }
    }
}
