import DocStream
import DocStreamBSON
import Testing

/// findOneAndUpdate/Replace/Delete project the returned document as the findAndModify command
/// does: a positional projection takes the array position the filter matched (manual,
/// "$ (projection)": students, {grades: {$gte: 85}} with {"grades.$": 1} gives [87]).
@Suite("Swift API: find-and-modify projections")
struct FindAndModifyProjectionTests {
    let collection = MongoClient().database(named: "school").collection(withName: "students")

    @Test("findOneAndUpdate and findOneAndDelete with a positional projection")
    func positionalProjection() async throws {
        _ = try await collection.insertMany([["_id": 1, "semester": 1, "grades": [70, 87, 90]], ["_id": 2, "semester": 1, "grades": [90, 88, 92]]])
        let updated = try await collection.findOneAndUpdate(
            filter: ["semester": 1, "grades": ["$gte": 85]], update: ["$set": ["checked": true]],
            options: FindOneAndModifyOptions(["grades.$": 1], [["_id": 1]], false, true))
        #expect(updated?.extendedJSON(.relaxed) == #"{"_id":1,"grades":[87]}"#)
        let deleted = try await collection.findOneAndDelete(
            filter: ["grades": ["$gte": 91]], options: FindOneAndModifyOptions(["grades.$": 1]))
        #expect(deleted?.extendedJSON(.relaxed) == #"{"_id":2,"grades":[92]}"#)
    }
}
