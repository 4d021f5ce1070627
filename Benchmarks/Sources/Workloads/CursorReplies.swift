import DocStream
import DocStreamBSON

/// The replies of a cursor's `aggregate` and getMores kept as they came, with where each
/// result lies in them: what a driver's cursor holds (libmongoc hands out views into the reply
/// it read), so the command runner's time is the server's work, not the decoding of every
/// result into values, which a driver does not do.
struct CursorReplies {
    private(set) var replies: [Document] = []
    /// Each result: which reply holds it, and its bytes there.
    private(set) var results: [(reply: Int, bytes: Range<Int>)] = []

    /// Every result, read from the replies (for the checks, untimed).
    func documents() throws -> [Document] {
        try results.map { try Document(bsonBytes: replies[$0.reply].bytes[$0.bytes]) }
    }

    /// Keeps `reply`, finds its batch's results and returns the cursor id (0 at the end).
    mutating func add(_ reply: Document, batchName: String) throws -> Int64 {
        let index = replies.count
        replies.append(reply)
        return try reply.bytes.withUnsafeBytes { (bytes) throws -> Int64 in
            guard let cursor = try Self.element("cursor", in: bytes, range: 0..<bytes.count), cursor.type == 0x03 else {
                throw WorkloadError("the command failed: \(reply)")
            }
            guard let batch = try Self.element(batchName, in: bytes, range: cursor.value), batch.type == 0x04,
                let id = try Self.element("id", in: bytes, range: cursor.value), id.type == 0x12
            else { throw WorkloadError("not a cursor reply: \(reply)") }
            var position = batch.value.lowerBound + 4
            while bytes[position] == 0x03 {
                position += 1
                while bytes[position] != 0 { position += 1 }
                position += 1
                let length = Int(bytes.loadUnaligned(fromByteOffset: position, as: Int32.self).littleEndian)
                results.append((index, position..<(position + length)))
                position += length
            }
            return bytes.loadUnaligned(fromByteOffset: id.value.lowerBound, as: Int64.self).littleEndian
        }
    }

    /// The type and value bytes of the element named `name` among the elements of the
    /// document at `range`, nil when there is none.
    private static func element(_ name: String, in bytes: UnsafeRawBufferPointer, range: Range<Int>) throws -> (type: UInt8, value: Range<Int>)? {
        var position = range.lowerBound + 4
        while position < range.upperBound - 1 {
            let type = bytes[position]
            let nameStart = position + 1
            var nameEnd = nameStart
            while bytes[nameEnd] != 0 { nameEnd += 1 }
            let valueStart = nameEnd + 1
            let valueEnd = valueStart + (try valueLength(type, at: valueStart, in: bytes))
            if nameEnd - nameStart == name.utf8.count, zip(bytes[nameStart..<nameEnd], name.utf8).allSatisfy({ $0 == $1 }) {
                return (type, valueStart..<valueEnd)
            }
            position = valueEnd
        }
        return nil
    }

    /// The length of a value of the types cursor replies hold.
    private static func valueLength(_ type: UInt8, at position: Int, in bytes: UnsafeRawBufferPointer) throws -> Int {
        let length = { Int(bytes.loadUnaligned(fromByteOffset: position, as: Int32.self).littleEndian) }
        switch type {
        case 0x01, 0x09, 0x11, 0x12: return 8
        case 0x02: return 4 + length()
        case 0x03, 0x04: return length()
        case 0x05: return 5 + length()
        case 0x07: return 12
        case 0x08: return 1
        case 0x0A: return 0
        case 0x10: return 4
        default: throw WorkloadError("unexpected BSON type \(type) in a cursor reply")
        }
    }
}
