import DocStreamBSON

/// explain's documents for a query plan, in MongoDB's shapes (manual: Explain Results):
/// `queryPlanner: {namespace, indexFilterSet, parsedQuery, winningPlan, rejectedPlans}` with
/// plans such as `{stage: "FETCH", inputStage: {stage: "IXSCAN", keyPattern, indexName,
/// isMultiKey, multiKeyPaths, isUnique, isSparse, isPartial, indexVersion, direction,
/// indexBounds}}`, `{stage: "COLLSCAN", filter, direction}`, `{stage: "IDHACK"}`, or for a near
/// condition `{stage: "GEO_NEAR_2DSPHERE" | "GEO_NEAR_2D", keyPattern, indexName, indexVersion,
/// inputStages}`.
enum QueryExplanation {
    /// The stage that reads the collection: COLLSCAN, IDHACK, or FETCH over IXSCAN.
    static func accessStage(_ plan: QueryPlan, predicates: QueryPredicates, reverseNaturalOrder: Bool = false) -> Document {
        guard let index = plan.index else {
            var stage: Document = ["stage": "COLLSCAN"]
            if !predicates.parsedQuery.isEmpty { stage["filter"] = .document(predicates.parsedQuery) }
            stage["direction"] = reverseNaturalOrder ? "backward" : "forward"
            return stage
        }
        if plan.isIDHack { return ["stage": "IDHACK"] }
        if let search = plan.textSearch { return textStage(plan, search: search, index: index) }
        var fetch: Document = ["stage": "FETCH"]
        if plan.geoNear != nil {
            // The near stage measures and orders what the scan of the geospatial index fetched.
            fetch["inputStage"] = .document(indexScanStage(plan, index: index))
            let specification = index.specification
            return [
                "stage": specification.geo?.kind == .flat ? "GEO_NEAR_2D" : "GEO_NEAR_2DSPHERE",
                "keyPattern": .document(specification.keyPattern), "indexName": .string(specification.name),
                "indexVersion": .int32(specification.version), "inputStages": [.document(fetch)],
            ]
        }
        switch plan.residualClauses.count {
        case 0: break
        case 1: fetch["filter"] = .document(plan.residualClauses[0])
        default: fetch["filter"] = ["$and": .array(plan.residualClauses.map(BSONValue.document))]
        }
        fetch["inputStage"] = .document(indexScanStage(plan, index: index))
        return fetch
    }

    /// A `$text` query's stages as MongoDB shows them: TEXT_MATCH (the search), over FETCH, over
    /// one IXSCAN of the text index per term (under OR for several; EOF for none), each read
    /// backward from the highest score.
    private static func textStage(_ plan: QueryPlan, search: TextSearch, index: CollectionIndex) -> Document {
        let specification = index.specification
        let prefix = search.definition.prefixFields.enumerated().map { position, field in
            (field.dotted, plan.bounds[position].points?.first ?? .null)
        }
        let scans: [BSONValue] = search.boundTerms.map { _ in
            .document([
                "stage": "IXSCAN", "keyPattern": .document(specification.keyPattern), "indexName": .string(specification.name),
                "isMultiKey": true, "isUnique": false, "isSparse": false, "isPartial": .bool(specification.partialFilterExpression != nil),
                "indexVersion": .int32(specification.version), "direction": "backward", "indexBounds": [:],
            ])
        }
        let input: Document =
            switch scans.count {
            case 0: ["stage": "EOF"]
            case 1: scans[0].documentValue!
            default: ["stage": "OR", "inputStages": .array(scans)]
            }
        return [
            "stage": "TEXT_MATCH", "indexPrefix": .document(Document(prefix)), "indexName": .string(specification.name),
            "parsedTextQuery": .document(search.parsedTextQuery), "textIndexVersion": .int32(TextIndexDefinition.version),
            "inputStage": ["stage": "FETCH", "inputStage": .document(input)],
        ]
    }

    /// The IXSCAN stage; a wildcard index's shows the path it reads as a key pattern
    /// `{$_path: 1, path: ±1}`, with that path's multikey prefixes.
    private static func indexScanStage(_ plan: QueryPlan, index: CollectionIndex) -> Document {
        let specification = index.specification
        var multikeyPaths: [(String, BSONValue)] = []
        var bounds: [(String, BSONValue)] = []
        var keyPattern = specification.keyPattern
        var isMultikey = index.isMultikey
        var fields = specification.fields.enumerated().map { position, field in
            (field, index.multikeyComponents[position].sorted().map { field.path[...$0].joined(separator: ".") })
        }
        if let path = plan.wildcardPath {
            let components = path.split(separator: ".").map(String.init)
            let arrayPrefixes = (1...components.count).map { components.prefix($0).joined(separator: ".") }.filter(index.wildcardArrayPaths.contains)
            fields = [
                (IndexField(path: ["$_path"], isAscending: true), []),
                (IndexField(path: components, isAscending: specification.fields[0].isAscending), arrayPrefixes),
            ]
            keyPattern = ["$_path": 1, path: specification.keyPattern.elements.first!.value]
            isMultikey = !arrayPrefixes.isEmpty
        }
        for (position, (field, prefixes)) in fields.enumerated() {
            multikeyPaths.append((field.dotted, .array(prefixes.map(BSONValue.string))))
            let ascending = field.isAscending == plan.isForward
            bounds.append((field.dotted, .array(plan.bounds[position].ordered(ascending: ascending).map { .string($0.serverText(ascending: ascending)) })))
        }
        return [
            "stage": "IXSCAN", "keyPattern": .document(keyPattern), "indexName": .string(specification.name),
            "isMultiKey": .bool(isMultikey), "multiKeyPaths": .document(Document(multikeyPaths)),
            "isUnique": .bool(specification.isUnique), "isSparse": .bool(specification.isSparse),
            "isPartial": .bool(specification.partialFilterExpression != nil), "indexVersion": .int32(specification.version),
            "direction": plan.isForward ? "forward" : "backward", "indexBounds": .document(Document(bounds)),
        ]
    }

    /// A find's winning plan: the access stage under SORT (unless the index provides the
    /// order), SKIP, LIMIT and PROJECTION_DEFAULT as the query asks.
    static func findPlan(_ query: FindQuery, sort: Document?, projection: Document?, plan: QueryPlan) -> Document {
        var stage = accessStage(plan, predicates: query.shape.predicates, reverseNaturalOrder: query.reverseNaturalOrder)
        if query.sort != nil, !plan.providesSort, let sort {
            var sortStage: Document = ["stage": "SORT", "sortPattern": .document(sort), "memLimit": .int64(104_857_600)]
            if query.limit > 0 { sortStage["limitAmount"] = .int64(Int64(query.wanted)) }
            sortStage["type"] = "simple"
            sortStage["inputStage"] = .document(stage)
            stage = sortStage
        }
        if query.skip > 0 { stage = ["stage": "SKIP", "skipAmount": .int64(Int64(query.skip)), "inputStage": .document(stage)] }
        if query.limit > 0, query.sort == nil || plan.providesSort {
            stage = ["stage": "LIMIT", "limitAmount": .int64(Int64(query.limit)), "inputStage": .document(stage)]
        }
        if let projection, !projection.isEmpty {
            stage = ["stage": "PROJECTION_DEFAULT", "transformBy": .document(projection), "inputStage": .document(stage)]
        }
        return stage
    }

    /// `queryPlanner: {namespace, indexFilterSet, parsedQuery, winningPlan, rejectedPlans}`.
    static func queryPlanner(namespace: Namespace, predicates: QueryPredicates, winningPlan: Document) -> Document {
        [
            "namespace": .string(namespace.description), "indexFilterSet": false, "parsedQuery": .document(predicates.parsedQuery),
            "winningPlan": .document(winningPlan), "rejectedPlans": [],
        ]
    }

    /// `executionStats: {executionSuccess, nReturned, executionTimeMillis, totalKeysExamined,
    /// totalDocsExamined, executionStages}`.
    static func executionStats(returned: Int, milliseconds: Int, statistics: ScanStatistics, stages: Document) -> Document {
        var executionStages = stages
        executionStages["nReturned"] = .int32(Int32(clamping: returned))
        return [
            "executionSuccess": true, "nReturned": .int32(Int32(clamping: returned)), "executionTimeMillis": .int32(Int32(clamping: milliseconds)),
            "totalKeysExamined": .int32(Int32(clamping: statistics.keysExamined)),
            "totalDocsExamined": .int32(Int32(clamping: statistics.documentsExamined)), "executionStages": .document(executionStages),
        ]
    }
}
