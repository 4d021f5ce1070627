import DocStreamBSON

/// The fields a stage or an index specification takes, declared once: each field's name, the
/// types it takes and whether it is required. `read` walks a document in its order, as
/// MongoDB's parsers do, refusing an unknown field and a value of another type as it meets
/// them, then a missing required field, with the errors of the reader's `ArgumentErrors`.
/// A stage declares its reader once (`ArgumentReader(errors: .idl("$fill"), fields: [...])`).
struct ArgumentReader: Sendable {
    let errors: ArgumentErrors
    let fields: [ArgumentField]
    /// Whether every name is checked before any value, as index specifications are
    /// (index_key_validate.cpp validateIndexSpecFieldNames runs before validateIndexSpec).
    var checksNamesFirst = false

    /// The document's fields, each of its declared type, every required one there.
    /// `check` sees each field as it is met, after its type is checked, for the checks a stage
    /// makes of a value before reading the next field (a later field's error does not win).
    func read(_ document: Document, check: (String, BSONValue) throws(DocStreamError) -> Void = { _, _ in }) throws(DocStreamError) -> ReadArguments {
        if checksNamesFirst {
            for name in document.keys where field(named: name) == nil { throw errors.unknownField(name) }
        }
        var values: [String: BSONValue] = [:]
        for (name, value) in document {
            guard let field = field(named: name) else { throw errors.unknownField(name) }
            try field.checkType(of: value, errors: errors)
            try check(name, value)
            values[name] = value
        }
        for field in fields where field.isRequired && values[field.name] == nil {
            throw errors.missingField(field.name)
        }
        return ReadArguments(values: values)
    }

    private func field(named name: String) -> ArgumentField? {
        fields.first { $0.name == name }
    }
}

/// The fields a reader read, by name; a typed accessor is nil only for an absent field, as the
/// reader checked each value's type.
struct ReadArguments {
    fileprivate let values: [String: BSONValue]

    subscript(name: String) -> BSONValue? { values[name] }

    func string(_ name: String) -> String? { values[name]?.stringValue }

    func document(_ name: String) -> Document? { values[name]?.documentValue }

    func strings(_ name: String) -> [String]? { values[name]?.arrayValue?.compactMap(\.stringValue) }
}

/// One declared field: its name, the types it takes, whether it is required, and the stage's
/// own error for a value of another type where the stage has one per field (`$bucket`'s 40200).
struct ArgumentField: Sendable {
    let name: String
    let type: ArgumentType
    let isRequired: Bool
    let wrongType: (@Sendable (BSONValue) -> DocStreamError)?

    static func required(_ name: String, _ type: ArgumentType = .any, wrongType: (@Sendable (BSONValue) -> DocStreamError)? = nil) -> ArgumentField {
        ArgumentField(name: name, type: type, isRequired: true, wrongType: wrongType)
    }

    static func optional(_ name: String, _ type: ArgumentType = .any, wrongType: (@Sendable (BSONValue) -> DocStreamError)? = nil) -> ArgumentField {
        ArgumentField(name: name, type: type, isRequired: false, wrongType: wrongType)
    }

    fileprivate func checkType(of value: BSONValue, errors: ArgumentErrors) throws(DocStreamError) {
        guard type.accepts(value.type) else {
            // Without a common wrong-type error, each typed field declares its own.
            throw wrongType?(value) ?? errors.wrongType!(name, value, type.types)
        }
        guard let elementTypes = type.elementTypes, case .array(let elements) = value else { return }
        // An element is named by its index, as IDL's parsers name it (`partitionByFields.0`).
        for (index, element) in elements.enumerated() where !elementTypes.contains(element.type) {
            throw errors.wrongType!("\(name).\(index)", element, elementTypes)
        }
    }
}

/// The BSON types a field takes; an array's elements may be held to types of their own.
struct ArgumentType: Sendable {
    /// Empty: any type.
    let types: [BSONType]
    var elementTypes: [BSONType]? = nil

    static let any = ArgumentType(types: [])
    static let string = ArgumentType(types: [.string])
    static let object = ArgumentType(types: [.document])
    static let array = ArgumentType(types: [.array])
    static let bool = ArgumentType(types: [.bool])
    static let number = ArgumentType(types: [.int32, .int64, .double, .decimal128])
    /// IDL's `array<string>`.
    static let strings = ArgumentType(types: [.array], elementTypes: [.string])

    /// A value of either type (IDL's `variant`), the types in the order the IDL lists them.
    static func either(_ first: ArgumentType, _ second: ArgumentType) -> ArgumentType {
        ArgumentType(types: first.types + second.types)
    }

    func accepts(_ type: BSONType) -> Bool {
        types.isEmpty || types.contains(type)
    }
}

/// How a reader reports an unknown field, a missing required one and a value of another type.
struct ArgumentErrors: Sendable {
    let unknownField: @Sendable (_ field: String) -> DocStreamError
    let missingField: @Sendable (_ field: String) -> DocStreamError
    /// nil where each field that is held to a type gives its own error.
    var wrongType: (@Sendable (_ field: String, _ value: BSONValue, _ expected: [BSONType]) -> DocStreamError)? = nil

    /// MongoDB's generated (IDL) parsers, naming the field by its dotted path below `path`
    /// (idl_parser.cpp): 40415 unknown, 40414 missing, 14 TypeMismatch.
    static func idl(_ path: String) -> ArgumentErrors {
        ArgumentErrors(
            unknownField: { DocStreamError(.idlUnknownField, "BSON field '\(path).\($0)' is an unknown field.") },
            missingField: { DocStreamError(.idlFailedToParse, "BSON field '\(path).\($0)' is missing but a required field") },
            wrongType: { field, value, expected in
                // throwBadType's closing quote stands inside the bracket: '[string, object']
                let names = expected.map(\.alias)
                let types = names.count == 1 ? "type '\(names[0])'" : "types '[\(names.joined(separator: ", "))']"
                return .typeMismatch("BSON field '\(path).\(field)' is the wrong type '\(value.type.alias)', expected \(types)")
            })
    }
}

extension BSONType {
    /// The type's name after its article, as hand-written parsers' messages put it ("an object").
    var withArticle: String {
        (alias.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + alias
    }
}
