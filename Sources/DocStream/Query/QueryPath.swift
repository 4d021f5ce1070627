import DocStreamBSON

/// A dotted field path of a filter, walked the way MongoDB's matcher walks it
/// (src/mongo/db/matcher/path.cpp, BSONElementIterator): through embedded documents, into
/// every document of an array on the way, and into array elements by index where a
/// component is a number.
///
/// Unlike `FieldPath`, empty components are allowed, as in MongoDB's queries: `{"a..b": 1}`
/// looks for a field named "" in `a`.
struct QueryPath: Sendable, CustomStringConvertible {
    struct Component: Sendable {
        let name: String
        /// The array index this component names: its text is the decimal form of an index
        /// ("0", "12"; not "01"), the only text equal to an array element's field name.
        let arrayIndex: Int?
    }

    let components: [Component]
    let description: String

    init(_ dotted: String) {
        description = dotted
        // Most filter paths are one field name (`_id`): no split into substrings and back.
        guard dotted.utf8.contains(UInt8(ascii: ".")) else {
            components = [Self.component(dotted[...])]
            return
        }
        components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(Self.component)
    }

    private static func component(_ name: Substring) -> Component {
        let index = Int(name).flatMap { $0 >= 0 && String($0) == name ? $0 : nil }
        return Component(name: String(name), arrayIndex: index)
    }

    /// Calls `visit` with each value the path reaches in `document`, in MongoDB's order, and
    /// stops at the first for which it returns true. A missing field is visited as nil. Each
    /// value comes with the index of the element of the first array it was found through,
    /// nil when it was not found by looking into an array's elements.
    func anyValue(
        in document: Document,
        traversingLeafArrays: Bool,
        _ visit: (BSONValue?, Int?) -> Bool
    ) -> Bool {
        anyValue(in: document, from: 0, traversingLeafArrays: traversingLeafArrays, visit)
    }

    /// Follows the components from `start` through embedded documents until an array, a
    /// missing field, a scalar or the end of the path (MongoDB's getFieldDottedOrArray).
    private func anyValue(
        in document: Document,
        from start: Int,
        traversingLeafArrays: Bool,
        _ visit: (BSONValue?, Int?) -> Bool
    ) -> Bool {
        var current = document
        var index = start
        while true {
            let isLast = index == components.count - 1
            switch current[components[index].name] {
            case .array(let elements)?:
                return anyValue(inArray: elements, at: index, traversingLeafArrays: traversingLeafArrays, visit)
            case .document(let embedded)? where !isLast:
                current = embedded
                index += 1
            case let value? where isLast:
                return visit(value, nil)
            default:
                // Missing, or a scalar where the path goes on: nothing there.
                return visit(nil, nil)
            }
        }
    }

    /// An array found at component `index`.
    private func anyValue(
        inArray elements: [BSONValue],
        at index: Int,
        traversingLeafArrays: Bool,
        _ visit: (BSONValue?, Int?) -> Bool
    ) -> Bool {
        let next = index + 1
        guard next < components.count else {
            // The path ends at the array: each element, then the array itself.
            guard traversingLeafArrays else { return visit(.array(elements), nil) }
            for (position, element) in elements.enumerated() where visit(element, position) {
                return true
            }
            return visit(.array(elements), nil)
        }
        let nextIndex = components[next].arrayIndex
        let endsAtIndex = next + 1 == components.count
        for (position, element) in elements.enumerated() {
            let isIndexed = nextIndex == position
            if case .document(let embedded) = element {
                // The rest of the path inside each embedded document; the element's position
                // replaces any found deeper, so the outermost array's position is recorded.
                let found = anyValue(in: embedded, from: next, traversingLeafArrays: traversingLeafArrays) { value, _ in
                    visit(value, position)
                }
                if found { return true }
            }
            guard isIndexed else { continue }
            // "a.1.b": the element at index 1, reached by name, so with no position of its own.
            if endsAtIndex {
                if visit(element, nil) { return true }
            } else if case .document(let embedded) = element {
                if anyValue(in: embedded, from: next + 1, traversingLeafArrays: traversingLeafArrays, visit) { return true }
            } else if case .array(let inner) = element {
                if anyValue(inArray: inner, at: next, traversingLeafArrays: traversingLeafArrays, visit) { return true }
            }
        }
        return false
    }
}
