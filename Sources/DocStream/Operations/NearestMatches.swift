import DocStreamBSON

extension CollectionOperations {
    /// A near query's first skip + limit matches, read without the whole index: caps (on a
    /// 2dsphere index, or the boxes of longitude and latitude that hold them on a 2d index with
    /// spherical distances) or squares (on a 2d index, flat distances) around the query's
    /// point, their radius doubling, until the documents within the radius that match are
    /// enough, or the radius reaches the query's maximum distance or holds the whole index.
    /// Every document nearer than the radius lies in the cells read, so the nearest ones are
    /// among those found, as MongoDB's near stages read annuli outward. Nil when the query
    /// reads every candidate anyway: no limit, or a sort of its own.
    func nearestMatches(
        _ query: FindQuery, plan: QueryPlan, in collection: CollectionData
    ) throws(DocStreamError) -> (matches: [(document: Document, match: QueryMatch)], statistics: ScanStatistics)? {
        guard let search = plan.geoNear, query.limit > 0, query.sort == nil, let index = plan.index else { return nil }
        let wanted = query.wanted
        let share = (Double(wanted) / Double(max(collection.count, 1))).squareRoot()
        // The radius that would hold `wanted` documents spread evenly (over the sphere, its
        // area a share of 4π; over the 2d index's square); clustered data fills it sooner,
        // sparse data doubles it a few times. Past `whole` the radius holds everything.
        let start: Double
        let whole: Double
        if let geo = index.specification.geo, geo.kind == .flat, search.metric == .flat {
            let point = search.query.point
            let span = geo.maximum - geo.minimum
            start = max(span * 1e-9, span * share / 2)
            whole = [point.x - geo.minimum, geo.maximum - point.x, point.y - geo.minimum, geo.maximum - point.y].max()!
        } else {
            start = max(1e-7, 2 * share)
            whole = .pi / 2
        }
        let reach = search.maximumReach ?? .infinity
        var radius = min(reach, start)
        var seen = Set<Int>()
        var measured: [(document: Document, match: QueryMatch, distance: Double, slot: Int)] = []
        var statistics = ScanStatistics()
        while true {
            let scan = QueryPlanner.nearPlan(search, within: radius >= whole ? nil : radius, index: index, shape: query.shape)
            var slots = scan.slots(in: collection)
            while let slot = slots.next() {
                guard seen.insert(slot).inserted, let document = collection.slots[slot] else { continue }
                statistics.documentsExamined += 1
                guard let match = try query.filter.match(document), let nearest = search.nearest(in: document) else { continue }
                measured.append((document, match, nearest.distance, slot))
            }
            statistics.keysExamined += slots.keysExamined
            let settled = measured.count { $0.distance <= search.distance(forReach: radius) }
            if settled >= wanted || radius >= reach || radius >= whole { break }
            radius = min(reach, radius * 2)
        }
        measured.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.slot < $1.slot }
        return (measured.prefix(wanted).map { ($0.document, $0.match) }, statistics)
    }
}
