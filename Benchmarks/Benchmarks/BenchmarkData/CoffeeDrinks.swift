import DocStreamBSON

/// Deterministic CoffeeDrinks documents shaped like the seeds' collection (~210 bytes each),
/// made one at a time as they are iterated, so a benchmark can stream millions without
/// holding them. The same count always gives the same documents, byte for byte:
///
/// - `_id`: an ObjectId made from the document's index (never the clock or the process)
/// - `name`: one of 20 drinks
/// - `beanRegion`: one of 10 regions, missing in 1 document in 20 (5%)
/// - `containsDairy`: true or false, even odds
/// - `storeNumber`: 1...100 (int64, as the seeds' Realm documents store an Int)
/// - `store`: "Store <storeNumber>"
/// - `price`: a double, 1.50...7.49 in whole cents
/// - `featuredInPromotions`: 0...4 distinct promotions of 8, in the order drawn
public struct CoffeeDrinks: Sequence, IteratorProtocol {
    static let names = [
        "Americano", "Bean of the Day", "Colombian Blend", "Maple Latte", "Mocha", "Caramel Latte", "Flat White", "Cortado", "Espresso", "Cappuccino",
        "Macchiato", "Ristretto", "Lungo", "Affogato", "Irish Coffee", "Cold Brew", "Nitro", "Chai Latte", "Matcha Latte", "Red Eye",
    ]
    static let regions = [
        "Timbio, Colombia", "Yirgacheffe, Ethiopia", "San Marcos, Guatemala", "Huila, Colombia", "Sidamo, Ethiopia", "Kona, Hawaii", "Tarrazu, Costa Rica",
        "Antigua, Guatemala", "Nyeri, Kenya", "Sumatra, Indonesia",
    ]
    static let promotions = [
        "Spring into Spring", "Tuesday Tastings", "Summer Sips", "Autumn Roast", "Winter Warmers", "Happy Hour", "Loyalty Double", "Weekend Brunch",
    ]

    private let count: Int
    private var index = 0
    /// A fixed seed, so every run measures the same data.
    private var random = SplitMix64(seed: 42)

    /// `count` documents, generated as they are iterated.
    public init(count: Int) {
        self.count = count
    }

    /// `count` documents, all in memory.
    public static func documents(count: Int) -> [Document] {
        Array(CoffeeDrinks(count: count))
    }

    /// The `_id` of the document at `index`: its timestamp counts seconds from 2023-11-14 by
    /// index and its last three bytes are the index, so ids are unique and ascending.
    public static func id(ofDocumentAt index: Int) -> ObjectId {
        objectId(seconds: 1_700_000_000 + UInt32(index), counter: UInt32(truncatingIfNeeded: index))
    }

    /// An `_id` no generated document has (for upserts that insert): the same shape, with
    /// timestamps from 2030 on.
    public static func unusedID(_ number: Int) -> ObjectId {
        objectId(seconds: 1_900_000_000 + UInt32(number), counter: UInt32(truncatingIfNeeded: number))
    }

    static func objectId(seconds: UInt32, counter: UInt32) -> ObjectId {
        // The five "process" bytes spell "brews": fixed, unlike a live ObjectId's random ones.
        let process: [UInt8] = Array("brews".utf8)
        let bytes =
            (0..<4).map { UInt8(truncatingIfNeeded: seconds >> (24 - 8 * $0)) } + process
            + (0..<3).map { UInt8(truncatingIfNeeded: counter >> (16 - 8 * $0)) }
        return ObjectId(bytes: bytes)!
    }

    public mutating func next() -> Document? {
        guard index < count else { return nil }
        defer { index += 1 }
        var builder = DocumentBuilder(reservingCapacity: 256)
        try! builder.append("_id", .objectId(Self.id(ofDocumentAt: index)))
        try! builder.append("name", .string(Self.names[draw(below: 20)]))
        if draw(below: 20) != 0 {
            try! builder.append("beanRegion", .string(Self.regions[draw(below: 10)]))
        }
        try! builder.append("containsDairy", .bool(draw(below: 2) == 0))
        let store = Int64(draw(below: 100) + 1)
        try! builder.append("storeNumber", .int64(store))
        try! builder.append("store", .string("Store \(store)"))
        try! builder.append("price", .double(Double(draw(below: 600) + 150) / 100))
        // Distinct promotions: each draw picks among those not yet chosen.
        var remaining = Self.promotions
        var featured: [BSONValue] = []
        for _ in 0..<draw(below: 5) {
            featured.append(.string(remaining.remove(at: draw(below: remaining.count))))
        }
        try! builder.append("featuredInPromotions", .array(featured))
        return builder.document
    }

    private mutating func draw(below bound: Int) -> Int {
        Int(random.next() % UInt64(bound))
    }
}

/// A small, fast, seedable generator (Vigna's SplitMix64).
public struct SplitMix64 {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// A number in [0, 1), from the top 53 bits.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
