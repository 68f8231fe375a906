# SPDX-License-Identifier: Apache-2.0
# The project's commands. `make help` lists them.
#
# Every generated file goes under build/. Verilator builds are per
# configuration because the HPM's parameters are fixed at elaboration.

SHELL       := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

BUILD     := build
VERILATOR ?= verilator
IVERILOG  ?= iverilog
YOSYS     ?= yosys
CC        ?= gcc
CXX       ?= g++
JOBS      ?= 2

# The ISA of everything built for the harts, and the QEMU machine the
# firmware runs on: defined once here for every build file and script.
RISCV_ARCH_rv64 := -march=rv64im_zicsr_zifencei -mabi=lp64
RISCV_ARCH_rv32 := -march=rv32im_zicsr_zifencei -mabi=ilp32
QEMU_BIN_rv64   := qemu-system-riscv64
QEMU_BIN_rv32   := qemu-system-riscv32
QEMU_VIRT_rv64  := $(QEMU_BIN_rv64) -M virt -cpu rv64,sscofpmf=true -m 256M -nographic
QEMU_VIRT_rv32  := $(QEMU_BIN_rv32) -M virt -cpu rv32,sscofpmf=true -m 256M -nographic

# Verilator's optimisation and the C++ optimisation of the code it writes,
# for every simulator and the yardstick alike.
# Splitting the generated functions lets the C++ compiler keep values in
# registers (docs/hpm.md, Simulation speed).
VERILATOR_OPT       := -O3 --output-split-cfuncs 1000
VERILATOR_MAKEFLAGS := OPT_FAST=-O2 OPT_SLOW=-O1

# Lockstep lengths: make test, make run, make regress.
TEST_CYCLES ?= 2000000
SEED        ?= 1
SEEDS       ?= 10
CYCLES      ?= 1000000
# The configuration `make run`, `make bench` and `make synth` use.
CFG         ?= rv64

# ----------------------------------------------------------------------------
# Sources
# ----------------------------------------------------------------------------
HPM_RTL := rtl/hpm_pkg.sv rtl/hpm_fixed_counter.sv rtl/hpm_counter.sv rtl/hpm.sv
HPM_TB_SV := tb/common/hpm_state.vlt tb/hpm/hpm_tb_top.sv
MODEL_SRC := cmodel/hpm_model.c
HPM_TB_C := tb/hpm/hpm_stimulus.c tb/hpm/hpm_directed.c
HPM_TB_CXX := tb/hpm/hpm_sim.cpp tb/hpm/rtl_hpm.cpp tb/common/hpm_check.cpp
HPM_TB_H := cmodel/hpm_model.h cmodel/hpm_spec.h tb/hpm/hpm_dut.h tb/hpm/hpm_stimulus.h tb/hpm/rtl_hpm.h tb/common/hpm_check.h \
            tb/common/event_pack.h

CSTD   := -std=c11 -O2 -g -Wall -Wextra -Werror -pedantic
CINC   := -Icmodel -Itb/hpm

# ----------------------------------------------------------------------------
# Configurations regressed (contract section 1 parameter ranges)
# ----------------------------------------------------------------------------
CONFIGS := rv64 rv32 rv64h rv32min
CFG_rv64    := XLEN=64 NUM_HPM=29 HPM_WIDTH=64 NUM_EVENTS=32 EVENT_W=1 RET_W=1 H_EXT=0
CFG_rv32    := XLEN=32 NUM_HPM=29 HPM_WIDTH=64 NUM_EVENTS=1024 EVENT_W=1 RET_W=2 H_EXT=0
CFG_rv64h   := XLEN=64 NUM_HPM=5 HPM_WIDTH=40 NUM_EVENTS=19 EVENT_W=6 RET_W=3 H_EXT=1
CFG_rv32min := XLEN=32 NUM_HPM=0 HPM_WIDTH=64 NUM_EVENTS=2 EVENT_W=1 RET_W=1 H_EXT=0
# Extra corners that are linted but not simulated by `make test`.
CFG_narrow  := XLEN=64 NUM_HPM=3 HPM_WIDTH=1 NUM_EVENTS=1024 EVENT_W=8 RET_W=4 H_EXT=1
LINT_CONFIGS := $(CONFIGS) narrow

# Faults injected into the RTL to prove the lockstep catches them, each with
# the configuration that can expose it.
FAULTS := ADD_DROPS_CARRY WRITE_SETS_OF WRITE_KEEPS_INCREMENT FILTER_LAST_MODE \
          ILLEGAL_OP_STORED HIGH_WRITE_CLOBBERS_LOW LCOFI_WHEN_OF_SET \
          SHADOW_IGNORES_SCOUNTEREN
FAULT_CFG_ADD_DROPS_CARRY         := rv64h
FAULT_CFG_HIGH_WRITE_CLOBBERS_LOW := rv32
fault_cfg = $(or $(FAULT_CFG_$(1)),rv64)

gparams = $(foreach p,$(CFG_$(1)),-G$(p))

# ----------------------------------------------------------------------------
# C libraries: the model and the C parts of the test bench
# ----------------------------------------------------------------------------
$(BUILD)/c/%.o: %.c $(HPM_TB_H)
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(CINC) -c $< -o $@

$(BUILD)/libhpm_tb.a: $(addprefix $(BUILD)/c/,$(MODEL_SRC:.c=.o) $(HPM_TB_C:.c=.o))
	ar rcs $@ $^

$(BUILD)/model-directed: tb/hpm/model_directed_main.c $(BUILD)/libhpm_tb.a
	$(CC) $(CSTD) $(CINC) $^ -o $@

# ----------------------------------------------------------------------------
# Verilated simulators: build/hpm/<config>/hpm-sim and
# build/hpm/fault-<NAME>/hpm-sim
# ----------------------------------------------------------------------------
# $(1) output dir, $(2) config, $(3) extra Verilator flags, $(4) binary name.
# hpm-sim is built without trace support, which costs speed even when no
# trace is written; hpm-sim --trace runs the hpm-sim-trace beside it.
# The binary is removed first: Verilator's own makefile does not relink when
# only the C library (the model) changed.
define verilate_hpm
	@mkdir -p $(1)
	@rm -f $(1)/$(4)
	$(VERILATOR) --cc --exe --build -j $(JOBS) $(VERILATOR_OPT) -Wall -Wno-fatal \
	  --top-module hpm_tb_top $(call gparams,$(2)) $(3) \
	  -Mdir $(1)/obj$(if $(filter hpm-sim-trace,$(4)),-trace) -o ../$(4) \
	  -CFLAGS "-std=c++17 -O2 -I$(CURDIR)/cmodel -I$(CURDIR)/tb/hpm -I$(CURDIR)/tb/common" \
	  -MAKEFLAGS "$(VERILATOR_MAKEFLAGS)" \
	  $(HPM_RTL) $(HPM_TB_SV) $(addprefix $(CURDIR)/,$(HPM_TB_CXX)) $(abspath $(BUILD)/libhpm_tb.a) \
	  > $(1)/build$(if $(filter hpm-sim-trace,$(4)),-trace).log 2>&1 || { tail -30 $(1)/build.log; exit 1; }
endef

SIMS := $(foreach c,$(CONFIGS),$(BUILD)/hpm/$(c)/hpm-sim)
FAULT_SIMS := $(foreach f,$(FAULTS),$(BUILD)/hpm/fault-$(f)/hpm-sim)

$(BUILD)/hpm/%/hpm-sim: $(HPM_RTL) $(HPM_TB_SV) $(HPM_TB_CXX) $(HPM_TB_H) $(BUILD)/libhpm_tb.a
	$(if $(filter fault-%,$*),\
	  $(call verilate_hpm,$(BUILD)/hpm/$*,$(call fault_cfg,$(patsubst fault-%,%,$*)),+define+HPM_FAULT_$(patsubst fault-%,%,$*),hpm-sim),\
	  $(call verilate_hpm,$(BUILD)/hpm/$*,$*,,hpm-sim))

$(BUILD)/hpm/%/hpm-sim-trace: $(HPM_RTL) $(HPM_TB_SV) $(HPM_TB_CXX) $(HPM_TB_H) $(BUILD)/libhpm_tb.a
	$(call verilate_hpm,$(BUILD)/hpm/$*,$*,--trace-fst,hpm-sim-trace)

# The speed yardstick of make bench (tb/bench/yardstick.sv): a bare counter
# array, built with the same flags and driven the same way as hpm-sim.
YARDSTICK := $(BUILD)/bench/yardstick-bench
$(YARDSTICK): tb/bench/yardstick.sv tb/bench/yardstick_tb_top.sv tb/bench/yardstick_bench.cpp \
              tb/common/event_pack.h $(BUILD)/libhpm_tb.a
	@mkdir -p $(BUILD)/bench
	@rm -f $@
	$(VERILATOR) --cc --exe --build -j $(JOBS) $(VERILATOR_OPT) -Wall \
	  --top-module yardstick_tb_top -Mdir $(BUILD)/bench/yardstick-obj -o ../yardstick-bench \
	  -CFLAGS "-std=c++17 -O2 -I$(CURDIR)/cmodel -I$(CURDIR)/tb/hpm -I$(CURDIR)/tb/common" \
	  -MAKEFLAGS "$(VERILATOR_MAKEFLAGS)" \
	  tb/bench/yardstick.sv tb/bench/yardstick_tb_top.sv $(CURDIR)/tb/bench/yardstick_bench.cpp \
	  $(abspath $(BUILD)/libhpm_tb.a) > $(BUILD)/bench/yardstick-build.log 2>&1 \
	  || { tail -30 $(BUILD)/bench/yardstick-build.log; exit 1; }

# ----------------------------------------------------------------------------
# The SoC simulator: build/rv64/soc-sim and build/rv32/soc-sim
# ----------------------------------------------------------------------------
CORE_RTL := rtl/core/core_pkg.sv rtl/core/core_decode.sv rtl/core/core_alu.sv \
            rtl/core/core_muldiv.sv rtl/core/core_regfile.sv rtl/core/core_pmp.sv \
            rtl/core/core_cache_timing.sv rtl/core/core_csr.sv rtl/core/core.sv
SOC_RTL  := $(HPM_RTL) $(CORE_RTL) rtl/soc/soc_ram.sv rtl/soc/soc_clint.sv \
            rtl/soc/soc_uart.sv rtl/soc/soc_finisher.sv rtl/soc/soc_top.sv
SOC_TB_CXX := tb/soc/soc_sim.cpp tb/soc/elf_file.cpp tb/common/hpm_check.cpp
SOC_TB_H   := tb/soc/elf_file.h tb/common/hpm_check.h tb/common/event_pack.h cmodel/hpm_model.h cmodel/hpm_spec.h

.PHONY: sim
sim: $(BUILD)/rv64/soc-sim $(BUILD)/rv32/soc-sim

$(BUILD)/rv%/soc-sim: $(SOC_RTL) tb/common/hpm_state.vlt tb/soc/soc_tb_top.sv $(SOC_TB_CXX) $(SOC_TB_H) $(BUILD)/libhpm_tb.a
	@mkdir -p $(BUILD)/rv$*/soc-obj
	@rm -f $@
	$(VERILATOR) --cc --exe --build -j $(JOBS) --trace-fst $(VERILATOR_OPT) -Wall -Wno-fatal \
	  --x-initial fast --top-module soc_tb_top -GXLEN=$* -Mdir $(BUILD)/rv$*/soc-obj -o ../soc-sim \
	  -CFLAGS "-std=c++17 -O2 -I$(CURDIR)/cmodel -I$(CURDIR)/tb/common -I$(CURDIR)/tb/soc" \
	  -MAKEFLAGS "$(VERILATOR_MAKEFLAGS)" \
	  $(SOC_RTL) tb/common/hpm_state.vlt tb/soc/soc_tb_top.sv $(addprefix $(CURDIR)/,$(SOC_TB_CXX)) $(abspath $(BUILD)/libhpm_tb.a) \
	  > $(BUILD)/rv$*/soc-build.log 2>&1 || { tail -30 $(BUILD)/rv$*/soc-build.log; exit 1; }

# The SoC core's event indices for C, generated from their one definition in
# rtl/core/core_pkg.sv; the firmware and the core tests include it.
GEN_DIR      := $(BUILD)/gen
SOC_EVENTS_H := $(GEN_DIR)/soc_events.h
$(SOC_EVENTS_H): rtl/core/core_pkg.sv tools/gen-soc-events
	@mkdir -p $(@D)
	@tools/gen-soc-events $< > $@.tmp && mv $@.tmp $@

# soc-sim's exit statuses (tb/soc/tests/exit-codes.sh), on small programs
# built like the core's self-tests.
SOC_EXIT_CODES := 0 2 3 120 121 122 255
SOC_EXIT_DEPS  := $(SOC_EVENTS_H) cmodel/hpm_spec.h tests/core/common/defs.h
SOC_EXIT_ELFS  := $(foreach c,$(SOC_EXIT_CODES),$(BUILD)/rv64/soc-exit/exit-$(c).elf) \
                  $(BUILD)/rv64/soc-exit/spin.elf
$(BUILD)/rv64/soc-exit/exit-%.elf: tb/soc/tests/exit_code.S $(SOC_EXIT_DEPS)
	@mkdir -p $(@D)
	$(CORE_TEST_CC) $(CORE_TEST_ARCH_rv64) $(CORE_TEST_CFLAGS) -DEXIT_CODE=$* -o $@ $< $(CORE_TEST_LDFLAGS)
$(BUILD)/rv64/soc-exit/spin.elf: tb/soc/tests/exit_code.S $(SOC_EXIT_DEPS)
	@mkdir -p $(@D)
	$(CORE_TEST_CC) $(CORE_TEST_ARCH_rv64) $(CORE_TEST_CFLAGS) -DSPIN -o $@ $< $(CORE_TEST_LDFLAGS)

.PHONY: soc-exit-codes
soc-exit-codes: $(BUILD)/rv64/soc-sim $(SOC_EXIT_ELFS)
	@tb/soc/tests/exit-codes.sh $(BUILD)/rv64/soc-sim $(BUILD)/rv64/soc-exit

# The core's bare-metal self-tests and the SBI firmware (built with
# riscv64-unknown-elf-gcc).
include tests/core/build.mk
include firmware/build.mk
include linux/build.mk

# ----------------------------------------------------------------------------
# Portability: Verilator lint, Icarus, Yosys
# ----------------------------------------------------------------------------
.PHONY: lint lint-verilator lint-icarus synth spdx
lint: lint-verilator lint-icarus synth

spdx:
	@tools/check-spdx

lint-verilator:
	@$(foreach c,$(LINT_CONFIGS),\
	  $(VERILATOR) --lint-only -Wall --top-module hpm $(call gparams,$(c)) $(HPM_RTL) && \
	  echo "verilator lint clean: hpm $(c) ($(CFG_$(c)))" && ) true
	@$(foreach x,64 32,\
	  $(VERILATOR) --lint-only -Wall --top-module soc_top -GXLEN=$(x) $(SOC_RTL) && \
	  echo "verilator lint clean: soc_top XLEN=$(x)" && ) true

lint-icarus:
	@mkdir -p $(BUILD)
	@$(foreach c,$(CONFIGS),\
	  $(IVERILOG) -g2012 -s hpm $(foreach p,$(CFG_$(c)),-Phpm.$(p)) -o $(BUILD)/hpm-$(c).vvp $(HPM_RTL) \
	    2>&1 | { grep -v -E "sorry: (constant selects in always_\* processes|Case unique/unique0)" || true; } && \
	  test -f $(BUILD)/hpm-$(c).vvp && echo "icarus -g2012 compiles: $(c)" && ) true

synth: $(BUILD)/synth/hpm-$(CFG).log
	@grep -A40 '=== design hierarchy ===' $< | awk '/Number of cells/ {cells=$$4} /DFF/ {ff+=$$2} \
	  END {printf "yosys synth -top hpm ($(CFG): $(CFG_$(CFG))): %d cells, %d flip-flops\n", cells, ff}'

$(BUILD)/synth/hpm-%.log: $(HPM_RTL)
	@mkdir -p $(dir $@)
	@# The arrays Yosys reports as "memory replaced with registers" are read
	@# muxes over flops by design; that note is not a problem.
	$(YOSYS) -q -l $@ -p "read_verilog -sv -DHPM_FLAT_EVENT_PORT $(HPM_RTL); \
	  chparam $(foreach p,$(CFG_$*),-set $(subst =, ,$(p))) hpm; synth -top hpm" 2>&1 \
	  | { grep -v 'Replacing memory .* with list of registers' || true; }

# ----------------------------------------------------------------------------
# Tests
# ----------------------------------------------------------------------------
CHECK := tools/check
.PHONY: test test-model test-directed faults regress run run-hpm run-qemu bench dpi
test:
	@rm -f $(BUILD)/tally
	@$(MAKE) --no-print-directory -j$(JOBS) $(BUILD)/model-directed $(SIMS) $(FAULT_SIMS) $(BUILD)/dpi/Vhpm_dpi_example \
	  $(BUILD)/rv64/soc-sim $(BUILD)/rv32/soc-sim core-tests firmware $(FUZZ_TEST_ELFS) \
	  $(CONF_ELFS) $(BUILD)/host/fdt-reserve $(SOC_EXIT_ELFS) $(BUILD)/rv64/fdt-check.elf $(BUILD)/rv32/fdt-check.elf
	@$(CHECK) $(BUILD)/tally spdx tools/check-spdx
	@$(CHECK) $(BUILD)/tally help tools/check-help
	@$(CHECK) $(BUILD)/tally gen-soc-events tools/tests/gen-soc-events.sh
	@$(CHECK) $(BUILD)/tally lint $(MAKE) --no-print-directory lint
	@$(CHECK) $(BUILD)/tally model-directed $(BUILD)/model-directed
	@$(foreach c,$(CONFIGS),$(CHECK) $(BUILD)/tally rtl-directed-$(c) $(BUILD)/hpm/$(c)/hpm-sim --directed && ) true
	@$(foreach c,$(CONFIGS),$(CHECK) $(BUILD)/tally lockstep-$(c) \
	  $(BUILD)/hpm/$(c)/hpm-sim --seed $(SEED) --cycles $(TEST_CYCLES) && ) true
	@$(CHECK) $(BUILD)/tally dpi-example $(BUILD)/dpi/Vhpm_dpi_example
	@$(CHECK) $(BUILD)/tally fusesoc $(MAKE) --no-print-directory fusesoc
	@$(CHECK) $(BUILD)/tally faults $(MAKE) --no-print-directory faults
	@$(CHECK) $(BUILD)/tally core-tests-on-qemu $(MAKE) --no-print-directory qemu-selftest
	@$(CHECK) $(BUILD)/tally soc-exit-codes $(MAKE) --no-print-directory soc-exit-codes
	@$(foreach x,rv64 rv32,$(CHECK) $(BUILD)/tally soc-selftest-$(x) \
	  $(MAKE) --no-print-directory core-soc-selftest-$(x) && ) true
	@$(foreach x,rv64 rv32,$(CHECK) $(BUILD)/tally sbi-fuzz-qemu-$(x) $(call fuzz_qemu,$(x),$(FUZZ_CALLS)) && ) true
	@$(foreach x,rv64 rv32,$(CHECK) $(BUILD)/tally sbi-fuzz-soc-$(x) $(call fuzz_soc,$(x),$(FUZZ_TEST_SOC_CALLS)) && ) true
	@$(CHECK) $(BUILD)/tally fdt-reserve $(MAKE) --no-print-directory fdt-host-test
	@$(CHECK) $(BUILD)/tally fdt-check-qemu $(MAKE) --no-print-directory fdt-check-qemu
	@$(CHECK) $(BUILD)/tally pmu-conformance-qemu $(MAKE) --no-print-directory qemu-check
	@$(CHECK) $(BUILD)/tally pmu-conformance-qemu-rv32 $(call conf_qemu,rv32,$(BUILD)/rv32/sbi-fw.elf)
	@$(foreach x,rv64 rv32,$(CHECK) $(BUILD)/tally pmu-conformance-soc-$(x) $(call conf_soc,$(x)) && ) true
	@tools/tally $(BUILD)/tally

test-model: $(BUILD)/model-directed
	$(BUILD)/model-directed

test-directed: $(SIMS)
	@$(foreach c,$(CONFIGS),$(BUILD)/hpm/$(c)/hpm-sim --directed && ) true

# Each fault must make the lockstep report a mismatch.
faults: $(FAULT_SIMS)
	@passed=0; failed=0; \
	for f in $(FAULTS); do \
	  if out=$$($(BUILD)/hpm/fault-$$f/hpm-sim --seed $(SEED) --cycles $(TEST_CYCLES) --quiet); then \
	    echo "fault $$f: NOT caught in $(TEST_CYCLES) cycles"; failed=$$((failed+1)); \
	  elif line=$$(grep -m1 '^MISMATCH' <<<"$$out"); then \
	    echo "fault $$f: caught, $${line#MISMATCH }"; passed=$$((passed+1)); \
	  else \
	    echo "fault $$f: simulator failed without a mismatch"; echo "$$out" | tail -5; failed=$$((failed+1)); \
	  fi; \
	done; \
	echo "$$passed passed, $$failed failed"; test $$failed -eq 0

# make regress SEEDS=100 CYCLES=1000000 [SEED=first]: every configuration,
# two at a time, stopping a configuration at its first mismatch.
REGRESS_SEED ?= $(shell date +%s)
regress: $(SIMS)
	@echo "regress: seeds $(REGRESS_SEED)..$$(( $(REGRESS_SEED) + $(SEEDS) - 1 )), $(CYCLES) cycles each"
	@rm -f $(BUILD)/tally
	@printf '%s\n' $(CONFIGS) | xargs -P $(JOBS) -I{} $(CHECK) $(BUILD)/tally lockstep-{} \
	  $(BUILD)/hpm/{}/hpm-sim --seed $(REGRESS_SEED) --seeds $(SEEDS) --cycles $(CYCLES) --quiet
	@tools/tally $(BUILD)/tally

run-hpm: $(BUILD)/hpm/$(CFG)/hpm-sim
	$< --seed $(SEED) --cycles $(TEST_CYCLES)

# The demo (firmware/demo): perf-stat-like tables and a sampling profile,
# through our SBI firmware, on the simulated SoC and on QEMU virt (with
# -icount shift=0, QEMU counts one cycle per instruction, deterministically).
run: $(BUILD)/rv64/soc-sim $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/demo.elf
	$(BUILD)/rv64/soc-sim $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/demo.elf

run-qemu: $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/demo.elf
	timeout 120 $(QEMU_VIRT_rv64) -icount shift=0 -bios $(BUILD)/rv64/sbi-fw.elf -kernel $(BUILD)/rv64/demo.elf

# Simulated cycles per second, each as a ratio to the yardstick measured in
# the same run (tools/sim-bench; docs/hpm.md and docs/soc.md have the
# numbers), then the cost of each SBI PMU call.
bench: bench-sim bench-sbi

.PHONY: bench-sim
bench-sim: $(YARDSTICK) $(BUILD)/hpm/$(CFG)/hpm-sim $(BUILD)/rv64/soc-sim $(BUILD)/rv32/soc-sim \
           $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv32/sbi-fw.elf $(BUILD)/rv64/demo.elf $(BUILD)/rv32/demo.elf
	@tools/sim-bench $(BUILD) $(CFG)

# What each SBI PMU call costs from S-mode: ours on the SoC and QEMU,
# OpenSBI 1.1 on QEMU (tools/sbi-bench; docs/firmware.md has the numbers).
.PHONY: bench-sbi
bench-sbi: $(BUILD)/rv64/soc-sim $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/pmu-cost.elf
	@QEMU_VIRT='$(QEMU_VIRT_rv64)' tools/sbi-bench $(BUILD)

# ----------------------------------------------------------------------------
# The DPI-C example: the model as a scoreboard inside a SystemVerilog bench
# ----------------------------------------------------------------------------
$(BUILD)/dpi/Vhpm_dpi_example: $(HPM_RTL) tb/dpi/hpm_dpi_example.sv cmodel/hpm_dpi.svh cmodel/hpm_dpi.c $(MODEL_SRC) cmodel/hpm_spec.h
	@mkdir -p $(dir $@)
	$(VERILATOR) --binary --timing -j $(JOBS) -Wno-fatal -Icmodel --top-module hpm_dpi_example \
	  -Mdir $(BUILD)/dpi -CFLAGS "-I$(CURDIR)/cmodel" \
	  $(HPM_RTL) tb/dpi/hpm_dpi_example.sv $(CURDIR)/cmodel/hpm_model.c $(CURDIR)/cmodel/hpm_dpi.c \
	  > $(BUILD)/dpi/build.log 2>&1 || { tail -30 $(BUILD)/dpi/build.log; exit 1; }

dpi: $(BUILD)/dpi/Vhpm_dpi_example
	$<

# ----------------------------------------------------------------------------
# FuseSoC: the core's lint, synth and sim targets, as an integrator runs them
# ----------------------------------------------------------------------------
FUSESOC ?= fusesoc
# One FuseSoC run: $(1) target, $(2) core, $(3) log name, $(4) extra options.
fusesoc_run = echo "fusesoc run --target $(1) $(2) $(4)"; \
  $(FUSESOC) --cores-root . run --build-root $(BUILD)/fusesoc/$(3) --target $(1) $(2) $(4) \
    > $(BUILD)/fusesoc-$(3).log 2>&1 || { tail -20 $(BUILD)/fusesoc-$(3).log; exit 1; }

# The block's lint, synth and lockstep sim; the core's and the SoC's lint;
# the SoC's soc-sim built by FuseSoC and run on one of the core's self-tests.
FUSESOC_SOC_ELF := $(BUILD)/rv64/tests/isa-alu_imm.elf
.PHONY: fusesoc
fusesoc: $(FUSESOC_SOC_ELF)
	@$(call fusesoc_run,lint,perfmon:hpm:hpm,lint,)
	@$(call fusesoc_run,synth,perfmon:hpm:hpm,synth,)
	@$(call fusesoc_run,sim,perfmon:hpm:hpm,sim,)
	@$(call fusesoc_run,lint,perfmon:hpm:core,core-lint,--XLEN 32)
	@$(call fusesoc_run,lint,perfmon:hpm:soc,soc-lint,)
	@$(call fusesoc_run,sim,perfmon:hpm:soc,soc-sim,--elf $(abspath $(FUSESOC_SOC_ELF)))
	@grep -h -E '^(lockstep ok|[0-9]+ passed)' $(BUILD)/fusesoc-sim.log
	@grep -h -E '^soc-sim: exit' $(BUILD)/fusesoc-soc-sim.log

# ----------------------------------------------------------------------------
.PHONY: clean help
clean:
	rm -rf $(BUILD)

help:
	@echo "Tests"
	@echo "  make test                   everything quick enough, ending with one 'N passed, N failed' line"
	@echo "  make test-model             the directed tests on the C model"
	@echo "  make test-directed          the directed tests on the RTL of every configuration"
	@echo "  make regress SEEDS=N CYCLES=M [REGRESS_SEED=S]  lockstep of every configuration"
	@echo "  make run-hpm [CFG=rv64] [SEED=S]  one HPM lockstep run of $(TEST_CYCLES) cycles"
	@echo "  make faults                 prove the lockstep catches each injected RTL fault"
	@echo "  make dpi                    run the DPI-C scoreboard example"
	@echo "  make spdx                   every tracked source file names its license (SPDX)"
	@echo "  make soc-exit-codes         soc-sim's exit statuses never mistake a program's code for its own"
	@echo "  make core-soc-selftest      the core self-tests on both SoC simulators (HPM lockstep on)"
	@echo "  make core-soc-selftest-rv64 / core-soc-selftest-rv32  on one of them"
	@echo "  make qemu-selftest          the same tests (all but the SoC-only ones) on QEMU virt"
	@echo "  make core-test-list         the core self-tests of each XLEN"
	@echo "  make qemu-check             the PMU conformance suite on QEMU: our firmware, and OpenSBI 1.1 against its deviations"
	@echo "  make conformance-qemu-rv64 / conformance-qemu-rv32  the suite against our firmware on QEMU"
	@echo "  make conformance-soc-rv64 / conformance-soc-rv32    the suite on the SoC"
	@echo "  make conformance-opensbi    the suite against OpenSBI 1.1 on QEMU, judged against its listed deviations"
	@echo "  make fuzz [FUZZ_SEED=S] [FUZZ_CALLS=N]  random SBI calls from S-mode on QEMU and the SoC (100000 by default)"
	@echo "  make fdt-host-test          the firmware's device-tree edit, on trees dtc builds"
	@echo "  make fdt-check-qemu         the reserved-memory node seen from S-mode on QEMU, 256 MiB to 3 GiB of RAM, RV32 and RV64"
	@echo "  make linux-check            Linux 6.1 on QEMU with our firmware and with OpenSBI 1.1: what perf counts and samples"
	@echo "  make fusesoc                the FuseSoC targets: the block's lint, synth and sim, the core's and the SoC's lint, the SoC's sim"
	@echo "Checks and numbers"
	@echo "  make lint                   Verilator -Wall, Icarus -g2012 and Yosys synthesis of the RTL"
	@echo "  make lint-verilator / lint-icarus  one of them"
	@echo "  make synth [CFG=rv64]       Yosys cell and flip-flop counts"
	@echo "  make bench [CFG=rv64]       make bench-sim, then make bench-sbi"
	@echo "  make bench-sim [CFG=rv64]   simulated cycles per second of the HPM, its model, the lockstep and the SoC, against a bare counter array"
	@echo "  make bench-sbi              the cost of each SBI PMU call, ours next to OpenSBI 1.1"
	@echo "Builds and demos"
	@echo "  make sim                    the SoC simulators build/rv64/soc-sim, build/rv32/soc-sim"
	@echo "  make firmware               the SBI firmware, build/rv64/sbi-fw.elf and build/rv32/sbi-fw.elf"
	@echo "  make core-tests             the core self-tests' ELF files"
	@echo "  make core-tests-rv64 / core-tests-rv32  those of one XLEN"
	@echo "  make conformance            the conformance suite's ELF files"
	@echo "  make demo                   the demo's ELF files"
	@echo "  make run                    the demo: workloads counted and sampled through the SBI PMU on the SoC"
	@echo "  make run-qemu               the same demo on QEMU virt"
	@echo "  make linux-image            the Linux 6.1 kernel with its perf init"
	@echo "  make clean                  remove build/"
	@echo "  make help                   this list"
	@echo "configurations: $(foreach c,$(CONFIGS),$(c) ($(CFG_$(c))); )"
