import DocStreamBSON

/// A `$text` query as written: `{$search, $language, $caseSensitive, $diacriticSensitive}`
/// (manual: $text), with `$search` read into words and phrases as MongoDB's query parser reads
/// it: a `-` after whitespace negates what follows up to the next whitespace, a `"..."`
/// (`-"..."`) is a phrase (a negated phrase), the words of a positive phrase are search words
/// too, and only space, newline, vertical tab, form feed and carriage return are whitespace.
struct TextQuery: Sendable {
    let search: String
    /// `$language`, when given and not empty: the index's default language otherwise.
    let language: String?
    let isCaseSensitive: Bool
    let isDiacriticSensitive: Bool
    private(set) var positiveWords: [String] = []
    private(set) var negatedWords: [String] = []
    private(set) var positivePhrases: [String] = []
    private(set) var negatedPhrases: [String] = []

    /// Reads `$text`'s argument: 2 when it is not a document or has other fields, 4 without
    /// `$search`, 14 for a field of the wrong type (flags must be booleans).
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard case .document(let arguments) = argument else { throw DocStreamError.badValue("$text expects an object") }
        var search: String?
        var language: String?
        var flags: [String: Bool] = [:]
        for (name, value) in arguments {
            switch name {
            case "$search", "$language":
                guard case .string(let text) = value else {
                    throw DocStreamError.typeMismatch("\"\(name)\" had the wrong type. Expected string, found \(value.type.alias)")
                }
                if name == "$search" { search = text } else { language = text }
            case "$caseSensitive", "$diacriticSensitive":
                guard case .bool(let flag) = value else {
                    throw DocStreamError.typeMismatch("\"\(name)\" had the wrong type. Expected bool, found \(value.type.alias)")
                }
                flags[name] = flag
            default:
                throw DocStreamError.badValue("extra fields in $text")
            }
        }
        guard let search else { throw DocStreamError(.noSuchKey, "Missing expected field \"$search\"") }
        self.search = search
        self.language = language.flatMap { $0.isEmpty ? nil : $0 }
        isCaseSensitive = flags["$caseSensitive"] ?? false
        isDiacriticSensitive = flags["$diacriticSensitive"] ?? false
        parse()
    }

    private mutating func parse() {
        let bytes = Array(search.utf8)
        var isNegated = false
        var isInPhrase = false
        var phraseStart = 0
        var afterWhitespace = true
        var position = 0
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x0A...0x0D).contains(byte) }
        while position < bytes.count {
            let byte = bytes[position]
            if isWhitespace(byte) {
                afterWhitespace = true
                if !isInPhrase { isNegated = false }
                position += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "-"):
                if !isInPhrase, afterWhitespace { isNegated = true }
                position += 1
            case UInt8(ascii: "\""):
                if isInPhrase {
                    let phrase = String(decoding: bytes[phraseStart..<position], as: UTF8.self)
                    if isNegated { negatedPhrases.append(phrase) } else { positivePhrases.append(phrase) }
                    isNegated = false
                    isInPhrase = false
                } else {
                    isInPhrase = true
                    // A quote after whitespace starts a new phrase: a negation before it is over.
                    if isNegated, afterWhitespace { isNegated = false }
                    phraseStart = position + 1
                }
                position += 1
            default:
                let start = position
                while position < bytes.count, !isWhitespace(bytes[position]), bytes[position] != UInt8(ascii: "-"), bytes[position] != UInt8(ascii: "\"") {
                    position += 1
                }
                let word = String(decoding: bytes[start..<position], as: UTF8.self)
                if isNegated, !isInPhrase {
                    negatedWords.append(word)
                } else if !isNegated {
                    positiveWords.append(word)
                }
            }
            afterWhitespace = false
        }
    }

    /// `$text`s of a filter, at its top level, under `$and`, `$or`, and (an error) `$nor`.
    static func count(in filter: Document) throws(DocStreamError) -> Int {
        var found = 0
        for (key, value) in filter {
            switch key {
            case "$text":
                found += 1
            case "$and", "$or", "$nor":
                for case .document(let clause) in value.arrayValue ?? [] {
                    let inClause = try count(in: clause)
                    if key == "$nor", inClause > 0 { throw DocStreamError.badValue("text expression not allowed in nor") }
                    found += inClause
                }
            default:
                continue
            }
        }
        return found
    }

    /// Whether the filter's `$text` must hold for every match: it stands at the top level or
    /// under `$and` only, not under `$or`.
    static func isConjunctive(in filter: Document) -> Bool {
        if filter["$text"] != nil { return true }
        return (filter["$and"]?.arrayValue ?? []).contains { $0.documentValue.map(isConjunctive) ?? false }
    }

    /// The filter's one `$text` (2 "Too many text expressions" for more), at its top level or
    /// under `$and` or `$or`; nil when it has none.
    static func find(in filter: Document) throws(DocStreamError) -> TextQuery? {
        let found = try count(in: filter)
        guard found > 0 else { return nil }
        guard found == 1 else { throw DocStreamError.badValue("Too many text expressions") }
        func search(_ filter: Document) throws(DocStreamError) -> TextQuery? {
            if let argument = filter["$text"] { return try TextQuery(argument) }
            for key in ["$and", "$or"] {
                for case .document(let clause) in filter[key]?.arrayValue ?? [] {
                    if let query = try search(clause) { return query }
                }
            }
            return nil
        }
        return try search(filter)
    }
}

/// A `$text` query bound to the collection's text index: its terms in the query's language,
/// which documents match and their scores (MongoDB's FTSQuery and FTSMatcher).
struct TextSearch: Sendable {
    let query: TextQuery
    let definition: TextIndexDefinition
    let indexName: String
    let language: TextLanguage
    /// The positive terms, case and diacritics folded, stop words left out: what the index is
    /// read for and the score sums.
    let boundTerms: [String]
    /// The terms as the query's sensitivity reads them.
    let positiveTerms: Set<String>
    let negatedTerms: Set<String>

    /// 2 for a `$language` text search does not know.
    init(_ query: TextQuery, index: IndexSpecification) throws(DocStreamError) {
        self.query = query
        definition = index.text!
        indexName = index.name
        if let name = query.language {
            guard let language = TextLanguage(named: name) else {
                throw DocStreamError.badValue("unsupported language: \"\(name)\" for text index version 3")
            }
            self.language = language
        } else {
            language = definition.defaultLanguage
        }
        let folding = TextTokenizer(language)
        let positive = query.positiveWords.joined(separator: " ")
        let negated = query.negatedWords.joined(separator: " ")
        boundTerms = Array(Set(folding.terms(positive))).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let sensitive = TextTokenizer(language, caseSensitive: query.isCaseSensitive, diacriticSensitive: query.isDiacriticSensitive)
        positiveTerms = Set(sensitive.terms(positive))
        negatedTerms = Set(sensitive.terms(negated))
    }

    private var isSensitive: Bool { query.isCaseSensitive || query.isDiacriticSensitive }

    /// Whether the index's keys alone decide the search: no case or diacritic sensitivity, no
    /// negated term and no phrase, so a document matches when it has a key of a bound term,
    /// and its score is the sum of those keys' scores (MongoDB's TEXT_OR).
    var isDecidedByKeys: Bool {
        !isSensitive && negatedTerms.isEmpty && query.positivePhrases.isEmpty && query.negatedPhrases.isEmpty
    }

    /// The scores the index's keys gave the documents a scan found, by `_id`, for a search
    /// `isDecidedByKeys`: a document's match and score then need no reading of its strings.
    var scoresFromKeys: [MongoEqualityKey: Double]?

    /// Whether the document matches: it has one of the bound terms; with case or diacritic
    /// sensitivity, one of the positive terms as written; none of the negated terms; every
    /// positive phrase and no negated phrase within one of its indexed strings.
    func matches(_ document: Document) throws(DocStreamError) -> Bool {
        try scoreIfMatching(document) != nil
    }

    /// The document's score when it matches (`matches(_:)`), from one reading of its terms;
    /// nil when it does not.
    func scoreIfMatching(_ document: Document) throws(DocStreamError) -> Double? {
        guard !boundTerms.isEmpty else { return nil }
        if let scoresFromKeys { return document["_id"].flatMap { scoresFromKeys[MongoEqualityKey($0)] } }
        let scores = try definition.termScores(of: document)
        guard boundTerms.contains(where: { scores[$0] != nil }) else { return nil }
        let score = sum(of: scores)
        // The strings themselves only for sensitivity, negations and phrases.
        guard !isDecidedByKeys else { return score }
        let strings = try definition.indexedStrings(of: document)
        if isSensitive || !negatedTerms.isEmpty {
            var tokenizers: [TextLanguage: TextTokenizer] = [:]
            var terms = Set<String>()
            for string in strings {
                let tokenizer =
                    tokenizers[string.language]
                    ?? TextTokenizer(
                        string.language, caseSensitive: query.isCaseSensitive, diacriticSensitive: query.isDiacriticSensitive, filtersStopWords: false)
                tokenizers[string.language] = tokenizer
                terms.formUnion(tokenizer.terms(string.text))
            }
            if isSensitive, positiveTerms.isDisjoint(with: terms) { return nil }
            if !negatedTerms.isDisjoint(with: terms) { return nil }
        }
        for phrase in query.positivePhrases where !strings.contains(where: { contains($0, phrase) }) { return nil }
        for phrase in query.negatedPhrases where strings.contains(where: { contains($0, phrase) }) { return nil }
        return score
    }

    /// Whether the string holds the phrase, both folded as the query says (a Turkish string's
    /// case always).
    private func contains(_ string: TextIndexDefinition.IndexedString, _ phrase: String) -> Bool {
        let foldsCase = !query.isCaseSensitive || string.language == .turkish
        func folded(_ text: String) -> String {
            var result = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                let cased = foldsCase ? TextFolding.folded(scalar, turkish: string.language == .turkish) : scalar
                if query.isDiacriticSensitive {
                    result.append(cased)
                } else if let base = TextFolding.withoutDiacritics(cased) {
                    result.append(base)
                }
            }
            return String(result)
        }
        let needle = folded(phrase)
        return needle.isEmpty || folded(string.text).contains(needle)
    }

    /// The document's text score: its scores of the bound terms, summed.
    func score(_ document: Document) throws(DocStreamError) -> Double {
        sum(of: try definition.termScores(of: document))
    }

    /// A document's term scores (`termScores(of:)`) of the bound terms, summed.
    private func sum(of scores: [String: Double]) -> Double {
        boundTerms.reduce(0) { $0 + (scores[$1] ?? 0) }
    }

    /// explain's `parsedTextQuery`.
    var parsedTextQuery: Document {
        func strings(_ values: [String]) -> BSONValue { .array(values.map(BSONValue.string)) }
        func sorted(_ values: Set<String>) -> [String] { values.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
        return [
            "terms": strings(sorted(positiveTerms)), "negatedTerms": strings(sorted(negatedTerms)),
            "phrases": strings(query.positivePhrases), "negatedPhrases": strings(query.negatedPhrases),
        ]
    }
}

/// `$text` in a compiled filter: the search the operation bound to the filter's variables
/// decides (27 when none was, the collection having no text index).
struct TextMatch: MatchExpression {
    let query: TextQuery

    func matches(_ document: Document, _ details: inout MatchDetails) throws(DocStreamError) -> Bool {
        guard let search = details.variables?.textSearch else { throw DocStreamError(.indexNotFound, "text index required for $text query") }
        guard let score = try search.scoreIfMatching(document) else { return false }
        // Kept for the sort and projection that read it, so the terms are read once.
        details.textScore = score
        return true
    }

    func matchesValue(_ value: BSONValue?) -> Bool { false }
}
