#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `--scene` patterns: shell-style wildcards anywhere in the name (`*` any run of characters,
/// `?` one, `[…]` a set), matched by the C library's `fnmatch`; a name without wildcards
/// matches only itself.
enum SceneNamePattern {
    static func matches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
