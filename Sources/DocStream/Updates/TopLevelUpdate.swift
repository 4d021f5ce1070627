import DocStreamBSON

/// An update of operators whose every path is one top-level field (`{$inc: {price: 1}}`,
/// `{$set: {a: 1}, $unset: {b: ""}}`), applied on the document's bytes: the fields it names
/// are found by name, decoded, changed by the same leaves the general tree walk runs, and
/// written back; the other fields are copied as bytes, never decoded and encoded again.
///
/// It is the general walk's result for these updates, step for step: leaves apply in the
/// tree's order to the first field of their name (or create it at the end), then the removals
/// of `$unset` and `$rename` take the first field of their name out. Paths through documents
/// or arrays, the positional `$`, array filters, `_id` and `$`-prefixed names take the general
/// walk (`OperatorUpdate`).
struct TopLevelUpdate: Sendable {
    private let fields: [(name: String, leaf: any UpdateLeaf)]
    private let names: RawFieldNames
    /// Each field's path, made once rather than an array for every document.
    private let paths: [[String]]

    /// Nil unless every child of `root` is a leaf at a plain top-level name.
    init?(_ root: InternalUpdateNode) {
        guard root.positional == nil else { return nil }
        var fields: [(name: String, leaf: any UpdateLeaf)] = []
        for child in root.children {
            guard case .leaf(let leaf) = child.node, child.name != "_id", !child.name.hasPrefix("$") else { return nil }
            fields.append((child.name, leaf))
        }
        self.fields = fields
        names = RawFieldNames(fields.map(\.name))
        paths = fields.map { [$0.name] }
    }

    /// The fields the update names: the only ones it changes, creates or removes.
    var fieldNames: [String] { fields.map(\.name) }

    func apply(to document: Document, state: UpdateState) throws(DocStreamError) -> Document {
        let offsets = document.firstElementOffsets(named: names)
        var edits: [(offset: Int, value: BSONValue?)] = []
        var appended: [(String, BSONValue)] = []
        for (index, field) in fields.enumerated() {
            let target = UpdateTarget(components: paths[index], isArrayElement: false, enclosingArray: nil, state: state)
            if let offset = offsets[index] {
                var value = document.value(ofElementAt: offset)
                if try field.leaf.update(&value, at: target) { edits.append((offset, value)) }
            } else if case .create(let value) = try field.leaf.missingPath(at: target) {
                appended.append((field.name, value))
            }
        }
        // The fields `$unset` and `$rename` take out exist (a missing one records no removal),
        // and each is a leaf's own path here.
        for path in state.removals {
            guard let index = fields.firstIndex(where: { $0.name == path[0] }), let offset = offsets[index] else {
                preconditionFailure("a removal of a field the update does not name")
            }
            edits.removeAll { $0.offset == offset }
            edits.append((offset, nil))
        }
        guard !edits.isEmpty || !appended.isEmpty else { return document }
        return try document.splicing(edits, appending: appended)
    }
}
