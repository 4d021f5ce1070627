import DocStream
import DocStreamBSON
import TestSupport
import Testing

/// The query planner changes how documents are found, never which: over generated documents
/// of mixed types (numbers of every kind, strings, null, missing fields, arrays, nested arrays,
/// embedded documents, arrays of documents), every generated filter returns the same documents
/// with indexes as without, in the same order when sorted; the same counts, distinct values,
/// updates and deletes. Hinting each index forces plans the planner would not pick.
@Suite("Query planner: indexed results equal collection scans")
struct PlannerEquivalenceTests {
    static let scalars: [BSONValue] = [
        .int32(1), .int32(2), .int64(2), .double(2.0), .double(2.5), .int32(3), .decimal128(Decimal128("3")!), .int32(-1),
        .double(.nan), .double(.infinity), "a", "ab", "abc", "b", "B", "", .null, true, false, .minKey, .maxKey,
        .datetime(BSONDateTime(millisecondsSinceEpoch: 5)), .objectId(ObjectId(seconds: 7)), .timestamp(BSONTimestamp(seconds: 1, increment: 1)),
    ]

    static func value(_ random: inout SeededGenerator, depth: Int = 0) -> BSONValue? {
        switch random.below(10) {
        case 0: return nil
        case 1 where depth < 2:
            return .array((0..<random.below(4)).compactMap { _ in value(&random, depth: depth + 1) ?? .int32(9) })
        case 2 where depth < 2:
            return ["x": random.pick(scalars), "y": random.pick(scalars)]
        default:
            return random.pick(scalars)
        }
    }

    static func documents(count: Int) -> [Document] {
        var random = SeededGenerator(state: 2024)
        return (0..<count).map { id in
            var fields: [(String, BSONValue)] = [("_id", .int32(Int32(id)))]
            if let a = value(&random) { fields.append(("a", a)) }
            // b is never an array, so indexes can provide sorts on it.
            if random.below(8) != 0 { fields.append(("b", .int32(Int32(random.below(5))))) }
            switch random.below(4) {
            case 0: fields.append(("c", ["d": random.pick(scalars)]))
            case 1: fields.append(("c", .array((0..<random.below(3)).map { _ in ["d": random.pick(scalars), "e": .int32(Int32(random.below(3)))] })))
            case 2: fields.append(("c", random.pick(scalars)))
            default: break
            }
            if random.below(3) == 0 { fields.append(("s", random.pick(scalars))) }
            return Document(fields)
        }
    }

    static let indexes: [String] = [
        #"{"key": {"a": 1}, "name": "a_1"}"#,
        #"{"key": {"b": -1}, "name": "b_-1"}"#,
        #"{"key": {"a": 1, "b": 1}, "name": "a_1_b_1"}"#,
        #"{"key": {"b": 1, "a": -1}, "name": "b_1_a_-1"}"#,
        #"{"key": {"c.d": 1}, "name": "c.d_1"}"#,
        #"{"key": {"c.d": 1, "c.e": -1}, "name": "cd_ce"}"#,
        #"{"key": {"s": 1}, "name": "s_1", "sparse": true}"#,
        #"{"key": {"c.e": 1}, "name": "ce_partial", "partialFilterExpression": {"b": {"$gte": 2}}}"#,
    ]

    static let filters: [String] = {
        var filters: [String] = [
            #"{}"#, #"{"b": 2}"#, #"{"b": {"$gt": 1}}"#, #"{"b": {"$gte": 1, "$lt": 3}}"#, #"{"b": {"$in": [0, 4]}}"#,
            #"{"b": {"$gte": 2}, "a": {"$gt": 1}}"#, #"{"b": {"$gte": 2}, "a": 2}"#, #"{"b": null}"#, #"{"b": {"$exists": false}}"#,
            #"{"a": {"$gt": 1, "$lt": 3}}"#, #"{"a": {"$elemMatch": {"$gt": 1, "$lt": 3}}}"#, #"{"a": {"$all": [1, 2]}}"#,
            #"{"a": [1, 2]}"#, #"{"a": []}"#, #"{"a": {"$in": [[], null, 2]}}"#, #"{"a": {"x": 1, "y": 2}}"#,
            #"{"a": {"$regex": "^a"}}"#, #"{"a": {"$regex": "b"}}"#, #"{"a": {"$regex": "^A", "$options": "i"}}"#,
            #"{"a": {"$regularExpression": {"pattern": "^ab", "options": ""}}}"#,
            #"{"a": {"$gte": "a"}}"#, #"{"a": {"$lt": "b"}}"#, #"{"a": {"$gt": null}}"#, #"{"a": {"$gte": null}}"#, #"{"a": {"$lte": null}}"#,
            #"{"a": {"$gt": {"$minKey": 1}}}"#, #"{"a": {"$lt": {"$maxKey": 1}}}"#, #"{"a": {"$gte": {"$numberDouble": "NaN"}}}"#,
            #"{"a": {"$lt": {"$numberDouble": "NaN"}}}"#, #"{"a": {"$gt": {"$numberDouble": "-Infinity"}}}"#, #"{"a": {"$ne": 2}}"#,
            #"{"a": {"$nin": [2, null]}}"#, #"{"a": {"$exists": true}}"#, #"{"a": {"$type": "array"}}"#, #"{"a": {"$size": 2}}"#,
            #"{"$or": [{"a": 1}, {"b": 3}]}"#, #"{"$and": [{"a": {"$gte": 1}}, {"a": {"$lte": 2}}, {"b": {"$ne": 0}}]}"#,
            #"{"a": {"$in": [1, "a", true]}, "b": {"$in": [1, 2, 3]}}"#, #"{"a": {"$in": []}}"#, #"{"a.x": 1}"#, #"{"a.0": 1}"#,
            #"{"a": {"$gt": {"$date": "1970-01-01T00:00:00Z"}}}"#, #"{"a": {"$gte": {"$oid": "000000000000000000000000"}}}"#,
            #"{"c.d": 2}"#, #"{"c.d": {"$gt": 1, "$lt": 3}}"#, #"{"c.d": null}"#, #"{"c.d": {"$exists": false}}"#,
            #"{"c": {"$elemMatch": {"d": 2, "e": 1}}}"#, #"{"c": {"$elemMatch": {"d": {"$gte": 2}, "e": {"$lt": 2}}}}"#,
            #"{"c.d": 2, "c.e": 1}"#, #"{"c.d": {"$in": ["a", 1]}, "c.e": {"$gt": 0}}"#, #"{"c": {"d": 2}}"#,
            #"{"s": 2}"#, #"{"s": null}"#, #"{"s": {"$gt": 1}}"#, #"{"s": {"$exists": true}}"#, #"{"s": {"$ne": null}}"#,
            #"{"a": 2, "b": {"$gte": 2}}"#, #"{"a": {"$gt": 1}, "b": {"$gte": 3}}"#, #"{"a": {"$gte": 2}, "b": 2}"#,
            #"{"c.e": 1, "b": {"$gte": 2}}"#, #"{"c.e": {"$gt": 0}, "b": 3}"#, #"{"c.e": 1, "b": {"$gt": 1}}"#, #"{"c.e": 1}"#,
            #"{"_id": 5}"#, #"{"_id": {"$in": [7, 3, 300, 3.0]}}"#, #"{"_id": {"$gte": 10, "$lt": 20}}"#, #"{"_id": {"$gt": 250}, "b": 1}"#,
        ]
        // Generated combinations of two conditions on the indexed paths.
        var random = SeededGenerator(state: 99)
        let conditions = [#"{"$gt": 1}"#, #"{"$lte": 2}"#, #"2"#, #"null"#, #"{"$in": [1, 3, "a"]}"#, #"{"$gte": "a"}"#, #"{"$lt": 2.5}"#, #"[]"#]
        let paths = ["a", "b", "c.d", "s"]
        for _ in 0..<16 {
            let first = random.pick(paths)
            let second = random.pick(paths)
            filters.append(
                first == second
                    ? #"{"$and": [{"\#(first)": \#(random.pick(conditions))}, {"\#(second)": \#(random.pick(conditions))}]}"#
                    : #"{"\#(first)": \#(random.pick(conditions)), "\#(second)": \#(random.pick(conditions))}"#)
        }
        return filters
    }()

    static let sorts: [String?] = [nil, #"{"b": 1}"#, #"{"b": -1, "_id": 1}"#]

    /// Two stores with the same documents, one with the indexes.
    static func stores() throws -> (plain: IndexTestSession, indexed: IndexTestSession) {
        let plain = IndexTestSession()
        let indexed = IndexTestSession()
        let documents = BSONValue.array(documents(count: 90).map(BSONValue.document))
        // The indexed store gets its indexes before half the documents and after the other half,
        // so both index builds and index maintenance are exercised.
        let half = documents.arrayValue!.count / 2
        for session in [plain, indexed] {
            let batch: Document = ["insert": "c", "documents": .array(Array(documents.arrayValue![..<half]))]
            try session.ok(batch.extendedJSON(.canonical))
        }
        try indexed.ok(#"{"createIndexes": "c", "indexes": [\#(indexes.joined(separator: ", "))]}"#)
        for session in [plain, indexed] {
            let batch: Document = ["insert": "c", "documents": .array(Array(documents.arrayValue![half...]))]
            try session.ok(batch.extendedJSON(.canonical))
        }
        return (plain, indexed)
    }

    /// One issue naming the command and the first difference, not the whole results.
    static func expectSame(_ actual: [Document], _ expected: [Document], _ command: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard actual != expected else { return }
        let first = zip(actual, expected).first { $0 != $1 }
        let difference = first.map { "\($0.0.extendedJSON(.canonical)) vs \($0.1.extendedJSON(.canonical))" } ?? "in length"
        Issue.record("\(command): \(actual.count) results, expected \(expected.count); first difference \(difference)", sourceLocation: sourceLocation)
    }

    /// The results in the order returned, or an error reply as the only element.
    static func results(_ session: IndexTestSession, _ command: String) throws -> [Document] {
        let reply = try session.run(command)
        guard reply["ok"] == .double(1) else { return [reply] }
        return reply[path: "cursor.firstBatch"]?.arrayValue?.compactMap(\.documentValue) ?? []
    }

    /// Results whose order is unspecified (no sort), by `_id`.
    static func byID(_ documents: [Document]) -> [Document] {
        documents.sorted { BSONValue.compare($0["_id"] ?? .null, $1["_id"] ?? .null) < 0 }
    }

    @Test("find: the same documents for every filter, in the same order for every sort (with and without limit)")
    func findEquivalence() async throws {
        let (plain, indexed) = try Self.stores()
        var usedIndexes = Set<String>()
        for filter in Self.filters {
            // Long synchronous stretches would hold the few shared test threads that timed
            // async tests (change streams) need.
            await Task.yield()
            for sort in Self.sorts {
                let sortPart = sort.map { #", "sort": \#($0)"# } ?? ""
                // The same stored documents either way: their _ids tell them apart.
                let command = #"{"find": "c", "filter": \#(filter)\#(sortPart), "projection": {"_id": 1}, "batchSize": 1000}"#
                let expected = try Self.results(plain, command)
                let actual = try Self.results(indexed, command)
                if sort == nil {
                    Self.expectSame(Self.byID(actual), Self.byID(expected), command)
                } else {
                    Self.expectSame(actual, expected, command)
                    let limited = #"{"find": "c", "filter": \#(filter)\#(sortPart), "projection": {"_id": 1}, "limit": 7, "skip": 2}"#
                    Self.expectSame(try Self.results(indexed, limited), try Self.results(plain, limited), limited)
                }
                guard sort == nil || sort == Self.sorts[1] else { continue }
                let plan = try indexed.run(#"{"explain": {"find": "c", "filter": \#(filter)\#(sortPart)}, "verbosity": "queryPlanner"}"#)
                if case .string(let name)? = plan[path: "queryPlanner.winningPlan.inputStage.indexName"]
                    ?? plan[path: "queryPlanner.winningPlan.inputStage.inputStage.indexName"]
                {
                    usedIndexes.insert(name)
                }
            }
        }
        // The filters exercise every index (a test whose plans all scanned would prove nothing).
        #expect(usedIndexes.isSuperset(of: ["a_1", "b_-1", "a_1_b_1", "b_1_a_-1", "c.d_1", "s_1", "ce_partial", "_id_"]), "\(usedIndexes.sorted())")
    }

    @Test("a hint forces each index; the results stay those of the collection scan")
    func hintedEquivalence() async throws {
        let (plain, indexed) = try Self.stores()
        // Sparse and partial indexes hold only some documents: hinted, MongoDB too returns only those.
        let complete = ["_id_", "a_1", "b_-1", "a_1_b_1", "b_1_a_-1", "c.d_1", "cd_ce"]
        // Every third filter keeps the run short; each index still meets many.
        for filter in Self.filters.enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) {
            await Task.yield()
            let expected = try Self.results(plain, #"{"find": "c", "filter": \#(filter), "sort": {"_id": 1}, "projection": {"_id": 1}, "batchSize": 1000}"#)
            for name in complete {
                let actual = try Self.results(
                    indexed, #"{"find": "c", "filter": \#(filter), "sort": {"_id": 1}, "projection": {"_id": 1}, "hint": "\#(name)", "batchSize": 1000}"#)
                Self.expectSame(actual, expected, "\(filter) hint \(name)")
            }
        }
        #expect(errorCode(try indexed.run(#"{"find": "c", "hint": "nope"}"#)) == 2)
        #expect(errorCode(try indexed.run(#"{"find": "c", "hint": {"zz": 1}}"#)) == 2)
    }

    @Test("count, distinct and aggregate ($match, $sort, $limit) agree with the collection scan")
    func otherReadsEquivalence() async throws {
        let (plain, indexed) = try Self.stores()
        for filter in Self.filters {
            // Long synchronous stretches would hold the few shared test threads that timed
            // async tests (change streams) need.
            await Task.yield()
            let count = #"{"count": "c", "query": \#(filter)}"#
            #expect(try indexed.run(count)["n"] == plain.run(count)["n"], "\(count)")
            let distinct = #"{"distinct": "c", "key": "b", "query": \#(filter)}"#
            let indexedValues = try indexed.run(distinct)["values"]?.arrayValue?.map { $0.extendedJSON(.canonical) }.sorted()
            let plainValues = try plain.run(distinct)["values"]?.arrayValue?.map { $0.extendedJSON(.canonical) }.sorted()
            #expect(indexedValues == plainValues, "\(distinct)")
            let aggregate =
                #"{"aggregate": "c", "pipeline": [{"$match": \#(filter)}, {"$sort": {"b": -1}}, {"$limit": 4}, {"$project": {"b": 1}}], "cursor": {}}"#
            Self.expectSame(try Self.results(indexed, aggregate), try Self.results(plain, aggregate), aggregate)
        }
    }

    @Test("updates and deletes through indexes change the same documents, and the indexes follow")
    func writesEquivalence() async throws {
        let (plain, indexed) = try Self.stores()
        let writes = [
            #"{"update": "c", "updates": [{"q": {"b": 2}, "u": {"$inc": {"b": 1}}, "multi": true}]}"#,
            #"{"update": "c", "updates": [{"q": {"a": {"$gt": 1}}, "u": {"$set": {"a": "moved"}}, "multi": true}]}"#,
            #"{"update": "c", "updates": [{"q": {"c.d": {"$gte": "a"}}, "u": {"$unset": {"c": 1}}, "multi": true}]}"#,
            #"{"update": "c", "updates": [{"q": {"b": 4}, "u": {"$set": {"s": 1}}}]}"#,
            #"{"delete": "c", "deletes": [{"q": {"b": {"$in": [0, 1]}}, "limit": 0}]}"#,
            #"{"delete": "c", "deletes": [{"q": {"a": "moved"}, "limit": 1}]}"#,
            #"{"findAndModify": "c", "query": {"b": {"$gte": 2}}, "sort": {"b": 1}, "update": {"$set": {"b": 0}}}"#,
            #"{"findAndModify": "c", "query": {"b": {"$gte": 2}}, "sort": {"b": -1}, "remove": true}"#,
        ]
        for write in writes {
            let plainReply = try plain.run(write)
            let indexedReply = try indexed.run(write)
            #expect(indexedReply == plainReply, "\(write)")
            #expect(try indexed.documents("c") == plain.documents("c"), "\(write)")
        }
        for filter in Self.filters {
            // Long synchronous stretches would hold the few shared test threads that timed
            // async tests (change streams) need.
            await Task.yield()
            let command = #"{"find": "c", "filter": \#(filter), "sort": {"_id": 1}, "batchSize": 1000}"#
            Self.expectSame(try Self.results(indexed, command), try Self.results(plain, command), command)
        }
    }
}
