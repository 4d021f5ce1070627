import Foundation
import Testing

@Suite("docstream exec: validation warnings", .timeLimit(.minutes(10)))
struct ValidationLogTests {
    @Test("validationAction warn: the insert goes through and MongoDB's log line (id 20294) goes to standard error")
    func warnLogsToStandardError() async throws {
        let commands = """
            {"create": "t", "validator": {"a": 1}, "validationAction": "warn"}
            {"insert": "t", "documents": [{"_id": 1, "a": 2}]}
            """
        let result = try await CLIRunner.runOffTestThreads(["exec", "--memory"], input: Data(commands.utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == "{\"ok\":1.0}\n{\"n\":1,\"ok\":1.0}\n")
        let line = try #require(result.standardError.split(separator: "\n").first)
        #expect(line.contains(#""s":"W","c":"STORAGE","id":20294,"ctx":"conn","msg":"Document would fail validation""#))
        #expect(
            line.contains(
                #""attr":{"namespace":"test.t","document":{"_id":1,"a":2},"errInfo":{"failingDocumentId":1,"details":{"operatorName":"$eq","specifiedAs":{"a":1},"reason":"comparison failed","consideredValue":2}}}"#
            ))
    }
}

@Suite("docstream import: validators", .timeLimit(.minutes(10)))
struct ImportValidationTests {
    @Test("import reports each document the validator refuses and imports the rest; --bypass-document-validation imports all")
    func importValidates() async throws {
        let store = try CLIRunner.temporaryDirectory().appendingPathComponent("store")
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let create = try await CLIRunner.runOffTestThreads(
            ["exec", "--db", store.path], input: Data(#"{"create": "drinks", "validator": {"$jsonSchema": {"required": ["name"]}}}"#.utf8))
        #expect(create.standardOutput == "{\"ok\":1.0}\n")
        let lines = "{\"_id\": 1, \"name\": \"Mocha\"}\n{\"_id\": 2}\n{\"_id\": 3, \"name\": \"Latte\"}\n"
        let refused = try await CLIRunner.runOffTestThreads(["import", "--db", store.path, "-c", "drinks"], input: Data(lines.utf8))
        #expect(refused.status == 1)
        #expect(
            refused.standardError
                == "docstream: error: DocumentValidationFailure (121): Document failed validation at standard input, line 2\n2 document(s) imported successfully. 1 document(s) failed to import.\n"
        )
        let bypassed = try await CLIRunner.runOffTestThreads(
            ["import", "--db", store.path, "-c", "drinks", "--mode", "upsert", "--bypass-document-validation"], input: Data(lines.utf8))
        #expect(bypassed.status == 0, "\(bypassed.standardError)")
        #expect(try await CLIRunner.exported(store.path) == "{\"_id\":1,\"name\":\"Mocha\"}\n{\"_id\":3,\"name\":\"Latte\"}\n{\"_id\":2}\n")
    }
}
