import DocStreamBSON

/// A path an update operator targets, such as "items.$.qty", "grades.$[]" or
/// "grades.$[g].score", split into components and checked as MongoDB checks update paths
/// (field_checker.cpp, update_object_node.cpp).
struct UpdatePath: Sendable, CustomStringConvertible {
    enum Component: Sendable, Hashable {
        /// A field name, or an array index when the value there is an array.
        case field(String)
        /// `$`: the array element the query matched.
        case positional
        /// `$[]` (empty identifier) or `$[identifier]`: every array element, or those the
        /// identifier's array filter matches.
        case arrayFilter(identifier: String)
    }

    let components: [Component]
    let description: String

    /// Parses `dotted`: no empty path or component (56 EmptyFieldName), at most one `$`, and
    /// not in the first position (2 BadValue).
    init(_ dotted: String) throws(DocStreamError) {
        guard !dotted.isEmpty else {
            throw UpdateError.emptyFieldName("An empty update path is not valid.")
        }
        // One plain field (no dot, not '$'-prefixed), the usual case: nothing to split or check.
        if dotted.utf8.first != UInt8(ascii: "$"), !dotted.utf8.contains(UInt8(ascii: ".")) {
            components = [.field(dotted)]
            description = dotted
            return
        }
        let parts = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else {
            throw UpdateError.emptyFieldName("The update path '\(dotted)' contains an empty field name, which is not allowed.")
        }
        let positionalCount = parts.count(where: { $0 == "$" })
        if positionalCount > 1 {
            throw DocStreamError.badValue("Too many positional (i.e. '$') elements found in path '\(dotted)'")
        }
        if parts[0] == "$" {
            throw DocStreamError.badValue("Cannot have positional (i.e. '$') element in the first position in path '\(dotted)'")
        }
        components = parts.map(Self.component)
        description = dotted
    }

    var isDynamic: Bool {
        components.contains { if case .field = $0 { false } else { true } }
    }

    /// The dotted text of the first `count` components.
    func prefix(_ count: Int) -> String {
        description.split(separator: ".", omittingEmptySubsequences: false).prefix(count).joined(separator: ".")
    }

    private static func component(_ text: String) -> Component {
        if text == "$" { return .positional }
        // field_checker.cpp isArrayFilterIdentifier: "$[", anything, "]".
        if text.utf8.count >= 3, text.hasPrefix("$["), text.hasSuffix("]") {
            return .arrayFilter(identifier: String(text.dropFirst(2).dropLast()))
        }
        return .field(text)
    }

    /// The array index a path component names: unsigned decimal digits, leading zeros
    /// allowed, within 32 bits (str::parseUnsignedBase10Integer).
    static func arrayIndex(_ name: String) -> Int? {
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let index = UInt32(name) else { return nil }
        return Int(index)
    }

    /// The order in which an update visits the children of one path: numeric names by
    /// value, other names by their bytes (path_support.h cmpPathsAndArrayIndexes; MongoDB
    /// 5.0 and later). "a.2" comes before "a.10", "b" before "c".
    static func visitsBefore(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        // Not both numbers, or zero-padded: plain byte order.
        if left.isEmpty || right.isEmpty || !isDigit(left[0]) || !isDigit(right[0])
            || (left[0] == 0x30 && left.count > 1) || (right[0] == 0x30 && right.count > 1)
        {
            return left.lexicographicallyPrecedes(right)
        }
        // Longer numbers are larger; names that only start with digits order by length too,
        // which is what the server does.
        if left.count != right.count { return left.count < right.count }
        for (l, r) in zip(left, right) {
            guard isDigit(l), isDigit(r) else { break }
            if l != r { return l < r }
        }
        return left.lexicographicallyPrecedes(right)
    }
}
