/// Puts a line's clusters in visual order from their bidi levels (UAX #9 rule L2): from the
/// highest level down to the lowest odd level, reverse every maximal run at that level or higher.
enum BidiReordering {
    static func visualOrder(of clusters: [ShapedCluster], base: TextDirection) -> [ShapedCluster] {
        visualIndices(levels: clusters.map(\.level)).map { clusters[$0] }
    }

    static func visualIndices(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j < order.count, levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
