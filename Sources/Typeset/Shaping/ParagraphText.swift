/// A paragraph's text split the two ways shaping needs: grapheme clusters (what the user sees as
/// characters, the unit of line breaking and font fallback) and Unicode scalars (what HarfBuzz
/// shapes), with the mapping between them.
struct ParagraphText: Sendable {
    let clusters: [Character]
    let scalars: [UInt32]
    /// Index of the first scalar of each cluster.
    let clusterStart: [Int]
    /// Cluster index of each scalar.
    private let clusterOfScalar: [Int]

    init<S: StringProtocol>(_ text: S) {
        var clusters: [Character] = [], scalars: [UInt32] = [], starts: [Int] = [], owner: [Int] = []
        for ch in text {
            starts.append(scalars.count)
            for s in ch.unicodeScalars {
                scalars.append(s.value)
                owner.append(clusters.count)
            }
            clusters.append(ch)
        }
        self.clusters = clusters
        self.scalars = scalars
        self.clusterStart = starts
        self.clusterOfScalar = owner
    }

    func cluster(ofScalar i: Int) -> Int {
        clusterOfScalar.indices.contains(i) ? clusterOfScalar[i] : clusters.count - 1
    }

    /// The scalars as `Unicode.Scalar`s (for bidi classification).
    var unicodeScalars: [Unicode.Scalar] { scalars.map { Unicode.Scalar($0) ?? " " } }
}
