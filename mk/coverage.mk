# SPDX-License-Identifier: Apache-2.0
# Coverage of the HPM block (make coverage): Verilator line, branch, toggle
# and functional coverage (tb/coverage/hpm_cover.sv, bound to the block from
# outside rtl/) over the directed tests and lockstep runs of every regressed
# configuration and the SoC's PMU demo, merged into an HTML report
# (genhtml) and checked against the closure goals by tools/coverage-report.
# docs/verification.md has the figures. Uses mk/hpm.mk's and mk/soc.mk's
# variables.

.PHONY: coverage coverage-quick

COV_DIR     := $(BUILD)/coverage
COV_SV      := tb/coverage/hpm_coverage.vlt tb/coverage/hpm_cover.sv tb/coverage/hpm_cover_bind.sv
COV_WAIVERS := tb/coverage/waivers.txt
COVERAGE_SEEDS  ?= 1 2
COVERAGE_CYCLES ?= 1000000
# The simulators are kept between runs, though make reaches them through
# the runs' stamps.
.PRECIOUS: $(COV_DIR)/%/hpm-sim $(BUILD)/coverage-quick/%/hpm-sim

# build/coverage/<config>/hpm-sim; compiled with less optimisation, since
# compile time dominates runs of a few seconds.
$(COV_DIR)/%/hpm-sim: VERILATOR_MAKEFLAGS := OPT_FAST=-O1 OPT_SLOW=-O0
$(COV_DIR)/%/hpm-sim: $(HPM_RTL) $(HPM_TB_SV) $(HPM_TB_CXX) $(HPM_TB_H) $(BUILD)/libhpm_tb.a $(COV_SV)
	$(call verilate_hpm,$(COV_DIR)/$*,$*,--coverage,hpm-sim,$(HPM_RTL) $(COV_SV))

# Items done of all, after each (tools/progress.py: on a terminal, or
# with PROGRESS=1).
cov_progress = @python3 tools/progress.py --done coverage $$(ls $(COV_DIR)/*/runs.done | wc -l) \
                 $(words $(CONFIGS) soc)

# The runs of one configuration: the directed tests, then one lockstep run
# per seed, each leaving its counts in a file of its own.
$(COV_DIR)/%/runs.done: $(COV_DIR)/%/hpm-sim
	rm -f $(@D)/*.dat $(@D)/*.log
	HPM_COVERAGE_FILE=$(@D)/directed.dat $< --directed > $(@D)/directed.log
	$(foreach s,$(COVERAGE_SEEDS),HPM_COVERAGE_FILE=$(@D)/lockstep-$(s).dat \
	  $< --seed $(s) --cycles $(COVERAGE_CYCLES) > $(@D)/lockstep-$(s).log &&) true
	touch $@
	$(cov_progress)

# The SoC (rv64) running the PMU demo through the SBI firmware, with only
# the HPM block instrumented (hpm_coverage.vlt). The cover points take the
# block's parameters from tb/common/hpm_harness.svh.
$(COV_DIR)/soc-rv64/soc-sim: $(SOC_SIM_DEPS) $(COV_SV) tb/common/hpm_harness.svh
	$(call soc_verilate,64,$@,--coverage -Itb/common,$(SOC_RTL) $(COV_SV))
$(COV_DIR)/soc-rv64/runs.done: $(COV_DIR)/soc-rv64/soc-sim $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/demo.elf
	rm -f $(@D)/*.dat
	HPM_COVERAGE_FILE=$(@D)/demo.dat $< $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/demo.elf > $(@D)/demo.log
	touch $@
	$(cov_progress)

coverage: $(foreach c,$(CONFIGS),$(COV_DIR)/$(c)/runs.done) $(COV_DIR)/soc-rv64/runs.done
	tools/coverage-report $(COV_DIR) $(COV_WAIVERS) --lines $(CONFIGS)
	genhtml --quiet --output-directory $(COV_DIR)/html $(COV_DIR)/merged.info > $(COV_DIR)/genhtml.log
	@echo "coverage: HTML report in $(COV_DIR)/html/index.html, text summary in $(COV_DIR)/summary.txt"

# make test's slice: the functional points of the smallest configuration
# (the H extension, narrow counters, six-bit events) and of the one with the
# two-stage event pipeline, each over its directed tests and a short
# lockstep run.
# Its own directory, so a full run never reuses its shorter runs.
COVERAGE_QUICK := rv64h pipe2
coverage-quick:
	@$(MAKE) --no-print-directory COV_DIR=$(BUILD)/coverage-quick \
	  $(foreach c,$(COVERAGE_QUICK),$(BUILD)/coverage-quick/$(c)/runs.done) COVERAGE_SEEDS=1 COVERAGE_CYCLES=300000
	@tools/coverage-report $(BUILD)/coverage-quick $(COV_WAIVERS) $(COVERAGE_QUICK)
