#ifndef PRESET_IMAGES_H
#define PRESET_IMAGES_H

/// One image file a preset draws, compiled into the program: its name relative to
/// Sources/PresetImages (e.g. "SwiftMessages/errorIcon@3x.png") and its bytes.
typedef struct {
    const char *name;
    const unsigned char *bytes;
    unsigned long count;
} preset_image_file;

/// Every compiled-in image file, sorted by name; `count` receives how many.
const preset_image_file *preset_image_files(unsigned long *count);

#endif
