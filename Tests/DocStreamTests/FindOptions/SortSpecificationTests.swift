import DocStreamBSON
import Testing

@testable import DocStream

/// The code of the DocStreamError `body` throws, nil when it throws none.
func errorCode(_ body: () throws -> Void) -> Int? {
    do {
        try body()
        return nil
    } catch {
        return (error as? DocStreamError)?.code
    }
}

struct SortSpecificationTests {
    @Test func directionsAreTruncatedNumbersOfAnyNumericType() throws {
        let documents: [Document] = [["a": 1], ["a": 3], ["a": 2]]
        for direction: BSONValue in [1, .int32(1), .double(1.5), .decimal128(Decimal128("1.0")!)] {
            let sort = try SortSpecification(["a": direction])
            #expect(documents.sorted { sort.compare($0, $1) < 0 }.map { $0["a"] } == [1, 2, 3])
        }
        for direction: BSONValue in [-1, .int32(-1), .double(-1.9), .decimal128(Decimal128("-1")!)] {
            let sort = try SortSpecification(["a": direction])
            #expect(documents.sorted { sort.compare($0, $1) < 0 }.map { $0["a"] } == [3, 2, 1])
        }
    }

    @Test func refusedSpecifications() {
        #expect(errorCode { _ = try SortSpecification(["a": .double(0.5)]) } == 15975)
        #expect(errorCode { _ = try SortSpecification(["a": .double(.nan)]) } == 15975)
        #expect(errorCode { _ = try SortSpecification(["a": true]) } == 15974)
        #expect(errorCode { _ = try SortSpecification(["a": .null]) } == 15974)
        #expect(errorCode { _ = try SortSpecification(["a": [1]]) } == 15974)
        #expect(errorCode { _ = try SortSpecification(["a": [:]]) } == 17312)
        #expect(errorCode { _ = try SortSpecification(["a": ["$meta": "textScore", "x": 1]]) } == 9)
        #expect(errorCode { _ = try SortSpecification(["a": ["$meta": 1]]) } == 31138)
        #expect(errorCode { _ = try SortSpecification(["a": ["$meta": "randVal"]]) } == 238)
        #expect(errorCode { _ = try SortSpecification(["$natural": 1]) } == 238)
        #expect(errorCode { _ = try SortSpecification(["a.": 1]) } == 40353)
        #expect(errorCode { _ = try SortSpecification(["a..b": 1]) } == 15998)
        #expect(errorCode { _ = try SortSpecification(["$a": 1]) } == 16410)
        #expect(errorCode { _ = try SortSpecification(Document([("a", 1), ("b", 1), ("a", -1)])) } == 7472500)
    }

    @Test func emptySortKeepsEverythingTied() throws {
        let sort = try SortSpecification([:])
        #expect(sort.compare(["a": 1], ["a": 2]) == 0)
    }

    @Test func keysTakeTheSmallestElementAscendingAndTheLargestDescending() throws {
        let ascending = try SortSpecification(["a": 1])
        let descending = try SortSpecification(["a": -1])
        let document: Document = ["a": [3, 1, 2]]
        #expect(ascending.sortKey(for: document).values == [1])
        #expect(descending.sortKey(for: document).values == [3])
        // Missing sorts as null, an empty array as undefined (below null), a nested array as itself.
        #expect(ascending.sortKey(for: [:]).values == [.null])
        #expect(ascending.sortKey(for: ["a": []]).values == [.undefined])
        #expect(descending.sortKey(for: ["a": [1, [5]]]).values == [[5]])
    }

    @Test func pathsThroughOneArrayPairUpElementByElement() throws {
        // sort_key_generator_test.cpp SortKeyGenerationForArraysRespectsCompoundOrdering.
        let sort = try SortSpecification(["a.b": 1, "a.c": -1])
        let document: Document = ["a": [["b": 1, "c": 0], ["b": 0, "c": 3], ["b": 0, "c": 1]]]
        #expect(sort.sortKey(for: document).values == [0, 3])
        // Keys come from one element: b 0 pairs with c 0 here, not with the largest c.
        #expect(sort.sortKey(for: ["a": [["b": 0, "c": 0], ["b": 1, "c": 5]]]).values == [0, 0])
    }

    @Test func parallelArraysAreMongoDBsErrorButStillGetAKey() throws {
        let sort = try SortSpecification(["a": 1, "b": -1])
        let document: Document = ["a": [2, 1], "b": [3, 4]]
        #expect(errorCode { _ = try sort.checkedSortKey(for: document) } == 2)
        #expect(sort.sortKey(for: document).values == [1, 4])
    }

    @Test func numericComponentsSelectElementsAfterAnArray() throws {
        let sort = try SortSpecification(["a.1": 1])
        #expect(sort.sortKey(for: ["a": [5, 6]]).values == [6])
        #expect(sort.sortKey(for: ["a": [5]]).values == [.null])
        // "01" is not how BSON names element 1.
        #expect(try SortSpecification(["a.01": 1]).sortKey(for: ["a": [5, 6]]).values == [.null])
        // A numeric field inside the elements makes the path ambiguous.
        let ambiguous: Document = ["a": [["1": "field"], ["x": 2]]]
        #expect(errorCode { _ = try sort.checkedSortKey(for: ambiguous) } == 16746)
        #expect(sort.sortKey(for: ambiguous).values == ["field"])
    }

    @Test func keysCompareByTheSortDirections() throws {
        let sort = try SortSpecification(["a": 1, "b": -1])
        #expect(sort.compare(["a": 1, "b": 1], ["a": 1, "b": 2]) > 0)
        #expect(sort.compare(["a": 1, "b": 1], ["a": 2, "b": 9]) < 0)
        #expect(sort.compare(["a": 1, "b": 1], ["b": 1, "a": .double(1)]) == 0)
    }
}
