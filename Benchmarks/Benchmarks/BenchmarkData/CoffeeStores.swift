import DocStreamBSON

/// Deterministic coffee-shop documents for the join workload (W10): the stores the drinks'
/// `storeNumber` names, and many more, as a chain's store list would be. The same count always
/// gives the same documents, byte for byte:
///
/// - `_id`: an ObjectId made from the store's index, as the drinks' are (timestamps from 2020)
/// - `storeNumber`: the index plus one, unique (int64, as the drinks' `storeNumber`)
/// - `city`: one of 40 cities
/// - `region`: the city's region, one of 8
/// - `seats`: 8...79 (int32)
public struct CoffeeStores: Sequence, IteratorProtocol {
    /// The stores of W10's join: every `storeNumber` a drink has (1...100) and 99,900 others.
    public static let standardCount = 100_000

    static let regions = ["Pacific Northwest", "California", "Mountain", "Southwest", "Midwest", "South", "Mid-Atlantic", "New England"]

    private let count: Int
    private var index = 0
    private var random = SplitMix64(seed: 7)

    /// `count` documents, generated as they are iterated.
    public init(count: Int = Self.standardCount) {
        self.count = count
    }

    /// The `_id` of the store at `index`.
    public static func id(ofStoreAt index: Int) -> ObjectId {
        CoffeeDrinks.objectId(seconds: 1_600_000_000 + UInt32(index), counter: UInt32(truncatingIfNeeded: index))
    }

    public mutating func next() -> Document? {
        guard index < count else { return nil }
        defer { index += 1 }
        let city = Int(random.next() % 40)
        var builder = DocumentBuilder(reservingCapacity: 128)
        try! builder.append("_id", .objectId(Self.id(ofStoreAt: index)))
        try! builder.append("storeNumber", .int64(Int64(index + 1)))
        try! builder.append("city", .string("City \(city + 1)"))
        try! builder.append("region", .string(Self.regions[city % Self.regions.count]))
        try! builder.append("seats", .int32(Int32(8 + random.next() % 72)))
        return builder.document
    }
}
