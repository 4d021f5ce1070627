import DocStreamBSON
import Testing

@testable import DocStream

/// `updateDescription` as MongoDB computes it (document_diff_calculator.cpp, read back by
/// change_stream_document_diff_parser.cpp), on the cases of MongoDB's manual ("update Event",
/// "Array Updates") and the drivers' UpdateDescription documentation.
@Suite("Change streams: updateDescription")
struct UpdateDescriptionTests {
    private func description(_ before: Document, _ after: Document) -> Document {
        UpdateDescription(before: before, after: after).document(expanded: false)
    }

    @Test("A changed nested field is reported by its dotted path")
    func nestedField() {
        let before: Document = ["_id": 1, "address": ["street": "Main", "city": "Springfield", "zip": "12345"]]
        let after: Document = ["_id": 1, "address": ["street": "Elm", "city": "Springfield", "zip": "12345"]]
        #expect(
            description(before, after) == [
                "updatedFields": ["address.street": "Elm"], "removedFields": [], "truncatedArrays": [],
            ])
    }

    @Test("A changed array element is reported as arr.<index>")
    func arrayElement() {
        let before: Document = ["_id": 1, "arr": [1, 2, 3]]
        let after: Document = ["_id": 1, "arr": [1, 20, 3]]
        #expect(description(before, after)["updatedFields"] == .document(["arr.1": 20]))
    }

    @Test("A shortened array is a truncation, with changes inside kept elements by path (drivers' example)")
    func truncation() {
        let before: Document = ["arrayField": ["foo", ["a": "bar"], .int32(1), .int32(2), .int32(3)]]
        let after: Document = ["arrayField": ["foo", ["a": "bar", "b": .int32(3)]]]
        #expect(
            description(before, after) == [
                "updatedFields": ["arrayField.1.b": .int32(3)],
                "removedFields": [],
                "truncatedArrays": [["field": "arrayField", "newSize": .int32(2)]],
            ])
    }

    @Test("Removed fields, top-level and nested, and added fields")
    func removedAndAdded() {
        let before: Document = ["_id": 1, "phone": "555", "profile": ["name": "Ann", "nickname": "A", "city": "Rome", "age": 30]]
        let after: Document = ["_id": 1, "profile": ["name": "Ann", "city": "Rome", "age": 30], "email": "a@example.com"]
        #expect(
            description(before, after) == [
                "updatedFields": ["email": "a@example.com"],
                "removedFields": ["phone", "profile.nickname"],
                "truncatedArrays": [],
            ])
    }

    @Test("A replaced sub-document whose diff is no smaller than it is reported whole")
    func replacedSubDocument() {
        let before: Document = ["_id": 1, "a": ["b": 1, "c": 2]]
        let after: Document = ["_id": 1, "a": ["z": 1]]
        #expect(description(before, after)["updatedFields"] == .document(["a": ["z": 1]]))
        #expect(description(before, after)["removedFields"] == .array([]))
    }

    @Test("A value of another type is replaced whole; equal numbers of another type are a change")
    func typeChanges() {
        #expect(description(["a": ["x": 1]], ["a": [1]])["updatedFields"] == .document(["a": [1]]))
        #expect(description(["n": .int32(1)], ["n": .double(1)])["updatedFields"] == .document(["n": .double(1)]))
    }

    /// The manual's "Array Updates": $push to an empty array shows the whole array, the next
    /// $push the new element's path, and a $pull the whole (shorter) array.
    @Test("Manual: $push, $push, $pull on scores")
    func manualArrayUpdates() async throws {
        let students = MongoClient().database(named: "communication_chat").collection(withName: "students")
        _ = try await students.insertOne(["student_id": 1, "scores": []])
        let watcher = try students.watch()
        _ = try await students.updateOneDocument(filter: ["student_id": 1], update: ["$push": ["scores": 0.85]])
        _ = try await students.updateOneDocument(filter: ["student_id": 1], update: ["$push": ["scores": 0.94]])
        _ = try await students.updateOneDocument(filter: ["student_id": 1], update: ["$pull": ["scores": 0.94]])
        let fields = try (0..<3).map { _ in try #require(try watcher.tryNext()?["updateDescription"]?.documentValue?["updatedFields"]) }
        #expect(fields == [.document(["scores": [0.85]]), .document(["scores.1": 0.94]), .document(["scores": [0.85]])])
    }

    @Test("$unset through the API: removedFields")
    func unset() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "c")
        _ = try await collection.insertOne(["_id": 1, "keep": 1, "drop": 2])
        let watcher = try collection.watch()
        _ = try await collection.updateOneDocument(filter: ["_id": 1], update: ["$unset": ["drop": ""]])
        let update = try #require(try watcher.tryNext()?["updateDescription"]?.documentValue)
        #expect(update["updatedFields"] == .document([:]))
        #expect(update["removedFields"] == .array(["drop"]))
    }
}
