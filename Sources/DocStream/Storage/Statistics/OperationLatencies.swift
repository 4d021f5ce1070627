import DocStreamBSON

/// The latency histograms MongoDB keeps for `serverStatus`' `opLatencies` and per collection
/// for `$collStats`' `latencyStats` (manual: db.collection.latencyStats()): for each class of
/// operations, how many, their total in microseconds, and how many fell in each of 51 ranges.
struct OperationLatencies: Sendable {
    /// Which histogram an operation counts in (MongoDB's Command::ReadWriteType).
    enum Kind: Int, CaseIterable, Sendable {
        case reads, writes, commands, transactions

        var name: String {
            switch self {
            case .reads: "reads"
            case .writes: "writes"
            case .commands: "commands"
            case .transactions: "transactions"
            }
        }
    }

    /// The ranges' lower bounds in microseconds: 0, then each power of two up to 1,024; from
    /// 2,048 to 2^20 each power of two and the half step after it (2,048, 3,072, 4,096, 6,144,
    /// ...), finer where most operations fall; then each power of two up to 2^40. A latency
    /// falls in the last range whose bound it reaches.
    static let lowerBounds: [UInt64] = {
        var bounds: [UInt64] = [0]
        for power in 1...40 {
            bounds.append(1 << power)
            if (11...20).contains(power) { bounds.append(3 << (power - 1)) }
        }
        return bounds
    }()

    /// Each kind's figures: its ranges' counts, then its operations, then their total
    /// microseconds. One array, so that counting an operation touches one buffer.
    private var figures = [Int64](repeating: 0, count: Kind.allCases.count * Self.stride)
    private static let stride = lowerBounds.count + 2

    mutating func add(microseconds: UInt64, to kind: Kind) {
        let base = kind.rawValue * Self.stride
        figures[base + Self.range(of: microseconds)] += 1
        figures[base + Self.lowerBounds.count] += 1
        figures[base + Self.lowerBounds.count + 1] &+= Int64(clamping: microseconds)
    }

    func operations(_ kind: Kind) -> Int64 {
        figures[kind.rawValue * Self.stride + Self.lowerBounds.count]
    }

    /// The index of the last range whose lower bound `microseconds` reaches.
    static func range(of microseconds: UInt64) -> Int {
        var low = 0
        var high = lowerBounds.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lowerBounds[middle] <= microseconds { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// `{reads, writes, commands, transactions}`, each `{histogram?: [{micros, count}],
    /// latency, ops, queryableEncryptionLatencyMicros}` with the histogram's empty ranges left
    /// out. DocStream has no Queryable Encryption, so its share of the latency is always 0.
    func document(includingHistograms: Bool) -> Document {
        var document = Document()
        for kind in Kind.allCases {
            let base = kind.rawValue * Self.stride
            var figures = Document()
            if includingHistograms {
                let counts = self.figures[base..<(base + Self.lowerBounds.count)]
                figures["histogram"] = .array(
                    zip(Self.lowerBounds, counts).filter { $0.1 > 0 }.map { bound, count in
                        .document(["micros": .int64(Int64(bound)), "count": .int64(count)])
                    })
            }
            figures["latency"] = .int64(self.figures[base + Self.lowerBounds.count + 1])
            figures["ops"] = .int64(operations(kind))
            figures["queryableEncryptionLatencyMicros"] = .int64(0)
            document[kind.name] = .document(figures)
        }
        return document
    }
}
