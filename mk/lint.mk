# SPDX-License-Identifier: Apache-2.0
# Portability of the RTL: Verilator -Wall, Icarus -g2012, Yosys synthesis.

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
