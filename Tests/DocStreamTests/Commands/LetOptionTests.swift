import DocStream
import DocStreamBSON
import Testing

/// The commands' `let` option (MongoDB 5.0+), with the "Use Variables in let" examples of the
/// manual's find, aggregate, update, delete and findAndModify command pages (cakeFlavors).
@Suite("Commands: let variables")
struct LetOptionTests {
    let session = CommandSession(store: Store())

    init() throws {
        _ = try run(
            #"{"insert": "cakeFlavors", "documents": [{"_id": 1, "flavor": "chocolate"}, {"_id": 2, "flavor": "strawberry"}, {"_id": 3, "flavor": "cherry"}]}"#)
    }

    func run(_ json: String) throws -> Document {
        session.run(try Document(extendedJSON: json))
    }

    func flavors() throws -> String {
        try run(#"{"find": "cakeFlavors"}"#)[path: "cursor.firstBatch"]?.extendedJSON(.relaxed) ?? ""
    }

    @Test("find: $expr in the filter reads $$targetFlavor")
    func find() throws {
        let reply = try run(#"{"find": "cakeFlavors", "filter": {"$expr": {"$eq": ["$flavor", "$$targetFlavor"]}}, "let": {"targetFlavor": "chocolate"}}"#)
        #expect(reply[path: "cursor.firstBatch"]?.extendedJSON(.relaxed) == #"[{"_id":1,"flavor":"chocolate"}]"#)
    }

    @Test("aggregate: $match's $expr reads $$targetFlavor; a let value may be an expression")
    func aggregate() throws {
        let reply = try run(
            #"{"aggregate": "cakeFlavors", "pipeline": [{"$match": {"$expr": {"$eq": ["$flavor", "$$targetFlavor"]}}}, {"$project": {"_id": 0, "n": "$$n"}}], "cursor": {}, "let": {"targetFlavor": "chocolate", "n": {"$add": [1, 2]}}}"#
        )
        #expect(reply[path: "cursor.firstBatch"]?.extendedJSON(.relaxed) == #"[{"n":3}]"#)
    }

    @Test("update: the filter and the pipeline read the let variables")
    func update() throws {
        let reply = try run(
            #"{"update": "cakeFlavors", "updates": [{"q": {"$expr": {"$eq": ["$flavor", "$$targetFlavor"]}}, "u": [{"$set": {"flavor": "$$newFlavor"}}]}], "let": {"targetFlavor": "cherry", "newFlavor": "orange"}}"#
        )
        #expect(reply["nModified"] == .int32(1))
        #expect(try flavors() == #"[{"_id":1,"flavor":"chocolate"},{"_id":2,"flavor":"strawberry"},{"_id":3,"flavor":"orange"}]"#)
    }

    @Test("delete: the filter reads $$targetFlavor")
    func delete() throws {
        let reply = try run(
            #"{"delete": "cakeFlavors", "deletes": [{"q": {"$expr": {"$eq": ["$flavor", "$$targetFlavor"]}}, "limit": 1}], "let": {"targetFlavor": "strawberry"}}"#
        )
        #expect(reply["n"] == .int32(1))
        #expect(try flavors() == #"[{"_id":1,"flavor":"chocolate"},{"_id":3,"flavor":"cherry"}]"#)
    }

    @Test("findAndModify: the query reads $$targetFlavor")
    func findAndModify() throws {
        let reply = try run(
            #"{"findAndModify": "cakeFlavors", "query": {"$expr": {"$eq": ["$flavor", "$$targetFlavor"]}}, "update": {"flavor": "orange"}, "let": {"targetFlavor": "cherry"}}"#
        )
        #expect(reply["value"]?.extendedJSON(.relaxed) == #"{"_id":3,"flavor":"cherry"}"#)
        #expect(try flavors() == #"[{"_id":1,"flavor":"chocolate"},{"_id":2,"flavor":"strawberry"},{"_id":3,"flavor":"orange"}]"#)
    }

    @Test(
        "errors: a variable name starting with a capital (16870), let that is not a document (14), an undefined variable (17276), a let reading a field (4890500), let on count (40415); nothing changes"
    )
    func errors() throws {
        let badName = try run(#"{"update": "cakeFlavors", "updates": [{"q": {}, "u": {"$set": {"x": 1}}}], "let": {"Bad": 1}}"#)
        #expect(badName["code"] == .int32(16870))
        let notDocument = try run(#"{"find": "cakeFlavors", "let": 1}"#)
        #expect(notDocument["code"] == .int32(14))
        let undefined = try run(#"{"delete": "cakeFlavors", "deletes": [{"q": {"$expr": {"$eq": ["$flavor", "$$nosuch"]}}, "limit": 0}]}"#)
        #expect(undefined["writeErrors"]?.arrayValue?.first?.documentValue?["code"] == .int32(17276))
        let readsField = try run(#"{"find": "cakeFlavors", "let": {"x": "$flavor"}}"#)
        #expect(readsField["code"] == .int32(4890500))
        let readsRoot = try run(#"{"aggregate": "cakeFlavors", "pipeline": [], "cursor": {}, "let": {"x": {"$size": {"$objectToArray": "$$ROOT"}}}}"#)
        #expect(readsRoot["code"] == .int32(4890500))
        let count = try run(#"{"count": "cakeFlavors", "let": {"a": 1}}"#)
        #expect(count["code"] == .int32(40415))
        #expect(try flavors() == #"[{"_id":1,"flavor":"chocolate"},{"_id":2,"flavor":"strawberry"},{"_id":3,"flavor":"cherry"}]"#)
    }
}
