import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// The query, pipeline and update cases again, on a durable store whose collection is larger
/// than its cache (`cacheSize: 1`): the documents in the checkpoint's record store but the last
/// (of two or more), which is in the journal, so every command reads the collection a block at a time with the
/// changes since the checkpoint in place, or writes it a window of `_id`s at a time, and never
/// reads it whole. Each case must give the answer its documentation gives, through the commands
/// a driver sends, and the collection stays unread.
///
/// Cases whose answer depends on something other than the collection's documents run only in
/// memory: pipelines that read or write other collections or do not start from a collection,
/// updates that set the current time, and documents without an `_id` (storage would add one).
@Suite("Conformance on a store larger than its cache")
struct StoredConformanceTests {
    private static let namespace = try! Namespace(database: "test", collection: "c")

    @Test(arguments: ConformanceCase.all(area: "query").filter { storable(documents(of: $0)) })
    func query(_ testCase: ConformanceCase) throws {
        let filter = try #require(testCase.spec["filter"]?.documentValue)
        try Self.withStoredCollection(Self.documents(of: testCase)) { session in
            let reply = session.run(["find": "c", "filter": .document(filter), "batchSize": 1_000_000])
            if Self.checkExpectedError(reply, testCase) { return }
            let ids = Self.firstBatch(reply, testCase).map { $0["_id"] ?? .null }
            let expectedIds = testCase.spec["expectedIds"]?.arrayValue ?? []
            #expect(
                ids.count == expectedIds.count && zip(ids, expectedIds).allSatisfy { $0.isMongoEqual(to: $1) },
                "matched \(ids.map { $0.extendedJSON(.relaxed) }), expected \(expectedIds.map { $0.extendedJSON(.relaxed) }) (\(testCase.source))")
        }
    }

    @Test(arguments: ConformanceCase.all(area: "pipeline").filter(runsOnOneCollection))
    func pipeline(_ testCase: ConformanceCase) throws {
        let spec = testCase.spec
        try Self.withStoredCollection(Self.documents(of: testCase)) { session in
            let reply = session.run(["aggregate": "c", "pipeline": spec["pipeline"] ?? [], "cursor": ["batchSize": 1_000_000]])
            if Self.checkExpectedError(reply, testCase) { return }
            var documents = Self.firstBatch(reply, testCase)
            if let sortBy = spec["sortBy"]?.documentValue {
                let sort = try SortSpecification(sortBy)
                documents.sort { sort.compare($0, $1) < 0 }
            }
            let expected = (spec["expected"]?.arrayValue ?? []).compactMap(\.documentValue)
            #expect(documents.map { $0.extendedJSON(.canonical) } == expected.map { $0.extendedJSON(.canonical) }, "\(testCase.source)")
        }
    }

    @Test(arguments: ConformanceCase.all(area: "update").filter(updatesWithoutTheTime))
    func update(_ testCase: ConformanceCase) throws {
        let spec = testCase.spec
        var statement: Document = ["q": spec["filter"] ?? [:], "u": spec["update"] ?? [:]]
        for (field, name) in [("multi", "multi"), ("upsert", "upsert"), ("arrayFilters", "arrayFilters"), ("constants", "c")] {
            if let value = spec[field] { statement[name] = value }
        }
        let input = Self.documents(of: testCase)
        var failed = false
        try Self.withStoredCollection(input) { session in
            let reply = session.run(["update": "c", "updates": [.document(statement)]])
            failed = Self.checkExpectedError(reply, testCase)
            // A multi-document update that fails keeps the documents it changed before, as MongoDB's does.
            if failed, spec["multi"]?.boolValue != true { #expect(Self.collection(session) == input, "a failed update changed the collection") }
            if !failed { #expect(reply["ok"] == .double(1), "\(reply) (\(testCase.source))") }
        } afterRestart: { session in
            // What the update wrote, read back after a restart.
            guard !failed else { return }
            var documents = Self.collection(session)
            var expected = (spec["expectedDocuments"]?.arrayValue ?? []).compactMap(\.documentValue)
            if spec["ignoreUpsertedId"]?.boolValue == true, !documents.isEmpty, !expected.isEmpty {
                documents[documents.count - 1].removeValue(forKey: "_id")
                expected[expected.count - 1].removeValue(forKey: "_id")
            }
            #expect(documents.map { $0.extendedJSON(.canonical) } == expected.map { $0.extendedJSON(.canonical) }, "\(testCase.source)")
        }
    }

    // MARK: - The store

    /// Stores `documents` in test.c, all but the last through a checkpoint, and runs `body` on
    /// the store opened again with a one-byte cache, which must leave the collection unread;
    /// then `afterRestart` on the store opened once more.
    private static func withStoredCollection(
        _ documents: [Document], _ body: (CommandSession) throws -> Void, afterRestart: (CommandSession) throws -> Void = { _ in }
    ) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-stored-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let store = try Store(directory: directory)
            let session = CommandSession(store: store, defaultDatabase: "test")
            // One document goes to the checkpoint: a collection the checkpoint holds empty is
            // small enough to read whatever the changes after it.
            let checkpointed = documents.count > 1 ? documents.dropLast() : documents[...]
            #expect(session.run(["create": "c"])["ok"] == .double(1))
            if !checkpointed.isEmpty {
                #expect(session.run(["insert": "c", "documents": .array(checkpointed.map(BSONValue.document))])["n"] == .int32(Int32(checkpointed.count)))
            }
            try store.checkpoint()
            if documents.count > 1, let last = documents.last {
                #expect(session.run(["insert": "c", "documents": [.document(last)]])["n"] == .int32(1))
            }
        }
        do {
            let store = try Store(directory: directory, cacheSize: 1)
            try body(CommandSession(store: store, defaultDatabase: "test"))
            #expect(store.state.withLock { $0.storedCollection(namespace)?.isRead } == false, "the collection was read whole")
        }
        try afterRestart(CommandSession(store: try Store(directory: directory), defaultDatabase: "test"))
    }

    /// The collection's documents in natural order.
    private static func collection(_ session: CommandSession) -> [Document] {
        let reply = session.run(["find": "c", "batchSize": 1_000_000])
        return (reply[path: "cursor.firstBatch"]?.arrayValue ?? []).compactMap(\.documentValue)
    }

    private static func firstBatch(_ reply: Document, _ testCase: ConformanceCase) -> [Document] {
        #expect(reply["ok"] == .double(1), "\(reply) (\(testCase.source))")
        return (reply[path: "cursor.firstBatch"]?.arrayValue ?? []).compactMap(\.documentValue)
    }

    /// When the case expects an error, checks that the reply carries its code (as the command's
    /// error or its write error) and returns true.
    private static func checkExpectedError(_ reply: Document, _ testCase: ConformanceCase) -> Bool {
        guard let expected = testCase.spec["error"]?.documentValue?["code"] else { return false }
        let code = reply["writeErrors"]?.arrayValue?.first?.documentValue?["code"] ?? reply["code"]
        #expect(code.map { $0.isMongoEqual(to: expected) } == true, "\(reply), expected code \(expected) (\(testCase.source))")
        return true
    }

    // MARK: - Which cases run

    private static func documents(of testCase: ConformanceCase) -> [Document] {
        testCase.spec["documents"]?.arrayValue?.compactMap(\.documentValue) ?? testCase.documents
    }

    private static func storable(_ documents: [Document]) -> Bool {
        !documents.isEmpty && documents.allSatisfy { $0["_id"] != nil }
            && Set(documents.map { MongoEqualityKey($0["_id"]!) }).count == documents.count
    }

    private static func runsOnOneCollection(_ testCase: ConformanceCase) -> Bool {
        let stagesNeedingNoCollection: Set<String> = [
            "$documents", "$collStats", "$indexStats", "$changeStream", "$currentOp", "$listSessions", "$listLocalSessions",
        ]
        let otherCollections = ["collections", "expectedCollections", "expectedDatabases"]
        let text = (testCase.spec["pipeline"] ?? []).extendedJSON(.relaxed)
        let firstStage = testCase.spec["pipeline"]?.arrayValue?.first?.documentValue?.keys.first
        return storable(documents(of: testCase)) && otherCollections.allSatisfy { testCase.spec[$0] == nil && !testCase.fileFields.contains($0) }
            && firstStage.map { stagesNeedingNoCollection.contains($0) } != true
            && !["$$NOW", "$$CLUSTER_TIME", "$rand", "$lookup", "$unionWith", "$out", "$merge"].contains { text.contains($0) }
    }

    private static func updatesWithoutTheTime(_ testCase: ConformanceCase) -> Bool {
        let text = (testCase.spec["update"] ?? [:]).extendedJSON(.relaxed)
        return storable(documents(of: testCase)) && testCase.spec["now"] == nil
            && !["$currentDate", "$$NOW", "$$CLUSTER_TIME"].contains { text.contains($0) }
    }
}
