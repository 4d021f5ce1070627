import DocStreamBSON
import Foundation

/// The two geospatial index types: `2dsphere` keys GeoJSON geometries (and legacy points
/// read as longitude and latitude) by the S2 cells that cover them; `2d` keys legacy
/// coordinate pairs on a flat plane by their geohash.
enum GeoIndexKind: String, Sendable {
    case sphere = "2dsphere"
    case flat = "2d"
}

/// A geospatial index's fields and parameters, and the keys it gives a document.
///
/// A 2dsphere index (manual: 2dsphere Indexes; src/mongo/db/index/geo/s2_common.cpp,
/// s2_key_generator.cpp) gives a geometry one key per cell of its covering (a point one leaf
/// cell) and its other fields their values, arrays one key per element; a document whose geo
/// fields are all missing, null or empty is not indexed (version 2 and 3). A geometry the
/// index cannot read is refused with 16755. A 2d index (2d_key_generator.cpp) keys the first
/// field's legacy pairs, an array of pairs one key each, by their geohash of `bits` bits per
/// coordinate over [`min`, `max`]; documents without a location are not indexed.
struct GeoIndexDefinition: Sendable {
    let kind: GeoIndexKind
    let fields: [IndexField]
    /// `2dsphereIndexVersion`: 3 unless given.
    let sphereVersion: Int32
    /// The finest cell level a non-point geometry is covered with (about 110 m by default).
    let finestLevel: Int
    let coarsestLevel: Int
    /// A 2d index's geohash precision and the range of its coordinates.
    let bits: Int
    let minimum: Double
    let maximum: Double
    /// The options listIndexes shows: `2dsphereIndexVersion` always, the others as given.
    let options: [(key: String, value: BSONValue)]

    static let earthRadiusMeters = 6_378_100.0

    /// The definition of an index whose key pattern has a geospatial field; nil for others.
    init?(fields: [IndexField], options spec: Document) {
        guard let kind = fields.first(where: { $0.geo != nil })?.geo else { return nil }
        self.kind = kind
        self.fields = fields
        func number(_ name: String) -> Double? { spec[name].map(\.numericDouble) }
        func level(_ name: String) -> Int? { number(name).map { Int(clamping: Int64(exactly: $0.rounded(.towardZero)) ?? Int64.max) } }
        var options: [(key: String, value: BSONValue)] = []
        let version = spec["2dsphereIndexVersion"]
        sphereVersion = version.map { Int32(clamping: Int64(exactly: $0.numericDouble.rounded(.towardZero)) ?? Int64.max) } ?? 3
        finestLevel = level("finestIndexedLevel") ?? SphereCell.level(forEdge: 110 / Self.earthRadiusMeters)
        coarsestLevel = level("coarsestIndexedLevel") ?? SphereCell.level(forEdge: 2_000_000 / Self.earthRadiusMeters)
        bits = level("bits") ?? 26
        minimum = number("min") ?? -180
        maximum = number("max") ?? 180
        if kind == .sphere { options.append(("2dsphereIndexVersion", version ?? .int32(3))) }
        for name in ["finestIndexedLevel", "coarsestIndexedLevel", "bits", "min", "max"] {
            if let value = spec[name] { options.append((name, value)) }
        }
        self.options = options
    }

    /// The checks MongoDB's access methods make when the index is built
    /// (TwoDIndexingParams, GeoHashConverter::createFromDoc, initialize2dsphereParams).
    func check() throws(DocStreamError) {
        switch kind {
        case .flat:
            guard fields.filter({ $0.geo != nil }).count == 1 else { throw DocStreamError(.location(16800), "can't have 2 geo fields") }
            guard fields[0].geo == .flat else { throw DocStreamError(.location(16801), "2d has to be first in index") }
            guard (1...32).contains(bits) else {
                throw DocStreamError(.invalidOptions, "bits for hash must be > 0 and <= 32, but \(bits) bits were specified")
            }
            guard minimum < maximum, minimum.isFinite, maximum.isFinite else {
                throw DocStreamError(
                    .invalidOptions,
                    "region for hash must be valid and have positive area, but [\(GeoParsing.number(minimum)), \(GeoParsing.number(maximum))] was specified")
            }
        case .sphere:
            guard [1, 2, 3].contains(sphereVersion) else {
                throw DocStreamError(
                    .location(17395), "unsupported geo index version { 2dsphereIndexVersion : \(sphereVersion) }, only support versions: [1,2,3]")
            }
            guard sphereVersion >= 2 else {
                throw IndexSpecification.cannotCreate(
                    "2dsphereIndexVersion 1 is not supported: DocStream builds 2dsphere indexes of versions 2 and 3, which leave out documents without geometry"
                )
            }
            guard coarsestLevel >= 0 else { throw DocStreamError(.location(16747), "coarsestIndexedLevel must be >= 0") }
            guard finestLevel <= 30 else { throw DocStreamError(.location(16748), "finestIndexedLevel must be <= 30") }
            guard finestLevel >= coarsestLevel else {
                throw DocStreamError(.location(16749), "finestIndexedLevel must be >= coarsestIndexedLevel")
            }
        }
    }

    /// The document's keys, each field's values in key-pattern order (every combination).
    func keys(for document: Document) throws(DocStreamError) -> DocumentKeys {
        switch kind {
        case .sphere: try sphereKeys(for: document)
        case .flat: try flatKeys(for: document)
        }
    }

    private func sphereKeys(for document: Document) throws(DocStreamError) -> DocumentKeys {
        var combinations: [[BSONValue]] = [[]]
        var multikeyComponents = Array(repeating: Set<Int>(), count: fields.count)
        var hasGeometry = false
        for (position, field) in fields.enumerated() {
            var values = Self.values(at: field.path[...], in: .document(document))
            var fieldKeys: [BSONValue] = []
            if field.geo == .sphere {
                // A lone null, undefined, {} or [] counts as no geometry.
                if values.count == 1, Self.isEmptyGeometry(values[0]) { values = [] }
                hasGeometry = hasGeometry || !values.isEmpty
                for value in values {
                    let cells = try sphereCells(of: value, field: field, document: document)
                    if cells.count > 1 { multikeyComponents[position].insert(field.path.count - 1) }
                    fieldKeys += cells.map { .int64($0.key) }
                }
            } else {
                for value in values {
                    guard case .array(let elements) = value else {
                        fieldKeys.append(value)
                        continue
                    }
                    multikeyComponents[position].insert(field.path.count - 1)
                    fieldKeys += elements.isEmpty ? [.undefined] : elements
                }
            }
            if fieldKeys.isEmpty { fieldKeys = [.null] }
            combinations = combinations.flatMap { prefix in fieldKeys.map { prefix + [$0] } }
        }
        guard hasGeometry else { return .none }
        return DocumentKeys(keys: combinations.map(IndexKey.init), multikeyComponents: multikeyComponents.allSatisfy(\.isEmpty) ? [] : multikeyComponents)
    }

    /// The cells of one stored geometry (S2GetKeysForElement), 16755 when it is none.
    private func sphereCells(of value: BSONValue, field: IndexField, document: Document) throws(DocStreamError) -> [SphereCell] {
        do throws(DocStreamError) {
            let (shape, isPoint) = try Self.sphericalShape(value, name: field.path.last!)
            return SphereCell.cells(of: shape, isPoint: isPoint, finestLevel: finestLevel)
        } catch {
            throw DocStreamError(.location(16755), "Can't extract geo keys: \(document.serverText)  \(error.message)")
        }
    }

    /// A stored value as a geometry on the sphere (GeometryContainer::parseFromStorage, then
    /// the projection to the sphere), and whether it is a point (a legacy pair or a GeoJSON
    /// Point, which 2dsphere version 3 keys by its leaf cell): an array, or a document whose
    /// first field is a number, is a legacy pair read as longitude and latitude
    /// (`{x: 40, y: -70, type: "Point", ...}` included); any other document is GeoJSON.
    static func sphericalShape(_ value: BSONValue, name: String) throws(DocStreamError) -> (shape: GeoShape, isPoint: Bool) {
        switch value {
        case .array:
            return (GeoShape(points: [try projected(try GeoParsing.flatPoint(value, allowingMoreFields: true))]), true)
        case .document(let object) where FilterCompiler.firstField(of: object)?.value.isNumber == true:
            return (GeoShape(points: [try projected(try GeoParsing.flatPoint(value, allowingMoreFields: true))]), true)
        case .document(let object):
            let (shape, _, strictWinding) = try GeoParsing.geoJSON(object)
            guard !strictWinding else { throw DocStreamError.badValue("can't index geometry with strict winding order") }
            return (shape, object["type"] == "Point")
        default:
            throw DocStreamError.badValue("geo element must be an array or object: \(name): \(value.serverText)")
        }
    }

    private static func projected(_ point: FlatPoint) throws(DocStreamError) -> UnitVector {
        guard let vector = try? GeoParsing.sphericalPoint(longitude: point.x, latitude: point.y) else {
            throw DocStreamError.badValue("can't project geometry into spherical CRS: [ \(GeoParsing.number(point.x)), \(GeoParsing.number(point.y)) ]")
        }
        return vector
    }

    private func flatKeys(for document: Document) throws(DocStreamError) -> DocumentKeys {
        var keys: [[BSONValue]] = []
        let others: [BSONValue] = fields.dropFirst().map { field in
            let values = Self.values(at: field.path[...], in: .document(document))
            return values.isEmpty ? .null : values.count == 1 ? values[0] : .array(values)
        }
        for location in Self.values(at: fields[0].path[...], in: .document(document)) {
            for point in try flatPoints(in: location) {
                keys.append([.int64(try geohash(point, in: document))] + others)
            }
        }
        return DocumentKeys(keys: keys.map(IndexKey.init), multikeyComponents: [])
    }

    /// The values a 2d field's value holds as locations: itself when it is one pair (`[x, y]`
    /// or `{a: x, b: y}`, its first field a number), else each element of the array or
    /// document of pairs; none for anything else.
    static func locations(in value: BSONValue) -> [BSONValue] {
        guard let elements = GeoParsing.elements(of: value), let first = elements.first else { return [] }
        return first.isNumber ? [value] : elements
    }

    /// The points of a 2d field's value (`locations(in:)`); empty pairs are skipped, a
    /// location that is no pair refused (16804, before any other), a pair without two numbers
    /// 13068 or 13026.
    private func flatPoints(in value: BSONValue) throws(DocStreamError) -> [FlatPoint] {
        let pairs = Self.locations(in: value)
        for pair in pairs where GeoParsing.elements(of: pair) == nil {
            throw DocStreamError(.location(16804), "location object expected, location array not in correct format")
        }
        var points: [FlatPoint] = []
        for pair in pairs {
            let coordinates = GeoParsing.elements(of: pair)!
            if coordinates.isEmpty { continue }
            guard coordinates.count >= 2 else { throw DocStreamError(.location(13068), "geo field only has 1 element") }
            guard let x = GeoParsing.double(coordinates[0]), let y = GeoParsing.double(coordinates[1]) else {
                throw DocStreamError(.location(13026), "geo values must be 'legacy coordinate pairs' for 2d indexes")
            }
            points.append(FlatPoint(x: x, y: y))
        }
        return points
    }

    /// The geohash of a point of `document`: each coordinate scaled to `bits` bits over
    /// [min, max], the bits interleaved x first; 13027 outside the range.
    private func geohash(_ point: FlatPoint, in document: Document) throws(DocStreamError) -> Int64 {
        guard point.x >= minimum, point.x <= maximum, point.y >= minimum, point.y <= maximum else {
            throw DocStreamError(
                .location(13027),
                "point not in interval of [ \(GeoParsing.number(minimum)), \(GeoParsing.number(maximum)) ] :: caused by :: \(document.serverText)")
        }
        return interleaved(cell(point.x), cell(point.y))
    }

    /// The keys a `$geoWithin` region may meet: the geohash cells over its bounding box (a
    /// `$box`, a `$polygon`'s vertices, a `$center` circle's square, the longitudes and
    /// latitudes a `$centerSphere` cap spans), at the finest level that needs at most 16 cells
    /// a box; nil for GeoJSON regions, which a 2d index does not answer.
    func keyIntervals(within region: GeoRegion) -> IntervalList? {
        switch region {
        case .box(let low, let high):
            return keyIntervals(from: low, to: high)
        case .flatPolygon(let vertices):
            return keyIntervals(
                from: FlatPoint(x: vertices.map(\.x).min()!, y: vertices.map(\.y).min()!),
                to: FlatPoint(x: vertices.map(\.x).max()!, y: vertices.map(\.y).max()!))
        case .circle(let center, let radius):
            return keyIntervals(from: FlatPoint(x: center.x - radius, y: center.y - radius), to: FlatPoint(x: center.x + radius, y: center.y + radius))
        case .cap(let center, let radius):
            let pieces = Self.longitudeLatitudeBoxes(ofCap: center, radius: radius).map { keyIntervals(from: $0.low, to: $0.high) }
            return pieces.contains(where: \.isAll) ? .all : IntervalList(union: pieces.flatMap(\.intervals))
        case .shape, .flatPoint:
            return nil
        }
    }

    /// The boxes, in degrees of longitude (x) and latitude (y), that hold every point of a
    /// spherical cap (S2Cap::GetRectBound): one, or two where the cap crosses the antimeridian;
    /// a cap reaching a pole spans every longitude. A 2d index keys legacy pairs by their
    /// coordinates, and a cap holds only pairs that are longitudes and latitudes.
    static func longitudeLatitudeBoxes(ofCap center: UnitVector, radius: Double) -> [(low: FlatPoint, high: FlatPoint)] {
        // Widened by the distance at which the cap's test counts a point as touching it, and
        // a little for rounding.
        let reach = radius + SphericalGeometry.touchingDistance + 1e-12
        let degrees = 180 / Double.pi
        guard reach < .pi else { return [(FlatPoint(x: -180, y: -90), FlatPoint(x: 180, y: 90))] }
        let latitude = asin(max(-1, min(1, center.z)))
        let longitude = atan2(center.y, center.x)
        let lowLatitude = max(-90, (latitude - reach) * degrees)
        let highLatitude = min(90, (latitude + reach) * degrees)
        guard latitude - reach > -.pi / 2, latitude + reach < .pi / 2 else {
            return [(FlatPoint(x: -180, y: lowLatitude), FlatPoint(x: 180, y: highLatitude))]
        }
        let halfWidth = asin(min(1, sin(reach) / cos(latitude)))
        let west = (longitude - halfWidth) * degrees
        let east = (longitude + halfWidth) * degrees
        if west < -180 {
            return [
                (FlatPoint(x: west + 360, y: lowLatitude), FlatPoint(x: 180, y: highLatitude)),
                (FlatPoint(x: -180, y: lowLatitude), FlatPoint(x: east, y: highLatitude)),
            ]
        }
        if east > 180 {
            return [
                (FlatPoint(x: west, y: lowLatitude), FlatPoint(x: 180, y: highLatitude)),
                (FlatPoint(x: -180, y: lowLatitude), FlatPoint(x: east - 360, y: highLatitude)),
            ]
        }
        return [(FlatPoint(x: west, y: lowLatitude), FlatPoint(x: east, y: highLatitude))]
    }

    /// The geohash cells over the box from `low` to `high`, at the finest level that needs at
    /// most 16 of them.
    private func keyIntervals(from low: FlatPoint, to high: FlatPoint) -> IntervalList {
        // No stored point lies outside the index's range.
        guard low.x <= maximum, low.y <= maximum, high.x >= minimum, high.y >= minimum else { return IntervalList.none }
        let cellsX = cell(max(low.x, minimum))...cell(min(high.x, maximum))
        let cellsY = cell(max(low.y, minimum))...cell(min(high.y, maximum))
        var level = bits
        while level > 0,
            ((cellsX.upperBound >> (bits - level)) - (cellsX.lowerBound >> (bits - level)) + 1)
                * ((cellsY.upperBound >> (bits - level)) - (cellsY.lowerBound >> (bits - level)) + 1) > 16
        {
            level -= 1
        }
        guard level > 0 else { return .all }
        var intervals: [IndexInterval] = []
        let shift = bits - level
        for x in (cellsX.lowerBound >> shift)...(cellsX.upperBound >> shift) {
            for y in (cellsY.lowerBound >> shift)...(cellsY.upperBound >> shift) {
                let first = interleaved(x << shift, y << shift)
                let last = interleaved(x << shift | (1 << shift - 1), y << shift | (1 << shift - 1))
                intervals.append(IndexInterval(low: .value(.int64(first)), lowInclusive: true, high: .value(.int64(last)), highInclusive: true))
            }
        }
        return IntervalList(union: intervals)
    }

    /// The geohash of two axis cells: their bits interleaved, x first.
    private func interleaved(_ x: Int, _ y: Int) -> Int64 {
        var hash: UInt64 = 0
        for bit in stride(from: bits - 1, through: 0, by: -1) {
            hash = hash << 2 | UInt64((x >> bit) & 1) << 1 | UInt64((y >> bit) & 1)
        }
        return Int64(bitPattern: hash)
    }

    /// A coordinate's cell along its axis, of 2^bits.
    private func cell(_ coordinate: Double) -> Int {
        let cells = Double(1 << bits)
        return min(Int(cells) - 1, max(0, Int(((coordinate - minimum) / (maximum - minimum) * cells).rounded(.down))))
    }

    /// The values at a path, arrays on the way expanded and an array at its end kept whole
    /// (extractAllElementsAlongPath without expanding the trailing array).
    static func values(at path: ArraySlice<String>, in value: BSONValue) -> [BSONValue] {
        guard let name = path.first else { return [value] }
        switch value {
        case .document(let document):
            return document[name].map { values(at: path.dropFirst(), in: $0) } ?? []
        case .array(let elements):
            if let position = Int(name), position >= 0, position < elements.count {
                return values(at: path.dropFirst(), in: elements[position])
            }
            return elements.flatMap { element -> [BSONValue] in
                guard case .document = element else { return [] }
                return values(at: path, in: element)
            }
        default:
            return []
        }
    }

    private static func isEmptyGeometry(_ value: BSONValue) -> Bool {
        switch value {
        case .null, .undefined: true
        case .document(let document): document.isEmpty
        case .array(let elements): elements.isEmpty
        default: false
        }
    }
}
