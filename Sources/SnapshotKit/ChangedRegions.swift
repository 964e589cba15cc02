/// The connected regions of a frame's changed pixels: pixels touching sideways or corner to
/// corner belong to one region. The feature gate (`Tolerance.maxRegion`) fails a frame on its
/// largest region, so a moved 1 px divider (one long region) fails while the same number of
/// scattered single pixels (many regions of one) does not.
enum ChangedRegions {
    /// The size in pixels of the largest region of `changed`, a mask of `width × height` (row-major).
    static func largest(_ changed: [Bool], width: Int, height: Int) -> Int {
        var seen = [Bool](repeating: false, count: changed.count)
        var stack: [Int] = []
        var largest = 0
        for start in changed.indices where changed[start] && !seen[start] {
            seen[start] = true
            stack.append(start)
            var size = 0
            while let p = stack.popLast() {
                size += 1
                let x = p % width, y = p / width
                for dy in -1...1 {
                    let ny = y + dy
                    guard ny >= 0, ny < height else { continue }
                    for dx in -1...1 {
                        let nx = x + dx
                        guard nx >= 0, nx < width else { continue }
                        let q = ny * width + nx
                        if changed[q] && !seen[q] {
                            seen[q] = true
                            stack.append(q)
                        }
                    }
                }
            }
            largest = max(largest, size)
        }
        return largest
    }
}
