import Foundation

/// What one layout pass already knows about its stacks: each stack's size and its children's
/// proposals, per proposal. A stack asks each child's size for a zero, an infinite and a shared
/// proposal, and asks again when placing; nested stacks multiply that, so without this a tree
/// nested 12 deep would be sized millions of times. With it, a stack is worked out once per
/// distinct proposal, and layout time grows with the tree's size rather than exponentially with
/// its depth.
///
/// A stack is recognised by its children array's storage (which stays put while the pass's view
/// tree is alive, hence one memo per pass, never kept across passes) together with everything
/// else that decides its layout.
final class StackSizeMemo: @unchecked Sendable {
    struct Key: Hashable {
        let children: Int
        let count: Int
        let axis: StackContent.Axis
        package let spacing: Double?
        let alignment: Alignment
        let proposal: ProposedSize

        init(_ stack: StackContent, _ proposal: ProposedSize) {
            children = stack.children.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
            count = stack.children.count
            axis = stack.axis
            spacing = stack.spacing
            alignment = stack.alignment
            self.proposal = proposal
        }
    }

    private let lock = NSLock()
    private var sizes: [Key: Size] = [:]
    private var proposals: [Key: [ProposedSize]] = [:]
    /// Stack sizes worked out (not found), for tests of the growth.
    private(set) var computed = 0

    func size(_ key: Key, _ compute: () -> Size) -> Size {
        if let known = lock.withLock({ sizes[key] }) { return known }
        let size = compute()
        lock.withLock {
            sizes[key] = size
            computed += 1
        }
        return size
    }

    func childProposals(_ key: Key, _ compute: () -> [ProposedSize]) -> [ProposedSize] {
        if let known = lock.withLock({ proposals[key] }) { return known }
        let result = compute()
        lock.withLock { proposals[key] = result }
        return result
    }
}
