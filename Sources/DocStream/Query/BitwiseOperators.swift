import DocStreamBSON

/// $bitsAllSet $bitsAnySet $bitsAllClear $bitsAnyClear.
///
/// Manual: Query and Projection Operators > Bitwise Query Operators; behaviour from
/// src/mongo/db/matcher/expression_parser.cpp (parseBitTest) and expression_leaf.cpp
/// (BitTestMatchExpression).
enum BitwiseOperators {
    static let fieldOperators: [String: FieldOperatorCompiler] = [
        "$bitsAllSet": { operand throws(DocStreamError) in try compile(.allSet, operand) },
        "$bitsAnySet": { operand throws(DocStreamError) in try compile(.anySet, operand) },
        "$bitsAllClear": { operand throws(DocStreamError) in try compile(.allClear, operand) },
        "$bitsAnyClear": { operand throws(DocStreamError) in try compile(.anyClear, operand) },
    ]

    private static func compile(_ kind: BitTest.Kind, _ operand: FieldOperand) throws(DocStreamError) -> any MatchExpression {
        PathMatch(path: operand.path, test: BitTest(kind: kind, positions: try positions(operand)))
    }

    /// The bit positions to test, from an array of positions, a non-negative integer bitmask
    /// or a BinData bitmask (a little-endian unsigned number of any length).
    private static func positions(_ operand: FieldOperand) throws(DocStreamError) -> [UInt32] {
        switch operand.value {
        case .array(let elements):
            var positions: [UInt32] = []
            for (index, element) in elements.enumerated() {
                do throws(DocStreamError) {
                    positions.append(UInt32(try FilterArguments.nonNegativeInt32(String(index), element)))
                } catch {
                    throw DocStreamError.badValue("Failed to parse bit position. \(error.message)")
                }
            }
            return positions
        case let number where number.isNumber:
            let mask = UInt64(try FilterArguments.nonNegativeInteger(operand.name, number))
            return (0..<64).filter { mask & (1 << $0) != 0 }
        case .binary(let binary):
            return BitTest.bytes(of: binary).enumerated().flatMap { byte, bits in
                (0..<8).filter { bits & (1 << $0) != 0 }.map { UInt32(byte * 8 + $0) }
            }
        default:
            throw DocStreamError.badValue(
                "\(operand.path) takes an Array, a number, or a BinData but received: \(FilterArguments.describe(operand.name, operand.value))")
        }
    }
}

/// A test of bit positions in an integer (sign-extended, so every position past 63 is the
/// sign bit) or in binary data (zero-extended). Numbers that are not integers within int64
/// never match.
struct BitTest: ValueTest {
    enum Kind {
        case allSet, anySet, allClear, anyClear
    }

    let kind: Kind
    private let positions: [UInt32]
    private let mask: UInt64

    init(kind: Kind, positions: [UInt32]) {
        self.kind = kind
        self.positions = positions
        mask = positions.reduce(0) { $0 | 1 << UInt64(min($1, 63)) }
    }

    func matches(_ value: BSONValue?) -> Bool {
        let integer: Int64
        switch value {
        case .binary(let binary)?:
            let bytes = BitTest.bytes(of: binary)
            return test { position in
                let byte = Int(position / 8)
                return byte < bytes.count && bytes[byte] & (1 << (position % 8)) != 0
            }
        case .int32(let int)?:
            integer = Int64(int)
        case .int64(let int)?:
            integer = int
        case .double(let double)?:
            guard let truncated = FilterArguments.int64(truncating: double), Double(truncated) == double else { return false }
            integer = truncated
        case .decimal128(let decimal)?:
            guard let (truncated, isExact) = decimal.int64Truncating, isExact else { return false }
            integer = truncated
        default:
            return false
        }
        let bits = UInt64(bitPattern: integer)
        return switch kind {
        case .allSet: bits & mask == mask
        case .anySet: bits & mask != 0
        case .allClear: ~bits & mask == mask
        case .anyClear: ~bits & mask != 0
        }
    }

    /// The bytes MongoDB tests: all of the stored value, so subtype 2 (old binary) keeps the
    /// inner length that `BSONBinary` leaves out.
    static func bytes(of binary: BSONBinary) -> [UInt8] {
        guard binary.subtype == BSONBinary.oldBinary else { return binary.data }
        return withUnsafeBytes(of: UInt32(binary.data.count).littleEndian, Array.init) + binary.data
    }

    private func test(_ isSet: (UInt32) -> Bool) -> Bool {
        switch kind {
        case .allSet: positions.allSatisfy(isSet)
        case .anySet: positions.contains(where: isSet)
        case .allClear: !positions.contains(where: isSet)
        case .anyClear: !positions.allSatisfy(isSet)
        }
    }
}
