import DocStream
import DocStreamBSON
import Testing

/// Each documented write error through the commands, with the collection shown unchanged.
/// Codes from the MongoDB manual's update operator pages and the server's error codes list.
@Suite("Command error paths leave the store unchanged")
struct CommandErrorPathTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let command: String
        let code: Int32
    }

    static let original = #"[{"_id": 1, "name": "Mocha", "qty": 5, "tags": ["a"]}]"#

    static let cases: [Case] = [
        Case(
            testDescription: "$set and $inc on one path: 40 ConflictingUpdateOperators",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"qty": 1}, "$inc": {"qty": 1}}}]}"#, code: 40),
        Case(
            testDescription: "changing _id: 66 ImmutableField",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"_id": 2}}}]}"#, code: 66),
        Case(
            testDescription: "$inc on a string: 14 TypeMismatch",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$inc": {"name": 1}}}]}"#, code: 14),
        Case(
            testDescription: "operators mixed with plain fields: 9 FailedToParse",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"a": 1}, "b": 2}}]}"#, code: 9),
        Case(
            testDescription: "$push to a non-array: 2 BadValue",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$push": {"name": "x"}}}]}"#, code: 2),
        Case(
            testDescription: "a path through a scalar: 28 PathNotViable",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"qty.x": 1}}}]}"#, code: 28),
        Case(
            testDescription: "multi with a replacement: 9 FailedToParse",
            command: #"{"update": "c", "updates": [{"q": {}, "u": {"name": "x"}, "multi": true}]}"#, code: 9),
        Case(
            testDescription: "duplicate _id on insert: 11000 DuplicateKey",
            command: #"{"insert": "c", "documents": [{"_id": 1}]}"#, code: 11000),
        Case(
            testDescription: "an array _id: 53 InvalidIdField",
            command: #"{"insert": "c", "documents": [{"_id": [1]}]}"#, code: 53),
        Case(
            testDescription: "findAndModify with a conflicting update: 40",
            command: #"{"findAndModify": "c", "query": {"_id": 1}, "update": {"$set": {"tags": 1}, "$push": {"tags": 2}}}"#, code: 40),
        Case(
            testDescription: "delete with limit 2: 9 FailedToParse",
            command: #"{"delete": "c", "deletes": [{"q": {}, "limit": 2}]}"#, code: 9),
        Case(
            testDescription: "an unknown query operator in delete: 2 BadValue",
            command: #"{"delete": "c", "deletes": [{"q": {"qty": {"$bogus": 1}}, "limit": 0}]}"#, code: 2),
        // jstests/core/expr.js: an expression error under $expr fails the whole operation.
        Case(
            testDescription: "$expr dividing by zero in find: 16608",
            command: #"{"find": "c", "filter": {"$expr": {"$divide": [1, {"$subtract": ["$qty", 5]}]}}}"#, code: 16608),
        Case(
            testDescription: "$expr dividing by zero in count: 16608",
            command: #"{"count": "c", "query": {"$expr": {"$divide": [1, {"$subtract": ["$qty", 5]}]}}}"#, code: 16608),
        Case(
            testDescription: "$expr dividing by zero in distinct: 16608",
            command: #"{"distinct": "c", "key": "name", "query": {"$expr": {"$divide": [1, {"$subtract": ["$qty", 5]}]}}}"#, code: 16608),
        Case(
            testDescription: "$expr dividing by zero in $match: 16608",
            command: #"{"aggregate": "c", "pipeline": [{"$match": {"$expr": {"$divide": [1, {"$subtract": ["$qty", 5]}]}}}], "cursor": {}}"#, code: 16608),
        Case(
            testDescription: "$expr dividing by zero in update: 16608",
            command: #"{"update": "c", "updates": [{"q": {"$expr": {"$divide": [1, {"$subtract": ["$qty", 5]}]}}, "u": {"$set": {"qty": 0}}}]}"#, code: 16608),
        Case(
            testDescription: "$expr dividing by zero in a multi-update under $or: 16608",
            command:
                #"{"update": "c", "updates": [{"q": {"$or": [{"qty": 0}, {"$expr": {"$divide": [1, {"$subtract": ["$qty", 5]}]}}]}, "u": {"$set": {"qty": 0}}, "multi": true}]}"#,
            code: 16608),
        Case(
            testDescription: "$expr dividing by zero in delete: 16608",
            command: #"{"delete": "c", "deletes": [{"q": {"$expr": {"$divide": [1, {"$subtract": ["$qty", 5]}]}}, "limit": 0}]}"#, code: 16608),
        Case(
            testDescription: "$expr dividing by zero in findAndModify: 16608",
            command: #"{"findAndModify": "c", "query": {"$expr": {"$divide": [1, {"$subtract": ["$qty", 5]}]}}, "remove": true}"#, code: 16608),
        // The find and count commands' IDL validators (jstests cqf_find_limit_skip.js: 51024).
        Case(testDescription: "find with a negative limit: 51024", command: #"{"find": "c", "limit": -1}"#, code: 51024),
        Case(testDescription: "find with a negative skip: 51024", command: #"{"find": "c", "skip": -1}"#, code: 51024),
        Case(testDescription: "find with a negative batchSize: 51024", command: #"{"find": "c", "batchSize": -1}"#, code: 51024),
        Case(testDescription: "count with a negative skip: 51024", command: #"{"count": "c", "skip": -2}"#, code: 51024),
        // Collations as collator_factory_icu.cpp and the Collation IDL struct (basic_types.idl) check them.
        Case(
            testDescription: "find with a caseFirst outside its enumeration: 2 BadValue",
            command: #"{"find": "c", "filter": {"name": "mocha"}, "collation": {"locale": "en", "caseFirst": "sideways"}}"#, code: 2),
        Case(
            testDescription: "a delete statement with strength 6: 51024",
            command: #"{"delete": "c", "deletes": [{"q": {"name": "mocha"}, "limit": 0, "collation": {"locale": "en", "strength": 6}}]}"#, code: 51024),
        Case(
            testDescription: "an update statement with an unknown collation field: 40415",
            command: #"{"update": "c", "updates": [{"q": {}, "u": {"$set": {"qty": 0}}, "multi": true, "collation": {"locale": "fr", "strenght": 1}}]}"#,
            code: 40415),
        // pull_node.cpp and update's parseArrayFilters parse with kBanAllSpecialFeatures.
        Case(
            testDescription: "$expr in arrayFilters: 224 QueryFeatureNotAllowed",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"tags.$[t]": "b"}}, "arrayFilters": [{"t": "a", "$expr": true}]}]}"#,
            code: 224),
        Case(
            testDescription: "$expr in a $pull condition: 224 QueryFeatureNotAllowed",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$pull": {"tags": {"$expr": true}}}}]}"#, code: 224),
    ]

    @Test(arguments: cases)
    func errorLeavesStoreUnchanged(_ testCase: Case) throws {
        let session = CommandSession(store: Store())
        _ = session.run(try Document(extendedJSON: #"{"insert": "c", "documents": \#(Self.original)}"#))
        let reply = session.run(try Document(extendedJSON: testCase.command))
        let code = reply["code"] ?? reply["writeErrors"]?.arrayValue?.first?.documentValue?["code"]
        #expect(code == .int32(testCase.code), "\(reply)")
        let after = session.run(["find": "c"])[path: "cursor.firstBatch"]
        #expect(after == (try ExtendedJSON.parseValue(Self.original)))
    }

    /// Half the document size limit: two of these make a document too large. Built once, since
    /// building it takes a while in a debug build.
    static let halfLimit = BSONValue.string(String(repeating: "x", count: BSONLimits.maxDocumentSize / 2))

    @Test("a document over 16 MiB is refused (10334) and nothing is written")
    func tooLarge() throws {
        let session = CommandSession(store: Store())
        let reply = session.run(["insert": "c", "documents": [["_id": 1, "a": Self.halfLimit, "b": Self.halfLimit]]])
        #expect(reply["writeErrors"]?.arrayValue?.first?.documentValue?["code"] == .int32(10334))
        #expect(session.run(["count": "c"])["n"] == .int32(0))
    }

    /// update_stage.cpp: 17419 when an update's result, 17420 when an upsert's document, is
    /// over 16 MiB.
    @Test("an update or upsert growing a document past 16 MiB is refused (17419, 17420) and nothing changes")
    func tooLargeAfterUpdate() async throws {
        let session = CommandSession(store: Store())
        let half = Self.halfLimit
        _ = session.run(["insert": "c", "documents": [["_id": 1, "a": half]]])
        // Each large write takes a while in a debug build: let other tests run in between.
        await Task.yield()
        let update = session.run(["update": "c", "updates": [["q": ["_id": 1], "u": ["$set": ["b": half]]]]])
        #expect(update["writeErrors"]?.arrayValue?.first?.documentValue?["code"] == .int32(17419))
        await Task.yield()
        let pipeline = session.run(["update": "c", "updates": [["q": ["_id": 1], "u": [["$set": ["b": "$a"]]]]]])
        #expect(pipeline["writeErrors"]?.arrayValue?.first?.documentValue?["code"] == .int32(17419))
        await Task.yield()
        let upsert = session.run([
            "update": "c", "updates": [["q": ["_id": 2], "u": [["$set": ["a": ["$literal": half]]], ["$set": ["b": "$a"]]], "upsert": true]],
        ])
        #expect(upsert["writeErrors"]?.arrayValue?.first?.documentValue?["code"] == .int32(17420))
        let unchanged = session.run(["count": "c", "query": ["_id": 1, "b": ["$exists": false]]])
        #expect(unchanged["n"] == .int32(1))
        #expect(session.run(["count": "c"])["n"] == .int32(1))
    }

    @Test("unordered updates and deletes go on after a failing statement and report its index")
    func unorderedWrites() throws {
        let session = CommandSession(store: Store())
        _ = session.run(try Document(extendedJSON: #"{"insert": "c", "documents": [{"_id": 1, "name": "x"}, {"_id": 2, "n": 1}]}"#))
        let update = session.run(
            try Document(
                extendedJSON: #"""
                    {"update": "c", "ordered": false, "updates": [
                        {"q": {"_id": 1}, "u": {"$inc": {"name": 1}}},
                        {"q": {"_id": 2}, "u": {"$inc": {"n": 1}}},
                        {"q": {"_id": 2}, "u": {"$bogus": {"n": 1}}},
                        {"q": {"_id": 1}, "u": {"$set": {"done": true}}}
                    ]}
                    """#))
        #expect(update["n"] == .int32(2))
        #expect(update["nModified"] == .int32(2))
        #expect(update["writeErrors"]?.arrayValue?.compactMap { $0.documentValue?["index"] } == [.int32(0), .int32(2)])
        #expect(update["writeErrors"]?.arrayValue?.compactMap { $0.documentValue?["code"] } == [.int32(14), .int32(9)])
        let delete = session.run(
            try Document(
                extendedJSON: #"""
                    {"delete": "c", "ordered": false, "deletes": [
                        {"q": {"$expr": {"$divide": [1, 0]}}, "limit": 0},
                        {"q": {"_id": 2}, "limit": 1}
                    ]}
                    """#))
        #expect(delete["n"] == .int32(1))
        #expect(delete["writeErrors"]?.arrayValue?.compactMap { $0.documentValue?["index"] } == [.int32(0)])
        let stored = session.run(["find": "c"])[path: "cursor.firstBatch"]
        #expect(stored == .array([["_id": .int32(1), "name": "x", "done": true]]))
    }
}
