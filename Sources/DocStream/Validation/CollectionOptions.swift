import DocStreamBSON

/// Which writes a collection's validator checks (MongoDB's validationLevel).
public enum ValidationLevel: String, Sendable {
    /// No validation.
    case off
    /// Every insert and update. The default.
    case strict
    /// Inserts, and updates of documents that were valid before the update.
    case moderate
}

/// What happens to a write a collection's validator refuses (MongoDB's validationAction).
public enum ValidationAction: String, Sendable {
    /// The write fails with 121 DocumentValidationFailure. The default.
    case error
    /// The write goes through and the store reports a warning (`Store.validationWarnings`).
    case warn
    /// The write fails, and the store also reports a warning.
    case errorAndLog
}

/// The options `create` and `collMod` set on a collection that DocStream keeps: its
/// validator, validation level and validation action, whether it is capped, or, for a view, its
/// definition. They are stored with the collection (journal and checkpoint) and shown by
/// `listCollections` as they were set.
struct CollectionOptions: Sendable {
    /// Set for a view, which has no validator and holds no documents.
    var view: ViewDefinition?
    /// Set for a capped collection (`CappedLimits`).
    var capped: CappedLimits?
    /// `changeStreamPreAndPostImages: {enabled}`: whether the collection's changes keep the
    /// documents before and after them for change streams that ask (`fullDocument` and
    /// `fullDocumentBeforeChange` of whenAvailable or required); nil while never set.
    private(set) var changeStreamPreAndPostImages: Bool?
    /// The default collation (`create`'s `collation`): what the collection's or view's
    /// operations, validator and indexes compare strings under unless they name their own;
    /// nil for the simple one.
    private(set) var collation: Collator?

    var recordsImages: Bool { changeStreamPreAndPostImages == true }
    private(set) var validator: DocumentValidator?
    /// nil while never set: then strict / error apply, and listCollections leaves them out.
    private(set) var validationLevel: ValidationLevel?
    private(set) var validationAction: ValidationAction?

    var level: ValidationLevel { validationLevel ?? .strict }
    var action: ValidationAction { validationAction ?? .error }

    init() {}

    /// The options as `listCollections` shows them and the journal stores them:
    /// `{capped?, size?, max?, validator?, validationLevel?, validationAction?,
    /// changeStreamPreAndPostImages?, collation?}`, or a view's `{viewOn, pipeline, collation?}`.
    var document: Document {
        var document: Document = view?.document ?? capped?.document ?? [:]
        if let collation { document["collation"] = .document(collation.specification) }
        if view != nil { return document }
        if let validator { document["validator"] = .document(validator.specification) }
        if let validationLevel { document["validationLevel"] = .string(validationLevel.rawValue) }
        if let validationAction { document["validationAction"] = .string(validationAction.rawValue) }
        if let changeStreamPreAndPostImages { document["changeStreamPreAndPostImages"] = ["enabled": .bool(changeStreamPreAndPostImages)] }
        return document
    }

    /// Options read back from the journal or a checkpoint.
    init(stored document: Document) throws(DocStreamError) {
        if let collation = document["collation"] { self.collation = try Collator.make(Collator.storedSpecification(collation)) }
        view = ViewDefinition(stored: document)
        capped = CappedLimits(stored: document)
        changeStreamPreAndPostImages = document["changeStreamPreAndPostImages"]?.documentValue?["enabled"]?.boolValue
        try set(
            validator: document["validator"]?.documentValue, level: document["validationLevel"]?.stringValue,
            action: document["validationAction"]?.stringValue, command: "create")
    }

    /// Sets what is given (`create`, `collMod`); an empty validator removes the validator.
    /// `command` names the command in errors ("create.validationLevel"); a validator is
    /// refused on `namespace` when MongoDB refuses it there. With `storingDefaults` (collMod),
    /// setting any of the three also stores the level and action that apply, as MongoDB's
    /// setValidator/setValidationLevel/setValidationAction do: after `{collMod, validator}`
    /// listCollections shows validationLevel "strict" and validationAction "error"
    /// (jstests/core/query/doc_validation/doc_validation.js).
    mutating func set(
        validator: Document?, level: String?, action: String?, command: String, on namespace: Namespace? = nil, storingDefaults: Bool = false
    ) throws(DocStreamError) {
        if let namespace, let validator, !validator.isEmpty { try Self.checkValidatorAllowed(on: namespace) }
        if let level {
            guard let parsed = ValidationLevel(rawValue: level) else { throw Self.badEnumeration(level, "\(command).validationLevel") }
            validationLevel = parsed
        }
        if let action {
            guard let parsed = ValidationAction(rawValue: action) else { throw Self.badEnumeration(action, "\(command).validationAction") }
            validationAction = parsed
        }
        if let validator {
            // The validator compares strings as the collection does.
            self.validator = validator.isEmpty ? nil : try Collator.applying(collation) { () throws(DocStreamError) in try DocumentValidator(validator) }
        }
        if storingDefaults, validator != nil || level != nil || action != nil {
            validationLevel = self.level
            validationAction = self.action
        }
        // jstests/core/query/doc_validation/doc_validation_encrypt_keywords.js.
        if self.validator?.usesEncryptionKeywords == true, self.level != .strict || self.action != .error {
            throw DocStreamError(
                .queryFeatureNotAllowed,
                "$jsonSchema keywords 'encrypt' and 'encryptMetadata' are allowed only with validationLevel 'strict' and validationAction 'error'")
        }
    }

    /// Sets the default collation (`create`), before the validator it applies to.
    mutating func setCollation(_ collator: Collator?) {
        collation = collator
    }

    /// Reads `{enabled: <bool>}`, the argument `create` and `collMod` (`command`) take for
    /// changeStreamPreAndPostImages, as their IDL does.
    mutating func setPreAndPostImages(_ argument: Document, command: String) throws(DocStreamError) {
        let reader = ArgumentReader(errors: .idl("\(command).changeStreamPreAndPostImages"), fields: [.required("enabled", .bool)])
        changeStreamPreAndPostImages = try reader.read(argument)["enabled"]?.boolValue
    }

    private static func badEnumeration(_ value: String, _ field: String) -> DocStreamError {
        .badValue("Enumeration value '\(value)' for field '\(field)' is not a valid value.")
    }

    /// MongoDB keeps validators off the internal databases and the system collections (72).
    private static func checkValidatorAllowed(on namespace: Namespace) throws(DocStreamError) {
        if ["admin", "local", "config"].contains(namespace.database) {
            throw DocStreamError(
                .invalidOptions, "Document validators are not allowed on collections in the \(namespace.database) database")
        }
        if namespace.collection.hasPrefix("system.") {
            throw DocStreamError(.invalidOptions, "Document validators not allowed on system collection \(namespace)")
        }
    }
}

/// A capped collection's limits, as `create` sets them (collection_options.cpp): at most `size`
/// bytes of documents (their BSON), and at most `max` documents when set. Once an insert passes
/// either, the oldest documents go, in insertion order, the newest always kept.
struct CappedLimits: Sendable, Equatable {
    /// MongoDB's largest capped size, 1 PB.
    static let largestSize: Int64 = 1 << 50
    /// What `max` becomes when given as 0 or less: no limit, shown as int32's largest.
    static let unlimitedDocuments: Int64 = Int64(Int32.max)

    var size: Int64
    var max: Int64?

    /// 2 BadValue for a size past 1 PB or a max of 2^31 or more; a max of 0 or less means no
    /// limit (checkAndAdjustCappedSize, checkAndAdjustCappedMaxDocs).
    init(size: Int64, max: Int64?) throws(DocStreamError) {
        guard size >= 0 else { throw .badValue("size has to be >= 0") }
        guard size <= Self.largestSize else { throw .badValue("size cannot exceed 1 PB") }
        if let max, max >= Self.unlimitedDocuments + 1 { throw .badValue("max in a capped collection has to be < 2^31 or not set") }
        self.size = size
        self.max = max.map { $0 <= 0 ? Self.unlimitedDocuments : $0 }
    }

    /// The limits `create` takes: a size of at least 1 (`checkCreatedSize`), then as
    /// `init(size:max:)` checks them.
    static func created(size: Int64, max: Int64?) throws(DocStreamError) -> CappedLimits {
        try checkCreatedSize(size)
        return try CappedLimits(size: size, max: max)
    }

    /// create.idl's validator of `size`: at least 1 (51024).
    static func checkCreatedSize(_ size: Int64) throws(DocStreamError) {
        guard size >= 1 else { throw DocStreamError(.location(51024), "BSON field 'size' value must be >= 1, actual value '\(size)'") }
    }

    init?(stored document: Document) {
        guard document["capped"] == true, let size = document["size"]?.saturatingInteger(in: 0...Self.largestSize) else { return nil }
        self.size = size
        max = document["max"]?.saturatingInteger(in: 0...Self.unlimitedDocuments)
    }

    /// `{capped: true, size, max?}`, the numbers as int32 where they fit (appendNumber).
    var document: Document {
        func number(_ value: Int64) -> BSONValue { Int32(exactly: value).map(BSONValue.int32) ?? .int64(value) }
        return Document([("capped", true), ("size", number(size))] + (max.map { [("max", number($0))] } ?? []))
    }

    /// Whether a collection of `count` documents of `bytes` bytes is past a limit.
    func isExceeded(count: Int, bytes: Int) -> Bool {
        Int64(bytes) > size || max.map { Int64(count) > $0 } == true
    }
}
