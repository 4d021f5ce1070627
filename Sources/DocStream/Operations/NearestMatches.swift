import DocStreamBSON

extension CollectionOperations {
    /// A near query's first skip + limit matches on a 2dsphere index, read without the whole
    /// index: caps around the query's point, their radius doubling, until the documents within
    /// the radius that match are enough, or the cap reaches the query's maximum distance (or
    /// the whole sphere). Every document nearer than the radius lies in the cap's cells, so
    /// the nearest ones are among those found, as MongoDB's GeoNear2DSphereStage reads annuli
    /// outward. Nil when the query reads every candidate anyway: no limit, a sort of its own,
    /// or a 2d index.
    func nearestMatches(
        _ query: FindQuery, plan: QueryPlan, in collection: CollectionData
    ) throws(DocStreamError) -> (matches: [(document: Document, match: QueryMatch)], statistics: ScanStatistics)? {
        guard let search = plan.geoNear, search.indexKind == .sphere, query.limit > 0, query.sort == nil, let index = plan.index else { return nil }
        let wanted = query.wanted
        let reach = min(search.maximumAngle ?? .pi, .pi)
        // The cap that would hold `wanted` documents spread evenly over the sphere (its area
        // a share of 4π); clustered data fills it sooner, sparse data doubles it a few times.
        var radius = min(reach, max(1e-7, 2 * (Double(wanted) / Double(max(collection.count, 1))).squareRoot()))
        var seen = Set<Int>()
        var measured: [(document: Document, match: QueryMatch, distance: Double, slot: Int)] = []
        var statistics = ScanStatistics()
        while true {
            let scan = QueryPlanner.nearPlan(search, within: radius >= .pi / 2 ? nil : radius, index: index, shape: query.shape)
            var slots = scan.slots(in: collection)
            while let slot = slots.next() {
                guard seen.insert(slot).inserted, let document = collection.slots[slot] else { continue }
                statistics.documentsExamined += 1
                guard let match = try query.filter.match(document), let nearest = search.nearest(in: document) else { continue }
                measured.append((document, match, nearest.distance, slot))
            }
            statistics.keysExamined += slots.keysExamined
            let settled = measured.count { $0.distance <= search.distance(forAngle: radius) }
            if settled >= wanted || radius >= reach { break }
            radius = min(reach, radius * 2)
        }
        measured.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.slot < $1.slot }
        return (measured.prefix(wanted).map { ($0.document, $0.match) }, statistics)
    }
}
