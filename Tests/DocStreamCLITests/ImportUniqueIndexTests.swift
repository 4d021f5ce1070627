import Foundation
import Testing

/// `docstream import` into a collection with a unique index: each line that would duplicate a
/// key is reported with 11000 and imports nothing, in every mode; the other lines import.
@Suite("docstream import with a unique index", .timeLimit(.minutes(10)))
struct ImportUniqueIndexTests {
    @Test("insert, upsert and merge modes refuse duplicate keys line by line and keep the store consistent")
    func duplicateLines() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = #"{"createIndexes": "drinks", "indexes": [{"key": {"name": 1}, "name": "name_1", "unique": true}]}"#
        #expect(try await CLIRunner.runOffTestThreads(["exec", "--db", "store"], input: Data(index.utf8), in: directory).status == 0)
        let lines = [#"{"_id": 1, "name": "Mocha"}"#, #"{"_id": 2, "name": "Latte"}"#, #"{"_id": 3, "name": "Mocha"}"#, #"{"_id": 4, "name": "Cortado"}"#]
        let duplicate =
            #"docstream: error: DuplicateKey (11000): E11000 duplicate key error collection: test.drinks index: name_1 dup key: { name: "Mocha" } at standard input, line 3"#
        for mode in ["insert", "upsert"] {
            let imported = try await CLIRunner.runOffTestThreads(
                ["import", "--db", "store", "-c", "drinks", "--mode", mode], input: Data(lines.joined(separator: "\n").utf8), in: directory)
            #expect(imported.status == 1)
            #expect(imported.standardError.contains(duplicate), "\(imported.standardError)")
            #expect(imported.standardError.contains("3 document(s) imported successfully. 1 document(s) failed to import."), "\(imported.standardError)")
        }
        let merged = try await CLIRunner.runOffTestThreads(
            ["import", "--db", "store", "-c", "drinks", "--mode", "merge"], input: Data(#"{"_id": 2, "name": "Mocha"}"#.utf8), in: directory)
        #expect(merged.status == 1)
        #expect(merged.standardError.contains("docstream: error: DuplicateKey (11000): "), "\(merged.standardError)")
        let found = try await CLIRunner.runOffTestThreads(
            ["exec", "--db", "store"], input: Data(#"{"find": "drinks", "sort": {"_id": 1}}"#.utf8), in: directory)
        #expect(
            found.standardOutput.contains(#""firstBatch":[{"_id":1,"name":"Mocha"},{"_id":2,"name":"Latte"},{"_id":4,"name":"Cortado"}]"#),
            "\(found.standardOutput)")
    }
}
