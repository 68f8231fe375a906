# SPDX-License-Identifier: Apache-2.0
# make test and the other test, demo and benchmark commands.

# ----------------------------------------------------------------------------
# Tests
# ----------------------------------------------------------------------------
CHECK := tools/check
.PHONY: test test-model test-directed faults run run-hpm run-qemu bench dpi integration-example
# soc-sim's exit statuses (tb/soc/tests/exit-codes.sh), on small programs
# built like the core's self-tests: exit-N exits with code N, spin never
# ends, write-counter writes mcycle while it counts and exits 0.
SOC_EXIT_CODES := 0 2 3 120 121 122 255
SOC_EXIT_ELFS  := $(foreach c,$(SOC_EXIT_CODES),$(BUILD)/rv64/soc-exit/exit-$(c).elf) \
                  $(BUILD)/rv64/soc-exit/spin.elf $(BUILD)/rv64/soc-exit/write-counter.elf
$(BUILD)/rv64/soc-exit/exit-%.elf: SOC_EXIT_DEFS = -DEXIT_CODE=$(subst exit-,,$*)
$(BUILD)/rv64/soc-exit/spin.elf: SOC_EXIT_DEFS = -DSPIN
$(BUILD)/rv64/soc-exit/write-counter.elf: SOC_EXIT_DEFS = -DWRITE_COUNTER -DEXIT_CODE=0
$(BUILD)/rv64/soc-exit/%.elf: tb/soc/tests/exit_code.S $(CORE_TEST_DEPS)
	@mkdir -p $(@D)
	$(CORE_TEST_CC) $(CORE_TEST_ARCH_rv64) $(CORE_TEST_CFLAGS) $(SOC_EXIT_DEFS) -o $@ $< $(CORE_TEST_LDFLAGS)

# Each top-down fault (tb/faults/topdown_faults.txt) fails the directed
# top-down test, and the one that breaks the tree's rule stops soc-sim.
.PHONY: topdown-faults
topdown-faults: $(TD_FAULT_SIMS) $(BUILD)/rv64/tests/priv-topdown.elf
	@tb/soc/tests/topdown-faults.sh $(TD_FAULT_LIST) $(BUILD)/rv64/tests/priv-topdown.elf $(BUILD)/rv64

# perf's description of the SoC's events and top-down metrics
# (tools/gen-pmu-events) as a patch to Linux 6.12's tools/perf/pmu-events,
# kept with the kernel's other patches (PMU_EVENTS_PATCH, which
# linux/build.mk applies to the 6.12 tree with them): pmu-events-check
# makes it again, checks that the kept one is the same, applies it to a
# pristine tree and runs the tree's own jevents.py on it
# (tools/tests/pmu-events.sh); pmu-events-patch writes it.
PMU_EVENTS_TARBALL ?= /usr/src/linux-source-6.12.tar.xz
PMU_EVENTS_PATCH := linux/patches/6.12/0004-perf-vendor-events-riscv-the-perfmon-SoC.patch
.PHONY: pmu-events-check pmu-events-patch
pmu-events-check pmu-events-patch: rtl/core/soc_events.def $(SOC_DEF) tools/gen-pmu-events tools/gen-soc-events tools/gen-soc
	@rm -rf $(BUILD)/pmu-events/gen
	@tools/gen-pmu-events rtl/core/soc_events.def $(SOC_DEF) $(BUILD)/pmu-events/gen
	@tools/tests/pmu-events.sh $(if $(filter pmu-events-patch,$@),--write) $(PMU_EVENTS_TARBALL) \
	  $(BUILD)/pmu-events/gen $(BUILD)/pmu-events $(PMU_EVENTS_PATCH)

# Each core fault (tb/faults/cosim_faults.txt) is caught by soc-sim --cosim
# at the instruction it makes wrong.
.PHONY: cosim-faults
cosim-faults: $(COSIM_FAULT_SIMS) core-tests $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/demo.elf
	@tb/soc/tests/cosim-faults.sh $(COSIM_FAULT_LIST) $(BUILD)

# tools/topdown on a --stats CSV and counter values whose tree is known.
.PHONY: topdown-tool-check
topdown-tool-check:
	@tools/tests/topdown.py

.PHONY: soc-exit-codes
soc-exit-codes: $(BUILD)/rv64/soc-sim $(SOC_FAULT_SIM) $(SOC_EXIT_ELFS)
	@tb/soc/tests/exit-codes.sh $(BUILD)/rv64/soc-sim $(BUILD)/rv64/soc-exit $(SOC_FAULT_SIM)

# soc-sim refuses each kind of bad input, before the first cycle, with its
# exit status and a message naming the argument (tb/soc/tests/bad-inputs.py,
# which makes the bad files itself); the same options with good values
# still run exit-0.elf.
# soc-sim --fast-forward and checkpoints (docs/cosim.md, Fast-forward):
# the switch to the RTL under the lockstep and the cosim, checkpoints
# loaded twice, refusals (tb/soc/tests/fast-forward.sh).
.PHONY: fast-forward-check
fast-forward-check: $(foreach x,rv64 rv32,$(BUILD)/$(x)/soc-sim $(BUILD)/$(x)/soc-sim-2h $(BUILD)/$(x)/sbi-fw.elf \
                      $(BUILD)/$(x)/pmu-conformance.elf $(BUILD)/$(x)/smp-suite.elf)
	@tb/soc/tests/fast-forward.sh $(BUILD)

.PHONY: soc-bad-inputs
soc-bad-inputs: $(BUILD)/rv64/soc-sim $(BUILD)/rv64/soc-exit/exit-0.elf $(GEN_DIR)/soc-rv64-1.dtb
	@tb/soc/tests/bad-inputs.py $^ $(BUILD)/rv64/soc-bad-inputs

# The raw image of any ELF built here, as objcopy makes it for QEMU's -bios
# and for soc-sim (make build/rv64/sbi-fw.bin).
RISCV_OBJCOPY := $(patsubst %gcc,%objcopy,$(FW_CC))
$(BUILD)/%.bin: $(BUILD)/%.elf
	$(RISCV_OBJCOPY) -O binary $< $@

# soc-sim booting firmware given as raw images (tb/soc/tests/raw-images.sh):
# our firmware's and Debian's OpenSBI 1.1's, under boot-check, a small
# S-mode payload (tb/soc/tests/boot_check.c) linked at the payload address
# (rtl/soc/soc.def), where fw_jump and our firmware enter it, and 2 MiB
# above it, where only the fw_dynamic information in a2 can send OpenSBI.
SOC_RAW_SRC   := tb/soc/tests/boot_check.c
SOC_RAW_FILES := $(foreach x,rv64 rv32,$(BUILD)/$(x)/sbi-fw.bin $(BUILD)/$(x)/soc-raw/boot-check.elf \
                   $(BUILD)/$(x)/soc-raw/boot-check.bin) \
                 $(BUILD)/rv64/soc-raw/boot-check-high.elf $(BUILD)/rv64/soc-raw/boot-check-high.bin \
                 $(BUILD)/rv64/soc-exit/exit-3.elf
soc_raw_link = @mkdir -p $(@D) && echo "  CC $@" && \
  $(FW_CC) $(FW_ARCH_rv$*) $(PAYLOAD_CFLAGS) -o $@ $(PAYLOAD_SRC) $(SOC_RAW_SRC) $(PAYLOAD_LDFLAGS)
$(BUILD)/rv%/soc-raw/boot-check.elf: $(SOC_RAW_SRC) $(PAYLOAD_DEPS) firmware/include/fw/fdt.h
	$(soc_raw_link)
$(BUILD)/rv%/soc-raw/boot-check-high.elf: $(SOC_RAW_SRC) $(PAYLOAD_DEPS) firmware/include/fw/fdt.h
	$(soc_raw_link) -Wl,-Ttext=$(shell printf '0x%x' $$(($(SOC_PAYLOAD_BASE) + 0x200000)))

.PHONY: soc-raw-images
soc-raw-images: $(BUILD)/rv64/soc-sim $(BUILD)/rv32/soc-sim $(SOC_RAW_FILES) $(SOC_DESC_H)
	@tb/soc/tests/raw-images.sh $(BUILD) $(OPENSBI_DIR)

# soc-sim's out-of-band observation (tools/tests/soc-observe.py): --stats
# against the HPM counters on stats-window.elf, --profile on profile-hot.elf
# (built with frame pointers, as a profiled program is), --lcofi-profile
# against the demo's own samples, the SVGs. M-mode programs on the core
# self-tests' runtime.
SOC_OBSERVE_ELFS := $(BUILD)/rv64/soc-observe/stats-window.elf $(BUILD)/rv64/soc-observe/profile-hot.elf
soc_observe_cc = @mkdir -p $(@D) && $(CORE_TEST_CC) $(CORE_TEST_ARCH_rv64) $(CORE_TEST_CFLAGS) -o $@ \
                   $(CORE_TEST_COMMON_SRC) $< $(CORE_TEST_LDFLAGS)
$(BUILD)/rv64/soc-observe/stats-window.elf: tb/soc/tests/stats_window.c $(CORE_TEST_DEPS)
	$(soc_observe_cc)
$(BUILD)/rv64/soc-observe/profile-hot.elf: tb/soc/tests/profile_hot.c $(CORE_TEST_DEPS)
	$(soc_observe_cc) -fno-omit-frame-pointer

.PHONY: soc-observe-check
soc-observe-check: $(BUILD)/rv64/soc-sim $(SOC_OBSERVE_ELFS) $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/demo.elf
	@tools/tests/soc-observe.py $(BUILD)

# make test: everything is built first, then the steps below run through
# tools/check, which logs each in build/logs/STEP.log, shows it whole when it
# ends and tallies it; a failing step does not stop the others. Both phases
# run JOBS jobs at a time, steps that are makes themselves sharing those JOBS
# slots; the summary lists the steps in this order. A step is its name in
# TEST_STEPS and its command in step_NAME.
TEST_BUILD := $(BUILD)/model-directed $(SIMS) $(FAULT_SIMS) $(BUILD)/dpi/Vhpm_dpi_example \
              $(BUILD)/rv64/soc-sim $(BUILD)/rv32/soc-sim $(BUILD)/rv64/soc-sim-2h $(BUILD)/rv32/soc-sim-2h \
              core-tests firmware $(FUZZ_TEST_ELFS) \
              $(CONF_ELFS) $(BUILD)/host/fdt-reserve $(BUILD)/host/fdt-walk $(BUILD)/host/soc-pmu-node $(SOC_EXIT_ELFS) $(SOC_FAULT_SIM) $(TD_FAULT_SIMS) $(COSIM_FAULT_SIMS) $(SOC_RAW_FILES) \
              $(BUILD)/rv64/fdt-check.elf $(BUILD)/rv32/fdt-check.elf \
              $(BUILD)/rv64/smp-suite.elf $(BUILD)/rv32/smp-suite.elf \
              $(BUILD)/rv64/cdeleg-suite.elf $(BUILD)/rv32/cdeleg-suite.elf \
              $(BUILD)/rv64/rotation-cost.elf $(BUILD)/rv32/rotation-cost.elf \
              $(BUILD)/rv64/rvc-expand $(BUILD)/rv32/rvc-expand $(SOC_OBSERVE_ELFS) $(SAMPLE_INPUTS_phases-small)
SUBMAKE    := $(MAKE) --no-print-directory

TEST_STEPS := spdx help gen-soc-events gen-soc soc-pmu-node firmware-layers lint param-check four-state integration-example model-directed \
              $(addprefix rtl-directed-,$(CONFIGS)) $(addprefix lockstep-,$(CONFIGS)) \
              dpi-example fusesoc fpga-timing-quick faults mutants-quick coverage-quick formal-quick slurm-check sample \
              core-tests-on-qemu soc-exit-codes soc-bad-inputs topdown-faults cosim-faults fast-forward topdown-tool pmu-events soc-raw-images soc-observe \
              rvc-expand-rv64 rvc-expand-rv32 soc-selftest-rv64 soc-selftest-rv32 sbi-fuzz-qemu-rv64 sbi-fuzz-qemu-rv32 \
              sbi-fuzz-soc-rv64 sbi-fuzz-soc-rv32 sbi-fuzz-smp-qemu-rv64 sbi-fuzz-smp-qemu-rv32 sbi-fuzz-smp-soc-rv64 \
              fdt-reserve fdt-walk firmware-unknown-platform fdt-check-qemu \
              pmu-conformance-qemu pmu-conformance-qemu-rv32 rotation-cost smp-qemu smp-soc opensbi-soc \
              pmu-conformance-soc-rv64 pmu-conformance-soc-rv32 cdeleg-soc

step_spdx           = tools/check-spdx
step_help           = tools/check-help
step_gen-soc-events = tools/tests/gen-soc-events.sh
step_gen-soc        = tools/tests/gen-soc.sh
step_soc-pmu-node   = $(SUBMAKE) soc-pmu-node-check
step_firmware-layers = $(SUBMAKE) firmware-layers
step_lint           = $(SUBMAKE) lint
step_param-check    = tools/tests/param-check.sh
step_four-state     = tools/tests/four-state-check.sh
step_integration-example = tools/tests/integration-example.sh
step_model-directed = $(BUILD)/model-directed $(MODEL_CFGS)
$(foreach c,$(CONFIGS),\
  $(eval step_rtl-directed-$(c) = $(BUILD)/hpm/$(c)/hpm-sim --directed)\
  $(eval step_lockstep-$(c) = $(BUILD)/hpm/$(c)/hpm-sim --seed $(SEED) --cycles $(TEST_CYCLES)))
step_dpi-example    = $(BUILD)/dpi/Vhpm_dpi_example
step_fusesoc        = $(SUBMAKE) fusesoc
step_fpga-timing-quick = $(SUBMAKE) fpga-timing-quick
step_faults         = $(SUBMAKE) faults
step_mutants-quick  = $(SUBMAKE) mutants-quick
step_coverage-quick = $(SUBMAKE) coverage-quick
step_formal-quick   = $(SUBMAKE) formal-quick
step_slurm-check    = $(SUBMAKE) slurm-check
step_sample         = $(SUBMAKE) sample-check
step_core-tests-on-qemu = $(SUBMAKE) qemu-selftest
step_soc-exit-codes = $(SUBMAKE) soc-exit-codes
step_topdown-faults = $(SUBMAKE) topdown-faults
step_topdown-tool   = $(SUBMAKE) topdown-tool-check
step_pmu-events     = $(SUBMAKE) pmu-events-check
step_cosim-faults   = $(SUBMAKE) cosim-faults
step_fast-forward   = $(SUBMAKE) fast-forward-check
step_soc-bad-inputs = $(SUBMAKE) soc-bad-inputs
step_soc-raw-images = $(SUBMAKE) soc-raw-images
step_soc-observe    = $(SUBMAKE) soc-observe-check
step_rvc-expand-rv64 = $(call rvc_check,64)
step_rvc-expand-rv32 = $(call rvc_check,32)
$(foreach x,rv64 rv32,\
  $(eval step_soc-selftest-$(x) = $(SUBMAKE) core-soc-selftest-$(x))\
  $(eval step_sbi-fuzz-qemu-$(x) = $$(call fuzz_qemu,$(x),$$(FUZZ_CALLS)))\
  $(eval step_sbi-fuzz-soc-$(x) = $$(call fuzz_soc,$(x),$$(FUZZ_TEST_SOC_CALLS)))\
  $(eval step_sbi-fuzz-smp-qemu-$(x) = $$(call fuzz_smp_qemu,$(x),$$(FUZZ_CALLS)))\
  $(eval step_pmu-conformance-soc-$(x) = $$(call conf_soc,$(x))))
step_sbi-fuzz-smp-soc-rv64 = $(call fuzz_smp_soc,rv64,$(FUZZ_TEST_SOC_CALLS))
step_fdt-reserve    = $(SUBMAKE) fdt-host-test
step_fdt-walk       = $(SUBMAKE) fdt-walk-host-test
step_firmware-unknown-platform = $(SUBMAKE) firmware-unknown-platform
step_fdt-check-qemu = $(SUBMAKE) fdt-check-qemu
step_pmu-conformance-qemu = $(SUBMAKE) qemu-check
step_pmu-conformance-qemu-rv32 = $(SUBMAKE) qemu-check-rv32
step_rotation-cost  = $(SUBMAKE) rotation-check
step_smp-qemu       = $(SUBMAKE) smp-check
step_smp-soc        = $(SUBMAKE) smp-soc-check
step_opensbi-soc    = $(SUBMAKE) opensbi-soc-check
step_cdeleg-soc     = $(SUBMAKE) cdeleg-soc-check

test:
	@rm -f $(BUILD)/tally
	@$(MAKE) --no-print-directory -j$(JOBS) $(TEST_BUILD)
	@$(MAKE) --no-print-directory -j$(JOBS) $(addprefix $(BUILD)/steps/,$(TEST_STEPS))
	@tools/tally $(BUILD)/tally $(TEST_STEPS)

# One step of make test (FORCE: each call runs it).
$(BUILD)/steps/%: FORCE
	+@$(CHECK) $(BUILD)/tally $* $(step_$*)

# The integration example of docs/integration.md: lint, synthesis, and its
# directed test under Icarus.
integration-example:
	@tools/tests/integration-example.sh

test-model: $(BUILD)/model-directed
	$(step_model-directed)

test-directed: $(SIMS)
	@$(foreach c,$(CONFIGS),$(BUILD)/hpm/$(c)/hpm-sim --directed && ) true

# Each fault must make the lockstep report a mismatch.
faults: $(FAULT_SIMS)
	@passed=0; failed=0; \
	for f in $(FAULTS); do \
	  if out=$$($(BUILD)/mutants/$$f/$$(tools/mutate $(FAULT_LIST) --config $$f)/hpm-sim --seed $(SEED) --cycles $(TEST_CYCLES) --quiet); then \
	    echo "fault $$f: NOT caught in $(TEST_CYCLES) cycles"; failed=$$((failed+1)); \
	  elif line=$$(grep -m1 '^MISMATCH' <<<"$$out"); then \
	    echo "fault $$f: caught, $${line#MISMATCH }"; passed=$$((passed+1)); \
	  else \
	    echo "fault $$f: simulator failed without a mismatch"; echo "$$out" | tail -5; failed=$$((failed+1)); \
	  fi; \
	done; \
	echo "$$passed passed, $$failed failed"; test $$failed -eq 0

run-hpm: $(BUILD)/hpm/$(CFG)/hpm-sim
	$< --seed $(SEED) --cycles $(TEST_CYCLES)

# The demo (firmware/demo): perf-stat-like tables and a sampling profile,
# through our SBI firmware, on the simulated SoC and on QEMU virt (with
# -icount shift=0, QEMU counts one cycle per instruction, deterministically).
# On the SoC, soc-sim also watches it out of band (docs/cosim.md): the
# events over time (build/run/stats.svg), a profile of the whole run, boot
# and firmware included (flame.svg, and the hottest functions), and the
# demo's own LCOFI samples with their call stacks (flame-lcofi.svg), and
# the top-down tree: each workload's, from the demo's in-band counters
# (printed by tools/topdown), and the whole run's over time (topdown.svg).
RUN_DIR := $(BUILD)/run
# PROGRESS=1 asks for progress lines in a log, PROGRESS=0 for none; by
# default they are shown on a terminal only (docs/testing.md, Progress).
SOC_SIM_PROGRESS = $(if $(filter 1,$(PROGRESS)),--progress,$(if $(filter 0,$(PROGRESS)),--no-progress))
run: $(BUILD)/rv64/soc-sim $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/demo.elf
	@mkdir -p $(RUN_DIR)
	$(BUILD)/rv64/soc-sim $(SOC_SIM_PROGRESS) --stats $(RUN_DIR)/stats.csv --stats-interval 10000 \
	  --profile $(RUN_DIR)/profile.folded --profile-interval 1000 --lcofi-profile $(RUN_DIR)/lcofi.folded \
	  $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/demo.elf | tee $(RUN_DIR)/console.log
	@echo; echo "make run: the top-down tree of each workload, from the demo's own counters (tools/topdown)"
	@tools/topdown --counts $(RUN_DIR)/console.log
	@tools/topdown --svg $(RUN_DIR)/topdown.svg --title "make run: SBI firmware and the PMU demo" \
	  $(RUN_DIR)/stats.csv > /dev/null
	@tools/plot-stats -o $(RUN_DIR)/stats.svg --title "make run: SBI firmware and the PMU demo" $(RUN_DIR)/stats.csv
	@tools/flamegraph -o $(RUN_DIR)/flame.svg --title "make run: every 1000 cycles, out of band" --top 12 \
	  $(RUN_DIR)/profile.folded
	@tools/flamegraph -o $(RUN_DIR)/flame-lcofi.svg --title "make run: the demo's LCOFI samples" $(RUN_DIR)/lcofi.folded
	@echo "make run: $(RUN_DIR)/topdown.svg, $(RUN_DIR)/stats.svg, $(RUN_DIR)/flame.svg, $(RUN_DIR)/flame-lcofi.svg"

run-qemu: $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/demo.elf
	timeout 120 $(QEMU_VIRT_rv64) -icount shift=0 -bios $(BUILD)/rv64/sbi-fw.elf -kernel $(BUILD)/rv64/demo.elf

# Simulated cycles per second, each as a ratio to the yardstick measured in
# the same run (tools/sim-bench; docs/hpm.md and docs/soc.md have the
# numbers), then the cost of each SBI PMU call.
bench: bench-sim bench-sbi

.PHONY: bench-sim
bench-sim: $(YARDSTICK) $(YARDSTICK_PGO) $(BUILD)/hpm/$(CFG)/hpm-sim $(BUILD)/rv64/soc-sim $(BUILD)/rv32/soc-sim \
           $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv32/sbi-fw.elf $(BUILD)/rv64/demo.elf $(BUILD)/rv32/demo.elf
	@tools/sim-bench $(BUILD) $(CFG)

# The same simulators' instructions per simulated cycle (tools/sim-instr,
# valgrind's callgrind): figures that repeat exactly on a noisy machine.
.PHONY: bench-instr
bench-instr: $(YARDSTICK) $(YARDSTICK_PGO) $(BUILD)/hpm/$(CFG)/hpm-sim $(BUILD)/rv64/soc-sim $(BUILD)/rv32/soc-sim \
             $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv32/sbi-fw.elf $(BUILD)/rv64/demo.elf $(BUILD)/rv32/demo.elf
	@tools/sim-instr $(BUILD) $(CFG)

# What each SBI PMU call costs from S-mode: ours on the SoC and QEMU,
# OpenSBI 1.1 on QEMU, OpenSBI 1.9 recorded, the bound of a fifth of 1.9,
# and a start+stop through counter delegation on the SoC against the SBI's
# (tools/sbi-bench; docs/firmware.md has the numbers).
.PHONY: bench-sbi
bench-sbi: $(BUILD)/rv64/soc-sim $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/pmu-cost.elf
	@QEMU_VIRT='$(QEMU_VIRT_rv64)' tools/sbi-bench $(BUILD)

# What the SBI calls of one perf multiplexing rotation cost, as Linux 6.12's
# SBI driver makes them for 8 to 40 events, and the program's checks (among
# them, that the snapshot flags on every stop cost no more than the
# snapshot's work, and finding no counter no more than finding the last):
# QEMU rv64 and rv32, the SoC rv64 (tools/rotation-bench,
# firmware/bench/rotation_cost.c; docs/linux.md, the cost of a rotation).
# ROTATION_PLATFORMS picks them; soc-rv32 is the fourth.
ROTATION_PLATFORMS ?= qemu-rv64 qemu-rv32 soc-rv64
ROTATION_ELFS := $(foreach x,rv64 rv32,$(BUILD)/$(x)/sbi-fw.elf $(BUILD)/$(x)/rotation-cost.elf)
.PHONY: rotation-check
rotation-check: $(ROTATION_ELFS) $(foreach p,$(filter soc-%,$(ROTATION_PLATFORMS)),$(BUILD)/$(subst soc-,,$(p))/soc-sim)
	@QEMU_VIRT_rv64='$(QEMU_VIRT_rv64)' QEMU_VIRT_rv32='$(QEMU_VIRT_rv32)' \
	  tools/rotation-bench $(BUILD) $(ROTATION_PLATFORMS)
