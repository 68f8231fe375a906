# SPDX-License-Identifier: Apache-2.0
# The workloads of sampled simulation (docs/sampling.md): tests/sample/
# phases.c at the lengths make sample and its checks use, built like the
# core self-tests (bare metal, M-mode, tests/core/common's start-up):
#   $(BUILD)/rv64/sample/phases-small.elf  small enough to run whole on the RTL
#   $(BUILD)/rv64/sample/phases-1g.elf     over a billion instructions
SAMPLE_ROUNDS_small := 8
SAMPLE_ROUNDS_1g    := 1200
$(BUILD)/rv64/sample/phases-%.elf: tests/sample/phases.c tests/sample/build.mk $(CORE_TEST_DEPS)
	@mkdir -p $(@D)
	@echo "  CC $@"
	@$(CORE_TEST_CC) $(CORE_TEST_ARCH_rv64) $(CORE_TEST_CFLAGS) -DROUNDS=$(SAMPLE_ROUNDS_$*) -o $@ \
	  $(CORE_TEST_COMMON_SRC) $< $(CORE_TEST_LDFLAGS)

# make sample WORKLOAD=W [SCHED=slurm SBATCH_ARGS=...] [SAMPLE_EVERY=N]
# [SAMPLE_WARMUP=W] [SAMPLE_MEASURE=M]: tools/sample on a workload, its
# windows JOBS at a time here or as a SLURM array job; results in
# build/sample/W/ (docs/sampling.md). Workloads: phases-1g (over a billion
# instructions), phases-small, conformance (our firmware and the PMU
# conformance suite).
WORKLOAD       ?= phases-1g
SAMPLE_EVERY   ?= 1000000
SAMPLE_WARMUP  ?= 10000
SAMPLE_MEASURE ?= 10000
SAMPLE_INPUTS_phases-1g    := $(BUILD)/rv64/sample/phases-1g.elf
SAMPLE_INPUTS_phases-small := $(BUILD)/rv64/sample/phases-small.elf
SAMPLE_INPUTS_conformance  := $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/pmu-conformance.elf
sample_args = --every $(1) --warm-up $(2) --measure $(3) --jobs $(JOBS) --title "$(4)"
.PHONY: sample sample-check
sample: $(BUILD)/rv64/soc-sim $(SAMPLE_INPUTS_$(WORKLOAD))
	@test -n "$(SAMPLE_INPUTS_$(WORKLOAD))" || { echo "sample: no workload $(WORKLOAD)"; exit 2; }
	@tools/sample $(BUILD)/sample/$(WORKLOAD) $(call sample_args,$(SAMPLE_EVERY),$(SAMPLE_WARMUP),$(SAMPLE_MEASURE),$(WORKLOAD)) \
	  --sched $(SCHED) --sbatch-args '$(SBATCH_ARGS)' -- $(SAMPLE_INPUTS_$(WORKLOAD))

# make test's slice: the small workload in 3 windows, here and on a
# one-node SLURM, the same windows giving the same numbers.
SAMPLE_CHECK_ARGS := $(call sample_args,2500000,20000,50000,phases-small)
sample-check: $(BUILD)/rv64/soc-sim $(SAMPLE_INPUTS_phases-small)
	@tools/sample-slurm-check $(BUILD)/sample-check $(SAMPLE_CHECK_ARGS) -- $(SAMPLE_INPUTS_phases-small)
