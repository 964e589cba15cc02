import FileAccess
import Testing

/// Sizes as users write and read them, and the message of a file over its limit. (Raising the
/// limit changes the whole process, so it is tested through the CLI: CLITests.FileSizeLimitTests.)
@Suite struct FileSizeLimitTests {
    @Test func sizesAreReadWithBinaryUnits() {
        #expect(FileSizeLimit.parse("1048576") == 1 << 20)
        #expect(FileSizeLimit.parse("512K") == 512 << 10)
        #expect(FileSizeLimit.parse("300m") == 300 << 20)
        #expect(FileSizeLimit.parse("300 MB") == 300 << 20)
        #expect(FileSizeLimit.parse("300MiB") == 300 << 20)
        #expect(FileSizeLimit.parse(" 2G ") == 2 << 30)
        #expect(FileSizeLimit.parse("7b") == 7)
    }

    @Test func anythingElseIsNotASize() {
        for text in ["", "M", "1.5G", "-1M", "+1M", "12X", "1 0M", "0x10", "١٢M", "99999999999999999999"] {
            #expect(FileSizeLimit.parse(text) == nil, "\(text)")
        }
    }

    @Test func sizesAreWrittenAsPeopleReadThem() {
        #expect(FileSizeLimit.words(1) == "1 byte")
        #expect(FileSizeLimit.words(812) == "812 bytes")
        #expect(FileSizeLimit.words(3584) == "3.5 KiB")
        #expect(FileSizeLimit.words(16 << 20) == "16 MiB")
        #expect(FileSizeLimit.words(3 << 30) == "3 GiB")
    }

    @Test func aFileOverItsLimitSaysHowToRaiseIt() {
        let error = FileError.tooLarge(path: "fonts/Big.ttf", size: 70 << 20, limit: 64 << 20)
        #expect(error.description == "fonts/Big.ttf: the file is 70 MiB, more than the limit of 64 MiB (--max-file-size raises it)")
        #expect(
            FileError.tooLarge(path: "/dev/zero", size: nil, limit: 1 << 20).description
                == "/dev/zero: the file is larger than the limit of 1 MiB (--max-file-size raises it)")
    }
}
