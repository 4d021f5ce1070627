import DocStreamBSON

/// How one write applies its collection's validator: every document it inserts, and the new
/// version of every document it changes, unless the write bypasses validation
/// (`bypassDocumentValidation`) or the validation level exempts it. A refused document fails
/// with 121 DocumentValidationFailure and MongoDB's `errInfo`, or, with the "warn" action, goes
/// through and leaves a warning the caller reports once the write is done.
struct WriteValidation {
    let namespace: Namespace
    let bypass: Bool
    private(set) var warnings: [ValidationWarning] = []

    init(namespace: Namespace, bypass: Bool = false) {
        self.namespace = namespace
        self.bypass = bypass
    }

    /// Checks a document to be stored; `original` is the version an update replaces (nil for
    /// an insert or upsert). Under "moderate", updates of documents that were already invalid
    /// are not checked.
    mutating func check(_ document: Document, replacing original: Document? = nil, options: CollectionOptions) throws(DocStreamError) {
        guard checksDocuments(under: options), let validator = options.validator else { return }
        if options.level == .moderate, let original, !validator.matches(original) { return }
        guard !validator.matches(document) else { return }
        let info = validator.errorInfo(for: document)
        if options.action != .error {
            warnings.append(ValidationWarning(namespace: namespace.description, document: document, errorInfo: info))
        }
        if options.action != .warn {
            throw DocStreamError.documentValidationFailure(info)
        }
    }

    /// Whether `check` looks at documents at all under `options` (not bypassed, a validator,
    /// a level other than off), so a batch can ask once instead of per document.
    func checksDocuments(under options: CollectionOptions) -> Bool {
        !bypass && options.validator != nil && options.level != .off
    }

    /// Hands the warnings to the store's handler; call when the write is over.
    func reportWarnings(to store: Store) {
        store.validationWarnings.report(warnings)
    }
}

extension DocStreamError {
    /// MongoDB 121 DocumentValidationFailure, with the reasons in `info` (errInfo).
    static func documentValidationFailure(_ info: Document) -> DocStreamError {
        DocStreamError(.documentValidationFailure, "Document failed validation", info: info)
    }
}
