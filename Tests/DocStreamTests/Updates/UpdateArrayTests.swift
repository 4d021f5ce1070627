import DocStream
import DocStreamBSON
import Testing

/// Array updates and the positional paths that need no query: the positional `$` with the
/// match given, `$[]`, and how operators meeting at one element conflict (manual: $push
/// modifiers, $ (update), $[]; server update_array_node.cpp, update_node.cpp).
@Suite("Update arrays")
struct UpdateArrayTests {
    @Test("$push applies $position, then $sort, then $slice")
    func pushModifierOrder() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(
                #"{"_id": 1, "a": [5, 1]}"#, #"{"$push": {"a": {"$slice": 3, "$sort": -1, "$position": 0, "$each": [3, 9, 7]}}}"#),
            #"{"_id": 1, "a": [9, 7, 5]}"#)
        // $sort by a field: elements that are not documents, or lack the field, sort as null.
        UpdateTesting.expect(
            try UpdateTesting.updated(
                #"{"_id": 1, "a": [{"s": 2}, 7, {"t": 1}, {"s": 1}]}"#, #"{"$push": {"a": {"$each": [], "$sort": {"s": 1}}}}"#),
            #"{"_id": 1, "a": [7, {"t": 1}, {"s": 1}, {"s": 2}]}"#)
        // A missing field: the values go into a new array, sorted and sliced the same way.
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1}"#, #"{"$push": {"a": {"$each": [3, 1, 2], "$sort": 1, "$slice": -2}}}"#),
            #"{"_id": 1, "a": [2, 3]}"#)
    }

    @Test("an object without $each is pushed as a value")
    func pushDocumentValue() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": []}"#, #"{"$push": {"a": {"x": 1, "y": [2]}}}"#),
            #"{"_id": 1, "a": [{"x": 1, "y": [2]}]}"#)
    }

    @Test("$addToSet compares whole values with MongoDB equality")
    func addToSetEquality() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(
                #"{"_id": 1, "a": [{"x": 1, "y": 2}, 3]}"#, #"{"$addToSet": {"a": {"$each": [{"x": 1.0, "y": 2}, {"y": 2, "x": 1}, 3.0]}}}"#),
            #"{"_id": 1, "a": [{"x": 1, "y": 2}, 3, {"y": 2, "x": 1}]}"#)
    }

    @Test("$pullAll removes every element equal to one of the values")
    func pullAll() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": [1, [1], 2.0, "2", {"b": 1}]}"#, #"{"$pullAll": {"a": [2, [1], {"b": 1.0}]}}"#),
            #"{"_id": 1, "a": [1, "2"]}"#)
    }

    @Test("$pop on a missing field changes nothing; through a scalar it fails")
    func popMissing() throws {
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1}"#, #"{"$pop": {"a.b": 1}}"#), #"{"_id": 1}"#)
        #expect(UpdateTesting.error(#"{"_id": 1, "a": [1]}"#, #"{"$pop": {"a.b": 1}}"#)?.code == 28)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": [1]}"#, #"{"$pop": {"a.3": 1}}"#), #"{"_id": 1, "a": [1]}"#)
    }

    @Test("the positional $ updates the element the query matched")
    func positional() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": [{"b": 1}, {"b": 2}]}"#, #"{"$set": {"a.$.b": 20, "a.$.c": 3}}"#, position: 1),
            #"{"_id": 1, "a": [{"b": 1}, {"b": 20, "c": 3}]}"#)
        // With an index past the end, $ creates the element as an index would.
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": [0]}"#, #"{"$set": {"a.$": 9}}"#, position: 2),
            #"{"_id": 1, "a": [0, null, 9]}"#)
    }

    @Test("$ and an index, or $[] and an index, meeting at one element conflict")
    func elementConflicts() {
        let positional = UpdateTesting.error(#"{"_id": 1, "a": [{"b": 1}]}"#, #"{"$set": {"a.$.b": 1}, "$inc": {"a.0.b": 1}}"#, position: 0)
        #expect(positional?.code == 40)
        #expect(positional?.message == "Update created a conflict at 'a.0.b'")
        // Different fields of the same element are fine.
        #expect(UpdateTesting.error(#"{"_id": 1, "a": [{"b": 1}]}"#, #"{"$set": {"a.$.b": 1, "a.0.c": 1}}"#, position: 0) == nil)
        let allAndIndex = UpdateTesting.error(#"{"_id": 1, "a": [1]}"#, #"{"$set": {"a.$[]": 1, "a.0": 2}}"#)
        #expect(allAndIndex?.code == 40)
        #expect(allAndIndex?.message == "Updating the path 'a.0' would create a conflict at 'a'")
    }

    @Test("$[] reaches every element, nested arrays included")
    func allElements() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": [[1, 2], [3]]}"#, #"{"$inc": {"a.$[].$[]": 10}}"#),
            #"{"_id": 1, "a": [[11, 12], [13]]}"#)
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": [{"b": 1}, {}]}"#, #"{"$set": {"a.$[].b": 0}, "$unset": {"a.$[].c": ""}}"#),
            #"{"_id": 1, "a": [{"b": 0}, {"b": 0}]}"#)
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": [1, 2]}"#, #"{"$unset": {"a.$[]": ""}}"#),
            #"{"_id": 1, "a": [null, null]}"#)
    }
}
