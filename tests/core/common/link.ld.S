/* SPDX-License-Identifier: Apache-2.0 */
/* Core self-test image: everything in the first 1 MiB of RAM. Run through
 * the C preprocessor (mk/soc.mk) for the SoC's description. */
#include "soc_desc.h"

OUTPUT_ARCH(riscv)
ENTRY(_start)

MEMORY
{
  RAM (rwx) : ORIGIN = SOC_RAM_BASE, LENGTH = 1M
}

SECTIONS
{
  .text : {
    *(.text.init)
    *(.text .text.*)
  } > RAM
  .rodata : ALIGN(16) {
    *(.rodata .rodata.* .srodata .srodata.*)
  } > RAM
  .data : ALIGN(16) {
    *(.data .data.* .sdata .sdata.*)
  } > RAM
  .tohost : ALIGN(64) {
    *(.tohost)
  } > RAM
  .bss (NOLOAD) : ALIGN(16) {
    __bss_start = .;
    *(.sbss .sbss.* .bss .bss.* COMMON)
    . = ALIGN(16);
    __bss_end = .;
  } > RAM
  .stack (NOLOAD) : ALIGN(16) {
    . += 16K;
    __stack_top = .;
  } > RAM
  /DISCARD/ : { *(.eh_frame .eh_frame_hdr .comment .note .note.*) }
}
