import DocStream
import DocStreamBSON
import Testing

/// The array position a match records for the positional `$` operator (MongoDB's
/// elemMatchKey): the index in the first array the matching path went through.
@Suite("Query match positions")
struct QueryMatchPositionTests {
    private func position(_ filter: String, _ document: String) throws -> QueryMatch? {
        try QueryFilter(Document(extendedJSON: filter)).match(Document(extendedJSON: document))
    }

    @Test func elementOfALeafArray() throws {
        #expect(try position(#"{"a": 2}"#, #"{"a": [1, 2, 3]}"#) == QueryMatch(arrayPosition: 1))
    }

    @Test func documentInAnArray() throws {
        #expect(try position(#"{"a.b": 2}"#, #"{"a": [{"b": 1}, {"b": 2}]}"#) == QueryMatch(arrayPosition: 1))
    }

    @Test func outermostArrayWins() throws {
        let document = #"{"a": [{"b": [0]}, {"b": [5, 6]}]}"#
        #expect(try position(#"{"a.b": 6}"#, document) == QueryMatch(arrayPosition: 1))
    }

    @Test func wholeArrayMatchRecordsNothing() throws {
        #expect(try position(#"{"a": [1, 2]}"#, #"{"a": [1, 2]}"#) == QueryMatch(arrayPosition: nil))
    }

    @Test func noArrayRecordsNothing() throws {
        #expect(try position(#"{"a": 1}"#, #"{"a": 1}"#) == QueryMatch(arrayPosition: nil))
    }

    @Test func explicitIndexIsNotAPosition() throws {
        #expect(try position(#"{"a.1": 2}"#, #"{"a": [1, 2]}"#) == QueryMatch(arrayPosition: nil))
    }

    @Test func noMatchIsNil() throws {
        #expect(try position(#"{"a": 4}"#, #"{"a": [1, 2, 3]}"#) == nil)
    }

    @Test func elemMatchRecordsTheMatchingElement() throws {
        #expect(try position(#"{"a": {"$elemMatch": {"x": 2}}}"#, #"{"a": [{"x": 1}, {"x": 2}]}"#) == QueryMatch(arrayPosition: 1))
        #expect(try position(#"{"a": {"$elemMatch": {"$gt": 4}}}"#, #"{"a": [1, 5, 9]}"#) == QueryMatch(arrayPosition: 1))
    }

    @Test func elemMatchThroughAnArrayRecordsTheOuterPosition() throws {
        let document = #"{"a": [{"b": [{"c": 1}, {"c": 2}]}, {"b": [{"c": 3}]}]}"#
        #expect(try position(#"{"a.b": {"$elemMatch": {"c": 3}}}"#, document) == QueryMatch(arrayPosition: 1))
    }

    @Test func laterConditionsOverwriteEarlierPositions() throws {
        // AndMatchExpression passes its details to each child in turn.
        #expect(try position(#"{"a": 2, "b": 3}"#, #"{"a": [1, 2], "b": [3, 4]}"#) == QueryMatch(arrayPosition: 0))
        #expect(try position(#"{"a": {"$all": [2, 3]}}"#, #"{"a": [1, 2, 3]}"#) == QueryMatch(arrayPosition: 2))
    }

    @Test func orAndNegationsRecordNothing() throws {
        // OrMatchExpression and NotMatchExpression pass no details to their children.
        #expect(try position(#"{"$or": [{"a": 2}]}"#, #"{"a": [1, 2]}"#) == QueryMatch(arrayPosition: nil))
        #expect(try position(#"{"a": {"$ne": 5}}"#, #"{"a": [1, 2]}"#) == QueryMatch(arrayPosition: nil))
    }

    @Test func sizeRecordsOnlyAnOuterPosition() throws {
        #expect(try position(#"{"a": {"$size": 2}}"#, #"{"a": [1, 2]}"#) == QueryMatch(arrayPosition: nil))
        #expect(try position(#"{"a.b": {"$size": 1}}"#, #"{"a": [{"b": [1, 2]}, {"b": [3]}]}"#) == QueryMatch(arrayPosition: 1))
    }

    @Test func matchesAgreesWithMatch() throws {
        let filter = try QueryFilter(Document(extendedJSON: #"{"a.b": {"$gte": 2}}"#))
        for text in [#"{"a": [{"b": 1}, {"b": 3}]}"#, #"{"a": {"b": 1}}"#, #"{"b": 2}"#] {
            let document = try Document(extendedJSON: text)
            #expect(try filter.matches(document) == (try filter.match(document) != nil))
        }
    }
}
