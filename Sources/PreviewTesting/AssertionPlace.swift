import Foundation
import FileAccess
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written — its test file, line and test — and what follows from it:
/// where its goldens and failure images go, and how a failure is reported there.
struct AssertionPlace {
    let fileID: StaticString
    let staticFilePath: StaticString
    let line: UInt
    let column: UInt
    let testName: String
    /// The assertion's own name, for a test with more than one.
    let name: String?

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, testName: String, name: String?) {
        self.fileID = fileID
        self.staticFilePath = filePath
        self.line = line
        self.column = column
        self.testName = testName
        self.name = name
    }

    var filePath: String { "\(staticFilePath)" }

    /// The test file's folder.
    var folder: String { FilePath.parent(of: filePath) }
    /// "CardTests.swift".
    var fileName: String { FilePath.lastComponent(of: filePath) }
    private var fileStem: String { fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName }

    /// The test's name as a folder name: `testToast()` → `testToast`; with `name`, `testToast-dark`.
    var testIdentifier: String {
        var stem = testName
        if let paren = stem.firstIndex(of: "(") { stem = String(stem[..<paren]) }
        return Self.folderName(stem) + (name.map { "-" + Self.folderName($0) } ?? "")
    }

    /// `<test folder>/__Goldens__/<TestFile>/<test>`: each test's own, so two tests whose scenes
    /// share a name never compare against each other's goldens.
    var goldenFolder: String {
        FilePath.joined(FilePath.joined(FilePath.joined(folder, "__Goldens__"), fileStem), testIdentifier)
    }

    /// `.build/render-preview-check/<TestFile>/<test>` in the package that holds the test file
    /// (found by walking up to its Package.swift), else under the temporary folder.
    var artifactsFolder: String {
        var dir = folder
        while dir != "/" && !dir.isEmpty {
            if FileManager.default.fileExists(atPath: FilePath.joined(dir, "Package.swift")) {
                return FilePath.joined(FilePath.joined(FilePath.joined(dir, ".build/render-preview-check"), fileStem), testIdentifier)
            }
            dir = FilePath.parent(of: dir)
        }
        return FilePath.joined(FilePath.joined(NSTemporaryDirectory(), "render-preview-check/\(fileStem)"), testIdentifier)
    }

    static func folderName(_ s: String) -> String {
        String(s.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" ? Character($0) : "_" })
    }

    /// Fails the running test at this place: a Swift Testing issue when a Swift Testing test is
    /// running, else an XCTest failure; outside any test, the message goes to stderr.
    func fail(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: filePath, line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: staticFilePath, line: line)
        #else
        FileHandle.standardError.write(Data("\(filePath):\(line): error: \(message)\n".utf8))
        #endif
    }
}
