import DocStream
import DocStreamBSON
import Testing

/// `$[identifier]` with arrayFilters, and $pull conditions, which use the query language
/// (manual: $[<identifier>], $pull; server update_array_node.cpp, pull_node.cpp,
/// parsed_update.cpp parseArrayFilters).
@Suite("Update array filters and $pull conditions")
struct UpdateArrayFilterTests {
    func updated(_ document: String, _ update: String, filters: [String]) throws(DocStreamError) -> Document {
        try UpdateSpecification(UpdateTesting.document(update), arrayFilters: filters.map(UpdateTesting.document))
            .apply(to: UpdateTesting.document(document), matchedArrayPosition: nil, now: UpdateTesting.now)
    }

    func compileError(_ update: String, filters: [String]) -> DocStreamError? {
        do {
            _ = try UpdateSpecification(UpdateTesting.document(update), arrayFilters: filters.map(UpdateTesting.document))
            return nil
        } catch {
            return error
        }
    }

    @Test("a filter on the element itself, and on fields of embedded documents")
    func elementAndFieldFilters() throws {
        UpdateTesting.expect(
            try updated(#"{"_id": 1, "a": [1, 5, 10]}"#, #"{"$set": {"a.$[big]": 0}}"#, filters: [#"{"big": {"$gt": 4}}"#]),
            #"{"_id": 1, "a": [1, 0, 0]}"#)
        UpdateTesting.expect(
            try updated(
                #"{"_id": 1, "a": [{"g": 80, "m": 1}, {"g": 90, "m": 2}]}"#, #"{"$inc": {"a.$[e].m": 10}}"#,
                filters: [#"{"e.g": {"$gte": 85}}"#]),
            #"{"_id": 1, "a": [{"g": 80, "m": 1}, {"g": 90, "m": 12}]}"#)
        // A filter over an element that is itself an array matches as a field holding an array.
        UpdateTesting.expect(
            try updated(#"{"_id": 1, "a": [[1, 2], [3]]}"#, #"{"$set": {"a.$[x]": "has 2"}}"#, filters: [#"{"x": 2}"#]),
            #"{"_id": 1, "a": ["has 2", [3]]}"#)
    }

    @Test("filters are decided before any element changes; two identifiers reaching one element conflict")
    func filtersAndConflicts() throws {
        UpdateTesting.expect(
            try updated(
                #"{"_id": 1, "a": [1, 2, 3]}"#, #"{"$inc": {"a.$[small]": 10}, "$set": {"b": 1}}"#, filters: [#"{"small": {"$lt": 3}}"#]),
            #"{"_id": 1, "a": [11, 12, 3], "b": 1}"#)
        let both = UpdateTesting.document(#"{"$set": {"a.$[x]": 0, "a.$[y]": 1}}"#)
        let specification = try UpdateSpecification(both, arrayFilters: [["x": ["$lt": 3]], ["y": ["$gt": 1]]])
        #expect(throws: DocStreamError(.conflictingUpdateOperators, "Update created a conflict at 'a.1'")) {
            try specification.apply(to: UpdateTesting.document(#"{"_id": 1, "a": [1, 2, 3]}"#), matchedArrayPosition: nil, now: UpdateTesting.now)
        }
    }

    @Test("array filters are checked when the update is compiled")
    func filterErrors() {
        let unused = compileError(#"{"$set": {"a": 1}}"#, filters: [#"{"x": 1}"#])
        #expect(unused?.code == 9)
        #expect(unused?.message == "The array filter for identifier 'x' was not used in the update { $set: { a: 1 } }")
        let twice = compileError(#"{"$set": {"a.$[x]": 1}}"#, filters: [#"{"x": 1}"#, #"{"x": 2}"#])
        #expect(twice?.code == 9)
        let twoNames = compileError(#"{"$set": {"a.$[x]": 1}}"#, filters: [#"{"x": 1, "y": 2}"#])
        #expect(twoNames?.message == "Error parsing array filter :: caused by :: Expected a single top-level field name, found 'x' and 'y'")
        let capital = compileError(#"{"$set": {"a.$[X]": 1}}"#, filters: [#"{"X": 1}"#])
        #expect(capital?.code == 2)
        #expect(
            capital?.message
                == "Error parsing array filter :: caused by :: The top-level field name must be an alphanumeric string beginning with a lowercase letter, found 'X'"
        )
        let noName = compileError(#"{"$set": {"a": 1}}"#, filters: [#"{}"#])
        #expect(noName?.code == 9)
        #expect(noName?.message == "Cannot use an expression without a top-level field name in arrayFilters")
        let first = compileError(#"{"$set": {"$[x].a": 1}}"#, filters: [#"{"x": 1}"#])
        #expect(first?.code == 2)
        #expect(first?.message == "Cannot have array filter identifier (i.e. '$[<id>]') element in the first position in path '$[x].a'")
        // Identifiers found inside $and and $or count.
        #expect(compileError(#"{"$set": {"a.$[x]": 1}}"#, filters: [#"{"$or": [{"x": 1}, {"x.b": 2}]}"#]) == nil)
    }

    @Test("$pull: operators apply to each element; a document applies as a query to embedded documents")
    func pullConditions() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": [1, "x", 5, [6], 9]}"#, #"{"$pull": {"a": {"$gte": 5}}}"#),
            #"{"_id": 1, "a": [1, "x"]}"#)
        // Embedded documents with more fields match too; values that are not documents never do.
        UpdateTesting.expect(
            try UpdateTesting.updated(
                #"{"_id": 1, "a": [{"b": 1, "c": 2}, {"b": 2}, 1, {"b": [1, 3]}]}"#, #"{"$pull": {"a": {"b": 1}}}"#),
            #"{"_id": 1, "a": [{"b": 2}, 1]}"#)
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": ["apple", "pear", "apricot"]}"#, #"{"$pull": {"a": {"$regex": "^ap"}}}"#),
            #"{"_id": 1, "a": ["pear"]}"#)
        // An array value removes equal arrays only, order included.
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": [[1, 2], [2, 1], 1]}"#, #"{"$pull": {"a": [1, 2]}}"#),
            #"{"_id": 1, "a": [[2, 1], 1]}"#)
    }

    @Test("a $pull condition that is not a valid query fails when compiled")
    func pullInvalidQuery() {
        #expect(compileError(#"{"$pull": {"a": {"$gt": 1, "$foo": 2}}}"#, filters: []) != nil)
    }
}
