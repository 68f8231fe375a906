/* SPDX-License-Identifier: Apache-2.0 */
/* Core self-test image: everything in the first 1 MiB of RAM. Run through
 * the C preprocessor (mk/soc.mk) for the SoC's description. */
#include "soc_desc.h"
#include "sections.ld.h"

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
    INPUT_TEXT
  } > RAM
  SECTION_RODATA > RAM
  .data : ALIGN(16) { INPUT_DATA } > RAM
  .tohost : ALIGN(64) {
    *(.tohost)
  } > RAM
  SECTION_BSS > RAM
  .stack (NOLOAD) : ALIGN(16) {
    . += 16K;
    __stack_top = .;
  } > RAM
  SECTION_DISCARD
}
