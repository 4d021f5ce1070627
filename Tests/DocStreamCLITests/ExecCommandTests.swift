import DocStreamBSON
import Foundation
import TestSupport
import Testing

@Suite("docstream exec")
struct ExecCommandTests {
    @Test("a command file of inserts, finds, upserts and deletes prints MongoDB-shaped replies, one per line")
    func commandFile() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("commands.ndjson")
        try Data(
            #"""
            {"insert": "drinks", "documents": [{"_id": 1, "name": "Bean of the Day", "storeNumber": 42}, {"_id": 2, "name": "Maple Latte", "storeNumber": 42}]}
            {"find": "drinks", "filter": {"storeNumber": 42}, "projection": {"name": 1, "_id": 0}}
            {"update": "drinks", "updates": [{"q": {"name": "Bean of the Day", "storeNumber": 55}, "u": {"$set": {"containsDairy": false}}, "upsert": true}]}
            this line is not JSON
            {"delete": "drinks", "deletes": [{"q": {"storeNumber": 42}, "limit": 0}]}
            {"count": "drinks", "$db": "test"}

            """#.utf8
        ).write(to: file)
        let result = try await CLIRunner.runOffTestThreads(["exec", "--memory", "--file", file.path])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        try #require(lines.count == 6)
        #expect(lines[0] == #"{"n":2,"ok":1.0}"#)
        #expect(lines[1] == #"{"cursor":{"firstBatch":[{"name":"Bean of the Day"},{"name":"Maple Latte"}],"id":0,"ns":"test.drinks"},"ok":1.0}"#)
        #expect(lines[2].hasPrefix(#"{"n":1,"nModified":0,"upserted":[{"index":0,"_id":{"$oid":"#))
        #expect(lines[3].hasPrefix(#"{"ok":0.0,"errmsg":"#))
        #expect(lines[3].contains("line 4"))
        #expect(lines[4] == #"{"n":2,"ok":1.0}"#)
        #expect(lines[5] == #"{"n":1,"ok":1.0}"#)
    }

    @Test("driven line by line: each reply arrives before the next command is sent")
    func interactive() async throws {
        let exec = try InteractiveCLI(["exec", "--memory"])
        func send(_ line: String) async throws -> String {
            try await exec.reply(to: line) ?? ""
        }

        #expect(try await send(#"{"insert": "c", "documents": [{"_id": 1}, {"_id": 2}, {"_id": 3}]}"#) == #"{"n":3,"ok":1.0}"#)
        let first = try await send(#"{"find": "c", "batchSize": 1}"#)
        let id = try #require(first.range(of: #""id":(\d+)"#, options: .regularExpression).map { first[$0].dropFirst(5) })
        let more = try await send(#"{"getMore": {"$numberLong": "\#(id)"}, "collection": "c"}"#)
        #expect(more == #"{"cursor":{"nextBatch":[{"_id":2},{"_id":3}],"id":0,"ns":"test.c"},"ok":1.0}"#)
        #expect(await exec.finish() == 0)
    }

    @Test("a driver's handshake and diagnostics: hello, buildInfo, dbStats, collStats (manual pages of each)")
    func diagnostics() async throws {
        let commands = """
            {"hello": 1}
            {"buildInfo": 1}
            {"insert": "drinks", "documents": [{"_id": 1, "name": "Mocha"}]}
            {"dbStats": 1}
            {"collStats": "none"}
            {"listDatabases": 1, "nameOnly": true, "$db": "admin"}

            """
        let result = try await CLIRunner.runOffTestThreads(["exec", "--memory"], input: Data(commands.utf8))
        #expect(result.status == 0, "\(result.standardError)")
        let replies = try result.standardOutput.split(separator: "\n").map { try Document(extendedJSON: String($0)) }
        try #require(replies.count == 6, "\(result.standardOutput)")
        #expect(replies[0]["isWritablePrimary"] == true)
        #expect(replies[0]["maxWireVersion"] == .int32(25))
        #expect(replies[1]["version"]?.stringValue?.hasPrefix("8.0.") == true)
        #expect(replies[3]["db"] == "test")
        #expect(replies[3]["objects"]?.extendedJSON(.relaxed) == "1")
        #expect(replies[4]["code"] == .int32(26))
        #expect(replies[4]["codeName"] == "NamespaceNotFound")
        #expect(replies[5]["databases"] == [["name": "test"]])
    }
}
