/// "1 frame", "3 frames", "1 scene", "2 orphaned goldens": a count with its noun, in the one
/// wording every message of the command line, the reports and the test API uses.
package func counted(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    "\(n) " + (n == 1 ? noun : plural ?? noun + "s")
}
