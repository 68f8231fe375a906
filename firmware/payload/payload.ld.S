/* SPDX-License-Identifier: Apache-2.0 */
/* S-mode payloads (demo, bench, fuzz): linked at SOC_PAYLOAD_BASE, where
 * the firmware enters them (contract section 3). Run through the C
 * preprocessor (mk/soc.mk) for the SoC's description. */
#include "soc_desc.h"
#include "sections.ld.h"

OUTPUT_ARCH(riscv)
ENTRY(_start)

SECTIONS
{
  . = SOC_PAYLOAD_BASE;
  .text : {
    *(.text.entry)
    __workload_start = .;
    *(.text.workload .text.workload.*)
    __workload_end = .;
    INPUT_TEXT
  }
  SECTION_RODATA
  .data : ALIGN(16) { INPUT_DATA }
  SECTION_BSS
  . = ALIGN(16);
  . += 16K;
  __stack_top = .;
  SECTION_DISCARD
}
