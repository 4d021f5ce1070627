import DocStreamBSON

/// A change stream's resume token, `{_data: "<hex>"}`, as an event's `_id` carries it.
///
/// `_data` starts as MongoDB's does (`82` then the cluster time as 8 big-endian bytes), then
/// `2B02` (version 2) and a type byte: `00` a high-water mark (a position between events),
/// `80` an event, `81` the invalidate that an event caused. Uppercase hex of fixed width, so
/// tokens compare as strings in the order of the events they name, as MongoDB's do.
public struct ResumeToken: Sendable, Hashable, Comparable {
    public enum Kind: UInt8, Sendable {
        case highWaterMark = 0x00
        case event = 0x80
        case invalidate = 0x81
    }

    public let clusterTime: BSONTimestamp
    public let kind: Kind

    public init(clusterTime: BSONTimestamp, kind: Kind) {
        self.clusterTime = clusterTime
        self.kind = kind
    }

    /// Reads a token document `{_data: "<hex>"}`; 260 InvalidResumeToken for anything else.
    public init(_ document: Document) throws(DocStreamError) {
        guard document.count == 1, case .string(let data)? = document["_data"],
              let parsed = Self.parse(data) else {
            throw DocStreamError(
                code: 260, codeName: "InvalidResumeToken",
                message: "invalid resume token: \(document.extendedJSON(.relaxed))")
        }
        self = parsed
    }

    private static func parse(_ data: String) -> ResumeToken? {
        let utf8 = Array(data.utf8)
        guard utf8.count == 24, data.hasPrefix("82"), data.dropFirst(18).hasPrefix("2B02"),
              let time = UInt64(String(data.dropFirst(2).prefix(16)), radix: 16),
              let type = UInt8(String(data.suffix(2)), radix: 16), let kind = Kind(rawValue: type),
              data == data.uppercased() else { return nil }
        return ResumeToken(clusterTime: BSONTimestamp(value: time), kind: kind)
    }

    /// The `_data` string.
    public var data: String {
        // Written digit by digit: every event carries one, so this is on the delivery path.
        var digits: [UInt8] = Array("82".utf8)
        digits.reserveCapacity(24)
        Self.appendHex(clusterTime.value, digits: 16, to: &digits)
        digits.append(contentsOf: "2B02".utf8)
        Self.appendHex(UInt64(kind.rawValue), digits: 2, to: &digits)
        return String(decoding: digits, as: UTF8.self)
    }

    /// The token as MongoDB shows it: `{_data: "<hex>"}`.
    public var document: Document {
        ["_data": .string(data)]
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func appendHex(_ value: UInt64, digits: Int, to text: inout [UInt8]) {
        for shift in stride(from: (digits - 1) * 4, through: 0, by: -4) {
            text.append(hexDigits[Int((value >> UInt64(shift)) & 0xF)])
        }
    }

    public static func < (lhs: ResumeToken, rhs: ResumeToken) -> Bool {
        (lhs.clusterTime, lhs.kind.rawValue) < (rhs.clusterTime, rhs.kind.rawValue)
    }
}
