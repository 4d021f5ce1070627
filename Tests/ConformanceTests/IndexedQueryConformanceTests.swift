import DocStream
import DocStreamBSON
import Testing

/// Runs `Cases/query/*.json` again through indexes: every field path a case's filter names
/// gets an index, and the find must return the case's hand-written `expectedIds` whether the
/// planner picks an index or a hint forces each one (their order aside: without a sort, an
/// index scan returns documents in index order, as MongoDB does).
@Suite("Query conformance through indexes")
struct IndexedQueryConformanceTests {
    @Test(arguments: ConformanceCase.all(area: "query").filter { $0.spec["expectedIds"] != nil })
    func indexedQuery(_ testCase: ConformanceCase) throws {
        let filter = try #require(testCase.spec["filter"]?.documentValue)
        guard let session = try Self.session(storing: testCase) else { return }
        var indexNames: [String] = []
        for (position, path) in Self.paths(in: filter).enumerated() {
            let name = "i\(position)"
            let reply = session.run(["createIndexes": "c", "indexes": [["key": [path: .int32(position % 2 == 0 ? 1 : -1)], "name": .string(name)]]])
            // Not every path can be indexed (an _id index exists already; some paths are refused).
            if reply["ok"] == .double(1), reply["numIndexesAfter"] != reply["numIndexesBefore"] { indexNames.append(name) }
        }
        for hint in [nil] + indexNames {
            try Self.expectMatches(testCase, in: session, hint: hint)
        }
    }

    /// The same through a wildcard index on every field (manual: Wildcard Indexes), chosen by
    /// the planner and hinted; a hint it cannot answer (no condition it keys) is 291.
    @Test(arguments: ConformanceCase.all(area: "query").filter { $0.spec["expectedIds"] != nil })
    func wildcardIndexedQuery(_ testCase: ConformanceCase) throws {
        guard let session = try Self.session(storing: testCase) else { return }
        let reply = session.run(["createIndexes": "c", "indexes": [["key": ["$**": 1], "name": "$**_1"]]])
        try #require(reply["ok"] == .double(1), "\(reply.extendedJSON(.relaxed))")
        try Self.expectMatches(testCase, in: session, hint: nil)
        try Self.expectMatches(testCase, in: session, hint: "$**_1", unanswerable: 291)
    }

    /// The same through a 2dsphere index, then a 2d index, on each path a `$geoWithin`,
    /// `$within` or `$geoIntersects` names, chosen by the planner and hinted. The index comes
    /// first and the documents one at a time: those it cannot key (16755, 13026, 13027, 16804)
    /// are refused, and the find must match the case's `expectedIds` among those stored. The
    /// planner uses a 2d index for flat shapes (`$polygon`, `$center`), a 2dsphere index for
    /// GeoJSON ones, and either for `$box` and `$centerSphere` (manual: $centerSphere, which
    /// both kinds support); a hint of the kind that does not answer is 291.
    @Test(
        arguments: ConformanceCase.all(area: "query").filter {
            !($0.spec["expectedIds"] == nil || Self.geoPaths(in: $0.spec["filter"]?.documentValue ?? [:]).isEmpty)
        })
    func geoIndexedQuery(_ testCase: ConformanceCase) throws {
        let filter = try #require(testCase.spec["filter"]?.documentValue)
        let documents = testCase.spec["documents"]?.arrayValue?.compactMap(\.documentValue) ?? testCase.documents
        guard documents.allSatisfy({ $0["_id"] != nil }) else { return }
        let filterText = filter.extendedJSON(.relaxed)
        let flatShapes = ["$box", "$polygon", "$center"].contains { filterText.contains("\"\($0)\"") }
        // A $box of longitudes and latitudes, and a $centerSphere, are answered by either kind.
        let eitherKind = filterText.contains("\"$box\"") || filterText.contains("\"$centerSphere\"")
        for path in Self.geoPaths(in: filter) {
            for kind in ["2dsphere", "2d"] {
                let session = CommandSession(store: Store())
                let created = session.run(["createIndexes": "c", "indexes": [["key": [path: .string(kind)], "name": "geo"]]])
                try #require(created["ok"] == .double(1), "\(created.extendedJSON(.relaxed))")
                var stored: [BSONValue] = []
                for document in documents where session.run(["insert": "c", "documents": [.document(document)]])["n"] == .int32(1) {
                    stored.append(document["_id"]!)
                }
                if stored.isEmpty { continue }
                let plan = session.run(["explain": ["find": "c", "filter": .document(filter)], "verbosity": "queryPlanner"])
                let answers = plan.extendedJSON(.relaxed).contains(#""indexName":"geo""#)
                #expect(answers == (eitherKind || flatShapes == (kind == "2d")), "\(kind): \(plan.extendedJSON(.relaxed)) (\(testCase.source))")
                try Self.expectMatches(testCase, in: session, hint: nil, among: stored)
                try Self.expectMatches(testCase, in: session, hint: "geo", unanswerable: answers ? nil : 291, among: stored)
            }
        }
    }

    /// The paths of a filter's geospatial conditions, at any depth of $and, $or and $nor.
    static func geoPaths(in filter: Document) -> [String] {
        var paths: [String] = []
        for (key, value) in filter {
            if ["$and", "$or", "$nor"].contains(key), case .array(let clauses) = value {
                for case .document(let clause) in clauses { paths += geoPaths(in: clause) }
            } else if !key.hasPrefix("$"), case .document(let conditions) = value,
                conditions.keys.contains(where: { ["$geoWithin", "$within", "$geoIntersects"].contains($0) })
            {
                paths.append(key)
            }
        }
        return paths
    }

    /// A session over a new store holding the case's documents; nil when they cannot be
    /// stored apart (no `_id`s) or are refused.
    private static func session(storing testCase: ConformanceCase) throws -> CommandSession? {
        // A case's own "documents" replace the file's, as in QueryConformanceTests.
        let documents = testCase.spec["documents"]?.arrayValue?.compactMap(\.documentValue) ?? testCase.documents
        // Cases whose documents lack _ids cannot be told apart once stored.
        guard documents.allSatisfy({ $0["_id"] != nil }) else { return nil }
        let session = CommandSession(store: Store())
        let inserted = session.run(["insert": "c", "documents": .array(documents.map(BSONValue.document))])
        guard inserted["writeErrors"] == nil, inserted["ok"] == .double(1) else { return nil }
        return session
    }

    /// Expects the find of the case's filter, hinted or not, to match its `expectedIds` (those
    /// `stored`, when given); a reply with the error code `unanswerable` is let pass.
    private static func expectMatches(
        _ testCase: ConformanceCase, in session: CommandSession, hint: String?, unanswerable: Int? = nil, among stored: [BSONValue]? = nil
    ) throws {
        let filter = try #require(testCase.spec["filter"]?.documentValue)
        let expected = sorted(
            try #require(testCase.spec["expectedIds"]?.arrayValue).filter { id in
                stored.map { $0.contains { $0.isMongoEqual(to: id) } } ?? true
            })
        var find: Document = ["find": "c", "filter": .document(filter), "batchSize": .int32(10_000)]
        if let hint { find["hint"] = .string(hint) }
        let reply = session.run(find)
        if let unanswerable, reply["code"]?.isMongoEqual(to: .int32(Int32(unanswerable))) == true { return }
        let ids = reply[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["_id"] } ?? []
        #expect(
            ids.count == expected.count && zip(sorted(ids), expected).allSatisfy { $0.isMongoEqual(to: $1) },
            "hint \(hint ?? "none"): matched \(ids.map { $0.extendedJSON(.relaxed) }), expected \(expected.map { $0.extendedJSON(.relaxed) }), reply \(reply.extendedJSON(.relaxed)) (\(testCase.source))"
        )
    }

    private static func sorted(_ values: [BSONValue]) -> [BSONValue] {
        values.sorted { BSONValue.compare($0, $1) < 0 }
    }

    /// The field paths a filter names: its fields, those under $and, $or and $nor, and under
    /// an object $elemMatch the array's path joined to the element's.
    static func paths(in filter: Document, prefix: String = "") -> [String] {
        var paths: [String] = []
        for (key, value) in filter {
            if ["$and", "$or", "$nor"].contains(key), case .array(let clauses) = value {
                for case .document(let clause) in clauses { paths += Self.paths(in: clause, prefix: prefix) }
                continue
            }
            guard !key.hasPrefix("$") else { continue }
            paths.append(prefix + key)
            if case .document(let conditions) = value, case .document(let element)? = conditions["$elemMatch"] {
                paths += Self.paths(in: element, prefix: prefix + key + ".")
            }
        }
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }
}
