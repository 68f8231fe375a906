# SPDX-License-Identifier: Apache-2.0
# Portability of the RTL: Verilator -Wall, Icarus -g2012, Yosys synthesis,
# for the HPM block and for the core that hosts it.

# ----------------------------------------------------------------------------
# Portability: Verilator lint, Icarus, Yosys
# ----------------------------------------------------------------------------
.PHONY: lint lint-verilator lint-icarus synth synth-core spdx

# The design's total cells and flip-flops, from the first cell count after
# Yosys's hierarchy header to the blank line that ends its list of cell
# types (a fixed number of lines would not do: the hierarchy's length
# follows the number of module variants). $(1): the line's format.
comma := ,
yosys_totals = awk '/=== design hierarchy ===/ {h = 1} h && !c && /Number of cells/ {cells = $$4; c = 1; next} \
  c == 1 && /^ *$$/ {c = 2} c == 1 && /DFF/ {ff += $$2} END {printf "$(1)\n", cells, ff}' $<

lint: lint-verilator lint-icarus synth synth-core

spdx:
	@tools/check-spdx

# Each check is a target of its own, so that `make -j` runs them side by side;
# each writes its verdict to a file under $(LINT_DIR) and lint-verilator and
# lint-icarus print those in a fixed order. FORCE: they run on every call, as
# a lint is asked for because something may have changed.
LINT_DIR       := $(BUILD)/lint
LINT_SOC       := $(foreach x,64 32,$(foreach h,$(SOC_HART_COUNTS),$(x)-$(h)))
LINT_SOC_IV    := $(foreach x,64 32,$(foreach h,1 2,$(x)-$(h)))
LINT_VERILATOR := $(foreach c,$(CONFIGS),$(LINT_DIR)/verilator-hpm-$(c)) \
                  $(foreach s,$(LINT_SOC),$(LINT_DIR)/verilator-soc-$(s)) \
                  $(foreach y,0 1,$(LINT_DIR)/verilator-fpga-$(y))
LINT_ICARUS    := $(foreach c,$(CONFIGS),$(LINT_DIR)/icarus-hpm-$(c)) \
                  $(foreach s,$(LINT_SOC_IV),$(LINT_DIR)/icarus-soc-$(s)) \
                  $(foreach x,64 32,$(LINT_DIR)/icarus-rvc-$(x))
# XLEN and NUM_HARTS from a name XLEN-HARTS.
lint_xlen  = $(word 1,$(subst -, ,$(1)))
lint_harts = $(word 2,$(subst -, ,$(1)))
# Icarus's notes about constructs it does not check are not problems; its
# output file is the verdict.
icarus = rm -f $(2) && $(IVERILOG) -g2012 $(1) -o $(2) \
  2>&1 | { grep -v -E "sorry: (constant selects in always_\* processes|Case unique/unique0)" || true; } && test -f $(2)

lint-verilator: $(LINT_VERILATOR)
	@cat $^

lint-icarus: $(LINT_ICARUS)
	@cat $^

$(LINT_DIR)/verilator-hpm-%: FORCE
	@mkdir -p $(@D)
	@$(VERILATOR) --lint-only -Wall --top-module hpm $(call gparams,$*) $(HPM_RTL)
	@echo "verilator lint clean: hpm $* ($(CFG_$*))" > $@

# make fpga-timing's top (tb/fpga) in its small configuration, holding the
# block (YARDSTICK=0) or the yardstick (1).
$(LINT_DIR)/verilator-fpga-%: FORCE
	@mkdir -p $(@D)
	@$(VERILATOR) --lint-only -Wall --top-module fpga_timing_top -Itb/common $(call gparams,small) \
	  -GYARDSTICK=$* $(FPGA_RTL)
	@echo "verilator lint clean: fpga_timing_top YARDSTICK=$* (tb/fpga, small: $(CFG_small))" > $@

$(LINT_DIR)/verilator-soc-%: FORCE
	@mkdir -p $(@D)
	@$(VERILATOR) --lint-only -Wall --top-module soc_top -GXLEN=$(call lint_xlen,$*) \
	  -GNUM_HARTS=$(call lint_harts,$*) $(SOC_RTL)
	@echo "verilator lint clean: soc_top XLEN=$(call lint_xlen,$*) NUM_HARTS=$(call lint_harts,$*)" > $@

$(LINT_DIR)/icarus-hpm-%: FORCE
	@mkdir -p $(@D)
	@$(call icarus,-s hpm $(foreach p,$(CFG_$*),-Phpm.$(p)) $(HPM_RTL),$(BUILD)/hpm-$*.vvp)
	@echo "icarus -g2012 compiles: $*" > $@

$(LINT_DIR)/icarus-soc-%: FORCE
	@mkdir -p $(@D)
	@$(call icarus,-s soc_top -Psoc_top.XLEN=$(call lint_xlen,$*) -Psoc_top.NUM_HARTS=$(call lint_harts,$*) \
	  $(SOC_RTL),$(BUILD)/soc-rv$*.vvp)
	@echo "icarus -g2012 compiles: soc_top XLEN=$(call lint_xlen,$*) NUM_HARTS=$(call lint_harts,$*)" > $@

$(LINT_DIR)/icarus-rvc-%: FORCE
	@mkdir -p $(@D)
	@$(call icarus,-s core_rvc_expand -Pcore_rvc_expand.XLEN=$* $(RVC_RTL),$(BUILD)/rvc-rv$*.vvp)
	@echo "icarus -g2012 compiles: core_rvc_expand XLEN=$*" > $@

synth: $(BUILD)/synth/hpm-$(CFG).log
	@$(call yosys_totals,yosys synth -top hpm ($(CFG): $(CFG_$(CFG))): %d cells$(comma) %d flip-flops)

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
	@$(call yosys_totals,yosys synth -top core (XLEN 64): %d cells$(comma) %d flip-flops)

$(BUILD)/synth/core.log: $(HPM_RTL) $(CORE_RTL)
	@mkdir -p $(dir $@)
	$(YOSYS) -q -l $@ -p "read_verilog -sv -DHPM_FLAT_EVENT_PORT $(HPM_RTL) $(CORE_RTL); synth -top core" 2>&1 \
	  | { grep -v 'Replacing memory .* with list of registers' || true; }
