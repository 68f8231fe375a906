# SPDX-License-Identifier: Apache-2.0
# The HPM block: its sources and regressed configurations, the C model and
# test-bench libraries, the Verilated lockstep simulators (one per
# configuration and per injected fault), the speed yardstick and the DPI-C
# example. Included by the Makefile, whose variables (BUILD, VERILATOR_OPT,
# ...) it uses.

# ----------------------------------------------------------------------------
# Sources
# ----------------------------------------------------------------------------
HPM_RTL := rtl/hpm_pkg.sv rtl/hpm_fixed_counter.sv rtl/hpm_counter.sv rtl/hpm_cdeleg.sv rtl/hpm.sv
# The harness top and what it includes (tb/common, a prerequisite only).
HPM_TB_SV := tb/common/hpm_state.vlt tb/hpm/hpm_tb_top.sv tb/common/hpm_harness.svh
MODEL_SRC := cmodel/hpm_model.c cmodel/hpm_cdeleg.c
HPM_TB_C := tb/hpm/hpm_stimulus.c tb/hpm/hpm_directed.c tb/hpm/hpm_directed_cdeleg.c tb/hpm/model_advance.c
HPM_TB_CXX := tb/hpm/hpm_sim.cpp tb/hpm/rtl_hpm.cpp tb/common/hpm_check.cpp
HPM_TB_H := cmodel/hpm_model.h cmodel/hpm_cdeleg.h cmodel/hpm_spec.h tb/hpm/hpm_dut.h tb/hpm/hpm_directed.h tb/hpm/model_advance.h tb/hpm/hpm_stimulus.h tb/hpm/rtl_hpm.h tb/common/hpm_check.h \
            tb/common/event_pack.h tb/common/trace_build.h

CSTD   := -std=c11 -O2 -g -Wall -Wextra -Werror -pedantic
CINC   := -Icmodel -Itb/hpm

# ----------------------------------------------------------------------------
# Configurations regressed (contract section 1 parameter ranges)
# ----------------------------------------------------------------------------
# narrow takes every other extreme: one-bit counters, the widest event bus
# and the widest instret. pipe1 and pipe2 have the event pipeline (contract
# rule 16): pipe1 is make fpga-timing's small configuration with one stage
# (RV32, a bus of at most 64 bits), pipe2 two stages with the hypervisor
# extension, multi-bit events on a bus wider than 64 bits and counters of
# 7 bits that overflow often. EVENT_PIPE is 0 in the others. Counter
# delegation (CDELEG, contract rules 11-15) is in every configuration but
# rv32min, the smallest block an integrator builds, which leaves it out.
CONFIGS := rv64 rv32 rv64h rv32min narrow pipe1 pipe2
CFG_rv64    := XLEN=64 NUM_HPM=29 HPM_WIDTH=64 NUM_EVENTS=32 EVENT_W=1 RET_W=1 H_EXT=0 CDELEG=1
CFG_rv32    := XLEN=32 NUM_HPM=29 HPM_WIDTH=64 NUM_EVENTS=1024 EVENT_W=1 RET_W=2 H_EXT=0 CDELEG=1
CFG_rv64h   := XLEN=64 NUM_HPM=5 HPM_WIDTH=40 NUM_EVENTS=19 EVENT_W=6 RET_W=3 H_EXT=1 CDELEG=1
CFG_rv32min := XLEN=32 NUM_HPM=0 HPM_WIDTH=64 NUM_EVENTS=2 EVENT_W=1 RET_W=1 H_EXT=0 CDELEG=0
CFG_narrow  := XLEN=64 NUM_HPM=3 HPM_WIDTH=1 NUM_EVENTS=1024 EVENT_W=8 RET_W=4 H_EXT=1 CDELEG=1
CFG_pipe1   := XLEN=32 NUM_HPM=4 HPM_WIDTH=32 NUM_EVENTS=16 EVENT_W=1 RET_W=1 H_EXT=0 CDELEG=1 EVENT_PIPE=1
CFG_pipe2   := XLEN=64 NUM_HPM=6 HPM_WIDTH=7 NUM_EVENTS=100 EVENT_W=3 RET_W=2 H_EXT=1 CDELEG=1 EVENT_PIPE=2
# The model's directed tests are cheap: they run every configuration both
# with and without delegation, which also gives CDELEG = 0 with H_EXT.
MODEL_CFGS := $(foreach c,$(CONFIGS),$(foreach d,0 1,'$(filter-out CDELEG=%,$(CFG_$(c))) CDELEG=$(d)'))

# Faults injected into copies of the RTL to prove the lockstep catches them
# (tb/faults/faults.txt, applied by tools/mutate), each with the
# configuration that can expose it. They are built as mutants
# (mk/mutants.mk): build/mutants/<NAME>/<CONFIG>/hpm-sim.
FAULT_LIST := tb/faults/faults.txt
FAULTS     := $(shell tools/mutate $(FAULT_LIST) --names)
fault_cfg   = $(shell tools/mutate $(FAULT_LIST) --config $(1))
fault_sim   = $(BUILD)/mutants/$(1)/$(call fault_cfg,$(1))/hpm-sim
# mutate_rtl LIST,NAME,DIR: a recipe line that writes the RTL with mutant
# NAME of LIST applied to DIR; fault_rtl DIR: those copies.
mutate_rtl  = tools/mutate $(1) $(2) $(3) $(HPM_RTL) > /dev/null
fault_rtl   = $(addprefix $(1)/,$(notdir $(HPM_RTL)))

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
# build/mutants/<NAME>/<CONFIG>/hpm-sim (mk/mutants.mk)
# ----------------------------------------------------------------------------
# $(1) output dir, $(2) config, $(3) extra Verilator flags, $(4) binary name,
# $(5) the HPM sources (HPM_RTL unless a fault's copies).
# hpm-sim is built without trace support, which costs speed even when no
# trace is written; hpm-sim --trace runs the hpm-sim-trace beside it.
# The binary is removed first: Verilator's own makefile does not relink when
# only the C library (the model) changed.
define verilate_hpm
	@mkdir -p $(1)
	@rm -f $(1)/$(4)
	$(VERILATOR) --cc --exe --build -j $(JOBS) $(VERILATOR_OPT) $(VERILATOR_SPLIT_HPM) -Wall -Wno-fatal \
	  --top-module hpm_tb_top -Itb/common $(call gparams,$(2)) $(3) \
	  -Mdir $(1)/obj$(if $(filter hpm-sim-trace,$(4)),-trace) -o ../$(4) \
	  -CFLAGS "-std=c++17 -O2 -I$(CURDIR)/cmodel -I$(CURDIR)/tb/hpm -I$(CURDIR)/tb/common" \
	  -MAKEFLAGS "$(VERILATOR_MAKEFLAGS)" \
	  $(5) $(filter-out %.svh,$(HPM_TB_SV)) $(addprefix $(CURDIR)/,$(HPM_TB_CXX)) $(abspath $(BUILD)/libhpm_tb.a) \
	  > $(1)/build$(if $(filter hpm-sim-trace,$(4)),-trace).log 2>&1 || { tail -30 $(1)/build.log; exit 1; }
endef

SIMS := $(foreach c,$(CONFIGS),$(BUILD)/hpm/$(c)/hpm-sim)
FAULT_SIMS := $(foreach f,$(FAULTS),$(call fault_sim,$(f)))

$(BUILD)/hpm/%/hpm-sim: $(HPM_RTL) $(HPM_TB_SV) $(HPM_TB_CXX) $(HPM_TB_H) $(BUILD)/libhpm_tb.a
	$(call verilate_hpm,$(BUILD)/hpm/$*,$*,,hpm-sim,$(HPM_RTL))

$(BUILD)/hpm/%/hpm-sim-trace: $(HPM_RTL) $(HPM_TB_SV) $(HPM_TB_CXX) $(HPM_TB_H) $(BUILD)/libhpm_tb.a
	$(call verilate_hpm,$(BUILD)/hpm/$*,$*,--trace-fst,hpm-sim-trace,$(HPM_RTL))

# The speed yardstick of make bench (tb/bench/yardstick.sv): a bare counter
# array, built with the same flags and driven the same way as hpm-sim.
# verilate_yardstick BINARY,CXXFLAGS: its objects in BINARY-obj.
YARDSTICK_DEPS := tb/bench/yardstick.sv tb/bench/yardstick_tb_top.sv tb/bench/yardstick_ports.svh \
                  tb/bench/yardstick_bench.cpp tb/common/event_pack.h $(BUILD)/libhpm_tb.a
define verilate_yardstick
	@mkdir -p $(dir $(1))
	@rm -f $(1)
	$(VERILATOR) --cc --exe --build -j $(JOBS) $(VERILATOR_OPT) $(VERILATOR_SPLIT_YARDSTICK) -Wall \
	  --top-module yardstick_tb_top -Itb/bench -Mdir $(1)-obj -o ../$(notdir $(1)) \
	  -CFLAGS "-std=c++17 -O2 $(2) -I$(CURDIR)/cmodel -I$(CURDIR)/tb/hpm -I$(CURDIR)/tb/common" \
	  $(if $(2),-LDFLAGS "$(2)") -MAKEFLAGS "$(VERILATOR_MAKEFLAGS)" \
	  tb/bench/yardstick.sv tb/bench/yardstick_tb_top.sv $(CURDIR)/tb/bench/yardstick_bench.cpp \
	  $(abspath $(BUILD)/libhpm_tb.a) > $(1)-build.log 2>&1 || { tail -30 $(1)-build.log; exit 1; }
endef
YARDSTICK := $(BUILD)/bench/yardstick-bench
$(YARDSTICK): $(YARDSTICK_DEPS)
	$(call verilate_yardstick,$@)

# The yardstick with the profile-guided optimisation soc-sim is built with
# (PGO_GENERATE, PGO_USE; trained on a short run of its own stimulus), so
# that make bench also shows what the same compiler treatment does for it.
YARDSTICK_PGO := $(BUILD)/bench/yardstick-bench-pgo
yardstick_pgo_verilate = $(call verilate_yardstick,$@,$(1))
$(YARDSTICK_PGO): $(YARDSTICK_DEPS)
	$(call pgo_build,$@,yardstick_pgo_verilate,$@ --runs 1 --cycles 200000)

# ----------------------------------------------------------------------------
# The DPI-C example: the model as a scoreboard inside a SystemVerilog bench
# ----------------------------------------------------------------------------
$(BUILD)/dpi/Vhpm_dpi_example: $(HPM_RTL) tb/dpi/hpm_dpi_example.sv cmodel/hpm_dpi.svh cmodel/hpm_dpi.c $(MODEL_SRC) cmodel/hpm_spec.h \
                               cmodel/hpm_cdeleg.h
	@mkdir -p $(dir $@)
	$(VERILATOR) --binary --timing -j $(JOBS) -Wno-fatal -Icmodel --top-module hpm_dpi_example \
	  -Mdir $(BUILD)/dpi -CFLAGS "-I$(CURDIR)/cmodel" \
	  $(HPM_RTL) tb/dpi/hpm_dpi_example.sv $(addprefix $(CURDIR)/,$(MODEL_SRC)) $(CURDIR)/cmodel/hpm_dpi.c \
	  > $(BUILD)/dpi/build.log 2>&1 || { tail -30 $(BUILD)/dpi/build.log; exit 1; }

dpi: $(BUILD)/dpi/Vhpm_dpi_example
	$<
