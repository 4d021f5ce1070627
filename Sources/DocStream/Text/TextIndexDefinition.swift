import DocStreamBSON

/// What a text index keys and how (manual: Text Indexes, Text Index Properties; MongoDB's
/// FTSSpec): the weighted string fields (or every string, `$**`), the default language and the
/// field that overrides it, and the ascending or descending fields before and after the text
/// fields in the key pattern.
///
/// createIndexes takes `{subject: "text"}` (text fields adjacent, other fields 1 or -1) and
/// stores it as MongoDB does: the key pattern `{<prefix>, _fts: "text", _ftsx: 1, <suffix>}`,
/// `weights` by field name with whole-number weights, `default_language` ("english"),
/// `language_override` ("language") and `textIndexVersion` (3). Each document gets one key per
/// distinct term of its indexed strings, `[<prefix values>, term, score, <suffix values>]`.
struct TextIndexDefinition: Sendable {
    /// The weighted paths, sorted by path as listIndexes shows them.
    let weights: [(path: String, weight: Int32)]
    /// `$**`: every string of the document is indexed, weighted 1 unless `weights` names it.
    let coversAllStrings: Bool
    let defaultLanguage: TextLanguage
    /// `default_language` as given (a name or a code, in any case).
    let defaultLanguageName: String
    let languageOverride: String
    let prefixFields: [IndexField]
    let suffixFields: [IndexField]
    /// Tokenizers made once and lent to each document's scoring: making a stemmer for each
    /// document was a tenth of a search.
    private let tokenizers = TextTokenizerPool()

    static let version: Int32 = 3
    static let defaultLanguageOverride = "language"

    /// Whether a key pattern makes a text index: a field valued "text", or the stored `_fts`.
    static func isTextKeyPattern(_ keyPattern: Document) -> Bool {
        keyPattern.contains { $0.value == "text" || $0.key == "_fts" }
    }

    /// Reads a text index's key pattern and options as FTSSpec::fixSpec does (67 with its
    /// messages), and gives the stored key pattern with the definition.
    static func normalizing(_ keyPattern: Document, options: Document) throws(DocStreamError) -> (keyPattern: Document, definition: TextIndexDefinition) {
        var weighted: [String: Int32] = [:]
        var prefix: [(String, BSONValue)] = []
        var suffix: [(String, BSONValue)] = []
        var textSeen = false
        var textEnded = false
        for (name, value) in keyPattern {
            let isText = value == "text" || name == "_fts" || name == "_ftsx"
            if isText {
                guard !textEnded else { throw IndexSpecification.cannotCreate("'text' fields in index must all be adjacent") }
                textSeen = true
                switch name {
                case "_fts":
                    continue
                case "_ftsx":
                    guard value.saturatingInteger(in: Int64.min...Int64.max) == 1 else { throw IndexSpecification.cannotCreate("expecting _ftsx:1") }
                default:
                    weighted[name] = 1
                }
                continue
            }
            guard name != "_fts", name != "_ftsx" else { throw IndexSpecification.cannotCreate("text index with reserved fields _fts/_ftsx not allowed") }
            guard let direction = value.saturatingInteger(in: Int64.min...Int64.max), abs(direction) == 1, Double(direction) == value.numericDouble else {
                throw IndexSpecification.cannotCreate("expected value 1 or -1 for non-text key in compound index")
            }
            if textSeen { textEnded = true }
            if textSeen { suffix.append((name, value)) } else { prefix.append((name, value)) }
        }
        switch options["weights"] {
        case .document(let given)?:
            for (path, weight) in given {
                guard weight.isNumber else { throw IndexSpecification.cannotCreate("weight for text index needs numeric type") }
                weighted[path] = Int32(clamping: weight.saturatingInteger(in: Int64(Int32.min)...Int64(Int32.max)) ?? 0)
            }
        case .string("$**")?:
            weighted["$**"] = 1
        case .string?:
            throw IndexSpecification.cannotCreate("text index option 'weights' must be an object")
        default:
            break
        }
        guard !weighted.isEmpty else { throw IndexSpecification.cannotCreate("text index option 'weights' must specify fields or the wildcard") }
        for (path, weight) in weighted {
            guard weight > 0, weight < 100_000 else {
                throw IndexSpecification.cannotCreate("text index weight must be in the exclusive interval (0,100000) but found: \(weight)")
            }
            guard path != "$**" else { continue }
            guard !path.isEmpty else { throw IndexSpecification.cannotCreate("weight cannot be on an empty field") }
            for component in path.split(separator: ".", omittingEmptySubsequences: false) {
                guard !component.isEmpty else { throw IndexSpecification.cannotCreate("weight cannot have empty path component") }
                guard !component.hasPrefix("$") else { throw IndexSpecification.cannotCreate("weight cannot have path component with $ prefix") }
            }
        }
        let languageName = options["default_language"]?.stringValue ?? TextLanguage.english.rawValue
        guard let language = TextLanguage(named: languageName) else { throw IndexSpecification.cannotCreate("default_language is not valid") }
        let languageOverride = options["language_override"]?.stringValue ?? defaultLanguageOverride
        guard !languageOverride.isEmpty, !languageOverride.hasPrefix("$"), !languageOverride.contains(".") else {
            throw IndexSpecification.cannotCreate("language_override is not valid")
        }
        if let version = options["textIndexVersion"] {
            let number = version.saturatingInteger(in: Int64(Int32.min)...Int64(Int32.max)) ?? 0
            guard (1...3).contains(number) else { throw IndexSpecification.cannotCreate("bad textIndexVersion: \(number)") }
            guard number == Int64(Self.version) else {
                throw IndexSpecification.cannotCreate("textIndexVersion \(number) is not supported: DocStream builds text indexes of version 3")
            }
        }
        let stored = Document(prefix + [("_fts", "text"), ("_ftsx", .int32(1))] + suffix)
        func fields(_ pairs: [(String, BSONValue)]) -> [IndexField] {
            pairs.map { IndexField(path: $0.0.split(separator: ".", omittingEmptySubsequences: false).map(String.init), isAscending: $0.1.numericDouble > 0) }
        }
        let definition = TextIndexDefinition(
            weights: weighted.filter { $0.key != "$**" }.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { ($0.key, $0.value) },
            coversAllStrings: weighted["$**"] != nil, defaultLanguage: language, defaultLanguageName: languageName,
            languageOverride: languageOverride, prefixFields: fields(prefix), suffixFields: fields(suffix))
        return (stored, definition)
    }

    /// The options as listIndexes shows them, after the common ones.
    var options: [(String, BSONValue)] {
        var weights = self.weights.map { ($0.path, BSONValue.int32($0.weight)) }
        if coversAllStrings { weights.insert(("$**", .int32(1)), at: 0) }
        return [
            ("weights", .document(Document(weights))), ("default_language", .string(defaultLanguageName)),
            ("language_override", .string(languageOverride)), ("textIndexVersion", .int32(Self.version)),
        ]
    }

    /// Whether the two index the same strings the same way (the version aside).
    func isEquivalent(to other: TextIndexDefinition) -> Bool {
        weights.map(\.path) == other.weights.map(\.path) && weights.map(\.weight) == other.weights.map(\.weight)
            && coversAllStrings == other.coversAllStrings && defaultLanguageName == other.defaultLanguageName
            && languageOverride == other.languageOverride
    }

    private func weight(of path: String) -> Double? {
        weights.first { $0.path == path }.map { Double($0.weight) }
    }

    /// Whether a weighted path lies below `path`, so that its object must be walked.
    private func weightsBelow(_ path: String) -> Bool {
        weights.contains { $0.path.hasPrefix(path + ".") }
    }

    /// One indexed string, with its weight and the language its document or subdocument gives.
    struct IndexedString {
        let text: String
        let weight: Double
        let language: TextLanguage
    }

    /// The strings the index keys in `document`, in document order (FTSElementIterator): the
    /// weighted paths' strings (array elements under the array's path), or with `$**` every
    /// string. Each document and subdocument may name its language in the override field:
    /// 17261 when that is not a string, 17262 when it is no language text search knows.
    func indexedStrings(of document: Document) throws(DocStreamError) -> [IndexedString] {
        var found: [IndexedString] = []
        try walk(document, path: "", language: defaultLanguage, into: &found)
        return found
    }

    private func language(of document: Document, inherited: TextLanguage) throws(DocStreamError) -> TextLanguage {
        guard let value = document[languageOverride] else { return inherited }
        guard case .string(let name) = value else {
            throw DocStreamError(.location(17261), "found language override field in document with non-string type")
        }
        guard let language = TextLanguage(named: name) else { throw DocStreamError(.location(17262), "language override unsupported: \(name)") }
        return language
    }

    private func walk(_ document: Document, path: String, language inherited: TextLanguage, into found: inout [IndexedString]) throws(DocStreamError) {
        let language = try self.language(of: document, inherited: inherited)
        for (name, value) in document {
            // Bytes, not Foundation's substring search, for every field of every document.
            guard !name.utf8.contains(UInt8(ascii: ".")), name.utf8.first != UInt8(ascii: "$") else { continue }
            if coversAllStrings, name == languageOverride { continue }
            let fieldPath = path.isEmpty ? name : path + "." + name
            try visit(value, path: fieldPath, language: language, inArray: false, into: &found)
        }
    }

    private func visit(_ value: BSONValue, path: String, language: TextLanguage, inArray: Bool, into found: inout [IndexedString]) throws(DocStreamError) {
        switch value {
        case .string(let text):
            if let weight = weight(of: path) {
                found.append(IndexedString(text: text, weight: weight, language: language))
            } else if coversAllStrings {
                found.append(IndexedString(text: text, weight: 1, language: language))
            }
        case .document(let embedded):
            guard coversAllStrings || weightsBelow(path) else { return }
            try walk(embedded, path: path, language: language, into: &found)
        case .array(let elements):
            // Arrays directly inside arrays are indexed only by a wildcard text index.
            guard !inArray || coversAllStrings else { return }
            for element in elements { try visit(element, path: path, language: language, inArray: true, into: &found) }
        default:
            return
        }
    }

    /// Each term of the document's indexed strings with its score (FTSSpec::scoreDocument): per
    /// string of N terms (stop words left out), a term met c times adds weight × (1 + 1/2 + …,
    /// c terms) × (0.5 × c / N + 0.5), × 1.1 when the whole string is the term.
    func termScores(of document: Document) throws(DocStreamError) -> [String: Double] {
        var scores: [String: Double] = [:]
        for string in try indexedStrings(of: document) {
            let terms = tokenizers.withTokenizer(for: string.language) { $0.terms(string.text) }
            Self.score(string.text, terms: terms, weight: string.weight, into: &scores)
        }
        return scores
    }

    static func score(_ raw: String, terms: [String], weight: Double, into scores: inout [String: Double]) {
        var counts: [String: (count: Int, frequency: Double, exponent: Double)] = [:]
        for term in terms {
            var entry = counts[term] ?? (0, 0, 0)
            entry.exponent = entry.exponent == 0 ? 1 : entry.exponent * 2
            entry.count += 1
            entry.frequency += 1 / entry.exponent
            counts[term] = entry
        }
        for (term, entry) in counts {
            let coefficient = 0.5 * Double(entry.count) / Double(terms.count) + 0.5
            let adjustment = raw.utf8.count == term.utf8.count && raw.lowercased() == term.lowercased() ? 1.1 : 1
            scores[term, default: 0] += weight * entry.frequency * coefficient * adjustment
        }
    }

    /// The document's keys: one per term, `[<prefix values>, term, score, <suffix values>]`. A
    /// prefix or suffix field holding an array is 171, as MongoDB refuses it.
    func keys(for document: Document) throws(DocStreamError) -> [IndexKey] {
        let scores = try termScores(of: document)
        guard !scores.isEmpty else { return [] }
        let prefix = try prefixFields.map { (field) throws(DocStreamError) in try Self.value(of: field, in: document) }
        let suffix = try suffixFields.map { (field) throws(DocStreamError) in try Self.value(of: field, in: document) }
        return scores.map { term, score in IndexKey(prefix + [.string(term), .double(score)] + suffix) }
    }

    private static func value(of field: IndexField, in document: Document) throws(DocStreamError) -> BSONValue {
        var current: BSONValue = .document(document)
        for component in field.path {
            switch current {
            case .document(let embedded):
                guard let next = embedded[component] else { return .null }
                current = next
            case .array:
                throw arrayError(field, document)
            default:
                return .null
            }
        }
        if case .array = current { throw arrayError(field, document) }
        return current
    }

    private static func arrayError(_ field: IndexField, _ document: Document) -> DocStreamError {
        DocStreamError(.cannotIndexParallelArrays, "Field '\(field.dotted)' of text index contains an array in document: \(document.serverText)")
    }
}
