import Testing

@testable import DocStream

/// The `_id` hash's table, driven with chosen hashes: entries under one hash (or one home) make
/// runs that lookups, removals and growth must get through; `holds` stands for the document
/// check, here "the slot is one of these".
@Suite("_id slot table")
struct IDSlotTableTests {
    /// The slot under `hash` among `slots`.
    private func lookup(_ table: IDSlotTable, _ hash: Int, among slots: Set<Int>) -> Int? {
        table.slot(hash: hash) { slots.contains($0) }
    }

    /// A table holding slot n under `hashes[n]`.
    private func table(hashes: [Int]) -> IDSlotTable {
        var table = IDSlotTable()
        for (slot, hash) in hashes.enumerated() { table.insert(slot, hash: hash) }
        return table
    }

    /// What a lookup of each (slot, hash) finds.
    private func found(_ table: IDSlotTable, _ entries: [(slot: Int, hash: Int)]) -> [Int?] {
        entries.map { lookup(table, $0.hash, among: [$0.slot]) }
    }

    @Test("entries under one hash are told apart by their documents")
    func sameHash() {
        let table = table(hashes: [7, 7, 7, 7, 7])
        #expect(table.count == 5)
        #expect(found(table, [(3, 7), (0, 7), (9, 7), (3, 8)]) == [3, 0, nil, nil])
    }

    @Test("a removal in the middle of a run leaves the later entries reachable")
    func removalInRun() {
        // Homes 5, 5, 6, 5 (a table of 16): one run from position 5 to 8.
        var table = table(hashes: [5, 5, 6, 5])
        table.remove(1, hash: 5)
        #expect(table.count == 3)
        #expect(found(table, [(0, 5), (2, 6), (3, 5), (1, 5)]) == [0, 2, 3, nil])
        table.remove(0, hash: 5)
        table.remove(3, hash: 5)
        #expect(table.count == 1)
        #expect(found(table, [(2, 6)]) == [2])
    }

    @Test("a run that wraps past the table's end is probed and shifted across it")
    func wrappingRun() {
        // Homes 15, 15, 0 in a table of 16: positions 15, 0, 1.
        var table = table(hashes: [15, 15, 16])
        #expect(found(table, [(2, 16)]) == [2])
        table.remove(0, hash: 15)
        #expect(found(table, [(1, 15), (2, 16)]) == [1, 2])
        table.remove(1, hash: 15)
        #expect(found(table, [(2, 16)]) == [2])
    }

    @Test("removing an entry that is not there changes nothing")
    func removingAbsent() {
        var empty = IDSlotTable()
        empty.remove(0, hash: 1)
        #expect(empty.count == 0)
        var table = table(hashes: [1])
        table.remove(5, hash: 1)
        #expect(table.count == 1)
        #expect(found(table, [(0, 1)]) == [0])
    }

    @Test("growing keeps every entry, by the bits it kept")
    func growth() {
        let hashes: [Int] = (0..<1000).map { $0 &* 0x9E37_79B9 }
        let table = table(hashes: hashes)
        #expect(table.count == 1000)
        #expect(table.capacity >= 1000)
        #expect(found(table, hashes.enumerated().map { ($0, $1) }) == Array(0..<1000))
        // The upper half of a 64-bit hash is not kept, so it does not place the entry.
        #expect(found(table, [(10, hashes[10] | (1 << 40))]) == [10])
    }

    @Test("renumbering moves each entry to its document's new slot")
    func renumbering() {
        // Slots 0, 2 and 5 of six; the others emptied.
        var table = table(hashes: [100, 0, 200, 0, 0, 300])
        table.remove(1, hash: 0)
        table.remove(3, hash: 0)
        table.remove(4, hash: 0)
        table.renumberSlots([0, -1, 1, -1, -1, 2])
        #expect(found(table, [(0, 100), (1, 200), (2, 300), (5, 300)]) == [0, 1, 2, nil])
    }
}
