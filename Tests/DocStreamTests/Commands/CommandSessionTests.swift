import DocStream
import DocStreamBSON
import Testing

/// Reply shapes from the MongoDB manual's database command pages (insert, find, getMore,
/// killCursors, update, delete, count, distinct, findAndModify, create, drop, listCollections).
@Suite("Database commands")
struct CommandSessionTests {
    let session = CommandSession(store: Store())

    func run(_ json: String) throws -> Document {
        session.run(try Document(extendedJSON: json))
    }

    @Test("insert: {n, ok}; duplicate _id -> writeErrors [{index, code 11000}] and nothing else written (ordered)")
    func insert() throws {
        #expect(try run(#"{"insert": "c", "documents": [{"_id": 1}, {"_id": 2}]}"#) == ["n": .int32(2), "ok": .double(1)])
        let reply = try run(#"{"insert": "c", "documents": [{"_id": 3}, {"_id": 1}, {"_id": 4}]}"#)
        #expect(reply["n"] == .int32(1))
        // The manual's reply shape: n, writeErrors, then ok.
        #expect(reply.keys == ["n", "writeErrors", "ok"] && reply["ok"] == .double(1))
        let errors = try #require(reply["writeErrors"]?.arrayValue)
        #expect(errors.count == 1)
        #expect(errors[0].documentValue?["index"] == .int32(1))
        #expect(errors[0].documentValue?["code"] == .int32(11000))
        let ids = try run(#"{"find": "c"}"#)[path: "cursor.firstBatch"]
        #expect(ids == .array([["_id": .int32(1)], ["_id": .int32(2)], ["_id": .int32(3)]]))
    }

    @Test("unordered insert goes on after a failure and reports each")
    func unorderedInsert() throws {
        let reply = try run(#"{"insert": "c", "documents": [{"_id": 1}, {"_id": 1}, {"_id": 2}, {"_id": 2}], "ordered": false}"#)
        #expect(reply["n"] == .int32(2))
        #expect(reply["writeErrors"]?.arrayValue?.compactMap { $0.documentValue?["index"] } == [.int32(1), .int32(3)])
    }

    // cursor.sort(), "Return in Natural Order": {$natural: 1} is storage order (insertion
    // order here), -1 its reverse; $natural beside other keys is refused.
    @Test("find sorted by {$natural: -1} returns the newest documents first")
    func naturalOrder() throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 3, "k": 1}, {"_id": 1, "k": 2}, {"_id": 2, "k": 1}]}"#)
        let reversed = try run(#"{"find": "c", "filter": {"k": 1}, "sort": {"$natural": -1}}"#)
        #expect(reversed[path: "cursor.firstBatch"] == .array([["_id": .int32(2), "k": .int32(1)], ["_id": .int32(3), "k": .int32(1)]]))
        let forward = try run(#"{"find": "c", "sort": {"$natural": 1}, "limit": 2}"#)
        #expect(forward[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["_id"] } == [.int32(3), .int32(1)])
        let mixed = try run(#"{"find": "c", "sort": {"$natural": 1, "k": 1}}"#)
        #expect(mixed["code"] == .int32(238))
    }

    @Test("find with batchSize, then getMore until the cursor id is 0; killCursors")
    func cursors() throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1}, {"_id": 2}, {"_id": 3}, {"_id": 4}, {"_id": 5}]}"#)
        let first = try run(#"{"find": "c", "filter": {}, "batchSize": 2}"#)
        #expect(first[path: "cursor.ns"] == .string("test.c"))
        #expect(first[path: "cursor.firstBatch"]?.arrayValue?.count == 2)
        guard case .int64(let id) = first[path: "cursor.id"], id != 0 else {
            Issue.record("expected an open cursor: \(first)")
            return
        }
        let second = try run(#"{"getMore": {"$numberLong": "\#(id)"}, "collection": "c", "batchSize": 2}"#)
        #expect(second[path: "cursor.nextBatch"] == .array([["_id": .int32(3)], ["_id": .int32(4)]]))
        #expect(second[path: "cursor.id"] == .int64(id))
        let third = try run(#"{"getMore": {"$numberLong": "\#(id)"}, "collection": "c"}"#)
        #expect(third[path: "cursor.nextBatch"] == .array([["_id": .int32(5)]]))
        #expect(third[path: "cursor.id"] == .int64(0))
        let gone = try run(#"{"getMore": {"$numberLong": "\#(id)"}, "collection": "c"}"#)
        #expect(gone["code"] == .int32(43))

        let again = try run(#"{"find": "c", "batchSize": 1}"#)
        let openID = try #require(again[path: "cursor.id"])
        let killed = session.run(["killCursors": "c", "cursors": .array([openID, .int64(12345)])])
        #expect(killed["cursorsKilled"] == .array([openID]))
        #expect(killed["cursorsNotFound"] == .array([.int64(12345)]))
    }

    @Test("update: n, nModified and upserted [{index, _id}]")
    func update() throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1, "x": 1}, {"_id": 2, "x": 1}]}"#)
        let reply = try run(
            #"""
            {"update": "c", "updates": [
                {"q": {"x": 1}, "u": {"$set": {"y": 2}}, "multi": true},
                {"q": {"_id": 9}, "u": {"$set": {"y": 3}}, "upsert": true}
            ]}
            """#)
        #expect(reply["n"] == .int32(3))
        #expect(reply["nModified"] == .int32(2))
        #expect(reply["upserted"] == .array([["index": .int32(1), "_id": .int32(9)]]))
        #expect(try run(#"{"count": "c", "query": {"y": {"$exists": true}}}"#)["n"] == .int32(3))
    }

    @Test("update errors are writeErrors; ordered stops, the document stays as it was")
    func updateErrors() throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1, "name": "x"}]}"#)
        let reply = try run(
            #"""
            {"update": "c", "updates": [
                {"q": {"_id": 1}, "u": {"$inc": {"name": 1}}},
                {"q": {"_id": 1}, "u": {"$set": {"done": true}}}
            ]}
            """#)
        #expect(reply["n"] == .int32(0))
        #expect(reply["writeErrors"]?.arrayValue?.first?.documentValue?["code"] == .int32(14))
        #expect(try run(#"{"find": "c"}"#)[path: "cursor.firstBatch"] == .array([["_id": .int32(1), "name": "x"]]))
    }

    @Test("delete with limit 1 and 0; count; distinct")
    func deleteCountDistinct() throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1, "t": ["a", "b"]}, {"_id": 2, "t": "a"}, {"_id": 3, "t": "c"}, {"_id": 4}]}"#)
        #expect(try run(#"{"distinct": "c", "key": "t"}"#)["values"] == .array(["a", "b", "c"]))
        #expect(try run(#"{"delete": "c", "deletes": [{"q": {"t": "a"}, "limit": 1}]}"#)["n"] == .int32(1))
        #expect(try run(#"{"count": "c"}"#)["n"] == .int32(3))
        #expect(try run(#"{"delete": "c", "deletes": [{"q": {}, "limit": 0}]}"#)["n"] == .int32(3))
        #expect(try run(#"{"count": "c"}"#)["n"] == .int32(0))
    }

    @Test("findAndModify: value before/after, lastErrorObject, upsert, remove")
    func findAndModify() throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1, "n": 1}, {"_id": 2, "n": 5}]}"#)
        let before = try run(#"{"findAndModify": "c", "query": {}, "sort": {"n": -1}, "update": {"$inc": {"n": 1}}}"#)
        #expect(before["value"] == .document(["_id": .int32(2), "n": .int32(5)]))
        #expect(before["lastErrorObject"] == .document(["n": .int32(1), "updatedExisting": true]))
        let after = try run(#"{"findAndModify": "c", "query": {"_id": 1}, "update": {"$inc": {"n": 1}}, "new": true, "fields": {"_id": 0}}"#)
        #expect(after["value"] == .document(["n": .int32(2)]))
        let upserted = try run(#"{"findAndModify": "c", "query": {"_id": 3}, "update": {"$set": {"n": 0}}, "upsert": true, "new": true}"#)
        #expect(upserted["lastErrorObject"] == .document(["n": .int32(1), "updatedExisting": false, "upserted": .int32(3)]))
        let removed = try run(#"{"findAndModify": "c", "query": {"_id": 3}, "remove": true}"#)
        #expect(removed["value"] == .document(["_id": .int32(3), "n": .int32(0)]))
        #expect(try run(#"{"findAndModify": "c", "query": {}, "remove": true, "update": {"$set": {"a": 1}}}"#)["ok"] == .double(0))
    }

    @Test("create, listCollections, drop; errors for existing and unknown")
    func catalog() throws {
        #expect(try run(#"{"create": "a"}"#) == ["ok": .double(1)])
        // Again with the same options: nothing to do (SERVER-60064); with others: 48.
        #expect(try run(#"{"create": "a"}"#) == ["ok": .double(1)])
        #expect(try run(#"{"create": "a", "validator": {"x": 1}}"#)["code"] == .int32(48))
        _ = try run(#"{"insert": "b", "documents": [{}]}"#)
        let names = try run(#"{"listCollections": 1, "nameOnly": true}"#)[path: "cursor.firstBatch"]
        #expect(names == .array([["name": "a", "type": "collection"], ["name": "b", "type": "collection"]]))
        #expect(try run(#"{"drop": "a"}"#)["ns"] == .string("test.a"))
        #expect(try run(#"{"listCollections": 1, "filter": {"name": "a"}}"#)[path: "cursor.firstBatch"] == .array([]))
        #expect(
            try run(#"{"frobnicate": 1}"#) == ["ok": .double(0), "errmsg": "no such command: 'frobnicate'", "code": .int32(59), "codeName": "CommandNotFound"])
    }

    @Test("$db selects the database; wrong types and unknown fields are refused")
    func databaseAndArguments() throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1}], "$db": "other"}"#)
        #expect(try run(#"{"count": "c"}"#)["n"] == .int32(0))
        #expect(try run(#"{"count": "c", "$db": "other"}"#)["n"] == .int32(1))
        #expect(try run(#"{"find": "c", "filter": 5}"#)["code"] == .int32(14))
        #expect(try run(#"{"find": "c", "filtre": {}}"#)["code"] == .int32(40415))
        // The message names the command and the field; generic fields (comment, lsid...) pass;
        // in a statement of `updates` every field is checked, the first one too.
        #expect(try run(#"{"insert": "c", "documents": [{"_id": 9}], "ordred": false}"#)["errmsg"] == "BSON field 'insert.ordred' is an unknown field.")
        #expect(try run(#"{"insert": "c", "documents": [{"_id": 9}], "comment": "load", "lsid": {"id": 1}}"#)["n"] == .int32(1))
        #expect(try run(#"{"update": "c", "updates": [{"qq": {}, "u": {"$set": {"x": 1}}}]}"#)["code"] == .int32(40415))
        // Only the accepted insert wrote: the refused insert and update left nothing.
        #expect(try run(#"{"find": "c"}"#)[path: "cursor.firstBatch"] == .array([["_id": .int32(9)]]))
        #expect(try run(#"{"find": "c", "filter": {"$bogus": 1}}"#)["code"] == .int32(2))
    }
}

@Suite("Implicit collection creation")
struct ImplicitCreationTests {
    @Test("writes that match nothing create no collection; an insert or upsert does")
    func implicitCreation() throws {
        let session = CommandSession(store: Store())
        _ = session.run(["update": "a", "updates": [["q": [:], "u": ["$set": ["x": 1]]]]])
        _ = session.run(["delete": "b", "deletes": [["q": [:], "limit": 0]]])
        let names = { session.run(["listCollections": 1, "nameOnly": true])[path: "cursor.firstBatch"] }
        #expect(names() == .array([]))
        _ = session.run(["update": "a", "updates": [["q": ["_id": 1], "u": ["$set": ["x": 1]], "upsert": true]]])
        #expect(names() == .array([["name": "a", "type": "collection"]]))
    }
}

/// The aggregate command's reply shape (MongoDB manual, "aggregate" command: a cursor with
/// firstBatch) and its required `cursor` option.
@Suite("aggregate command")
struct AggregateCommandTests {
    @Test("aggregate returns a cursor; getMore continues it; a missing cursor option is an error")
    func aggregate() throws {
        let session = CommandSession(store: Store())
        _ = session.run(try Document(extendedJSON: #"{"insert": "c", "documents": [{"_id": 1, "s": 42}, {"_id": 2, "s": 42}, {"_id": 3, "s": 47}]}"#))
        let reply = session.run(
            try Document(
                extendedJSON: #"""
                    {"aggregate": "c", "pipeline": [{"$group": {"_id": "$s", "n": {"$sum": 1}}}, {"$sort": {"_id": 1}}], "cursor": {"batchSize": 1}}
                    """#))
        #expect(reply[path: "cursor.firstBatch"] == .array([["_id": .int32(42), "n": .int32(2)]]))
        let id = try #require(reply[path: "cursor.id"])
        let more = session.run(["getMore": id, "collection": "c"])
        #expect(more[path: "cursor.nextBatch"] == .array([["_id": .int32(47), "n": .int32(1)]]))
        #expect(session.run(try Document(extendedJSON: #"{"aggregate": "c", "pipeline": []}"#))["code"] == .int32(9))
        let badStage = session.run(try Document(extendedJSON: #"{"aggregate": "c", "pipeline": [{"$bogus": {}}], "cursor": {}}"#))
        #expect(badStage["code"] == .int32(40324))
    }

    @Test("error replies carry the code and codeName of the error's ErrorCode, named or Location")
    func errorReplyCodes() {
        let named = CommandSession.errorReply(DocStreamError(.commandNotFound, "no such command: 'x'"))
        #expect(named == ["ok": .double(0), "errmsg": "no such command: 'x'", "code": .int32(59), "codeName": "CommandNotFound"])
        let located = CommandSession.errorReply(
            DocStreamError(.location(40323), "A pipeline stage specification object must contain exactly one field.", location: "stage 1"))
        #expect(located["code"] == .int32(40323))
        #expect(located["codeName"] == "Location40323")
        #expect(located["errmsg"] == "A pipeline stage specification object must contain exactly one field. (at stage 1)")
        let unknown = CommandSession(store: Store()).run(["bogusCommand": 1])
        #expect(unknown["code"] == .int32(59))
        #expect(unknown["codeName"] == "CommandNotFound")
    }
}
