# SPDX-License-Identifier: Apache-2.0
# Formal proofs of the HPM block's contract rules: the properties of
# tb/formal/, proven with Yosys and yosys-smtbmc (z3) by tools/formal
# (docs/verification.md, Formal). Outputs go under build/formal/.

# ----------------------------------------------------------------------------
# Configurations: FORMAL_CFG_<name> is MODE:DEPTH:PARAMETERS, MODE "prove"
# (k-induction: holds in every reachable state) or "bmc" (no failure within
# DEPTH cycles of reset).
# ----------------------------------------------------------------------------
# Small ones, where a counter of 1 to 6 bits overflows within a few cycles
# and every property is proven in seconds: both XLENs, with and without the
# hypervisor extension, events of 1 to 8 bits, the event bus narrower and
# wider than 64 bits (the RTL selects events differently), counters split
# across both RV32 halves, and the two ways the RTL detects a carry
# (HPM_WIDTH below and above 54); counter delegation in all but rv64w60,
# which has the hypervisor extension without it.
FORMAL_CFG_rv64h2   := prove:1:XLEN=64 NUM_HPM=2 HPM_WIDTH=4 NUM_EVENTS=4 EVENT_W=2 RET_W=2 H_EXT=1 CDELEG=1
FORMAL_CFG_rv32h2   := prove:1:XLEN=32 NUM_HPM=2 HPM_WIDTH=6 NUM_EVENTS=3 EVENT_W=1 RET_W=3 H_EXT=1 CDELEG=1
FORMAL_CFG_rv64bus  := prove:1:XLEN=64 NUM_HPM=1 HPM_WIDTH=1 NUM_EVENTS=70 EVENT_W=1 RET_W=1 H_EXT=0 CDELEG=1
FORMAL_CFG_rv32w40  := prove:1:XLEN=32 NUM_HPM=1 HPM_WIDTH=40 NUM_EVENTS=2 EVENT_W=3 RET_W=4 H_EXT=0 CDELEG=1
FORMAL_CFG_rv64w60  := prove:1:XLEN=64 NUM_HPM=1 HPM_WIDTH=60 NUM_EVENTS=5 EVENT_W=8 RET_W=1 H_EXT=1 CDELEG=0
# The event pipeline (rule 16): rv64h2 and rv32h2 with one and two stages,
# and rv64w60 (the carry of a counter wider than 54 bits, which no regressed
# configuration with a pipeline has) with one.
FORMAL_CFG_rv64p1   := prove:1:XLEN=64 NUM_HPM=2 HPM_WIDTH=4 NUM_EVENTS=4 EVENT_W=2 RET_W=2 H_EXT=1 CDELEG=1 EVENT_PIPE=1
FORMAL_CFG_rv32p2   := prove:1:XLEN=32 NUM_HPM=2 HPM_WIDTH=6 NUM_EVENTS=3 EVENT_W=1 RET_W=3 H_EXT=1 CDELEG=1 EVENT_PIPE=2
FORMAL_CFG_rv64w60p1 := prove:1:XLEN=64 NUM_HPM=1 HPM_WIDTH=60 NUM_EVENTS=5 EVENT_W=8 RET_W=1 H_EXT=1 CDELEG=0 EVENT_PIPE=1
# The regressed configurations of mk/hpm.mk that the solver manages.
FORMAL_CFG_rv64h    := prove:1:$(CFG_rv64h)
FORMAL_CFG_rv32min  := prove:1:$(CFG_rv32min)
FORMAL_CFG_narrow   := prove:1:$(CFG_narrow)
FORMAL_CFG_rv64     := prove:1:$(CFG_rv64)
FORMAL_CFG_pipe1    := prove:1:$(CFG_pipe1)
FORMAL_CFG_pipe2    := prove:1:$(CFG_pipe2)

FORMAL_ALL     := rv64h2 rv32h2 rv64bus rv32w40 rv64w60 rv64p1 rv32p2 rv64w60p1 rv64h rv32min narrow rv64 pipe1 pipe2
FORMAL_CONFIGS := $(FORMAL_ALL)
# make formal-quick (in make test): the two small configurations with the
# hypervisor extension, all groups in one proof each, and the second with
# the two-stage event pipeline.
FORMAL_QUICK   := rv64h2 rv32h2 rv32p2

FORMAL_DIR := $(BUILD)/formal
FORMAL      = tools/formal --out $(FORMAL_DIR) --rtl "$(HPM_RTL)"
formal_specs = $(foreach c,$(1),"$(c):$(FORMAL_CFG_$(c))")

# ----------------------------------------------------------------------------
# Targets
# ----------------------------------------------------------------------------
.PHONY: formal formal-quick formal-faults

# Every configuration, one proof per property group; --all-labels fails for
# a property that no configuration elaborates. Only a run of every
# configuration can tell: run alone, rv64 or narrow elaborates no RV32, H
# or pipeline property, and that is not a failure.
formal:
	@$(FORMAL) $(if $(filter-out $(FORMAL_CONFIGS),$(FORMAL_ALL)),,--all-labels) $(call formal_specs,$(FORMAL_CONFIGS))

formal-quick:
	@$(FORMAL) --joint $(call formal_specs,$(FORMAL_QUICK))

# Each fault of tb/formal/fault_groups.txt must make its property groups fail.
formal-faults:
	@$(FORMAL) --faults tb/formal/fault_groups.txt $(call formal_specs,rv64h2 rv32h2 rv64p1 rv32p2)
