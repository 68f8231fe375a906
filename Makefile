# SPDX-License-Identifier: Apache-2.0
# The project's commands. `make help` lists them.
#
# Every generated file goes under build/. Verilator builds are per
# configuration because the HPM's parameters are fixed at elaboration.

SHELL       := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

BUILD     := build
VERILATOR ?= verilator
IVERILOG  ?= iverilog
YOSYS     ?= yosys
CC        ?= gcc
CXX       ?= g++
JOBS      ?= 2

# A prerequisite that makes a file target run on every call.
FORCE:

# The ISA of everything built for the harts (mk/isa.mk), and the QEMU
# machine the firmware runs on: defined once here for every build file and
# script.
include mk/isa.mk
QEMU_BIN_rv64   := qemu-system-riscv64
QEMU_BIN_rv32   := qemu-system-riscv32
QEMU_VIRT_rv64  := $(QEMU_BIN_rv64) -M virt -cpu rv64,sscofpmf=true -m 256M -nographic
QEMU_VIRT_rv32  := $(QEMU_BIN_rv32) -M virt -cpu rv32,sscofpmf=true -m 256M -nographic

# Verilator's optimisation and the C++ optimisation of the code it writes,
# for every simulator and the yardstick alike.
VERILATOR_OPT       := -O3
VERILATOR_MAKEFLAGS := OPT_FAST=-O2 OPT_SLOW=-O1
# The size (in statements) at which Verilator cuts a generated C++ function
# in two, 0 for never. Each design gets the size that takes it the fewest
# instructions per cycle, the yardstick included (make bench-instr; the
# sizes tried are in docs/soc.md, Simulation speed): a cut makes every value
# that crosses it a store and a load, a function too large makes the
# compiler spill. The counter arrays do best with mid-sized functions, the
# SoC, whose logic is one long chain from fetch to write-back, with none cut.
VERILATOR_SPLIT_YARDSTICK := --output-split-cfuncs 2000
VERILATOR_SPLIT_HPM       := --output-split-cfuncs 5000
VERILATOR_SPLIT_SOC       := --output-split-cfuncs 0
# Profile-guided C++ optimisation (GCC), $(1) the profile directory: a
# simulator is built instrumented, run on a training program, and built
# again from the counts. The compiler then lays out the code a cycle takes
# in a line and moves the rest aside; without it soc-sim's code for one
# cycle does not fit the processor's 32 KB instruction cache (docs/soc.md,
# Simulation speed). Code the training never reached is optimised as usual.
PGO_GENERATE = -fprofile-generate=$(abspath $(1))
PGO_USE      = -fprofile-use=$(abspath $(1)) -fprofile-partial-training -Wno-missing-profile
# pgo_build BINARY,VERILATE,TRAIN: the recipe of such a simulator. VERILATE
# names a function that builds BINARY with the compiler flags it is given;
# TRAIN is the shell command of the training, logged in
# BINARY-profile.log. Both builds share one object directory, where the
# compiler finds the counts under the objects' names, so the objects of any
# earlier build are removed first. A failed training, or one that wrote no
# profile, stops the build and removes the instrumented binary.
define pgo_build
	@rm -rf $(1)-profile $(1)-profile.log $(1)-obj/*.o $(1)-obj/*.a
	$(call $(2),$(call PGO_GENERATE,$(1)-profile))
	@( $(3) ) >$(1)-profile.log 2>&1 && ls $(1)-profile/*.gcda >/dev/null 2>&1 || \
	  { tail -5 $(1)-profile.log; echo "$(1): the training failed or wrote no profile"; rm -f $(1); exit 1; }
	@rm -f $(1)-obj/*.o $(1)-obj/*.a
	$(call $(2),$(call PGO_USE,$(1)-profile))
endef

# Lockstep lengths: make test, make run, make regress.
TEST_CYCLES ?= 2000000
SEED        ?= 1
SEEDS       ?= 10
CYCLES      ?= 1000000
# The configuration `make run`, `make bench` and `make synth` use.
CFG         ?= rv64

# Each concern in its own file, readable alone; the order matters only
# where a file uses another's variables in a prerequisite.
include mk/hpm.mk
include mk/mutants.mk
include mk/soc.mk
include mk/coverage.mk
# The core's bare-metal self-tests, the SBI firmware and its S-mode
# programs, Linux (built with the RISC-V cross compilers).
include tests/core/build.mk
include tests/sample/build.mk
include firmware/build.mk
include linux/build.mk
include mk/lint.mk
include mk/formal.mk
include mk/test.mk
include mk/regress.mk
include mk/fusesoc.mk
include mk/fpga.mk

# ----------------------------------------------------------------------------
.PHONY: clean help
clean:
	rm -rf $(BUILD)

help:
	@echo "Tests"
	@echo "  make test                   everything quick enough, ending with one 'N passed, N failed' line"
	@echo "  make test-model             the directed tests on the C model"
	@echo "  make test-directed          the directed tests on the RTL of every configuration"
	@echo "  make regress SEEDS=N CYCLES=M [REGRESS_SEED=S] [SCHED=slurm SBATCH_ARGS=...]  lockstep of every configuration, one job a seed, here (JOBS at a time) or as a SLURM array job"
	@echo "  make soak [SOAK_JOBS=100] [SOAK_CYCLES=1000000000] [SCHED=slurm]  SOAK_CYCLES cycles per configuration, in SOAK_JOBS seeds"
	@echo "  make slurm-check            make regress on a one-node SLURM started in build/slurm/, against the same jobs run here (needs slurm-wlm, munge, root)"
	@echo "  make run-hpm [CFG=rv64] [SEED=S]  one HPM lockstep run of $(TEST_CYCLES) cycles"
	@echo "  make faults                 prove the lockstep catches each injected RTL fault"
	@echo "  make mutants [MUTANTS=N] [MUTANT_SEED=S] [MUTANT_JOBS=J] [MUTANT_FILES=F]  the directed tests and the lockstep against every hand-written and generated mutant of the HPM RTL, or of its sources F (kill rate)"
	@echo "  make mutants-quick          the same against six generated mutants"
	@echo "  make coverage               line, branch, toggle and functional coverage of the HPM block over every configuration and the SoC demo; HTML in build/coverage/html"
	@echo "  make coverage-quick         the functional points of the rv64h configuration over a short run"
	@echo "  make dpi                    run the DPI-C scoreboard example"
	@echo "  make integration-example    the integration example of docs/integration.md (docs/examples/): Verilator lint, Yosys synth, its directed test under Icarus"
	@echo "  make spdx                   every tracked source file names its license (SPDX)"
	@echo "  make soc-exit-codes         soc-sim's exit statuses never mistake a program's code for its own"
	@echo "  make topdown-faults         each injected top-down fault fails the directed top-down test (docs/topdown.md)"
	@echo "  make topdown-tool-check     tools/topdown on counts whose tree is known"
	@echo "  make cosim-faults           each injected core fault is caught by soc-sim --cosim at the instruction it makes wrong"
	@echo "  make sample WORKLOAD=W [SCHED=slurm SBATCH_ARGS=...] [SAMPLE_EVERY=N SAMPLE_WARMUP=W SAMPLE_MEASURE=M]  sampled simulation: checkpoints on Spike, RTL windows as jobs, estimates with 95 % intervals (docs/sampling.md)"
	@echo "  make sample-check           the small workload sampled here and on a one-node SLURM: the same windows, the same estimates"
	@echo "  make fast-forward-check     soc-sim --fast-forward and checkpoints: the switch to the RTL under lockstep and cosim, checkpoints loaded twice, refusals"
	@echo "  make pmu-events-check       perf's JSON for the SoC's events and top-down metrics: the kept Linux 6.12 patch is what they make, and passes jevents.py"
	@echo "  make pmu-events-patch       write that patch (linux/patches/6.12/0004-...) from rtl/core/soc_events.def and rtl/soc/soc.def"
	@echo "  make soc-bad-inputs         soc-sim refuses every kind of bad input before the first cycle, with its exit status and a message naming the argument"
	@echo "  make soc-raw-images         soc-sim boots raw firmware images (ours, OpenSBI 1.1's fw_jump.bin and fw_dynamic.bin) and refuses images that do not fit"
	@echo "  make soc-observe-check      soc-sim's --stats sums equal the HPM counters exactly, its profiles find a known hot function and the demo's own LCOFI samples, the SVGs parse"
	@echo "  make rvc-expand-check       the C extension's expander over every 16-bit encoding, against the GNU disassembler"
	@echo "  make soc-pmu-node-check     the device trees' riscv,pmu node against the firmware's SoC event table, event by event"
	@echo "  make opensbi-soc-check      Debian's unmodified OpenSBI 1.1 on the SoC, serving the PMU conformance suite"
	@echo "  make core-soc-selftest      the core self-tests on both SoC simulators (HPM lockstep on)"
	@echo "  make core-soc-selftest-rv64 / core-soc-selftest-rv32  on one of them"
	@echo "  make qemu-selftest          the same tests (all but the SoC-only ones) on QEMU virt"
	@echo "  make core-test-list         the core self-tests of each XLEN"
	@echo "  make qemu-check             the PMU conformance suite on QEMU: our firmware, and OpenSBI 1.1 against its deviations"
	@echo "  make qemu-check-rv32        the PMU conformance suite with our firmware on QEMU RV32, QEMU's own failures listed in firmware/tests/ours-qemu.xfail"
	@echo "  make conformance-qemu-rv64 / conformance-qemu-rv32  the suite against our firmware on QEMU"
	@echo "  make conformance-soc-rv64 / conformance-soc-rv32    the suite on the SoC"
	@echo "  make conformance-opensbi    the suite against OpenSBI 1.1 on QEMU, judged against its listed deviations"
	@echo "  make rotation-check         what the SBI calls of one perf rotation cost (Linux 6.12's driver, 8 to 40 events) on QEMU rv64, rv32 and the SoC, with its checks (ROTATION_PLATFORMS)"
	@echo "  make smp-check              on QEMU with 4 harts, RV64 and RV32: the SMP suite (HSM, IPI, RFENCE across harts, the PMU per hart) and the PMU conformance suite"
	@echo "  make smp-soc-check          on the 2-hart SoC: the SMP suite with our firmware (RV64, RV32) and with OpenSBI 1.1 (RV64, expected failures listed)"
	@echo "  make smp-qemu-rv64 / smp-qemu-rv32  the SMP suite alone on one of them (SMP_HARTS=N harts, 4 by default)"
	@echo "  make cdeleg-soc-check       the counter-delegation suite (Smcdeleg/Ssccfg from S- and U-mode) on both SoC simulators under our firmware"
	@echo "  make cdeleg-soc-rv64 / cdeleg-soc-rv32  on one of them"
	@echo "  make cdeleg-qemu-rv64 / cdeleg-qemu-rv32  on QEMU 7.2, which has no delegation (the suite finds none, and skips)"
	@echo "  make conformance-qemu-smp-rv64 / conformance-qemu-smp-rv32  the PMU conformance suite on QEMU with SMP_HARTS harts"
	@echo "  make fuzz [FUZZ_SEED=S] [FUZZ_CALLS=N]  random SBI calls from S-mode on QEMU and the SoC (100000 by default)"
	@echo "  make fuzz-smp [FUZZ_SEED=S] [FUZZ_CALLS=N]  the same from every hart at once: QEMU with 4 harts (N calls each), the 2-hart SoC (FUZZ_SMP_SOC_CALLS each, 20000)"
	@echo "  make fdt-host-test          the firmware's device-tree edit, on trees dtc builds"
	@echo "  make fdt-walk-host-test     the firmware's device-tree reading (RAM size, harts, platform), on trees dtc builds, zero cells among them"
	@echo "  make firmware-unknown-platform  the firmware on Spike's default machine: one line, then the hart stops; a panic whose finisher faults stops too"
	@echo "  make firmware-layers        no two firmware source files call each other (the call graph by file, GNU cflow)"
	@echo "  make fdt-check-qemu         the reserved-memory node seen from S-mode on QEMU, 256 MiB to 3 GiB of RAM, RV32 and RV64"
	@echo "  make linux-check            the kernels of LINUX_KERNELS ($(LINUX_KERNELS)) on QEMU with our firmware and with OpenSBI 1.1: what perf counts and samples"
	@echo "  make linux-soc              the same kernels on the SoC's RTL (soc-sim, lockstep on) with both firmwares: every perf check, exact counts included"
	@echo "  make linux-soc-2h           Linux 6.1 on the 2-hart SoC (soc-sim-2h): both harts online, perf per CPU (about an hour)"
	@echo "  make linux-perf-qemu        the kernel tree's own perf tool (perf record, report, stat) on QEMU with our firmware"
	@echo "  make fusesoc                the FuseSoC targets: the block's lint, synth and sim, the core's lint and synth, the SoC's lint and sim"
	@echo "Checks and numbers"
	@echo "  make lint                   Verilator -Wall and Icarus -g2012 of the block and the SoC, Yosys synthesis of the block and the core"
	@echo "  make lint-verilator / lint-icarus  one of them"
	@echo "  make synth [CFG=rv64]       Yosys cell and flip-flop counts of the HPM block"
	@echo "  make synth-core             the same for the core with its HPM block (XLEN 64)"
	@echo "  make fpga-timing [FPGA_CONFIGS=...] [FPGA_SEEDS='1 2 3 4 5']  Fmax of the block on an iCE40 HX8K (Yosys, nextpnr), median over seeds, against a plain counter array"
	@echo "  make fpga-timing-quick      the same for the small configuration with EVENT_PIPE 0 and 1, one seed"
	@echo "  make formal                 prove every formal property of the block (tb/formal/) in every formal configuration, by k-induction"
	@echo "  make formal-quick           the same for two small configurations, in under a minute"
	@echo "  make formal-faults          each injected fault makes the formal properties of its rule fail"
	@echo "  make bench [CFG=rv64]       make bench-sim, then make bench-sbi"
	@echo "  make bench-sim [CFG=rv64]   simulated cycles per second of the HPM, its model, the lockstep and the SoC, against a bare counter array"
	@echo "  make bench-instr [CFG=rv64] the same simulators' instructions per simulated cycle (callgrind), figures that repeat exactly"
	@echo "  make bench-sbi              the cost of each SBI PMU call, ours next to OpenSBI 1.1 and 1.9 and the bound of a fifth of 1.9; a start+stop through delegation against the SBI's"
	@echo "Builds and demos"
	@echo "  make sim                    the SoC simulators build/rv64/soc-sim, build/rv32/soc-sim (one hart) and soc-sim-2h beside them (two harts)"
	@echo "  make firmware               the SBI firmware, build/rv64/sbi-fw.elf and build/rv32/sbi-fw.elf"
	@echo "  make core-tests             the core self-tests' ELF files"
	@echo "  make core-tests-rv64 / core-tests-rv32  those of one XLEN"
	@echo "  make conformance            the conformance suite's ELF files"
	@echo "  make demo                   the demo's ELF files"
	@echo "  make run                    the demo: workloads counted and sampled through the SBI PMU on the SoC; build/run/stats.svg and flame.svg of what soc-sim saw"
	@echo "  make run-qemu               the same demo on QEMU virt"
	@echo "  make linux-image            the kernels of LINUX_KERNELS ($(LINUX_KERNELS)) with their perf init"
	@echo "  make linux-kernels          print LINUX_KERNELS, the kernels linux-image, linux-check and linux-soc build and boot"
	@echo "  make clean                  remove build/"
	@echo "  make help                   this list"
	@echo "configurations: $(foreach c,$(CONFIGS),$(c) ($(CFG_$(c))); )"
	@echo "PROGRESS=1: progress lines in a log too (run, regress, soak, linux-soc, formal, mutants, coverage); PROGRESS=0: none, not even on a terminal"
