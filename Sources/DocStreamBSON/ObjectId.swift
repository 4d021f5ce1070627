import Foundation
import Synchronization

/// A 12-byte BSON ObjectId: 4-byte big-endian seconds since the Unix epoch, a 5-byte value
/// random per process, and a 3-byte big-endian counter that starts at a random value.
public struct ObjectId: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Bytes 0..<8, big-endian, so that comparing (`head`, `tail`) orders as the bytes do.
    private let head: UInt64
    /// Bytes 8..<12, big-endian.
    private let tail: UInt32

    /// A new, unique ObjectId for the current time.
    public init() {
        self.init(seconds: UInt32(truncatingIfNeeded: Int(Date().timeIntervalSince1970)))
    }

    /// A new, unique ObjectId whose timestamp is `seconds` (seconds since the Unix epoch).
    public init(seconds: UInt32) {
        let counter = ObjectIdGenerator.counter.add(1, ordering: .relaxed).newValue & 0xFF_FFFF
        let random = ObjectIdGenerator.processRandom
        head = UInt64(seconds) << 32 | (random >> 8)
        tail = UInt32(truncatingIfNeeded: random & 0xFF) << 24 | counter
    }

    /// The ObjectId made of exactly these 12 bytes.
    /// Inlinable, so that it is specialized where it is called: a generic walk of the bytes
    /// through the Collection protocol cost about twenty thousand instructions per ObjectId.
    @inlinable
    public init?(bytes: some Collection<UInt8>) {
        guard bytes.count == 12 else { return nil }
        var head: UInt64 = 0
        var tail: UInt32 = 0
        var index = 0
        for byte in bytes {
            if index < 8 { head = head << 8 | UInt64(byte) } else { tail = tail << 8 | UInt32(byte) }
            index += 1
        }
        self.init(head: head, tail: tail)
    }

    /// The ObjectId whose bytes are these two big-endian words (bytes 0..<8, 8..<12).
    @usableFromInline
    init(head: UInt64, tail: UInt32) {
        self.head = head
        self.tail = tail
    }

    /// Parses 24 hexadecimal digits (either case).
    public init?(_ hex: String) {
        let utf8 = Array(hex.utf8)
        guard utf8.count == 24 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 12)
        for index in 0..<12 {
            guard let high = hexDigitValue(utf8[2 * index]), let low = hexDigitValue(utf8[2 * index + 1]) else {
                return nil
            }
            bytes[index] = high << 4 | low
        }
        self.init(bytes: bytes)
    }

    /// The 12 bytes, in order.
    public var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(12)
        append(to: &bytes)
        return bytes
    }

    /// Appends the 12 bytes, as BSON stores them, without an array of their own.
    package func append(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: head.bigEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: tail.bigEndian) { bytes.append(contentsOf: $0) }
    }

    /// 24 lowercase hexadecimal digits.
    public var hex: String {
        var text = String(head, radix: 16)
        text = String(repeating: "0", count: 16 - text.count) + text
        let tailText = String(tail, radix: 16)
        return text + String(repeating: "0", count: 8 - tailText.count) + tailText
    }

    /// The 12 bytes as two big-endian words, for a hash of its own (the `_id` table's).
    package var words: (head: UInt64, tail: UInt32) { (head, tail) }

    /// Seconds since the Unix epoch, from the first four bytes.
    public var seconds: UInt32 { UInt32(truncatingIfNeeded: head >> 32) }

    /// The creation time the ObjectId records (whole seconds).
    public var timestamp: Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }

    /// The 24 lowercase hex digits.
    public var description: String { hex }

    /// Whether `lhs` sorts before `rhs`: by their bytes, so by creation time first.
    public static func < (lhs: ObjectId, rhs: ObjectId) -> Bool {
        (lhs.head, lhs.tail) < (rhs.head, rhs.tail)
    }
}

private enum ObjectIdGenerator {
    /// The 5 random bytes fixed for this process (in the low 40 bits).
    static let processRandom = UInt64.random(in: 0...0xFF_FFFF_FFFF)
    static let counter = Atomic<UInt32>(UInt32.random(in: 0...0xFF_FFFF))
}

func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
