import Foundation
import Testing

@Suite("docstream schema", .timeLimit(.minutes(10)))
struct SchemaCommandTests {
    @Test("prints the schema of the seed's coffee drinks; as a validator it accepts them and refuses a changed drink")
    func coffeeDrinks() async throws {
        let store = try await CLIRunner.store(with: String(decoding: try Data(contentsOf: ExportCommandTests.coffeeDrinks), as: UTF8.self))
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let result = try await CLIRunner.runOffTestThreads(["schema", "--db", store.path, "--collection", "drinks"])
        #expect(result.status == 0, "\(result.standardError)")
        // Every drink has the first five fields; only the Americano has a price, promotions and a date.
        let expected = #"""
            {"title":"drinks","bsonType":"object","required":["_id","name","beanRegion","containsDairy","storeNumber"],\#
            "properties":{"_id":{"bsonType":"objectId"},"name":{"bsonType":"string"},"beanRegion":{"bsonType":"string"},\#
            "containsDairy":{"bsonType":"bool"},"storeNumber":{"bsonType":"long"},"price":{"bsonType":"decimal"},\#
            "featuredInPromotions":{"bsonType":"array","items":{"bsonType":"string"}},"addedOn":{"bsonType":"date"}}}
            """#
        #expect(result.standardOutput == expected + "\n")
        #expect(result.standardError == "5 document(s) read.\n")

        let validator = try await CLIRunner.runOffTestThreads(["schema", "--db", store.path, "-c", "drinks", "--validator"])
        let schema = validator.standardOutput.trimmingCharacters(in: .newlines)
        #expect(schema == #"{"$jsonSchema":"# + expected + "}")
        let commands = """
            {"collMod": "drinks", "validator": \(schema)}
            {"update": "drinks", "updates": [{"q": {}, "u": {"$set": {"checked": true}}, "multi": true}]}
            {"insert": "drinks", "documents": [{"name": "Mocha", "beanRegion": "x", "containsDairy": "yes", "storeNumber": {"$numberLong": "1"}}]}
            {"count": "drinks"}
            """
        let exec = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path, "--database", "test"], input: Data(commands.utf8))
        let replies = exec.standardOutput.split(separator: "\n")
        #expect(replies.count == 4, "\(exec.standardOutput) \(exec.standardError)")
        guard replies.count == 4 else { return }
        #expect(replies[0] == #"{"ok":1.0}"#)
        #expect(replies[1] == #"{"n":5,"nModified":5,"ok":1.0}"#)
        #expect(replies[2].contains(#""code":121"#) && replies[2].contains(#""propertyName":"containsDairy""#))
        #expect(replies[3] == #"{"n":5,"ok":1.0}"#)
    }

    @Test("a missing store or collection is an error with status 1")
    func missing() async throws {
        let store = try await CLIRunner.store(with: #"{"a": 1}"#)
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let result = try await CLIRunner.runOffTestThreads(["schema", "--db", store.path, "-c", "nothere"])
        #expect(result.status == 1)
        #expect(result.standardError == "docstream: error: NamespaceNotFound (26): ns does not exist: test.nothere\n")
        #expect(result.standardOutput.isEmpty)
        let noStore = try await CLIRunner.runOffTestThreads(["schema", "--db", store.path + "-missing", "-c", "drinks"])
        #expect(noStore.status == 1 && noStore.standardError.contains("no store at"))
    }
}
