@testable import DocStream
import Testing

/// The `_id` hash's table, driven with chosen hashes: entries under one hash (or one home) make
/// runs that lookups, removals and growth must get through; `holds` stands for the document
/// check, here "the slot is one of these".
@Suite("_id slot table")
struct IDSlotTableTests {
    /// The slot under `hash` among `slots`.
    private func lookup(_ table: IDSlotTable, _ hash: Int, among slots: Set<Int>) -> Int? {
        table.slot(hash: hash) { slots.contains($0) }
    }

    @Test("entries under one hash are told apart by their documents")
    func sameHash() {
        var table = IDSlotTable()
        for slot in 0..<5 { table.insert(slot, hash: 7) }
        #expect(table.count == 5)
        #expect(lookup(table, 7, among: [3]) == 3)
        #expect(lookup(table, 7, among: [0]) == 0)
        #expect(lookup(table, 7, among: [9]) == nil)
        #expect(lookup(table, 8, among: [3]) == nil)
    }

    @Test("a removal in the middle of a run leaves the later entries reachable")
    func removalInRun() {
        var table = IDSlotTable()
        // Homes 5, 5, 6, 5 (a table of 16): one run from position 5 to 8.
        table.insert(0, hash: 5)
        table.insert(1, hash: 5)
        table.insert(2, hash: 6)
        table.insert(3, hash: 5)
        table.remove(1, hash: 5)
        #expect(table.count == 3)
        #expect(lookup(table, 5, among: [0]) == 0)
        #expect(lookup(table, 6, among: [2]) == 2)
        #expect(lookup(table, 5, among: [3]) == 3)
        #expect(lookup(table, 5, among: [1]) == nil)
        table.remove(0, hash: 5)
        table.remove(3, hash: 5)
        #expect(lookup(table, 6, among: [2]) == 2)
        #expect(table.count == 1)
    }

    @Test("a run that wraps past the table's end is probed and shifted across it")
    func wrappingRun() {
        var table = IDSlotTable()
        // Homes 15, 15, 0 in a table of 16: positions 15, 0, 1.
        table.insert(0, hash: 15)
        table.insert(1, hash: 15)
        table.insert(2, hash: 16)
        #expect(lookup(table, 16, among: [2]) == 2)
        table.remove(0, hash: 15)
        #expect(lookup(table, 15, among: [1]) == 1)
        #expect(lookup(table, 16, among: [2]) == 2)
        table.remove(1, hash: 15)
        #expect(lookup(table, 16, among: [2]) == 2)
    }

    @Test("removing an entry that is not there changes nothing")
    func removingAbsent() {
        var table = IDSlotTable()
        table.remove(0, hash: 1)
        table.insert(0, hash: 1)
        table.remove(5, hash: 1)
        #expect(table.count == 1)
        #expect(lookup(table, 1, among: [0]) == 0)
    }

    @Test("growing keeps every entry, by the bits it kept")
    func growth() {
        var table = IDSlotTable()
        let hashes: [Int] = (0..<1000).map { $0 &* 0x9E37_79B9 }
        for (slot, hash) in hashes.enumerated() { table.insert(slot, hash: hash) }
        #expect(table.count == 1000)
        #expect(table.capacity >= 1000)
        for (slot, hash) in hashes.enumerated() {
            #expect(lookup(table, hash, among: [slot]) == slot)
        }
        // The upper half of a 64-bit hash is not kept, so it does not place the entry.
        #expect(lookup(table, hashes[10] | (1 << 40), among: [10]) == 10)
    }

    @Test("renumbering moves each entry to its document's new slot")
    func renumbering() {
        var table = IDSlotTable()
        table.insert(0, hash: 100)
        table.insert(2, hash: 200)
        table.insert(5, hash: 300)
        table.renumberSlots([0, -1, 1, -1, -1, 2])
        #expect(lookup(table, 100, among: [0]) == 0)
        #expect(lookup(table, 200, among: [1]) == 1)
        #expect(lookup(table, 300, among: [2]) == 2)
        #expect(lookup(table, 300, among: [5]) == nil)
    }
}
