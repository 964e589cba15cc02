// libFuzzer's driver, called from a SwiftPM executable's own `main` (SwiftPM gives every
// executable target a `main` of its own, so libFuzzer's cannot be used).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test_one_input)(const uint8_t *data, size_t size));
