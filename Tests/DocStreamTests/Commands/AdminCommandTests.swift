import DocStream
import DocStreamBSON
import Foundation
import Testing

/// hostInfo, replSetGetStatus without a server, and the `$collStats` stage, with the reply
/// shapes of MongoDB's manual pages (each test names its page). {"_id": n, "name": "Mocha"}
/// is 30 bytes of BSON (4 + 9 + 16 + 1), and so is each drink inserted here.
@Suite("Commands: hostInfo, replSetGetStatus, $collStats")
struct AdminCommandTests {
    let session = CommandSession(store: Store())

    private func run(_ json: String) throws -> Document {
        session.run(try Document(extendedJSON: json))
    }

    /// `count` 30-byte documents in test.drinks.
    private func insertDrinks(_ count: Int) throws {
        let documents = (1...count).map { BSONValue.document(["_id": .int32(Int32($0)), "name": "Mocha"]) }
        let reply = session.run(["insert": "drinks", "documents": .array(documents)])
        try #require(reply["n"] == .int32(Int32(count)), "\(reply)")
    }

    /// The one document a `$collStats` pipeline returns.
    private func collStats(_ stage: Document, on collection: String = "drinks") throws -> Document {
        let reply = session.run(["aggregate": .string(collection), "pipeline": [.document(["$collStats": .document(stage)])], "cursor": [:]])
        let batch = reply["cursor"]?.documentValue?["firstBatch"]?.arrayValue
        try #require(batch?.count == 1, "\(reply)")
        return try #require(batch?.first?.documentValue)
    }

    @Test("$collStats (manual: $collStats) with storageStats: ns, host, localTime, and collStats' figures for the documents inserted")
    func storageStats() throws {
        try insertDrinks(3)
        let document = try collStats(["storageStats": [:]])
        #expect(document.elements.map(\.key) == ["ns", "host", "localTime", "storageStats"])
        #expect(document["ns"] == "test.drinks")
        #expect(document["host"] == session.run(["hostInfo": 1, "$db": "admin"])["system"]?.documentValue?["hostname"])
        if case .datetime = document["localTime"] {} else { Issue.record("localTime is not a date: \(document)") }
        let storage = try #require(document["storageStats"]?.documentValue)
        #expect(storage["count"] == .int32(3))
        #expect(storage["size"] == .int32(90))
        #expect(storage["avgObjSize"] == .int32(30))
        #expect(storage["storageSize"] == .int32(90))
        #expect(storage["nindexes"] == .int32(1))
        #expect(storage["indexSizes"]?.documentValue?.elements.map(\.key) == ["_id_"])
        #expect(storage["totalIndexSize"] == storage["indexSizes"]?.documentValue?["_id_"])
        // The same figures as the collStats command's, without its ns and ok.
        var command = session.run(["collStats": "drinks"])
        command["ns"] = nil
        command["ok"] = nil
        #expect(storage == command)
    }

    @Test("$collStats (manual: $collStats): count: {} gives the number of documents; storageStats.scale divides sizes")
    func countAndScale() throws {
        try insertDrinks(4)
        let counted = try collStats(["count": [:]])
        #expect(counted.elements.map(\.key) == ["ns", "host", "localTime", "count"])
        #expect(counted["count"] == .int32(4))
        _ = try run(#"{"delete": "drinks", "deletes": [{"q": {"_id": 1}, "limit": 1}]}"#)
        #expect(try collStats(["count": [:]])["count"] == .int32(3))
        let scaled = try collStats(["storageStats": ["scale": 10], "count": [:]])
        #expect(scaled["storageStats"]?.documentValue?["size"] == .int32(9))
        #expect(scaled["storageStats"]?.documentValue?["scaleFactor"] == .int32(10))
        #expect(scaled["count"] == .int32(3))
        // With neither, only the identifying fields.
        #expect(try collStats([:]).elements.map(\.key) == ["ns", "host", "localTime"])
    }

    @Test("$collStats errors: not first is 40602, an unknown field 40415, a missing collection 26, a non-object 5447000, in $facet 40600")
    func collStatsErrors() throws {
        try insertDrinks(1)
        func code(_ pipeline: BSONValue, on collection: String = "drinks") -> BSONValue? {
            session.run(["aggregate": .string(collection), "pipeline": pipeline, "cursor": [:]])["code"]
        }
        #expect(code([["$match": [:]], ["$collStats": ["count": [:]]]]) == .int32(40602))
        #expect(code([["$collStats": ["sizes": [:]]]]) == .int32(40415))
        #expect(code([["$collStats": ["storageStats": ["bogus": 1]]]]) == .int32(40415))
        #expect(code([["$collStats": ["count": [:]]]], on: "missing") == .int32(26))
        #expect(code([["$collStats": 1]]) == .int32(5447000))
        #expect(code([["$collStats": ["storageStats": ["scale": 0]]]]) == .int32(51024))
        #expect(code([["$facet": ["a": [["$collStats": [:]]]]]]) == .int32(40600))
        #expect(session.run(["aggregate": 1, "pipeline": [["$collStats": [:]]], "cursor": [:], "$db": "admin"])["code"] == .int32(73))
    }

    @Test("hostInfo (manual: hostInfo): system, os and extra with their documented fields; admin only")
    func hostInfo() throws {
        let reply = try run(#"{"hostInfo": 1, "$db": "admin"}"#)
        #expect(reply.elements.map(\.key) == ["system", "os", "extra", "ok"])
        let system = try #require(reply["system"]?.documentValue)
        #expect(system.elements.map(\.key) == ["currentTime", "hostname", "cpuAddrSize", "memSizeMB", "numCores", "cpuArch"])
        if case .datetime = system["currentTime"] {} else { Issue.record("currentTime is not a date") }
        var name = [CChar](repeating: 0, count: 256)
        #expect(gethostname(&name, 255) == 0)
        #expect(system["hostname"] == .string(String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        #expect(system["cpuAddrSize"] == .int32(64))
        #expect(system["numCores"] == .int32(Int32(ProcessInfo.processInfo.processorCount)))
        #expect(system["memSizeMB"] == .int64(Int64(ProcessInfo.processInfo.physicalMemory / (1024 * 1024))))
        let os = try #require(reply["os"]?.documentValue)
        #expect(os.elements.map(\.key) == ["type", "name", "version"])
        #if os(Linux)
            #expect(os["type"] == "Linux")
        #endif
        #expect(reply["extra"] == .document([:]))
        #expect(try run(#"{"hostInfo": 1, "$db": "test"}"#)["code"] == .int32(13))
    }

    @Test("replSetGetStatus (manual: replSetGetStatus) without a server: 76 NoReplicationEnabled, as a standalone answers")
    func replSetGetStatusStandalone() throws {
        let reply = try run(#"{"replSetGetStatus": 1, "$db": "admin"}"#)
        #expect(reply["code"] == .int32(76))
        #expect(reply["codeName"] == "NoReplicationEnabled")
        #expect(reply["errmsg"] == "not running with --replSet")
    }
}
