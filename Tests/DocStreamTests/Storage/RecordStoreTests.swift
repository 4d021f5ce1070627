import DocStreamBSON
import Foundation
import Testing

@_spi(RecordStore) @testable import DocStream

/// The record store: documents in compressed blocks on LMDB, read back by record id, by `_id`
/// and in order, through writes that grow, shrink and delete, across reopening; a duplicate
/// `_id` or a damaged block is an error that loses nothing else, and the cache keeps its bound.
@Suite("Storage: record store")
struct RecordStoreTests {
    private static let namespace = try! Namespace(database: "shop", collection: "drinks")

    private static func open(
        _ directory: borrowing TemporaryDirectory, cache: RecordBlockCache = RecordBlockCache(capacity: 1 << 20)
    ) throws -> RecordStore {
        try RecordStore(directory: directory.url, namespace: namespace, cache: cache, mapSize: 1 << 26)
    }

    /// A document of about `size` bytes whose fields vary with `number`, so blocks do not
    /// compress to nothing.
    private static func drink(_ id: BSONValue, _ number: Int, size: Int = 300) -> Document {
        var random = SystemRandomNumberGenerator()
        let text = String((0..<max(size - 60, 1)).map { _ in "abcdefghijklmnopqrstuvwxyz0123456789".randomElement(using: &random)! })
        return Document([("_id", id), ("number", .int64(Int64(number))), ("notes", .string(text))])
    }

    /// The keys of the stored blocks, in order.
    private static func blockKeys(_ store: RecordStore) throws -> [UInt64] {
        try store.environment.read { transaction throws(DocStreamError) in
            try transaction.withCursor(on: store.blocks) { cursor throws(DocStreamError) in
                var keys: [UInt64] = []
                try cursor.visitEntries { entry throws(DocStreamError) in
                    keys.append(try store.recordID(fromKey: entry.key))
                    return true
                }
                return keys
            }
        }
    }

    private static func scanAll(_ store: RecordStore, from start: UInt64 = 0) throws -> [RecordStore.Record] {
        var scan = try store.scan(from: start)
        var records: [RecordStore.Record] = []
        while let record = try scan.next() { records.append(record) }
        return records
    }

    /// Checks that the store holds exactly `expected`, by record id, by `_id`, in a scan and
    /// in its count.
    private static func expectContents(_ store: RecordStore, _ expected: [UInt64: Document]) throws {
        #expect(try store.count == expected.count)
        let scanned = try scanAll(store)
        #expect(scanned.map(\.id) == expected.keys.sorted())
        for record in scanned { #expect(record.document == expected[record.id]) }
        for (recordID, document) in expected {
            #expect(try store.document(recordID) == document)
            #expect(try store.recordID(forID: document["_id"]!) == recordID)
            #expect(try store.document(withID: document["_id"]!) == document)
        }
    }

    @Test("Thousands of documents go in across many blocks, in batches of any size, and come back")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory)
        var expected: [UInt64: Document] = [:]
        var next = 0
        for batch in [1, 7, 500, 1, 1492] {
            let documents = (next..<next + batch).map { Self.drink(.int64(Int64($0)), $0, size: 100 + $0 % 500) }
            let recordIDs = try store.insert(documents)
            for (recordID, document) in zip(recordIDs, documents) { expected[recordID] = document }
            next += batch
        }
        #expect(expected.keys.sorted() == Array(1...2001))
        try Self.expectContents(store, expected)
        // Blocks fill to their size before the next one starts.
        let keys = try Self.blockKeys(store)
        #expect(keys.count > 20)
        try store.environment.read { transaction throws(DocStreamError) in
            for key in keys.dropLast() {
                guard let block = try store.block(key, in: transaction) else {
                    Issue.record("block \(key) is missing")
                    continue
                }
                let bytes = block.ids.indices.reduce(0) { $0 + block.bytes(at: $1).count }
                #expect(bytes <= RecordStore.blockBytes && bytes > RecordStore.blockBytes - 700)
            }
        }
    }

    @Test("Updates grow and shrink documents, past a block's size too, and leave the rest alone")
    func updates() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory)
        let documents = (0..<600).map { Self.drink(.int32(Int32($0)), $0) }
        var expected = Dictionary(uniqueKeysWithValues: zip(try store.insert(documents), documents))
        let grown = Self.drink(.int32(10), -1, size: 3 * RecordStore.blockBytes)
        let shrunk = Document([("_id", .int32(11))])
        let renamed = Self.drink(.string("eleven and a half"), -2)
        let replacements: [(recordID: UInt64, document: Document)] = [(11, grown), (12, shrunk), (300, renamed), (9999, shrunk)]
        #expect(try store.update(replacements) == 3)
        expected[11] = grown
        expected[12] = shrunk
        expected[300] = renamed
        try Self.expectContents(store, expected)
        // The _id the renamed document had is gone from the index.
        #expect(try store.recordID(forID: .int32(299)) == nil)
        // And shrinking back.
        let small = Self.drink(.int32(10), -3, size: 80)
        #expect(try store.update([(11, small)]) == 1)
        expected[11] = small
        try Self.expectContents(store, expected)
    }

    @Test("Deletes remove documents and their _ids; a block left empty goes, and inserts go on after it")
    func deletes() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory)
        let documents = (0..<1000).map { Self.drink(.int64(Int64($0)), $0) }
        var expected = Dictionary(uniqueKeysWithValues: zip(try store.insert(documents), documents))
        let keys = try Self.blockKeys(store)
        // Every record of the second block, a few scattered ones, and ids that are not there.
        let secondBlock = Array(keys[1]..<keys[2])
        let scattered: [UInt64] = [1, 500, 777]
        #expect(try store.delete(secondBlock + scattered + [5000, 0]) == secondBlock.count + 3)
        for recordID in secondBlock + scattered {
            #expect(try store.document(recordID) == nil)
            #expect(try store.document(withID: expected[recordID]!["_id"]!) == nil)
            expected[recordID] = nil
        }
        #expect(try Self.blockKeys(store) == keys.filter { $0 != keys[1] })
        try Self.expectContents(store, expected)
        #expect(try store.delete(scattered) == 0)
        // The whole last block, then more inserts: new record ids, never reused.
        let lastBlock = Array(keys.last!...1000)
        #expect(try store.delete(lastBlock) == lastBlock.count)
        for recordID in lastBlock { expected[recordID] = nil }
        let more = (1000..<1100).map { Self.drink(.int64(Int64($0)), $0) }
        let moreIDs = try store.insert(more)
        #expect(moreIDs == Array(1001...1100))
        for (recordID, document) in zip(moreIDs, more) { expected[recordID] = document }
        try Self.expectContents(store, expected)
        // Everything, then the store is empty and still takes inserts.
        #expect(try store.delete(Array(expected.keys)) == expected.count)
        #expect(try Self.blockKeys(store).isEmpty)
        try Self.expectContents(store, [:])
        #expect(try store.insert([Self.drink(.int64(1), 1)]) == [1101])
    }

    @Test("A scan reads in record-id order from any record id")
    func scanOrder() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory)
        // _ids in descending order: the scan follows record ids, not _ids.
        let documents = (0..<700).map { Self.drink(.int64(Int64(1000 - $0)), $0) }
        let recordIDs = try store.insert(documents)
        #expect(try Self.scanAll(store).map(\.document) == documents)
        #expect(try Self.scanAll(store, from: 350).map(\.id) == Array(recordIDs[349...]))
        #expect(try Self.scanAll(store, from: 701).isEmpty)
        // A scan is a snapshot: a write after it began is not seen.
        var scan = try store.scan()
        _ = try scan.next()
        try store.delete(Array(recordIDs[100...]))
        var seen = 1
        while try scan.next() != nil { seen += 1 }
        #expect(seen == 700)
        #expect(try Self.scanAll(store).count == 100)
    }

    @Test("_ids of several types: found by MongoDB's equality, ranges in BSONValue.compare order")
    func idLookupsAndRanges() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory)
        var ids: [BSONValue] = (0..<150).map { _ in .objectId(ObjectId()) }
        ids += (0..<150).map { .string("drink-\($0 * 7919 % 1000)") }
        ids += (0..<50).map { .int32(Int32($0 * 3 - 60)) } + (0..<50).map { .int64(Int64($0 + 1) * 1_000_000_007) }
        ids += (0..<50).map { .double(Double($0) * 1.5 + 0.25) }
        ids.shuffle()
        let documents = ids.enumerated().map { Self.drink($1, $0, size: 200) }
        let recordIDs = try store.insert(documents)
        for (recordID, document) in zip(recordIDs, documents) {
            #expect(try store.document(withID: document["_id"]!) == document)
            #expect(try store.recordID(forID: document["_id"]!) == recordID)
        }
        // 3 is stored as an int32: the double 3.0 and the int64 3 are the same _id.
        let three = try #require(documents.first { $0["_id"] == .int32(3) })
        #expect(try store.document(withID: .double(3)) == three)
        #expect(try store.document(withID: .int64(3)) == three)
        #expect(try store.document(withID: .string("missing")) == nil)

        func range(_ lower: RecordStore.IDBound?, _ upper: RecordStore.IDBound?) throws -> [BSONValue] {
            var found: [BSONValue] = []
            try store.forEachDocument(idsFrom: lower, to: upper) { record in
                found.append(record.document["_id"]!)
                return true
            }
            return found
        }
        func expected(_ lower: RecordStore.IDBound?, _ upper: RecordStore.IDBound?) -> [BSONValue] {
            ids.filter { id in
                let aboveLower =
                    lower.map { bound in
                        let order = BSONValue.compare(id, bound.value)
                        return order > 0 || (order == 0 && bound.isInclusive)
                    } ?? true
                let belowUpper =
                    upper.map { bound in
                        let order = BSONValue.compare(id, bound.value)
                        return order < 0 || (order == 0 && bound.isInclusive)
                    } ?? true
                return aboveLower && belowUpper
            }.sorted { BSONValue.compare($0, $1) < 0 }
        }
        let all = try range(nil, nil)
        #expect(all == expected(nil, nil))
        #expect(all.count == ids.count)
        let bounds: [(RecordStore.IDBound?, RecordStore.IDBound?)] = [
            (.inclusive(.int32(-30)), .exclusive(.double(40))),
            (.exclusive(.int64(0)), .inclusive(.string("drink-5"))),
            (.inclusive(.string("drink-2")), nil),
            (nil, .exclusive(.objectId(ObjectId()))),
            (.inclusive(.minKey), .inclusive(.maxKey)),
            (.inclusive(.string("z")), .inclusive(.string("a"))),
        ]
        for (lower, upper) in bounds { #expect(try range(lower, upper) == expected(lower, upper)) }
        // The walk stops when the body says so.
        var visited = 0
        try store.forEachDocument(idsFrom: nil, to: nil) { _ in
            visited += 1
            return visited < 10
        }
        #expect(visited == 10)
    }

    @Test("A duplicate _id is 11000 DuplicateKey in MongoDB's shape, and the batch changes nothing")
    func duplicateID() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory)
        let documents = (0..<300).map { Self.drink(.string("drink \($0)"), $0) }
        let expected = Dictionary(uniqueKeysWithValues: zip(try store.insert(documents), documents))
        let blocks = try Self.blockKeys(store)
        // Against a stored _id, in the middle of a batch that starts new blocks.
        let batch = (300..<400).map { Self.drink(.string("drink \($0)"), $0) } + [Self.drink(.string("drink 42"), 42)]
        let error = #expect(throws: DocStreamError.self) { try store.insert(batch) }
        #expect(error?.code == 11000)
        #expect(error?.codeName == "DuplicateKey")
        #expect(error?.message == #"E11000 duplicate key error collection: shop.drinks index: _id_ dup key: { _id: "drink 42" }"#)
        #expect(error?.extraInfo?["keyValue"] == .document(["_id": .string("drink 42")]))
        // Repeated inside one batch.
        #expect(throws: DocStreamError.self) { try store.insert([Self.drink(.int32(1), 1), Self.drink(.double(1), 2)]) }
        // An update taking another document's _id.
        let taken = Self.drink(.string("drink 7"), -1)
        #expect(throws: DocStreamError.self) { try store.update([(1, Self.drink(.string("drink 0"), -2)), (2, taken)]) }
        try Self.expectContents(store, expected)
        #expect(try Self.blockKeys(store) == blocks)
        #expect(try store.document(withID: .string("drink 300")) == nil)
        // The record ids the failed batch would have used are used by the next.
        #expect(try store.insert([Self.drink(.string("drink 300"), 300)]) == [301])
    }

    @Test("Reopening keeps documents, _ids, the count and the record ids to come")
    func reopen() throws {
        let directory = try TemporaryDirectory()
        var expected: [UInt64: Document] = [:]
        do {
            let store = try Self.open(directory)
            let documents = (0..<800).map { Self.drink(.objectId(ObjectId()), $0) }
            expected = Dictionary(uniqueKeysWithValues: zip(try store.insert(documents), documents))
            let replacement = Self.drink(documents[5]["_id"]!, -1, size: 5000)
            try store.update([(6, replacement)])
            expected[6] = replacement
            try store.delete([7, 800])
            expected[7] = nil
            expected[800] = nil
            store.close()
        }
        let store = try Self.open(directory)
        try Self.expectContents(store, expected)
        #expect(try store.insert([Self.drink(.objectId(ObjectId()), 1)]) == [801])
    }

    @Test("The block cache never holds more than its bound, and counts hits and misses")
    func cacheBound() throws {
        let directory = try TemporaryDirectory()
        let capacity = 3 * RecordStore.blockBytes
        let cache = RecordBlockCache(capacity: capacity)
        let store = try Self.open(directory, cache: cache)
        let documents = (0..<2000).map { Self.drink(.int64(Int64($0)), $0) }
        let recordIDs = try store.insert(documents)
        // Writes do not fill it.
        #expect(cache.statistics.blocks == 0)
        var random = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let recordID = recordIDs.randomElement(using: &random)!
            #expect(try store.document(recordID) == documents[Int(recordID) - 1])
            #expect(cache.statistics.bytes <= capacity)
        }
        _ = try Self.scanAll(store)
        let statistics = cache.statistics
        #expect(statistics.bytes <= capacity && statistics.blocks >= 2)
        #expect(statistics.hits > 0 && statistics.misses > 0)
        // The same record twice: the second read is a hit.
        _ = try store.document(1)
        let hits = cache.statistics.hits
        _ = try store.document(1)
        #expect(cache.statistics.hits == hits + 1)
        // A rewritten block's cached copy is not served.
        let replacement = Self.drink(.int64(0), -1)
        try store.update([(1, replacement)])
        #expect(try store.document(1) == replacement)
        // A cache too small for any block keeps none.
        let tiny = RecordBlockCache(capacity: 1000)
        let uncached = try RecordStore(environment: store.environment, namespace: Self.namespace, number: RecordStore.soleCollection, cache: tiny)
        #expect(try uncached.document(2) == documents[1])
        #expect(tiny.statistics.bytes == 0 && tiny.statistics.misses == 1)
    }

    @Test("A block damaged on disk is an error naming it; the other blocks still read")
    func damagedBlock() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory)
        let documents = (0..<1000).map { Self.drink(.int64(Int64($0)), $0) }
        let expected = Dictionary(uniqueKeysWithValues: zip(try store.insert(documents), documents))
        let keys = try Self.blockKeys(store)
        let (damagedKey, truncatedKey) = (keys[2], keys[4])
        // One byte of one block's frame flipped, another block cut short, through LMDB.
        try store.environment.write { transaction throws(DocStreamError) in
            var flipped = Array(try transaction.get(store.key(damagedKey), in: store.blocks)!)
            flipped[flipped.count / 2] ^= 0x40
            try transaction.put(flipped, for: store.key(damagedKey), in: store.blocks)
            try transaction.put([1, 2, 3], for: store.key(truncatedKey), in: store.blocks)
        }
        // A fresh cache, as after reopening: nothing read before the damage is served.
        let reopened = try RecordStore(
            environment: store.environment, namespace: Self.namespace, number: RecordStore.soleCollection, cache: RecordBlockCache(capacity: 1 << 20))
        let lost = Set(keys[2]..<keys[3]).union(keys[4]..<keys[5])
        for (recordID, document) in expected {
            guard lost.contains(recordID) else {
                #expect(try reopened.document(recordID) == document)
                continue
            }
            let error = #expect(throws: DocStreamError.self) { try reopened.document(recordID) }
            let block = recordID < keys[3] ? damagedKey : truncatedKey
            #expect(error?.codeName == "DataCorruptionDetected")
            #expect(error?.message.hasPrefix("record block \(block) of collection shop.drinks is damaged: ") == true)
            #expect(error?.location == directory.url.path)
        }
        #expect(throws: DocStreamError.self) { try reopened.document(withID: .int64(Int64(damagedKey) - 1)) }
        // A scan reports each damaged block and goes on past it.
        var scan = try reopened.scan()
        var scanned: [UInt64] = []
        var errors = 0
        while true {
            do {
                guard let record = try scan.next() else { break }
                scanned.append(record.id)
            } catch {
                errors += 1
            }
        }
        #expect(errors == 2)
        #expect(scanned == expected.keys.filter { !lost.contains($0) }.sorted())
        #expect(try reopened.count == 1000)
        // Records in sound blocks still change.
        #expect(try reopened.delete([1]) == 1)
        #expect(try reopened.count == 999)
    }

    @Test("Opening reads no block: with every block damaged it opens and counts, and reads fail")
    func openReadsNoBlock() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory)
        try store.insert((0..<500).map { Self.drink(.int64(Int64($0)), $0) })
        let keys = try Self.blockKeys(store)
        try store.environment.write { transaction throws(DocStreamError) in
            for key in keys { try transaction.put([0xFF], for: store.key(key), in: store.blocks) }
        }
        let cache = RecordBlockCache(capacity: 1 << 20)
        let reopened = try RecordStore(environment: store.environment, namespace: Self.namespace, number: RecordStore.soleCollection, cache: cache)
        #expect(try reopened.count == 500)
        #expect(cache.statistics == .init(bytes: 0, capacity: 1 << 20, blocks: 0, hits: 0, misses: 0))
        #expect(throws: DocStreamError.self) { try reopened.document(1) }
    }

    @Test("A batch that fills the map is refused whole, and goes in once the map is larger")
    func mapFull() throws {
        let directory = try TemporaryDirectory()
        let store = try RecordStore(directory: directory.url, namespace: Self.namespace, cache: RecordBlockCache(capacity: 1 << 20), mapSize: 1 << 20)
        let first = (0..<100).map { Self.drink(.int64(Int64($0)), $0) }
        let expected = Dictionary(uniqueKeysWithValues: zip(try store.insert(first), first))
        let batch = (100..<3100).map { Self.drink(.int64(Int64($0)), $0, size: 1000) }
        let error = #expect(throws: DocStreamError.self) { try store.insert(batch) }
        #expect(error?.codeName == "OutOfDiskSpace")
        try Self.expectContents(store, expected)
        try store.environment.setMapSize(1 << 26)
        #expect(try store.insert(batch) == Array(101...3100))
        #expect(try store.count == 3100)
    }

    @Test("Collections in one environment keep apart: the same _ids, counts, scans and record ids; dropping one leaves the other")
    func collectionsKeepApart() throws {
        let directory = try TemporaryDirectory()
        let environment = try LMDBEnvironment(directory: directory.url, options: .init(mapSize: 1 << 26, maxDatabases: RecordStore.Databases.count))
        let cache = RecordBlockCache(capacity: 1 << 20)
        let drinks = try RecordStore(environment: environment, namespace: Self.namespace, number: 7, cache: cache)
        let orders = try RecordStore(environment: environment, namespace: try Namespace(database: "shop", collection: "orders"), number: 8, cache: cache)
        let drinkDocuments = (0..<600).map { Self.drink(.int64(Int64($0)), $0) }
        let orderDocuments = (0..<250).map { Self.drink(.int64(Int64($0)), -$0) }
        let drinksExpected = Dictionary(uniqueKeysWithValues: zip(try drinks.insert(drinkDocuments), drinkDocuments))
        let ordersExpected = Dictionary(uniqueKeysWithValues: zip(try orders.insert(orderDocuments), orderDocuments))
        // Each numbers its records from 1, and each _id is unique within its own collection only.
        #expect(drinksExpected.keys.min() == 1)
        #expect(ordersExpected.keys.min() == 1)
        try Self.expectContents(drinks, drinksExpected)
        try Self.expectContents(orders, ordersExpected)
        var range: [BSONValue] = []
        try orders.forEachDocument(idsFrom: nil, to: nil) { record in
            range.append(record.document["_id"]!)
            return true
        }
        #expect(range == (0..<250).map { .int64(Int64($0)) })

        try environment.write { transaction throws(DocStreamError) in try drinks.drop(in: transaction) }
        try Self.expectContents(orders, ordersExpected)
        let reopened = try RecordStore(environment: environment, namespace: Self.namespace, number: 7, cache: cache)
        try Self.expectContents(reopened, [:])
        #expect(try reopened.insert([Self.drink(.int64(1), 1)]) == [1])
    }

    @Test("An _id too long for an LMDB key is found by equality, kept unique, and told apart from one that begins the same")
    func longIDs() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory)
        let stem = String(repeating: "espresso ", count: 80)
        let documents = ["a", "b", "c"].map { Self.drink(.string(stem + $0), 1) } + [Self.drink(.string("short"), 2)]
        let expected = Dictionary(uniqueKeysWithValues: zip(try store.insert(documents), documents))
        try Self.expectContents(store, expected)
        #expect(try store.document(withID: .string(stem + "d")) == nil)
        let error = #expect(throws: DocStreamError.self) { try store.insert([Self.drink(.string(stem + "b"), 3)]) }
        #expect(error?.code == 11000)
        try Self.expectContents(store, expected)
    }

    /// The `_id` index's blocks: each one's first key and entry count, in order.
    private static func idBlocks(_ store: RecordStore) throws -> [(key: [UInt8], count: Int, bytes: Int)] {
        try store.environment.read { transaction throws(DocStreamError) in
            try transaction.withCursor(on: store.idBlocks) { cursor throws(DocStreamError) in
                var blocks: [(key: [UInt8], count: Int, bytes: Int)] = []
                try cursor.visitEntries { entry throws(DocStreamError) in
                    let block = try IDIndexBlock(stored: entry.value) { DocStreamError(.dataCorruptionDetected, $0) }
                    blocks.append((Array(entry.key), block.count, entry.value.count))
                    return true
                }
                return blocks
            }
        }
    }

    @Test("The _id index in blocks: _ids inserted in any order, deleted and changed are found, ranges come in order, and blocks stay within a page")
    func idIndexBlocks() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory)
        // Strings in shuffled order, in batches: each batch merges into the blocks already there.
        var random = SystemRandomNumberGenerator()
        let names = (0..<6000).map { String(format: "drink-%05d", $0) }.shuffled(using: &random)
        var recordIDs: [String: UInt64] = [:]
        for start in stride(from: 0, to: names.count, by: 1500) {
            let batch = Array(names[start..<(start + 1500)])
            for (name, recordID) in zip(batch, try store.insert(batch.enumerated().map { Self.drink(.string($1), $0, size: 80) })) {
                recordIDs[name] = recordID
            }
        }
        // Deleted: every seventh; changed: every eleventh gets a new _id.
        let deleted = names.enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
        #expect(try store.delete(deleted.map { recordIDs[$0]! }) == deleted.count)
        for name in deleted { recordIDs[name] = nil }
        let renamed = recordIDs.keys.sorted().enumerated().filter { $0.offset % 11 == 0 }.map(\.element)
        #expect(try store.update(renamed.map { (recordIDs[$0]!, Self.drink(.string("renamed-" + $0), 0, size: 80)) }) == renamed.count)
        for name in renamed {
            recordIDs["renamed-" + name] = recordIDs[name]
            recordIDs[name] = nil
        }

        for name in names + renamed.map({ "renamed-" + $0 }) {
            #expect(try store.recordID(forID: .string(name)) == recordIDs[name], "\(name)")
        }
        var ranged: [String] = []
        try store.forEachDocument(idsFrom: .inclusive("drink-01000"), to: .exclusive("drink-02000")) { record in
            ranged.append(record.document["_id"]!.stringValue!)
            #expect(recordIDs[ranged.last!] == record.id)
            return true
        }
        #expect(ranged == recordIDs.keys.filter { $0 >= "drink-01000" && $0 < "drink-02000" }.sorted())

        let blocks = try Self.idBlocks(store)
        #expect(blocks.count > 5)
        #expect(blocks.allSatisfy { $0.bytes <= IDIndexBlock.maxStoredBytes })
        #expect(blocks.reduce(0) { $0 + $1.count } == recordIDs.count)
        #expect(zip(blocks, blocks.dropFirst()).allSatisfy { IDIndexBlock.compare($0.key, $1.key) < 0 })
        // A duplicate against a stored block's entry changes nothing.
        let present = recordIDs.keys.sorted()[5]
        let duplicate = #expect(throws: DocStreamError.self) { try store.insert([Self.drink("new", 0), Self.drink(.string(present), 0)]) }
        #expect(duplicate?.code == 11000)
        #expect(try store.recordID(forID: "new") == nil)
        #expect(try store.count == recordIDs.count)
    }

    @Test("ObjectId _ids inserted in order, batch after batch, take a few bytes each in the _id index, in blocks as full as one insert of them all makes")
    func objectIDIndexSize() throws {
        let ids = (0..<40_000).map { _ in ObjectId() }
        let documents = ids.enumerated().map { Self.drink(.objectId($1), $0, size: 80) }
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory)
        for start in stride(from: 0, to: ids.count, by: 10_000) {
            try store.insert(Array(documents[start..<(start + 10_000)]))
        }
        let blocks = try Self.idBlocks(store)
        let bytes = blocks.reduce(0) { $0 + $1.bytes }
        #expect(bytes < ids.count * 3, "\(bytes) bytes for \(ids.count) ObjectIds")
        // Appended keys fill the blocks they split into (keys among others would leave room):
        // at most one block more for each later batch than one insert of them all.
        let whole = try TemporaryDirectory()
        let wholeStore = try Self.open(whole)
        try wholeStore.insert(documents)
        #expect(blocks.count <= (try Self.idBlocks(wholeStore)).count + 3, "\(blocks.map(\.bytes))")
        #expect(try store.recordID(forID: .objectId(ids[12_345])) != nil)
    }

    @Test(
        "A secondary index kept beside the documents: built from them with MongoDB's keys (an entry per array element, null for a missing field), in step with inserts, updates and deletes, kept across reopening, rebuilt when redefined, dropped when a key is too long for it"
    )
    func secondaryIndexes() throws {
        let directory = try TemporaryDirectory()
        let tags = try IndexSpecification(["key": ["tags": 1], "name": "tags_1"])
        var ids: [UInt64] = []
        /// The record ids under `value` in the index `specification`, nil when it is not kept.
        func lookup(_ store: RecordStore, _ value: BSONValue, in specification: IndexSpecification = tags) throws -> [UInt64]? {
            try store.environment.read { transaction throws(DocStreamError) in
                try store.recordIDs(in: [IndexKeySpan(prefix: try StorageKey(value).bytes)], of: specification, transaction: transaction)
            }
        }
        do {
            let store = try Self.open(directory)
            ids = try store.insert([["_id": 1, "tags": ["mocha", "hot"]], ["_id": 2, "tags": "hot"], ["_id": 3]])
            #expect(try lookup(store, "hot") == nil)
            try store.environment.write { transaction throws(DocStreamError) in try store.keepIndexes([tags], in: transaction) }
            #expect(try lookup(store, "hot") == [ids[0], ids[1]])
            #expect(try lookup(store, "mocha") == [ids[0]])
            #expect(try lookup(store, .null) == [ids[2]])
            #expect(try lookup(store, "cold") == [])
            // 1 and 1.0 are one key, as in MongoDB's indexes.
            ids += try store.insert([["_id": 4, "tags": .int32(1)]])
            #expect(try lookup(store, .double(1)) == [ids[3]])
            try store.update([(ids[1], ["_id": 2, "tags": ["iced"]]), (ids[0], ["_id": 1, "tags": ["mocha", "hot"], "size": "tall"])])
            #expect(try lookup(store, "hot") == [ids[0]])
            #expect(try lookup(store, "iced") == [ids[1]])
            try store.delete([ids[0]])
            #expect(try lookup(store, "mocha") == [])
            #expect(try lookup(store, "hot") == [])
        }
        let store = try Self.open(directory)
        #expect(try lookup(store, "iced") == [ids[1]])
        // Sparse under the same name: the document without tags is left out.
        let sparse = try IndexSpecification(["key": ["tags": 1], "name": "tags_1", "sparse": true])
        #expect(try lookup(store, "iced", in: sparse) == nil)
        try store.environment.write { transaction throws(DocStreamError) in try store.keepIndexes([sparse], in: transaction) }
        #expect(try lookup(store, "iced") == nil)
        #expect(try lookup(store, .null, in: sparse) == [])
        #expect(try lookup(store, "iced", in: sparse) == [ids[1]])
        // A key longer than an LMDB key takes: the index goes, the documents stay.
        try store.insert([["_id": 5, "tags": .string(String(repeating: "x", count: 600))]])
        #expect(try lookup(store, "iced", in: sparse) == nil)
        #expect(try store.count == 4)
        try store.environment.write { transaction throws(DocStreamError) in try store.keepIndexes([], in: transaction) }
        #expect(try store.environment.read { transaction throws(DocStreamError) in try store.storedIndexes(in: transaction).count } == 0)
    }

    @Test("A damaged secondary index block is DataCorruptionDetected naming the index for the lookups and writes that read it, changing nothing")
    func damagedIndexBlock() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory)
        let numbers = try IndexSpecification(["key": ["number": 1], "name": "number_1"])
        let recordIDs = try store.insert((0..<50).map { Self.drink(.int32(Int32($0)), $0, size: 80) })
        try store.environment.write { transaction throws(DocStreamError) in try store.keepIndexes([numbers], in: transaction) }
        let indexBlocks = try #require(store.indexBlocks)
        let first = try store.environment.read { transaction throws(DocStreamError) in
            try transaction.withCursor(on: indexBlocks) { cursor throws(DocStreamError) in try cursor.first().map { Array($0.key) } }
        }
        let key = try #require(first)
        try store.environment.write { transaction throws(DocStreamError) in
            var flipped = Array(try transaction.get(key, in: indexBlocks)!)
            flipped[flipped.count / 2] ^= 0x40
            try transaction.put(flipped, for: key, in: indexBlocks)
        }
        let lookup = #expect(throws: DocStreamError.self) {
            try store.environment.read { transaction throws(DocStreamError) in
                try store.recordIDs(in: [IndexKeySpan(prefix: try StorageKey(.int64(7)).bytes)], of: numbers, transaction: transaction)
            }
        }
        #expect(lookup?.codeName == "DataCorruptionDetected")
        #expect(lookup?.message.contains("the index number_1 block") == true, "\(String(describing: lookup))")
        let before = try store.document(recordIDs[7])
        #expect(throws: DocStreamError.self) { try store.update([(recordIDs[7], Self.drink(.int32(7), 700, size: 80))]) }
        #expect(try store.document(recordIDs[7]) == before)
        #expect(try store.count == 50)
    }

    @Test(
        "A lookup in an _id block compares keys as it decodes them: every key there is found with its record id, and none between, before, after, shorter or longer"
    )
    func idBlockLookup() throws {
        // Keys that share prefixes of every length, and keys that are prefixes of others.
        let words = ["", "a", "ab", "abc", "abcd", "abd", "abda", "ac", "b", "ba", "bab", "babc", "c", "ca", "cab", "zz", "zzz"]
        let keys = words.dropFirst().map { Array($0.utf8) }
        let recordIDs: [UInt64] = keys.indices.map { UInt64(($0 * 7_919) % 97 + 1) }
        let stored = IDIndexBlock(keys: keys, recordIDs: recordIDs).stored
        let damaged = { (reason: String) in DocStreamError(.dataCorruptionDetected, reason) }
        var absent = [[UInt8]([0]), [0xFF], Array("abce".utf8), Array("abb".utf8), Array("bb".utf8), Array("zzzz".utf8), Array("aa".utf8)]
        absent += keys.map { $0 + [0] } + keys.filter { $0.count > 1 }.map { Array($0.dropLast()) + [0] }
        let lookUp = { (key: [UInt8]) throws -> UInt64? in
            try stored.withUnsafeBytes { bytes in
                var entries = try IDIndexBlock.Entries(stored: bytes, damaged: damaged)
                return try entries.recordID(of: key)
            }
        }
        for (key, recordID) in zip(keys, recordIDs) {
            #expect(try lookUp(key) == recordID, "\(String(decoding: key, as: UTF8.self))")
        }
        for key in absent where !keys.contains(key) {
            #expect(try lookUp(key) == nil, "\(key)")
        }
    }

    @Test("A damaged _id index block is DataCorruptionDetected for the lookups and writes that read it, changing nothing; the others work")
    func damagedIDBlock() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory)
        // Random numbers compress little: the index takes many blocks. Stored in key order.
        var random = SystemRandomNumberGenerator()
        let ids = Set((0..<3000).map { _ in Int64.random(in: 0..<Int64.max, using: &random) }).sorted()
        let recordIDs = try store.insert(ids.enumerated().map { Self.drink(.int64($1), $0, size: 80) })
        let blocks = try Self.idBlocks(store)
        try #require(blocks.count >= 3)
        let damagedKey = blocks[1].key
        try store.environment.write { transaction throws(DocStreamError) in
            var flipped = Array(try transaction.get(damagedKey, in: store.idBlocks)!)
            flipped[flipped.count / 2] ^= 0x40
            try transaction.put(flipped, for: damagedKey, in: store.idBlocks)
        }
        // The first _id of the damaged block, and the first and last of the others.
        let inDamaged = blocks[0].count
        let error = #expect(throws: DocStreamError.self) { try store.recordID(forID: .int64(ids[inDamaged])) }
        #expect(error?.codeName == "DataCorruptionDetected")
        #expect(error?.message.contains("_id index block") == true, "\(String(describing: error))")
        #expect(try store.recordID(forID: .int64(ids[0])) == recordIDs[0])
        #expect(try store.recordID(forID: .int64(ids.last!)) == recordIDs.last)
        #expect(throws: DocStreamError.self) { try store.delete([recordIDs[inDamaged]]) }
        #expect(try store.count == ids.count)
        #expect(try store.document(recordIDs[inDamaged]) != nil)
    }
}
