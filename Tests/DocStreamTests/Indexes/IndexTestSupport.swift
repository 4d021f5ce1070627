import DocStreamBSON
import Testing

@testable import DocStream

/// A command session over an in-memory store, with helpers for index tests.
struct IndexTestSession {
    let session: CommandSession

    init(store: Store = Store()) {
        session = CommandSession(store: store)
    }

    @discardableResult
    func run(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Document {
        session.run(try Document(extendedJSON: json))
    }

    /// Runs a command that must succeed.
    @discardableResult
    func ok(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Document {
        let reply = try run(json)
        #expect(reply["ok"] == .double(1), "\(json) -> \(reply.extendedJSON(.relaxed))", sourceLocation: sourceLocation)
        #expect(reply["writeErrors"] == nil, "\(json) -> \(reply.extendedJSON(.relaxed))", sourceLocation: sourceLocation)
        return reply
    }

    /// Every document of the collection in natural order.
    func documents(_ collection: String) throws -> [Document] {
        let reply = try run(#"{"find": "\#(collection)", "sort": {"$natural": 1}, "batchSize": 100000}"#)
        return reply[path: "cursor.firstBatch"]?.arrayValue?.compactMap(\.documentValue) ?? []
    }

    /// The names of the collection's indexes, in listIndexes order.
    func indexNames(_ collection: String) throws -> [String] {
        let reply = try run(#"{"listIndexes": "\#(collection)"}"#)
        return reply[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["name"]?.stringValue } ?? []
    }

    /// The `_id`s a find returns, in order.
    func ids(_ find: String) throws -> [BSONValue] {
        let reply = try run(find)
        return reply[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["_id"] } ?? []
    }

    /// The `_id`s (numbers) a find returns, in order.
    func numericIDs(_ find: String) throws -> [Int] {
        try ids(find).compactMap { $0.saturatingInteger(in: Int64.min...Int64.max).map(Int.init) }
    }
}

/// The error code of a reply: the command's, or its first write error's.
func errorCode(_ reply: Document) -> Int32? {
    if case .int32(let code)? = reply["code"] { return code }
    if case .int32(let code)? = reply["writeErrors"]?.arrayValue?.first?.documentValue?["code"] { return code }
    return nil
}

/// The error message of a reply: the command's, or its first write error's.
func errorMessage(_ reply: Document) -> String? {
    reply["errmsg"]?.stringValue ?? reply["writeErrors"]?.arrayValue?.first?.documentValue?["errmsg"]?.stringValue
}
