import CCollation
import DocStreamBSON
import Synchronization

/// A collation other than the simple one: how strings compare under a locale's rules, with
/// ICU's attributes (manual: Collation), parsed and checked as MongoDB's CollatorFactoryICU
/// does, and the ICU collator that applies it.
///
/// Strings are compared through their comparison keys (`comparisonKey(of:)`): ICU's sort key
/// for the string, whose bytes order and equal as the collation orders and equals the strings
/// (MongoDB's CollationIndexKey). A value's strings, in documents and arrays too, are replaced
/// by their keys (`comparable(_:)`) before a comparison, a sort key or a group key is made of
/// it, so every comparison of BSON values keeps its type order and applies the collation to
/// strings alone, as MongoDB's string comparator does. Field names are never collated.
final class Collator: Sendable {
    /// The collation as MongoDB lists it: every field, the locale's defaults filled in.
    let specification: Document
    /// The ICU collator; const operations (sort keys) are thread-safe in ICU.
    nonisolated(unsafe) private let collator: UnsafeMutableRawPointer
    /// Comparison keys of short strings made lately: a field usually holds few distinct
    /// strings (names, states), and ICU makes a key in about a microsecond, where looking one
    /// up takes a fraction of that.
    private let recentKeys = Mutex<[String: String]>([:])
    private static let recentKeysLimit = 8192
    private static let recentKeyLength = 64

    private init(specification: Document, collator: UnsafeMutableRawPointer) {
        self.specification = specification
        self.collator = collator
    }

    deinit {
        docstream_collator_close(collator)
    }

    /// The collation of the command being compiled and run (its `collation` field), nil for the
    /// simple one. Filters, sorts, group keys and expressions keep the collator in effect when
    /// they are compiled, so running them later, on any thread, applies the same collation.
    @TaskLocal static var inEffect: Collator?

    /// `body`'s result, with `collator` in effect while it compiles and runs.
    static func applying<Result>(_ collator: Collator?, _ body: () throws(DocStreamError) -> Result) throws(DocStreamError) -> Result {
        try $inEffect.withValue(collator) { Swift.Result { () throws(DocStreamError) -> Result in try body() } }.get()
    }

    /// The comparison of two values under the collation (`BSONValue.compare` of their
    /// comparable forms), or MongoDB's simple comparison without one.
    static func compare(_ lhs: BSONValue, _ rhs: BSONValue, under collator: Collator?) -> Int {
        guard let collator else { return BSONValue.compare(lhs, rhs) }
        return BSONValue.compare(collator.comparable(lhs), collator.comparable(rhs))
    }

    /// A value's key for MongoDB equality under the collation (strings it equates share one).
    static func equalityKey(_ value: BSONValue, under collator: Collator?) -> MongoEqualityKey {
        MongoEqualityKey(collator?.comparable(value) ?? value)
    }

    /// The collator a command's `collation` asks for; nil for `{locale: "simple"}`, the
    /// comparison of strings by their bytes. Checked as MongoDB checks it: the document as its
    /// IDL struct Collation parses it (40415 for an unknown field, 14 for a wrong type, 2 for a
    /// value outside an enumeration, 51024 for a strength outside 0...5, 40414 without a
    /// locale), then the locale against ICU's data (2) and the options together
    /// (CollatorFactoryICU::makeFromBSON; 161 for another ICU version).
    static func make(_ value: BSONValue) throws(DocStreamError) -> Collator? {
        guard case .document(let spec) = value else {
            throw .typeMismatch("BSON field 'collation' is the wrong type '\(value.type.alias)', expected type 'object'")
        }
        var given: [String: docstream_collation_value] = [:]
        let arguments = try Self.arguments.read(spec) { (field, value) throws(DocStreamError) in
            if let attribute = attributes.first(where: { $0.field == field }) { given[field] = try attribute.read(value) }
        }
        let locale = arguments.string("locale")!
        let version = arguments.string("version")
        if locale.utf8.contains(0) {
            throw .badValue("Field 'locale' cannot contain null byte. Collation spec: \(spec.serverText)")
        }
        if locale == "simple" { return nil }
        guard docstream_collation_available() != 0 else {
            throw DocStreamError(
                .notImplemented,
                "collation \(spec.serverText) needs ICU, which this build of DocStream does not have (the bundled build): build with Debian's libicu-dev")
        }
        var error: UnsafePointer<CChar>?
        var validLocale = [CChar](repeating: 0, count: 157)
        guard let collator = docstream_collator_open(locale, &validLocale, Int32(validLocale.count), &error) else {
            throw DocStreamError(.operationFailed, "Failed to create collator: \(error.map { String(cString: $0) } ?? ""). Collation spec: \(spec.serverText)")
        }
        do {
            let valid = String(decoding: validLocale.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            try checkLocale(locale, valid: valid, spec: spec)
            let specification = try configure(collator, locale: locale, given: given, version: version, spec: spec)
            return Collator(specification: specification, collator: collator)
        } catch {
            docstream_collator_close(collator)
            throw error
        }
    }

    /// A stored collation (a collection's or an index's) without its ICU version, so that it
    /// is made again with this build's ICU whatever version wrote it.
    static func storedSpecification(_ value: BSONValue) -> BSONValue {
        guard case .document(var spec) = value else { return value }
        spec["version"] = nil
        return .document(spec)
    }

    /// ICU answers an unknown or non-canonical locale with the nearest it has data for; a
    /// collation names that locale exactly or is refused with ICU's suggestion.
    private static func checkLocale(_ locale: String, valid: String, spec: Document) throws(DocStreamError) {
        if locale.isEmpty { throw .badValue("Field 'locale' cannot be the empty string in: \(spec.serverText)") }
        guard valid == locale else {
            let suggestion = valid.isEmpty || valid == "root" ? "" : ". Did you mean '\(valid)'?"
            throw .badValue("Field 'locale' is invalid in: \(spec.serverText)\(suggestion)")
        }
    }

    private static func string(_ value: BSONValue, field: String) throws(DocStreamError) -> String {
        guard case .string(let string) = value else { throw wrongType(value, field: field, expected: "string") }
        return string
    }

    private static func wrongType(_ value: BSONValue, field: String, expected: String) -> DocStreamError {
        .typeMismatch("BSON field 'collation.\(field)' is the wrong type '\(value.type.alias)', expected type '\(expected)'")
    }

    private static func notInEnumeration(_ value: String, field: String) -> DocStreamError {
        .badValue("Enumeration value '\(value)' for field 'collation.\(field)' is not a valid value.")
    }

    /// One attribute of a collation document: its field, how its value is read and written,
    /// and the ICU attribute it sets.
    private struct Attribute: Sendable {
        typealias Setter = @Sendable (UnsafeMutableRawPointer, docstream_collation_value) -> UnsafePointer<CChar>?
        typealias Getter = @Sendable (UnsafeMutableRawPointer) -> docstream_collation_value
        let field: String
        let read: @Sendable (BSONValue) throws(DocStreamError) -> docstream_collation_value
        let write: @Sendable (docstream_collation_value) -> BSONValue
        let set: Setter
        let get: Getter
    }

    private static func icuAttribute(_ attribute: docstream_collation_attribute) -> (set: Attribute.Setter, get: Attribute.Getter) {
        ({ docstream_collator_set($0, attribute, $1) }, { docstream_collator_get($0, attribute) })
    }

    private static func boolean(_ field: String, _ attribute: docstream_collation_attribute) -> Attribute {
        let icu = icuAttribute(attribute)
        return Attribute(
            field: field,
            read: { value throws(DocStreamError) in
                guard case .bool(let flag) = value else { throw wrongType(value, field: field, expected: "bool") }
                return flag ? DOCSTREAM_COLLATION_ON : DOCSTREAM_COLLATION_OFF
            },
            write: { .bool($0 == DOCSTREAM_COLLATION_ON) }, set: icu.set, get: icu.get)
    }

    private static func choice(
        _ field: String, _ names: KeyValuePairs<String, docstream_collation_value>,
        set: @escaping Attribute.Setter, get: @escaping Attribute.Getter
    ) -> Attribute {
        Attribute(
            field: field,
            read: { value throws(DocStreamError) in
                let name = try string(value, field: field)
                guard let chosen = names.first(where: { $0.key == name }) else { throw notInEnumeration(name, field: field) }
                return chosen.value
            },
            write: { value in .string(names.first { $0.value == value }?.key ?? "") }, set: set, get: get)
    }

    private static let strengths: [docstream_collation_value] = [
        DOCSTREAM_COLLATION_PRIMARY, DOCSTREAM_COLLATION_SECONDARY, DOCSTREAM_COLLATION_TERTIARY,
        DOCSTREAM_COLLATION_QUATERNARY, DOCSTREAM_COLLATION_IDENTICAL,
    ]

    /// `strength` as IDL's safeInt reads it (any number, truncated toward zero) and its
    /// validator bounds it, then as an enumeration value 1 through 5.
    private static func strength(_ value: BSONValue) throws(DocStreamError) -> docstream_collation_value {
        guard value.isNumber, let strength = value.saturatingInteger(in: Int64(Int32.min)...Int64(Int32.max)) else {
            throw wrongType(value, field: "strength", expected: "[long, int, decimal, double]")
        }
        guard strength <= 5 else {
            throw DocStreamError(.location(51024), "BSON field 'collation.strength' value must be <= 5, actual value '\(strength)'")
        }
        guard strength >= 0 else {
            throw DocStreamError(.location(51024), "BSON field 'collation.strength' value must be >= 0, actual value '\(strength)'")
        }
        guard strength >= 1 else { throw notInEnumeration("\(strength)", field: "strength") }
        return strengths[Int(strength) - 1]
    }

    /// The Collation struct's fields: the locale, its version and the attributes, which read
    /// (and type-check) their own values.
    private static let arguments = ArgumentReader(
        errors: .idl("collation"), fields: [.required("locale", .string), .optional("version", .string)] + attributes.map { .optional($0.field) })

    /// The attributes in the order MongoDB lists them (the Collation struct's fields).
    private static let attributes: [Attribute] = [
        boolean("caseLevel", DOCSTREAM_COLLATION_CASE_LEVEL),
        choice(
            "caseFirst", ["upper": DOCSTREAM_COLLATION_UPPER_FIRST, "lower": DOCSTREAM_COLLATION_LOWER_FIRST, "off": DOCSTREAM_COLLATION_OFF],
            set: icuAttribute(DOCSTREAM_COLLATION_CASE_FIRST).set, get: icuAttribute(DOCSTREAM_COLLATION_CASE_FIRST).get),
        Attribute(
            field: "strength", read: strength,
            write: { value in .int32(Int32(strengths.firstIndex(of: value).map { $0 + 1 } ?? 3)) },
            set: icuAttribute(DOCSTREAM_COLLATION_STRENGTH).set, get: icuAttribute(DOCSTREAM_COLLATION_STRENGTH).get),
        boolean("numericOrdering", DOCSTREAM_COLLATION_NUMERIC_ORDERING),
        choice(
            "alternate", ["non-ignorable": DOCSTREAM_COLLATION_NON_IGNORABLE, "shifted": DOCSTREAM_COLLATION_SHIFTED],
            set: icuAttribute(DOCSTREAM_COLLATION_ALTERNATE).set, get: icuAttribute(DOCSTREAM_COLLATION_ALTERNATE).get),
        choice(
            "maxVariable", ["punct": DOCSTREAM_COLLATION_PUNCTUATION, "space": DOCSTREAM_COLLATION_SPACE],
            set: { docstream_collator_set_max_variable($0, $1) }, get: { docstream_collator_max_variable($0) }),
        boolean("normalization", DOCSTREAM_COLLATION_NORMALIZATION),
        boolean("backwards", DOCSTREAM_COLLATION_BACKWARDS),
    ]

    /// Sets the given attributes on the collator and returns the full specification, the
    /// locale's defaults for the others (updateCollationSpecFromICUCollator), after checking
    /// the version and the options together (validateCollationSpec).
    private static func configure(
        _ collator: UnsafeMutableRawPointer, locale: String, given: [String: docstream_collation_value], version: String?, spec: Document
    ) throws(DocStreamError) -> Document {
        var specification: Document = ["locale": .string(locale)]
        for attribute in attributes {
            if let value = given[attribute.field], let error = attribute.set(collator, value) {
                throw DocStreamError(
                    .operationFailed,
                    "Failed to set '\(attribute.field)' attribute: \(String(cString: error)). Collation spec: \(spec.serverText)")
            }
            specification[attribute.field] = attribute.write(given[attribute.field] ?? attribute.get(collator))
        }
        let icuVersion = String(cString: docstream_collation_icu_version())
        if let version, version != icuVersion {
            throw DocStreamError(
                .incompatibleCollationVersion,
                "Requested collation version \(version) but the only available collator version was \(icuVersion). Requested collation spec: \(spec.serverText)"
            )
        }
        specification["version"] = .string(icuVersion)
        // Backwards weights the secondary level, which strength 1 never reaches; caseFirst
        // orders the tertiary or case level.
        let strength = specification["strength"]?.int32Value ?? 3
        if specification["backwards"] == .bool(true), strength == 1 {
            throw .badValue("'backwards' is invalid with 'strength' of 1 in: \(spec.serverText)")
        }
        if specification["caseFirst"] != .string("off"), specification["caseLevel"] == .bool(false), strength <= 2 {
            throw .badValue("'caseFirst' is invalid unless 'caseLevel' is on or 'strength' is greater than 2 in: \(spec.serverText)")
        }
        return specification
    }

    /// The comparison key of a string: ICU's sort key, each byte written as the Unicode scalar
    /// of that number, so that the key's UTF-8 bytes order as the sort key's bytes do (scalars
    /// below 0x80 take one byte, the others two bytes that start above any one-byte scalar).
    func comparisonKey(of string: String) -> String {
        guard string.utf8.count <= Self.recentKeyLength else { return sortKey(of: string) }
        if let key = recentKeys.withLock({ $0[string] }) { return key }
        let key = sortKey(of: string)
        recentKeys.withLock { keys in
            if keys.count >= Self.recentKeysLimit { keys.removeAll(keepingCapacity: true) }
            keys[string] = key
        }
        return key
    }

    /// ICU's sort key of the string, written as `comparisonKey(of:)` says.
    private func sortKey(of string: String) -> String {
        var string = string
        let key: [UInt8] = string.withUTF8 { text in
            let pointer = UnsafeRawPointer(text.baseAddress)?.assumingMemoryBound(to: CChar.self)
            var capacity = text.count * 3 + 32
            while true {
                var length = 0
                let key = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                    length = Int(docstream_collator_sort_key(collator, pointer, Int32(clamping: text.count), buffer.baseAddress, Int32(clamping: capacity)))
                    count = length < capacity ? max(length, 0) : 0
                }
                // ICU gives the length it needs (the key and its zero byte) when it does not fit.
                if length < capacity { return key }
                capacity = length + 1
            }
        }
        let twoByteScalars = key.reduce(0) { $0 + Int($1 >> 7) }
        return String(unsafeUninitializedCapacity: key.count + twoByteScalars) { utf8 in
            var index = 0
            for byte in key {
                if byte < 0x80 {
                    utf8[index] = byte
                    index += 1
                } else {
                    utf8[index] = 0xC0 | byte >> 6
                    utf8[index + 1] = 0x80 | byte & 0x3F
                    index += 2
                }
            }
            return index
        }
    }

    /// The value with its strings (in documents and arrays too) replaced by their comparison
    /// keys: what a comparison, a sort key or a group key is made of under the collation.
    func comparable(_ value: BSONValue) -> BSONValue {
        switch value {
        case .string(let string): .string(comparisonKey(of: string))
        case .symbol(let symbol): .symbol(comparisonKey(of: symbol))
        case .document(let document): .document(comparable(document))
        case .array(let elements): .array(elements.map(comparable))
        default: value
        }
    }

    func comparable(_ document: Document) -> Document {
        Document(document.map { ($0.key, comparable($0.value)) })
    }

    /// The document's comparable form but for the values at `paths` (through documents and
    /// arrays of documents), kept as they are: a 2dsphere index's GeoJSON, whose strings name
    /// geometry types.
    func comparable(_ document: Document, keeping paths: [ArraySlice<String>]) -> Document {
        guard !paths.isEmpty else { return comparable(document) }
        return Document(
            document.map { name, value in
                let below = paths.filter { $0.first == name }.map { $0.dropFirst() }
                if below.isEmpty { return (name, comparable(value)) }
                if below.contains(where: \.isEmpty) { return (name, value) }
                return (name, comparable(value, keeping: below))
            })
    }

    private func comparable(_ value: BSONValue, keeping paths: [ArraySlice<String>]) -> BSONValue {
        switch value {
        case .document(let document): .document(comparable(document, keeping: paths))
        case .array(let elements): .array(elements.map { comparable($0, keeping: paths) })
        default: comparable(value)
        }
    }

    /// Whether a value holds a string anywhere: only such values compare differently under
    /// the collation.
    static func holdsStrings(_ value: BSONValue) -> Bool {
        switch value {
        case .string, .symbol: true
        case .document(let document): document.contains { holdsStrings($0.value) }
        case .array(let elements): elements.contains(where: holdsStrings)
        default: false
        }
    }
}
