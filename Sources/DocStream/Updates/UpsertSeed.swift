import DocStreamBSON

/// The document an upsert starts from: the equality conditions of its filter
/// (update_driver.cpp populateDocumentWithQueryFields, path_support.cpp
/// extractEqualityMatches and addEqualitiesToDoc).
///
/// Equalities are `field: value` (not a regular expression, not an operator document),
/// `{$eq: value}`, a one-value `{$in: [value]}` and the values of `{$all: [...]}` (the query
/// optimizer turns those into equalities), inside `$and` and inside an `$or` of one clause.
/// `{a: 1, "b.c": 2}` seeds `{a: 1, b: {c: 2}}`; `{a: {$gt: 1}}` seeds nothing. The fields go
/// in path order, as the server's canonical query sorts them.
enum UpsertSeed {
    /// The seed for an update of operators: every equality. For a replacement only `_id`'s
    /// equality counts, and it must be on `_id` itself, not a path inside it.
    static func document(from filter: Document, idOnly: Bool) throws(DocStreamError) -> Document {
        var equalities: [(path: [String], value: BSONValue)] = []
        collect(filter, into: &equalities)
        if idOnly {
            var idEqualities: [(path: [String], value: BSONValue)] = []
            for equality in equalities where equality.path[0] == "_id" {
                guard equality.path.count == 1 else {
                    throw UpdateError.notExactValueField(
                        "field at '_id' must be exactly specified, field at sub-path '\(equality.path.joined(separator: "."))'found")
                }
                idEqualities.append(equality)
            }
            equalities = idEqualities
        }
        let sorted = equalities.map { ($0.path.joined(separator: "."), $0) }.sorted {
            Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8))
        }.map(\.1)

        var seed = EditableValue(Document())
        var seeded: [[String]] = []
        for (path, value) in sorted {
            // path_support.cpp checkEqualityConflicts: no path may be seeded twice, nor inside another.
            if let parent = seeded.first(where: { path.starts(with: $0) }) {
                let text = path.joined(separator: ".")
                throw UpdateError.notSingleValueField(
                    parent.count == path.count
                        ? "cannot infer query fields to set, path '\(text)' is matched twice"
                        : "cannot infer query fields to set, both paths '\(text)' and '\(parent.joined(separator: "."))' are matched")
            }
            seeded.append(path)
            seed.set(value, at: path[...])
        }
        guard case .document(let document) = seed.bsonValue else { preconditionFailure("the seed is a document") }
        return document
    }

    /// The equalities of one filter document, in the order written.
    private static func collect(_ filter: Document, into equalities: inout [(path: [String], value: BSONValue)]) {
        for (key, condition) in filter {
            switch key {
            case "$and":
                for case .document(let clause) in condition.arrayValue ?? [] {
                    collect(clause, into: &equalities)
                }
            case "$or":
                // An $or of one clause is that clause; identical clauses count as one.
                var clauses: [Document] = []
                for case .document(let clause) in condition.arrayValue ?? [] where !clauses.contains(clause) {
                    clauses.append(clause)
                }
                if clauses.count == 1 { collect(clauses[0], into: &equalities) }
            case let name where name.hasPrefix("$"):
                // $nor, $expr, $where, $text, $comment ... seed nothing.
                continue
            default:
                let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                for value in equalityValues(condition) {
                    equalities.append((path, value))
                }
            }
        }
    }

    /// The values a field condition requires the field to equal.
    private static func equalityValues(_ condition: BSONValue) -> [BSONValue] {
        switch condition {
        case .regex:
            return []
        case .document(let document) where document.keys.first?.hasPrefix("$") == true && !isDBRef(document):
            var values: [BSONValue] = []
            for (name, argument) in document {
                switch (name, argument) {
                case ("$eq", _):
                    values.append(argument)
                case ("$in", .array(let candidates)) where candidates.count == 1 && candidates[0].type != .regex:
                    values.append(candidates[0])
                case ("$all", .array(let required)):
                    values += required.filter { value in
                        if case .regex = value { return false }
                        if case .document(let document) = value, document.keys.first == "$elemMatch" { return false }
                        return true
                    }
                default:
                    continue
                }
            }
            return values
        default:
            return [condition]
        }
    }

    /// A document with `$ref` and `$id` is a DBRef value, not operators.
    private static func isDBRef(_ document: Document) -> Bool {
        document["$ref"] != nil && document["$id"] != nil
    }
}

extension EditableValue {
    /// Sets `value` at `path`, creating embedded documents along the way; the path does not
    /// pass through anything but documents (the seed's paths do not overlap).
    fileprivate mutating func set(_ value: BSONValue, at path: ArraySlice<String>) {
        let name = path[path.startIndex]
        guard path.count > 1 else {
            open()
            guard case .document(var document) = self else { return }
            document.fields.append((name, .value(value)))
            self = .document(document)
            return
        }
        if child(name) == nil {
            set(.document(Document()), at: path.prefix(1))
        }
        try? withChild(name) { (child: inout EditableValue) throws(DocStreamError) in
            child.set(value, at: path.dropFirst())
        }
    }
}
