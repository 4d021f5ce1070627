import DocStreamBSON

/// What of the document an expression reads, as far as evaluating it once per distinct value
/// of a field (rather than once per document) needs to know.
enum ExpressionDependency: Sendable, Equatable {
    /// Reads no field and gives one value for every document of a run.
    case none
    /// Reads only the top-level field `name`, or what lies below it.
    case field(String)
    /// Reads several fields, the whole document or variables, or may differ between two
    /// evaluations of one input.
    case unknown

    /// Operators that read the document without a field path (`$getField`'s default input is
    /// `$$CURRENT`), or whose value may differ between calls on one input.
    private static let unknownOperators: Set<String> = ["$getField", "$rand", "$meta", "$function", "$accumulator", "$createObjectId"]

    /// The dependency of the expression `expression` (MongoDB syntax): every `"$a.b"` path reads
    /// top-level field `a`; a variable (`"$$x"`) other than `$$REMOVE` can be bound to anything.
    init(of expression: BSONValue) {
        switch expression {
        case .string(let text) where text.hasPrefix("$$"):
            self = text == "$$REMOVE" ? .none : .unknown
        case .string(let text) where text.hasPrefix("$"):
            self = .field(String(text.dropFirst().prefix { $0 != "." }))
        case .array(let elements):
            self = elements.reduce(.none) { $0.combined(with: Self(of: $1)) }
        case .document(let document):
            if let name = document.keys.first, name.hasPrefix("$") {
                if name == "$literal" {
                    self = .none
                    return
                }
                if Self.unknownOperators.contains(name) {
                    self = .unknown
                    return
                }
            }
            self = document.reduce(.none) { $0.combined(with: Self(of: $1.value)) }
        default:
            self = .none
        }
    }

    private func combined(with other: Self) -> Self {
        switch (self, other) {
        case (.none, _): other
        case (_, .none): self
        case (.field(let name), .field(let otherName)) where name == otherName: self
        default: .unknown
        }
    }
}
