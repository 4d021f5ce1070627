import DocStream
import DocStreamBSON
import Foundation

/// A blocking loopback TCP connection that sends raw wire protocol bytes and reads whole
/// messages back, every read bounded by a timeout.
final class WireClient {
    private let descriptor: Int32
    private var nextRequestID: Int32 = 0

    init(port: UInt16, timeoutSeconds: Int = 15) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServerFailure("socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        // deinit closes the socket, also when this throws: closing it here too closed it twice,
        // and the second close could take a descriptor another test had just opened.
        guard connected == 0 else { throw ServerFailure("connect to 127.0.0.1:\(port): errno \(errno)") }
        setTimeout(seconds: timeoutSeconds)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The client's own port, as the server sees it.
    var localPort: UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Reads give up after `seconds` without data.
    func setTimeout(seconds: Int, microseconds: Int = 0) {
        var timeout = timeval(tv_sec: seconds, tv_usec: microseconds)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// A request id not used before on this connection.
    func requestID() -> Int32 {
        nextRequestID += 1
        return nextRequestID
    }

    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw ServerFailure("send: errno \(errno)") }
            sent += count
        }
    }

    /// Sends `bytes`, giving up when the server has taken none of them for `seconds`: false
    /// then (the server reads no more).
    func sendUnlessBlocked(_ bytes: [UInt8], seconds: Int) throws -> Bool {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return false }
            guard count > 0 else { throw ServerFailure("send: errno \(errno)") }
            sent += count
        }
        return true
    }

    /// Closes the sending side: the server reads end of stream.
    func shutdownWrites() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// The next whole message; throws when the connection closes or the read times out.
    func receive() throws -> WireReply {
        let header = try read(count: 16)
        let length = Int(header.int32(at: 0))
        guard length >= 16, length <= 48_000_000 else { throw ServerFailure("reply length \(length)") }
        return WireReply(bytes: header + (try read(count: length - 16)))
    }

    /// Sends an OP_MSG with `body` and `sequences` and returns the body of its reply.
    func command(_ body: Document, sequences: [(String, [Document])] = []) throws -> Document {
        let id = requestID()
        try send(WireMessages.opMsg(requestID: id, body: body, sequences: sequences))
        let reply = try receive()
        guard reply.responseTo == id else { throw ServerFailure("reply to \(reply.responseTo), expected \(id)") }
        return try reply.opMsgBody()
    }

    /// Whether the server closes the connection within `seconds` without sending anything.
    func isClosedByServer(within seconds: Int) -> Bool {
        setTimeout(seconds: seconds)
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, 0)
        // 0: orderly close; ECONNRESET: closed with data unread.
        return count == 0 || (count < 0 && errno == ECONNRESET)
    }

    /// What the server sends until it closes the connection, or nil when it has not closed
    /// it within `seconds` or sent more than `limit` bytes.
    func bytesUntilClosed(within seconds: Int, limit: Int = 65_536) -> [UInt8]? {
        setTimeout(seconds: seconds)
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while received.count <= limit {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 || (count < 0 && errno == ECONNRESET) { return received }
            if count < 0 { return nil }
            received += chunk.prefix(count)
        }
        return nil
    }

    private func read(count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let received = bytes[filled...].withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if received == 0 { throw ServerFailure("connection closed by the server") }
            if received < 0 { throw ServerFailure("recv: errno \(errno)") }
            filled += received
        }
        return bytes
    }
}

/// One message the server sent.
struct WireReply {
    let bytes: [UInt8]

    var requestID: Int32 { bytes.int32(at: 4) }
    var responseTo: Int32 { bytes.int32(at: 8) }
    var opCode: Int32 { bytes.int32(at: 12) }
    /// OP_MSG flagBits.
    var flags: UInt32 { UInt32(bitPattern: bytes.int32(at: 16)) }

    /// The body section of an OP_MSG reply (flagBits, kind 0, document), without the
    /// `$clusterTime` and `operationTime` every reply carries unless `keepingClusterTime`.
    func opMsgBody(keepingClusterTime: Bool = false) throws -> Document {
        guard opCode == 2013, bytes[20] == 0 else { throw ServerFailure("not an OP_MSG body: opCode \(opCode)") }
        let length = Int(bytes.int32(at: 21))
        let body = try Document(bsonBytes: bytes[21..<(21 + length)])
        guard !keepingClusterTime else { return body }
        return Document(body.elements.filter { $0.key != "$clusterTime" && $0.key != "operationTime" }.map { ($0.key, $0.value) })
    }

    /// The one document of an OP_REPLY (responseFlags, cursorID, startingFrom, numberReturned).
    func opReplyDocument() throws -> Document {
        guard opCode == 1 else { throw ServerFailure("not an OP_REPLY: opCode \(opCode)") }
        return try Document(bsonBytes: bytes[36...])
    }
}

/// Request messages laid out by hand, as the wire protocol documents them.
enum WireMessages {
    static let checksumPresent: UInt32 = 1 << 0
    static let moreToCome: UInt32 = 1 << 1

    /// "MongoDB Wire Protocol", Standard Message Header.
    static func header(length: Int, requestID: Int32, opCode: Int32) -> [UInt8] {
        Int32(length).littleEndianBytes + requestID.littleEndianBytes + Int32(0).littleEndianBytes + opCode.littleEndianBytes
    }

    /// OP_MSG.md: flagBits, a kind 0 section holding `body`, a kind 1 section per sequence,
    /// and a CRC-32C of all before it when `flags` has checksumPresent.
    static func opMsg(requestID: Int32, flags: UInt32 = 0, body: Document, sequences: [(String, [Document])] = []) -> [UInt8] {
        opMsg(requestID: requestID, flags: flags, bodyBytes: body.bytes, sequences: sequences)
    }

    static func opMsg(requestID: Int32, flags: UInt32 = 0, bodyBytes: [UInt8], sequences: [(String, [Document])] = []) -> [UInt8] {
        var sections: [UInt8] = [0] + bodyBytes
        for (identifier, documents) in sequences {
            let content = Array(identifier.utf8) + [0] + documents.flatMap(\.bytes)
            sections += [1] + Int32(4 + content.count).littleEndianBytes + content
        }
        let checksummed = flags & checksumPresent != 0
        let length = 16 + 4 + sections.count + (checksummed ? 4 : 0)
        var message = header(length: length, requestID: requestID, opCode: 2013) + flags.littleEndianBytes + sections
        if checksummed { message += CRC32C.checksum(message).littleEndianBytes }
        return message
    }

    /// "MongoDB Wire Protocol", OP_QUERY: flags, fullCollectionName, numberToSkip,
    /// numberToReturn (-1), query.
    static func opQuery(requestID: Int32, collection: String, query: Document) -> [UInt8] {
        let content = Int32(0).littleEndianBytes + Array(collection.utf8) + [0] + Int32(0).littleEndianBytes + Int32(-1).littleEndianBytes + query.bytes
        return header(length: 16 + content.count, requestID: requestID, opCode: 2004) + content
    }
}

extension FixedWidthInteger {
    var littleEndianBytes: [UInt8] {
        withUnsafeBytes(of: littleEndian) { Array($0) }
    }
}

extension Array where Element == UInt8 {
    func int32(at offset: Int) -> Int32 {
        self[offset..<(offset + 4)].enumerated().reduce(0) { $0 | Int32($1.element) << (8 * $1.offset) }
    }
}
