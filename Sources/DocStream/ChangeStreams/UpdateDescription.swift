import DocStreamBSON

/// An update event's `updateDescription`: `{updatedFields, removedFields, truncatedArrays}`,
/// computed from the documents before and after as MongoDB's document diff calculator does
/// (src/mongo/db/update/document_diff_calculator.cpp) and read back as its change stream diff
/// parser does: changed fields by dotted path ("a.b", "arr.1"), removed fields, shortened
/// arrays as `{field, newSize}`; a sub-document or array whose diff would be no smaller than
/// its new value is reported whole under its own path (MongoDB's size rule, the reason a $push
/// to an empty array shows the whole array and one to a longer array shows "arr.1").
///
/// One difference: MongoDB diffs operator updates while applying them, and its top-level size
/// rule then turns a large pipeline-update diff into a replacement; here every non-replacement
/// update is an update event, described by the diff.
///
/// With `showExpandedEvents`, `disambiguatedPaths` spells out each reported path whose dotted
/// form is ambiguous as its components: field names as strings, array indexes as numbers
/// (MongoDB manual, "update Event"). A path is ambiguous from a field name with a dot, or one
/// below the top that reads as an array index (digits, no leading zero), onwards
/// (change_stream_document_diff_parser.cpp).
struct UpdateDescription: Sendable {
    private(set) var updatedFields: [(String, BSONValue)] = []
    private(set) var removedFields: [String] = []
    private(set) var truncatedArrays: [(field: String, newSize: Int)] = []
    private(set) var disambiguatedPaths: [(String, BSONValue)] = []

    init(before: Document, after: Document) {
        let diff = DocumentDiff(before, after, sizeLimited: false)!
        describe(diff, at: Path())
    }

    /// The description; `expanded` adds `disambiguatedPaths`, as `showExpandedEvents` does.
    func document(expanded: Bool) -> Document {
        var document: Document = [
            "updatedFields": .document(Document(updatedFields)),
            "removedFields": .array(removedFields.map(BSONValue.string)),
            "truncatedArrays": .array(
                truncatedArrays.map {
                    .document(["field": .string($0.field), "newSize": .int32(Int32($0.newSize))])
                }),
        ]
        if expanded { document["disambiguatedPaths"] = .document(Document(disambiguatedPaths)) }
        return document
    }

    /// A path in the document: its dotted form and, while it is ambiguous, its components.
    private struct Path {
        var dotted = ""
        var components: [BSONValue] = []
        var isAmbiguous = false

        func appending(field: String) -> Path {
            var path = appending(component: field, .string(field))
            // A dot inside a name makes the dotted form ambiguous, and so does a name that could
            // be an array index; at the top it cannot be one.
            if !path.isAmbiguous {
                path.isAmbiguous = field.utf8.contains(UInt8(ascii: ".")) || (!components.isEmpty && Self.readsAsArrayIndex(field))
            }
            return path
        }

        /// FieldRef::isNumericPathComponentStrict: digits, without a leading zero unless "0".
        private static func readsAsArrayIndex(_ field: String) -> Bool {
            let digits = field.utf8
            guard let first = digits.first, first != UInt8(ascii: "0") || digits.count == 1 else { return false }
            return digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }

        func appending(index: Int) -> Path {
            appending(component: String(index), .int32(Int32(index)))
        }

        private func appending(component name: String, _ component: BSONValue) -> Path {
            var path = self
            path.dotted = dotted.isEmpty ? name : dotted + "." + name
            path.components.append(component)
            return path
        }
    }

    /// Reads a diff in the order MongoDB's parser does: updates and inserts, then removals,
    /// then each nested diff.
    private mutating func describe(_ diff: DocumentDiff, at parent: Path) {
        for (field, value) in diff.updates + diff.inserts {
            updatedFields.append((report(parent.appending(field: field)), value))
        }
        for field in diff.deletes { removedFields.append(report(parent.appending(field: field))) }
        for (field, child) in diff.children { describe(child, at: parent.appending(field: field)) }
    }

    private mutating func describe(_ diff: Diff, at path: Path) {
        switch diff {
        case .document(let document):
            describe(document, at: path)
        case .array(let array):
            if let newSize = array.resize { truncatedArrays.append((report(path), newSize)) }
            for (index, entry) in array.entries {
                switch entry {
                case .update(let value): updatedFields.append((report(path.appending(index: index)), value))
                case .child(let child): describe(child, at: path.appending(index: index))
                }
            }
        }
    }

    /// The dotted form of a reported path, noting its components when it is ambiguous.
    private mutating func report(_ path: Path) -> String {
        if path.isAmbiguous { disambiguatedPaths.append((path.dotted, .array(path.components))) }
        return path.dotted
    }
}

/// A nested diff: of a sub-document or of an array.
private indirect enum Diff {
    case document(DocumentDiff)
    case array(ArrayDiff)

    var size: Int {
        switch self {
        case .document(let diff): diff.size
        case .array(let diff): diff.size
        }
    }

    /// The diff of two values of the same container type; nil when they are not both
    /// documents or both arrays, or when the diff is no smaller than `after`.
    init?(_ before: BSONValue, _ after: BSONValue) {
        switch (before, after) {
        case (.document(let old), .document(let new)):
            guard let diff = DocumentDiff(old, new, sizeLimited: true) else { return nil }
            self = .document(diff)
        case (.array(let old), .array(let new)):
            guard let diff = ArrayDiff(old, new) else { return nil }
            self = .array(diff)
        default:
            return nil
        }
    }
}

/// MongoDB's DocumentSubDiffNode: field changes of one document, with the approximate BSON
/// size of their serialized diff (the figures of diff_tree's ApproxBSONSizeTracker).
private struct DocumentDiff {
    var updates: [(String, BSONValue)] = []
    var inserts: [(String, BSONValue)] = []
    var deletes: [String] = []
    var children: [(String, Diff)] = []
    /// An empty diff document.
    var size = 5

    /// Walks both documents' fields in step: equal fields are skipped, a field changed in
    /// place is updated (or diffed when both are documents or arrays), fields missing after
    /// are deleted, fields only after are inserted.
    init?(_ before: Document, _ after: Document, sizeLimited: Bool) {
        let old = before.elements
        let new = after.elements
        var pendingDeletes = Set<String>()
        var i = 0
        var j = 0
        while i < old.count && j < new.count {
            if old[i].key == new[j].key {
                if !old[i].value.isBinaryEqual(to: new[j].value) {
                    if let child = Diff(old[i].value, new[j].value) {
                        add(child: child, at: old[i].key)
                    } else {
                        add(update: new[j].value, at: old[i].key)
                    }
                }
                j += 1
            } else {
                // The field may come back later in `after`; then it is an insert, not a delete.
                pendingDeletes.insert(old[i].key)
            }
            i += 1
        }
        for (key, _) in old[i...] { add(delete: key) }
        for (key, value) in new[j...] {
            add(insert: value, at: key)
            pendingDeletes.remove(key)
        }
        // MongoDB keeps these in a std::set: in byte order of the names.
        for key in pendingDeletes.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            add(delete: key)
        }
        if sizeLimited && after.bytes.count <= size { return nil }
    }

    private mutating func add(update value: BSONValue, at key: String) {
        if updates.isEmpty { size += Self.sectionWrapping }
        size += key.utf8.count + 2 + value.encodedSize
        updates.append((key, value))
    }

    private mutating func add(insert value: BSONValue, at key: String) {
        if inserts.isEmpty { size += Self.sectionWrapping }
        size += key.utf8.count + 2 + value.encodedSize
        inserts.append((key, value))
    }

    private mutating func add(delete key: String) {
        if deletes.isEmpty { size += Self.sectionWrapping }
        size += key.utf8.count + 2 + 1
        deletes.append(key)
    }

    /// A nested diff costs its size plus its "s" name prefix.
    private mutating func add(child: Diff, at key: String) {
        size += key.utf8.count + 2 + child.size + 1
        children.append((key, child))
    }

    /// A section's type byte, one-letter name, terminator and empty document.
    private static let sectionWrapping = 8
}

/// MongoDB's ArrayNode: elements changed or appended by index, and the new length when the
/// array got shorter.
private struct ArrayDiff {
    enum Entry {
        case update(BSONValue)
        case child(Diff)
    }

    var entries: [(index: Int, entry: Entry)] = []
    var resize: Int?
    /// An empty array diff `{a: true}`.
    var size = 9

    init?(_ before: [BSONValue], _ after: [BSONValue]) {
        for index in 0..<min(before.count, after.count) where !before[index].isBinaryEqual(to: after[index]) {
            add(Diff(before[index], after[index]).map(Entry.child) ?? .update(after[index]), at: index)
        }
        for index in before.count..<max(before.count, after.count) {
            add(.update(after[index]), at: index)
        }
        if before.count > after.count {
            resize = after.count
            size += 1 + 4 + 2
        }
        if BSONValue.array(after).encodedSize <= size { return nil }
    }

    /// An entry costs its "u<index>" or "s<index>" name and its value or nested diff.
    private mutating func add(_ entry: Entry, at index: Int) {
        let name = 1 + String(index).utf8.count + 2
        switch entry {
        case .update(let value): size += name + value.encodedSize
        case .child(let diff): size += name + diff.size
        }
        entries.append((index, entry))
    }
}

extension BSONValue {
    /// Same type and same bytes, as MongoDB's BSONElement::binaryEqual compares values
    /// (unlike `==`, a double's sign of zero and NaN payload count, and strings compare by
    /// their UTF-8 bytes).
    func isBinaryEqual(to other: BSONValue) -> Bool {
        switch (self, other) {
        case (.double(let lhs), .double(let rhs)): lhs.bitPattern == rhs.bitPattern
        case (.string(let lhs), .string(let rhs)), (.symbol(let lhs), .symbol(let rhs)), (.javascript(let lhs), .javascript(let rhs)):
            lhs.utf8.elementsEqual(rhs.utf8)
        case (.document(let lhs), .document(let rhs)): lhs.bytes == rhs.bytes
        case (.array(let lhs), .array(let rhs)):
            lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isBinaryEqual(to: $1) }
        default: self == other
        }
    }

    /// The size of the value's BSON encoding (without type byte and name).
    var encodedSize: Int {
        if case .document(let document) = self { return document.bytes.count }
        // A one-field document with an empty name: length, type byte, name terminator, value, terminator.
        return Document([("", self)]).bytes.count - 7
    }
}
