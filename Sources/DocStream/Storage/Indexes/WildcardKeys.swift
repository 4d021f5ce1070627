import DocStreamBSON

/// The keys of a wildcard index (`{"$**": 1}`, `{"a.b.$**": 1}`, or `{"$**": 1}` with a
/// `wildcardProjection`): one `(path, value)` pair for each leaf value of the fields it covers,
/// as MongoDB's WildcardKeyGenerator makes them (manual: Wildcard Indexes).
///
/// The index keys what projecting the document would keep (the subtree, or the projection;
/// `_id` only when named), walking it once: a scalar is keyed under its dotted path; an embedded document is
/// walked, or keyed as `{}` when empty; an array's elements are walked under the array's own
/// path (which is recorded as multikey), an empty array keyed as undefined, an array inside an
/// array keyed whole. Field names holding a dot are skipped: no query can name them.
struct WildcardKeys: Sendable {
    /// What the projection keeps below one level of the document.
    fileprivate indirect enum Cover: Sendable {
        case all
        case none
        /// Some fields: `kept` by name, the others `keepsOthers` (an exclusion) or not.
        case some(kept: [String: Cover], keepsOthers: Bool)

        func child(_ name: String) -> Cover {
            guard case .some(let kept, let keepsOthers) = self else { return self }
            return kept[name] ?? (keepsOthers ? .all : .none)
        }

        /// Whether a value that is not a document is kept here: not where an inclusion keeps
        /// only some fields of the documents below.
        var keepsScalars: Bool {
            switch self {
            case .all: true
            case .none: false
            case .some(_, let keepsOthers): keepsOthers
            }
        }
    }

    private let cover: Cover

    /// The paths of a subtree index (`root`, its components before `$**`) or of `projection`.
    init(root: ArraySlice<String>, projection: Document?) throws(DocStreamError) {
        if let projection {
            cover = try Self.cover(of: projection)
        } else if root.isEmpty {
            // A whole-document index leaves `_id` out: it has its own index.
            cover = .some(kept: ["_id": .none], keepsOthers: true)
        } else {
            cover = root.reversed().reduce(Cover.all) { cover, component in .some(kept: [component: cover], keepsOthers: false) }
        }
    }

    /// `wildcardProjection` as createIndexes checks it (index_key_validate.cpp validateIndexSpec):
    /// only for a wildcard index (2), a document (14), with a `$**` key pattern (9), not empty
    /// (9), an inclusion or exclusion projection without computed fields (51271) or a mix of
    /// both (31253, 31254).
    static func checkedProjection(_ value: BSONValue, keyPattern: Document, fields: [IndexField]) throws(DocStreamError) -> Document {
        guard fields.contains(where: \.isWildcard) else {
            throw .badValue("The field 'wildcardProjection' is only allowed in 'wildcard' indexes")
        }
        guard case .document(let projection) = value else {
            throw .typeMismatch("The field 'wildcardProjection' must be a non-empty object, but got \(value.type.alias)")
        }
        guard keyPattern["$**"] != nil else {
            throw .failedToParse("The field 'wildcardProjection' is only allowed when 'key' is {\"$**\": ±1} or {\"$**\": \"columnstore\"}")
        }
        guard !projection.isEmpty else { throw .failedToParse("The 'wildcardProjection' field can't be an empty object") }
        do throws(DocStreamError) {
            _ = try cover(of: projection)
        } catch {
            throw DocStreamError(error.errorCode, "Failed to parse projection: wildcardProjection :: caused by :: \(error.message)")
        }
        return projection
    }

    /// The cover of a projection, parsed as a find projection is and held to the wildcard
    /// index's policy: no computed fields, `_id` excluded unless the projection names it.
    private static func cover(of projection: Document) throws(DocStreamError) -> Cover {
        var parser = ProjectionParser()
        var (root, isInclusion) = try parser.parse(projection)
        let namesID = projection.keys.contains { $0 == "_id" || $0.hasPrefix("_id.") }
        if !namesID {
            // The parser keeps `_id` as a find projection does; the index does not.
            root.removeChild(named: "_id")
            if !isInclusion { try root.add(.exclude, at: FieldPath(components: ["_id"])) }
        }
        return try cover(of: root, isInclusion: isInclusion)
    }

    private static func cover(of node: ProjectionNode, isInclusion: Bool) throws(DocStreamError) -> Cover {
        var kept: [String: Cover] = [:]
        for (name, child) in node.children {
            switch child {
            case .include: kept[name] = .all
            case .exclude: kept[name] = Cover.none
            case .node(let below): kept[name] = try cover(of: below, isInclusion: isInclusion)
            case .computed, .positional, .slice:
                throw DocStreamError(
                    .location(51271), "Bad projection specification, cannot use computed fields when parsing a spec in kBanComputedFields mode")
            }
        }
        return .some(kept: kept, keepsOthers: !isInclusion)
    }

    /// Whether a scalar at `path` is keyed: the projection keeps it.
    func covers(_ path: [String]) -> Bool {
        path.reduce(cover) { $0.child($1) }.keepsScalars
    }

    /// The document's keys, `[path, value]` each once, and the paths at which it met arrays.
    func keys(for document: Document) -> (keys: [IndexKey], arrayPaths: Set<String>) {
        var walk = Walk()
        walk.fields(of: document, cover: cover, path: "")
        return (walk.keys, walk.arrayPaths)
    }

    private struct Walk {
        var keys: [IndexKey] = []
        var arrayPaths = Set<String>()

        /// Keys the fields of `document` below `path`; whether the projection kept any.
        @discardableResult
        mutating func fields(of document: Document, cover: Cover, path: String) -> Bool {
            var keptAny = false
            // Bytes, not Foundation's substring search, for every field of every document.
            for (name, value) in document where !name.utf8.contains(UInt8(ascii: ".")) {
                let fieldCover = cover.child(name)
                if case .none = fieldCover { continue }
                keptAny = self.value(value, cover: fieldCover, path: path.isEmpty ? name : path + "." + name) || keptAny
            }
            return keptAny
        }

        /// Keys one field's value; whether the projection kept it.
        private mutating func value(_ value: BSONValue, cover: Cover, path: String) -> Bool {
            switch value {
            case .document(let document):
                keyDocument(document, cover: cover, path: path)
                return true
            case .array(let elements):
                // The elements are keyed under the array's own path.
                arrayPaths.insert(path)
                var keptAny = false
                for element in elements {
                    if case .document(let document) = element {
                        keyDocument(document, cover: cover, path: path)
                        keptAny = true
                    } else if cover.keepsScalars {
                        // A scalar, or an array inside an array: keyed as a whole value.
                        add(path, element)
                        keptAny = true
                    }
                }
                // An empty array (or one the projection emptied) is keyed as undefined.
                if !keptAny { add(path, .undefined) }
                return true
            default:
                guard cover.keepsScalars else { return false }
                add(path, value)
                return true
            }
        }

        /// An embedded document: its fields, or `{}` when it is empty or the projection kept
        /// none of them (a projection keeps the document it reaches, emptied).
        private mutating func keyDocument(_ document: Document, cover: Cover, path: String) {
            if !fields(of: document, cover: cover, path: path) { add(path, .document([:])) }
        }

        private mutating func add(_ path: String, _ value: BSONValue) {
            keys.append(IndexKey([.string(path), value]))
        }
    }
}
