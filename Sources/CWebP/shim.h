// libwebp (encode, decode), libwebpmux (WebPAnimEncoder) and libwebpdemux (WebPAnimDecoder):
// one module, since the animation API of the two container libraries is built on the codec's types.
#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>
