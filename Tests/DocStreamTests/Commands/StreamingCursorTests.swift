import DocStreamBSON
import Testing

@testable import DocStream

/// find and aggregate cursors computed batch by batch: the first batch when the command runs,
/// later ones on getMore (the manual's "getMore" and "Cursors" pages: a first batch of 101
/// documents by default, batches of at most 16 MiB, cursor id 0 once exhausted, 43
/// CursorNotFound for a closed cursor, idle cursors closed after cursorTimeoutMillis unless
/// opened with noCursorTimeout).
@Suite("Commands: streaming cursors")
struct StreamingCursorTests {
    private static func session(documents count: Int, timeout: Duration = .seconds(600)) -> CommandSession {
        let session = CommandSession(store: Store(), cursorTimeout: timeout)
        let documents = (0..<count).map { BSONValue.document(["_id": .int32(Int32($0)), "n": .int32(Int32($0 % 7))]) }
        for start in stride(from: 0, to: documents.count, by: 10_000) {
            let reply = session.run(["insert": "items", "documents": .array(Array(documents[start..<min(start + 10_000, documents.count)]))])
            precondition(reply["ok"] == .double(1))
        }
        return session
    }

    private static func cursor(_ reply: Document) throws -> (batch: [Int32], id: Int64) {
        let cursor = try #require(reply["cursor"]?.documentValue, "\(reply)")
        let batch = try #require((cursor["firstBatch"] ?? cursor["nextBatch"])?.arrayValue)
        guard case .int64(let id)? = cursor["id"] else {
            Issue.record("no cursor id: \(reply)")
            return ([], 0)
        }
        return (batch.compactMap { $0.documentValue?["_id"].flatMap { if case .int32(let v) = $0 { v } else { nil } } }, id)
    }

    private static func getMore(_ session: CommandSession, _ id: Int64, batchSize: Int? = nil) -> Document {
        var command: Document = ["getMore": .int64(id), "collection": "items"]
        if let batchSize { command["batchSize"] = .int32(Int32(batchSize)) }
        return session.run(command)
    }

    @Test("A find over 100,000 documents reads only what its first batch needs; getMore reads on")
    func firstBatchReadsLittle() throws {
        let session = Self.session(documents: 100_000)
        let first = try Self.cursor(session.run(["find": "items"]))
        #expect(first.batch == Array(0..<101))
        #expect(first.id != 0)
        let results = try #require(session.cursors.results(first.id))
        // The 101 documents and the one read ahead to know the cursor is not exhausted.
        #expect(results.documentsExamined == 102)
        let second = try Self.cursor(Self.getMore(session, first.id, batchSize: 50))
        #expect(second.batch == Array(101..<151))
        #expect(results.documentsExamined == 152)
    }

    @Test("A filtered find reads up to its first batch's last match and one more")
    func filteredFirstBatch() throws {
        let session = Self.session(documents: 100_000)
        let first = try Self.cursor(session.run(["find": "items", "filter": ["n": .int32(3)], "batchSize": .int32(10)]))
        #expect(first.batch == (0..<10).map { Int32(3 + 7 * $0) })
        let results = try #require(session.cursors.results(first.id))
        #expect(results.documentsExamined == 3 + 7 * 10 + 1)
        // A first batch that may hold the whole collection finds every match at once, the same ones.
        let whole = try Self.cursor(session.run(["find": "items", "filter": ["n": .int32(3)], "batchSize": .int32(100_000)]))
        #expect(whole.batch == (0..<14286).map { Int32(3 + 7 * $0) })
        #expect(whole.id == 0)
        let rest = try Self.cursor(Self.getMore(session, first.id, batchSize: 100_000))
        #expect(first.batch + rest.batch == whole.batch)
    }

    @Test("An aggregate's streaming stages run only for its first batch")
    func aggregateFirstBatch() throws {
        let session = Self.session(documents: 20_000)
        let pipeline: BSONValue = [["$match": ["n": ["$gte": .int32(0)]]], ["$project": ["n": .int32(1)]]]
        let first = try Self.cursor(session.run(["aggregate": "items", "pipeline": pipeline, "cursor": ["batchSize": .int32(5)]]))
        #expect(first.batch == Array(0..<5))
        var seen = first.batch
        var id = first.id
        while id != 0 {
            let next = try Self.cursor(Self.getMore(session, id, batchSize: 3000))
            #expect(next.batch.count <= 3000)
            seen += next.batch
            id = next.id
        }
        #expect(seen == Array(0..<20_000))
    }

    @Test("An aggregate run on every core hands out each result once, in order, whatever the batch sizes")
    func parallelRunAcrossBatches() throws {
        let session = Self.session(documents: 30_000)
        // $multiply: the product of its arguments (the manual's $multiply page), here 2 × _id.
        let pipeline: BSONValue = [["$project": ["double": ["$multiply": ["$_id", .int32(2)]]]]]
        let reply = session.run(["aggregate": "items", "pipeline": pipeline, "cursor": [:]])
        var (seen, id) = try Self.cursor(reply)
        var doubles = try #require(reply["cursor"]?.documentValue?["firstBatch"]?.arrayValue).compactMap { $0.documentValue?["double"] }
        #expect(seen == Array(0..<101))
        for batchSize in [1, 4095, 4097, 5000, nil] {
            let next = Self.getMore(session, id, batchSize: batchSize)
            let cursor = try Self.cursor(next)
            if let batchSize { #expect(cursor.batch.count == batchSize) }
            seen += cursor.batch
            doubles += try #require(next["cursor"]?.documentValue?["nextBatch"]?.arrayValue).compactMap { $0.documentValue?["double"] }
            id = cursor.id
        }
        #expect(id == 0)
        #expect(seen == Array(0..<30_000))
        #expect(doubles == (0..<30_000).map { BSONValue.int32(Int32(2 * $0)) })
    }

    @Test("An error deep in a run on every core fails the getMore that reaches it; the batches before are whole")
    func parallelRunError() throws {
        let session = CommandSession(store: Store())
        let documents = (0..<20_000).map { BSONValue.document(["_id": .int32(Int32($0)), "v": $0 == 15_000 ? "x" : .string(String($0))]) }
        #expect(session.run(["insert": "items", "documents": .array(documents)])["ok"] == .double(1))
        let pipeline: BSONValue = [["$project": ["v": ["$toInt": "$v"]]]]
        let first = try Self.cursor(session.run(["aggregate": "items", "pipeline": pipeline, "cursor": [:]]))
        #expect(first.batch == Array(0..<101))
        let second = try Self.cursor(Self.getMore(session, first.id, batchSize: 14_899))
        #expect(second.batch == Array(101..<15_000))
        let failed = Self.getMore(session, first.id)
        // $toInt of "x": 241 ConversionFailure (the manual's $toInt page).
        #expect(failed["code"] == .int32(241), "\(failed)")
        #expect(Self.getMore(session, first.id)["code"] == .int32(43))
    }

    @Test("getMore batches return every document once, in order, and the last one has cursor id 0")
    func everyDocumentOnce() throws {
        let session = Self.session(documents: 1000)
        var (seen, id) = try Self.cursor(session.run(["find": "items", "sort": ["_id": .int32(-1)], "batchSize": .int32(7)]))
        #expect(seen.count == 7)
        var batches = 1
        while id != 0 {
            let next = try Self.cursor(Self.getMore(session, id, batchSize: 100))
            seen += next.batch
            id = next.id
            batches += 1
        }
        #expect(seen == Array((0..<1000).reversed()))
        // 7, then 9 batches of 100 and the last of 93.
        #expect(batches == 11)
        let again = Self.getMore(session, 1, batchSize: 1)
        #expect(again["code"] == .int32(43))
    }

    @Test("A batch that ends exactly at the last result closes the cursor; skip, limit and projection apply")
    func exactEndAndOptions() throws {
        let session = Self.session(documents: 30)
        let reply = session.run(["find": "items", "skip": .int32(5), "limit": .int32(10), "batchSize": .int32(10), "projection": ["n": .int32(0)]])
        let first = try Self.cursor(reply)
        #expect(first.batch == Array(5..<15))
        #expect(first.id == 0)
        let documents = reply["cursor"]?.documentValue?["firstBatch"]?.arrayValue ?? []
        #expect(documents.first == .document(["_id": .int32(5)]))
    }

    @Test("Writes between batches neither appear in nor disturb a cursor: it reads the collection as of the find")
    func snapshotIsolation() throws {
        let session = Self.session(documents: 10)
        let first = try Self.cursor(session.run(["find": "items", "batchSize": .int32(3)]))
        _ = session.run(["delete": "items", "deletes": [["q": ["_id": .int32(5)], "limit": .int32(1)]]])
        _ = session.run(["update": "items", "updates": [["q": ["_id": .int32(1)], "u": ["$set": ["moved": true]]]]])
        _ = session.run(["insert": "items", "documents": [["_id": .int32(100)]]])
        let rest = try Self.cursor(Self.getMore(session, first.id))
        #expect(first.batch + rest.batch == Array(0..<10))
        #expect(rest.id == 0)
    }

    @Test("A batch holds at most 16 MiB: documents of 1 MiB come 16 at most to a batch, however large batchSize")
    func sixteenMebibytes() throws {
        let session = CommandSession(store: Store())
        let padding = String(repeating: "x", count: 1024 * 1024 - 40)
        for start in stride(from: 0, to: 40, by: 8) {
            let documents = (start..<(start + 8)).map { BSONValue.document(["_id": .int32(Int32($0)), "pad": .string(padding)]) }
            #expect(session.run(["insert": "items", "documents": .array(documents)])["ok"] == .double(1))
        }
        let first = try Self.cursor(session.run(["find": "items", "batchSize": .int32(1000)]))
        #expect(first.batch.count == 16)
        let second = try Self.cursor(Self.getMore(session, first.id))
        #expect(second.batch.count == 16)
        let third = try Self.cursor(Self.getMore(session, second.id))
        #expect(third.batch == Array(32..<40))
        #expect(third.id == 0)
        let aggregate = try Self.cursor(session.run(["aggregate": "items", "pipeline": [], "cursor": [:]]))
        #expect(aggregate.batch.count == 16)
    }

    @Test("killCursors closes a streaming cursor: a later getMore is 43 CursorNotFound \"cursor id N not found\"")
    func killCursors() throws {
        let session = Self.session(documents: 500)
        let first = try Self.cursor(session.run(["find": "items"]))
        let kill = session.run(["killCursors": "items", "cursors": [.int64(first.id), .int64(12345)]])
        #expect(kill["cursorsKilled"] == [.int64(first.id)])
        #expect(kill["cursorsNotFound"] == [.int64(12345)])
        let reply = Self.getMore(session, first.id)
        #expect(reply["code"] == .int32(43))
        #expect(reply["codeName"] == "CursorNotFound")
        #expect(reply["errmsg"] == .string("cursor id \(first.id) not found"))
    }

    @Test("A cursor unused for the cursor timeout is closed; one opened with noCursorTimeout stays")
    func idleCursorsAreReaped() throws {
        let session = Self.session(documents: 50, timeout: .zero)
        let idle = try Self.cursor(session.run(["find": "items", "batchSize": .int32(5)]))
        let exempt = try Self.cursor(session.run(["find": "items", "batchSize": .int32(5), "noCursorTimeout": true]))
        #expect(idle.id != 0)
        #expect(Self.getMore(session, idle.id)["code"] == .int32(43))
        let rest = try Self.cursor(Self.getMore(session, exempt.id))
        #expect(rest.batch == Array(5..<50))
    }

    @Test("Within the cursor timeout a cursor stays open")
    func activeCursorsStay() throws {
        let session = Self.session(documents: 50, timeout: .seconds(3600))
        let cursor = try Self.cursor(session.run(["find": "items", "batchSize": .int32(5)]))
        session.closeIdleCursors()
        let rest = try Self.cursor(Self.getMore(session, cursor.id))
        #expect(rest.batch == Array(5..<50))
    }

    @Test("An error computing a later batch fails the getMore and closes the cursor")
    func errorInLaterBatch() throws {
        let (session, first) = try Self.conversionCursor(batchSize: 0)
        #expect(first.batch.isEmpty)
        #expect(first.id != 0)
        let failed = Self.getMore(session, first.id)
        #expect(failed["ok"] == .double(0))
        #expect(failed["code"] == .int32(241), "\(failed)")
        #expect(Self.getMore(session, first.id)["code"] == .int32(43))
    }
}

extension StreamingCursorTests {
    /// An aggregate cursor over two documents whose second fails $toInt.
    private static func conversionCursor(batchSize: Int32) throws -> (CommandSession, (batch: [Int32], id: Int64)) {
        let session = CommandSession(store: Store())
        _ = session.run(["insert": "items", "documents": [["_id": .int32(0), "v": "1"], ["_id": .int32(1), "v": "x"]]])
        let pipeline: BSONValue = [["$project": ["v": ["$toInt": "$v"]]]]
        return (session, try cursor(session.run(["aggregate": "items", "pipeline": pipeline, "cursor": ["batchSize": .int32(batchSize)]])))
    }

    @Test("An error in the result after a full batch is the next getMore's: the batch before it is returned")
    func errorAfterFullBatch() throws {
        let (session, first) = try Self.conversionCursor(batchSize: 1)
        #expect(first.batch == [0])
        let failed = Self.getMore(session, first.id)
        // $toInt of "x": 241 ConversionFailure (the manual's $toInt page).
        #expect(failed["code"] == .int32(241), "\(failed)")
        #expect(Self.getMore(session, first.id)["code"] == .int32(43))
    }
}
