/* SPDX-License-Identifier: Apache-2.0 */
/* What every bare-metal image of the project (the firmware, its S-mode
 * payloads, the core self-tests) links alike: which input sections make
 * its read-only data, data and .bss, the bounds of .bss its start-up code
 * clears, and what it discards. Each image's X.ld.S includes this (mk/soc.mk
 * runs it through the C preprocessor) and places the sections in its own
 * memory: `SECTION_BSS > RAM`. */
#define INPUT_TEXT      *(.text .text.*)
#define INPUT_RODATA    *(.rodata .rodata.* .srodata .srodata.*)
#define INPUT_DATA      *(.data .data.* .sdata .sdata.*)
#define SECTION_RODATA  .rodata : ALIGN(16) { INPUT_RODATA }
#define SECTION_BSS                             \
  .bss (NOLOAD) : ALIGN(16) {                   \
    __bss_start = .;                            \
    *(.sbss .sbss.* .bss .bss.* COMMON)         \
    . = ALIGN(16);                              \
    __bss_end = .;                              \
  }
#define SECTION_DISCARD /DISCARD/ : { *(.eh_frame .eh_frame_hdr .comment .note .note.*) }
