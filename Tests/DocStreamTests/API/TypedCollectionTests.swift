import DocStream
import DocStreamBSON
import Testing

/// A typed collection has the Document API's operations with models in and out.
@Suite("Typed collections", .timeLimit(.minutes(10)))
struct TypedCollectionTests {
    struct CoffeeDrink: Codable, Sendable, Equatable {
        var _id: ObjectId
        var name: String
        var beanRegion: String
        var containsDairy: Bool
        var storeNumber: Int
    }

    /// The seeds' drinks (seeds/000, "Insert Multiple Documents").
    let drinks = [
        CoffeeDrink(_id: ObjectId(), name: "Bean of the Day", beanRegion: "Timbio, Colombia", containsDairy: false, storeNumber: 42),
        CoffeeDrink(_id: ObjectId(), name: "Maple Latte", beanRegion: "Yirgacheffe, Ethiopia", containsDairy: true, storeNumber: 42),
        CoffeeDrink(_id: ObjectId(), name: "Bean of the Day", beanRegion: "San Marcos, Guatemala", containsDairy: false, storeNumber: 47),
    ]

    private func collection() async throws -> TypedMongoCollection<CoffeeDrink> {
        let collection = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks", as: CoffeeDrink.self)
        #expect(try await collection.insertMany(drinks) == drinks.map { .objectId($0._id) })
        return collection
    }

    @Test("find, findOneDocument and count return and count models")
    func reads() async throws {
        let collection = try await collection()
        #expect(try await collection.find(filter: ["storeNumber": 42]) == Array(drinks.prefix(2)))
        #expect(try await collection.find(filter: [:], options: FindOptions(limit: 1, sorting: [["beanRegion": -1]])) == [drinks[1]])
        #expect(try await collection.findOneDocument(filter: ["beanRegion": "San Marcos, Guatemala"]) == drinks[2])
        #expect(try await collection.findOneDocument(filter: ["name": "Mocha"]) == nil)
        #expect(try await collection.count(filter: ["containsDairy": false]) == 2)
    }

    @Test("updates and deletes report counts; find-and-modify returns the model before or after")
    func writes() async throws {
        let collection = try await collection()
        let updated = try await collection.updateManyDocuments(filter: ["storeNumber": 42], update: ["$set": ["storeNumber": 43]])
        #expect(updated.matchedCount == 2 && updated.modifiedCount == 2)
        var after = drinks[0]
        after.storeNumber = 45
        let before = try await collection.findOneAndUpdate(filter: ["_id": .objectId(drinks[0]._id)], update: ["$inc": ["storeNumber": 1]])
        #expect(before?.storeNumber == 43)
        let new = try await collection.findOneAndUpdate(
            filter: ["_id": .objectId(drinks[0]._id)], update: ["$inc": ["storeNumber": 1]], options: FindOneAndModifyOptions(nil, [], false, true))
        #expect(new == after)
        var replacement = drinks[2]
        replacement.name = "Cortado"
        let replaced = try await collection.findOneAndReplace(
            filter: ["_id": .objectId(drinks[2]._id)], replacement: replacement, options: FindOneAndModifyOptions(nil, [], false, true))
        #expect(replaced == replacement)
        #expect(try await collection.findOneAndDelete(filter: ["name": "Cortado"]) == replacement)
        #expect(try await collection.deleteManyDocuments(filter: ["storeNumber": ["$gte": 43]]) == 2)
        #expect(try await collection.count(filter: [:]) == 0)
    }

    @Test("aggregate(pipeline:as:) decodes the results")
    func aggregate() async throws {
        struct StoreCount: Decodable, Equatable {
            var _id: Int
            var numItems: Int
        }
        let collection = try await collection()
        // The seeds' "Aggregate Documents" example: drinks per store.
        let counts = try await collection.aggregate(
            pipeline: [
                ["$group": ["_id": "$storeNumber", "numItems": ["$sum": 1]]], ["$sort": ["_id": 1]],
            ], as: StoreCount.self)
        #expect(counts == [StoreCount(_id: 42, numItems: 2), StoreCount(_id: 47, numItems: 1)])
        let documents = try await collection.documents.aggregate(pipeline: [["$match": ["storeNumber": 47]]], as: CoffeeDrink.self)
        #expect(documents == [drinks[2]])
    }

    @Test("a stored document that is not a model fails with ConversionFailure naming its _id and the field")
    func decodingFailure() async throws {
        let collection = try await collection()
        let id = ObjectId()
        _ = try await collection.documents.insertOne(["_id": .objectId(id), "name": "Mocha", "beanRegion": "x", "containsDairy": "yes", "storeNumber": 1])
        do {
            _ = try await collection.find(filter: ["_id": .objectId(id)])
            Issue.record("a document with a string containsDairy decoded")
        } catch {
            #expect(error.codeName == "ConversionFailure")
            #expect(error.message.contains("cannot decode"), "\(error)")
            #expect(error.location == "document _id {\"$oid\":\"\(id.hex)\"}, field 'containsDairy'")
            #expect(error.message == "cannot decode CoffeeDrink: expected Bool but found BSON string \"yes\"")
        }
    }

    @Test("a model that cannot be encoded fails with ConversionFailure before anything is written")
    func encodingFailure() async throws {
        struct Tagged: Codable, Sendable {
            var _id: Int
            var tags: [String: Int]
        }
        let collection = MongoClient().database(named: "ios").collection(withName: "Tagged", as: Tagged.self)
        do {
            _ = try await collection.insertMany([Tagged(_id: 1, tags: ["ok": 1]), Tagged(_id: 2, tags: ["bad\u{0}key": 1])])
            Issue.record("a field name with a NUL byte was encoded")
        } catch {
            #expect(error.codeName == "ConversionFailure")
            #expect(error.message.contains("cannot encode"), "\(error)")
            #expect(error.location == #"field 'tags.bad\0key'"#)
            #expect(error.message.hasPrefix("cannot encode Tagged: field name contains a NUL byte"))
        }
        #expect(try await collection.count(filter: [:]) == 0)
    }

    @Test("the encoder and decoder given to the collection apply: snake_case fields")
    func strategies() async throws {
        var encoder = BSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        var decoder = BSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let collection = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks", as: CoffeeDrink.self, encoder: encoder, decoder: decoder)
        _ = try await collection.insertOne(drinks[0])
        #expect(try await collection.documents.findOneDocument(filter: [:])?.keys == ["_id", "name", "bean_region", "contains_dairy", "store_number"])
        #expect(try await collection.findOneDocument(filter: ["store_number": 42]) == drinks[0])
    }

    @Test("watch gives typed events: the inserted and updated models, a delete without one")
    func watch() async throws {
        let collection = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks", as: CoffeeDrink.self)
        let watcher = try collection.watch()
        defer { watcher.close() }
        _ = try await collection.insertOne(drinks[0])
        _ = try await collection.updateOneDocument(filter: [:], update: ["$set": ["storeNumber": 50]])
        let inserted = try #require(try await watcher.next())
        #expect(inserted.operationType == "insert" && inserted.fullDocument == drinks[0])
        #expect(inserted.documentKey == ["_id": .objectId(drinks[0]._id)])
        // The updated document is looked up when the event is read, so before the delete.
        let updated = try #require(try await watcher.next())
        #expect(updated.operationType == "update" && updated.fullDocument?.storeNumber == 50)
        _ = try await collection.deleteOneDocument(filter: [:])
        let deleted = try #require(try await watcher.next())
        #expect(deleted.operationType == "delete" && deleted.fullDocument == nil)
    }

    @Test("changeEvents is an async sequence of typed events")
    func changeEvents() async throws {
        let collection = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks", as: CoffeeDrink.self)
        let (opened, signal) = AsyncStream<Void>.makeStream()
        let reader = Task {
            var names: [String] = []
            for try await event in collection.changeEvents(onOpen: { signal.yield() }) {
                names.append(event.fullDocument?.name ?? "")
                if names.count == 2 { break }
            }
            return names
        }
        for await _ in opened { break }
        _ = try await collection.insertMany(Array(drinks.prefix(2)))
        #expect(try await reader.value == ["Bean of the Day", "Maple Latte"])
    }
}
