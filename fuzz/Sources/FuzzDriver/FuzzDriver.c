// Only a header: LLVMFuzzerRunDriver comes from libFuzzer, linked by -sanitize=fuzzer.
#include "FuzzDriver.h"
