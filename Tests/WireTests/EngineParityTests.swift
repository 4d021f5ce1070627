#if canImport(DocStreamRemote)
    import DocStream
    import DocStreamBSON
    import DocStreamRemote
    import Foundation
    import TestSupport
    import Testing

    /// An engine the Swift API runs on, for the suite below: the embedded store, a `docstream
    /// serve` reached through the MongoDB C driver, and, when DOCSTREAM_TEST_URI names one, a
    /// MongoDB deployment.
    enum APIEngine: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case embedded
        case served
        case deployment

        var testDescription: String { rawValue }

        /// The engines to run on: the deployment only when DOCSTREAM_TEST_URI is set.
        static var available: [APIEngine] {
            Self.deploymentURI == nil ? [.embedded, .served] : allCases
        }

        static var deploymentURI: String? {
            ProcessInfo.processInfo.environment["DOCSTREAM_TEST_URI"].flatMap { $0.isEmpty ? nil : $0 }
        }

        /// A client on this engine and a database of its own (a deployment is shared), with the
        /// server it needs kept running until the body returns.
        func run(_ body: (MongoClient, MongoDatabase) async throws -> Void) async throws {
            let name = "api_\(UUID().uuidString.prefix(8).lowercased())"
            switch self {
            case .embedded:
                let client = MongoClient()
                try await body(client, client.database(named: name))
            case .served:
                // Starting and stopping a server block: off the test threads.
                let server = try await offTestThreads { () throws in try ServerProcess() }
                let client = try MongoClient(uri: "mongodb://127.0.0.1:\(server.port)/?directConnection=true")
                try await body(client, client.database(named: name))
                #expect(try await offTestThreads { () throws in try server.terminate() } == 0)
            case .deployment:
                let client = try MongoClient(uri: Self.deploymentURI ?? "")
                let database = client.database(named: name)
                try await body(client, database)
                try await database.drop()
            }
        }
    }

    /// One suite of the public API run on every engine: each case expects the results MongoDB
    /// documents (the CRUD specification's result fields, the manual's examples and error codes),
    /// so both engines meet the same expectations.
    @Suite("The Swift API on every engine", .timeLimit(.minutes(10)))
    struct EngineParityTests {
        static let drinks: [Document] = [
            ["_id": 1, "name": "Americano", "storeNumber": 42, "price": 3.0],
            ["_id": 2, "name": "Latte", "storeNumber": 42, "price": 4.5],
            ["_id": 3, "name": "Mocha", "storeNumber": 43, "price": 5.0],
            ["_id": 4, "name": "Flat White", "storeNumber": 43, "price": 4.0],
        ]

        @Test("Inserts, finds and counts: ids handed back, sort, projection, skip and limit", arguments: APIEngine.available)
        func insertAndFind(engine: APIEngine) async throws {
            try await engine.run { _, database in
                let drinks = database.collection(withName: "CoffeeDrinks")
                #expect(try await drinks.insertMany(Self.drinks) == [1, 2, 3, 4])
                // The drivers give a document without an _id an ObjectId (CRUD specification).
                let generated = try await drinks.insertOne(["name": "Espresso", "storeNumber": 44])
                #expect(generated.objectIdValue != nil)
                #expect(try await drinks.findOneDocument(filter: ["_id": generated])?["name"] == "Espresso")

                let sorted = try await drinks.find(
                    filter: ["storeNumber": ["$in": [42, 43]]],
                    options: FindOptions(limit: 2, projection: ["_id": 0, "name": 1], sorting: [["price": -1]], skip: 1))
                #expect(sorted == [["name": "Latte"], ["name": "Flat White"]])
                #expect(try await drinks.count(filter: [:]) == 5)
                #expect(try await drinks.count(filter: ["storeNumber": 42]) == 2)
                #expect(try await drinks.count(filter: [:], limit: 3) == 3)
            }
        }

        @Test("Updates, replacements and deletes report MongoDB's counts; an upsert its _id", arguments: APIEngine.available)
        func updateAndDelete(engine: APIEngine) async throws {
            try await engine.run { _, database in
                let drinks = database.collection(withName: "CoffeeDrinks")
                _ = try await drinks.insertMany(Self.drinks)
                #expect(
                    try await drinks.updateOneDocument(filter: ["_id": 1], update: ["$set": ["price": 3.5]])
                        == UpdateResult(matchedCount: 1, modifiedCount: 1, documentId: nil))
                // Setting a field to the value it has matches without modifying (the manual's updateOne).
                #expect(
                    try await drinks.updateOneDocument(filter: ["_id": 1], update: ["$set": ["price": 3.5]])
                        == UpdateResult(matchedCount: 1, modifiedCount: 0, documentId: nil))
                #expect(
                    try await drinks.updateManyDocuments(filter: ["storeNumber": 43], update: ["$inc": ["price": 1]])
                        == UpdateResult(matchedCount: 2, modifiedCount: 2, documentId: nil))
                #expect(
                    try await drinks.updateOneDocument(filter: ["_id": 9], update: ["$set": ["name": "Cortado"]], upsert: true)
                        == UpdateResult(matchedCount: 0, modifiedCount: 0, documentId: 9))
                #expect(
                    try await drinks.replaceOneDocument(filter: ["_id": 2], replacement: ["name": "Oat Latte", "price": 5])
                        == UpdateResult(matchedCount: 1, modifiedCount: 1, documentId: nil))
                #expect(try await drinks.findOneDocument(filter: ["_id": 2]) == ["_id": 2, "name": "Oat Latte", "price": 5])
                _ = try await drinks.updateOneDocument(filter: ["_id": 3], pipeline: [["$set": ["total": ["$add": ["$price", 2]]]]])
                #expect(try await drinks.findOneDocument(filter: ["_id": 3])?["total"] == 8.0)

                #expect(try await drinks.deleteOneDocument(filter: ["storeNumber": 43]) == 1)
                #expect(try await drinks.deleteManyDocuments(filter: [:]) == 4)
                #expect(try await drinks.count(filter: [:]) == 0)
            }
        }

        @Test("findOneAndUpdate, findOneAndReplace and findOneAndDelete return the document before or after", arguments: APIEngine.available)
        func findAndModify(engine: APIEngine) async throws {
            try await engine.run { _, database in
                let drinks = database.collection(withName: "CoffeeDrinks")
                _ = try await drinks.insertMany(Self.drinks)
                let before = try await drinks.findOneAndUpdate(
                    filter: ["storeNumber": 42], update: ["$inc": ["price": 1]], options: FindOneAndModifyOptions(["name": 1], [["price": -1]]))
                #expect(before == ["_id": 2, "name": "Latte"])
                let after = try await drinks.findOneAndUpdate(
                    filter: ["_id": 2], update: ["$inc": ["price": 1]], options: FindOneAndModifyOptions(nil, [], false, true))
                #expect(after?["price"] == 6.5)
                let upserted = try await drinks.findOneAndReplace(
                    filter: ["_id": 7], replacement: ["name": "Cortado"], options: FindOneAndModifyOptions(nil, [], true, true))
                #expect(upserted == ["_id": 7, "name": "Cortado"])
                #expect(try await drinks.findOneAndUpdate(filter: ["_id": 99], update: ["$set": ["x": 1]]) == nil)
                let deleted = try await drinks.findOneAndDelete(filter: ["storeNumber": 43], options: FindOneAndModifyOptions(nil, [["price": 1]]))
                #expect(deleted?["_id"] == 4)
                #expect(try await drinks.count(filter: [:]) == 4)
            }
        }

        @Test("aggregate, aggregateCursor and findCursor: the manual's $group, and cursors across many batches", arguments: APIEngine.available)
        func aggregation(engine: APIEngine) async throws {
            try await engine.run { _, database in
                let drinks = database.collection(withName: "CoffeeDrinks")
                _ = try await drinks.insertMany(Self.drinks)
                let counts = try await drinks.aggregate(pipeline: [
                    ["$group": ["_id": "$storeNumber", "numItems": ["$sum": 1]]], ["$sort": ["_id": 1]],
                ])
                #expect(counts == [["_id": 42, "numItems": 2], ["_id": 43, "numItems": 2]])

                let many = database.collection(withName: "Numbers")
                _ = try await many.insertMany((0..<3000).map { ["_id": .int32(Int32($0)), "pad": .string(String(repeating: "x", count: 100))] })
                var seen = 0
                for try await number in try many.aggregateCursor(pipeline: [["$sort": ["_id": 1]], ["$project": ["pad": 0]]]) {
                    #expect(number == ["_id": .int32(Int32(seen))])
                    seen += 1
                }
                #expect(seen == 3000)
                // findCursor: the same numbers through the find command's cursor, newest first.
                var expected: Int32 = 2999
                for try await number in try many.findCursor(
                    filter: ["_id": ["$gte": 1000]], options: FindOptions(projection: ["pad": 0], sorting: [["_id": -1]]))
                {
                    #expect(number == ["_id": .int32(expected)])
                    expected -= 1
                }
                #expect(expected == 999)
            }
        }

        @Test("Indexes: the default name, listIndexes, a unique index's 11000 with keyPattern and keyValue, drops", arguments: APIEngine.available)
        func indexes(engine: APIEngine) async throws {
            try await engine.run { _, database in
                let drinks = database.collection(withName: "CoffeeDrinks")
                _ = try await drinks.insertMany(Self.drinks)
                #expect(try await drinks.createIndex(["storeNumber": 1, "name": -1]) == "storeNumber_1_name_-1")
                #expect(try await drinks.createIndex(["name": 1], options: IndexOptions(name: "byName", isUnique: true)) == "byName")
                #expect(try await drinks.listIndexes().compactMap { $0["name"]?.stringValue } == ["_id_", "storeNumber_1_name_-1", "byName"])

                let duplicate = await #expect(throws: DocStreamError.self) { try await drinks.insertOne(["_id": 10, "name": "Latte"]) }
                #expect(duplicate?.code == 11000)
                #expect(duplicate?.extraInfo?["keyPattern"] == ["name": 1])
                #expect(duplicate?.extraInfo?["keyValue"] == ["name": "Latte"])
                #expect(try await drinks.count(filter: [:]) == 4)

                try await drinks.dropIndex(named: "byName")
                try await drinks.dropIndexes()
                #expect(try await drinks.listIndexes().compactMap { $0["name"]?.stringValue } == ["_id_"])
                let missing = await #expect(throws: DocStreamError.self) { try await drinks.dropIndex(named: "nope") }
                #expect(missing?.code == 27)
            }
        }

        @Test("Ordered inserts stop at the first failure and keep the documents before it", arguments: APIEngine.available)
        func orderedInsertFailure(engine: APIEngine) async throws {
            try await engine.run { _, database in
                let drinks = database.collection(withName: "CoffeeDrinks")
                let failure = await #expect(throws: DocStreamError.self) {
                    try await drinks.insertMany([["_id": 1], ["_id": 2], ["_id": 1], ["_id": 3]])
                }
                #expect(failure?.code == 11000)
                let kept = try await drinks.find(filter: [:])
                #expect(kept == [["_id": 1], ["_id": 2]])
            }
        }

        @Test("Collections and views: validators (121 with errInfo), collMod, views, renames, drops", arguments: APIEngine.available)
        func catalog(engine: APIEngine) async throws {
            try await engine.run { client, database in
                let dogs = try await database.createCollection("Dog", validator: ["$jsonSchema": ["required": ["name"]]])
                let refused = await #expect(throws: DocStreamError.self) { try await dogs.insertOne(["_id": 1, "age": 3]) }
                #expect(refused?.code == 121)
                #expect(refused?.info?["failingDocumentId"] == 1)
                #expect(try await dogs.count(filter: [:]) == 0)
                try await database.modifyCollection("Dog", validator: [:])
                _ = try await dogs.insertOne(["_id": 1, "age": 3])

                let drinks = database.collection(withName: "CoffeeDrinks")
                _ = try await drinks.insertMany(Self.drinks)
                let store42 = try await database.createView("Store42", viewOn: "CoffeeDrinks", pipeline: [["$match": ["storeNumber": 42]]])
                #expect(try await store42.count(filter: [:]) == 2)
                try await database.modifyView("Store42", pipeline: [["$match": ["storeNumber": 43]]])
                #expect(try await store42.find(filter: [:], options: FindOptions(sorting: [["_id": 1]])).map { $0["_id"] } == [3, 4])
                let viewWrite = await #expect(throws: DocStreamError.self) { try await store42.insertOne(["_id": 5]) }
                #expect(viewWrite?.code == 166)

                let renamed = try await drinks.rename(to: "Drinks")
                #expect(try await renamed.count(filter: [:]) == 4)
                // A deployment lists system.views beside the views' collections.
                #expect(try await database.collectionNames().filter { !$0.hasPrefix("system.") } == ["Dog", "Drinks", "Store42"])
                try await dogs.drop()
                try await dogs.drop()
                #expect(try await client.databaseNames().contains(database.name))
                try await database.drop()
                #expect(try await database.collectionNames() == [])
            }
        }

        @Test("Server errors keep their codes: an unknown update operator (9), a bad pipeline stage (40324)", arguments: APIEngine.available)
        func serverErrors(engine: APIEngine) async throws {
            try await engine.run { _, database in
                let drinks = database.collection(withName: "CoffeeDrinks")
                _ = try await drinks.insertMany(Self.drinks)
                let unknownOperator = await #expect(throws: DocStreamError.self) {
                    try await drinks.updateOneDocument(filter: ["_id": 1], update: ["$frobnicate": ["price": 1]])
                }
                #expect(unknownOperator?.code == 9)
                let unknownStage = await #expect(throws: DocStreamError.self) { try await drinks.aggregate(pipeline: [["$frobnicate": [:]]]) }
                #expect(unknownStage?.code == 40324)
                #expect(try await drinks.findOneDocument(filter: ["_id": 1]) == Self.drinks[0])
            }
        }

        @Test("Change streams: a collection's, a database's and the client's events, updateLookup, tryNext, close", arguments: APIEngine.available)
        func changeStreams(engine: APIEngine) async throws {
            try await engine.run { client, database in
                let drinks = database.collection(withName: "CoffeeDrinks")
                _ = try await drinks.insertOne(["_id": 0])
                let collectionStream = try drinks.watch()
                let databaseStream = try database.watch(matchFilter: ["operationType": "insert"])
                let clientStream = try client.watch(pipeline: [["$match": ["ns.db": .string(database.name)]], ["$project": ["operationType": 1]]])
                #expect(try collectionStream.tryNext() == nil)

                _ = try await drinks.insertOne(["_id": 1, "name": "Latte"])
                _ = try await drinks.updateOneDocument(filter: ["_id": 1], update: ["$set": ["price": 4.5]])
                _ = try await drinks.deleteOneDocument(filter: ["_id": 0])

                // The manual's change events: insert with fullDocument, update with updateDescription
                // and (updateLookup, the Realm default here) the document after it, delete with documentKey.
                let insert = try #require(try await collectionStream.next())
                #expect(insert["operationType"] == "insert")
                #expect(insert["fullDocument"] == ["_id": 1, "name": "Latte"])
                #expect(insert[path: "ns.coll"] == "CoffeeDrinks")
                let update = try #require(try await collectionStream.next())
                #expect(update["operationType"] == "update")
                #expect(update[path: "updateDescription.updatedFields"] == ["price": 4.5])
                #expect(update["fullDocument"] == ["_id": 1, "name": "Latte", "price": 4.5])
                let delete = try #require(try await collectionStream.next())
                #expect(delete["operationType"] == "delete")
                #expect(delete["documentKey"] == ["_id": 0])

                #expect(try await databaseStream.next()?["documentKey"] == ["_id": 1])
                let projected = try #require(try await clientStream.next())
                #expect(projected["operationType"] == "insert")
                #expect(projected["fullDocument"] == nil)

                collectionStream.close()
                #expect(try await collectionStream.next() == nil)
                #expect(collectionStream.isFinished)
            }
        }

        @Test("A stream resumed after its first event's token gets the second; changeEvents reads the same", arguments: APIEngine.available)
        func resumeAndChangeEvents(engine: APIEngine) async throws {
            try await engine.run { _, database in
                let drinks = database.collection(withName: "CoffeeDrinks")
                let first = try drinks.watch()
                _ = try await drinks.insertMany([["_id": 1], ["_id": 2]])
                let event = try #require(try await first.next())
                let token = try ResumeToken(deploymentToken: try #require(event["_id"]?.documentValue))
                first.close()

                let resumed = try drinks.watch(options: ChangeStreamOptions(resumeAfter: token))
                #expect(try await resumed.next()?["documentKey"] == ["_id": 2])
                resumed.close()

                var keys: [BSONValue?] = []
                for try await change in drinks.changeEvents(options: ChangeStreamOptions(startAfter: token)) {
                    keys.append(change.documentKey?["_id"])
                    break
                }
                #expect(keys == [2])
            }
        }

        @Test("Opening a stream with a bad stage fails at watch() with the server's code", arguments: APIEngine.available)
        func badChangeStream(engine: APIEngine) async throws {
            try await engine.run { _, database in
                let drinks = database.collection(withName: "CoffeeDrinks")
                // An unknown stage: 40324 Unrecognized pipeline stage name.
                let error = try #require(throws: DocStreamError.self) { try drinks.watch(pipeline: [["$frobnicate": [:]]]) }
                #expect(error.code == 40324)
            }
        }

        @Test(
            "Transactions: withTransaction commits both writes; an aborted one leaves nothing; its writes are its own until then",
            arguments: APIEngine.available)
        func transactions(engine: APIEngine) async throws {
            try await engine.run { client, database in
                let accounts = database.collection(withName: "accounts")
                _ = try await accounts.insertMany([["_id": "a", "balance": 100], ["_id": "b", "balance": 0]])
                // The manual's transfer between two accounts, committed together.
                try await client.withTransaction { session in
                    _ = try await accounts.updateOneDocument(filter: ["_id": "a"], update: ["$inc": ["balance": -30]], session: session)
                    _ = try await accounts.updateOneDocument(filter: ["_id": "b"], update: ["$inc": ["balance": 30]], session: session)
                }
                #expect(try await accounts.find(filter: [:]).map { $0["balance"] } == [70, 30])

                let session = client.startSession()
                try session.startTransaction()
                #expect(session.isInTransaction)
                let again = try #require(throws: DocStreamError.self) { try session.startTransaction() }
                #expect(again.code == 20)
                _ = try await accounts.updateOneDocument(filter: ["_id": "a"], update: ["$inc": ["balance": -70]], session: session)
                _ = try await accounts.insertOne(["_id": "c", "balance": 1], session: session)
                // Outside the transaction its writes are not seen; inside they are.
                #expect(try await accounts.findOneDocument(filter: ["_id": "a"])?["balance"] == 70)
                #expect(try await accounts.findOneDocument(filter: ["_id": "a"], session: session)?["balance"] == 0)
                #expect(try await accounts.count(filter: [:], session: session) == 3)
                try await session.abortTransaction()
                #expect(!session.isInTransaction)
                #expect(try await accounts.find(filter: [:]).map { $0["balance"] } == [70, 30])
            }
        }

        @Test(
            "Two transactions writing one document: the second write is 112 WriteConflict, and the first commits",
            arguments: APIEngine.available)
        func writeConflict(engine: APIEngine) async throws {
            try await engine.run { client, database in
                let counters = database.collection(withName: "counters")
                _ = try await counters.insertOne(["_id": 1, "n": 0])
                let first = client.startSession()
                let second = client.startSession()
                try first.startTransaction()
                try second.startTransaction()
                _ = try await counters.updateOneDocument(filter: ["_id": 1], update: ["$inc": ["n": 1]], session: first)
                let conflict = await #expect(throws: DocStreamError.self) {
                    try await counters.updateOneDocument(filter: ["_id": 1], update: ["$inc": ["n": 10]], session: second)
                }
                #expect(conflict?.code == 112)
                try await first.commitTransaction()
                try? await second.abortTransaction()
                #expect(try await counters.findOneDocument(filter: ["_id": 1])?["n"] == 1)
            }
        }

        struct Drink: Codable, Sendable, Equatable {
            var _id: Int
            var name: String
            var price: Double
        }

        @Test("Typed collections code their models the same on every engine", arguments: APIEngine.available)
        func typedCollection(engine: APIEngine) async throws {
            try await engine.run { _, database in
                let drinks = database.collection(withName: "Drinks", as: Drink.self)
                _ = try await drinks.insertMany([Drink(_id: 1, name: "Latte", price: 4.5), Drink(_id: 2, name: "Mocha", price: 5)])
                #expect(try await drinks.findOneDocument(filter: ["name": "Mocha"]) == Drink(_id: 2, name: "Mocha", price: 5))
                _ = try await drinks.updateOneDocument(filter: ["_id": 1], update: ["$set": ["price": 4.0]])
                #expect(try await drinks.find(filter: [:], options: FindOptions(sorting: [["_id": 1]])).map(\.price) == [4.0, 5.0])
            }
        }

        /// Hands what a delegate stream delivers to an async sequence: nil when it opens, then
        /// each event.
        final class ForwardingDelegate: ChangeEventDelegate {
            let events: AsyncStream<Document?>
            private let continuation: AsyncStream<Document?>.Continuation

            init() {
                (events, continuation) = AsyncStream.makeStream()
            }

            func changeStreamDidOpen(_ changeStream: ChangeStream) { continuation.yield(nil) }
            func changeStreamDidClose(with error: (any Error)?) { continuation.finish() }
            func changeStreamDidReceive(error: any Error) { continuation.finish() }
            func changeStreamDidReceive(changeEvent: BSONValue?) {
                if let event = changeEvent?.documentValue { continuation.yield(event) }
            }
        }

        @Test("A delegate stream (Realm's watch(delegate:queue:)) gets the events in order on every engine", arguments: APIEngine.available)
        func delegateStream(engine: APIEngine) async throws {
            try await engine.run { _, database in
                let drinks = database.collection(withName: "CoffeeDrinks")
                let delegate = ForwardingDelegate()
                let stream = drinks.watch(delegate: delegate, queue: DispatchQueue(label: "parity.watch"))
                // The stream opens on its own task: the writes come once it is open.
                var iterator = delegate.events.makeAsyncIterator()
                let opened = await iterator.next()
                #expect(opened == .some(nil))
                _ = try await drinks.insertMany([["_id": 1], ["_id": 2]])
                var received: [BSONValue?] = []
                while received.count < 2, let event = await iterator.next() {
                    received.append(event?["documentKey"]?.documentValue?["_id"])
                }
                stream.close()
                #expect(received == [.int64(1), .int64(2)])
            }
        }
    }

    @Suite("A client of a deployment", .timeLimit(.minutes(5)))
    struct DeploymentClientTests {
        @Test(
            "DOCSTREAM_TEST_URI's deployment answers (the API suite runs there too when it is set)",
            .enabled(
                if: APIEngine.deploymentURI != nil, "DOCSTREAM_TEST_URI names no deployment: the API suite runs on the embedded engine and docstream serve only"
            ))
        func deploymentAnswers() async throws {
            let client = try MongoClient(uri: try #require(APIEngine.deploymentURI))
            #expect(try await client.databaseNames().isEmpty == false)
        }

        @Test("A connection string the driver cannot read is 2 BadValue")
        func badURI() throws {
            #expect(throws: DocStreamError.self) { try MongoClient(uri: "postgres://nowhere") }
            let error = try #require(throws: DocStreamError.self) { try MongoClient(uri: "mongodb://") }
            #expect(error.code == 2)
        }

        @Test("A mongodb+srv:// string is resolved through DNS when the client is made: a name with no SRV record is 6, naming the record")
        func seedlistWithoutRecord() throws {
            // .invalid never resolves (RFC 2606), with or without a network.
            let error = try #require(throws: DocStreamError.self) { try MongoClient(uri: "mongodb+srv://user:secret@cluster0.docstream.invalid/") }
            #expect(error.code == 6)
            #expect(error.message.contains("_mongodb._tcp.cluster0.docstream.invalid"))
            #expect(!error.message.contains("secret"))
        }

        @Test("A deployment nobody answers for fails its operations with 6 HostUnreachable")
        func unreachable() async throws {
            // A port that was free a moment ago: nothing listens on it.
            let port = try await offTestThreads { () throws in
                let server = try ServerProcess()
                #expect(try server.terminate() == 0)
                return server.port
            }
            let client = try MongoClient(uri: "mongodb://127.0.0.1:\(port)/?directConnection=true&serverSelectionTimeoutMS=300")
            let error = await #expect(throws: DocStreamError.self) {
                try await client.database(named: "test").collection(withName: "c").insertOne(["_id": 1])
            }
            #expect(error?.code == 6)
        }

        @Test("changeEvents and delegate streams open on the driver's threads: the calls return at once, the open's error comes later")
        func streamsOpenOffTheCallersThread() async throws {
            let port = try await offTestThreads { () throws in
                let server = try ServerProcess()
                #expect(try server.terminate() == 0)
                return server.port
            }
            // Nothing listens on the port: opening waits the whole 3 s selection timeout.
            let client = try MongoClient(uri: "mongodb://127.0.0.1:\(port)/?directConnection=true&serverSelectionTimeoutMS=3000")
            let drinks = client.database(named: "test").collection(withName: "drinks")
            let started = ContinuousClock.now
            var events = drinks.changeEvents().makeAsyncIterator()
            let delegate = EngineParityTests.ForwardingDelegate()
            _ = drinks.watch(delegate: delegate, queue: DispatchQueue(label: "unreachable.watch"))
            #expect(ContinuousClock.now - started < .seconds(2))
            let error = await #expect(throws: DocStreamError.self) { _ = try await events.next() }
            #expect(error?.code == 6)
            // The delegate hears of the failure, and nothing opened.
            var calls = delegate.events.makeAsyncIterator()
            #expect(await calls.next() == nil)
        }

        @Test("A delegate stream closed while it opens never opens, and its delegate hears it closed")
        func delegateClosedWhileOpening() async throws {
            let server = try await offTestThreads { () throws in try ServerProcess() }
            let client = try MongoClient(uri: "mongodb://127.0.0.1:\(server.port)/?directConnection=true")
            let drinks = client.database(named: "test").collection(withName: "drinks")
            let delegate = EngineParityTests.ForwardingDelegate()
            drinks.watch(delegate: delegate, queue: DispatchQueue(label: "closed.watch")).close()
            _ = try await drinks.insertOne(["_id": 1])
            var calls = delegate.events.makeAsyncIterator()
            #expect(await calls.next() == nil)
            #expect(try await offTestThreads { () throws in try server.terminate() } == 0)
        }

        @Test("A deployment's change stream resumes after a getMore's connection is closed under it, losing and repeating nothing")
        func changeStreamResumes() async throws {
            let server = try await offTestThreads { () throws in try ServerProcess() }
            let client = try MongoClient(uri: "mongodb://127.0.0.1:\(server.port)/?directConnection=true")
            let drinks = client.database(named: "test").collection(withName: "drinks")
            let watcher = try drinks.watch()
            let failure: Document = ["failCommands": ["getMore"], "closeConnection": true]
            _ = try await offTestThreads { () throws in
                try server.connect().command(["configureFailPoint": "failCommand", "mode": ["times": 1], "data": .document(failure), "$db": "admin"])
            }
            _ = try await drinks.insertOne(["_id": 1])
            #expect(try await watcher.next()?["documentKey"] == ["_id": 1])
            // The stream's next getMore (each waits up to a second) meets the closed connection.
            try await Task.sleep(for: .milliseconds(1500))
            _ = try await drinks.insertOne(["_id": 2])
            #expect(try await watcher.next()?["documentKey"] == ["_id": 2])
            let off = try await offTestThreads { () throws in
                try server.connect().command(["configureFailPoint": "failCommand", "mode": "off", "$db": "admin"])
            }
            #expect(off["count"] == .int64(1))
            #expect(try watcher.tryNext() == nil)
            watcher.close()
            #expect(try await offTestThreads { () throws in try server.terminate() } == 0)
        }

        @Test("A change stream outlives its client: it keeps the connection pool it reads through")
        func streamOutlivesClient() async throws {
            let server = try await offTestThreads { () throws in try ServerProcess() }
            var client: MongoClient? = try MongoClient(uri: "mongodb://127.0.0.1:\(server.port)/?directConnection=true")
            let watcher = try #require(client).database(named: "test").collection(withName: "drinks").watch()
            client = nil
            let inserted = try await offTestThreads { () throws in
                try server.connect().command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"])
            }
            #expect(inserted["n"] == .int32(1))
            #expect(try await watcher.next()?["documentKey"] == ["_id": 1])
            watcher.close()
            #expect(try await offTestThreads { () throws in try server.terminate() } == 0)
        }

        @Test("A cancelled task's operation gives 11601 before the server answers, abandoned on the network, and the client goes on")
        func cancellation() async throws {
            let server = try await offTestThreads { () throws in try ServerProcess() }
            let client = try MongoClient(uri: "mongodb://127.0.0.1:\(server.port)/?directConnection=true")
            let drinks = client.database(named: "test").collection(withName: "drinks")
            _ = try await drinks.insertOne(["_id": 1])
            // The server holds the next find for 20 seconds (failCommand's blockConnection).
            let block: Document = ["failCommands": ["find"], "blockConnection": true, "blockTimeMS": 20000]
            _ = try await offTestThreads { () throws in
                try server.connect().command(["configureFailPoint": "failCommand", "mode": ["times": 1], "data": .document(block), "$db": "admin"])
            }
            let started = ContinuousClock.now
            let blocked = Task { try await drinks.find(filter: [:]) }
            try await Task.sleep(for: .milliseconds(200))
            blocked.cancel()
            let error = await #expect(throws: DocStreamError.self) { try await blocked.value }
            #expect(error?.code == 11601)
            // Well before the server answers: the call was abandoned, not waited for.
            #expect(ContinuousClock.now - started < .seconds(15))
            #expect(try await drinks.find(filter: [:]) == [["_id": 1]])

            // A task cancelled before its call starts: 11601, and the insert is never made.
            let cancelledFirst = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await drinks.insertOne(["_id": 2])
            }
            let neverMade = await #expect(throws: DocStreamError.self) { try await cancelledFirst.value }
            #expect(neverMade?.code == 11601)
            #expect(try await drinks.count(filter: [:]) == 1)
            #expect(try await offTestThreads { () throws in try server.terminate() } == 0)
        }

        @Test("MongoClientOptions: the appName the server sees (failCommand's appName filter) and a short selection timeout")
        func options() async throws {
            let server = try await offTestThreads { () throws in try ServerProcess() }
            let uri = "mongodb://127.0.0.1:\(server.port)/?directConnection=true"
            let named = try MongoClient(uri: uri, options: MongoClientOptions(appName: "parity-app"))
            let other = try MongoClient(uri: uri)
            let failure: Document = ["failCommands": ["find"], "errorCode": 2, "appName": "parity-app"]
            _ = try await offTestThreads { () throws in
                try server.connect().command(["configureFailPoint": "failCommand", "mode": "alwaysOn", "data": .document(failure), "$db": "admin"])
            }
            let refused = await #expect(throws: DocStreamError.self) { try await named.database(named: "test").collection(withName: "c").find(filter: [:]) }
            #expect(refused?.code == 2)
            #expect(try await other.database(named: "test").collection(withName: "c").find(filter: [:]) == [])
            #expect(try await offTestThreads { () throws in try server.terminate() } == 0)

            // Nothing listens there any more: selection gives up after the option's 300 ms, not 30 s.
            let unreachable = try MongoClient(uri: uri, options: MongoClientOptions(serverSelectionTimeout: .milliseconds(300)))
            let started = ContinuousClock.now
            let error = await #expect(throws: DocStreamError.self) { try await unreachable.databaseNames() }
            #expect(error?.code == 6)
            #expect(ContinuousClock.now - started < .seconds(5))
        }

        @Test("MongoClientOptions' TLS files: the server's CA and a client certificate reach a docstream serve that requires them")
        func tlsOptions() async throws {
            let (server, certificates) = try await offTestThreads { () throws in
                let certificates = try TestCertificates()
                let server = try ServerProcess([
                    "--memory", "--tls-cert", certificates.path("server.pem"), "--tls-key", certificates.path("server.key"),
                    "--tls-ca", certificates.path("ca.pem"),
                ])
                return (server, certificates)
            }
            let uri = "mongodb://127.0.0.1:\(server.port)/?directConnection=true&serverSelectionTimeoutMS=2000"
            let client = try MongoClient(
                uri: uri,
                options: MongoClientOptions(
                    tlsCAFile: certificates.path("ca.pem"), tlsCertificateKeyFile: certificates.path("client-combined.pem")))
            let drinks = client.database(named: "test").collection(withName: "drinks")
            _ = try await drinks.insertOne(["_id": 1])
            #expect(try await drinks.count(filter: [:]) == 1)
            // Without a client certificate the server refuses the handshake.
            let stranger = try MongoClient(uri: uri, options: MongoClientOptions(tlsCAFile: certificates.path("ca.pem")))
            await #expect(throws: DocStreamError.self) { try await stranger.databaseNames() }
            #expect(try await offTestThreads { () throws in try server.terminate() } == 0)
        }

        @Test("Writes a deployment acknowledged, a committed transaction's included, read back after the durable server restarts")
        func writesSurviveRestart() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-remote-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let first = try await offTestThreads { () throws in try ServerProcess(["--db", directory.path]) }
            do {
                let client = try MongoClient(uri: "mongodb://127.0.0.1:\(first.port)/?directConnection=true")
                let accounts = client.database(named: "bank").collection(withName: "accounts")
                _ = try await accounts.insertMany([["_id": "a", "balance": 100], ["_id": "b", "balance": 0]])
                _ = try await accounts.updateOneDocument(filter: ["_id": "a"], update: ["$inc": ["balance": -10]])
                try await client.withTransaction { session in
                    _ = try await accounts.updateOneDocument(filter: ["_id": "a"], update: ["$inc": ["balance": -30]], session: session)
                    _ = try await accounts.updateOneDocument(filter: ["_id": "b"], update: ["$inc": ["balance": 30]], session: session)
                }
            }
            #expect(try await offTestThreads { () throws in try first.terminate() } == 0)

            let second = try await offTestThreads { () throws in try ServerProcess(["--db", directory.path]) }
            let client = try MongoClient(uri: "mongodb://127.0.0.1:\(second.port)/?directConnection=true")
            let balances = try await client.database(named: "bank").collection(withName: "accounts").find(filter: [:]).map { $0["balance"] }
            #expect(balances == [60, 30])
            #expect(try await offTestThreads { () throws in try second.terminate() } == 0)
        }

        @Test("A server error keeps its errorLabels (failCommand, as drivers' test suites set it)")
        func errorLabels() async throws {
            let server = try await offTestThreads { () throws in try ServerProcess() }
            let client = try MongoClient(uri: "mongodb://127.0.0.1:\(server.port)/?directConnection=true")
            let drinks = client.database(named: "test").collection(withName: "c")
            _ = try await drinks.insertOne(["_id": 1])
            let data: Document = ["failCommands": ["find"], "errorCode": 2, "errorLabels": ["CustomLabel"]]
            let configured = try await offTestThreads { () throws in
                try server.connect().command(["configureFailPoint": "failCommand", "mode": ["times": 1], "data": .document(data), "$db": "admin"])
            }
            #expect(configured["ok"] == 1.0)
            let failed = await #expect(throws: DocStreamError.self) { try await drinks.find(filter: [:]) }
            #expect(failed?.code == 2)
            #expect(failed?.errorLabels == ["CustomLabel"])
            #expect(try await drinks.find(filter: [:]) == [["_id": 1]])
            #expect(try await offTestThreads { () throws in try server.terminate() } == 0)
        }
    }
#endif
