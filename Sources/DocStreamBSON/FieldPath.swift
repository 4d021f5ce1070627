/// A dotted field path such as "address.city" or "items.0.price", split into its components.
public struct FieldPath: Sendable, Hashable, CustomStringConvertible {
    /// The path's field names (and array indexes), outermost first.
    public let components: [String]

    /// Parses a dotted path.
    ///
    /// - Throws: `DocStreamError` 40352 for an empty path, 15998 for an empty component
    ///   ("a..b", "a."), 16411 for a NUL byte (no BSON field name can hold one).
    public init(_ dotted: String) throws(DocStreamError) {
        guard !dotted.isEmpty else {
            throw DocStreamError(.location(40352), "FieldPath cannot be constructed with empty string")
        }
        let components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !components.contains(where: \.isEmpty) else {
            throw DocStreamError(.location(15998), "FieldPath field names may not be empty strings", location: "path '\(dotted)'")
        }
        guard !dotted.utf8.contains(0) else {
            throw DocStreamError(.location(16411), "FieldPath field names may not contain '\\0'.", location: "path \(dotted.debugDescription)")
        }
        self.components = components
    }

    /// The path of `components`, taken as they are (not checked).
    public init(components: [String]) {
        self.components = components
    }

    /// The dotted path.
    public var description: String { components.joined(separator: ".") }

    /// The path with `component` appended.
    public func appending(_ component: String) -> FieldPath {
        FieldPath(components: components + [component])
    }
}
