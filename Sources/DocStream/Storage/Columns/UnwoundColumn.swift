import DocStreamBSON

/// A top-level field unwound, as `$unwind` without `preserveNullAndEmptyArrays` does it: one
/// row per element of each slot's array (a value that is no array is one row of its own, with
/// a null index; missing, null and empty arrays give none), kept as a column of the rows'
/// values beside the slot and the index of each row.
struct UnwoundColumn: Sendable {
    /// The slot each row comes from, in natural order (32 bits: a collection's slots and an
    /// array's elements are counted in int32s, as BSON's sizes are).
    let rowSlots: [Int32]
    /// Each row's value (the element).
    let elements: FieldColumn
    /// Each row's index in its array; -1 for a value that is no array.
    let indexes: [Int32]

    /// The rows' indexes as a column: int64s, null for a value that was no array.
    var indexColumn: FieldColumn {
        FieldColumn(
            codes: indexes.map { $0 < 0 ? FieldColumn.Code.null : FieldColumn.Code.int64 },
            numbers: indexes.map { UInt64(max($0, 0)) }, strings: InternedStrings(), otherCount: 0, hasLargeIntegers: false, hasRepeats: false)
    }

    /// Another field's column read by row: each row holds its slot's value.
    func rowColumn(of column: FieldColumn) -> FieldColumn {
        column.gathered(rowSlots)
    }

    /// Unwinds `name` in `slots`; nil when some element is a value the column keeps no code
    /// for (a document, an array, a date ...), which only the documents can unwind.
    static func build(_ name: String, over slots: [Document?]) -> UnwoundColumn? {
        var rowSlots: [Int32] = []
        var indexes: [Int32] = []
        var elements = FieldColumn.Builder(capacity: slots.count)
        let picker = RawFieldNames([name])
        for (slot, document) in slots.enumerated() {
            guard let document else { continue }
            let unwound: Bool = document.bytes.withUnsafeBytes { bytes in
                // Reading bytes in place throws nowhere; the picker's signature throws for `$group`.
                try! picker.pick(in: bytes) { (fields: UnsafeMutableBufferPointer<RawValue?>) throws(DocStreamError) in
                    guard let value = fields[0], value.typeByte != BSONType.null.rawValue else { return true }
                    guard value.isArray else {
                        rowSlots.append(Int32(slot))
                        indexes.append(-1)
                        elements.append(value)
                        return !elements.hasOther
                    }
                    var walker = RawDocumentWalker(document: value.bytes)
                    var index: Int32 = 0
                    while let element = walker.next() {
                        rowSlots.append(Int32(slot))
                        indexes.append(index)
                        elements.append(element.value)
                        index += 1
                    }
                    return !elements.hasOther
                }
            }
            guard unwound else { return nil }
        }
        return UnwoundColumn(rowSlots: rowSlots, elements: elements.column(), indexes: indexes)
    }
}
