import DocStreamBSON
import Testing

@testable import DocStream

/// A `$facet` that opens an aggregation runs each of its pipelines as an aggregation of the
/// collection (indexes, column caches) over one snapshot; it must give exactly what the same
/// `$facet` gives after another stage, where it runs over the documents handed to it.
struct LeadingFacetTests {
    private func drinks(_ count: Int) throws -> CollectionOperations {
        let store = Store()
        let namespace = try Namespace(database: "test", collection: "drinks")
        let operations = CollectionOperations(store: store, namespace: namespace)
        let names = ["Mocha", "Latte", "Espresso", "Cortado"]
        let documents: [Document] = (0..<count).map { index in
            var document: Document = ["_id": .int32(Int32(index)), "name": .string(names[index % 4]), "price": .double(Double(index % 37) / 4)]
            if index % 5 != 0 { document["region"] = .string("r\(index % 3)") }
            return document
        }
        #expect(try operations.insert(documents).writeErrors.isEmpty)
        _ = try store.createIndexes(namespace, [try IndexSpecification(["key": ["name": .int32(1)], "name": "name_1"])])
        return operations
    }

    private let facet: Document = [
        "$facet": [
            "bands": [["$bucketAuto": ["groupBy": "$price", "buckets": .int32(4)]]],
            "names": [["$sortByCount": "$name"]],
            "regions": [["$group": ["_id": "$region", "n": ["$sum": .int32(1)], "average": ["$avg": "$price"]]], ["$sort": ["_id": .int32(1)]]],
            "mochas": [["$match": ["name": "Mocha", "price": ["$gt": .double(8)]]], ["$count": "n"]],
            "cheapest": [["$sort": ["price": .int32(1), "_id": .int32(-1)]], ["$limit": .int32(3)], ["$project": ["name": .int32(0)]]],
        ]
    ]

    @Test("the same output as a $facet after another stage, on small and large collections")
    func sameOutput() throws {
        for count in [40, 20_000] {
            let operations = try drinks(count)
            let project: Document = ["$project": ["names": .int32(1), "mochas": .int32(1), "bands": .int32(1), "regions": .int32(1), "cheapest": .int32(1)]]
            let leading = try operations.aggregate(try Pipeline([facet, project]))
            let following = try operations.aggregate(try Pipeline([["$skip": .int32(0)], facet, project]))
            #expect(leading.count == 1)
            #expect(leading == following, "\(count) documents")
            let mochas = (0..<count).filter { $0 % 4 == 0 && Double($0 % 37) / 4 > 8 }.count
            let expected: BSONValue = .array([.document(["n": .int32(Int32(mochas))])])
            #expect(leading.first?["mochas"] == expected)
        }
    }

    @Test("an error in a facet names the $facet stage, the facet and its stage")
    func errorLocation() throws {
        let operations = try drinks(3)
        let failing: Document = ["$facet": ["a": [["$project": ["x": ["$divide": [.int32(1), .int32(0)]]]]]]]
        let error = try #require(throws: DocStreamError.self) { try operations.aggregate(try Pipeline([failing])) }
        #expect(error.code == 16608)
        #expect(error.location == "stage 0 ($facet), facet 'a', stage 0 ($project)")
    }

    @Test("facets run side by side: with two failing, the first in order is the one reported")
    func firstFailureReported() throws {
        let operations = try drinks(20_000)
        let failing: Document = [
            "$facet": [
                "fine": [["$count": "n"]],
                "second": [["$project": ["x": ["$divide": [.int32(1), .int32(0)]]]]],
                "third": [["$project": ["x": ["$toInt": "x"]]]],
            ]
        ]
        for _ in 0..<5 {
            let error = try #require(throws: DocStreamError.self) { try operations.aggregate(try Pipeline([failing])) }
            #expect(error.code == 16608)
            #expect(error.location == "stage 0 ($facet), facet 'second', stage 0 ($project)")
        }
    }
}
