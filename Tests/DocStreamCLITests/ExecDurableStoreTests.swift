import Foundation
import Testing

@Suite("docstream exec on a store directory", .timeLimit(.minutes(10)))
struct ExecDurableStoreTests {
    private let insert = Data(#"{"insert": "drinks", "documents": [{"_id": 1, "name": "Mocha"}, {"_id": 2, "name": "Latte"}]}"#.utf8 + [0x0A])
    private let find = Data(#"{"find": "drinks", "filter": {}}"#.utf8 + [0x0A])
    private let found = #"{"cursor":{"firstBatch":[{"_id":1,"name":"Mocha"},{"_id":2,"name":"Latte"}],"id":0,"ns":"test.drinks"},"ok":1.0}"#

    @Test("--db DIR: a second run sees the first run's documents")
    func secondRunSeesFirst() async throws {
        let store = try CLIRunner.temporaryDirectory().appendingPathComponent("drinks.docstream")
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let first = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: insert)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput == #"{"n":2,"ok":1.0}"# + "\n")
        let second = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: find)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput == found + "\n")
    }

    @Test("Without --db or --memory the store is ./.docstream")
    func defaultStore() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try await CLIRunner.runOffTestThreads(["exec"], input: insert, in: directory).status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(".docstream/journal").path))
        #expect(try await CLIRunner.runOffTestThreads(["exec"], input: find, in: directory).standardOutput == found + "\n")
    }

    @Test("--cache-size bounds the memory a stored collection may take read; 0 is refused")
    func cacheSize() async throws {
        let store = try CLIRunner.temporaryDirectory().appendingPathComponent("drinks.docstream")
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        #expect(try await CLIRunner.runOffTestThreads(["exec", "--db", store.path, "--cache-size", "64"], input: insert).status == 0)
        let second = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path, "--cache-size", "1"], input: find)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput == found + "\n")
        let refused = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path, "--cache-size", "0"], input: find)
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("--cache-size must be a whole number of MiB from 1, not 0"))
    }

    @Test("--db and --memory together are refused")
    func dbAndMemory() async throws {
        let result = try await CLIRunner.runOffTestThreads(["exec", "--db", "unused", "--memory"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("--db and --memory cannot be used together"))
    }
}
