/* SPDX-License-Identifier: Apache-2.0 */
/* The firmware image: everything inside the first SOC_FW_SIZE bytes of RAM,
 * the region PMP keeps from S- and U-mode; the payload starts after it.
 * Run through the C preprocessor (mk/soc.mk) for the SoC's description. */
#include "soc_desc.h"
#include "sections.ld.h"

OUTPUT_ARCH(riscv)
ENTRY(_start)

MEMORY
{
  FW (rwx) : ORIGIN = SOC_RAM_BASE, LENGTH = SOC_FW_SIZE
}

SECTIONS
{
  .text : {
    *(.text.entry)
    *(.text.hot .text.hot.*)     /* the SBI PMU call path together (fw/types.h FW_HOT) */
    INPUT_TEXT
  } > FW
  SECTION_RODATA > FW
  .data : ALIGN(16) {
    __data_start = .;                 /* the firmware's own data: here to __bss_end */
    INPUT_DATA
  } > FW
  SECTION_BSS > FW
  __fw_end = .;
  SECTION_DISCARD
}
