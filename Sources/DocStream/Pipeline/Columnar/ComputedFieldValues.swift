import DocStreamBSON

/// The elements of a `$project`'s or `$addFields`' computed fields that read one top-level
/// field (`"$store"`, `{$split: ["$store", " "]}`), made once per distinct value of that field
/// in its column, for the stage to copy instead of evaluating the expression per document.
/// Fields reading nothing are made once. A value the table does not hold (an array, a date;
/// one whose evaluation failed) is evaluated on the document as before, so an error is raised
/// at the document that meets it, as it would be.
///
/// A class: a stage reads it for every document, and copying a struct of arrays retained and
/// released each of them every time.
final class ComputedFieldValues: Sendable {
    /// More distinct values than this, or than one per `minimumDocumentsPerValue` documents,
    /// and evaluating per document costs about as much as the table.
    static let maximumValues = 65_536
    static let minimumDocumentsPerValue = 8

    /// The one field the tables are keyed by, UTF-8; nil when the fields tabled read nothing.
    let readField: [UInt8]?
    /// That field's column, whose codes find a document's elements by its slot.
    private let readColumn: FieldColumn?
    /// Per field of the stage, by index; nil for the fields not tabled.
    private let tables: [Table?]
    /// The tabled fields' elements by the read column's code (numbers aside: they are found by
    /// value), each field's from its `Table.firstCode`.
    private let codeElements: CodeElements
    /// The one field an inclusion keeps, read from its column; nil when the stage's output is
    /// built from the documents.
    let included: IncludedColumn?

    private final class Table: Sendable {
        /// Whether the expression reads `readField` (otherwise it reads nothing).
        let reads: Bool
        /// Per BSON type met (a field's values are mostly of one or two), the values' bytes as
        /// a document holds them, and their entries by the values' ids.
        let types: [(typeByte: UInt8, keys: InternedStrings, entries: [Entry])]
        /// The entry for a document without the field (or the only one, reading nothing).
        let missing: Entry?
        /// Where the field's elements by code start in `codeElements` (the one element of a
        /// field reading nothing).
        let firstCode: Int

        init(reads: Bool, types: [(typeByte: UInt8, keys: InternedStrings, entries: [Entry])], missing: Entry?, firstCode: Int) {
            self.reads = reads
            self.types = types
            self.missing = missing
            self.firstCode = firstCode
        }
    }

    /// The field's element (type, name, value), empty when the value is missing.
    typealias Entry = [UInt8]

    /// Tables for those of `fields` (index among the stage's fields, UTF-8 name, expression)
    /// that read nothing or only `readName`, whose values `column` holds; nil when none does.
    /// `included` is kept when every computed field has its table, so the output can be built
    /// from columns alone.
    init?(
        _ fields: [(index: Int, name: [UInt8], expression: AggregationExpression)], fieldCount: Int, readName: String?, column: FieldColumn?,
        documentCount: Int, variables: ExpressionVariables, included: IncludedColumn? = nil
    ) {
        var values: [(typeByte: UInt8, bytes: [UInt8])?] = []
        if let column {
            values = Self.distinctValues(of: column)
            if values.count > min(Self.maximumValues, documentCount / Self.minimumDocumentsPerValue) { values = [] }
        }
        var tables = [Table?](repeating: nil, count: fieldCount)
        var codeElements = CodeElements()
        var reads = false
        for field in fields {
            switch field.expression.dependency {
            case .none:
                guard let entry = Self.entry(field, for: Document(), variables: variables) else { continue }
                tables[field.index] = Table(reads: false, types: [], missing: entry, firstCode: codeElements.count)
                entry.withUnsafeBytes { codeElements.append($0) }
            case .field(let name) where name == readName && !values.isEmpty:
                var types: [(typeByte: UInt8, keys: InternedStrings, entries: [Entry])] = []
                var missing: Entry?
                for value in values {
                    var builder = DocumentBuilder()
                    if let value {
                        var element: [UInt8] = [value.typeByte]
                        element.append(contentsOf: name.utf8)
                        element.append(0)
                        element.append(contentsOf: value.bytes)
                        element.withUnsafeBytes { builder.appendElement($0) }
                    }
                    guard let entry = Self.entry(field, for: builder.finish(), variables: variables) else { continue }
                    guard let value else {
                        missing = entry
                        continue
                    }
                    let type =
                        types.firstIndex { $0.typeByte == value.typeByte }
                        ?? {
                            types.append((value.typeByte, InternedStrings(), []))
                            return types.count - 1
                        }()
                    _ = value.bytes.withUnsafeBytes { types[type].keys.intern($0) }
                    types[type].entries.append(entry)
                }
                let table = Table(reads: true, types: types, missing: missing, firstCode: codeElements.count)
                tables[field.index] = table
                // Numbers are found by value: their codes have no element.
                if let column { codeElements.append(byCodeOf: column) { Self.entry(of: table, readValue: $0) } }
                reads = true
            default:
                continue
            }
        }
        // A lone inclusion, without computed fields, is built from its column alone.
        guard tables.contains(where: { $0 != nil }) || (fields.isEmpty && included != nil) else { return nil }
        readField = reads ? readName.map { Array($0.utf8) } : nil
        readColumn = reads ? column : nil
        self.tables = tables
        self.codeElements = codeElements
        self.included = fields.allSatisfy { tables[$0.index] != nil } ? included : nil
    }

    /// Field `index`'s entry for a document whose `readField` holds `value` (nil: missing);
    /// nil when the table has none, and the expression is evaluated.
    func entry(ofField index: Int, readValue value: RawValue?) -> Entry? {
        tables[index].flatMap { Self.entry(of: $0, readValue: value) }
    }

    private static func entry(of table: Table, readValue value: RawValue?) -> Entry? {
        guard table.reads, let value else { return table.missing }
        for type in table.types.indices where table.types[type].typeByte == value.typeByte {
            return table.types[type].keys.id(of: value.bytes).map { table.types[type].entries[$0] }
        }
        return nil
    }

    /// Calls `body` with the tables read in place by slot of the collection they were made
    /// over, for a run over that collection's documents.
    func withElementsBySlot<Result, Failure: Error>(_ body: (ElementsBySlot) throws(Failure) -> Result) throws(Failure) -> Result {
        var firstCodes = [Int](repeating: -1, count: tables.count)
        var readsMask: UInt64 = 0
        for (index, table) in tables.enumerated() {
            guard let table else { continue }
            firstCodes[index] = table.firstCode
            if table.reads { readsMask |= 1 << index }
        }
        let codes = readColumn?.codes ?? []
        return try codeElements.withView { (elements) throws(Failure) -> Result in
            try codes.withUnsafeBufferPointer { (codes) throws(Failure) -> Result in
                try firstCodes.withUnsafeBufferPointer { (firstCodes) throws(Failure) -> Result in
                    let bySlot = { (included: IncludedColumn.View?) in
                        ElementsBySlot(elements: elements, readCodes: codes, firstCodes: firstCodes, readsMask: readsMask, included: included)
                    }
                    guard let included else { return try body(bySlot(nil)) }
                    return try included.withView { (included) throws(Failure) -> Result in try body(bySlot(included)) }
                }
            }
        }
    }

    /// The tables read in place, by slot.
    struct ElementsBySlot {
        fileprivate let elements: CodeElements.View
        fileprivate let readCodes: UnsafeBufferPointer<UInt32>
        /// Per field of the stage: its `Table.firstCode`, -1 when not tabled.
        fileprivate let firstCodes: UnsafeBufferPointer<Int>
        /// A bit per field that reads the read field.
        fileprivate let readsMask: UInt64
        let included: IncludedColumn.View?

        /// Field `index`'s element for the document in `slot`; nil when the table has none
        /// by code (a number, a value only the document holds, a failed evaluation).
        @inline(__always)
        func element(ofField index: Int, slot: Int) -> UnsafeRawBufferPointer? {
            let firstCode = firstCodes[index]
            guard firstCode >= 0 else { return nil }
            return elements.element(readsMask & 1 << index == 0 ? firstCode : firstCode + Int(readCodes[slot]))
        }

        /// Appends field `index`'s element for the document in `slot`, which the table holds
        /// (`element(ofField:slot:)` is not nil); nothing for a missing value.
        @inline(__always)
        func appendElement<Output: ElementAppending & ~Copyable>(ofField index: Int, slot: Int, to output: inout Output) {
            let element = element(ofField: index, slot: slot)!
            if !element.isEmpty { output.appendElement(element) }
        }
    }

    /// The expression's element for `document`; nil when evaluating it fails (the document
    /// that holds the value raises the error).
    private static func entry(_ field: (index: Int, name: [UInt8], expression: AggregationExpression), for document: Document, variables: ExpressionVariables)
        -> Entry?
    {
        do throws(DocStreamError) {
            guard let value = try field.expression.evaluate(document, variables: variables) else { return [] }
            var builder = DocumentBuilder()
            try builder.append(fieldName: field.name, value)
            let bytes = builder.finish().bytes
            return Array(bytes[4..<(bytes.count - 1)])
        } catch {
            return nil
        }
    }

    /// The column's distinct values other than `other` (which only documents hold), as value
    /// bytes with their type (nil for missing), in the order met; it stops once there are more
    /// than `maximumValues`.
    private static func distinctValues(of column: FieldColumn) -> [(typeByte: UInt8, bytes: [UInt8])?] {
        var values: [(typeByte: UInt8, bytes: [UInt8])?] = []
        var seenCodes: UInt32 = 0  // a bit per fixed code
        // Numbers by code and bits: int32 1 and double 1 are apart, as expressions tell them apart.
        var seenNumbers = Set<SIMD2<UInt64>>()
        for (slot, code) in column.codes.enumerated() where code < FieldColumn.Code.firstString {
            switch code {
            case FieldColumn.Code.vacant, FieldColumn.Code.other:
                continue
            case FieldColumn.Code.int32, FieldColumn.Code.int64, FieldColumn.Code.double:
                let bits = column.numbers[slot]
                guard seenNumbers.insert(SIMD2(UInt64(code), bits)).inserted else { continue }
                values.append(FieldColumn.withRawValue(code: code, bits: bits) { (typeByte: $0.typeByte, bytes: Array($0.bytes)) })
            case FieldColumn.Code.missing:
                guard seenCodes & 1 << code == 0 else { continue }
                seenCodes |= 1 << code
                values.append(nil)
            default:
                guard seenCodes & 1 << code == 0 else { continue }
                seenCodes |= 1 << code
                values.append(FieldColumn.withRawValue(code: code) { (typeByte: $0.typeByte, bytes: Array($0.bytes)) })
            }
            if values.count > maximumValues { return values }
        }
        for id in 0..<column.strings.count {
            values.append(column.strings.withRawValue(id) { (typeByte: $0.typeByte, bytes: Array($0.bytes)) })
            if values.count > maximumValues { return values }
        }
        return values
    }
}

/// A stage whose computed fields can copy their values from `ComputedFieldValues`.
protocol PrecomputableStage: PipelineStage {
    /// The one-pass form the values would serve; nil when the stage builds its output otherwise.
    var flatFields: FlatFields? { get }
    func precomputing(_ values: ComputedFieldValues) -> Self
}

extension Pipeline {
    /// The pipeline whose first stage, a `$project` or `$addFields` over the documents of
    /// `collection`, copies the values of its computed fields that read nothing or one field
    /// (the first such field named) from tables made from that field's column; unchanged when
    /// no field qualifies.
    func precomputingFirstStage(over collection: CollectionData, variables: ExpressionVariables) -> Pipeline {
        guard let stage = stages.first?.stage as? any PrecomputableStage, let flat = stage.flatFields else { return self }
        let fields = flat.computedFields
        let readName = fields.lazy.compactMap { field -> String? in
            if case .field(let name) = field.expression.dependency { name } else { nil }
        }.first
        // The output is built from columns only when every computed field can have its table.
        let tablesAll = fields.allSatisfy { field in
            switch field.expression.dependency {
            case .none: true
            case .field(let name): name == readName
            case .unknown: false
            }
        }
        let sole = tablesAll ? flat.soleIncludedField : nil
        var names: [String] = []
        for name in [readName, sole?.name].compactMap({ $0 }) where !names.contains(name) { names.append(name) }
        let columns = Dictionary(uniqueKeysWithValues: zip(names, collection.columnCache.columns(names, version: collection.version, slots: collection.slots)))
        let included = sole.flatMap { sole in columns[sole.name].flatMap { IncludedColumn(index: sole.index, name: sole.name, column: $0) } }
        guard
            let values = ComputedFieldValues(
                fields, fieldCount: flat.fieldCount, readName: readName, column: readName.flatMap { columns[$0] }, documentCount: collection.count,
                variables: variables, included: included)
        else {
            return self
        }
        return replacingFirstStage(with: stage.precomputing(values))
    }
}
