import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Text indexes beyond the command conformance cases (MongoDB manual, "Text Indexes" and
/// "$text"): the keys and scores, writes keeping them in step, a restart, and a collection too
/// large to read.
@Suite("Text indexes", .timeLimit(.minutes(2)))
struct TextIndexTests {
    private func ids(_ session: IndexTestSession, _ search: String) throws -> [Int] {
        try session.numericIDs(#"{"find": "c", "filter": {"$text": {"$search": "\#(search)"}}, "sort": {"_id": 1}}"#)
    }

    @Test("a document's keys are its terms with their scores, as MongoDB's scoring gives them")
    func keysAndScores() throws {
        let index = CollectionIndex(try IndexSpecification(["key": ["t": "text"], "name": "t_text"]))
        // The scores of MongoDB's own tests (jstests fts_score_metadata.js): "test" alone is 1.1
        // (the whole field is the term), "test test" 1.5 (1 + 1/2, all of its two terms).
        let single = try index.keys(for: ["t": "test"]).keys
        #expect(single == [IndexKey(["test", .double(1.1)])])
        let twice = try index.keys(for: ["t": "test test"]).keys
        #expect(twice == [IndexKey(["test", .double(1.5)])])
        #expect(try index.keys(for: ["u": "test"]).keys.isEmpty)
    }

    @Test("a compound text index answers no ordinary condition on its prefix: documents without terms are found, and a hint of it is 291")
    func prefixAloneScans() throws {
        let session = IndexTestSession()
        try session.ok(
            #"{"insert": "c", "documents": [{"_id": 1, "category": "x", "body": "coffee"}, {"_id": 2, "category": "x"}, {"_id": 3, "category": "x", "body": 5}]}"#
        )
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"category": 1, "body": "text"}, "name": "t"}]}"#)
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"category": "x"}}"#) == [1, 2, 3])
        #expect(errorCode(try session.run(#"{"find": "c", "filter": {"category": "x"}, "hint": "t"}"#)) == 291)
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"category": "x", "$text": {"$search": "coffee"}}}"#) == [1])
    }

    @Test("updates, replacements and deletes keep the terms in step")
    func writesKeepTerms() throws {
        let session = IndexTestSession()
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"t": "text"}, "name": "t_text"}]}"#)
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "t": "coffee"}, {"_id": 2, "t": "tea"}]}"#)
        try session.ok(#"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"t": "cocoa"}}}]}"#)
        try session.ok(#"{"update": "c", "updates": [{"q": {"_id": 2}, "u": {"t": "coffee beans"}}]}"#)
        #expect(try ids(session, "coffee") == [2])
        #expect(try ids(session, "cocoa") == [1])
        #expect(try ids(session, "tea") == [])
        try session.ok(#"{"delete": "c", "deletes": [{"q": {"$text": {"$search": "bean"}}, "limit": 0}]}"#)
        #expect(try ids(session, "coffee") == [])
        #expect(try session.documents("c") == [["_id": .int32(1), "t": "cocoa"]])
    }

    @Test("an update that gives a document a language text search does not know is refused and changes nothing")
    func badLanguageUpdate() throws {
        let session = IndexTestSession()
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"t": "text"}, "name": "t_text"}]}"#)
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "t": "coffee"}]}"#)
        let reply = try session.run(#"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"language": "klingon", "t": "tea"}}}]}"#)
        #expect(errorCode(reply) == 17262)
        #expect(try session.documents("c") == [["_id": .int32(1), "t": "coffee"]])
        #expect(try ids(session, "coffee") == [1])
    }

    @Test("a text index survives a restart (journal, then checkpoint) and answers $text", arguments: [false, true])
    func durable(checkpointing: Bool) throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            let session = IndexTestSession(store: store)
            try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "t": "Le café", "language": "french"}, {"_id": 2, "t": "running shoes"}]}"#)
            try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"t": "text"}, "weights": {"t": 3}, "name": "t_text", "default_language": "en"}]}"#)
            try session.ok(#"{"insert": "c", "documents": [{"_id": 3, "t": "a run"}]}"#)
            if checkpointing { try store.checkpoint() }
        }
        let session = IndexTestSession(store: try Store(directory: directory.url))
        let listed = try session.run(#"{"listIndexes": "c"}"#)[path: "cursor.firstBatch.1"]?.documentValue
        #expect(listed?["weights"] == .document(["t": .int32(3)]))
        #expect(listed?["default_language"] == "en")
        #expect(try ids(session, "run") == [2, 3])
        // The French document was stemmed in French: a French search finds it.
        #expect(try session.ids(#"{"find": "c", "filter": {"$text": {"$search": "cafés", "$language": "fr"}}}"#) == [.int32(1)])
        let explained = try session.run(#"{"explain": {"find": "c", "filter": {"$text": {"$search": "run"}}}}"#)
        #expect(explained[path: "queryPlanner.winningPlan.stage"] == "TEXT_MATCH")
    }

    @Test("on a collection too large to read, $text reads it a block at a time and gives the same documents and scores")
    func storedCollection() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([
                ["createIndexes": "c", "indexes": [["key": ["t": "text"], "name": "t_text"]]],
                [
                    "insert": "c",
                    "documents": .array(
                        (0..<300).map { number in
                            .document([
                                "_id": .int32(Int32(number)), "t": .string(number % 100 == 42 ? "espresso" : "tea \(number)"),
                                "padding": .string(String(repeating: "x", count: 200)),
                            ])
                        }),
                ],
            ])
            try store.checkpoint()
        }
        let session = IndexTestSession(store: try Store(directory: directory.url, cacheSize: 1))
        #expect(try ids(session, "espresso") == [42, 142, 242])
        let scored = try session.run(
            #"{"find": "c", "filter": {"$text": {"$search": "espresso"}}, "projection": {"score": {"$meta": "textScore"}, "_id": 0, "t": 0, "padding": 0}, "limit": 1}"#
        )
        #expect(scored[path: "cursor.firstBatch.0.score"] == .double(1.1))
        #expect(try session.run(#"{"count": "c", "query": {"$text": {"$search": "espresso"}}}"#)["n"] == .int32(3))
    }
}
