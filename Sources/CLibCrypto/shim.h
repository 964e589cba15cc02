/* SHA-256 through EVP for one-shot digests, and the plain SHA256_CTX (a value that can be
 * copied to resume a digest part-way) for frames hashed in bands. OpenSSL 3 marks the plain API
 * deprecated in favour of EVP, whose contexts cannot be copied without an allocation. */
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/evp.h>
#include <openssl/sha.h>
