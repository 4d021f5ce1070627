import DocStreamBSON

/// Deterministic CoffeeDrinks documents shaped like the seeds' collection (~210 bytes each),
/// made one at a time as they are iterated, so a benchmark can stream millions without
/// holding them.
public struct CoffeeDrinks: Sequence, IteratorProtocol {
    static let names = ["Americano", "Bean of the Day", "Colombian Blend", "Maple Latte", "Mocha", "Caramel Latte", "Flat White", "Cortado", "Espresso", "Cappuccino", "Macchiato", "Ristretto", "Lungo", "Affogato", "Irish Coffee", "Cold Brew", "Nitro", "Chai Latte", "Matcha Latte", "Red Eye"]
    static let regions = ["Timbio, Colombia", "Yirgacheffe, Ethiopia", "San Marcos, Guatemala", "Huila, Colombia", "Sidamo, Ethiopia", "Kona, Hawaii", "Tarrazu, Costa Rica", "Antigua, Guatemala", "Nyeri, Kenya", "Sumatra, Indonesia"]
    static let promotions = ["Spring into Spring", "Tuesday Tastings", "Summer Sips", "Autumn Roast", "Winter Warmers", "Happy Hour", "Loyalty Double", "Weekend Brunch"]

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

    public mutating func next() -> Document? {
        guard index < count else { return nil }
        defer { index += 1 }
        var builder = DocumentBuilder(reservingCapacity: 256)
        try! builder.append("_id", .objectId(ObjectId(seconds: 1_700_000_000 + UInt32(index))))
        try! builder.append("name", .string(Self.names[Int(random.next() % 20)]))
        if random.next() % 20 != 0 {
            try! builder.append("beanRegion", .string(Self.regions[Int(random.next() % 10)]))
        }
        try! builder.append("containsDairy", .bool(random.next() % 2 == 0))
        let store = Int64(random.next() % 100 + 1)
        try! builder.append("storeNumber", .int64(store))
        try! builder.append("store", .string("Store \(store)"))
        try! builder.append("price", .double(Double(random.next() % 600 + 150) / 100))
        let promotionCount = Int(random.next() % 5)
        try! builder.append("featuredInPromotions", .array((0..<promotionCount).map { _ in .string(Self.promotions[Int(random.next() % 8)]) }))
        return builder.document
    }
}

/// A small, fast, seedable generator (Vigna's SplitMix64).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
