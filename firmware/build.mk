# SPDX-License-Identifier: Apache-2.0
# The M-mode SBI firmware: build/rv64/sbi-fw.elf and build/rv32/sbi-fw.elf
# (contract section 3). Included by the top Makefile; variables FW_*.
#
#   make firmware      both XLENs

BUILD ?= build

FW_DIR     := firmware
FW_CC      ?= riscv64-unknown-elf-gcc
FW_ARCH_rv64 := $(RISCV_ARCH_rv64)
FW_ARCH_rv32 := $(RISCV_ARCH_rv32)
# -mno-relax: gp is not set up (nothing here is worth the relaxation).
FW_CFLAGS  := -std=c11 -mcmodel=medany -mno-relax -static -nostdlib -nostartfiles \
              -ffreestanding -fno-builtin -fno-tree-loop-distribute-patterns \
              -O2 -g -Wall -Wextra -Werror -I$(FW_DIR)/include -I$(GEN_DIR) -Icmodel
# The firmware's C never writes t2-t6, a6 or a7, so the SBI call path
# (lib/entry.S) saves none of them for S-mode: 14 instructions fewer in every
# call (docs/firmware.md, cost of each call). GCC still passes a seventh and
# eighth argument word in a6 and a7, so tools/fw-regs-check fails the build
# if any code but the reset entry and the trap vector writes one of them.
# libgcc, built without the rule, is not linked: a call into it fails the
# link.
FW_FIXED_REGS := -ffixed-t2 -ffixed-t3 -ffixed-t4 -ffixed-t5 -ffixed-t6 -ffixed-a6 -ffixed-a7
FW_LDFLAGS := -T $(LD_SCRIPT_FW) -Wl,--no-warn-rwx-segments
FW_SRC     := $(sort $(wildcard $(FW_DIR)/lib/*.S $(FW_DIR)/lib/*.c $(FW_DIR)/platform/*.c))
# the S-mode programs (demo, payload runtime)
include $(FW_DIR)/payload/build.mk
# the PMU conformance suite (needs PAYLOAD_DEPS)
include $(FW_DIR)/tests/build.mk
# the SMP suite (needs CONF_DIR)
include $(FW_DIR)/smp/build.mk
# the counter-delegation suite (needs CONF_DIR)
include $(FW_DIR)/cdeleg/build.mk
FW_DEPS    := tools/fw-regs-check $(FW_SRC) $(SOC_EVENTS_H) $(SOC_DESC_H) cmodel/hpm_spec.h firmware/include/sbi_abi.h firmware/include/riscv_asm.h firmware/include/riscv_priv.h firmware/include/riscv_csr.h $(wildcard $(FW_DIR)/include/fw/*.h) $(LD_SCRIPT_FW) $(FW_DIR)/build.mk mk/isa.mk

.PHONY: firmware
firmware: $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv32/sbi-fw.elf

$(BUILD)/rv%/sbi-fw.elf: $(FW_DEPS)
	@mkdir -p $(@D)
	@echo "  CC $@"
	@$(FW_CC) $(FW_ARCH_rv$*) $(FW_CFLAGS) $(FW_FIXED_REGS) -o $@.tmp $(FW_SRC) $(FW_LDFLAGS)
	@tools/fw-regs-check $@.tmp
	@mv $@.tmp $@

# lib/fdt_reserve.c on the host, on device trees dtc builds
# (firmware/host-tests/run.sh).
$(BUILD)/host/fdt-reserve: firmware/host-tests/fdt_reserve_main.c firmware/host-tests/tree_file.h firmware/lib/fdt_reserve.c \
                           $(FW_DIR)/include/fw/fdt.h $(FW_DIR)/include/fw/types.h
	@mkdir -p $(@D)
	$(CC) $(CSTD) -I$(FW_DIR)/include -o $@ firmware/host-tests/fdt_reserve_main.c firmware/lib/fdt_reserve.c

.PHONY: fdt-host-test
fdt-host-test: $(BUILD)/host/fdt-reserve
	@firmware/host-tests/run.sh $< $(BUILD)/host/fdt

# lib/fdt.c on the host: the RAM size, harts and platform it reads from
# trees dtc builds, those with zero cells among them
# (firmware/host-tests/fdt-walk.py).
$(BUILD)/host/fdt-walk: firmware/host-tests/fdt_walk_main.c firmware/host-tests/tree_file.h firmware/lib/fdt.c \
                        $(FW_DIR)/include/fw/fdt.h $(FW_DIR)/include/fw/platform.h $(FW_DIR)/include/fw/types.h \
                        $(FW_DIR)/include/fw/asm.h $(SOC_DESC_H)
	@mkdir -p $(@D)
	$(CC) $(CSTD) -I$(FW_DIR)/include -I$(GEN_DIR) -o $@ firmware/host-tests/fdt_walk_main.c firmware/lib/fdt.c

.PHONY: fdt-walk-host-test
fdt-walk-host-test: $(BUILD)/host/fdt-walk
	@firmware/host-tests/fdt-walk.py $< $(BUILD)/host/fdt-walk-trees

# The firmware on a machine that is neither the SoC nor QEMU virt: Spike's
# default one, where it must say so in one line and stop, and a panic
# whose finisher faults must stop too (firmware/host-tests/unknown-platform.sh).
.PHONY: firmware-unknown-platform
firmware-unknown-platform: $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv32/sbi-fw.elf
	@firmware/host-tests/unknown-platform.sh $(BUILD) $(BUILD)/unknown-platform

# No two firmware source files call each other (docs/firmware.md, Layout):
# cflow's call graph by file, for both XLENs (tools/call-pairs).
.PHONY: firmware-layers
firmware-layers: $(SOC_EVENTS_H) $(SOC_DESC_H)
	@passed=0; failed=0; for x in 64 32; do \
	  line=$$(tools/call-pairs $$x | tee /dev/stderr | tail -n 1); \
	  passed=$$((passed + $${line%% passed*})); f=$${line#*, }; failed=$$((failed + $${f%% failed})); \
	done; echo "$$passed passed, $$failed failed"; test $$failed -eq 0
