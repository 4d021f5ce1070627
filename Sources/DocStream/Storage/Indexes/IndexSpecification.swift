import DocStreamBSON

/// One field of an index's key pattern: a dotted path and its direction, or `"hashed"`: its
/// keys are the values' hashes (`HashedIndexKey`), in ascending order. A path ending in `$**`
/// is a wildcard index's: its keys are the paths and values of every field below
/// (`WildcardKeys`).
struct IndexField: Sendable, Equatable {
    let path: [String]
    let isAscending: Bool
    var isHashed = false
    /// A text field of the key pattern as given (`{subject: "text"}`); the stored pattern has
    /// `_fts` and `_ftsx` in their place (`TextIndexDefinition`).
    var isText = false
    /// A geospatial field (`"2dsphere"` or `"2d"`): its keys are cells (`GeoIndexDefinition`).
    var geo: GeoIndexKind?

    var dotted: String { path.joined(separator: ".") }

    var isWildcard: Bool { path.last == "$**" }
}

/// An index definition as `createIndexes` takes it and `listIndexes` shows it:
/// `{key: {storeNumber: 1, name: -1}, name: "storeNumber_1_name_-1", unique, sparse,
/// partialFilterExpression, hidden, expireAfterSeconds, wildcardProjection}`, and a text
/// index's `weights`, `default_language`, `language_override` and `textIndexVersion`, and a
/// geospatial index's `2dsphereIndexVersion`, `bits`, `min` and `max`.
///
/// Checked as MongoDB checks a spec (index_key_validate.cpp, IndexCatalogImpl::_isSpecOk):
/// unknown fields 197 InvalidIndexSpecificationOption, wrong types 14 TypeMismatch, bad key
/// patterns, names and option mixes 67 CannotCreateIndex, each message prefixed with
/// "Error in specification <spec> :: caused by ::" as createIndexes reports them.
struct IndexSpecification: Sendable {
    static let idIndexName = "_id_"

    let name: String
    let keyPattern: Document
    let fields: [IndexField]
    let isUnique: Bool
    let isSparse: Bool
    /// A hidden index is kept up to date (and enforces uniqueness) but the planner does not use it.
    let isHidden: Bool
    let partialFilterExpression: Document?
    let partialFilter: QueryFilter?
    /// A TTL index's lifetime: the TTL monitor removes a document once a date in its indexed
    /// field is this many seconds old (`Operations/TimeToLive.swift`).
    let expireAfterSeconds: Int32?
    /// A wildcard index's `wildcardProjection` as given, and the paths it keys.
    let wildcardProjection: Document?
    let wildcard: WildcardKeys?
    /// A text index's weights, languages and fields before and after its terms.
    let text: TextIndexDefinition?
    /// A 2dsphere or 2d index's geospatial field and its cells' parameters.
    let geo: GeoIndexDefinition?
    let version: Int32
    /// The collation the index's keys hold strings under (their comparison keys); nil for the
    /// simple one. A collection's default collation is the index's unless it names one.
    let collation: Collator?
    /// Options listed as given that change nothing here (`background`, `storageEngine`).
    let passiveOptions: [(key: String, value: BSONValue)]

    /// The spec fields MongoDB knows (index_key_validate.cpp allowedFieldNames), with the types
    /// validateIndexSpec holds them to; the others are refused as unsupported once read.
    private static let specFields: [ArgumentField] =
        [
            .required("key", .object), .optional("name", .string), .optional("v", .number), .optional("hidden", .bool),
            .optional("partialFilterExpression", .object), .optional("collation", .object),
            flag("unique"), flag("sparse"), flag("background"),
        ]
        + [
            "ns", "expireAfterSeconds", "storageEngine", "weights", "default_language", "language_override", "textIndexVersion",
            "2dsphereIndexVersion", "bits", "min", "max", "bucketSize", "wildcardProjection", "clustered", "prepareUnique", "dropDups",
            "originalSpec", "coarsestIndexedLevel", "finestIndexedLevel",
        ].map { .optional($0) }

    /// A boolean option, which may also be given as a number (`unique: 1`).
    private static func flag(_ name: String) -> ArgumentField {
        .optional(name, ArgumentType(types: [.bool] + ArgumentType.number.types)) { value in
            .typeMismatch("The field '\(name) has value \(name): \(value.serverText), which is not convertible to bool")
        }
    }

    /// Index types (string values in a key pattern) MongoDB has and DocStream does not build.
    private static let specialIndexTypes: Set<String> = ["geoHaystack", "columnstore"]

    /// The `_id` index every collection has.
    static let idIndex = IndexSpecification(
        name: idIndexName, keyPattern: ["_id": .int32(1)], fields: [IndexField(path: ["_id"], isAscending: true)],
        isUnique: true, isSparse: false, isHidden: false, partialFilterExpression: nil, partialFilter: nil, expireAfterSeconds: nil,
        wildcardProjection: nil, wildcard: nil, text: nil, geo: nil, version: 2, passiveOptions: [])

    private init(
        name: String, keyPattern: Document, fields: [IndexField], isUnique: Bool, isSparse: Bool, isHidden: Bool,
        partialFilterExpression: Document?, partialFilter: QueryFilter?, expireAfterSeconds: Int32?, wildcardProjection: Document?,
        wildcard: WildcardKeys?, text: TextIndexDefinition?, geo: GeoIndexDefinition?, version: Int32,
        collation: Collator? = nil, passiveOptions: [(key: String, value: BSONValue)]
    ) {
        self.name = name
        self.keyPattern = keyPattern
        self.fields = fields
        self.isUnique = isUnique
        self.isSparse = isSparse
        self.isHidden = isHidden
        self.partialFilterExpression = partialFilterExpression
        self.partialFilter = partialFilter
        self.expireAfterSeconds = expireAfterSeconds
        self.wildcardProjection = wildcardProjection
        self.wildcard = wildcard
        self.text = text
        self.geo = geo
        self.version = version
        self.collation = collation
        self.passiveOptions = passiveOptions
    }

    /// A spec read back from the journal or a checkpoint (`Collator.storedSpecification`).
    init(stored spec: Document) throws(DocStreamError) {
        var spec = spec
        if let collation = spec["collation"] { spec["collation"] = Collator.storedSpecification(collation) }
        try self.init(spec)
    }

    /// Parses and checks one element of `createIndexes.indexes`. A spec without a name gets
    /// the default one (`a_1_b_-1`), as the shells and drivers give it.
    init(_ spec: Document) throws(DocStreamError) {
        do throws(DocStreamError) {
            try self.init(checking: spec)
        } catch  where error.errorCode != .badValue {
            throw DocStreamError(
                error.errorCode, "Error in specification \(spec.serverText) :: caused by :: \(error.message)", location: error.location)
        }
        // After the spec's own checks, as createIndexes makes them (validateIdIndexSpec, then
        // validateIndexSpecTTL), quoting the spec as given; then as the index's access method
        // does when the build starts.
        if spec["expireAfterSeconds"] != nil { try checkTimeToLive(spec) }
        try checkHashedFields()
        try checkWildcardOptions()
        try geo?.check()
    }

    /// The options a wildcard index refuses (IndexCatalogImpl::_isSpecOk): sparse, unique, a
    /// lifetime.
    private func checkWildcardOptions() throws(DocStreamError) {
        guard wildcard != nil else { return }
        if isSparse { throw Self.cannotCreate("Index type 'wildcard' does not support the sparse option") }
        if isUnique { throw Self.cannotCreate("Index type 'wildcard' does not support the unique option") }
        if expireAfterSeconds != nil { throw Self.cannotCreate("Index type 'wildcard' cannot be a TTL index") }
    }

    /// validateIdIndexSpec and validateIndexSpecTTL for a spec with `expireAfterSeconds`.
    private func checkTimeToLive(_ spec: Document) throws(DocStreamError) {
        if isIDIndex {
            let shown = spec["v"] == nil ? Document(Array(spec) + [("v", BSONValue.int32(version))]) : spec
            throw DocStreamError(
                .invalidIndexSpecificationOption,
                "The field 'expireAfterSeconds' is not valid for an _id index specification. Specification: \(shown.serverText)")
        }
        do throws(DocStreamError) {
            _ = try Self.timeToLive(spec["expireAfterSeconds"]!)
        } catch {
            throw Self.cannotCreate(". Index spec: \(spec.serverText) :: caused by :: \(error.message)")
        }
        guard fields.count == 1 else {
            throw Self.cannotCreate("TTL indexes are single-field indexes, compound indexes do not support TTL. Index spec: \(spec.serverText)")
        }
    }

    /// A hashed index's checks (HashAccessMethod, ExpressionParams::parseHashParams): not
    /// unique (16764), one hashed field (31303).
    private func checkHashedFields() throws(DocStreamError) {
        let hashedFields = fields.filter(\.isHashed).count
        guard hashedFields > 0 else { return }
        if isUnique {
            throw DocStreamError(.location(16764), "Currently hashed indexes cannot guarantee uniqueness. Use a regular index.")
        }
        guard hashedFields == 1 else {
            throw DocStreamError(
                .location(31303), "A maximum of one index field is allowed to be hashed but found \(hashedFields) for 'key' \(keyPattern.serverText)")
        }
    }

    /// The lifetime `expireAfterSeconds` gives a TTL index (validateExpireAfterSeconds): a
    /// number, not NaN, within an int32 and not negative; fractions are dropped.
    static func timeToLive(_ value: BSONValue) throws(DocStreamError) -> Int32 {
        guard value.isNumber else {
            throw cannotCreate("TTL index 'expireAfterSeconds' option must be numeric, but received a type of '\(value.type.alias)'")
        }
        guard !value.numericDouble.isNaN else { throw cannotCreate("TTL index 'expireAfterSeconds' option must not be NaN") }
        let seconds = value.saturatingInteger(in: Int64.min...Int64.max) ?? 0
        guard seconds == value.saturatingInteger(in: Int64(Int32.min)...Int64(Int32.max)) else {
            throw cannotCreate("TTL index 'expireAfterSeconds' must be within the range of a 32-bit integer")
        }
        guard seconds >= 0 else { throw cannotCreate("TTL index 'expireAfterSeconds' option cannot be less than 0") }
        return Int32(seconds)
    }

    /// The same index with another lifetime or visibility (collMod's `index` option).
    func with(expireAfterSeconds: Int32?, isHidden: Bool) -> IndexSpecification {
        IndexSpecification(
            name: name, keyPattern: keyPattern, fields: fields, isUnique: isUnique, isSparse: isSparse, isHidden: isHidden,
            partialFilterExpression: partialFilterExpression, partialFilter: partialFilter, expireAfterSeconds: expireAfterSeconds,
            wildcardProjection: wildcardProjection, wildcard: wildcard, text: text, geo: geo, version: version, collation: collation,
            passiveOptions: passiveOptions)
    }

    private init(checking spec: Document) throws(DocStreamError) {
        let errors = ArgumentErrors(
            unknownField: {
                .init(.invalidIndexSpecificationOption, "The field '\($0)' is not valid for an index specification. Specification: \(spec.serverText)")
            },
            missingField: { .failedToParse("The '\($0)' field is a required property of an index specification") },
            wrongType: { field, value, expected in
                .typeMismatch("The field '\(field)' must be \(expected.count == 1 ? expected[0].withArticle : "a number"), but got \(value.type.alias)")
            })
        // The key pattern is checked where it stands, before the fields after it.
        var fields: [IndexField] = []
        let arguments = try ArgumentReader(errors: errors, fields: Self.specFields, checksNamesFirst: true).read(spec) { (name, value) throws(DocStreamError) in
            if name == "key" { fields = try Self.fields(of: value.documentValue!) }
        }
        var keyPattern = arguments.document("key")!
        let name = arguments.string("name") ?? Self.defaultName(keyPattern)
        guard !name.isEmpty else { throw Self.cannotCreate("index name cannot be empty") }
        guard !name.contains("\u{0}") else { throw Self.cannotCreate("index name cannot contain NUL bytes") }
        guard name != "*" else { throw .badValue("The index name '*' is not valid.") }
        let isUnique = Self.isSet(arguments["unique"])
        let isSparse = Self.isSet(arguments["sparse"])
        let isHidden = arguments["hidden"]?.boolValue ?? false
        var version: Int32 = 2
        if let value = arguments["v"] {
            let number = value.saturatingInteger(in: Int64(Int32.min)...Int64(Int32.max)) ?? 0
            guard number == 1 || number == 2 else {
                throw Self.cannotCreate("Invalid index specification \(spec.serverText); cannot create an index with v=\(number)")
            }
            version = Int32(number)
        }
        // The partial filter compares strings as the index does.
        let collation = try arguments["collation"].flatMap { (value) throws(DocStreamError) in try Collator.make(value) }
        var partialFilterExpression: Document?
        var partialFilter: QueryFilter?
        if let filter = arguments.document("partialFilterExpression") {
            partialFilter = try Collator.applying(collation) { () throws(DocStreamError) in try QueryFilter(filter) }
            guard !isSparse else { throw Self.cannotCreate("cannot mix \"partialFilterExpression\" and \"sparse\" options") }
            try Self.checkPartialFilter(filter)
            partialFilterExpression = filter
        }
        var passiveOptions: [(key: String, value: BSONValue)] = []
        var expireAfterSeconds: Int32?
        var wildcardProjection: Document?
        for (key, value) in spec {
            switch key {
            case "key", "name", "v", "ns", "unique", "sparse", "partialFilterExpression", "hidden", "collation":
                continue
            case "background":
                passiveOptions.append((key, value))
            case "expireAfterSeconds":
                // An invalid lifetime is refused once the rest of the spec has been checked.
                expireAfterSeconds = try? Self.timeToLive(value)
            case "storageEngine":
                guard case .document(let options) = value else {
                    throw Self.cannotCreate("\"storageEngine\" options must be a document if present")
                }
                guard !options.isEmpty else {
                    throw Self.cannotCreate("Empty \"storageEngine\" options are invalid. Please remove the field or include valid options.")
                }
                passiveOptions.append((key, value))
            case "wildcardProjection":
                wildcardProjection = try WildcardKeys.checkedProjection(value, keyPattern: keyPattern, fields: fields)
            case "weights":
                guard value.type == .document || value.type == .string else {
                    throw .typeMismatch("The field 'weights' must be an object, but got \(value.type.alias)")
                }
                guard TextIndexDefinition.isTextKeyPattern(keyPattern) else {
                    throw Self.cannotCreate("Invalid index specification \(spec.serverText); the field 'weights' can only be specified with text indexes")
                }
            case "2dsphereIndexVersion", "finestIndexedLevel", "coarsestIndexedLevel", "bits", "min", "max":
                // Read with the geospatial field below; other indexes keep them as given.
                guard value.isNumber else { throw .typeMismatch("The field '\(key)' must be a number, but got \(value.type.alias)") }
                if !fields.contains(where: { $0.geo != nil }) { passiveOptions.append((key, value)) }
            case "default_language", "language_override", "textIndexVersion":
                let isNumber = key == "textIndexVersion"
                guard isNumber ? value.isNumber : value.type == .string else {
                    throw .typeMismatch("The field '\(key)' must be \(isNumber ? "a number" : "a string"), but got \(value.type.alias)")
                }
                guard TextIndexDefinition.isTextKeyPattern(keyPattern) else {
                    throw Self.cannotCreate("the '\(key)' option is only for text indexes")
                }
            default:
                throw Self.cannotCreate(
                    "the '\(key)' option is not supported: DocStream builds ascending, descending, hashed, wildcard, text and geospatial indexes")
            }
        }
        if Self.isIDKeyPattern(keyPattern) {
            if spec["unique"] != nil, !isUnique { throw Self.cannotCreate("_id index cannot be non-unique") }
            if partialFilterExpression != nil { throw Self.cannotCreate("_id index cannot be a partial index") }
            if isSparse { throw Self.cannotCreate("_id index cannot be sparse") }
            if isHidden { throw Self.cannotCreate("cannot create a hidden `_id_` index") }
        } else if name == Self.idIndexName {
            throw .badValue("The index name '_id_' is reserved for the _id index, which must have key pattern {_id: 1}, found key: \(keyPattern.serverText)")
        }
        let wildcard = try fields.first(where: \.isWildcard).map { (field) throws(DocStreamError) in
            try WildcardKeys(root: field.path.dropLast(), projection: wildcardProjection)
        }
        var text: TextIndexDefinition?
        if TextIndexDefinition.isTextKeyPattern(keyPattern) {
            let normalized = try TextIndexDefinition.normalizing(keyPattern, options: spec)
            keyPattern = normalized.keyPattern
            text = normalized.definition
            fields =
                normalized.definition.prefixFields + [IndexField(path: ["_fts"], isAscending: true), IndexField(path: ["_ftsx"], isAscending: true)]
                + normalized.definition.suffixFields
        }
        let geo = GeoIndexDefinition(fields: fields, options: spec)
        // MongoDB refuses a collation for text and 2d indexes (index_key_validate.cpp).
        if let collation, text != nil || geo?.kind == .flat {
            let type = text != nil ? "text" : GeoIndexKind.flat.rawValue
            throw Self.cannotCreate("Index type '\(type)' does not support collation: \(collation.specification.serverText)")
        }
        self.init(
            name: name, keyPattern: keyPattern, fields: fields, isUnique: isUnique, isSparse: isSparse, isHidden: isHidden,
            partialFilterExpression: partialFilterExpression, partialFilter: partialFilter, expireAfterSeconds: expireAfterSeconds,
            wildcardProjection: wildcardProjection, wildcard: wildcard, text: text, geo: geo, version: version, collation: collation,
            passiveOptions: passiveOptions)
    }

    /// The spec as listIndexes shows it: `{v, key, name, unique?, sparse?, hidden?, partialFilterExpression?, ...}`.
    var document: Document {
        var elements: [(String, BSONValue)] = [("v", .int32(version)), ("key", .document(keyPattern)), ("name", .string(name))]
        if isUnique && name != Self.idIndexName { elements.append(("unique", true)) }
        if isSparse { elements.append(("sparse", true)) }
        if isHidden { elements.append(("hidden", true)) }
        if let partialFilterExpression { elements.append(("partialFilterExpression", .document(partialFilterExpression))) }
        if let expireAfterSeconds { elements.append(("expireAfterSeconds", .int32(expireAfterSeconds))) }
        if let wildcardProjection { elements.append(("wildcardProjection", .document(wildcardProjection))) }
        if let text { elements += text.options }
        if let geo { elements += geo.options }
        if let collation { elements.append(("collation", .document(collation.specification))) }
        for option in passiveOptions { elements.append((option.key, option.value)) }
        return Document(elements)
    }

    var isIDIndex: Bool { name == Self.idIndexName }

    /// `{_id: 1}`, the key pattern of the `_id` index.
    static func isIDKeyPattern(_ keyPattern: Document) -> Bool {
        keyPattern.count == 1 && keyPattern["_id"]?.isMongoEqual(to: .int32(1)) == true
    }

    /// Whether the two define the same index apart from its name (MongoDB's uniquely-identifying
    /// options: key pattern, unique, sparse, partial filter, wildcard projection;
    /// IndexDescriptor::compareIndexOptions).
    func isEquivalent(to other: IndexSpecification) -> Bool {
        Document.compare(keyPattern, other.keyPattern) == 0 && isUnique == other.isUnique && isSparse == other.isSparse
            && Self.same(partialFilterExpression, other.partialFilterExpression) && Self.same(wildcardProjection, other.wildcardProjection)
            && (text.map { other.text.map($0.isEquivalent) ?? false } ?? (other.text == nil))
            && collation?.specification == other.collation?.specification
    }

    private static func same(_ first: Document?, _ second: Document?) -> Bool {
        guard let first, let second else { return first == nil && second == nil }
        return Document.compare(first, second) == 0
    }

    /// The directions of an index key's components: a wildcard index's keys are a path
    /// (ascending) and a value in the key pattern's direction.
    var keyDirections: [Bool] {
        wildcard == nil ? fields.map(\.isAscending) : [true, fields[0].isAscending]
    }

    /// Whether the two are the same index, options included, name aside.
    func isIdentical(to other: IndexSpecification) -> Bool {
        isEquivalent(to: other) && isHidden == other.isHidden && expireAfterSeconds == other.expireAfterSeconds
    }

    /// The default name: each field and its value joined by "_" (`{a: 1, "b.c": -1}` is `a_1_b.c_-1`).
    static func defaultName(_ keyPattern: Document) -> String {
        keyPattern.map { field, value -> String in
            let text: String =
                switch value {
                case .string(let type): type
                case .double(let number) where number == number.rounded() && abs(number) < 1e15: "\(Int64(number))"
                default: value.serverText
                }
            return "\(field)_\(text)"
        }.joined(separator: "_")
    }

    static func cannotCreate(_ message: String) -> DocStreamError {
        DocStreamError(.cannotCreateIndex, message)
    }

    /// A boolean option's value (false when absent): a bool, or a number other than 0.
    private static func isSet(_ value: BSONValue?) -> Bool {
        guard let value else { return false }
        return value.boolValue ?? (value.numericDouble != 0)
    }

    /// The key pattern's fields (validateKeyPattern): numbers other than 0 and NaN give the
    /// direction; `"hashed"` a hashed field; other strings name index types this store does not
    /// build. A path ending in `$**` (alone in the pattern) makes a wildcard index.
    private static func fields(of keyPattern: Document) throws(DocStreamError) -> [IndexField] {
        guard !keyPattern.isEmpty else { throw cannotCreate("Index keys cannot be empty.") }
        guard keyPattern.bytes.count <= 2048 else { throw cannotCreate("Index key pattern too large.") }
        // MongoDB's limit on compound indexes (Ordering holds a bit per field).
        guard keyPattern.count <= 32 else { throw cannotCreate("Index key pattern has \(keyPattern.count) fields; a compound index has at most 32") }
        var seen = Set<String>()
        var fields: [IndexField] = []
        for (field, value) in keyPattern {
            guard seen.insert(field).inserted else {
                throw .badValue("The field '\(field)' appears multiple times in the index key pattern \(keyPattern.serverText)")
            }
            let isAscending: Bool
            var isHashed = false
            var isText = false
            var geo: GeoIndexKind?
            switch value {
            case .int32, .int64, .double, .decimal128:
                let number = value.numericDouble
                guard !number.isNaN else { throw cannotCreate("Values in the index key pattern cannot be NaN.") }
                guard number != 0 else { throw cannotCreate("Values in the index key pattern cannot be 0.") }
                isAscending = number > 0
            case .string("hashed"):
                isAscending = true
                isHashed = true
            case .string("wildcard"):
                throw cannotCreate("The key pattern value for an 'wildcard' index must be a non-zero number, not a string.")
            case .string("text"):
                isAscending = true
                isText = true
            case .string(let type) where GeoIndexKind(rawValue: type) != nil:
                isAscending = true
                geo = GeoIndexKind(rawValue: type)
            case .string(let type):
                guard !type.isEmpty else { throw cannotCreate("Values in the index key pattern cannot be empty strings") }
                guard specialIndexTypes.contains(type) else { throw cannotCreate("Unknown index plugin '\(type)'") }
                throw cannotCreate("'\(type)' indexes are not supported: DocStream builds ascending, descending, hashed, wildcard, text and geospatial indexes")
            default:
                throw cannotCreate(
                    "Values in v:2 index key pattern cannot be of type \(value.type.alias). Only numbers > 0, numbers < 0, and strings are allowed.")
            }
            let isWildcard = !isHashed && !isText && (field == "$**" || field.hasSuffix(".$**"))
            let components = field.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !field.isEmpty else { throw cannotCreate("Index keys cannot be an empty field.") }
            for (position, component) in components.enumerated() {
                guard !component.isEmpty else { throw cannotCreate("Index keys cannot contain an empty field.") }
                // A DBRef's $ref, $id and $db may be indexed below the top level.
                if isWildcard, position == components.count - 1 { continue }
                // A wildcard text index: every string of the document.
                if isText, field == "$**" { continue }
                if component.hasPrefix("$"), position == 0 || !["$ref", "$id", "$db"].contains(component) {
                    throw cannotCreate("Index key contains an illegal field name: field name starts with '$'.")
                }
            }
            if components == ["_fts"], !isText { throw cannotCreate("Index key contains an illegal field name: '_fts'") }
            fields.append(IndexField(path: components, isAscending: isAscending, isHashed: isHashed, isText: isText, geo: geo))
        }
        let plugins = [
            fields.contains(where: \.isText), fields.contains(where: \.isHashed), fields.contains { $0.geo == .sphere },
            fields.contains { $0.geo == .flat },
        ]
        if plugins.filter({ $0 }).count > 1 {
            throw cannotCreate("Can't use more than one index plugin for a single index.")
        }
        if fields.count > 1, fields.contains(where: \.isWildcard) {
            throw cannotCreate("compound wildcard indexes are not supported: a wildcard index has its '$**' field alone")
        }
        return fields
    }

    /// The expressions a partial filter may hold (checkValidFilterExpressions): equality
    /// (not with a regular expression), `$exists: true`, `$gt`, `$gte`, `$lt`, `$lte`, `$type`,
    /// `$in`, and `$and` / `$or` of these; 67 otherwise.
    private static func checkPartialFilter(_ filter: Document) throws(DocStreamError) {
        func unsupported(_ expression: String) -> DocStreamError {
            cannotCreate("Expression not supported in partial index: \(expression)")
        }
        for (key, value) in filter {
            switch key {
            case "$and", "$or":
                for clause in value.arrayValue ?? [] {
                    if case .document(let document) = clause { try checkPartialFilter(document) }
                }
            case _ where key.hasPrefix("$"):
                throw unsupported(key)
            default:
                guard FilterCompiler.isOperatorDocument(value, allowingIncompleteDBRef: false), case .document(let conditions) = value else {
                    if case .regex(let regex) = value { throw unsupported("\(key) regex /\(regex.pattern)/") }
                    continue
                }
                for (operatorName, operand) in conditions {
                    switch operatorName {
                    case "$eq":
                        if case .regex = operand { throw unsupported("\(key) $eq \(operand.serverText)") }
                    case "$gt", "$gte", "$lt", "$lte", "$type", "$in":
                        continue
                    case "$exists":
                        if !operand.isTruthy { throw unsupported("$not\n    \(key) exists\n") }
                    case "$ne", "$nin", "$not":
                        throw unsupported("$not\n    \(key) \(operatorName)\n")
                    default:
                        throw unsupported("\(key) \(operatorName)")
                    }
                }
            }
        }
    }
}

extension BSONValue {
    /// A number as a double (NaN for other types).
    var numericDouble: Double {
        switch self {
        case .int32(let number): Double(number)
        case .int64(let number): Double(number)
        case .double(let number): number
        case .decimal128(let number): number.doubleValue.value
        default: .nan
        }
    }

    /// MongoDB's truthiness of a value given as a flag: false, 0 and null/undefined are false.
    var isTruthy: Bool {
        switch self {
        case .bool(let flag): flag
        case .null, .undefined: false
        case .int32, .int64, .double, .decimal128: numericDouble != 0
        default: true
        }
    }
}
