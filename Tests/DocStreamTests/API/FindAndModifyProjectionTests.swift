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

    @Test("the labeled options are the positional ones: projection, sort, upsert, the new document")
    func labeledOptions() async throws {
        _ = try await collection.insertMany([["_id": 1, "semester": 1, "grades": [70, 87, 90]], ["_id": 2, "semester": 1, "grades": [90, 88, 92]]])
        let updated = try await collection.findOneAndUpdate(
            filter: ["semester": 1], update: ["$set": ["checked": true]],
            options: FindOneAndModifyOptions(projection: ["checked": 1], sorting: [["_id": -1]], shouldReturnNewDocument: true))
        #expect(updated == ["_id": 2, "checked": true])
        let upserted = try await collection.findOneAndUpdate(
            filter: ["_id": 3], update: ["$set": ["semester": 2]], options: FindOneAndModifyOptions(upsert: true, shouldReturnNewDocument: true))
        #expect(upserted == ["_id": 3, "semester": 2])
        let before = try await collection.findOneAndUpdate(filter: ["_id": 3], update: ["$set": ["semester": 3]], options: FindOneAndModifyOptions())
        #expect(before == ["_id": 3, "semester": 2])
    }
}
