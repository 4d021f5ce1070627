import DocStream
import DocStreamBSON
import Testing

/// Runs `Cases/commands/*.json`: each case is a script of commands, run in order through one
/// `CommandSession` over a new in-memory store (database "test" unless a command names its
/// `$db`), each with the reply it must give. "expect" is matched as a subset: a document's
/// fields each match (other fields may be there), an array has exactly its elements, a value is
/// equal as MongoDB compares; `{"$$missing": true}` says the field is absent and
/// `{"$$type": "<alias>"}` gives its BSON type; `{"$$close": x}` is a number within a relative
/// 1e-9 of x (a documented distance).
@Suite("Command conformance")
struct CommandConformanceTests {
    @Test(arguments: ConformanceCase.all(area: "commands"))
    func script(_ testCase: ConformanceCase) throws {
        let session = CommandSession(store: Store(), defaultDatabase: "test")
        let steps = try #require(testCase.spec["steps"]?.arrayValue, "a case needs \"steps\" (\(testCase.source))")
        for (index, step) in steps.enumerated() {
            let step = try #require(step.documentValue)
            let command = try #require(step["command"]?.documentValue, "step \(index) needs a \"command\"")
            let reply = session.run(command)
            guard let expected = step["expect"] else { continue }
            #expect(
                Self.matches(.document(reply), expected),
                "step \(index): \(command.extendedJSON(.relaxed)) -> \(reply.extendedJSON(.relaxed)), expected \(expected.extendedJSON(.relaxed)) (\(testCase.source))"
            )
        }
    }

    static func matches(_ actual: BSONValue?, _ expected: BSONValue) -> Bool {
        switch expected {
        case .document(let fields) where fields.keys == ["$$missing"]:
            return actual == nil
        case .document(let fields) where fields.keys == ["$$type"]:
            return actual?.type.alias == fields["$$type"]?.stringValue
        case .document(let fields) where fields.keys == ["$$close"]:
            // A documented floating-point result (a distance), to a relative 1e-9.
            guard let expected = fields["$$close"]?.doubleValue, let value = actual?.doubleValue else { return false }
            return abs(value - expected) <= 1e-9 * max(1, abs(expected))
        case .document(let fields):
            guard case .document(let document)? = actual else { return false }
            return fields.allSatisfy { matches(document[$0.key], $0.value) }
        case .array(let elements):
            guard case .array(let values)? = actual, values.count == elements.count else { return false }
            return zip(values, elements).allSatisfy { matches($0, $1) }
        default:
            return actual.map { $0.isMongoEqual(to: expected) } ?? false
        }
    }
}
