import DocStream
import DocStreamBSON
import Testing

/// Variables the conformance files cannot set: `$$NOW` and variables bound by the caller
/// (as a stage's `let` binds them).
@Suite("Expression variables")
struct ExpressionVariablesTests {
    @Test func nowIsTheGivenTime() throws {
        let now = BSONDateTime(millisecondsSinceEpoch: 1_522_039_108_044)
        let expression = try AggregationExpression("$$NOW")
        #expect(try expression.evaluate([:], variables: ExpressionVariables(now: now)) == .datetime(now))
    }

    @Test func nowTakesPartInDateArithmetic() throws {
        let now = BSONDateTime(millisecondsSinceEpoch: 10_000)
        let expression = try AggregationExpression(["$subtract": ["$$NOW", "$date"]])
        let document: Document = ["date": .datetime(BSONDateTime(millisecondsSinceEpoch: 4_000))]
        #expect(try expression.evaluate(document, variables: ExpressionVariables(now: now)) == .int64(6_000))
    }

    @Test func callerBoundVariablesAreVisible() throws {
        var variables = ExpressionVariables()
        variables["limit"] = .int32(5)
        let expression = try AggregationExpression(["$lt": ["$qty", "$$limit"]])
        #expect(try expression.evaluate(["qty": .int32(3)], variables: variables) == .bool(true))
        #expect(try expression.evaluate(["qty": .int32(8)], variables: variables) == .bool(false))
    }

    @Test func letShadowsAnOuterVariableOnlyInside() throws {
        var variables = ExpressionVariables()
        variables["x"] = .int32(1)
        let expression = try AggregationExpression([
            "inner": ["$let": ["vars": ["x": .int32(2)], "in": "$$x"]],
            "outer": "$$x",
        ])
        #expect(try expression.evaluate([:], variables: variables) == .document(["inner": .int32(2), "outer": .int32(1)]))
    }

    @Test func oneCompiledExpressionServesManyDocuments() throws {
        let expression = try AggregationExpression(["$multiply": ["$price", "$qty"]])
        let documents: [Document] = [["price": .int32(2), "qty": .int32(3)], ["price": .double(1.5), "qty": .int32(2)]]
        let totals = try documents.map { try expression.evaluate($0) }
        #expect(totals == [BSONValue.int32(6), .double(3)])
    }

    /// jstests/core/expr.js: `find({$expr: {$divide: [1, "$a"]}})` over `{a: 0}` throws.
    @Test func exprFailureFailsTheMatch() throws {
        let filter = try QueryFilter(["$expr": ["$gt": [["$divide": ["$a", "$b"]], .int32(1)]]])
        #expect(try filter.matches(["a": .int32(4), "b": .int32(2)]))
        #expect(throws: DocStreamError.self) { try filter.matches(["a": .int32(4), "b": .int32(0)]) }
    }
}
