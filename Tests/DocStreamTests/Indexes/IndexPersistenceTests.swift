import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Indexes survive a restart: createIndexes and dropIndexes are journaled, checkpoints carry
/// the index definitions, and recovery rebuilds the entries (and uniqueness) from the documents.
@Suite("Index persistence", .timeLimit(.minutes(10)))
struct IndexPersistenceTests {
    private func listIndexes(_ session: IndexTestSession, _ collection: String) throws -> BSONValue? {
        try session.run(#"{"listIndexes": "\#(collection)"}"#)[path: "cursor.firstBatch"]
    }

    @Test(
        "after reopening (from the journal, then from a checkpoint) the indexes are listed, used and enforced",
        arguments: [false, true])
    func indexesSurviveReopen(checkpointing: Bool) throws {
        let directory = try TemporaryDirectory()
        let listed: BSONValue?
        do {
            let store = try Store(directory: directory.url)
            let db = IndexTestSession(store: store)
            try db.ok(
                #"{"insert": "drinks", "documents": [{"_id": 1, "name": "Mocha", "tags": ["hot", "sweet"]}, {"_id": 2, "name": "Latte", "tags": ["hot"]}]}"#)
            try db.ok(
                #"{"createIndexes": "drinks", "indexes": [{"key": {"name": 1}, "name": "name_1", "unique": true}, {"key": {"tags": 1, "name": -1}, "name": "tags_name"}, {"key": {"gone": 1}, "name": "gone_1"}]}"#
            )
            try db.ok(#"{"dropIndexes": "drinks", "index": "gone_1"}"#)
            try db.ok(#"{"createIndexes": "empty", "indexes": [{"key": {"x": 1}, "name": "x_1", "sparse": true}]}"#)
            try db.ok(#"{"insert": "drinks", "documents": [{"_id": 3, "name": "Cortado", "tags": ["cold"]}]}"#)
            if checkpointing { try store.checkpoint() }
            listed = try listIndexes(db, "drinks")
        }
        let store = try Store(directory: directory.url)
        let db = IndexTestSession(store: store)
        #expect(try listIndexes(db, "drinks") == listed)
        #expect(try db.indexNames("empty") == ["_id_", "x_1"])
        #expect(errorCode(try db.run(#"{"insert": "drinks", "documents": [{"_id": 4, "name": "Latte"}]}"#)) == 11000)
        #expect(try db.ids(#"{"find": "drinks", "filter": {"tags": "hot"}}"#).count == 2)
        let explained = try db.run(#"{"explain": {"find": "drinks", "filter": {"tags": "cold"}}}"#)
        #expect(explained[path: "queryPlanner.winningPlan.inputStage.indexName"] == "tags_name")
        #expect(explained[path: "queryPlanner.winningPlan.inputStage.isMultiKey"] == true)
    }

    @Test("createIndexes and dropIndexes are journal records; a refused build writes none")
    func journalRecords() throws {
        let directory = try TemporaryDirectory()
        do {
            let db = IndexTestSession(store: try Store(directory: directory.url))
            try db.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": 1}, {"_id": 2, "a": 1}]}"#)
            #expect(errorCode(try db.run(#"{"createIndexes": "c", "indexes": [{"key": {"a": 1}, "name": "a_1", "unique": true}]}"#)) == 11000)
            try db.ok(#"{"createIndexes": "c", "indexes": [{"key": {"a": 1}, "name": "a_1"}]}"#)
            try db.ok(#"{"dropIndexes": "c", "index": "*"}"#)
        }
        let records = try JournalReplay.replay(url: directory.file("journal")).records
        // The first insert created the collection: a record of its own before the write's.
        #expect(records.compactMap { $0["op"]?.stringValue } == ["create", "write", "createIndexes", "dropIndexes"])
        #expect(records[2]["indexes"] == .array([["v": .int32(2), "key": ["a": .int32(1)], "name": "a_1"]]))
        #expect(records[3]["indexes"] == .array([["v": .int32(2), "key": ["a": .int32(1)], "name": "a_1"]]))
    }
}
