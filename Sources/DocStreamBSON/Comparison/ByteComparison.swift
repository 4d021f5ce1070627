import Foundation

/// Whether two byte ranges hold the same bytes: lengths first, then memcmp (field names,
/// values of one type).
@inlinable @inline(__always)
package func sameBytes(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    lhs.count == rhs.count && (lhs.isEmpty || memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0)
}

/// Byte-wise order, shorter prefix first: MongoDB's simple binary string comparison (memcmp,
/// then length; bsonelement.cpp compareElementStringValues, StringData::compare).
@inlinable @inline(__always)
package func compareBytes(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Int {
    let common = min(lhs.count, rhs.count)
    if common > 0 {
        let order = memcmp(lhs.baseAddress!, rhs.baseAddress!, common)
        if order != 0 { return order < 0 ? -1 : 1 }
    }
    return lhs.count == rhs.count ? 0 : lhs.count < rhs.count ? -1 : 1
}
