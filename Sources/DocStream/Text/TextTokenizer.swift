import Foundation
import Synchronization

/// Splits text into the terms a text index keys and a `$text` search looks up, as MongoDB's
/// tokenizer for text indexes of version 3 does (FTSUnicodeTokenizer; manual: Text Index
/// Properties):
///
/// 1. A term is a run of code points between delimiters: code points with the Unicode
///    properties White_Space, Dash, Hyphen, Quotation_Mark, Terminal_Punctuation,
///    Pattern_Syntax or Sentence_Terminal, except the apostrophe in English. Digits and `_`
///    belong to words.
/// 2. The word is lower-cased by simple case folding (Turkish folds I to ı and İ to i), and
///    left out when it is a stop word of the language (`filtersStopWords`).
/// 3. The lower-cased word (the original one when `isCaseSensitive`) is stemmed, then its
///    diacritics are removed (unless `isDiacriticSensitive`): marks with the Diacritic property
///    go, and a letter that decomposes into another letter and marks becomes that letter.
struct TextTokenizer {
    let language: TextLanguage
    let isCaseSensitive: Bool
    let isDiacriticSensitive: Bool
    let filtersStopWords: Bool
    private let stemmer: TextStemmer

    init(_ language: TextLanguage, caseSensitive: Bool = false, diacriticSensitive: Bool = false, filtersStopWords: Bool = true) {
        self.language = language
        isCaseSensitive = caseSensitive
        isDiacriticSensitive = diacriticSensitive
        self.filtersStopWords = filtersStopWords
        stemmer = TextStemmer(language)
    }

    /// The terms of `text`, in order, repeats included.
    func terms(_ text: String) -> [String] {
        var terms: [String] = []
        let stopWords = filtersStopWords ? language.stopWords : []
        var word = String.UnicodeScalarView()
        var folded = String.UnicodeScalarView()
        func flush() {
            guard !word.isEmpty else { return }
            defer {
                word.removeAll(keepingCapacity: true)
                folded.removeAll(keepingCapacity: true)
            }
            let lowered = String(folded)
            if stopWords.contains(lowered) { return }
            let stemmed = stemmer.stem(isCaseSensitive ? String(word) : lowered)
            terms.append(isDiacriticSensitive ? stemmed : TextFolding.strippingDiacritics(stemmed))
        }
        for scalar in text.unicodeScalars {
            if TextFolding.isDelimiter(scalar, in: language) {
                flush()
            } else {
                word.append(scalar)
                folded.append(TextFolding.folded(scalar, turkish: language == .turkish))
            }
        }
        flush()
        return terms
    }
}

/// Tokenizers of the default options (stop words left out, case and diacritics folded), kept
/// for reuse: each is lent to one thread at a time.
final class TextTokenizerPool: Sendable {
    private let idle = Mutex<[TextLanguage: [TextTokenizer]]>([:])

    func withTokenizer<Result>(for language: TextLanguage, _ body: (TextTokenizer) -> Result) -> Result {
        let tokenizer = idle.withLock { $0[language]?.popLast() } ?? TextTokenizer(language)
        defer { idle.withLock { $0[language, default: []].append(tokenizer) } }
        return body(tokenizer)
    }
}

/// The code point tables of text search: delimiters, case folding and diacritics.
enum TextFolding {
    /// Whether the code point separates words in `language`'s text.
    static func isDelimiter(_ scalar: Unicode.Scalar, in language: TextLanguage) -> Bool {
        if scalar == "'" { return language != .english }
        if scalar.isASCII { return asciiDelimiters[Int(scalar.value)] }
        return hasDelimiterProperty(scalar)
    }

    private static let asciiDelimiters: [Bool] = (0..<128).map { hasDelimiterProperty(Unicode.Scalar(UInt8($0))) }

    private static func hasDelimiterProperty(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isWhitespace || properties.isDash || hyphens.contains(scalar.value) || properties.isQuotationMark
            || properties.isTerminalPunctuation || properties.isPatternSyntax || properties.isSentenceTerminal
    }

    /// The code points of the Hyphen property (PropList.txt, deprecated, so not among Swift's
    /// properties).
    private static let hyphens: Set<UInt32> = [0x002D, 0x00AD, 0x058A, 0x1806, 0x2010, 0x2011, 0x2E17, 0x30FB, 0xFE63, 0xFF0D, 0xFF65]

    /// Simple case folding (CaseFolding.txt's C and S mappings): a code point's one-code-point
    /// lower case, and the few folds that are not lower case (final sigma, long s, the Greek
    /// symbol variants, micro sign). Turkish folds dotless and dotted I its own way.
    static func folded(_ scalar: Unicode.Scalar, turkish: Bool) -> Unicode.Scalar {
        if scalar.isASCII {
            if turkish, scalar == "I" { return "\u{131}" }
            return scalar.value >= 0x41 && scalar.value <= 0x5A ? Unicode.Scalar(scalar.value + 32)! : scalar
        }
        if turkish, scalar == "\u{130}" { return "i" }
        if let fold = foldsBeyondLowerCase[scalar.value] { return Unicode.Scalar(fold)! }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : scalar
    }

    private static let foldsBeyondLowerCase: [UInt32: UInt32] = [
        0x00B5: 0x03BC, 0x017F: 0x0073, 0x0345: 0x03B9, 0x03C2: 0x03C3, 0x03D0: 0x03B2, 0x03D1: 0x03B8, 0x03D5: 0x03C6,
        0x03D6: 0x03C0, 0x03F0: 0x03BA, 0x03F1: 0x03C1, 0x03F5: 0x03B5, 0x1E9B: 0x1E61, 0x1FBE: 0x03B9,
    ]

    /// `text` without its diacritics.
    static func strippingDiacritics(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x80 || $0 == 0x5E || $0 == 0x60 }) else { return text }
        var stripped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let base = withoutDiacritics(scalar) { stripped.append(base) }
        }
        return String(stripped)
    }

    /// The code point without its diacritics: nil for a diacritic, the base letter for a letter
    /// whose canonical decomposition is it and diacritics, the code point itself otherwise.
    static func withoutDiacritics(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.properties.isDiacritic { return nil }
        guard scalar.value >= 0xC0 else { return scalar }
        if let known = baseLetters.withLock({ $0[scalar.value] }) { return known }
        let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.filter { !$0.properties.isDiacritic }
        let recomposed = String(String.UnicodeScalarView(decomposed)).precomposedStringWithCanonicalMapping.unicodeScalars
        let base = recomposed.count == 1 ? recomposed.first! : scalar
        baseLetters.withLock { $0[scalar.value] = base }
        return base
    }

    /// The base letters found so far (a decomposition per code point is slow to repeat).
    private static let baseLetters = Mutex<[UInt32: Unicode.Scalar]>([:])
}
