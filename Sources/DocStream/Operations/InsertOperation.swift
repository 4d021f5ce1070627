import DocStreamBSON

/// What an insert of several documents did: the `_id`s written, and for each failure the
/// index of the document in the request and its error.
struct WriteOutcome: Sendable {
    var count = 0
    var insertedIDs: [BSONValue] = []
    var writeErrors: [(index: Int, error: DocStreamError)] = []
}

extension CollectionOperations {
    /// Inserts the documents in order. Ordered: stops at the first failure; unordered: goes on
    /// and reports every failure. A failed document writes nothing. Throws only when the
    /// journal refuses the batch, and then none of it is stored. Each document must pass the
    /// collection's validator unless `bypassDocumentValidation`. `checked`, when given, holds
    /// the documents' stored-form checks, made before (`StoredFormKeys`). With `retryable`, the
    /// statement id of each document (`statementIDs`, in order) is recorded for each document
    /// inserted, in the write's journal record.
    func insert(
        _ documents: [Document], ordered: Bool = true, bypassDocumentValidation: Bool = false, checked: StoredFormKeys? = nil,
        retryable: (session: RetryableWriteSession, statementIDs: [Int32])? = nil
    ) throws(DocStreamError) -> WriteOutcome {
        try store.waitingForTransactions { () throws(DocStreamError) -> WriteOutcome in
            var outcome = WriteOutcome()
            var validation = WriteValidation(namespace: namespace, bypass: bypassDocumentValidation)
            defer { validation.reportWarnings(to: store) }
            // Started before the lock is taken, so a large batch's helper is already preparing.
            let preparation = InsertPreparation(documents, checked: checked)
            // The documents inserted: those before the first failure when ordered, all but the failures otherwise.
            let recording = retryable.map { retryable in
                RetryableWrite<Void>(session: retryable.session) { _ in
                    let failed = Set(outcome.writeErrors.map(\.index))
                    let attempted = ordered ? (outcome.writeErrors.first?.index ?? documents.count) : documents.count
                    return (0..<attempted).filter { !failed.contains($0) }.map { ExecutedStatement(id: retryable.statementIDs[$0], reply: [:]) }
                }
            }
            do throws(DocStreamError) {
                // A few documents, or any number into a collection too large to read, go into a
                // collection not read yet without reading it: the write needs only the
                // documents with their `_id`s, if there are any.
                var windowed = documents.count <= Self.windowedInsertLimit
                if !windowed { windowed = try store.streamedCollection(namespace) != nil }
                try store.write(namespace, retryable: recording, touching: windowed ? documents.compactMap { $0["_id"] } : nil) {
                    (collection) throws(DocStreamError) in
                    collection.reserveCapacity(forAdding: documents.count)
                    outcome.insertedIDs.reserveCapacity(documents.count)
                    let validating = validation.checksDocuments(under: collection.options)
                    for index in documents.indices {
                        do throws(DocStreamError) {
                            let (prepared, key) = try preparation.nextPrepared()
                            if let ahead = preparation.key(ahead: Self.prefetchDistance) { collection.prefetchSlot(for: ahead) }
                            preparation.prefetchDocument(ahead: Self.prefetchDistance)
                            if validating { try validation.check(prepared, options: collection.options) }
                            _ = try collection.insert(prepared, key: key, namespace: namespace)
                            outcome.count += 1
                            outcome.insertedIDs.append(key.value)
                        } catch {
                            outcome.writeErrors.append((index, error))
                            if ordered { break }
                        }
                    }
                }
            } catch  where error.errorCode == .commandNotSupportedOnView {
                // The store refuses a view before reading the documents: each fails on its own,
                // as each statement of an update does.
                outcome.writeErrors = (ordered ? documents.indices.prefix(1) : documents.indices[...]).map { ($0, error) }
            }
            return outcome
        }
    }

    /// The most documents an insert takes to a collection not read yet without reading it,
    /// unless reading it would take more than the store's cache.
    static var windowedInsertLimit: Int { 16 }

    /// How many documents ahead an insert readies the caches for (`prefetchSlot`): one insert
    /// takes longer than a cache miss.
    static let prefetchDistance = 2

    /// The document as it is stored: `_id` first (an ObjectId made when missing), within the
    /// 16 MiB limit, with an `_id` MongoDB accepts.
    static func prepareForInsert(_ document: Document) throws(DocStreamError) -> Document {
        try preparedForInsert(document).document
    }

    /// `prepareForInsert`, with the `_id` it has.
    static func preparedForInsert(_ document: Document) throws(DocStreamError) -> (document: Document, id: BSONValue) {
        if let id = try storedFormIDForInsert(of: document) { return (document, id) }
        return try rebuiltForInsert(document)
    }

    /// The `_id` of a document already in stored form (an import, a copy of a stored document),
    /// which `preparedForInsert` keeps as it is (the builder would write its bytes again
    /// unchanged), its checks made; nil for any other document. Makes nothing, so any thread
    /// may run it ahead (`InsertPreparation`). `hasStoredFormID`, when known (its reader saw its
    /// fields), says whether its `_id` is first and the only one, which then is not looked for
    /// again. (The document is not handed back: a copy of it cost two reference counts.)
    static func storedFormIDForInsert(of document: Document, hasStoredFormID: Bool? = nil) throws(DocStreamError) -> BSONValue? {
        let storedFormID =
            switch hasStoredFormID {
            case true?: document.firstValue
            case false?: nil as BSONValue?
            case nil: document.storedFormID
            }
        guard let id = storedFormID else { return nil }
        try validateID(id)
        guard document.bytes.count <= BSONLimits.maxDocumentSize else {
            throw .objectTooLarge(size: document.bytes.count)
        }
        return id
    }

    /// `preparedForInsert` of a document not in stored form: its `_id` (made when missing)
    /// moved first.
    static func rebuiltForInsert(_ document: Document) throws(DocStreamError) -> (document: Document, id: BSONValue) {
        var builder = DocumentBuilder(reservingCapacity: document.bytes.count + 20)
        let id = document["_id"] ?? .objectId(ObjectId())
        try validateID(id)
        try builder.append("_id", id)
        for (key, value) in document where key != "_id" {
            try builder.append(key, value)
        }
        let prepared = builder.finish()
        guard prepared.bytes.count <= BSONLimits.maxDocumentSize else {
            throw .objectTooLarge(size: prepared.bytes.count)
        }
        return (prepared, id)
    }

    /// MongoDB refuses arrays, regexes and undefined as `_id` (error 53 InvalidIdField), and a
    /// document `_id` with a `$`-prefixed field at any depth (52 DollarPrefixedFieldName,
    /// storage_validation.cpp storageValidIdField).
    static func validateID(_ id: BSONValue) throws(DocStreamError) {
        let kind: String? =
            switch id {
            case .array: "an array"
            case .regex: "a regex"
            case .undefined: "undefined"
            default: nil
            }
        if let kind {
            throw DocStreamError(.invalidIdField, "can't use \(kind) for _id")
        }
        if case .document(let document) = id,
            let name = document.bytes.withUnsafeBytes({ firstDollarPrefixedName(in: $0) })
        {
            throw DocStreamError(.dollarPrefixedFieldName, "_id fields may not contain '$'-prefixed fields: \(name) is not valid for storage.")
        }
    }

    /// BSONObj::storageValidEmbedded over a document's or array's bytes: the name of its first
    /// field, at any depth, that starts with `$` and is not part of a DBRef (`$ref` and `$id`
    /// first, the `$ref` a string, then optionally a string `$db`); nil when there is none.
    private static func firstDollarPrefixedName(in bytes: UnsafeRawBufferPointer) -> String? {
        var walker = RawDocumentWalker(document: bytes)
        var isFirst = true
        while var field = walker.next() {
            if field.name.first == UInt8(ascii: "$") {
                // As MongoDB does, the field after `$ref` is taken whatever it is, and `$id`'s value is not looked into.
                guard isFirst, field.name.elementsEqual("$ref".utf8), field.value.typeByte == BSONType.string.rawValue,
                    walker.next()?.name.elementsEqual("$id".utf8) == true
                else {
                    return String(decoding: field.name, as: UTF8.self)
                }
                isFirst = false
                guard let next = walker.next() else { return nil }
                field = next
                if field.name.elementsEqual("$db".utf8), field.value.typeByte == BSONType.string.rawValue { continue }
                if field.name.first == UInt8(ascii: "$") { return String(decoding: field.name, as: UTF8.self) }
            }
            switch field.value.typeByte {
            case BSONType.document.rawValue, BSONType.array.rawValue:
                if let name = firstDollarPrefixedName(in: field.value.bytes) { return name }
            case BSONType.javascriptWithScope.rawValue:
                // The scope follows the code-with-scope length and the code string.
                let codeLength = Int(Int32(littleEndian: field.value.bytes.loadUnaligned(fromByteOffset: 4, as: Int32.self)))
                let scope = field.value.bytes.dropFirst(4 + 4 + codeLength)
                if let name = firstDollarPrefixedName(in: UnsafeRawBufferPointer(rebasing: scope)) { return name }
            default:
                break
            }
            isFirst = false
        }
        return nil
    }
}
