import CStemmer

/// A language of text search, as text indexes of version 3 know them (manual: Text Search
/// Languages): each stems words with its Snowball stemmer and leaves out its stop words;
/// `none` does neither.
enum TextLanguage: String, CaseIterable, Sendable {
    case danish, dutch, english, finnish, french, german, hungarian, italian, norwegian, portuguese, romanian, russian, spanish
    case swedish, turkish, none

    /// The ISO 639-1 code MongoDB accepts in place of the name.
    var code: String {
        switch self {
        case .danish: "da"
        case .dutch: "nl"
        case .english: "en"
        case .finnish: "fi"
        case .french: "fr"
        case .german: "de"
        case .hungarian: "hu"
        case .italian: "it"
        case .norwegian: "nb"
        case .portuguese: "pt"
        case .romanian: "ro"
        case .russian: "ru"
        case .spanish: "es"
        case .swedish: "sv"
        case .turkish: "tr"
        case .none: "none"
        }
    }

    private static let byName: [String: TextLanguage] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) } + allCases.filter { $0 != .none }.map { ($0.code, $0) })

    /// The language a name or code gives, in any case; nil for one text search does not know.
    init?(named name: String) {
        guard let language = Self.byName[name.lowercased()] else { return nil }
        self = language
    }

    var stopWords: Set<String> { Self.stopWordLists[self] ?? [] }
}

/// One language's Snowball stemmer (libstemmer, UTF-8). libstemmer's stemmer keeps its work in
/// itself: one thread at a time may use it, which `TextTokenizerPool` and the tokenizers each
/// operation makes for itself ensure.
final class TextStemmer: @unchecked Sendable {
    private let stemmer: OpaquePointer?

    init(_ language: TextLanguage) {
        stemmer = language == .none ? nil : sb_stemmer_new(language.rawValue, "UTF_8")
    }

    deinit {
        if let stemmer { sb_stemmer_delete(stemmer) }
    }

    /// The word's stem (the word itself for `none`).
    func stem(_ word: String) -> String {
        guard let stemmer else { return word }
        var word = word
        return word.withUTF8 { bytes in
            guard let stemmed = sb_stemmer_stem(stemmer, bytes.baseAddress, Int32(bytes.count)) else { return String(decoding: bytes, as: UTF8.self) }
            return String(decoding: UnsafeBufferPointer(start: stemmed, count: Int(sb_stemmer_length(stemmer))), as: UTF8.self)
        }
    }
}
