import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Validators live in the durable store: the journal records create's and collMod's options,
/// checkpoints copy them, and a reopened store enforces them.
@Suite("Validators: persistence", .timeLimit(.minutes(10)))
struct ValidatorPersistenceTests {
    private static let validator: Document = ["$jsonSchema": ["required": ["name"], "properties": ["name": ["bsonType": "string"]]]]

    private func options(_ session: CommandSession, _ collection: String) -> BSONValue? {
        session.run(["listCollections": 1, "filter": ["name": .string(collection)]])[path: "cursor.firstBatch.0.options"]
    }

    @Test("create's and collMod's options survive a restart, from the journal and from a checkpoint", arguments: [false, true])
    func survivesRestart(checkpointing: Bool) throws {
        let directory = try TemporaryDirectory()
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            #expect(session.run(["create": "dogs", "validator": .document(Self.validator), "validationAction": "warn"])["ok"] == .double(1))
            #expect(session.run(["collMod": "dogs", "validationLevel": "moderate", "validationAction": "error"])["ok"] == .double(1))
            #expect(session.run(["insert": "dogs", "documents": [["_id": 1, "name": "Rex"]]])["n"] == .int32(1))
            if checkpointing { try session.store.checkpoint() }
        }
        let session = CommandSession(store: try Store(directory: directory.url))
        #expect(options(session, "dogs") == ["validator": .document(Self.validator), "validationLevel": "moderate", "validationAction": "error"])
        let refused = session.run(["insert": "dogs", "documents": [["_id": 2, "name": 5]]])
        #expect(refused[path: "writeErrors.0.code"] == .int32(121))
        #expect(session.run(["count": "dogs"])["n"] == .int32(1))
    }

    @Test("the journal holds the options in the create and collMod records")
    func journalRecords() throws {
        let directory = try TemporaryDirectory()
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            _ = session.run(["create": "dogs", "validator": ["a": 1]])
            _ = session.run(["collMod": "dogs", "validator": [:]])
        }
        let records = try JournalReplay.replay(url: directory.file("journal")).records
        #expect(records.map { $0["op"] } == ["create", "collMod"])
        #expect(records.first?["options"] == ["validator": ["a": 1]])
        // collMod stores the level and action that apply (doc_validation.js, listCollections after collMod).
        #expect(records.last?["options"] == ["validationLevel": "strict", "validationAction": "error"])
    }

    @Test("a collMod record without options, or with a validator that does not compile, stops the store from opening")
    func corruptRecords() throws {
        for record: Document in [
            ["op": "collMod", "db": "test", "coll": "dogs"],
            ["op": "create", "db": "test", "coll": "dogs", "options": ["validator": ["$jsonSchema": ["bogus": 1]]]],
        ] {
            let directory = try TemporaryDirectory()
            var bytes: [UInt8] = []
            JournalFormat.appendRecord(["op": "create", "db": "test", "coll": "cats"], to: &bytes)
            JournalFormat.appendRecord(record, to: &bytes)
            try Data(bytes).write(to: directory.file("journal"))
            do {
                _ = try Store(directory: directory.url)
                Issue.record("a store with \(record.extendedJSON(.relaxed)) in its journal opened")
            } catch {
                #expect(error.codeName == "DataCorruptionDetected" || error.code == 9, "\(error)")
            }
        }
    }
}
