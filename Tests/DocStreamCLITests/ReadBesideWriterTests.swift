import DocStreamBSON
import Foundation
import Testing

/// The read commands follow a store instead of opening it as its writer: they read a store
/// that another process holds open, change none of its files, and refuse a `--db` that names
/// no store instead of creating one.
@Suite("Reading beside a writer", .timeLimit(.minutes(10)))
struct ReadBesideWriterTests {
    /// Every file of the store directory with its contents, those of its data environment
    /// included, but for LMDB's lock file, where every reader takes a slot by design.
    private func files(of store: URL) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: store.path) {
            let url = store.appendingPathComponent(name)
            guard name == "data" else {
                contents[name] = try Data(contentsOf: url)
                continue
            }
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path) where file != "lock.mdb" {
                contents["data/\(file)"] = try Data(contentsOf: url.appendingPathComponent(file))
            }
        }
        return contents
    }

    @Test("export, run, schema and repair --out read a store another process has open and change nothing; repair in place and $out get 98")
    func readsBesideWriter() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store")
        let writer = try InteractiveCLI(["exec", "--db", store.path])
        defer { _ = writer.finish() }
        for id in 1...3 {
            #expect(try await writer.reply(to: #"{"insert": "drinks", "documents": [{"_id": \#(id), "size": \#(id * 100)}]}"#) == #"{"n":1,"ok":1.0}"#)
        }
        let before = try files(of: store)
        let sort = directory.appendingPathComponent("sort.json")
        try Data(#"[{"$sort": {"size": -1}}]"#.utf8).write(to: sort)
        let out = directory.appendingPathComponent("out.json")
        try Data(#"[{"$out": "copy"}]"#.utf8).write(to: out)

        let exported = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "-c", "drinks"])
        #expect(exported.status == 0, "\(exported.standardError)")
        #expect(exported.standardOutput == (1...3).map { #"{"_id":\#($0),"size":\#($0 * 100)}"# + "\n" }.joined())

        let ran = try await CLIRunner.runOffTestThreads(["run", sort.path, "--db", store.path, "-c", "drinks"])
        #expect(ran.status == 0, "\(ran.standardError)")
        #expect(ran.standardOutput == [3, 2, 1].map { #"{"_id":\#($0),"size":\#($0 * 100)}"# + "\n" }.joined())

        let schema = try await CLIRunner.runOffTestThreads(["schema", "--db", store.path, "-c", "drinks"])
        #expect(schema.status == 0, "\(schema.standardError)")
        #expect(schema.standardError == "3 document(s) read.\n")

        let salvaged = directory.appendingPathComponent("salvaged")
        let repairedOut = try await CLIRunner.runOffTestThreads(["repair", "--db", store.path, "--out", salvaged.path])
        #expect(repairedOut.status == 0, "\(repairedOut.standardError)")
        let report = try Document(extendedJSON: repairedOut.standardOutput)
        #expect(report["outcome"] == "intact")
        #expect(report[path: "collections.0"] == .document(["namespace": "test.drinks", "documents": .int32(3), "indexes": ["_id_"]]))

        // Writing needs the lock the writer holds.
        let repairedInPlace = try await CLIRunner.runOffTestThreads(["repair", "--db", store.path])
        #expect(repairedInPlace.status == 1)
        #expect(repairedInPlace.standardError.contains("DBPathInUse (98)"), "\(repairedInPlace.standardError)")
        let written = try await CLIRunner.runOffTestThreads(["run", out.path, "--db", store.path, "-c", "drinks"])
        #expect(written.status == 1)
        #expect(written.standardError.contains("DBPathInUse (98)"), "\(written.standardError)")

        #expect(try files(of: store) == before, "a read changed the store's files")
        #expect(try await writer.reply(to: #"{"insert": "drinks", "documents": [{"_id": 4}]}"#) == #"{"n":1,"ok":1.0}"#)
        #expect(await writer.finish() == 0)

        // With the writer gone, a pipeline ending in $out opens the store as its writer.
        let copied = try await CLIRunner.runOffTestThreads(["run", out.path, "--db", store.path, "-c", "drinks"])
        #expect(copied.status == 0, "\(copied.standardError)")
        let copy = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "-c", "copy"])
        #expect(copy.standardError == "4 document(s) exported.\n")
    }

    @Test("--db naming no store (a missing path, a directory without a store): every read command fails and creates nothing")
    func noStore() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: directory.appendingPathComponent("pipeline.json"))
        for db in ["nowhere", "empty"] {
            for command in [
                ["export", "--db", db, "-c", "drinks"], ["run", "pipeline.json", "--db", db, "-c", "drinks"],
                ["schema", "--db", db, "-c", "drinks"], ["watch", "--db", db], ["repair", "--db", db, "--out", "salvaged"], ["repair", "--db", db],
            ] {
                let refused = try await CLIRunner.runOffTestThreads(command, in: directory)
                #expect(refused.status == 1, "\(command)")
                #expect(refused.standardError.contains("no store at"), "\(command): \(refused.standardError)")
                #expect(refused.standardOutput.isEmpty)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["empty", "pipeline.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("empty").path).isEmpty)
    }
}
