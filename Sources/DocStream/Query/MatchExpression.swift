import DocStreamBSON

/// A node of a compiled filter, MongoDB's MatchExpression (src/mongo/db/matcher/expression.h).
///
/// Every node answers two questions: does a whole document match (`matches`), and does one
/// value match on its own (`matchesValue`, MongoDB's matchesSingleElement), which is what the
/// conditions of `{$elemMatch: {$gt: 1, $lt: 5}}` are asked about each array element.
///
/// Matching a whole document throws only when an aggregation expression under `$expr` fails
/// (`$divide` by zero): MongoDB then fails the whole operation, it does not skip the document.
protocol MatchExpression: Sendable {
    func matches(_ document: Document, _ details: inout MatchDetails) throws(DocStreamError) -> Bool
    /// `value` is nil for a missing field (MongoDB's EOO element).
    func matchesValue(_ value: BSONValue?) -> Bool
}

/// What a match records for the positional `$` operator (MongoDB's MatchDetails), and the
/// variables in scope for `$expr` (a pipeline's, such as `$lookup`'s `let`).
struct MatchDetails {
    /// False where MongoDB passes no details: under `$or`, `$nor`, `$not` and inside `$elemMatch`.
    let isRecording: Bool
    let variables: ExpressionVariables?
    private(set) var arrayPosition: Int?
    /// The document's `$text` score, when `$text` matched it here.
    var textScore: Double?

    init(recording: Bool, variables: ExpressionVariables? = nil) {
        isRecording = recording
        self.variables = variables
    }

    /// Details nobody reads.
    static var ignored: MatchDetails { MatchDetails(recording: false) }

    /// Details for a child whose array position nobody reads, with the same variables.
    var unrecorded: MatchDetails { MatchDetails(recording: false, variables: variables) }

    mutating func record(_ position: Int) {
        if isRecording { arrayPosition = position }
    }

    mutating func reset() {
        arrayPosition = nil
    }
}

/// A test of one value, the leaf of a filter: `$gt: 5`, `$regex: /^a/`, `$size: 2`.
protocol ValueTest: Sendable {
    /// MongoDB's matchesSingleElement; `value` is nil for a missing field.
    func matches(_ value: BSONValue?) -> Bool
    /// Array operators ($elemMatch, $size) look at an array at the end of a path as a whole;
    /// every other test looks at each of its elements and then at the whole array.
    static var traversesLeafArrays: Bool { get }
    /// The test of a value its path reached without passing through an array: array operators
    /// then record which element matched.
    func matches(_ value: BSONValue?, recording details: inout MatchDetails) -> Bool
}

extension ValueTest {
    static var traversesLeafArrays: Bool { true }

    func matches(_ value: BSONValue?, recording details: inout MatchDetails) -> Bool {
        matches(value)
    }
}

/// An array operator's test ($elemMatch): it looks at a leaf array as a whole and records
/// which element matched; plain matching is the same test with nothing recorded.
protocol ElementRecordingTest: ValueTest {}

extension ElementRecordingTest {
    static var traversesLeafArrays: Bool { false }

    func matches(_ value: BSONValue?) -> Bool {
        var ignored = MatchDetails.ignored
        return matches(value, recording: &ignored)
    }
}

/// A value test applied at a field path: MongoDB's PathMatchExpression::matches. The document
/// matches when any value the path reaches passes the test; the first array the path went
/// through gives the recorded position.
struct PathMatch<Test: ValueTest>: MatchExpression {
    let path: QueryPath
    let test: Test

    func matches(_ document: Document, _ details: inout MatchDetails) -> Bool {
        path.anyValue(in: document, traversingLeafArrays: Test.traversesLeafArrays) { value, arrayPosition in
            guard let arrayPosition else { return test.matches(value, recording: &details) }
            guard test.matches(value) else { return false }
            details.record(arrayPosition)
            return true
        }
    }

    func matchesValue(_ value: BSONValue?) -> Bool {
        test.matches(value)
    }
}

/// `$and`, and the implicit conjunction of a filter's fields and of a field's operators.
struct AndExpression: MatchExpression {
    let children: [any MatchExpression]

    func matches(_ document: Document, _ details: inout MatchDetails) throws(DocStreamError) -> Bool {
        for child in children where try !child.matches(document, &details) {
            details.reset()
            return false
        }
        return true
    }

    func matchesValue(_ value: BSONValue?) -> Bool {
        children.allSatisfy { $0.matchesValue(value) }
    }
}

/// `$or`. MongoDB records no array position through it (OrMatchExpression passes no details).
struct OrExpression: MatchExpression {
    let children: [any MatchExpression]

    func matches(_ document: Document, _ details: inout MatchDetails) throws(DocStreamError) -> Bool {
        var ignored = details.unrecorded
        for child in children where try child.matches(document, &ignored) {
            return true
        }
        return false
    }

    func matchesValue(_ value: BSONValue?) -> Bool {
        children.contains { $0.matchesValue(value) }
    }
}

/// `$nor`: no child matches.
struct NorExpression: MatchExpression {
    let children: [any MatchExpression]

    func matches(_ document: Document, _ details: inout MatchDetails) throws(DocStreamError) -> Bool {
        var ignored = details.unrecorded
        for child in children where try child.matches(document, &ignored) {
            return false
        }
        return true
    }

    func matchesValue(_ value: BSONValue?) -> Bool {
        !children.contains { $0.matchesValue(value) }
    }
}

/// `$not`, `$ne`, `$nin` and `$exists: false`: the negation over the whole path, so
/// `{a: {$ne: 1}}` rejects `{a: [1, 2]}`.
struct NotExpression: MatchExpression {
    let child: any MatchExpression

    func matches(_ document: Document, _ details: inout MatchDetails) throws(DocStreamError) -> Bool {
        var ignored = details.unrecorded
        return try !child.matches(document, &ignored)
    }

    func matchesValue(_ value: BSONValue?) -> Bool {
        !child.matchesValue(value)
    }
}

/// `$alwaysTrue`, `$alwaysFalse`, the empty filter and `$all: []`.
struct ConstantExpression: MatchExpression {
    let result: Bool

    func matches(_ document: Document, _ details: inout MatchDetails) -> Bool { result }

    func matchesValue(_ value: BSONValue?) -> Bool { result }
}
