# SPDX-License-Identifier: Apache-2.0
# FuseSoC: the cores' targets as an integrator runs them.

# ----------------------------------------------------------------------------
# FuseSoC: the core's lint, synth and sim targets, as an integrator runs them
# ----------------------------------------------------------------------------
FUSESOC ?= fusesoc
# One FuseSoC run: $(1) target, $(2) core, $(3) log name, $(4) extra options.
fusesoc_run = echo "fusesoc run --target $(1) $(2) $(4)"; \
  $(FUSESOC) --cores-root . run --build-root $(BUILD)/fusesoc/$(3) --target $(1) $(2) $(4) \
    > $(BUILD)/fusesoc-$(3).log 2>&1 || { tail -20 $(BUILD)/fusesoc-$(3).log; exit 1; }

# The block's lint, synth and lockstep sim; the core's lint and synth; the
# SoC's lint;
# the SoC's soc-sim built by FuseSoC and run on one of the core's self-tests.
FUSESOC_SOC_ELF := $(BUILD)/rv64/tests/isa-alu_imm.elf
.PHONY: fusesoc
fusesoc: $(FUSESOC_SOC_ELF)
	@$(call fusesoc_run,lint,perfmon:hpm:hpm,lint,)
	@$(call fusesoc_run,synth,perfmon:hpm:hpm,synth,)
	@$(call fusesoc_run,sim,perfmon:hpm:hpm,sim,)
	@$(call fusesoc_run,lint,perfmon:hpm:core,core-lint,--XLEN 32)
	@$(call fusesoc_run,synth,perfmon:hpm:core,core-synth,)
	@$(call fusesoc_run,lint,perfmon:hpm:soc,soc-lint,)
	@$(call fusesoc_run,sim,perfmon:hpm:soc,soc-sim,--elf $(abspath $(FUSESOC_SOC_ELF)))
	@grep -h -E '^(lockstep ok|[0-9]+ passed)' $(BUILD)/fusesoc-sim.log
	@grep -h -E '^soc-sim: exit' $(BUILD)/fusesoc-soc-sim.log
