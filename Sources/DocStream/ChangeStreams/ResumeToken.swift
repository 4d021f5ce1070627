import DocStreamBSON

/// A change stream's resume token, `{_data: "<hex>"}`, as an event's `_id` carries it.
///
/// `_data` starts as MongoDB's does (`82` then the cluster time as 8 big-endian bytes), then
/// `2B02` (version 2) and a type byte: `00` a high-water mark (a position between events),
/// `80` an event, `81` the invalidate that an event caused. Uppercase hex of fixed width, so
/// tokens compare as strings in the order of the events they name, as MongoDB's do.
public struct ResumeToken: Sendable, Hashable, Comparable {
    /// What the token names: a position, an event, or the invalidate an event caused.
    public enum Kind: UInt8, Sendable {
        /// A position between events (a `postBatchResumeToken` with nothing new).
        case highWaterMark = 0x00
        /// An event: a stream resumed after it starts with the event that follows.
        case event = 0x80
        /// The invalidate event a drop or rename caused; `startAfter` it opens a new stream.
        case invalidate = 0x81
    }

    /// The cluster time of the commit the token names, or the position's.
    public let clusterTime: BSONTimestamp
    /// Whether the token names a position, an event or an invalidate.
    public let kind: Kind
    /// The event's place among its transaction's events, which share the commit's cluster
    /// time (MongoDB's txnOpIndex); 0 outside a transaction.
    public let transactionIndex: UInt32
    /// A MongoDB deployment's `_data`, kept whole (its layout after the cluster time is the
    /// server's); nil for DocStream's own tokens.
    private let serverData: String?

    /// The token of a position, an event or an invalidate at `clusterTime`, as DocStream
    /// writes its own tokens.
    public init(clusterTime: BSONTimestamp, kind: Kind, transactionIndex: UInt32 = 0) {
        self.clusterTime = clusterTime
        self.kind = kind
        self.transactionIndex = transactionIndex
        serverData = nil
    }

    /// A token a deployment gave (`{_data: "<hex>"}`, its first 9 bytes the cluster time as in
    /// every MongoDB token): DocStream's own read as such, any other kept whole, to be handed
    /// back to that deployment only. 260 InvalidResumeToken for anything else.
    ///
    /// ```swift
    /// let token = try ResumeToken(deploymentToken: ["_data": "82612F617F000000012B022C0100296E5A1004..."])
    /// let resumed = try drinks.watch(options: ChangeStreamOptions(resumeAfter: token))
    /// ```
    ///
    /// - Throws: `DocStreamError` 260 InvalidResumeToken for a document that is not
    ///   `{_data: "<hex>"}` with a cluster time.
    public init(deploymentToken document: Document) throws(DocStreamError) {
        guard document.count == 1, case .string(let data)? = document["_data"] else { throw Self.invalid(document) }
        if let own = Self.parse(data) {
            self = own
            return
        }
        guard data.hasPrefix("82"), let time = UInt64(String(data.dropFirst(2).prefix(16)), radix: 16), data.utf8.count > 18 else {
            throw Self.invalid(document)
        }
        clusterTime = BSONTimestamp(value: time)
        kind = .event
        transactionIndex = 0
        serverData = data
    }

    /// Whether the token is a deployment's own, which an embedded store cannot resume from.
    public var isDeploymentToken: Bool { serverData != nil }

    /// Reads a token document `{_data: "<hex>"}`.
    ///
    /// - Throws: `DocStreamError` 260 InvalidResumeToken for anything else.
    public init(_ document: Document) throws(DocStreamError) {
        guard document.count == 1, case .string(let data)? = document["_data"],
            let parsed = Self.parse(data)
        else {
            throw Self.invalid(document)
        }
        self = parsed
    }

    /// 260 InvalidResumeToken, naming `document`.
    private static func invalid(_ document: Document) -> DocStreamError {
        DocStreamError(.invalidResumeToken, "invalid resume token: \(document.extendedJSON(.relaxed))")
    }

    private static func parse(_ data: String) -> ResumeToken? {
        let utf8 = Array(data.utf8)
        guard utf8.count == dataLength || utf8.count == dataLength + indexLength, data.hasPrefix("82"), data.dropFirst(18).hasPrefix("2B02"),
            let time = UInt64(String(data.dropFirst(2).prefix(16)), radix: 16),
            let type = UInt8(String(data.dropFirst(22).prefix(2)), radix: 16), let kind = Kind(rawValue: type),
            data == data.uppercased()
        else { return nil }
        guard utf8.count > dataLength else { return ResumeToken(clusterTime: BSONTimestamp(value: time), kind: kind) }
        guard let index = UInt32(String(data.suffix(indexLength)), radix: 16), index > 0 else { return nil }
        return ResumeToken(clusterTime: BSONTimestamp(value: time), kind: kind, transactionIndex: index)
    }

    /// The `_data` string.
    public var data: String {
        if let serverData { return serverData }
        return String(unsafeUninitializedCapacity: length) { digits in
            writeData(into: UnsafeMutableRawBufferPointer(digits))
            return length
        }
    }

    /// Appends the token as an event's `_id` carries it, `{_data: "<hex>"}`, without making
    /// its string: every event has one, so this is on the delivery path.
    func append(to event: inout DocumentWriter) {
        withUnsafeTemporaryAllocation(byteCount: length, alignment: 1) { digits in
            writeData(into: digits)
            event.appendDocument("_id") { token in token.append("_data", utf8: UnsafeRawBufferPointer(digits)) }
        }
    }

    private static let dataLength = 24
    /// The 8 hex digits a transaction's event after its first adds: its index.
    private static let indexLength = 8

    private var length: Int { transactionIndex == 0 ? Self.dataLength : Self.dataLength + Self.indexLength }

    /// Writes the `_data` string: `82`, the cluster time, `2B02`, the type byte, then for a
    /// transaction's event after its first, the event's index.
    private func writeData(into digits: UnsafeMutableRawBufferPointer) {
        digits[0] = UInt8(ascii: "8")
        digits[1] = UInt8(ascii: "2")
        Self.writeHex(clusterTime.value, digits: 16, into: digits, at: 2)
        digits[18] = UInt8(ascii: "2")
        digits[19] = UInt8(ascii: "B")
        digits[20] = UInt8(ascii: "0")
        digits[21] = UInt8(ascii: "2")
        Self.writeHex(UInt64(kind.rawValue), digits: 2, into: digits, at: 22)
        if transactionIndex > 0 { Self.writeHex(UInt64(transactionIndex), digits: Self.indexLength, into: digits, at: Self.dataLength) }
    }

    /// The token as MongoDB shows it: `{_data: "<hex>"}`.
    public var document: Document {
        ["_data": .string(data)]
    }

    /// Uppercase hex digits, the most significant first.
    private static func writeHex(_ value: UInt64, digits count: Int, into digits: UnsafeMutableRawBufferPointer, at offset: Int) {
        for index in 0..<count {
            let nibble = UInt8(truncatingIfNeeded: value >> UInt64(4 * (count - 1 - index))) & 0xF
            digits[offset + index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
        }
    }

    /// Whether `lhs` names a point of the change history before `rhs`: tokens order as the events
    /// they name.
    public static func < (lhs: ResumeToken, rhs: ResumeToken) -> Bool {
        (lhs.clusterTime, lhs.transactionIndex, lhs.kind.rawValue) < (rhs.clusterTime, rhs.transactionIndex, rhs.kind.rawValue)
    }
}
