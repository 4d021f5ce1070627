import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// The validate command (MongoDB manual, validate): a collection's documents and indexes
/// checked, `{ns, uuid, nInvalidDocuments, nNonCompliantDocuments, nrecords, nIndexes,
/// keysPerIndex, indexDetails, valid, repaired, warnings, errors, extraIndexEntries,
/// missingIndexEntries, corruptRecords}`; the option combinations MongoDB refuses, refused.
@Suite("validate: a collection's documents and indexes checked")
struct ValidateCommandTests {
    let session = IndexTestSession()

    private func number(_ value: BSONValue?) -> Int? {
        switch value {
        case .int32(let number)?: Int(number)
        case .int64(let number)?: Int(number)
        default: nil
        }
    }

    /// Three documents, one with an array (two keys in a_1), one without `a` (a null key).
    private func makeCollection() throws {
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": [1, 2], "s": "x"}, {"_id": 2, "a": 3}, {"_id": 3, "s": "y"}]}"#)
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"a": 1}, "name": "a_1"}, {"key": {"s": 1}, "name": "s_1", "sparse": true}]}"#)
    }

    @Test("a consistent collection: every count, every index valid, the reply's fields in MongoDB's shape")
    func consistentCollection() throws {
        try makeCollection()
        try session.ok(#"{"update": "c", "updates": [{"q": {"_id": 2}, "u": {"$set": {"a": [4, 5, 6]}}}]}"#)
        try session.ok(#"{"delete": "c", "deletes": [{"q": {"_id": 3}, "limit": 1}]}"#)
        for options in ["", #", "full": true"#, #", "checkBSONConformance": true"#, #", "background": true"#, #", "repair": true"#] {
            let reply = try session.ok(#"{"validate": "c"\#(options)}"#)
            #expect(reply["ns"] == "test.c")
            #expect(reply["valid"] == true, "\(options): \(reply)")
            #expect(reply["repaired"] == false)
            #expect(number(reply["nrecords"]) == 2)
            #expect(number(reply["nInvalidDocuments"]) == 0)
            #expect(number(reply["nNonCompliantDocuments"]) == 0)
            #expect(number(reply["nIndexes"]) == 3)
            // _id_: one key a document; a_1: [1, 2] and [4, 5, 6]; s_1 (sparse): only "x".
            #expect(number(reply[path: "keysPerIndex._id_"]) == 2)
            #expect(number(reply[path: "keysPerIndex.a_1"]) == 5)
            #expect(number(reply[path: "keysPerIndex.s_1"]) == 1)
            #expect(reply[path: "indexDetails.a_1.valid"] == true)
            for field in ["warnings", "errors", "extraIndexEntries", "missingIndexEntries", "corruptRecords"] {
                #expect(reply[field] == .array([]), "\(field): \(reply)")
            }
            guard case .binary(let uuid)? = reply["uuid"] else {
                Issue.record("no uuid: \(reply)")
                continue
            }
            #expect(uuid.subtype == BSONBinary.uuid)
        }
    }

    @Test("documents the collection's validator no longer matches are counted and warned of; the collection stays valid")
    func nonCompliantDocuments() throws {
        try makeCollection()
        try session.ok(#"{"collMod": "c", "validator": {"s": {"$type": "string"}}, "validationLevel": "moderate"}"#)
        let reply = try session.ok(#"{"validate": "c"}"#)
        #expect(number(reply["nNonCompliantDocuments"]) == 1, "\(reply)")
        #expect(reply["valid"] == true)
        #expect(reply["warnings"]?.arrayValue?.count == 1)
    }

    @Test("an index lacking entries and holding extra ones is found: each entry named with its record and key")
    func inconsistentIndex() throws {
        let specification = try IndexSpecification(["key": ["a": 1], "name": "a_1"])
        let documents: [(slot: Int, document: Document)] = [(0, ["_id": 1, "a": 10]), (1, ["_id": 2, "a": [20, 21]]), (2, ["_id": 3])]
        let namespace = try Namespace(database: "test", collection: "c")
        // Built without the second document, and with one that is not there.
        let stray: Document = ["_id": 9, "a": 99]
        let index = try CollectionIndex.build(specification, over: [documents[0], documents[2], (slot: 7, document: stray)], namespace: namespace)
        let (missing, extra): (missing: [CollectionValidation.EntryDifference], extra: [CollectionValidation.EntryDifference]) =
            CollectionValidation.entryDifferences(of: index, over: documents)
        #expect(missing.map(\.slot) == [1, 1])
        #expect(missing.map(\.key) == [IndexKey(single: .int32(20)), IndexKey(single: .int32(21))])
        #expect(missing.map(\.id) == [BSONValue.int64(2), .int64(2)])
        #expect(extra.map(\.slot) == [7])
        #expect(extra.map(\.key) == [IndexKey(single: .int32(99))])
        let whole = try CollectionIndex.build(specification, over: documents, namespace: namespace)
        let none = CollectionValidation.entryDifferences(of: whole, over: documents)
        #expect(none.missing.isEmpty && none.extra.isEmpty)

        // The same index checked as the collection's: the reply names it and each entry.
        var collection = CollectionData()
        for (_, document) in documents { _ = try collection.insert(document, namespace: namespace) }
        try collection.createIndex(specification, namespace: namespace)
        let validation = CollectionValidation(collection, indexes: collection.indexes.indexes.dropLast() + [index])
        #expect(!validation.isValid)
        let findings = ValidateCommand.findings(validation, indexes: collection.indexes.specifications, repair: true)
        #expect(findings["valid"] == false)
        #expect(findings[path: "indexDetails.a_1.valid"] == false)
        #expect(findings[path: "indexDetails._id_.valid"] == true)
        #expect(findings["errors"] == ["Index with name 'a_1' has inconsistencies."])
        #expect(findings["warnings"]?.arrayValue?.count == 1, "repair says what rebuilds the index")
        #expect(findings[path: "keysPerIndex.a_1"] == .int32(3))
        #expect(findings["missingIndexEntries"]?.arrayValue?.count == 2)
        #expect(findings[path: "missingIndexEntries.0.indexName"] == "a_1")
        #expect(findings[path: "missingIndexEntries.0.indexKey.a"] == .int64(20))
        #expect(findings[path: "missingIndexEntries.1.indexKey.a"] == .int64(21))
        #expect(findings[path: "missingIndexEntries.0.recordId"] == .int64(1))
        #expect(findings[path: "missingIndexEntries.0.idKey._id"] == .int64(2))
        #expect(findings[path: "extraIndexEntries.0.recordId"] == .int64(7))
        #expect(findings[path: "extraIndexEntries.0.indexKey.a"] == .int64(99))
        #expect(findings[path: "extraIndexEntries.0.idKey"] == nil)
    }

    @Test(
        "refused: background with full or repair, checkBSONConformance with repair, metadata with another option (72); a missing collection (26); a view (166)")
    func refused() throws {
        try makeCollection()
        try session.ok(#"{"create": "v", "viewOn": "c", "pipeline": []}"#)
        let refusals: [(command: String, code: Int32)] = [
            (#"{"validate": "c", "full": true, "background": true}"#, 72),
            (#"{"validate": "c", "repair": true, "background": true}"#, 72),
            (#"{"validate": "c", "repair": true, "checkBSONConformance": true}"#, 72),
            (#"{"validate": "c", "metadata": true, "full": true}"#, 72),
            (#"{"validate": "missing"}"#, 26),
            (#"{"validate": "v"}"#, 166),
            (#"{"validate": "c", "full": "yes"}"#, 14),
            (#"{"validate": "c", "verbose": true}"#, 40415),
        ]
        for refusal in refusals {
            let reply = try session.run(refusal.command)
            #expect(reply["ok"] == .double(0) && reply["code"] == .int32(refusal.code), "\(refusal.command): \(reply)")
        }
        let metadata = try session.ok(#"{"validate": "c", "metadata": true}"#)
        #expect(metadata["valid"] == true && metadata[path: "indexDetails.s_1.valid"] == true, "\(metadata)")
        let found = try session.ok(#"{"find": "c", "filter": {}}"#)
        #expect(found[path: "cursor.firstBatch"]?.arrayValue?.count == 3)
    }

    @Test("a durable store's collection validates after a checkpoint and a reopen")
    func durableStore() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("validate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let session = CommandSession(store: try Store(directory: directory))
            _ = session.run(try Document(extendedJSON: #"{"insert": "c", "documents": [{"_id": 1, "a": [1, 2]}, {"_id": 2, "a": 3}]}"#))
            _ = session.run(try Document(extendedJSON: #"{"createIndexes": "c", "indexes": [{"key": {"a": 1}, "name": "a_1"}]}"#))
            try session.store.checkpoint()
        }
        let reopened = CommandSession(store: try Store(directory: directory))
        let reply = reopened.run(try Document(extendedJSON: #"{"validate": "c"}"#))
        #expect(reply["valid"] == true, "\(reply)")
        #expect(number(reply[path: "keysPerIndex.a_1"]) == 3)
    }
}
