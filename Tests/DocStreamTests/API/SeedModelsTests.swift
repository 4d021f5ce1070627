import DocStream
import DocStreamBSON
import Testing

/// The Realm Swift SDK pages "Model Data with Device Sync" and "Supported Types" (seeds/002,
/// seeds/003): the Dog, Person (to-one and to-many ObjectId references, embedded Address)
/// and DogClub models as Codable structs, stored through typed collections whose validators
/// are the App Services schemas the page prints.
@Suite("Seeds: typed models validated by their schemas")
struct SeedModelsTests {
    struct Dog: Codable, Sendable, Equatable {
        var _id = ObjectId()
        var name = ""
        var age = 0
    }

    /// "Pessoa com relacionamento um-para-um com o cão": the to-one link is the dog's ObjectId.
    struct PersonWithDog: Codable, Sendable, Equatable {
        var _id = ObjectId()
        var name = ""
        var dog: ObjectId?
    }

    /// "Pessoa com relacionamento para muitos com cão": the to-many link is an array of ObjectIds.
    struct PersonWithDogs: Codable, Sendable, Equatable {
        var _id = ObjectId()
        var name = ""
        var dogs: [ObjectId] = []
    }

    struct Address: Codable, Sendable, Equatable {
        var street: String?
        var city: String?
        var country: String?
        var postalCode: String?
    }

    /// The embedded-object Person: its primary key is `id`, which the schema types "int".
    struct Person: Codable, Sendable, Equatable {
        var id: Int32
        var name = ""
        var dogs: [ObjectId] = []
        var address: Address?
    }

    /// DogClub: its regional office addresses are the schema's "addresses".
    struct DogClub: Codable, Sendable, Equatable {
        var _id = ObjectId()
        var name = ""
        var members: [ObjectId] = []
        var regionalOfficeAddresses: [Address] = []

        enum CodingKeys: String, CodingKey {
            case _id, name, members
            case regionalOfficeAddresses = "addresses"
        }
    }

    // The schemas as the seed prints them (Dog, Person to-one, Person to-many, Person with Address).
    static let dogSchema =
        #"{"title": "Dog", "bsonType": "object", "required": ["_id"], "properties": {"_id": {"bsonType": "objectId"}, "name": {"bsonType": "string"}, "age": {"bsonType": "long"}}}"#
    static let personToOneSchema =
        #"{"title": "Person", "bsonType": "object", "required": ["_id"], "properties": {"_id": {"bsonType": "objectId"}, "dog": {"bsonType": "objectId"}, "name": {"bsonType": "string"}}}"#
    static let personToManySchema =
        #"{"title": "Person", "bsonType": "object", "required": ["_id"], "properties": {"_id": {"bsonType": "objectId"}, "name": {"bsonType": "string"}, "dogs": {"bsonType": "array", "items": {"bsonType": "objectId"}}}}"#
    static let personEmbeddedSchema = #"""
        {"title": "Person", "bsonType": "object", "required": ["id"], "properties": {"id": {"bsonType": "int"}, "name": {"bsonType": "string"},
         "dogs": {"bsonType": "array", "items": {"bsonType": "objectId"}},
         "address": {"title": "Address", "bsonType": "object", "properties": {"street": {"bsonType": "string"}, "city": {"bsonType": "string"}, "country": {"bsonType": "string"}, "postalCode": {"bsonType": "string"}}}}}
        """#

    private func database() -> MongoDatabase {
        MongoClient().database(named: "seeds")
    }

    private func validator(_ schema: String) throws -> Document {
        ["$jsonSchema": .document(try Document(extendedJSON: schema))]
    }

    @Test("Dog: stored as {_id, name, age: long}, read back as a Dog, and a Dog with a string age is refused")
    func dog() async throws {
        let database = database()
        try await database.createCollection("Dog", validator: try validator(Self.dogSchema))
        let dogs = database.collection(withName: "Dog", as: Dog.self)
        let rex = Dog(name: "Rex", age: 3)
        #expect(try await dogs.insertOne(rex) == .objectId(rex._id))
        #expect(try await dogs.documents.findOneDocument(filter: [:]) == ["_id": .objectId(rex._id), "name": "Rex", "age": .int64(3)])
        #expect(try await dogs.findOneDocument(filter: ["name": "Rex"]) == rex)
        do {
            _ = try await dogs.documents.insertOne(["_id": .objectId(ObjectId()), "name": "Fido", "age": "two"])
            Issue.record("a Dog whose age is a string was stored")
        } catch {
            #expect(error.code == 121)
        }
        #expect(try await dogs.count(filter: [:]) == 1)
    }

    @Test("Person with a to-one dog: the link is the dog's ObjectId, optional and absent when nil")
    func personToOne() async throws {
        let database = database()
        try await database.createCollection("Person", validator: try validator(Self.personToOneSchema))
        let people = database.collection(withName: "Person", as: PersonWithDog.self)
        let rex = ObjectId()
        let ann = PersonWithDog(name: "Ann", dog: rex)
        let bob = PersonWithDog(name: "Bob", dog: nil)
        try await people.insertMany([ann, bob])
        #expect(
            try await people.documents.find(filter: [:]) == [
                ["_id": .objectId(ann._id), "name": "Ann", "dog": .objectId(rex)], ["_id": .objectId(bob._id), "name": "Bob"],
            ])
        #expect(try await people.find(filter: ["dog": .objectId(rex)]) == [ann])
        #expect(try await people.find(filter: ["dog": ["$exists": false]]) == [bob])
    }

    @Test("Person with to-many dogs: an array of ObjectIds; an element of another type is refused")
    func personToMany() async throws {
        let database = database()
        try await database.createCollection("Person", validator: try validator(Self.personToManySchema))
        let people = database.collection(withName: "Person", as: PersonWithDogs.self)
        let dogIds = [ObjectId(), ObjectId()]
        let ann = PersonWithDogs(name: "Ann", dogs: dogIds)
        try await people.insertOne(ann)
        #expect(try await people.findOneDocument(filter: ["dogs": .objectId(dogIds[1])]) == ann)
        do {
            _ = try await people.updateOneDocument(filter: ["name": "Ann"], update: ["$push": ["dogs": "not an id"]])
            Issue.record("a string was pushed into the dogs' ObjectIds")
        } catch {
            #expect(error.code == 121)
        }
        #expect(try await people.findOneDocument(filter: [:]) == ann)
    }

    @Test("Person with an embedded Address: stored as an embedded document; Int32 for the schema's \"int\"")
    func embeddedAddress() async throws {
        let database = database()
        try await database.createCollection("Person", validator: try validator(Self.personEmbeddedSchema))
        let people = database.collection(withName: "Person", as: Person.self)
        let ann = Person(id: 1, name: "Ann", address: Address(street: "Rua Augusta", city: "Lisboa", country: "Portugal", postalCode: nil))
        try await people.insertOne(ann)
        let stored = try #require(try await people.documents.findOneDocument(filter: ["id": 1]))
        #expect(stored["address"] == ["street": "Rua Augusta", "city": "Lisboa", "country": "Portugal"])
        #expect(stored["id"] == .int32(1))
        #expect(try await people.findOneDocument(filter: ["address.city": "Lisboa"]) == ann)
        // Swift's Int is stored as a long, which the schema's "int" refuses.
        struct WideIdPerson: Codable, Sendable {
            var id: Int
            var name: String
        }
        let wide = database.collection(withName: "Person", as: WideIdPerson.self)
        do {
            try await wide.insertOne(WideIdPerson(id: 2, name: "Bob"))
            Issue.record("a long id was stored where the schema asks for an int")
        } catch {
            #expect(error.code == 121)
            #expect(error.info?[path: "details.schemaRulesNotSatisfied.0.propertiesNotSatisfied.0.propertyName"] == "id")
        }
        #expect(try await people.count(filter: [:]) == 1)
    }

    @Test("DogClub: members as ObjectIds, regional offices as embedded Addresses under \"addresses\"")
    func dogClub() async throws {
        // The seed's DogClub schema writes "_id": "objectId" where a schema is needed; MongoDB
        // refuses that (TypeMismatch), so the club's collection uses {"bsonType": "objectId"}.
        let printed =
            #"{"title": "DogClub", "bsonType": "object", "required": ["_id", "name", "addresses"], "properties": {"_id": "objectId", "name": {"bsonType": "string"}}}"#
        let database = database()
        let printedValidator = try validator(printed)
        do {
            try await database.createCollection("DogClub", validator: printedValidator)
            Issue.record("the seed's DogClub schema as printed was accepted")
        } catch {
            #expect(error.code == 14 && error.message == "Nested schema for $jsonSchema property '_id' must be an object")
        }
        let schema = printed.replacingOccurrences(
            of: #""_id": "objectId""#,
            with:
                #""_id": {"bsonType": "objectId"}, "members": {"bsonType": "array", "items": {"bsonType": "objectId"}}, "addresses": {"bsonType": "array", "items": {"title": "Address", "bsonType": "object", "properties": {"street": {"bsonType": "string"}, "city": {"bsonType": "string"}, "country": {"bsonType": "string"}, "postalCode": {"bsonType": "string"}}}}"#
        )
        try await database.createCollection("DogClub", validator: try validator(schema))
        let clubs = database.collection(withName: "DogClub", as: DogClub.self)
        let club = DogClub(
            name: "Kennel", members: [ObjectId()], regionalOfficeAddresses: [Address(street: nil, city: "Porto", country: "Portugal", postalCode: "4000")])
        try await clubs.insertOne(club)
        let stored = try #require(try await clubs.documents.findOneDocument(filter: [:]))
        #expect(stored.keys == ["_id", "name", "members", "addresses"])
        #expect(try await clubs.findOneDocument(filter: ["addresses.city": "Porto"]) == club)
        // A club without its required addresses is refused.
        do {
            _ = try await clubs.documents.insertOne(["_id": .objectId(ObjectId()), "name": "Empty"])
            Issue.record("a club without addresses was stored")
        } catch {
            #expect(error.info?[path: "details.schemaRulesNotSatisfied.0.missingProperties"] == ["addresses"])
        }
    }
}
