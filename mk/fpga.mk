# SPDX-License-Identifier: Apache-2.0
# The clock the HPM block closes at on an FPGA (make fpga-timing): Yosys
# synth_ice40 and nextpnr-ice40 on an iCE40 HX8K, the block and a plain
# counter array of the same size (the yardstick), each inside a shell that
# registers every input and output (tb/fpga/), over several placement
# seeds (tools/fpga-timing; docs/integration.md has the figures). Uses
# mk/hpm.mk's variables.

.PHONY: fpga-timing fpga-timing-quick

# The top that holds either design, with its sources.
FPGA_RTL  := $(HPM_RTL) rtl/core/core_flop.sv tb/fpga/fpga_io_shell.sv tb/fpga/counter_array.sv tb/fpga/fpga_timing_top.sv
FPGA_DIR  := $(BUILD)/fpga
# The configuration an SoC integrator measured first (issue #32): RV32, four
# counters of 32 bits, 16 one-bit events, with counter delegation, with each
# EVENT_PIPE (contract rule 16). With EVENT_PIPE 1 it is the regressed pipe1;
# with 0 its logic is that of rv64h and rv32min together. The yardstick does
# not depend on EVENT_PIPE and is measured once for the three.
CFG_small       := XLEN=32 NUM_HPM=4 HPM_WIDTH=32 NUM_EVENTS=16 EVENT_W=1 RET_W=1 H_EXT=0 CDELEG=1
CFG_small-pipe1 := $(CFG_small) EVENT_PIPE=1
CFG_small-pipe2 := $(CFG_small) EVENT_PIPE=2
# Every other regressed configuration too; those that cannot fit the HX8K
# are reported as such.
FPGA_CONFIGS ?= small small-pipe1 small-pipe2 $(filter-out pipe1,$(CONFIGS))
FPGA_SEEDS   ?= 1 2 3 4 5
FPGA_TIMING   = tools/fpga-timing --out $(FPGA_DIR) --rtl "$(HPM_RTL)"

# About 30 minutes on two cores: five seeds of each design that fits (most
# of it rv64h's block, at 95 % of the device), and the synthesis of rv64,
# which does not.
fpga-timing: $(FPGA_RTL)
	@$(FPGA_TIMING) --seeds "$(FPGA_SEEDS)" $(foreach c,$(FPGA_CONFIGS),"$(c):$(CFG_$(c))")

# make test's slice: the small configuration with EVENT_PIPE 0 and 1, one
# seed (about two minutes).
fpga-timing-quick: $(FPGA_RTL)
	@$(FPGA_TIMING) --out $(BUILD)/fpga-quick --seeds 1 "small:$(CFG_small)" "small-pipe1:$(CFG_small-pipe1)"
