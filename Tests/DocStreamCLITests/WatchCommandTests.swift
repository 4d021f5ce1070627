import DocStreamBSON
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `docstream watch --db DIR` in one process while `docstream exec --db DIR` writes the store
/// in another: the watch follows the store's files without its lock, prints each event as one
/// line of Extended JSON as it happens, and ends cleanly on SIGINT or SIGTERM.
@Suite("docstream watch", .serialized, .timeLimit(.minutes(10)))
struct WatchCommandTests {
    /// A writer session on a new store, and a resume token from before anything it will write
    /// next, so a watch started with it misses nothing however long it takes to start.
    private func writer(_ store: URL) async throws -> (InteractiveCLI, token: String) {
        let exec = try InteractiveCLI(["exec", "--db", store.path])
        _ = try await exec.reply(to: #"{"insert": "drinks", "documents": [{"_id": 0, "name": "before the watch"}]}"#)
        let opened = try Document(
            extendedJSON: try #require(try await exec.reply(to: #"{"aggregate": "drinks", "pipeline": [{"$changeStream": {}}], "cursor": {}}"#)))
        let token = try #require(opened[path: "cursor.postBatchResumeToken._data"]?.stringValue, "\(opened)")
        return (exec, token)
    }

    /// Kills `process` if it is still running after `seconds`, so a stuck test ends (a hang
    /// guard, far beyond what the test takes on a loaded machine).
    private func guardTime(_ process: ChildProcess, seconds: Int = 240) {
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { kill(pid, SIGKILL) }
    }

    private func events(_ lines: [String?]) throws -> [Document] {
        try lines.map { try Document(extendedJSON: try #require($0, "the watch ended early")) }
    }

    @Test("Two processes: the watch prints the writer's events of its collection as they happen, then stops on SIGINT")
    func followsExec() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("s.docstream")
        let (exec, token) = try await writer(store)
        let watch = try InteractiveCLI(["watch", "--db", store.path, "-c", "drinks", "--full-document", "updateLookup", "--resume-after", token])
        guardTime(watch.process)
        guardTime(exec.process)

        #expect(try await exec.reply(to: #"{"insert": "drinks", "documents": [{"_id": 1, "name": "Mocha"}]}"#) == #"{"n":1,"ok":1.0}"#)
        let inserted = try events([await watch.lines.next()])
        #expect(inserted.first?["operationType"] == "insert")
        #expect(inserted.first?["fullDocument"] == (try ExtendedJSON.parseValue(#"{"_id": 1, "name": "Mocha"}"#)))

        _ = try await exec.reply(to: #"{"update": "drinks", "updates": [{"q": {"_id": 1}, "u": {"$set": {"size": "tall"}}}]}"#)
        _ = try await exec.reply(to: #"{"insert": "other", "documents": [{"_id": 1}]}"#)
        _ = try await exec.reply(to: #"{"delete": "drinks", "deletes": [{"q": {"_id": 1}, "limit": 1}]}"#)
        let later = try events([await watch.lines.next(), await watch.lines.next()])
        #expect(later.map { $0["operationType"] } == ["update", "delete"])
        #expect(later.first?[path: "updateDescription.updatedFields"] == .document(["size": "tall"]))
        #expect(later.allSatisfy { $0["ns"] == .document(["db": "test", "coll": "drinks"]) })

        kill(watch.process.processIdentifier, SIGINT)
        await watch.waitForExit()
        #expect(watch.process.terminationReason == .exit && watch.process.terminationStatus == 0)
        #expect(await exec.finish() == 0)
    }

    @Test("--ids and --match select events; SIGTERM ends the watch cleanly")
    func filters() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("s.docstream")
        let (exec, token) = try await writer(store)
        let byIDs = try InteractiveCLI(["watch", "--db", store.path, "-c", "drinks", "--ids", "2", "3", "--resume-after", token])
        let byMatch = try InteractiveCLI(["watch", "--db", store.path, "--match", #"{"operationType": "delete"}"#, "--start-after", #"{"_data": "\#(token)"}"#])
        for process in [byIDs.process, byMatch.process, exec.process] { guardTime(process) }

        _ = try await exec.reply(to: #"{"insert": "drinks", "documents": [{"_id": 1}, {"_id": 2}, {"_id": 3}]}"#)
        _ = try await exec.reply(to: #"{"delete": "drinks", "deletes": [{"q": {"_id": 1}, "limit": 1}]}"#)
        _ = try await exec.reply(to: #"{"delete": "other", "deletes": [{"q": {}, "limit": 0}]}"#)
        _ = try await exec.reply(to: #"{"insert": "other", "documents": [{"_id": 9}]}"#)
        _ = try await exec.reply(to: #"{"delete": "other", "deletes": [{"q": {"_id": 9}, "limit": 1}]}"#)

        let selected = try events([await byIDs.lines.next(), await byIDs.lines.next()])
        #expect(selected.map { $0[path: "documentKey._id"] } == [.int32(2), .int32(3)])
        // The database watch sees the deletes of both collections.
        let deletes = try events([await byMatch.lines.next(), await byMatch.lines.next()])
        #expect(deletes.map { $0["ns"] } == [.document(["db": "test", "coll": "drinks"]), .document(["db": "test", "coll": "other"])])
        #expect(deletes.map { $0[path: "documentKey._id"] } == [.int32(1), .int32(9)])

        for watch in [byIDs, byMatch] {
            kill(watch.process.processIdentifier, SIGTERM)
            await watch.waitForExit()
            #expect(watch.process.terminationReason == .exit && watch.process.terminationStatus == 0)
        }
        #expect(await exec.finish() == 0)
    }

    @Test("A drop of the watched collection prints drop and invalidate, and the watch ends by itself")
    func invalidateEnds() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("s.docstream")
        let (exec, token) = try await writer(store)
        let watch = try InteractiveCLI(["watch", "--db", store.path, "-c", "drinks", "--resume-after", token])
        guardTime(watch.process)
        guardTime(exec.process)
        _ = try await exec.reply(to: #"{"drop": "drinks"}"#)
        #expect(try events([await watch.lines.next(), await watch.lines.next()]).map { $0["operationType"] } == ["drop", "invalidate"])
        #expect(await watch.lines.next() == nil)
        await watch.waitForExit()
        #expect(watch.process.terminationStatus == 0)
        #expect(await exec.finish() == 0)
    }

    @Test("Bad arguments fail with status 1 and MongoDB's error, the store untouched")
    func errors() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("s.docstream")
        let missing = try await CLIRunner.runOffTestThreads(["watch", "--db", store.path])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("no store at"))
        #expect(!FileManager.default.fileExists(atPath: store.path))

        _ = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: Data(#"{"insert": "c", "documents": [{"_id": 1}]}"#.utf8))
        let badToken = try await CLIRunner.runOffTestThreads(["watch", "--db", store.path, "--resume-after", "zz"])
        #expect(badToken.status == 1)
        #expect(badToken.standardError.contains("InvalidResumeToken (260)"), "\(badToken.standardError)")
        let badMode = try await CLIRunner.runOffTestThreads(["watch", "--db", store.path, "--full-document", "always"])
        #expect(badMode.status == 1)
        #expect(badMode.standardError.contains("BadValue (2)"), "\(badMode.standardError)")
        let badStage = try await CLIRunner.runOffTestThreads(["watch", "--db", store.path, "--pipeline", #"[{"$group": {"_id": 1}}]"#])
        #expect(badStage.status == 1)
        #expect(badStage.standardError.contains("IllegalOperation (20)"), "\(badStage.standardError)")
        let data = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "-c", "c"])
        #expect(data.standardOutput == "{\"_id\":1}\n")
    }
}
