import DocStreamBSON

extension CollectionData {
    /// The slots a filter of the form `{_id: <value>}` can match, found through the unique
    /// `_id` index instead of a scan: at most one, as a range of slots. Nil when the filter has another form, and
    /// the caller scans. The index keys `_id`s by MongoDB equality (1, 1.0 and NumberLong(1)
    /// are one key), which is how `$eq` compares values of these types, so a document the
    /// index does not name cannot match. Values whose equality is subtler (null also matches
    /// a missing field, NaN, documents, arrays, regexes) are left to the scan.
    func candidateSlots(forIDFilter filter: Document) -> Range<Int>? {
        guard filter.count == 1, let value = filter["_id"] else { return nil }
        switch value {
        case .objectId, .string, .int32, .int64, .datetime, .bool:
            break
        case .double(let number) where !number.isNaN:
            break
        default:
            return nil
        }
        return slot(forID: value).map { $0..<$0 + 1 } ?? 0..<0
    }
}
