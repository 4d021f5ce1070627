import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// A durable store keeps its views: the journal's create and collMod records carry their
/// definitions, checkpoints copy them, and a reopened store reads through them.
@Suite("Views: persistence and the Swift API", .timeLimit(.minutes(10)))
struct ViewPersistenceTests {
    private static func names(_ documents: [Document]) -> [BSONValue?] {
        documents.map { $0["name"] }
    }

    @Test("a view and its redefinition survive a restart, from the journal and from a checkpoint", arguments: [false, true])
    func survivesRestart(checkpointing: Bool) throws {
        let directory = try TemporaryDirectory()
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            #expect(session.run(["insert": "students", "documents": [["name": "Alex", "year": 1], ["name": "Chris", "year": 3]]])["n"] == .int32(2))
            #expect(session.run(["create": "firstYears", "viewOn": "students", "pipeline": [["$match": ["year": 1]]]])["ok"] == .double(1))
            #expect(session.run(["create": "names", "viewOn": "firstYears", "pipeline": [["$project": ["_id": 0, "name": 1]]]])["ok"] == .double(1))
            #expect(session.run(["collMod": "firstYears", "pipeline": [["$match": ["year": 3]]]])["ok"] == .double(1))
            if checkpointing { try session.store.checkpoint() }
        }
        let session = CommandSession(store: try Store(directory: directory.url))
        #expect(session.run(["find": "names"])[path: "cursor.firstBatch"] == [["name": "Chris"]])
        #expect(
            session.run(["listCollections": 1, "filter": ["name": "firstYears"]])[path: "cursor.firstBatch.0.options"]
                == ["viewOn": "students", "pipeline": [["$match": ["year": 3]]]])
        // Still read-only after the restart.
        #expect(session.run(["insert": "names", "documents": [["name": "Drew"]]])[path: "writeErrors.0.code"] == .int32(166))
    }

    @Test("the Swift API creates, reads, redefines and refuses to write or watch a view")
    func swiftAPI() async throws {
        let database = MongoClient(store: Store()).database(named: "school")
        let students = database.collection(withName: "students")
        _ = try await students.insertMany([["name": "Alex", "year": 1], ["name": "Drew", "year": 1], ["name": "Chris", "year": 3]])
        let firstYears = try await database.createView("firstYears", viewOn: "students", pipeline: [["$match": ["year": 1]]])
        #expect(Self.names(try await firstYears.find(filter: [:])) == ["Alex", "Drew"])
        #expect(try await firstYears.count(filter: ["name": "Drew"]) == 1)
        #expect(try await firstYears.aggregate(pipeline: [["$count": "n"]]) == [["n": .int32(2)]])
        try await database.modifyView("firstYears", pipeline: [["$match": ["year": 3]]])
        #expect(Self.names(try await firstYears.find(filter: [:])) == ["Chris"])

        await #expect(throws: DocStreamError(.commandNotSupportedOnView, "Namespace school.firstYears is a view, not a collection")) {
            _ = try await firstYears.insertOne(["name": "Farmer", "year": 3])
        }
        #expect(throws: DocStreamError(.commandNotSupportedOnView, "Namespace school.firstYears is a view, not a collection")) {
            _ = try firstYears.watch()
        }
        await #expect(throws: DocStreamError(.graphContainsCycle, "View cycle detected: school.firstYears => school.firstYears => school.firstYears")) {
            try await database.modifyView("firstYears", viewOn: "firstYears")
        }
        await #expect(throws: DocStreamError(.invalidOptions, "option not supported on a view: validator")) {
            try await database.modifyCollection("firstYears", validator: ["year": 1])
        }
        #expect(try await students.count(filter: [:]) == 3)
        #expect(Self.names(try await firstYears.find(filter: [:])) == ["Chris"])
    }
}
