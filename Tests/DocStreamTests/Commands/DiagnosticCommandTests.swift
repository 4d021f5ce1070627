import DocStream
import DocStreamBSON
import Foundation
import Testing

/// The commands drivers and tools run to learn about a server and its data, with the reply
/// shapes of MongoDB's manual pages (each test names its page). Sizes are counted by hand from
/// the BSON specification: {"_id": 1, "name": "Mocha"} is 4 (length) + 9 (_id: type, "_id\0",
/// int32) + 16 (name: type, "name\0", length, "Mocha\0") + 1 = 30 bytes, and so is Latte.
@Suite("Commands: hello, buildInfo, listDatabases, dbStats, collStats, listCommands")
struct DiagnosticCommandTests {
    let session = CommandSession(store: Store())

    private func run(_ json: String) throws -> Document {
        session.run(try Document(extendedJSON: json))
    }

    /// Two 30-byte documents in test.drinks.
    private func insertDrinks() throws {
        let reply = try run(#"{"insert": "drinks", "documents": [{"_id": 1, "name": "Mocha"}, {"_id": 2, "name": "Latte"}]}"#)
        try #require(reply["ok"] == .double(1), "\(reply)")
    }

    private func number(_ value: BSONValue?) -> Double? {
        switch value {
        case .int32(let number)?: Double(number)
        case .int64(let number)?: Double(number)
        case .double(let number)?: number
        default: nil
        }
    }

    @Test("hello (manual: hello): a writable standalone with MongoDB's limits and wire versions")
    func hello() throws {
        let reply = try run(#"{"hello": 1}"#)
        #expect(reply["isWritablePrimary"] == true)
        #expect(reply["ismaster"] == nil)
        #expect(reply["maxBsonObjectSize"] == .int32(16_777_216))
        #expect(reply["maxMessageSizeBytes"] == .int32(48_000_000))
        #expect(reply["maxWriteBatchSize"] == .int32(100_000))
        guard case .datetime(let localTime)? = reply["localTime"] else {
            Issue.record("localTime is not a date: \(reply)")
            return
        }
        #expect(abs(Double(localTime.millisecondsSinceEpoch) - Date().timeIntervalSince1970 * 1000) < 60_000)
        #expect(reply["logicalSessionTimeoutMinutes"] == .int32(30))
        #expect(number(reply["connectionId"]) != nil)
        #expect(reply["minWireVersion"] == .int32(0))
        // MongoDB 8.0's wire version.
        #expect(reply["maxWireVersion"] == .int32(25))
        #expect(reply["readOnly"] == false)
        #expect(reply["ok"] == .double(1))
    }

    @Test("isMaster and ismaster (manual: isMaster) answer ismaster: true; helloOk is echoed", arguments: ["isMaster", "ismaster"])
    func isMaster(name: String) throws {
        let reply = try run(#"{"\#(name)": 1, "helloOk": true, "client": {"driver": {"name": "test"}}}"#)
        #expect(reply["ismaster"] == true)
        #expect(reply["isWritablePrimary"] == nil)
        #expect(reply["helloOk"] == true)
        #expect(reply["maxWireVersion"] == .int32(25))
        #expect(reply["ok"] == .double(1))
    }

    @Test("each session has its own connectionId")
    func connectionIDs() throws {
        let other = CommandSession(store: Store())
        #expect(try run(#"{"hello": 1}"#)["connectionId"] != other.run(["hello": 1])["connectionId"])
    }

    @Test("buildInfo (manual: buildInfo): an 8.0 version string and array, 64 bits, the document size limit")
    func buildInfo() throws {
        let reply = try run(#"{"buildInfo": 1}"#)
        let version = try #require(reply["version"]?.stringValue)
        #expect(version.hasPrefix("8.0."))
        let parts = try #require(reply["versionArray"]?.arrayValue)
        #expect(parts.count == 4)
        #expect(parts.prefix(2) == [.int32(8), .int32(0)])
        #expect(reply["gitVersion"]?.stringValue != nil)
        #expect(reply["bits"] == .int32(64))
        #expect(reply["maxBsonObjectSize"] == .int32(16_777_216))
        #expect(reply["storageEngines"]?.arrayValue?.isEmpty == false)
        #expect(reply["ok"] == .double(1))
    }

    @Test("listDatabases (manual: listDatabases): admin only; name, sizeOnDisk, empty; totals; nameOnly; filter")
    func listDatabases() throws {
        try insertDrinks()
        _ = try run(#"{"create": "empty", "$db": "other"}"#)
        let elsewhere = try run(#"{"listDatabases": 1}"#)
        #expect(elsewhere["ok"] == .double(0))
        #expect(elsewhere["code"] == .int32(13))
        #expect(elsewhere["codeName"] == "Unauthorized")

        let reply = try run(#"{"listDatabases": 1, "$db": "admin"}"#)
        #expect(reply["ok"] == .double(1))
        let databases = try #require(reply["databases"]?.arrayValue).compactMap(\.documentValue)
        #expect(databases.map { $0["name"] } == ["other", "test"])
        for database in databases { #expect(database.keys == ["name", "sizeOnDisk", "empty"]) }
        // test holds 60 bytes of documents; other holds an empty collection.
        #expect(number(databases[1]["sizeOnDisk"]).map { $0 >= 60 } == true)
        #expect(databases[1]["empty"] == false)
        #expect(databases[0]["empty"] == true)
        // totalSize is the sum of sizeOnDisk; totalSizeMb the same in whole megabytes.
        #expect(number(reply["totalSize"]) == databases.compactMap { number($0["sizeOnDisk"]) }.reduce(0, +))
        #expect(number(reply["totalSizeMb"]) == 0)

        let names = try run(#"{"listDatabases": 1, "nameOnly": true, "$db": "admin"}"#)
        #expect(names["databases"] == [["name": "other"], ["name": "test"]])
        #expect(names["totalSize"] == nil)
        let filtered = try run(#"{"listDatabases": 1, "filter": {"empty": false}, "$db": "admin"}"#)
        #expect(filtered["databases"]?.arrayValue?.map { $0.documentValue?["name"] } == ["test"])
    }

    @Test("dbStats (manual: dbStats): counts and sizes, scale divides sizes but not avgObjSize")
    func dbStats() throws {
        try insertDrinks()
        _ = try run(#"{"createIndexes": "drinks", "indexes": [{"key": {"name": 1}, "name": "name_1"}]}"#)
        let reply = try run(#"{"dbStats": 1}"#)
        #expect(
            reply.keys == [
                "db", "collections", "views", "objects", "avgObjSize", "dataSize", "storageSize", "indexes", "indexSize", "totalSize",
                "scaleFactor", "ok",
            ])
        #expect(reply["db"] == "test")
        #expect(number(reply["collections"]) == 1)
        #expect(number(reply["views"]) == 0)
        #expect(number(reply["objects"]) == 2)
        #expect(number(reply["avgObjSize"]) == 30)
        #expect(number(reply["dataSize"]) == 60)
        #expect(number(reply["indexes"]) == 2)
        #expect(number(reply["scaleFactor"]) == 1)
        // totalSize is storageSize plus indexSize.
        #expect(number(reply["totalSize"]) == number(reply["storageSize"]).flatMap { storage in number(reply["indexSize"]).map { storage + $0 } })

        let scaled = try run(#"{"dbStats": 1, "scale": 2}"#)
        #expect(number(scaled["dataSize"]) == 30)
        #expect(number(scaled["avgObjSize"]) == 30)
        #expect(number(scaled["scaleFactor"]) == 2)

        let missing = try run(#"{"dbStats": 1, "$db": "nothing"}"#)
        #expect(missing["ok"] == .double(1))
        #expect(number(missing["collections"]) == 0)
        #expect(number(missing["objects"]) == 0)
        #expect(number(missing["avgObjSize"]) == 0)

        let badScale = try run(#"{"dbStats": 1, "scale": 0}"#)
        #expect(badScale["ok"] == .double(0), "\(badScale)")
    }

    @Test("collStats (manual: collStats): ns, count, size, avgObjSize, indexes by name; 26 for a missing collection")
    func collStats() throws {
        try insertDrinks()
        _ = try run(#"{"createIndexes": "drinks", "indexes": [{"key": {"name": 1}, "name": "name_1"}]}"#)
        let reply = try run(#"{"collStats": "drinks"}"#)
        #expect(reply["ok"] == .double(1))
        #expect(reply["ns"] == "test.drinks")
        #expect(number(reply["count"]) == 2)
        #expect(number(reply["size"]) == 60)
        #expect(number(reply["avgObjSize"]) == 30)
        #expect(number(reply["storageSize"]) != nil)
        #expect(number(reply["nindexes"]) == 2)
        let indexSizes = try #require(reply["indexSizes"]?.documentValue)
        #expect(indexSizes.keys == ["_id_", "name_1"])
        // totalIndexSize is the sum of indexSizes.
        #expect(number(reply["totalIndexSize"]) == indexSizes.elements.compactMap { number($0.value) }.reduce(0, +))
        #expect(number(reply["scaleFactor"]) == 1)
        #expect(number(try run(#"{"collStats": "drinks", "scale": 2}"#)["size"]) == 30)

        let missing = try run(#"{"collStats": "none"}"#)
        #expect(missing["ok"] == .double(0))
        #expect(missing["code"] == .int32(26))
        #expect(missing["codeName"] == "NamespaceNotFound")
        // Nothing changed: the collection still holds its documents.
        #expect(number(try run(#"{"count": "drinks"}"#)["n"]) == 2)
    }

    @Test("listCommands (manual: listCommands): every command answered, each with help")
    func listCommands() throws {
        let reply = try run(#"{"listCommands": 1}"#)
        #expect(reply["ok"] == .double(1))
        let commands = try #require(reply["commands"]?.documentValue)
        for name in [
            "insert", "find", "aggregate", "getMore", "update", "delete", "hello", "isMaster", "ismaster", "buildInfo",
            "listDatabases", "dbStats", "collStats", "listCommands", "ping",
        ] {
            #expect(commands[name]?.documentValue?["help"]?.stringValue?.isEmpty == false, "\(name)")
        }
        #expect(commands["listDatabases"]?.documentValue?["adminOnly"] == true)
        // Every listed command is answered: none gets 59 CommandNotFound.
        for name in commands.keys {
            #expect(session.run([name: 1])["code"] != .int32(59), "\(name)")
        }
    }

    @Test("an unknown command keeps MongoDB's 59 CommandNotFound")
    func unknownCommand() throws {
        let reply = try run(#"{"frobnicate": 1}"#)
        #expect(reply["ok"] == .double(0))
        #expect(reply["code"] == .int32(59))
        #expect(reply["codeName"] == "CommandNotFound")
        #expect(reply["errmsg"] == "no such command: 'frobnicate'")
    }
}
