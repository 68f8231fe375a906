// SPDX-License-Identifier: Apache-2.0
//
// Packing one count per event (the model's hpm_inputs_t.events) into the
// bit layout of the block's events_i port: event k at bits k*EVENT_W +:
// EVENT_W. Every harness that drives the port from the model's inputs uses
// this, the HPM lockstep and the speed yardstick alike; the SoC lockstep
// unpacks the core's event bus into the model's inputs.
#ifndef EVENT_PACK_H
#define EVENT_PACK_H

#include <cstdint>
#include <cstring>

// Packs n counts of w bits each into words (32-bit little-endian words,
// enough for n*w bits plus one spare word, all zero on entry). Counts must
// be below 2^w. One-bit events, the usual case, go eight at a time: each
// byte is 0 or 1 and one multiplication gathers the eight low bits into the
// top byte (byte i times 2^(7-i+8i) lands on bit 56+i, and no two products
// overlap, so nothing carries).
inline void pack_events(const uint8_t *counts, unsigned n, unsigned w, uint32_t *words) {
  if (w == 1) {
    unsigned k = 0;
    for (; k + 8 <= n; k += 8) {
      uint64_t bytes;
      std::memcpy(&bytes, counts + k, sizeof bytes);
      const uint32_t bits = static_cast<uint32_t>((bytes * 0x0102040810204080ull) >> 56);
      words[k / 32] |= bits << (k % 32);
    }
    for (; k < n; k++) words[k / 32] |= static_cast<uint32_t>(counts[k]) << (k % 32);
    return;
  }
  // A field may cross a word boundary; the spare word takes the spill of
  // the last one.
  for (unsigned k = 0, bit = 0; k < n; k++, bit += w) {
    const uint64_t shifted = static_cast<uint64_t>(counts[k]) << (bit % 32);
    words[bit / 32] |= static_cast<uint32_t>(shifted);
    words[bit / 32 + 1] |= static_cast<uint32_t>(shifted >> 32);
  }
}

// The reverse for one-bit events: bit k of bits becomes counts[k] (0 or 1),
// for k < n <= 64. Eight at a time: the byte is copied into all eight bytes
// of a word, each byte keeps its own bit (bit i in byte i), and adding 0x7f
// carries that bit into bit 7 of its byte without reaching the next one.
inline void unpack_events(uint64_t bits, unsigned n, uint8_t *counts) {
  unsigned k = 0;
  for (; k + 8 <= n; k += 8) {
    const uint64_t byte = (bits >> k) & 0xff;
    const uint64_t spread = ((((byte * 0x0101010101010101ull) & 0x8040201008040201ull) +
                              0x7f7f7f7f7f7f7f7full) >> 7) & 0x0101010101010101ull;
    std::memcpy(counts + k, &spread, sizeof spread);
  }
  for (; k < n; k++) counts[k] = static_cast<uint8_t>((bits >> k) & 1);
}

#endif  // EVENT_PACK_H
