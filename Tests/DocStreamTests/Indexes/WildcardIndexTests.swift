import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Wildcard indexes beyond the command conformance cases (MongoDB manual, "Wildcard Indexes"
/// and "Wildcard Indexes on Embedded Objects and Arrays"): the keys each document gives, the
/// projection's effect on them, writes keeping them in step, and a restart.
@Suite("Wildcard indexes", .timeLimit(.minutes(2)))
struct WildcardIndexTests {
    private func keys(_ spec: Document, _ document: Document) throws -> [String] {
        let index = CollectionIndex(try IndexSpecification(spec))
        return try index.keys(for: document).keys.map { key in "\(key[0].stringValue!)=\(key[1].extendedJSON(.relaxed))" }
    }

    @Test("scalars are keyed by path, arrays by element under the array's path, {} as itself, [] as undefined, nested arrays whole")
    func keyShapes() throws {
        // The manual's rules: "If the field is an array, the wildcard index traverses the array and
        // indexes each element"; "embedded documents are traversed"; empty documents and
        // arrays are indexed as a value; an array inside an array is not traversed.
        let document: Document = try Document(extendedJSON: #"{"_id": 1, "a": 1, "b": {"c": [2, {"d": 3}, [4, 5]], "e": {}}, "f": [], "g.h": 6}"#)
        #expect(
            try keys(["key": ["$**": 1], "name": "w"], document) == [
                #"a=1"#, #"b.c=2"#, #"b.c=[4,5]"#, #"b.c.d=3"#, #"b.e={}"#, #"f={"$undefined":true}"#,
            ])
        let index = CollectionIndex(try IndexSpecification(["key": ["$**": 1], "name": "w"]))
        #expect(try index.keys(for: document).arrayPaths == ["b.c", "f"])
    }

    @Test("a subtree index keys only its subtree; _id only when its subtree is _id's")
    func subtreeKeys() throws {
        let document: Document = ["_id": ["x": 1, "y": 2], "a": ["b": 1], "c": 2]
        #expect(try keys(["key": ["a.$**": 1], "name": "w"], document) == ["a.b=1"])
        #expect(try keys(["key": ["_id.$**": 1], "name": "w"], document) == ["_id.x=1", "_id.y=2"])
    }

    @Test("a projection keys what it keeps: an inclusion keeps documents it reaches (emptied) and drops scalars above its paths")
    func projectionKeys() throws {
        let document: Document = try Document(extendedJSON: #"{"_id": 1, "a": {"b": 1, "c": 2}, "d": [1, {"b": 2}, {"c": 3}], "e": 4}"#)
        let including: Document = ["key": ["$**": 1], "name": "w", "wildcardProjection": ["a.b": 1, "d.b": 1]]
        #expect(try keys(including, document) == ["a.b=1", "d={}", "d.b=2"])
        let excluding: Document = ["key": ["$**": 1], "name": "w", "wildcardProjection": ["a.b": 0, "d.c": 0]]
        #expect(try keys(excluding, document) == ["a.c=2", "d=1", "d={}", "d.b=2", "e=4"])
        let withID: Document = ["key": ["$**": 1], "name": "w", "wildcardProjection": ["_id": 1, "e": 1]]
        #expect(try keys(withID, document) == ["_id=1", "e=4"])
    }

    @Test("updates, replacements and deletes keep the keys in step, as the planner finds them")
    func writesKeepKeys() throws {
        let session = IndexTestSession()
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"$**": 1}, "name": "w"}]}"#)
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": {"b": 1}}, {"_id": 2, "a": {"b": 2}}]}"#)
        try session.ok(#"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"a.b": 5}}}]}"#)
        // A top-level field alone: the fast path that keeps index entries must not keep these.
        try session.ok(#"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"z": 1}}}]}"#)
        try session.ok(#"{"update": "c", "updates": [{"q": {"_id": 2}, "u": {"x": [1, 2]}}]}"#)
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"a.b": 1}}"#) == [])
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"a.b": 5}}"#) == [1])
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"z": 1}}"#) == [1])
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"x": 2}}"#) == [2])
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"a.b": 2}}"#) == [])
        try session.ok(#"{"delete": "c", "deletes": [{"q": {"_id": 2}, "limit": 1}]}"#)
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"x": 2}}"#) == [])
        let explained = try session.run(#"{"explain": {"find": "c", "filter": {"z": 1}}}"#)
        #expect(explained[path: "queryPlanner.winningPlan.inputStage.indexName"] == "w")
    }

    @Test("a refused wildcard index creates nothing and leaves the documents as they were")
    func refusedIndex() throws {
        let session = IndexTestSession()
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": 1}]}"#)
        let compound = try session.run(#"{"createIndexes": "c", "indexes": [{"key": {"$**": 1, "b": 1}, "name": "w", "wildcardProjection": {"b": 0}}]}"#)
        #expect(errorCode(compound) == 67)
        #expect(errorMessage(compound)?.contains("compound wildcard indexes are not supported") == true)
        #expect(errorCode(try session.run(#"{"createIndexes": "c", "indexes": [{"key": {"$**": 1}, "name": "w", "unique": true}]}"#)) == 67)
        #expect(try session.indexNames("c") == ["_id_"])
        #expect(try session.documents("c") == [["_id": .int32(1), "a": .int32(1)]])
    }

    @Test("a wildcard index and its projection survive a restart (journal, then checkpoint)", arguments: [false, true])
    func durable(checkpointing: Bool) throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            let session = IndexTestSession(store: store)
            try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": {"b": 1}, "c": 1}, {"_id": 2, "a": {"b": [1, 2]}, "c": 2}]}"#)
            try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"$**": 1}, "name": "w", "wildcardProjection": {"a": 1}}]}"#)
            try session.ok(#"{"insert": "c", "documents": [{"_id": 3, "a": {"b": 2}}]}"#)
            if checkpointing { try store.checkpoint() }
        }
        let session = IndexTestSession(store: try Store(directory: directory.url))
        let listed = try session.run(#"{"listIndexes": "c"}"#)
        #expect(listed[path: "cursor.firstBatch.1.wildcardProjection"] == .document(["a": .int32(1)]))
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"a.b": 2}}"#) == [2, 3])
        let explained = try session.run(#"{"explain": {"find": "c", "filter": {"a.b": 2}}}"#)
        #expect(explained[path: "queryPlanner.winningPlan.inputStage.indexName"] == "w")
        #expect(explained[path: "queryPlanner.winningPlan.inputStage.multiKeyPaths"]?.documentValue?["a.b"] == ["a.b"])
        #expect(explained[path: "queryPlanner.winningPlan.inputStage.isMultiKey"] == true)
        #expect(try session.run(#"{"explain": {"find": "c", "filter": {"c": 1}}}"#)[path: "queryPlanner.winningPlan.stage"] == "COLLSCAN")
    }

    @Test("on a collection too large to read, a query the wildcard index answers gives the same documents")
    func storedCollection() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([
                ["createIndexes": "c", "indexes": [["key": ["$**": 1], "name": "w"]]],
                [
                    "insert": "c",
                    "documents": .array(
                        (0..<300).map { number in
                            .document([
                                "_id": .int32(Int32(number)), "tags": ["name": .string("drink \(number % 100)")],
                                "padding": .string(String(repeating: "x", count: 200)),
                            ])
                        }),
                ],
            ])
            try store.checkpoint()
        }
        let store = try Store(directory: directory.url, cacheSize: 1)
        let session = IndexTestSession(store: store)
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"tags.name": "drink 42"}, "sort": {"_id": 1}, "projection": {"_id": 1}}"#) == [42, 142, 242])
    }
}
