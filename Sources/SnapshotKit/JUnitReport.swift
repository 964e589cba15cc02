/// A JUnit XML report of a check, for CI dashboards: one test suite, one test case per scene
/// (failing cases list their failing frames), orphaned goldens as failing cases of their own.
public enum JUnitReport {
    public static func xml(_ results: [SceneResult], orphans: [String], messages: (SceneResult) -> [String]) -> String {
        let failures = results.filter { !$0.passed }.count + orphans.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites tests=\"\(results.count + orphans.count)\" failures=\"\(failures)\">\n"
        out += "  <testsuite name=\"render-preview check\" tests=\"\(results.count + orphans.count)\" failures=\"\(failures)\">\n"
        for r in results {
            out += "    <testcase classname=\"render-preview\" name=\"\(escape(r.name))\""
            if r.passed {
                out += "/>\n"
            } else {
                let lines = messages(r)
                out += ">\n      <failure message=\"\(escape(lines.first ?? "differs"))\">\(escape(lines.joined(separator: "\n")))</failure>\n    </testcase>\n"
            }
        }
        for o in orphans {
            out += "    <testcase classname=\"render-preview\" name=\"\(escape(o))\">\n"
            out += "      <failure message=\"orphaned golden: no scene produces it\">orphaned golden folder \(escape(o)); delete it with `render-preview record --prune`</failure>\n    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
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
