# SPDX-License-Identifier: Apache-2.0
# Portability of the RTL: Verilator -Wall, Icarus -g2012, Yosys synthesis,
# for the HPM block and for the core that hosts it.

# ----------------------------------------------------------------------------
# Portability: Verilator lint, Icarus, Yosys
# ----------------------------------------------------------------------------
.PHONY: lint lint-verilator lint-icarus synth synth-core spdx
lint: lint-verilator lint-icarus synth synth-core

spdx:
	@tools/check-spdx

lint-verilator:
	@$(foreach c,$(CONFIGS),\
	  $(VERILATOR) --lint-only -Wall --top-module hpm $(call gparams,$(c)) $(HPM_RTL) && \
	  echo "verilator lint clean: hpm $(c) ($(CFG_$(c)))" && ) true
	@$(foreach x,64 32,$(foreach h,1 2 3 4,\
	  $(VERILATOR) --lint-only -Wall --top-module soc_top -GXLEN=$(x) -GNUM_HARTS=$(h) $(SOC_RTL) && \
	  echo "verilator lint clean: soc_top XLEN=$(x) NUM_HARTS=$(h)" && )) true

lint-icarus:
	@mkdir -p $(BUILD)
	@$(foreach c,$(CONFIGS),\
	  $(IVERILOG) -g2012 -s hpm $(foreach p,$(CFG_$(c)),-Phpm.$(p)) -o $(BUILD)/hpm-$(c).vvp $(HPM_RTL) \
	    2>&1 | { grep -v -E "sorry: (constant selects in always_\* processes|Case unique/unique0)" || true; } && \
	  test -f $(BUILD)/hpm-$(c).vvp && echo "icarus -g2012 compiles: $(c)" && ) true
	@$(foreach x,64 32,$(foreach h,1 2,\
	  rm -f $(BUILD)/soc-rv$(x)-$(h).vvp && \
	  $(IVERILOG) -g2012 -s soc_top -Psoc_top.XLEN=$(x) -Psoc_top.NUM_HARTS=$(h) -o $(BUILD)/soc-rv$(x)-$(h).vvp $(SOC_RTL) \
	    2>&1 | { grep -v -E "sorry: (constant selects in always_\* processes|Case unique/unique0)" || true; } && \
	  test -f $(BUILD)/soc-rv$(x)-$(h).vvp && echo "icarus -g2012 compiles: soc_top XLEN=$(x) NUM_HARTS=$(h)" && )) true
	@$(foreach x,64 32,\
	  $(IVERILOG) -g2012 -s core_rvc_expand -Pcore_rvc_expand.XLEN=$(x) -o $(BUILD)/rvc-rv$(x).vvp $(RVC_RTL) \
	    2>&1 | { grep -v -E "sorry: (constant selects in always_\* processes|Case unique/unique0)" || true; } && \
	  test -f $(BUILD)/rvc-rv$(x).vvp && echo "icarus -g2012 compiles: core_rvc_expand XLEN=$(x)" && ) true

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

# The core with its HPM block (XLEN 64, the SoC's configuration); the SoC
# itself is not synthesized: its RAM is a 64 MiB simulation model.
synth-core: $(BUILD)/synth/core.log
	@grep -A40 '=== design hierarchy ===' $< | awk '/Number of cells/ {cells=$$4} /DFF/ {ff+=$$2} \
	  END {printf "yosys synth -top core (XLEN 64): %d cells, %d flip-flops\n", cells, ff}'

$(BUILD)/synth/core.log: $(HPM_RTL) $(CORE_RTL)
	@mkdir -p $(dir $@)
	$(YOSYS) -q -l $@ -p "read_verilog -sv -DHPM_FLAT_EVENT_PORT $(HPM_RTL) $(CORE_RTL); synth -top core" 2>&1 \
	  | { grep -v 'Replacing memory .* with list of registers' || true; }
