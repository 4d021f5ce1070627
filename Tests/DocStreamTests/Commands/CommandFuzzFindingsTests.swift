import DocStreamBSON
import Testing

@testable import DocStream

/// Inputs the command fuzz target (`scripts/fuzz commands`) found, each refused with MongoDB's
/// error where DocStream once stopped the process, and the collection left as it was.
@Suite("Command fuzzing findings")
struct CommandFuzzFindingsTests {
    /// A field name cannot hold a NUL byte (the manual's field name restrictions); MongoDB's
    /// FieldPath refuses one with 16411. `$geoNear`'s `key` became the field of the near
    /// condition's filter, whose building stopped on it; the wire fuzz target found the same
    /// in `$fill`'s `partitionByFields`, each of which becomes a field of a document.
    @Test(
        "a path with a NUL byte as $geoNear's key, distanceField or includeLocs, a $lookup's as or a $fill's partitionByFields, is refused (16411), the collection unchanged"
    )
    func nulInPaths() throws {
        let session = IndexTestSession()
        try session.ok(#"{"insert": "places", "documents": [{"_id": 1, "loc": {"type": "Point", "coordinates": [1, 1]}}]}"#)
        try session.ok(#"{"createIndexes": "places", "indexes": [{"key": {"loc": "2dsphere"}, "name": "loc"}]}"#)
        let near = #"{"type": "Point", "coordinates": [0, 0]}"#
        let stages = [
            #"{"$geoNear": {"near": \#(near), "distanceField": "d", "key": "l\u0000oc"}}"#,
            #"{"$geoNear": {"near": \#(near), "distanceField": "d\u0000"}}"#,
            #"{"$geoNear": {"near": \#(near), "distanceField": "d", "includeLocs": "a.\u0000"}}"#,
            #"{"$lookup": {"from": "places", "localField": "_id", "foreignField": "_id", "as": "a\u0000b"}}"#,
            #"{"$fill": {"sortBy": {"_id": 1}, "partitionByFields": ["loc", "a\u0000"], "output": {"v": {"method": "locf"}}}}"#,
        ]
        for stage in stages {
            let reply = try session.run(#"{"aggregate": "places", "pipeline": [\#(stage)], "cursor": {}}"#)
            #expect(errorCode(reply) == 16411, "\(stage): \(reply.extendedJSON(.relaxed))")
        }
        #expect(try session.documents("places").map { $0["_id"] } == [.int32(1)])
        // Without the NUL the same stage answers.
        let answered = try session.ok(
            #"{"aggregate": "places", "pipeline": [{"$geoNear": {"near": \#(near), "distanceField": "d", "key": "loc"}}], "cursor": {}}"#)
        #expect(answered[path: "cursor.firstBatch"]?.arrayValue?.count == 1)
    }

    /// `$bucketAuto`'s granularity scales its series by powers of ten until they span the value
    /// (granularity_rounder_preferred_numbers.cpp) or takes a power of two from the value's
    /// logarithm (granularity_rounder_powers_of_two.cpp). At the ends of the number line those
    /// loops never ended and that logarithm stopped the process: a subnormal double rounded
    /// down scaled its series to zero, an infinity rounded up scaled it to infinity, and an
    /// infinite logarithm (an infinity, a decimal beyond a double's range) became an integer.
    /// Each now has a bucket bounded by the nearest value the rounding can give: zero below
    /// every scaled series value, the largest finite series value or power of two below an
    /// infinity, the infinity itself above it, and decimal powers of two for a large decimal.
    @Test("$bucketAuto with a granularity bounds subnormal, infinite and huge decimal keys instead of looping or stopping")
    func granularityAtTheEndsOfTheNumberLine() throws {
        let session = IndexTestSession()
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1}, {"_id": 2}]}"#)
        func bucket(_ groupBy: String, _ granularity: String, buckets: Int = 134_217_730) throws -> Document? {
            let reply = try session.ok(
                #"{"aggregate": "c", "pipeline": [{"$bucketAuto": {"groupBy": {"$literal": \#(groupBy)}, "buckets": \#(buckets), "granularity": "\#(granularity)"}}], "cursor": {}}"#
            )
            let batch = reply[path: "cursor.firstBatch"]?.arrayValue ?? []
            #expect(batch.count == 1, "\(groupBy) \(granularity): \(reply.extendedJSON(.relaxed))")
            #expect(batch.first?.documentValue?["count"] == .int32(2))
            return batch.first?.documentValue
        }
        // The fuzzer's input: 8.9e-323 lies between zero and 1e-322, R5's 10 scaled by 10^-324,
        // which as a double is twenty times the smallest subnormal.
        let subnormal = try bucket(#"{"$numberDouble": "8.9e-323"}"#, "R5")
        #expect(subnormal?[path: "_id.min"] == .double(0))
        #expect(subnormal?[path: "_id.max"] == .double(20 * .leastNonzeroMagnitude))
        // R5's largest finite value is 16 × 10^307 (25 × 10^307 is beyond a double); the power of
        // ten is multiplied up step by step, as MongoDB does, so it carries their rounding.
        let infinite = try bucket(#"{"$numberDouble": "Infinity"}"#, "R5", buckets: 3)
        #expect(infinite?[path: "_id.min"]?.doubleValue.map { abs($0 - 1.6e308) < 1e294 } == true)
        #expect(infinite?[path: "_id.max"] == .double(.infinity))
        let infinitePower = try bucket(#"{"$numberDouble": "Infinity"}"#, "POWERSOF2")
        #expect(infinitePower?[path: "_id.min"] == .double(0x1p1023))
        #expect(infinitePower?[path: "_id.max"] == .double(.infinity))
        // R5's largest finite decimal is 63 × 10^6143; 10 × 10^6144 is beyond a decimal.
        let infiniteDecimal = try bucket(#"{"$numberDecimal": "Infinity"}"#, "R5")
        #expect(infiniteDecimal?[path: "_id.min"].map { BSONValue.compare($0, .decimal128(Decimal128("6.3E+6144")!)) } == 0)
        #expect(infiniteDecimal?[path: "_id.max"] == .decimal128(Decimal128("Infinity")!))
        // 2^20413, about 8.42 × 10^6144, is the largest power of two a decimal holds.
        let infiniteDecimalPower = try bucket(#"{"$numberDecimal": "Infinity"}"#, "POWERSOF2")
        #expect(infiniteDecimalPower?[path: "_id.min"].map { BSONValue.compare($0, .decimal128(Decimal128("8.41E+6144")!)) } == 1)
        #expect(infiniteDecimalPower?[path: "_id.min"].map { BSONValue.compare($0, .decimal128(Decimal128("8.43E+6144")!)) } == -1)
        #expect(infiniteDecimalPower?[path: "_id.max"] == .decimal128(Decimal128("Infinity")!))
        // log2(10^6000) = 19931.57: the bucket runs from 2^19931 to 2^19932, in decimal.
        let hugeDecimal = try bucket(#"{"$numberDecimal": "1E+6000"}"#, "POWERSOF2")
        let (minimum, maximum) = (hugeDecimal?[path: "_id.min"], hugeDecimal?[path: "_id.max"])
        #expect(minimum?.type == .decimal128 && maximum?.type == .decimal128)
        let thousandDigits = BSONValue.decimal128(Decimal128("1E+6000")!)
        #expect(minimum.map { BSONValue.compare($0, thousandDigits) } == -1)
        #expect(maximum.map { BSONValue.compare($0, thousandDigits) } == 1)
        if case .decimal128(let low)? = minimum {
            #expect(maximum.map { BSONValue.compare($0, .decimal128(low.multiplied(by: Decimal128(2)))) } == 0)
        }
        #expect(try session.documents("c").map { $0["_id"] } == [.int32(1), .int32(2)])
    }
}
