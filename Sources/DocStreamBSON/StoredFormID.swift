/// The stored form's `_id`, read in one walk over the names (the insert path's check).
extension Document {
    /// The `_id` when it is the first field and no other field has that name, as documents are
    /// stored; nil otherwise. Only the `_id` is decoded.
    package var storedFormID: BSONValue? {
        var id: BSONValue?
        var isStoredForm = true
        forEachRawElement { buffer, element in
            let isID = element.keyRange.count == 3 && buffer[element.keyRange.lowerBound] == UInt8(ascii: "_")
                && buffer[element.keyRange.lowerBound + 1] == UInt8(ascii: "i") && buffer[element.keyRange.lowerBound + 2] == UInt8(ascii: "d")
            if id == nil {
                guard isID else {
                    isStoredForm = false
                    return false
                }
                id = decodeValidated(buffer, element)
                return true
            }
            if isID { isStoredForm = false }
            return isStoredForm
        }
        return isStoredForm ? id : nil
    }
}
