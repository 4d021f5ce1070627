import DocStreamBSON
import Testing

@testable import DocStream

/// Commands a server answers on its event loop: only those that answer at once, and only while
/// no writer holds the store's lock.
@Suite("Commands: running without waiting for the store's lock")
struct RunWithoutWaitingTests {
    let session = CommandSession(store: Store())

    @Test("ping and a find by an exact _id may run without waiting; ranges, operators, sorts and writes may not")
    func eligibility() throws {
        let accepted: [Document] = [
            ["ping": 1],
            ["find": "drinks", "filter": ["_id": 1]],
            ["find": "drinks", "filter": ["_id": ["name": "a"]], "projection": ["name": 1], "limit": 1, "batchSize": 1],
        ]
        for command in accepted {
            #expect(CommandSession.mayRunWithoutWaiting(command), "\(command)")
        }
        let refused: [Document] = [
            ["find": "drinks"],
            ["find": "drinks", "filter": ["name": "Mocha"]],
            ["find": "drinks", "filter": ["_id": 1, "name": "Mocha"]],
            ["find": "drinks", "filter": ["_id": ["$gt": 1]]],
            ["find": "drinks", "filter": ["_id": ["$in": [1, 2]]]],
            ["find": "drinks", "filter": ["_id": .regex(BSONRegularExpression(pattern: "^a", options: ""))]],
            ["find": "drinks", "filter": ["_id": [1, 2]]],
            ["find": "drinks", "filter": ["_id": 1], "sort": ["name": 1]],
            ["find": "drinks", "filter": ["_id": 1], "hint": ["name": 1]],
            ["insert": "drinks", "documents": [["_id": 1]]],
            ["aggregate": "drinks", "pipeline": [], "cursor": [:]],
        ]
        for command in refused {
            #expect(!CommandSession.mayRunWithoutWaiting(command), "\(command)")
        }
    }

    @Test("A find by _id answers as run(_:) does while the lock is free, and is given back (nil) while a writer holds it")
    func lockHeld() throws {
        let insert = session.run(["insert": "drinks", "documents": [["_id": 1, "name": "Mocha"]], "$db": "test"])
        try #require(insert["n"] == .int32(1))
        let find: Document = ["find": "drinks", "filter": ["_id": 1], "$db": "test"]
        let answered = try #require(session.runWithoutWaiting(find))
        #expect(answered == session.run(find))
        #expect(answered["cursor"]?.documentValue?["firstBatch"] == [["_id": 1, "name": "Mocha"]])
        // Inside a write, on the writer's own thread, the store's lock is held.
        let whileWriting = try session.store.committing { _, _ throws(DocStreamError) in session.runWithoutWaiting(find) }
        #expect(whileWriting == nil)
        // Run again where it may wait, it finds the document.
        #expect(session.run(find)["cursor"]?.documentValue?["firstBatch"] == [["_id": 1, "name": "Mocha"]])
    }
}
