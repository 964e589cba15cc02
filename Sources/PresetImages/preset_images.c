// The image files the presets draw, compiled into the program with C23's #embed so that the
// binary needs no resource folder beside it: a copied, installed or unpacked render-preview draws
// them the same. Each library's files sit in its own folder with that library's licence
// (SwiftMessages/: its theme icons and LICENSE.md, MIT). Written by hand because Swift has no
// way to embed a file's bytes; the list is checked against the folders by PresetImageTests.
#pragma clang diagnostic ignored "-Wc23-extensions"
#include "preset_images.h"

static const unsigned char file0[] = {
#embed "SwiftMessages/errorIcon.png"
};
static const unsigned char file1[] = {
#embed "SwiftMessages/errorIcon@2x.png"
};
static const unsigned char file2[] = {
#embed "SwiftMessages/errorIcon@3x.png"
};
static const unsigned char file3[] = {
#embed "SwiftMessages/errorIconLight.png"
};
static const unsigned char file4[] = {
#embed "SwiftMessages/errorIconLight@2x.png"
};
static const unsigned char file5[] = {
#embed "SwiftMessages/errorIconLight@3x.png"
};
static const unsigned char file6[] = {
#embed "SwiftMessages/errorIconSubtle.png"
};
static const unsigned char file7[] = {
#embed "SwiftMessages/errorIconSubtle@2x.png"
};
static const unsigned char file8[] = {
#embed "SwiftMessages/errorIconSubtle@3x.png"
};
static const unsigned char file9[] = {
#embed "SwiftMessages/infoIcon.png"
};
static const unsigned char file10[] = {
#embed "SwiftMessages/infoIcon@2x.png"
};
static const unsigned char file11[] = {
#embed "SwiftMessages/infoIcon@3x.png"
};
static const unsigned char file12[] = {
#embed "SwiftMessages/infoIconLight.png"
};
static const unsigned char file13[] = {
#embed "SwiftMessages/infoIconLight@2x.png"
};
static const unsigned char file14[] = {
#embed "SwiftMessages/infoIconLight@3x.png"
};
static const unsigned char file15[] = {
#embed "SwiftMessages/infoIconSubtle.png"
};
static const unsigned char file16[] = {
#embed "SwiftMessages/infoIconSubtle@2x.png"
};
static const unsigned char file17[] = {
#embed "SwiftMessages/infoIconSubtle@3x.png"
};
static const unsigned char file18[] = {
#embed "SwiftMessages/successIcon.png"
};
static const unsigned char file19[] = {
#embed "SwiftMessages/successIcon@2x.png"
};
static const unsigned char file20[] = {
#embed "SwiftMessages/successIcon@3x.png"
};
static const unsigned char file21[] = {
#embed "SwiftMessages/successIconLight.png"
};
static const unsigned char file22[] = {
#embed "SwiftMessages/successIconLight@2x.png"
};
static const unsigned char file23[] = {
#embed "SwiftMessages/successIconLight@3x.png"
};
static const unsigned char file24[] = {
#embed "SwiftMessages/successIconSubtle.png"
};
static const unsigned char file25[] = {
#embed "SwiftMessages/successIconSubtle@2x.png"
};
static const unsigned char file26[] = {
#embed "SwiftMessages/successIconSubtle@3x.png"
};
static const unsigned char file27[] = {
#embed "SwiftMessages/warningIcon.png"
};
static const unsigned char file28[] = {
#embed "SwiftMessages/warningIcon@2x.png"
};
static const unsigned char file29[] = {
#embed "SwiftMessages/warningIcon@3x.png"
};
static const unsigned char file30[] = {
#embed "SwiftMessages/warningIconLight.png"
};
static const unsigned char file31[] = {
#embed "SwiftMessages/warningIconLight@2x.png"
};
static const unsigned char file32[] = {
#embed "SwiftMessages/warningIconLight@3x.png"
};
static const unsigned char file33[] = {
#embed "SwiftMessages/warningIconSubtle.png"
};
static const unsigned char file34[] = {
#embed "SwiftMessages/warningIconSubtle@2x.png"
};
static const unsigned char file35[] = {
#embed "SwiftMessages/warningIconSubtle@3x.png"
};

static const preset_image_file files[] = {
    {"SwiftMessages/errorIcon.png", file0, sizeof file0},
    {"SwiftMessages/errorIcon@2x.png", file1, sizeof file1},
    {"SwiftMessages/errorIcon@3x.png", file2, sizeof file2},
    {"SwiftMessages/errorIconLight.png", file3, sizeof file3},
    {"SwiftMessages/errorIconLight@2x.png", file4, sizeof file4},
    {"SwiftMessages/errorIconLight@3x.png", file5, sizeof file5},
    {"SwiftMessages/errorIconSubtle.png", file6, sizeof file6},
    {"SwiftMessages/errorIconSubtle@2x.png", file7, sizeof file7},
    {"SwiftMessages/errorIconSubtle@3x.png", file8, sizeof file8},
    {"SwiftMessages/infoIcon.png", file9, sizeof file9},
    {"SwiftMessages/infoIcon@2x.png", file10, sizeof file10},
    {"SwiftMessages/infoIcon@3x.png", file11, sizeof file11},
    {"SwiftMessages/infoIconLight.png", file12, sizeof file12},
    {"SwiftMessages/infoIconLight@2x.png", file13, sizeof file13},
    {"SwiftMessages/infoIconLight@3x.png", file14, sizeof file14},
    {"SwiftMessages/infoIconSubtle.png", file15, sizeof file15},
    {"SwiftMessages/infoIconSubtle@2x.png", file16, sizeof file16},
    {"SwiftMessages/infoIconSubtle@3x.png", file17, sizeof file17},
    {"SwiftMessages/successIcon.png", file18, sizeof file18},
    {"SwiftMessages/successIcon@2x.png", file19, sizeof file19},
    {"SwiftMessages/successIcon@3x.png", file20, sizeof file20},
    {"SwiftMessages/successIconLight.png", file21, sizeof file21},
    {"SwiftMessages/successIconLight@2x.png", file22, sizeof file22},
    {"SwiftMessages/successIconLight@3x.png", file23, sizeof file23},
    {"SwiftMessages/successIconSubtle.png", file24, sizeof file24},
    {"SwiftMessages/successIconSubtle@2x.png", file25, sizeof file25},
    {"SwiftMessages/successIconSubtle@3x.png", file26, sizeof file26},
    {"SwiftMessages/warningIcon.png", file27, sizeof file27},
    {"SwiftMessages/warningIcon@2x.png", file28, sizeof file28},
    {"SwiftMessages/warningIcon@3x.png", file29, sizeof file29},
    {"SwiftMessages/warningIconLight.png", file30, sizeof file30},
    {"SwiftMessages/warningIconLight@2x.png", file31, sizeof file31},
    {"SwiftMessages/warningIconLight@3x.png", file32, sizeof file32},
    {"SwiftMessages/warningIconSubtle.png", file33, sizeof file33},
    {"SwiftMessages/warningIconSubtle@2x.png", file34, sizeof file34},
    {"SwiftMessages/warningIconSubtle@3x.png", file35, sizeof file35},
};

const preset_image_file *preset_image_files(unsigned long *count) {
    *count = sizeof files / sizeof files[0];
    return files;
}
