import DocStream
import DocStreamBSON
import Foundation
import Testing

/// `insertMany` of an `NDJSONReader` batch, whose documents a reader made `forInsert` checked on
/// its thread: the store gets what `insertMany` of the documents gives, with the same errors.
@Suite("insertMany of a reader's batch")
struct BatchInsertTests {
    private func collection(_ store: Store = Store()) -> MongoCollection {
        MongoClient(store: store).database(named: "test").collection(withName: "c")
    }

    /// Each batch of `text` inserted in turn; "ok [ids]" or "error CODE: message" per batch.
    private func insertBatches(_ text: String, into collection: MongoCollection, linesPerBatch: Int = 2) async -> [String] {
        let reader = NDJSONReader(Data(text.utf8), linesPerBatch: linesPerBatch, forInsert: true)
        var results: [String] = []
        while let batch = reader.next() {
            do {
                let ids = try await collection.insertMany(batch)
                results.append("ok \(ids.map { $0.extendedJSON(.relaxed) })")
            } catch {
                results.append("error \(error.code): \(error.message)")
            }
        }
        return results
    }

    private func stored(_ collection: MongoCollection) async throws -> [String] {
        try await collection.find(filter: [:]).map(\.description)
    }

    @Test("documents in stored form keep their bytes; the others get their _id first (the first of several), or a new one")
    func storedAndRebuilt() async throws {
        let drinks = collection()
        let text = """
            {"_id": 1, "name": "Latte"}
            {"name": "Mocha", "_id": "m"}
            {"_id": {"$oid": "6553f1006272657773000000"}, "price": 4.5}
            {"_id": 2, "size": "S", "_id": 3}

            """
        #expect(await insertBatches(text, into: drinks) == [#"ok ["1", "\"m\""]"#, #"ok ["{\"$oid\":\"6553f1006272657773000000\"}", "2"]"#])
        #expect(
            try await stored(drinks) == [
                #"{"_id":1,"name":"Latte"}"#, #"{"_id":"m","name":"Mocha"}"#, #"{"_id":{"$oid":"6553f1006272657773000000"},"price":4.5}"#,
                #"{"_id":2,"size":"S"}"#,
            ])
        let made = try await collection().insertMany(NDJSONReader(Data("{\"a\": 1}\n".utf8), forInsert: true).next()!)
        #expect(made.count == 1)
        #expect(made.first?.objectIdValue != nil)
    }

    @Test("a duplicate _id, in its batch or against a stored one, is E11000 for that batch; the documents before it stay")
    func duplicates() async throws {
        let drinks = collection()
        let text = """
            {"_id": 1}
            {"_id": 2}
            {"_id": 3}
            {"_id": 1.0}
            {"_id": 4}
            {"_id": 4}

            """
        #expect(
            await insertBatches(text, into: drinks) == [
                #"ok ["1", "2"]"#,
                "error 11000: E11000 duplicate key error collection: test.c index: _id_ dup key: { _id: 1.0 }",
                "error 11000: E11000 duplicate key error collection: test.c index: _id_ dup key: { _id: 4 }",
            ])
        #expect(try await stored(drinks) == [#"{"_id":1}"#, #"{"_id":2}"#, #"{"_id":3}"#, #"{"_id":4}"#])
    }

    @Test("ObjectId _ids (hashed apart from other values): a repeated one is E11000, a lookup finds each")
    func objectIDs() async throws {
        let drinks = collection()
        let ids = ["6553f1006272657773000000", "6553f1016272657773000001", "6553f1006272657773000000"]
        let text = ids.map { "{\"_id\": {\"$oid\": \"\($0)\"}}\n" }.joined()
        #expect(
            await insertBatches(text, into: drinks, linesPerBatch: 3) == [
                #"error 11000: E11000 duplicate key error collection: test.c index: _id_ dup key: { _id: {"$oid":"6553f1006272657773000000"} }"#
            ])
        for id in ids.prefix(2) {
            let found = try await drinks.find(filter: ["_id": .objectId(try #require(ObjectId(id)))])
            #expect(found.map(\.description) == [#"{"_id":{"$oid":"\#(id)"}}"#])
        }
    }

    @Test("an _id MongoDB refuses fails its document with 53, as insertMany of the documents does")
    func refusedID() async throws {
        let drinks = collection()
        #expect(await insertBatches("{\"_id\": 1}\n{\"_id\": [2]}\n", into: drinks) == ["error 53: can't use an array for _id"])
        #expect(try await stored(drinks) == [#"{"_id":1}"#])
    }

    @Test("a batch whose documents were changed after it was read is checked again")
    func changedBatch() async throws {
        let drinks = collection()
        var batch = try #require(NDJSONReader(Data("{\"_id\": 1}\n{\"_id\": 2}\n".utf8), forInsert: true).next())
        batch.documents = [["_id": .array([])], ["_id": 5]]
        await #expect(throws: DocStreamError.self) { try await drinks.insertMany(batch) }
        batch.documents[0] = ["_id": 9]
        #expect(try await drinks.insertMany(batch) == [.int64(9), .int64(5)])
        #expect(try await stored(drinks) == [#"{"_id":9}"#, #"{"_id":5}"#])
    }

    @Test("a reader not made for insert hands out the same documents, inserted the same way")
    func readerNotForInsert() async throws {
        let drinks = collection()
        let batch = try #require(NDJSONReader(Data("{\"b\": 1, \"_id\": 7}\n".utf8)).next())
        #expect(try await drinks.insertMany(batch) == [.int32(7)])
        #expect(try await stored(drinks) == [#"{"_id":7,"b":1}"#])
    }

    @Test("CommandSession.insert of a batch replies as the insert command: unordered goes on past a duplicate, ordered stops at it")
    func sessionInsert() throws {
        let session = CommandSession(store: Store(), defaultDatabase: "shop")
        let text = "{\"_id\": 1}\n{\"_id\": 1}\n{\"b\": 2, \"_id\": 2}\n"
        let unordered = session.insert(try #require(NDJSONReader(Data(text.utf8), forInsert: true).next()), into: "c", ordered: false)
        #expect(unordered["n"] == .int32(2))
        #expect(unordered["ok"] == .double(1))
        let errors = try #require(unordered["writeErrors"]?.arrayValue)
        #expect(errors.count == 1)
        #expect(errors.first?.documentValue?["index"] == .int32(1))
        #expect(errors.first?.documentValue?["code"] == .int32(11000))
        let found = session.run(["find": "c", "$db": "shop"])["cursor"]?.documentValue?["firstBatch"]?.arrayValue
        #expect(found?.compactMap(\.documentValue).map(\.description) == [#"{"_id":1}"#, #"{"_id":2,"b":2}"#])

        let ordered = session.insert(try #require(NDJSONReader(Data(text.utf8), forInsert: true).next()), into: "d")
        #expect(ordered["n"] == .int32(1))
        #expect(ordered["writeErrors"]?.arrayValue?.count == 1)
        let refused = session.insert(NDJSONReader.Batch(), into: "")
        #expect(refused["ok"] == .double(0))
        #expect(refused["codeName"] == .string("InvalidNamespace"))
    }
}
