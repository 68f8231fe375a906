/* SPDX-License-Identifier: Apache-2.0 */
/* S-mode payloads (demo, bench, fuzz): linked at SOC_PAYLOAD_BASE, where
 * the firmware enters them (contract section 3). Run through the C
 * preprocessor (mk/soc.mk) for the SoC's description. */
#include "soc_desc.h"

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
    *(.text .text.*)
  }
  .rodata : ALIGN(16) { *(.rodata .rodata.* .srodata .srodata.*) }
  .data : ALIGN(16) { *(.data .data.* .sdata .sdata.*) }
  .bss (NOLOAD) : ALIGN(16) {
    __bss_start = .;
    *(.sbss .sbss.* .bss .bss.* COMMON)
    . = ALIGN(16);
    __bss_end = .;
  }
  . = ALIGN(16);
  . += 16K;
  __stack_top = .;
  /DISCARD/ : { *(.eh_frame .eh_frame_hdr .comment .note .note.*) }
}
