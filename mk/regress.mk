# SPDX-License-Identifier: Apache-2.0
# Lockstep regressions of many seeds, on this machine or on a SLURM farm:
# make regress, make soak, make slurm-check. tools/regress writes the job
# list (one seed a job), runs it JOBS at a time here or as one array job
# (SCHED=slurm), and collects the results from build/regress/<run>/
# (docs/verification.md, Regressions on a cluster).

# ----------------------------------------------------------------------------
# Regressions
# ----------------------------------------------------------------------------
.PHONY: regress soak slurm-check
# Where the jobs run: local, or slurm with the farm's own sbatch options in
# SBATCH_ARGS (partition, account, time limit).
SCHED       ?= local
SBATCH_ARGS ?=
# The first seed; taken once, so every line of a run agrees on it.
ifndef REGRESS_SEED
REGRESS_SEED := $(shell date +%s)
endif
# make soak: SOAK_CYCLES cycles per configuration, as SOAK_JOBS seeds.
SOAK_JOBS   ?= 100
SOAK_CYCLES ?= 1000000000

# regress_run NAME,SEEDS,CYCLES: every configuration x SEEDS seeds from
# REGRESS_SEED, CYCLES cycles each, run where SCHED says, then collected.
regress_run = d=$(BUILD)/regress/$(1)-$$(date +%Y%m%d-%H%M%S); \
  tools/regress plan $$d --configs '$(CONFIGS)' --seed $(REGRESS_SEED) --seeds $(2) --cycles $(3) --build $(BUILD) && \
  tools/regress launch $$d --sched $(SCHED) --jobs $(JOBS) --sbatch-args '$(SBATCH_ARGS)'

regress: $(SIMS)
	@$(call regress_run,regress,$(SEEDS),$(CYCLES))

soak: $(SIMS)
	@$(call regress_run,soak,$(SOAK_JOBS),$$(( $(SOAK_CYCLES) / $(SOAK_JOBS) )))

# The same on a one-node SLURM started and stopped in build/slurm/; needs
# Debian's slurm-wlm and munge, and root. Its failing job runs the first
# injected fault with the seed and length make faults catches it with.
SLURM_CHECK_FAULT = $(firstword $(FAULT_SIMS))
slurm-check: $(SIMS) $(SLURM_CHECK_FAULT)
	@tools/regress-slurm-check $(BUILD)/slurm $(SLURM_CHECK_FAULT) $(SEED) $(TEST_CYCLES) '$(CONFIGS)'
