import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Hashed indexes beyond the command conformance cases (MongoDB manual, "Hashed Indexes"): the
/// keys are the hashes `$toHashedIndexKey` gives, they survive a restart, a collection too large
/// to read finds by them, and an update that puts an array in the field is refused.
@Suite("Hashed indexes", .timeLimit(.minutes(2)))
struct HashedIndexTests {
    private func ids(_ session: IndexTestSession, _ find: Document) -> [BSONValue] {
        session.session.run(find)[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["_id"] } ?? []
    }

    @Test("explain's bounds are the value's hash as $toHashedIndexKey computes it")
    func boundsAreHashes() throws {
        let session = IndexTestSession()
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": "string to hash"}]}"#)
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"a": "hashed"}, "name": "a_hashed"}]}"#)
        let hash = try session.run(#"{"aggregate": "c", "pipeline": [{"$project": {"_id": 0, "h": {"$toHashedIndexKey": "$a"}}}], "cursor": {}}"#)[
            path: "cursor.firstBatch.0.h"]
        // The manual's example value ($toHashedIndexKey, Example).
        #expect(hash == .int64(763_543_691_661_428_748))
        let explained = try session.run(#"{"explain": {"find": "c", "filter": {"a": "string to hash"}}}"#)
        #expect(explained[path: "queryPlanner.winningPlan.inputStage.indexBounds.a"] == ["[763543691661428748, 763543691661428748]"])
    }

    @Test("a hashed index survives a restart (journal, then checkpoint) and finds by its hashes", arguments: [false, true])
    func durable(checkpointing: Bool) throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            let session = IndexTestSession(store: store)
            try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": "x"}, {"_id": 2, "a": "y"}, {"_id": 3, "a": 2.5}]}"#)
            try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"a": "hashed"}, "name": "a_hashed"}]}"#)
            if checkpointing { try store.checkpoint() }
        }
        let session = IndexTestSession(store: try Store(directory: directory.url))
        #expect(ids(session, ["find": "c", "filter": ["a": "y"]]) == [.int32(2)])
        #expect(ids(session, ["find": "c", "filter": ["a": 2.5]]) == [.int32(3)])
        #expect(try session.run(#"{"explain": {"find": "c", "filter": {"a": "y"}}}"#)[path: "queryPlanner.winningPlan.inputStage.indexName"] == "a_hashed")
        #expect(errorCode(try session.run(#"{"insert": "c", "documents": [{"_id": 4, "a": [1]}]}"#)) == 16766)
    }

    @Test("an update that puts an array in the hashed field is refused with 16766 and changes nothing")
    func arrayUpdate() throws {
        let session = IndexTestSession()
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": 1}]}"#)
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"a": "hashed"}, "name": "a_hashed"}]}"#)
        #expect(errorCode(try session.run(#"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"a": [1, 2]}}}]}"#)) == 16766)
        #expect(try session.documents("c") == [["_id": .int32(1), "a": .int32(1)]])
        #expect(ids(session, ["find": "c", "filter": ["a": 1]]) == [.int32(1)])
    }

    @Test("on a collection too large to read, an equality on the hashed field reads the record store's index, not the collection")
    func storedCollection() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([
                ["createIndexes": "c", "indexes": [["key": ["name": "hashed"], "name": "name_hashed"]]],
                [
                    "insert": "c",
                    "documents": .array(
                        (0..<300).map { number in
                            .document([
                                "_id": .int32(Int32(number)), "name": .string("drink \(number % 100)"), "padding": .string(String(repeating: "x", count: 200)),
                            ])
                        }),
                ],
            ])
            try store.checkpoint()
            try store.runRequiringSuccess([["update": "c", "updates": [["q": ["_id": 5], "u": ["$set": ["name": "drink 42"]]]]]])
        }
        let store = try Store(directory: directory.url, cacheSize: 1)
        let session = IndexTestSession(store: store)
        let found = ids(session, ["find": "c", "filter": ["name": "drink 42"], "sort": ["_id": 1], "projection": ["_id": 1]])
        #expect(found == [5, 42, 142, 242].map { BSONValue.int32($0) })
        #expect(store.state.withLock { $0.storedCollection(try! Namespace(database: "test", collection: "c"))?.isRead } == false)
    }
}
