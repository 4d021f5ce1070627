import DocStreamBSON
import Testing

@testable import DocStream

/// `$match` decided on a document's bytes (`RawFilter`) must give what MongoDB gives, and leave
/// to the general matcher every document it cannot decide exactly (a path meeting an array).
/// Expected values are written from MongoDB's manual (comparison query operators, type
/// bracketing, "Query for Null or Missing Fields", "Compare BSON types").
struct RawFilterAgreementTests {
    private enum Raw {
        /// The raw path must answer this document.
        case decides
        /// The raw path must leave this document to the general matcher.
        case defers
    }

    /// Checks `QueryFilter` against `expected`, the raw path against the general matcher, and
    /// whether the raw path answered.
    private func check(
        _ filter: Document, _ document: Document, _ expected: Bool, raw: Raw = .decides,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(try QueryFilter(filter).matches(document) == expected, "\(filter) on \(document)", sourceLocation: sourceLocation)
        let root = try FilterCompiler.compile(filter, level: .document)
        var details = MatchDetails(recording: false)
        let general = try root.matches(document, &details)
        #expect(general == expected, "general matcher: \(filter) on \(document)", sourceLocation: sourceLocation)
        let rawFilter = try #require(RawFilter(root), "\(filter) has a raw form", sourceLocation: sourceLocation)
        switch (try rawFilter.evaluate(document), raw) {
        case (.matches, .decides): #expect(expected, "raw matched: \(filter) on \(document)", sourceLocation: sourceLocation)
        case (.fails, .decides): #expect(!expected, "raw failed: \(filter) on \(document)", sourceLocation: sourceLocation)
        case (.undecided, .defers): break
        case (let outcome, _): Issue.record("raw outcome \(outcome) for \(filter) on \(document), wanted \(raw)", sourceLocation: sourceLocation)
        }
    }

    @Test("equality compares numbers by value across int32, int64, double and decimal128; other types never equal")
    func numericEquality() throws {
        let filter: Document = ["a": .int32(1)]
        for value: BSONValue in [.int32(1), .int64(1), .double(1), .decimal128(Decimal128("1")!), .decimal128(Decimal128("1.000")!)] {
            try check(filter, ["a": value], true)
        }
        for value: BSONValue in ["1", .bool(true), .null, .double(1.5), .int64(2)] {
            try check(filter, ["a": value], false)
        }
        try check(filter, ["b": .int32(1)], false)
        // 2^53 + 1 as an int64 is not the double 2^53: the comparison is exact.
        try check(["a": .double(9_007_199_254_740_992)], ["a": .int64(9_007_199_254_740_993)], false)
        try check(["a": .double(9_007_199_254_740_992)], ["a": .int64(9_007_199_254_740_992)], true)
    }

    @Test("null matches null and a missing field (also through a scalar), not undefined")
    func nullAndMissing() throws {
        try check(["a": .null], ["a": .null], true)
        try check(["a": .null], ["b": .int32(1)], true)
        try check(["a": .null], ["a": .undefined], false)
        try check(["a": .null], ["a": .int32(0)], false)
        try check(["a.b": .null], ["a": .int32(5)], true)
        try check(["a.b": .null], ["a": ["c": .int32(1)]], true)
        try check(["a.b": .null], ["a": ["b": .null]], true)
        try check(["a.b": .null], ["a": ["b": .int32(1)]], false)
        try check(["a": ["$exists": .bool(false)]], ["b": .null], true)
        try check(["a": ["$exists": .bool(false)]], ["a": .null], false)
        try check(["a": ["$in": [.int32(1), .null]]], [:], true)
        try check(["a": ["$in": [.int32(1), .null]]], ["a": .int64(1)], true)
        try check(["a": ["$in": [.int32(1), .null]]], ["a": .int32(2)], false)
    }

    @Test("ranges bracket by type: numbers with numbers, strings with strings; NaN only equals NaN")
    func rangesAndTypeBracketing() throws {
        let greater: Document = ["a": ["$gt": .int32(3)]]
        try check(greater, ["a": .double(3.5)], true)
        try check(greater, ["a": .int64(4)], true)
        try check(greater, ["a": .decimal128(Decimal128("3.0000001")!)], true)
        try check(greater, ["a": .int32(3)], false)
        try check(greater, ["a": "4"], false)
        try check(greater, ["a": .null], false)
        try check(greater, [:], false)
        try check(greater, ["a": .double(.nan)], false)
        try check(["a": ["$gte": .double(.nan)]], ["a": .double(.nan)], true)
        try check(["a": ["$gte": .double(.nan)]], ["a": .int32(5)], false)
        try check(["a": ["$lte": .decimal128(Decimal128("2.5")!)]], ["a": .double(2.5)], true)
        try check(["a": ["$lte": .decimal128(Decimal128("2.5")!)]], ["a": .int64(3)], false)
        try check(["a": ["$gt": "b"]], ["a": "ba"], true)
        try check(["a": ["$gt": "b"]], ["a": "B"], false)
        try check(["a": ["$gt": "b"]], ["a": .int32(9)], false)
        // MinKey and MaxKey lie below and above every value.
        try check(["a": ["$gt": .minKey]], ["a": "x"], true)
        try check(["a": ["$lt": .maxKey]], ["a": .null], true)
        try check(["price": ["$gt": .int32(3)], "containsDairy": .bool(true)], ["containsDairy": .bool(true), "price": .double(3.25)], true)
        try check(["price": ["$gt": .int32(3)], "containsDairy": .bool(true)], ["containsDairy": .bool(false), "price": .double(3.25)], false)
    }

    @Test("embedded documents compare field by field, numbers by value, in field order")
    func embeddedDocuments() throws {
        let filter: Document = ["a": ["x": .int32(1), "y": .int32(2)]]
        try check(filter, ["a": ["x": .double(1), "y": .int64(2)]], true)
        try check(filter, ["a": ["y": .int32(2), "x": .int32(1)]], false)
        try check(filter, ["a": ["x": .int32(1)]], false)
        try check(["a.b.c": .int32(1)], ["a": ["b": ["c": .double(1)]]], true)
        try check(["a.b.c": .int32(1)], ["a": ["b": "c"]], false)
    }

    @Test("a path meeting an array is left to the general matcher, which looks into the elements")
    func arraysDefer() throws {
        try check(["a": .int32(1)], ["a": [.int32(2), .double(1)]], true, raw: .defers)
        try check(["a": .int32(1)], ["a": [.int32(2)]], false, raw: .defers)
        try check(["a": [.int32(1), .int32(2)]], ["a": [.int32(1), .int32(2)]], true, raw: .defers)
        try check(["a.b": .int32(1)], ["a": [["b": .int32(1)]]], true, raw: .defers)
        try check(["a.b": .int32(1)], ["a": ["b": [.int32(0), .int32(1)]]], true, raw: .defers)
        try check(["a": ["$ne": .int32(1)]], ["a": [.int32(1), .int32(2)]], false, raw: .defers)
        try check(["a": ["$ne": .int32(1)]], ["a": .double(1)], false)
        try check(["a": ["$ne": .int32(1)]], [:], true)
        try check(["a": ["$not": ["$gt": .int32(2)]]], ["a": [.int32(1), .int32(3)]], false, raw: .defers)
        try check(["a": ["$not": ["$gt": .int32(2)]]], ["a": "x"], true)
        try check(["$nor": [["a": .int32(1)]]], ["a": [.int32(1)]], false, raw: .defers)
        try check(["$nor": [["a": .int32(1)]]], ["a": .int32(2)], true)
        // One branch of $or decides the whole: b matches without looking at a's elements.
        try check(["$or": [["a": .int32(1)], ["b": .int32(2)]]], ["a": [.int32(0)], "b": .int32(2)], true)
        try check(["$or": [["a": .int32(1)], ["b": .int32(2)]]], ["a": [.int32(1)], "b": .int32(3)], true, raw: .defers)
        // One failing conjunct decides the whole.
        try check(["a": .int32(1), "b": .int32(2)], ["a": [.int32(1)], "b": .int32(3)], false)
    }

    @Test("a repeated field name: the raw path reads the same field as the general matcher")
    func repeatedNames() throws {
        let document = Document([("a", .int32(1)), ("a", .int32(2))])
        for filter: Document in [["a": .int32(1)], ["a": .int32(2)], ["a": ["$gt": .int32(1)]]] {
            let root = try FilterCompiler.compile(filter, level: .document)
            var details = MatchDetails(recording: false)
            let general = try root.matches(document, &details)
            let raw = try #require(RawFilter(root)).evaluate(document)
            #expect(raw == (general ? .matches : .fails), "\(filter)")
        }
    }

    @Test("filters with operators the raw path does not read have no raw form")
    func noRawForm() throws {
        for filter: Document in [
            ["a": ["$regex": "^x"]], ["$expr": ["$eq": ["$a", .int32(1)]]], ["a": ["$size": .int32(1)]],
            ["a": ["$elemMatch": ["$gt": .int32(1)]]],
        ] {
            #expect(RawFilter(try FilterCompiler.compile(filter, level: .document)) == nil, "\(filter)")
        }
    }
}
