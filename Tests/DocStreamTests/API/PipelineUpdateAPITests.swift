import DocStream
import DocStreamBSON
import Testing

/// The Swift API's pipeline-style updates, with the manual's "Updates with Aggregation
/// Pipeline" examples (students4: $concatArrays; students3: average and grade).
@Suite("Swift API: pipeline-style updates")
struct PipelineUpdateAPITests {
    let collection = MongoClient().database(named: "school").collection(withName: "students")

    @Test("updateOneDocument(filter:pipeline:) appends to an array with $concatArrays")
    func updateOne() async throws {
        _ = try await collection.insertMany([["_id": 1, "quizzes": [4, 6, 7]], ["_id": 2, "quizzes": [5]]])
        let result = try await collection.updateOneDocument(
            filter: ["_id": 2], pipeline: [["$set": ["quizzes": ["$concatArrays": ["$quizzes", [8, 6]]]]]])
        #expect(result.matchedCount == 1 && result.modifiedCount == 1 && result.documentId == nil)
        let updated = try await collection.findOneDocument(filter: ["_id": 2])
        #expect(updated?.extendedJSON(.relaxed) == #"{"_id":2,"quizzes":[5,8,6]}"#)
    }

    @Test("updateManyDocuments(filter:pipeline:) computes a field from the document, then another from it")
    func updateMany() async throws {
        _ = try await collection.insertMany([["_id": 1, "tests": [95, 92, 90]], ["_id": 3, "tests": [70, 75, 82]]])
        let grade: Document = [
            "$switch": [
                "branches": [["case": ["$gte": ["$average", 90]], "then": "A"], ["case": ["$gte": ["$average", 70]], "then": "C"]],
                "default": "F",
            ]
        ]
        let result = try await collection.updateManyDocuments(
            filter: [:],
            pipeline: [
                ["$set": ["average": ["$trunc": [["$avg": "$tests"], 0]]]],
                ["$set": ["grade": .document(grade)]],
            ])
        #expect(result.modifiedCount == 2)
        let documents = try await collection.find(filter: [:]).map { $0.extendedJSON(.relaxed) }
        #expect(documents == [#"{"_id":1,"tests":[95,92,90],"average":92.0,"grade":"A"}"#, #"{"_id":3,"tests":[70,75,82],"average":75.0,"grade":"C"}"#])
    }

    @Test("findOneAndUpdate(filter:pipeline:) returns the new document; a refused stage changes nothing")
    func findOneAndUpdate() async throws {
        _ = try await collection.insertOne(["_id": 0, "x": 1])
        let after = try await collection.findOneAndUpdate(
            filter: ["_id": 0], pipeline: [["$set": ["y": ["$add": ["$x", 1]]]]], options: FindOneAndModifyOptions(nil, [], false, true))
        #expect(after?.extendedJSON(.relaxed) == #"{"_id":0,"x":1,"y":2}"#)
        let refused = await #expect(throws: DocStreamError.self) {
            _ = try await collection.updateOneDocument(filter: ["_id": 0], pipeline: [["$group": ["_id": "$x"]]])
        }
        #expect(refused?.code == 72)
        #expect(try await collection.findOneDocument(filter: ["_id": 0])?.extendedJSON(.relaxed) == #"{"_id":0,"x":1,"y":2}"#)
    }
}
