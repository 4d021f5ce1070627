import DocStreamBSON

/// The options of a change stream, as `$changeStream: {...}` takes them.
///
/// ```swift
/// var options = ChangeStreamOptions(fullDocument: .updateLookup)
/// options.resumeAfter = lastEvent["_id"]?.documentValue.map(ResumeToken.init)
/// ```
public struct ChangeStreamOptions: Sendable {
    /// What `fullDocument` holds on update events (insert and replace events always carry it).
    public enum FullDocument: String, Sendable {
        /// No `fullDocument` on update events.
        case `default`
        /// The document as it is when the event is read (null when it is gone since).
        case updateLookup
        /// The document as the update left it (its post-image).
        case whenAvailable
        /// The post-image; the stream fails when it is not available.
        case required
    }

    /// Whether events carry `fullDocumentBeforeChange` (the pre-image) on update, replace and
    /// delete events.
    public enum FullDocumentBeforeChange: String, Sendable {
        /// No pre-image.
        case off
        /// The pre-image when the collection records them (`changeStreamPreAndPostImages`).
        case whenAvailable
        /// The pre-image; the stream fails when it is not available.
        case required
    }

    /// What update events carry as `fullDocument`.
    public var fullDocument: FullDocument
    /// Whether update, replace and delete events carry the document before the change.
    public var fullDocumentBeforeChange: FullDocumentBeforeChange
    /// Starts after this event; an invalidate's token is refused (260), use `startAfter`.
    public var resumeAfter: ResumeToken?
    /// Starts after this event, also after an invalidate.
    public var startAfter: ResumeToken?
    /// Starts at the first event at or after this cluster time.
    public var startAtOperationTime: BSONTimestamp?
    /// Also shows MongoDB 6.0's expanded events (create, modify, createIndexes, dropIndexes),
    /// and adds an update's `updateDescription.disambiguatedPaths` and a rename's
    /// `operationDescription`.
    public var showExpandedEvents: Bool

    /// Options with each part named; the defaults open a stream from now with no images.
    public init(
        fullDocument: FullDocument = .default, fullDocumentBeforeChange: FullDocumentBeforeChange = .off,
        resumeAfter: ResumeToken? = nil, startAfter: ResumeToken? = nil, startAtOperationTime: BSONTimestamp? = nil,
        showExpandedEvents: Bool = false
    ) {
        self.fullDocument = fullDocument
        self.fullDocumentBeforeChange = fullDocumentBeforeChange
        self.resumeAfter = resumeAfter
        self.startAfter = startAfter
        self.startAtOperationTime = startAtOperationTime
        self.showExpandedEvents = showExpandedEvents
    }

    /// Reads the argument of `{$changeStream: <argument>}`: 50808 when it is not a document;
    /// a document is read as `init(_:)` reads it.
    init(stageArgument argument: BSONValue) throws(DocStreamError) {
        guard case .document(let specification) = argument else {
            throw DocStreamError(.location(50808), "$changeStream stage expects a document as argument")
        }
        try self.init(specification)
    }

    /// Reads a `$changeStream` stage argument: `{fullDocument, fullDocumentBeforeChange,
    /// resumeAfter, startAfter, startAtOperationTime}` (also `allChangesForCluster`, which the
    /// caller reads for the stream's scope).
    ///
    /// - Throws: `DocStreamError` 40415 for an unknown field, 14 TypeMismatch for a field of
    ///   the wrong type, 2 BadValue for an unknown `fullDocument` value, as MongoDB's IDL parser
    ///   reports them; 260 InvalidResumeToken for a token that is not one.
    public init(_ specification: Document) throws(DocStreamError) {
        self.init()
        _ = try Self.arguments.read(specification) { (key, value) throws(DocStreamError) in
            switch (key, value) {
            case ("fullDocument", _): fullDocument = try Self.enumValue(value, key)
            case ("fullDocumentBeforeChange", _): fullDocumentBeforeChange = try Self.enumValue(value, key)
            case ("resumeAfter", .document(let token)): resumeAfter = try ResumeToken(token)
            case ("startAfter", .document(let token)): startAfter = try ResumeToken(token)
            case ("startAtOperationTime", .timestamp(let time)): startAtOperationTime = time
            case ("showExpandedEvents", .bool(let flag)): showExpandedEvents = flag
            default: break
            }
        }
    }

    private static let arguments = ArgumentReader(
        errors: .idl("$changeStream"),
        fields: [
            .optional("fullDocument", .string), .optional("fullDocumentBeforeChange", .string), .optional("resumeAfter", .object),
            .optional("startAfter", .object), .optional("startAtOperationTime", ArgumentType(types: [.timestamp])),
            .optional("allChangesForCluster", .bool), .optional("showExpandedEvents", .bool),
        ])

    /// A string option's value, read once the reader has checked it is a string.
    private static func enumValue<Value: RawRepresentable<String>>(_ value: BSONValue, _ key: String) throws(DocStreamError) -> Value {
        let text = value.stringValue ?? ""
        guard let parsed = Value(rawValue: text) else {
            throw .badValue("'\(text)' is not a valid value for $changeStream.\(key)")
        }
        return parsed
    }

    /// MongoDB's checks across options: one resume option at most (50865, 40674), and no
    /// `resumeAfter` from an invalidate (260).
    func validate() throws(DocStreamError) {
        if resumeAfter != nil && startAfter != nil {
            throw DocStreamError(.location(50865), "Do not specify both 'resumeAfter' and 'startAfter' in a $changeStream stage")
        }
        if startAtOperationTime != nil && (resumeAfter != nil || startAfter != nil) {
            throw DocStreamError(.location(40674), "Only one type of resume option is allowed, but multiple were found")
        }
        if resumeAfter?.kind == .invalidate {
            throw DocStreamError(
                .invalidResumeToken, "Attempting to resume a change stream using 'resumeAfter' is not allowed from an invalidate notification.")
        }
    }
}
