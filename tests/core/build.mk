# SPDX-License-Identifier: Apache-2.0
# Bare-metal self-tests of the core: build and QEMU run.
# Included from the top Makefile (`include tests/core/build.mk`); every
# variable here is prefixed CORE_TEST_. Conventions: tests/core/README.md.
#
#   make core-tests        build every test for both XLENs
#   make qemu-selftest     build, then run every test that is not soc-only on
#                          QEMU virt for both XLENs; one line per test and a
#                          closing "N passed, N failed" (non-zero exit on fail)
#   make core-soc-selftest run every test (soc-only ones included) on the
#                          SoC simulator $(BUILD)/<xlen>/soc-sim; one XLEN:
#                          core-soc-selftest-rv64, core-soc-selftest-rv32
#   make core-test-list    print the test lists
#
# The multi-hart tests (tests/core/smp) need two harts: they run on
# $(BUILD)/<xlen>/soc-sim-2h in core-soc-selftest and on QEMU with -smp 2.
#
# Outputs: $(BUILD)/rv64/tests/<name>.elf, $(BUILD)/rv32/tests/<name>.elf and,
# per run, <name>.qemu.log / <name>.soc.log beside them. <name> is
# <dir>-<file> without extension, e.g. tests/core/isa/branch.S -> isa-branch.
# A file whose name ends in _64 (_32) is built for RV64 (RV32) only.

BUILD ?= build

CORE_TEST_DIR     := tests/core
CORE_TEST_CC      ?= riscv64-unknown-elf-gcc
CORE_TEST_XLENS   := rv64 rv32
# The self-tests place compressed instructions themselves (.option rvc), at
# the offsets their expectations are worked out for: the compiler and the
# assembler emit none of their own.
CORE_TEST_ARCH_rv64 := $(subst imac_,ima_,$(RISCV_ARCH_rv64))
CORE_TEST_ARCH_rv32 := $(subst imac_,ima_,$(RISCV_ARCH_rv32))
CORE_TEST_CFLAGS  := -mcmodel=medany -static -nostdlib -nostartfiles \
                     -ffreestanding -fno-builtin -fno-tree-loop-distribute-patterns \
                     -O2 -g -Wall -Wextra -Werror -I$(CORE_TEST_DIR)/common -I$(GEN_DIR) -Icmodel -Ifirmware/include
CORE_TEST_LDFLAGS := -T $(LD_SCRIPT_CORE) -Wl,--no-warn-rwx-segments -lgcc
CORE_TEST_COMMON_SRC := $(CORE_TEST_DIR)/common/crt0.S $(CORE_TEST_DIR)/common/lib.c
CORE_TEST_DEPS    := $(CORE_TEST_COMMON_SRC) mk/isa.mk $(SOC_EVENTS_H) $(SOC_DESC_H) cmodel/hpm_spec.h firmware/include/riscv_priv.h firmware/include/riscv_csr.h $(LD_SCRIPT_CORE) \
                     $(wildcard $(CORE_TEST_DIR)/common/*.h) $(CORE_TEST_DIR)/smp/smp_macros.h \
                     $(wildcard $(CORE_TEST_DIR)/isa/*.h) \
                     $(CORE_TEST_DIR)/build.mk

# ---------------------------------------------------------------- test lists
CORE_TEST_SRCS  := $(sort $(wildcard $(CORE_TEST_DIR)/isa/*.S $(CORE_TEST_DIR)/isa/*.c \
                                     $(CORE_TEST_DIR)/priv/*.S $(CORE_TEST_DIR)/priv/*.c))
CORE_TEST_SMP_SRCS := $(sort $(wildcard $(CORE_TEST_DIR)/smp/*.S))
core_test_names  = $(foreach s,$(1),$(subst /,-,$(patsubst $(CORE_TEST_DIR)/%,%,$(basename $(s)))))
CORE_TEST_NAMES := $(call core_test_names,$(CORE_TEST_SRCS))
CORE_TEST_SMP   := $(call core_test_names,$(CORE_TEST_SMP_SRCS))
CORE_TEST_rv64  := $(filter-out %_32,$(CORE_TEST_NAMES))
CORE_TEST_rv32  := $(filter-out %_64,$(CORE_TEST_NAMES))

# Tests that are valid only on our SoC: they check behaviour where QEMU 7.2
# (the validation reference) is allowed to differ or deviates from the
# specification. Each reason is in README.md and at the top of the test.
CORE_TEST_SOC_ONLY := \
    priv-amo_soc \
    priv-triggers \
    priv-misaligned_ldst \
    priv-csr_soc \
    priv-csrind_soc \
    priv-counters_exact \
    priv-events \
    priv-topdown \
    priv-pmp_csrs \
    priv-pmp_nomatch \
    priv-irq_priority_full \
    priv-lcofi \
    priv-vm_soc

# Per-test QEMU options: CORE_TEST_QEMU_CPU_<name> is appended to -cpu
# rv64/rv32 as ",<opts>"; CORE_TEST_QEMU_ARGS_<name> is added to the command.
# QEMU's default CPU has extensions our core lacks: H (hstatus etc. exist),
# F/D (show in misa).
CORE_TEST_QEMU_CPU_priv-illegal_insn     := h=false
CORE_TEST_QEMU_CPU_priv-csr_id           := d=false,f=false,h=false
$(foreach t,$(CORE_TEST_SMP),$(eval CORE_TEST_QEMU_ARGS_$(t) := -smp 2))

CORE_TEST_QEMU_rv64  ?= $(QEMU_BIN_rv64)
CORE_TEST_QEMU_rv32  ?= $(QEMU_BIN_rv32)
CORE_TEST_QEMU_FLAGS := -M virt -bios none -nographic -m 128M
CORE_TEST_TIMEOUT    ?= 10
CORE_TEST_SOC_TIMEOUT ?= 300
CORE_TEST_SOC_SIM_rv64 ?= $(BUILD)/rv64/soc-sim
CORE_TEST_SOC_SIM_rv32 ?= $(BUILD)/rv32/soc-sim
CORE_TEST_SOC_SIM_2H_rv64 ?= $(BUILD)/rv64/soc-sim-2h
CORE_TEST_SOC_SIM_2H_rv32 ?= $(BUILD)/rv32/soc-sim-2h

CORE_TEST_COMMA := ,
CORE_TEST_CPU_OPT = $(if $(CORE_TEST_QEMU_CPU_$(2)),-cpu $(1)$(CORE_TEST_COMMA)$(CORE_TEST_QEMU_CPU_$(2)))

$(foreach x,$(CORE_TEST_XLENS),\
  $(eval CORE_TEST_ELFS_$(x) := $(patsubst %,$(BUILD)/$(x)/tests/%.elf,$(CORE_TEST_$(x)) $(CORE_TEST_SMP)))\
  $(eval CORE_TEST_QEMU_RUN_$(x) := $(filter-out $(CORE_TEST_SOC_ONLY),$(CORE_TEST_$(x)) $(CORE_TEST_SMP))))

# ---------------------------------------------------------------- build rules
# $(1) xlen, $(2) directory (isa, priv), $(3) source extension (S, c)
define CORE_TEST_RULE
$$(BUILD)/$(1)/tests/$(2)-%.elf: $$(CORE_TEST_DIR)/$(2)/%.$(3) $$(CORE_TEST_DEPS)
	@mkdir -p $$(@D)
	@echo "  CC $$@"
	@$$(CORE_TEST_CC) $$(CORE_TEST_ARCH_$(1)) $$(CORE_TEST_CFLAGS) -o $$@ $$(CORE_TEST_COMMON_SRC) $$< $$(CORE_TEST_LDFLAGS)
endef
$(foreach x,$(CORE_TEST_XLENS),$(foreach d,isa priv smp,$(foreach e,S c,\
  $(eval $(call CORE_TEST_RULE,$(x),$(d),$(e))))))

.PHONY: core-tests core-tests-rv64 core-tests-rv32 qemu-selftest core-soc-selftest \
        core-soc-selftest-rv64 core-soc-selftest-rv32 core-test-list
core-tests: core-tests-rv64 core-tests-rv32
core-tests-rv64: $(CORE_TEST_ELFS_rv64)
core-tests-rv32: $(CORE_TEST_ELFS_rv32)

# One result line per test, then the totals; fails if any test failed.
qemu-selftest: core-tests
	@p=0; f=0; \
	$(foreach x,$(CORE_TEST_XLENS),$(foreach t,$(CORE_TEST_QEMU_RUN_$(x)),\
	if $(CORE_TEST_DIR)/run-one.sh $(x)/$(t) $(BUILD)/$(x)/tests/$(t).qemu.log $(CORE_TEST_TIMEOUT) \
	    $(CORE_TEST_QEMU_$(x)) $(CORE_TEST_QEMU_FLAGS) $(call CORE_TEST_CPU_OPT,$(x),$(t)) \
	    $(CORE_TEST_QEMU_ARGS_$(t)) -kernel $(BUILD)/$(x)/tests/$(t).elf; \
	then p=$$((p+1)); else f=$$((f+1)); fi; )) \
	echo "soc-only, not run on QEMU: $(CORE_TEST_SOC_ONLY)"; \
	echo "$$p passed, $$f failed"; \
	[ $$f -eq 0 ]

core-soc-selftest: core-soc-selftest-rv64 core-soc-selftest-rv32

# Every test runs with Spike in lockstep with each hart (soc-sim --cosim,
# docs/cosim.md) but these, each of which checks a choice the architecture
# leaves open and Spike makes otherwise (docs/cosim.md, the waiver table):
# which siselect values the counter window legalizes, and which stale
# translations the TLBs keep until an sfence.vma.
CORE_TEST_COSIM_WAIVED := priv-csrind_soc priv-vm_soc

# $(1) xlen. The simulator is not a prerequisite: the top Makefile builds it.
define CORE_TEST_SOC_RULE
core-soc-selftest-$(1): core-tests-$(1)
	@for s in $$(CORE_TEST_SOC_SIM_$(1)) $$(CORE_TEST_SOC_SIM_2H_$(1)); do \
	  [ -x $$$$s ] || { echo "missing $$$$s (make sim)"; exit 1; }; done
	@p=0; f=0; \
	$$(foreach t,$$(CORE_TEST_$(1)),\
	if $$(CORE_TEST_DIR)/run-one.sh $(1)/$$(t) $$(BUILD)/$(1)/tests/$$(t).soc.log $$(CORE_TEST_SOC_TIMEOUT) \
	    $$(CORE_TEST_SOC_SIM_$(1)) $$(if $$(filter $$(t),$$(CORE_TEST_COSIM_WAIVED)),,--cosim) \
	    $$(BUILD)/$(1)/tests/$$(t).elf; \
	then p=$$$$((p+1)); else f=$$$$((f+1)); fi; ) \
	$$(foreach t,$$(CORE_TEST_SMP),\
	if $$(CORE_TEST_DIR)/run-one.sh $(1)/$$(t) $$(BUILD)/$(1)/tests/$$(t).soc.log $$(CORE_TEST_SOC_TIMEOUT) \
	    $$(CORE_TEST_SOC_SIM_2H_$(1)) --cosim $$(BUILD)/$(1)/tests/$$(t).elf; \
	then p=$$$$((p+1)); else f=$$$$((f+1)); fi; ) \
	echo "$$$$p passed, $$$$f failed"; \
	[ $$$$f -eq 0 ]
endef
$(foreach x,$(CORE_TEST_XLENS),$(eval $(call CORE_TEST_SOC_RULE,$(x))))

core-test-list:
	@echo "rv64: $(CORE_TEST_rv64)"
	@echo "rv32: $(CORE_TEST_rv32)"
	@echo "soc-only: $(CORE_TEST_SOC_ONLY)"
	@echo "two harts: $(CORE_TEST_SMP)"
