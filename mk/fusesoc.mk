# SPDX-License-Identifier: Apache-2.0
# FuseSoC: the cores' targets as an integrator runs them.

# ----------------------------------------------------------------------------
# FuseSoC: the core's lint, synth and sim targets, as an integrator runs them
# ----------------------------------------------------------------------------
FUSESOC ?= fusesoc
# One FuseSoC run a target, named after its log, so that `make -j` runs them
# side by side: FUSESOC_RUN_<name> is TARGET CORE [OPTIONS]. Each run has a
# build root of its own, and runs on every call (FORCE).
FUSESOC_SOC_ELF := $(BUILD)/rv64/tests/isa-alu_imm.elf
FUSESOC_RUN_lint       := lint perfmon:hpm:hpm
FUSESOC_RUN_synth      := synth perfmon:hpm:hpm
FUSESOC_RUN_sim        := sim perfmon:hpm:hpm
FUSESOC_RUN_core-lint  := lint perfmon:hpm:core --XLEN 32
FUSESOC_RUN_core-synth := synth perfmon:hpm:core
FUSESOC_RUN_soc-lint   := lint perfmon:hpm:soc
FUSESOC_RUN_soc-sim    := sim perfmon:hpm:soc --elf $(abspath $(FUSESOC_SOC_ELF))
FUSESOC_RUNS := lint synth sim core-lint core-synth soc-lint soc-sim

# The block's lint, synth and lockstep sim; the core's lint and synth; the
# SoC's lint; the SoC's soc-sim built by FuseSoC and run on one of the core's
# self-tests.
.PHONY: fusesoc
fusesoc: $(foreach r,$(FUSESOC_RUNS),$(BUILD)/fusesoc-$(r).log)
	@grep -h -E '^(lockstep ok|[0-9]+ passed)' $(BUILD)/fusesoc-sim.log
	@grep -h -E '^soc-sim: exit' $(BUILD)/fusesoc-soc-sim.log

$(BUILD)/fusesoc-soc-sim.log: $(FUSESOC_SOC_ELF)
$(BUILD)/fusesoc-%.log: FORCE
	@echo "fusesoc run --target $(FUSESOC_RUN_$*)"
	@mkdir -p $(@D)
	@$(FUSESOC) --cores-root . run --build-root $(BUILD)/fusesoc/$* --target $(FUSESOC_RUN_$*) > $@.tmp 2>&1 \
	  || { tail -20 $@.tmp; exit 1; }
	@mv $@.tmp $@
