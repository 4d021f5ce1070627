import DocStreamBSON

/// One figure computed over a workload's result, which every engine must agree on. The peers'
/// runner (`Benchmarks/peers/peers.py`) computes the same figures its own way.
public struct Measure: Sendable, Decodable, CustomStringConvertible {
    public enum Kind: String, Sendable, Decodable {
        /// How many documents (rows).
        case rows
        /// The sum of a numeric field; missing and null add nothing.
        case sum
        /// The sum of a text field read as a number ("42" adds 42).
        case sumOfNumbersInText
        /// The sum of a text field's lengths in characters; missing and null add nothing.
        case sumOfLengths
        /// Σ position × value, positions from 1: checks the order of a sorted result. Documents
        /// that tie on the sort keys have the same value, so any order MongoDB allows agrees.
        case positionalSum
        /// Σ position × the text's length.
        case positionalSumOfLengths
    }

    public let measure: Kind
    /// The field read, a dotted path within `within`'s elements.
    public let field: String?
    /// An array field of the result's documents (a `$facet`'s): the measure is then taken over
    /// its elements, one after another, positions counting them.
    public let within: String?

    /// "rows", "sum(price)", "sum(topDrinks.count)": how reports name the figure.
    public var description: String {
        let path = [within, field].compactMap { $0 }.joined(separator: ".")
        return path.isEmpty ? measure.rawValue : "\(measure.rawValue)(\(path))"
    }
}

/// The figures of a workload's checks, accumulated one document at a time so a streamed
/// result is checked without being held.
public struct CheckSummary: Sendable {
    public let measures: [Measure]
    public private(set) var values: [Double]
    private var position = 0
    /// The fields the measures read, each once, and where each measure's field is among them.
    private let fields: [String]
    /// Whether each field is a dotted path, decided once: `contains(".")` took Foundation's
    /// string search for every document.
    private let isPath: [Bool]
    private let fieldOfMeasure: [Int?]
    /// The measures' indexes with those of one field side by side, so each field is read once.
    private let order: [Int]
    /// The summaries of the measures `within` an array field, by measure index.
    private var nested: [Int: CheckSummary] = [:]

    public init(_ measures: [Measure]) {
        self.measures = measures
        values = Array(repeating: 0, count: measures.count)
        var fields: [String] = []
        let fieldOfMeasure = measures.map { measure in
            measure.field.map { field in
                if let index = fields.firstIndex(of: field) { return index }
                fields.append(field)
                return fields.count - 1
            }
        }
        self.fields = fields
        isPath = fields.map { $0.utf8.contains(UInt8(ascii: ".")) }
        self.fieldOfMeasure = fieldOfMeasure
        order = measures.indices.sorted { (fieldOfMeasure[$0] ?? -1, $0) < (fieldOfMeasure[$1] ?? -1, $1) }
        for (index, measure) in measures.enumerated() where measure.within != nil {
            nested[index] = CheckSummary([Measure(measure: measure.measure, field: measure.field, within: nil)])
        }
    }

    /// Reads each field once per document, however many measures use it. Measures `within`
    /// an array field are taken over its elements, by `CheckSummary`s of their own.
    public mutating func add(_ document: Document) {
        if !nested.isEmpty {
            for (index, var summary) in nested {
                for case .document(let element) in document[measures[index].within!]?.arrayValue ?? [] { summary.add(element) }
                values[index] = summary.values[0]
                nested[index] = summary
            }
        }
        position += 1
        var readField: Int?
        var value: BSONValue?
        for index in order where measures[index].within == nil {
            let field = fieldOfMeasure[index]
            if let field, field != readField {
                value = isPath[field] ? document[path: fields[field]] : document[fields[field]]
                readField = field
            }
            values[index] += contribution(of: measures[index], value: field == nil ? nil : value)
        }
    }

    public mutating func add(_ documents: some Sequence<Document>) {
        for document in documents { add(document) }
    }

    private func contribution(of measure: Measure, value: BSONValue?) -> Double {
        switch measure.measure {
        case .rows: return 1
        case .sum: return value?.nonDecimalNumberAsDouble ?? 0
        case .sumOfNumbersInText: return value.flatMap(Self.text).flatMap { Double($0) } ?? 0
        case .sumOfLengths: return Double(value.flatMap(Self.text).map(Self.length) ?? 0)
        case .positionalSum: return Double(position) * (value?.nonDecimalNumberAsDouble ?? 0)
        case .positionalSumOfLengths: return Double(position) * Double(value.flatMap(Self.text).map(Self.length) ?? 0)
        }
    }

    /// The text's length in characters (Unicode scalars, as the peers count them): its UTF-8
    /// bytes that start a scalar. (`unicodeScalars.count` walks the scalars at several times
    /// the cost.)
    private static func length(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }
    }

    private static func text(_ value: BSONValue) -> String? {
        if case .string(let text) = value { text } else { nil }
    }

    /// The figures by name, as the runner reports them.
    public var named: [String: Double] {
        Dictionary(uniqueKeysWithValues: zip(measures.map(\.description), values))
    }
}
