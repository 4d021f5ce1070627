import DocStreamBSON

/// Elements (type, name and value bytes) by number, in one arena, read in place through a
/// `View`: a run reads them for every document without reference counting, which two threads
/// doing on the same tables made a cache miss each time.
struct CodeElements: Sendable {
    private var bytes: [UInt8] = []
    /// Per number, where its element lies in `bytes`; a negative count when there is none.
    private var spans: [(start: Int, count: Int)] = []

    var count: Int { spans.count }

    /// Adds the next number's element: `element` (empty for a missing value), or none.
    mutating func append(_ element: UnsafeRawBufferPointer?) {
        guard let element else {
            spans.append((0, -1))
            return
        }
        spans.append((bytes.count, element.count))
        bytes.append(contentsOf: element)
    }

    /// Adds an element for each code of `column`: `element` of its value for the missing field
    /// (nil), null, the booleans and each string; none for the numbers (their bits are the
    /// slot's) and for what only the documents hold. `element` returns nil for none.
    mutating func append(byCodeOf column: FieldColumn, _ element: (RawValue?) -> [UInt8]?) {
        func append(_ value: RawValue?) {
            guard let bytes = element(value) else { return self.append(nil) }
            bytes.withUnsafeBytes { self.append($0) }
        }
        for code in 0..<FieldColumn.Code.firstString {
            switch code {
            case FieldColumn.Code.missing: append(nil)
            case FieldColumn.Code.null, FieldColumn.Code.falseValue, FieldColumn.Code.trueValue: FieldColumn.withRawValue(code: code, append)
            default: self.append(nil)
            }
        }
        for id in 0..<column.strings.count { column.strings.withRawValue(id, append) }
    }

    func withView<Result, Failure: Error>(_ body: (View) throws(Failure) -> Result) throws(Failure) -> Result {
        try bytes.withUnsafeBufferPointer { (bytes) throws(Failure) -> Result in
            try spans.withUnsafeBufferPointer { (spans) throws(Failure) -> Result in try body(View(bytes: UnsafeRawBufferPointer(bytes), spans: spans)) }
        }
    }

    struct View {
        fileprivate let bytes: UnsafeRawBufferPointer
        fileprivate let spans: UnsafeBufferPointer<(start: Int, count: Int)>

        /// Number `number`'s element; nil when there is none.
        @inline(__always)
        func element(_ number: Int) -> UnsafeRawBufferPointer? {
            let span = spans[number]
            guard span.count >= 0 else { return nil }
            return UnsafeRawBufferPointer(rebasing: bytes[span.start..<(span.start + span.count)])
        }
    }
}

/// The one field an inclusion `$project` keeps (`_id` excluded), read from its column: a
/// document's output is then that field's element and the computed fields' elements, built
/// without reading the document.
final class IncludedColumn: Sendable {
    /// The field's index among the stage's fields.
    let index: Int
    private let column: FieldColumn
    /// The field's element per code of the column, but the numbers' (made from their bits).
    private let elements: CodeElements
    /// The field's name, UTF-8 and zero-terminated, for a number's element.
    private let terminatedName: [UInt8]

    /// Nil when the column cannot stand for the documents: some document repeats the field,
    /// or most hold values only the documents tell (`other`).
    init?(index: Int, name: String, column: FieldColumn) {
        guard !column.hasRepeats, column.otherCount * 2 < column.codes.count else { return nil }
        self.index = index
        self.column = column
        let terminatedName = Array(name.utf8) + [0]
        self.terminatedName = terminatedName
        var elements = CodeElements()
        // A document without the field has nothing of it in the output.
        elements.append(byCodeOf: column) { value in value.map { [$0.typeByte] + terminatedName + Array($0.bytes) } ?? [] }
        self.elements = elements
    }

    func withView<Result, Failure: Error>(_ body: (View) throws(Failure) -> Result) throws(Failure) -> Result {
        try elements.withView { (elements) throws(Failure) -> Result in
            try column.codes.withUnsafeBufferPointer { (codes) throws(Failure) -> Result in
                try column.numbers.withUnsafeBufferPointer { (numbers) throws(Failure) -> Result in
                    try terminatedName.withUnsafeBufferPointer { (name) throws(Failure) -> Result in
                        try body(View(elements: elements, codes: codes, numbers: numbers, terminatedName: UnsafeRawBufferPointer(name)))
                    }
                }
            }
        }
    }

    /// The column read in place.
    struct View {
        fileprivate let elements: CodeElements.View
        fileprivate let codes: UnsafeBufferPointer<UInt32>
        fileprivate let numbers: UnsafeBufferPointer<UInt64>
        fileprivate let terminatedName: UnsafeRawBufferPointer

        /// The size of the field's element in `slot` (0 when missing); nil when only the
        /// document holds its value.
        @inline(__always)
        func elementSize(at slot: Int) -> Int? {
            let code = codes[slot]
            switch code {
            case FieldColumn.Code.int32: return 1 + terminatedName.count + 4
            case FieldColumn.Code.int64, FieldColumn.Code.double: return 1 + terminatedName.count + 8
            default: return elements.element(Int(code))?.count
            }
        }

        /// Writes the field's element in `slot`, whose `elementSize(at:)` is not nil.
        @inline(__always)
        func appendElement(at slot: Int, to writer: inout DocumentWriter) {
            let code = codes[slot]
            guard code >= FieldColumn.Code.int32, code <= FieldColumn.Code.double else {
                if let element = elements.element(Int(code)) { writer.appendElement(element) }
                return
            }
            FieldColumn.withRawValue(code: code, bits: numbers[slot]) { writer.append(terminatedName: terminatedName, raw: $0) }
        }
    }
}
