import DocStreamBSON
import Foundation
import TestSupport
import Testing

/// `docstream exec` driven line by line through a change stream's life: open it with
/// aggregate, write, read the events with getMore using the cursor id, close it.
@Suite("docstream exec: change stream cursors")
struct ExecChangeStreamTests {
    @Test("aggregate $changeStream, then getMore with the cursor id returns the events written meanwhile")
    func changeStreamThroughExec() async throws {
        let exec = try InteractiveCLI(["exec", "--memory"])
        func send(_ line: String) async throws -> Document {
            try Document(extendedJSON: try #require(try await exec.reply(to: line)))
        }

        let opened = try await send(#"{"aggregate": "drinks", "pipeline": [{"$changeStream": {}}, {"$match": {"operationType": "insert"}}], "cursor": {}}"#)
        // Relaxed Extended JSON prints the id as a plain number; getMore takes it as a long.
        let reported = try #require(opened[path: "cursor.id"])
        let number = try #require(reported.int64Value ?? reported.int32Value.map(Int64.init))
        let id = BSONValue.int64(number)
        #expect(number != 0)
        #expect(opened[path: "cursor.firstBatch"] == .array([]))
        #expect(try await send(#"{"insert": "drinks", "documents": [{"_id": 1, "name": "Mocha"}]}"#)["n"] == .int32(1))
        #expect(try await send(#"{"delete": "drinks", "deletes": [{"q": {"_id": 1}, "limit": 1}]}"#)["n"] == .int32(1))

        let more = try await send(#"{"getMore": \#(id.extendedJSON(.canonical)), "collection": "drinks", "maxTimeMS": 2000}"#)
        let events = more[path: "cursor.nextBatch"]?.arrayValue?.compactMap(\.documentValue) ?? []
        #expect(events.map { $0["operationType"] } == ["insert"], "\(more)")
        #expect(events.first?["fullDocument"] == (try ExtendedJSON.parseValue(#"{"_id": 1, "name": "Mocha"}"#)))
        #expect(more[path: "cursor.postBatchResumeToken"]?.documentValue?["_data"] != nil)

        let killed = try await send(#"{"killCursors": "drinks", "cursors": [\#(id.extendedJSON(.canonical))]}"#)
        #expect(killed["cursorsKilled"] == .array([reported]))
        #expect(await exec.finish() == 0)
    }
}
