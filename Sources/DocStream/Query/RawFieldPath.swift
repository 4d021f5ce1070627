import DocStreamBSON

/// A field path read on a document's bytes: the index of its first component among the names
/// a `RawFieldNames` picks in one walk, then the rest of its components. The byte-level hot
/// paths (`RawFilter`, `$group`'s) use it where the path stays in embedded documents.
struct RawFieldPath: Sendable {
    let field: Int
    let rest: [[UInt8]]

    /// The path `components`, adding its first component to `names` unless already there.
    init(_ components: [String], names: inout [String]) {
        let first = components[0]
        if let index = names.firstIndex(of: first) {
            field = index
        } else {
            names.append(first)
            field = names.count - 1
        }
        rest = components.dropFirst().map { Array($0.utf8) }
    }

    /// The value the path reaches through embedded documents, from the picked `fields`:
    /// `.some(nil)` when it is missing or a scalar stands where the path goes on (both queries
    /// and field path expressions then see a missing value); nil when an array stands before
    /// the last component, where MongoDB reads into the elements (the general path's work).
    /// The value points into the document's bytes: it must not outlive `fields`.
    func value(in fields: UnsafeMutableBufferPointer<RawValue?>) -> RawValue?? {
        var value = fields[field]
        for component in rest {
            guard let current = value else { return .some(nil) }
            if current.isArray { return nil }
            guard current.isDocument else { return .some(nil) }
            value = component.withUnsafeBytes { current.field(named: $0) }
        }
        return .some(value)
    }
}
