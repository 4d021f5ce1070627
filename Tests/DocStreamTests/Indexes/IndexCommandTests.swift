import DocStream
import DocStreamBSON
import Testing

/// createIndexes, listIndexes, dropIndexes and drop's nIndexesWas, with the reply shapes and
/// error codes of the MongoDB manual's pages for these commands (Database Commands > Administration
/// Commands > createIndexes / dropIndexes / listIndexes) and of IndexCatalogImpl's checks.
@Suite("Index commands")
struct IndexCommandTests {
    let db = IndexTestSession()

    @Test("createIndexes: {numIndexesBefore, numIndexesAfter, createdCollectionAutomatically, ok}; an existing identical index is a note")
    func createReplyShapes() throws {
        try db.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": 1}]}"#)
        #expect(
            try db.run(#"{"createIndexes": "c", "indexes": [{"key": {"a": 1}, "name": "a_1"}]}"#)
                == ["numIndexesBefore": .int32(1), "numIndexesAfter": .int32(2), "createdCollectionAutomatically": false, "ok": .double(1)])
        #expect(
            try db.run(#"{"createIndexes": "c", "indexes": [{"key": {"a": 1}, "name": "a_1"}]}"#)
                == ["numIndexesBefore": .int32(2), "numIndexesAfter": .int32(2), "note": "all indexes already exist", "ok": .double(1)])
        // The _id index exists whatever name a request gives it.
        #expect(try db.run(#"{"createIndexes": "c", "indexes": [{"key": {"_id": 1}, "name": "myid"}]}"#)["note"] == "all indexes already exist")
        #expect(
            try db.run(#"{"createIndexes": "fresh", "indexes": [{"key": {"b": -1, "c.d": 1}, "name": "b_c"}]}"#)
                == ["numIndexesBefore": .int32(1), "numIndexesAfter": .int32(2), "createdCollectionAutomatically": true, "ok": .double(1)])
        #expect(try db.run(#"{"listCollections": 1, "nameOnly": true}"#)[path: "cursor.firstBatch"]?.arrayValue?.count == 2)
    }

    @Test("listIndexes: a cursor of {v: 2, key, name, unique?, sparse?, partialFilterExpression?}, _id_ first; 26 for a missing collection")
    func listShape() throws {
        try db.ok(
            #"{"createIndexes": "c", "indexes": [{"key": {"a": 1}, "name": "a_1", "unique": 1}, {"key": {"b": -1}, "name": "b_-1", "sparse": true}, {"key": {"p": 1}, "name": "p_1", "partialFilterExpression": {"q": {"$gt": 5}}}]}"#
        )
        let reply = try db.run(#"{"listIndexes": "c"}"#)
        let expected: [BSONValue] = [
            ["v": .int32(2), "key": ["_id": .int32(1)], "name": "_id_"],
            ["v": .int32(2), "key": ["a": .int32(1)], "name": "a_1", "unique": true],
            ["v": .int32(2), "key": ["b": .int32(-1)], "name": "b_-1", "sparse": true],
            ["v": .int32(2), "key": ["p": .int32(1)], "name": "p_1", "partialFilterExpression": ["q": ["$gt": .int32(5)]]],
        ]
        #expect(reply[path: "cursor.firstBatch"] == .array(expected))
        #expect(reply[path: "cursor.ns"] == "test.c")
        #expect(reply[path: "cursor.id"] == .int64(0))
        let batched = try db.run(#"{"listIndexes": "c", "cursor": {"batchSize": 1}}"#)
        #expect(batched[path: "cursor.firstBatch"]?.arrayValue?.count == 1)
        let missing = try db.run(#"{"listIndexes": "nope"}"#)
        #expect(errorCode(missing) == 26)
        #expect(missing["codeName"] == "NamespaceNotFound")
    }

    @Test("a spec without a name gets the default name field_direction joined by _")
    func defaultNames() throws {
        try db.ok(#"{"createIndexes": "c", "indexes": [{"key": {"a": 1, "b.c": -1}}, {"key": {"d": 1.0}}]}"#)
        #expect(try db.indexNames("c") == ["_id_", "a_1_b.c_-1", "d_1"])
    }

    @Test("name conflicts: same name other key 86 IndexKeySpecsConflict; same key other name 85 IndexOptionsConflict; nothing changes")
    func nameConflicts() throws {
        try db.ok(#"{"createIndexes": "c", "indexes": [{"key": {"x": 1}, "name": "x_1"}]}"#)
        let sameKey = try db.run(#"{"createIndexes": "c", "indexes": [{"key": {"x": 1}, "name": "x_2"}]}"#)
        #expect(errorCode(sameKey) == 85)
        #expect(errorMessage(sameKey) == "Index already exists with a different name: x_1")
        let sameName = try db.run(#"{"createIndexes": "c", "indexes": [{"key": {"y": 1}, "name": "x_1"}]}"#)
        #expect(errorCode(sameName) == 86)
        #expect(sameName["codeName"] == "IndexKeySpecsConflict")
        let optionsDiffer = try db.run(#"{"createIndexes": "c", "indexes": [{"key": {"x": 1}, "name": "x_1", "hidden": true}]}"#)
        #expect(errorCode(optionsDiffer) == 85)
        // unique is part of an index's identity: the same key unique under the same name conflicts.
        #expect(errorCode(try db.run(#"{"createIndexes": "c", "indexes": [{"key": {"x": 1}, "name": "x_1", "unique": true}]}"#)) == 86)
        // A batch with one good and one conflicting spec builds neither.
        #expect(errorCode(try db.run(#"{"createIndexes": "c", "indexes": [{"key": {"z": 1}, "name": "z_1"}, {"key": {"x": 1}, "name": "x_9"}]}"#)) == 85)
        #expect(try db.indexNames("c") == ["_id_", "x_1"])
    }

    @Test(
        "bad specs: 67 CannotCreateIndex, 197 InvalidIndexSpecificationOption, 14 TypeMismatch, 2 BadValue; nothing is created",
        arguments: [
            (
                #"{"key": {"z": 0}, "name": "z_0"}"#, 67,
                #"Error in specification { key: { z: 0 }, name: "z_0" } :: caused by :: Values in the index key pattern cannot be 0."#
            ),
            (
                #"{"key": {"": 1}, "name": "ef"}"#, 67,
                #"Error in specification { key: { : 1 }, name: "ef" } :: caused by :: Index keys cannot be an empty field."#
            ),
            (
                #"{"key": {"$x": 1}, "name": "dx"}"#, 67,
                #"Error in specification { key: { $x: 1 }, name: "dx" } :: caused by :: Index key contains an illegal field name: field name starts with '$'."#
            ),
            (
                #"{"key": {"u": 1}, "bogus": true, "name": "u_1"}"#, 197,
                #"Error in specification { key: { u: 1 }, bogus: true, name: "u_1" } :: caused by :: The field 'bogus' is not valid for an index specification. Specification: { key: { u: 1 }, bogus: true, name: "u_1" }"#
            ),
            (#"{"key": {"n": 1}, "name": ""}"#, 67, nil),
            (#"{"key": {"s": 1}, "name": "*"}"#, 2, "The index name '*' is not valid."),
            (#"{"key": {}, "name": "e"}"#, 67, nil),
            (#"{"key": {"a": 1, "a": -1}, "name": "aa"}"#, 2, nil),
            (#"{"key": {"a": "text", "b": 1, "c": "text"}, "name": "t"}"#, 67, nil),
            (#"{"key": {"a": "nonsense"}, "name": "t"}"#, 67, nil),
            (#"{"key": {"a": true}, "name": "t"}"#, 67, nil),
            (#"{"key": 1, "name": "t"}"#, 14, nil),
            (#"{"key": {"a": 1}, "name": 5}"#, 14, nil),
            (#"{"key": {"a": 1}, "name": "u", "unique": "yes"}"#, 14, nil),
            (#"{"name": "nokey"}"#, 9, nil),
            (#"{"key": {"p": 1}, "sparse": true, "partialFilterExpression": {"a": 1}, "name": "p_1"}"#, 67, nil),
            (#"{"key": {"p": 1}, "partialFilterExpression": {"a": {"$exists": false}}, "name": "p_1"}"#, 67, nil),
            (#"{"key": {"p": 1}, "partialFilterExpression": {"a": {"$ne": 1}}, "name": "p_1"}"#, 67, nil),
            (#"{"key": {"p": 1}, "partialFilterExpression": {"$nor": [{"a": 1}]}, "name": "p_1"}"#, 67, nil),
            (#"{"key": {"p": 1}, "partialFilterExpression": {"a": {"$bad": 1}}, "name": "p_1"}"#, 2, nil),
            (#"{"key": {"_id": 1}, "name": "_id_", "sparse": true}"#, 67, nil),
            (#"{"key": {"_id": 1}, "name": "hidden_id", "hidden": true}"#, 67, nil),
            (#"{"key": {"a": 1}, "name": "_id_"}"#, 2, nil),
            (#"{"key": {"a": 1}, "name": "a", "v": 3}"#, 67, nil),
        ] as [(String, Int32, String?)])
    func badSpecs(spec: String, code: Int32, message: String?) throws {
        try db.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": 1}]}"#)
        let reply = try db.run(#"{"createIndexes": "c", "indexes": [\#(spec)]}"#)
        #expect(errorCode(reply) == code, "\(reply.extendedJSON(.relaxed))")
        if let message { #expect(errorMessage(reply) == message) }
        #expect(try db.indexNames("c") == ["_id_"])
        // A bad spec beside a good one on a missing collection creates neither index nor collection.
        #expect(errorCode(try db.run(#"{"createIndexes": "fresh", "indexes": [{"key": {"a": 1}, "name": "a_1"}, \#(spec)]}"#)) == code)
        #expect(errorCode(try db.run(#"{"listIndexes": "fresh"}"#)) == 26)
    }

    @Test("createIndexes without indexes, or with none, is refused")
    func emptyRequests() throws {
        #expect(errorCode(try db.run(#"{"createIndexes": "c"}"#)) == 40414)
        #expect(errorMessage(try db.run(#"{"createIndexes": "c", "indexes": []}"#)) == "Must specify at least one index to create")
        #expect(errorCode(try db.run(#"{"createIndexes": "c", "indexes": [1]}"#)) == 14)
    }

    @Test("a unique build over duplicate keys fails with 11000, creating nothing and changing no document")
    func uniqueBuildOverDuplicates() throws {
        try db.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": 1}, {"_id": 2, "a": 1.0}, {"_id": 3, "a": 2}]}"#)
        let before = try db.documents("c")
        let reply = try db.run(#"{"createIndexes": "c", "indexes": [{"key": {"b": 1}, "name": "b_1"}, {"key": {"a": 1}, "name": "a_1", "unique": true}]}"#)
        #expect(errorCode(reply) == 11000)
        #expect(errorMessage(reply)?.hasSuffix("E11000 duplicate key error collection: test.c index: a_1 dup key: { a: 1.0 }") == true)
        #expect(try db.indexNames("c") == ["_id_"])
        #expect(try db.documents("c") == before)
    }

    @Test("a build over documents with parallel arrays fails with 171 CannotIndexParallelArrays")
    func parallelArraysBuild() throws {
        try db.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": [1, 2], "b": [3, 4]}]}"#)
        let reply = try db.run(#"{"createIndexes": "c", "indexes": [{"key": {"a": 1, "b": 1}, "name": "a_b"}]}"#)
        #expect(errorCode(reply) == 171)
        #expect(errorMessage(reply)?.hasSuffix("cannot index parallel arrays [b] [a]") == true)
        #expect(try db.indexNames("c") == ["_id_"])
    }

    @Test("dropIndexes by name, key pattern, list and *, with nIndexesWas")
    func dropVariants() throws {
        try db.ok(
            #"{"createIndexes": "c", "indexes": [{"key": {"a": 1}, "name": "a_1"}, {"key": {"b": 1}, "name": "b_1"}, {"key": {"t": 1}, "name": "t_1"}, {"key": {"u": -1}, "name": "u_-1"}]}"#
        )
        #expect(try db.run(#"{"dropIndexes": "c", "index": "a_1"}"#) == ["nIndexesWas": .int32(5), "ok": .double(1)])
        #expect(try db.run(#"{"dropIndexes": "c", "index": {"u": -1}}"#) == ["nIndexesWas": .int32(4), "ok": .double(1)])
        #expect(try db.indexNames("c") == ["_id_", "b_1", "t_1"])
        #expect(try db.run(#"{"dropIndexes": "c", "index": ["b_1"]}"#)["nIndexesWas"] == .int32(3))
        #expect(
            try db.run(#"{"dropIndexes": "c", "index": "*"}"#) == ["nIndexesWas": .int32(2), "msg": "non-_id indexes dropped for collection", "ok": .double(1)])
        #expect(try db.indexNames("c") == ["_id_"])
    }

    @Test(
        "dropIndexes errors: _id_ 72, unknown 27, missing field 40414, missing collection 26; a refused list drops nothing",
        arguments: [
            (#"{"dropIndexes": "c", "index": {"_id": 1}}"#, 72, "cannot drop _id index"),
            (#"{"dropIndexes": "c", "index": "_id_"}"#, 72, "cannot drop _id index"),
            (#"{"dropIndexes": "c", "index": ["a_1", "_id_"]}"#, 72, "cannot drop _id index"),
            (#"{"dropIndexes": "c", "index": ["a_1", "nope"]}"#, 27, "index not found with name [nope]"),
            (#"{"dropIndexes": "c", "index": "nope"}"#, 27, "index not found with name [nope]"),
            (#"{"dropIndexes": "c", "index": {"zz": 1}}"#, 27, "can't find index with key: { zz: 1 }"),
            (#"{"dropIndexes": "c"}"#, 40414, "BSON field 'dropIndexes.index' is missing but a required field"),
            (#"{"dropIndexes": "nosuch", "index": "*"}"#, 26, "ns not found test.nosuch"),
            (#"{"dropIndexes": "c", "index": 5}"#, 14, nil),
        ] as [(String, Int32, String?)])
    func dropErrors(command: String, code: Int32, message: String?) throws {
        try db.ok(#"{"createIndexes": "c", "indexes": [{"key": {"a": 1}, "name": "a_1"}, {"key": {"b": 1}, "name": "b_1"}]}"#)
        let reply = try db.run(command)
        #expect(errorCode(reply) == code, "\(reply.extendedJSON(.relaxed))")
        if let message { #expect(errorMessage(reply) == message) }
        #expect(try db.indexNames("c") == ["_id_", "a_1", "b_1"])
    }

    @Test("drop reports the collection's real number of indexes")
    func dropCountsIndexes() throws {
        try db.ok(#"{"createIndexes": "c", "indexes": [{"key": {"a": 1}, "name": "a_1"}, {"key": {"b": 1}, "name": "b_1"}]}"#)
        #expect(try db.run(#"{"drop": "c"}"#) == ["nIndexesWas": .int32(3), "ns": "test.c", "ok": .double(1)])
        // listCollections still shows the _id index spec.
        try db.ok(#"{"create": "d"}"#)
        let entry = try db.run(#"{"listCollections": 1}"#)[path: "cursor.firstBatch"]?.arrayValue?.first?.documentValue
        #expect(entry?["idIndex"] == ["v": .int32(2), "key": ["_id": .int32(1)], "name": "_id_"])
    }
}
