import Testing

@testable import DocStream

/// The tokenizer of text indexes against the vectors of MongoDB's own tokenizer tests
/// (src/mongo/db/fts/fts_unicode_tokenizer_test.cpp) and the manual's Text Index Properties.
@Suite("Text tokenizer")
struct TextTokenizerTests {
    @Test("English keeps the apostrophe in words and stems; other delimiters split")
    func english() {
        let tokenizer = TextTokenizer(.english, filtersStopWords: false)
        #expect(tokenizer.terms("Do you see Mark's dog running?") == ["do", "you", "see", "mark", "dog", "run"])
    }

    @Test("French splits on the apostrophe and guillemets, and strips diacritics after stemming")
    func french() {
        let tokenizer = TextTokenizer(.french, filtersStopWords: false)
        #expect(
            tokenizer.terms("Voyez-vous «le chien» de Mark courante? C'est bien!")
                == ["voi", "vous", "le", "chien", "de", "mark", "cour", "c", "est", "bien"])
        #expect(
            tokenizer.terms("parlames, parlates, parlerent, parlâmes, parlâtes, parlèrent")
                == ["parlam", "parlat", "parlerent", "parl", "parl", "parl"])
    }

    @Test("Turkish folds I to dotless i; case and diacritic sensitivity keep what they say")
    func turkish() {
        let text = "KAÇ YAŞINDASIN SEN, VE SEN NEREDEN VARDIR?"
        #expect(TextTokenizer(.turkish, filtersStopWords: false).terms(text) == ["kac", "yas", "sen", "ve", "sen", "nere", "var"])
        #expect(
            TextTokenizer(.turkish, caseSensitive: true, filtersStopWords: false).terms(text)
                == ["KAC", "YASINDASIN", "SEN", "VE", "SEN", "NEREDEN", "VARDIR"])
        #expect(
            TextTokenizer(.turkish, diacriticSensitive: true, filtersStopWords: false).terms(text)
                == ["kaç", "yaş", "sen", "ve", "sen", "nere", "var"])
    }

    @Test("stop words are matched with their diacritics, before they are stripped")
    func stopWordsKeepDiacritics() {
        // The first sentence of MongoDB's vector: "ne" and "pas" are stop words, "etre" without
        // its accent is not. (DocStream's lists are Snowball's, which MongoDB's extend.)
        let text = "Je ne vais pas etre énervé."
        #expect(TextTokenizer(.french).terms(text) == ["vais", "etre", "enerv"])
        #expect(TextTokenizer(.french, diacriticSensitive: true).terms(text) == ["vais", "etre", "énerv"])
    }

    @Test("digits and underscores belong to words; none neither stems nor drops stop words")
    func noneLanguage() {
        #expect(TextTokenizer(.none).terms("the foo_bar abc123 Running") == ["the", "foo_bar", "abc123", "running"])
        #expect(TextTokenizer(.english).terms("the foo_bar abc123 Running") == ["foo_bar", "abc123", "run"])
    }
}
