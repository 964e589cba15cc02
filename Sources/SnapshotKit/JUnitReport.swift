import Foundation

/// A JUnit XML report of a check, for CI dashboards: one test suite per config, one test case
/// per scene with the config as its class name (so dashboards group scenes by config; failing
/// cases give the scene's summary and then every failing frame), and orphaned goldens as failing
/// cases of a suite of their own.
public enum JUnitReport {
    /// One config's scenes.
    public struct Suite: Sendable {
        /// The config's path as given ("previews/toast.json").
        public var name: String
        public var results: [SceneResult]

        public init(name: String, results: [SceneResult]) {
            self.name = name
            self.results = results
        }

        /// The class name dashboards group by: the path without `.json`, folders as dots.
        var className: String {
            let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
            return stem.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: ".")
        }
    }

    public static func xml(_ suites: [Suite], orphans: [String], messages: (SceneResult) -> [String]) -> String {
        let all = suites.flatMap(\.results)
        let failures = all.filter { !$0.passed }.count + orphans.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"render-preview check\" tests=\"\(all.count + orphans.count)\" failures=\"\(failures)\">\n"
        for suite in suites {
            let failing = suite.results.filter { !$0.passed }.count
            out += "  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.results.count)\" failures=\"\(failing)\">\n"
            for r in suite.results {
                out += "    <testcase classname=\"\(escape(suite.className))\" name=\"\(escape(r.name))\""
                if r.passed && r.changes.isEmpty {
                    out += "/>\n"
                } else if r.passed {
                    // Passed within the tolerance while the structure changed: told, not failed.
                    out +=
                        ">\n      <system-out>\(escape("passed within the tolerance, but the structure changed; " + (r.changesLine ?? "")))</system-out>\n    </testcase>\n"
                } else {
                    // Frame details the scene's lines already give (a one-frame scene's) are not repeated.
                    let said = messages(r)
                    let details = r.frameDetails.filter { d in
                        let head = d.components(separatedBy: " (t = ").first ?? d
                        return !said.contains { $0.hasPrefix(head) }
                    }
                    let lines = said + details
                    out +=
                        ">\n      <failure message=\"\(escape(lines.first ?? "differs"))\">\(escape(lines.joined(separator: "\n")))</failure>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        if !orphans.isEmpty {
            out += "  <testsuite name=\"orphaned goldens\" tests=\"\(orphans.count)\" failures=\"\(orphans.count)\">\n"
            for o in orphans {
                out += "    <testcase classname=\"orphaned\" name=\"\(escape(o))\">\n"
                out +=
                    "      <failure message=\"orphaned golden: no scene produces it\">orphaned golden folder \(escape(o)); delete it with `render-preview record --prune`</failure>\n    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 allows tab, newline, carriage return and everything from U+0020 up.
                if c.value < 0x20, c != "\t", c != "\n", c != "\r" { out += "?" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
