/* hash.c - fast 64-bit hashing (a wyhash-style multiply-mix of our own). */
#include "cmlir/support.h"

#include <string.h>

#define CM_K0 0xa0761d6478bd642full
#define CM_K1 0xe7037ed1a0b428dbull
#define CM_K2 0x8ebc6af09c88c6e3ull
#define CM_K3 0x589965cc75374cc3ull

static inline uint64_t cm_mix(uint64_t a, uint64_t b) {
  __uint128_t r = (__uint128_t)a * b;
  return (uint64_t)r ^ (uint64_t)(r >> 64);
}

static inline uint64_t cm_rd64(const uint8_t *p) {
  uint64_t v;
  memcpy(&v, p, 8);
  return v;
}
static inline uint64_t cm_rd32(const uint8_t *p) {
  uint32_t v;
  memcpy(&v, p, 4);
  return v;
}

uint64_t cm_hash_bytes(const void *data, size_t n) {
  const uint8_t *p = data;
  uint64_t seed = CM_K0 ^ cm_mix((uint64_t)n ^ CM_K1, CM_K2);
  uint64_t a, b;
  if (n <= 16) {
    if (n >= 4) {
      a = (cm_rd32(p) << 32) | cm_rd32(p + ((n >> 3) << 2));
      b = (cm_rd32(p + n - 4) << 32) | cm_rd32(p + n - 4 - ((n >> 3) << 2));
    } else if (n > 0) {
      a = ((uint64_t)p[0] << 16) | ((uint64_t)p[n >> 1] << 8) | p[n - 1];
      b = 0;
    } else {
      a = b = 0;
    }
  } else {
    size_t i = n;
    if (i > 48) {
      uint64_t s1 = seed, s2 = seed;
      do {
        seed = cm_mix(cm_rd64(p) ^ CM_K1, cm_rd64(p + 8) ^ seed);
        s1 = cm_mix(cm_rd64(p + 16) ^ CM_K2, cm_rd64(p + 24) ^ s1);
        s2 = cm_mix(cm_rd64(p + 32) ^ CM_K3, cm_rd64(p + 40) ^ s2);
        p += 48;
        i -= 48;
      } while (i > 48);
      seed ^= s1 ^ s2;
    }
    while (i > 16) {
      seed = cm_mix(cm_rd64(p) ^ CM_K1, cm_rd64(p + 8) ^ seed);
      i -= 16;
      p += 16;
    }
    a = cm_rd64(p + i - 16);
    b = cm_rd64(p + i - 8);
  }
  return cm_mix(CM_K1 ^ (uint64_t)n, cm_mix(a ^ CM_K1, b ^ seed));
}

uint64_t cm_hash_combine(uint64_t h, uint64_t v) {
  return cm_mix(h ^ CM_K0, v ^ CM_K3);
}
