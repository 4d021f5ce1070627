/// Keeps the first `limit` elements in an order, of any number offered: a max-heap whose root
/// is the worst kept, so each offer costs O(log limit) and memory stays at `limit` elements
/// ($sort followed by $limit, and a find's sort with a limit).
struct BoundedSortBuffer<Element> {
    let limit: Int
    /// Whether the first element comes before the second; ties must be broken (by arrival),
    /// so the result is the same as a stable sort's first `limit`.
    let precedes: (Element, Element) -> Bool
    private var heap: [Element] = []

    init(limit: Int, precedes: @escaping (Element, Element) -> Bool) {
        self.limit = limit
        self.precedes = precedes
        heap.reserveCapacity(Swift.min(limit, 1 << 16))
    }

    mutating func offer(_ element: Element) {
        guard limit > 0 else { return }
        if heap.count < limit {
            heap.append(element)
            siftUp(heap.count - 1)
        } else if precedes(element, heap[0]) {
            heap[0] = element
            siftDown(0)
        }
    }

    /// The last of the kept elements once `limit` are kept: only an element that precedes it
    /// gets in.
    var worst: Element? {
        heap.count == limit ? heap.first : nil
    }

    /// The kept elements, in order.
    func sorted() -> [Element] {
        heap.sorted(by: precedes)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[parent], heap[child]) else { return }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            var largest = parent
            for child in [2 * parent + 1, 2 * parent + 2] where child < heap.count && precedes(heap[largest], heap[child]) {
                largest = child
            }
            guard largest != parent else { return }
            heap.swapAt(parent, largest)
            parent = largest
        }
    }
}
