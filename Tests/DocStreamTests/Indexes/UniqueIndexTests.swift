import DocStream
import DocStreamBSON
import Testing

/// Unique, multikey, compound, sparse and partial indexes as the MongoDB manual describes them
/// (Indexes > Unique Indexes, Multikey Indexes, Sparse Indexes, Partial Indexes): every write
/// path refuses a duplicate key with 11000, naming the index and the key, and the refused write
/// leaves the store exactly as it was.
@Suite("Unique and multikey indexes")
struct UniqueIndexTests {
    let db = IndexTestSession()

    /// drinks with a unique index on name: {_id: 1, name: "Mocha"}, {_id: 2, name: "Latte"}.
    private func drinks() throws {
        try db.ok(#"{"insert": "drinks", "documents": [{"_id": 1, "name": "Mocha", "size": 1}, {"_id": 2, "name": "Latte", "size": 2}]}"#)
        try db.ok(#"{"createIndexes": "drinks", "indexes": [{"key": {"name": 1}, "name": "name_1", "unique": true}]}"#)
    }

    static let duplicateMocha = #"E11000 duplicate key error collection: test.drinks index: name_1 dup key: { name: "Mocha" }"#

    @Test(
        "each write path refuses a duplicate with 11000 and leaves the collection as it was",
        arguments: [
            #"{"insert": "drinks", "documents": [{"_id": 3, "name": "Mocha"}]}"#,
            #"{"insert": "drinks", "documents": [{"_id": 3, "name": "Mocha"}], "ordered": false}"#,
            #"{"update": "drinks", "updates": [{"q": {"_id": 2}, "u": {"$set": {"name": "Mocha"}}}]}"#,
            #"{"update": "drinks", "updates": [{"q": {"_id": 2}, "u": {"name": "Mocha", "size": 9}}]}"#,
            #"{"update": "drinks", "updates": [{"q": {"_id": 7}, "u": {"$set": {"name": "Mocha"}}, "upsert": true}]}"#,
            #"{"update": "drinks", "updates": [{"q": {"name": "Mocha"}, "u": {"$set": {"size": 5}}, "upsert": true}, {"q": {}, "u": {"$set": {"name": "Mocha"}}, "multi": true}]}"#,
            #"{"findAndModify": "drinks", "query": {"_id": 2}, "update": {"$set": {"name": "Mocha"}}}"#,
            #"{"findAndModify": "drinks", "query": {"_id": 8}, "update": {"$set": {"name": "Mocha"}}, "upsert": true, "new": true}"#,
            #"{"findAndModify": "drinks", "query": {"_id": 2}, "update": {"name": "Mocha"}}"#,
            #"{"aggregate": "other", "pipeline": [{"$merge": {"into": "drinks", "whenMatched": "merge"}}], "cursor": {}}"#,
            #"{"aggregate": "other", "pipeline": [{"$out": "drinks"}], "cursor": {}}"#,
        ])
    func everyWritePathRefusesDuplicates(command: String) throws {
        try drinks()
        try db.ok(#"{"insert": "other", "documents": [{"_id": 5, "name": "Cortado"}, {"_id": 6, "name": "Cortado"}]}"#)
        // The first statement of the two-statement update is a no-op on the store (it matches
        // and sets size 5 on Mocha): apply it before taking the picture.
        if command.contains(#""size": 5"#) {
            try db.ok(#"{"update": "drinks", "updates": [{"q": {"name": "Mocha"}, "u": {"$set": {"size": 5}}}]}"#)
        }
        let before = try db.documents("drinks")
        let mergeOrOut = command.contains("$merge") || command.contains("$out")
        let reply = try db.run(command)
        #expect(errorCode(reply) == 11000, "\(reply.extendedJSON(.relaxed))")
        if !mergeOrOut { #expect(errorMessage(reply) == Self.duplicateMocha) }
        #expect(try db.documents("drinks") == before)
        #expect(try db.indexNames("drinks") == ["_id_", "name_1"])
    }

    /// The server's duplicate-key reply (MongoDB 4.4+, DuplicateKeyErrorInfo): the write error
    /// (and a findAndModify's error reply) carries keyPattern and keyValue beside code and errmsg;
    /// a compound key names each field, a missing one as null.
    @Test("11000 replies carry keyPattern and keyValue, for _id and for a compound unique index")
    func duplicateKeyDetails() throws {
        try db.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": 5}]}"#)
        try db.ok(#"{"createIndexes": "c", "indexes": [{"key": {"a": 1, "b.c": -1}, "name": "a_1_b.c_-1", "unique": true}]}"#)
        let before = try db.documents("c")

        let idReply = try db.run(#"{"insert": "c", "documents": [{"_id": 1, "a": 6}]}"#)
        let idError = try #require(idReply["writeErrors"]?.arrayValue?.first?.documentValue)
        #expect(idError.keys == ["index", "code", "keyPattern", "keyValue", "errmsg"])
        #expect(idError["keyPattern"] == .document(["_id": .int32(1)]))
        #expect(idError["keyValue"] == .document(["_id": .int32(1)]))

        let compoundReply = try db.run(#"{"findAndModify": "c", "query": {"_id": 2}, "update": {"$set": {"a": 5}}, "upsert": true}"#)
        #expect(compoundReply["code"] == .int32(11000))
        #expect(compoundReply["keyPattern"] == .document(["a": .int32(1), "b.c": .int32(-1)]))
        #expect(compoundReply["keyValue"] == .document(["a": .int32(5), "b.c": .null]))
        #expect(try db.documents("c") == before)
    }

    @Test("after a refused duplicate the index still serves and still refuses")
    func indexIntactAfterRefusal() throws {
        try drinks()
        _ = try db.run(#"{"update": "drinks", "updates": [{"q": {"_id": 2}, "u": {"$set": {"name": "Mocha"}}}]}"#)
        #expect(try db.ids(#"{"find": "drinks", "filter": {"name": "Latte"}}"#) == [.int32(2)])
        #expect(try db.ids(#"{"find": "drinks", "filter": {"name": "Mocha"}}"#) == [.int32(1)])
        // A document may keep its own key: updating Mocha's other fields is fine.
        try db.ok(#"{"update": "drinks", "updates": [{"q": {"_id": 1}, "u": {"$set": {"size": 3}}}]}"#)
        // Renaming frees the key for another document.
        try db.ok(#"{"update": "drinks", "updates": [{"q": {"_id": 1}, "u": {"$set": {"name": "Mocha Grande"}}}]}"#)
        try db.ok(#"{"insert": "drinks", "documents": [{"_id": 3, "name": "Mocha"}]}"#)
        #expect(try db.ids(#"{"find": "drinks", "filter": {"name": "Mocha"}}"#) == [.int32(3)])
    }

    @Test("an insert a unique index refuses leaves its _id free, and a duplicate _id leaves the first document")
    func refusedInsertLeavesIDFree() throws {
        try drinks()
        #expect(errorCode(try db.run(#"{"insert": "drinks", "documents": [{"_id": 3, "name": "Mocha"}]}"#)) == 11000)
        try db.ok(#"{"insert": "drinks", "documents": [{"_id": 3, "name": "Cortado"}]}"#)
        #expect(errorCode(try db.run(#"{"insert": "drinks", "documents": [{"_id": 3, "name": "Flat White"}]}"#)) == 11000)
        #expect(try db.ids(#"{"find": "drinks", "filter": {"_id": 3}}"#) == [.int32(3)])
        #expect(try db.ids(#"{"find": "drinks", "filter": {"name": "Cortado"}}"#) == [.int32(3)])
        #expect(try db.ids(#"{"find": "drinks", "filter": {"name": "Flat White"}}"#) == [])
        #expect(try db.ids(#"{"find": "drinks", "filter": {}}"#) == [.int32(1), .int32(2), .int32(3)])
    }

    @Test("an ordered batch keeps the documents before the duplicate; unordered keeps all others")
    func batchesAroundDuplicates() throws {
        try drinks()
        let ordered = try db.run(
            #"{"insert": "drinks", "documents": [{"_id": 3, "name": "Flat White"}, {"_id": 4, "name": "Latte"}, {"_id": 5, "name": "Cortado"}]}"#)
        #expect(ordered["n"] == .int32(1))
        let unordered = try db.run(#"{"insert": "drinks", "documents": [{"_id": 6, "name": "Latte"}, {"_id": 7, "name": "Cortado"}], "ordered": false}"#)
        #expect(unordered["n"] == .int32(1))
        #expect(try db.documents("drinks").map { $0["_id"]! } == [.int32(1), .int32(2), .int32(3), .int32(7)])
    }

    // Unique Indexes > "Missing Document Field in a Unique Single-Field Index": a missing
    // field indexes as null, so only one document may lack it.
    @Test("a unique index stores null for a missing field, so a second document without it is a duplicate")
    func missingFieldIsNull() throws {
        try db.ok(#"{"createIndexes": "c", "indexes": [{"key": {"x": 1}, "name": "x_1", "unique": true}]}"#)
        try db.ok(#"{"insert": "c", "documents": [{"_id": 1}]}"#)
        let reply = try db.run(#"{"insert": "c", "documents": [{"_id": 2, "x": null}]}"#)
        #expect(errorMessage(reply) == "E11000 duplicate key error collection: test.c index: x_1 dup key: { x: null }")
    }

    // Unique Indexes > "Unique Constraint Across Separate Documents": a document's array may
    // repeat a value, but two documents may not share one; numbers equal across types are one key.
    @Test("unique multikey: repeats within one document are fine, across documents refused; 1 and 1.0 are one key")
    func uniqueMultikey() throws {
        try db.ok(#"{"createIndexes": "c", "indexes": [{"key": {"a.loc": 1, "a.qty": 1}, "name": "loc_qty", "unique": true}]}"#)
        try db.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": [{"loc": "A", "qty": 5}, {"qty": 10}]}]}"#)
        try db.ok(#"{"insert": "c", "documents": [{"_id": 2, "a": {"loc": "A"}, "b": 3}]}"#)
        let duplicate = try db.run(#"{"insert": "c", "documents": [{"_id": 3, "a": [{"loc": "A", "qty": 5.0}]}]}"#)
        #expect(errorMessage(duplicate) == #"E11000 duplicate key error collection: test.c index: loc_qty dup key: { a.loc: "A", a.qty: 5.0 }"#)
        try db.ok(#"{"insert": "c", "documents": [{"_id": 4, "a": [{"loc": "B", "qty": 1}, {"loc": "B", "qty": 1}]}]}"#)
        #expect(errorCode(try db.run(#"{"insert": "c", "documents": [{"_id": 5, "a": {"loc": "A", "qty": null}}]}"#)) == 11000)
    }

    // Multikey Indexes > "Compound Multikey Indexes": at most one indexed field may be an array.
    @Test("a compound index refuses a document with arrays in two of its fields (171), which changes nothing")
    func parallelArraysOnWrite() throws {
        try db.ok(#"{"createIndexes": "c", "indexes": [{"key": {"a": 1, "b": 1}, "name": "a_1_b_1"}]}"#)
        try db.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": [1, 2], "b": 1}, {"_id": 2, "a": 1, "b": [1, 2]}]}"#)
        let insert = try db.run(#"{"insert": "c", "documents": [{"_id": 3, "a": [1, 2], "b": [1, 2]}]}"#)
        #expect(errorCode(insert) == 171)
        #expect(errorMessage(insert) == "cannot index parallel arrays [b] [a]")
        let before = try db.documents("c")
        let update = try db.run(#"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"b": [3, 4]}}}]}"#)
        #expect(errorCode(update) == 171)
        #expect(try db.documents("c") == before)
        // Arrays reached through the same array pair up element by element: not parallel.
        try db.ok(#"{"createIndexes": "d", "indexes": [{"key": {"x.y": 1, "x.z": 1}, "name": "x"}]}"#)
        try db.ok(#"{"insert": "d", "documents": [{"_id": 1, "x": [{"y": 1, "z": 2}, {"y": 3, "z": 4}]}]}"#)
    }

    // Sparse Indexes > "Sparse and Unique Properties": documents without the field are not in
    // the index, so any number of them may exist; documents with it must differ.
    @Test("sparse unique: many documents may lack the field, present values stay unique (null included)")
    func sparseUnique() throws {
        try db.ok(#"{"createIndexes": "scores", "indexes": [{"key": {"score": 1}, "name": "score_1", "sparse": true, "unique": true}]}"#)
        try db.ok(
            #"{"insert": "scores", "documents": [{"_id": 1, "userid": "newbie"}, {"_id": 2, "userid": "abby", "score": 82}, {"_id": 3, "userid": "nina", "score": 90}]}"#
        )
        try db.ok(#"{"insert": "scores", "documents": [{"_id": 4, "userid": "AAAAAAA"}, {"_id": 5, "userid": "BBBBBBB", "score": 43}]}"#)
        #expect(errorCode(try db.run(#"{"insert": "scores", "documents": [{"_id": 6, "userid": "CCCCCCC", "score": 82}]}"#)) == 11000)
        try db.ok(#"{"insert": "scores", "documents": [{"_id": 7, "score": null}]}"#)
        #expect(errorCode(try db.run(#"{"insert": "scores", "documents": [{"_id": 8, "score": null}]}"#)) == 11000)
    }

    // Partial Indexes > "Partial Index with Unique Constraint": uniqueness holds only among the
    // documents the filter selects.
    @Test("partial unique: duplicates outside the filter are allowed, inside refused; moving into the filter is checked")
    func partialUnique() throws {
        try db.ok(
            #"{"createIndexes": "users", "indexes": [{"key": {"username": 1}, "name": "username_1", "unique": true, "partialFilterExpression": {"age": {"$gte": 21}}}]}"#
        )
        try db.ok(
            #"{"insert": "users", "documents": [{"_id": 1, "username": "david", "age": 29}, {"_id": 2, "username": "amanda", "age": 35}, {"_id": 3, "username": "rajiv", "age": 57}]}"#
        )
        #expect(errorCode(try db.run(#"{"insert": "users", "documents": [{"_id": 4, "username": "david", "age": 27}]}"#)) == 11000)
        try db.ok(
            #"{"insert": "users", "documents": [{"_id": 5, "username": "david", "age": 20}, {"_id": 6, "username": "amanda"}, {"_id": 7, "username": null, "age": 16}, {"_id": 8, "username": "rajiv", "age": null}]}"#
        )
        let before = try db.documents("users")
        #expect(errorCode(try db.run(#"{"update": "users", "updates": [{"q": {"_id": 5}, "u": {"$set": {"age": 22}}}]}"#)) == 11000)
        #expect(try db.documents("users") == before)
    }

    @Test("a hidden unique index still refuses duplicates")
    func hiddenUnique() throws {
        try db.ok(#"{"createIndexes": "c", "indexes": [{"key": {"k": 1}, "name": "k_1", "unique": true, "hidden": true}]}"#)
        try db.ok(#"{"insert": "c", "documents": [{"_id": 1, "k": 1}]}"#)
        #expect(errorCode(try db.run(#"{"insert": "c", "documents": [{"_id": 2, "k": 1}]}"#)) == 11000)
        #expect(try db.run(#"{"listIndexes": "c"}"#)[path: "cursor.firstBatch"]?.arrayValue?.last?.documentValue?["hidden"] == true)
    }

    @Test("deletes free keys; a refused $merge batch keeps none of its writes")
    func deletesAndMerge() throws {
        try drinks()
        try db.ok(#"{"delete": "drinks", "deletes": [{"q": {"name": "Mocha"}, "limit": 1}]}"#)
        try db.ok(#"{"insert": "drinks", "documents": [{"_id": 9, "name": "Mocha"}]}"#)
        try db.ok(#"{"insert": "incoming", "documents": [{"_id": 20, "name": "Ristretto"}, {"_id": 21, "name": "Latte"}]}"#)
        let before = try db.documents("drinks")
        let reply = try db.run(#"{"aggregate": "incoming", "pipeline": [{"$merge": "drinks"}], "cursor": {}}"#)
        #expect(errorCode(reply) == 11000)
        #expect(try db.documents("drinks") == before)
    }
}
