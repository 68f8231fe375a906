# SPDX-License-Identifier: Apache-2.0
# S-mode programs that run on the firmware: the demo (make run) and the
# runtime they share (firmware/payload). Variables PAYLOAD_*, DEMO_*.

PAYLOAD_DIR    := firmware/payload
PAYLOAD_SRC    := $(PAYLOAD_DIR)/crt0.S $(PAYLOAD_DIR)/context.S $(PAYLOAD_DIR)/console.c $(PAYLOAD_DIR)/trap.c \
                  $(PAYLOAD_DIR)/libgcc32.c
PAYLOAD_CFLAGS := $(FW_CFLAGS) -I$(PAYLOAD_DIR)
PAYLOAD_LDFLAGS := -T $(LD_SCRIPT_PAYLOAD) -Wl,--no-warn-rwx-segments
PAYLOAD_DEPS   := $(PAYLOAD_SRC) $(SOC_DESC_H) $(PAYLOAD_DIR)/payload.h firmware/include/sbi_abi.h firmware/include/riscv_asm.h firmware/include/riscv_priv.h firmware/include/riscv_csr.h $(LD_SCRIPT_PAYLOAD) firmware/payload/build.mk mk/isa.mk

DEMO_SRC := firmware/demo/demo.c firmware/demo/workloads.c firmware/demo/topdown.c
DEMO_ELFS := $(BUILD)/rv64/demo.elf $(BUILD)/rv32/demo.elf
# With frame pointers and without tail calls (which leave no frame of the
# caller), so that soc-sim's profiles unwind each sample into its whole
# call stack (docs/cosim.md): a flame graph puts each workload's helpers
# under the workload that called them.
DEMO_CFLAGS := $(PAYLOAD_CFLAGS) -fno-omit-frame-pointer -fno-optimize-sibling-calls

$(BUILD)/rv%/demo.elf: $(DEMO_SRC) firmware/demo/workloads.h firmware/demo/topdown.h $(SOC_EVENTS_H) $(PAYLOAD_DEPS)
	@mkdir -p $(@D)
	@echo "  CC $@"
	@$(FW_CC) $(FW_ARCH_rv$*) $(DEMO_CFLAGS) -o $@ $(PAYLOAD_SRC) $(DEMO_SRC) $(PAYLOAD_LDFLAGS)

.PHONY: demo
demo: $(DEMO_ELFS)

# The device-tree check (firmware/fdtcheck): the reserved-memory node the
# firmware adds, checked from S-mode on QEMU with 256 MiB, 2 GiB and 3 GiB
# of RAM (on RV32 the end of the last two does not fit in 32 bits). The
# second -m overrides QEMU_VIRT's.
$(BUILD)/rv%/fdt-check.elf: firmware/fdtcheck/fdt_check.c firmware/include/fw/fdt.h $(PAYLOAD_DEPS)
	@mkdir -p $(@D)
	@echo "  CC $@"
	@$(FW_CC) $(FW_ARCH_rv$*) $(PAYLOAD_CFLAGS) -o $@ $(PAYLOAD_SRC) firmware/fdtcheck/fdt_check.c $(PAYLOAD_LDFLAGS)

FDT_CHECK_RAM := 256M 2G 3G
.PHONY: fdt-check-qemu
fdt-check-qemu: $(BUILD)/rv32/sbi-fw.elf $(BUILD)/rv32/fdt-check.elf $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/fdt-check.elf
	@p=0; f=0; \
	for x in rv32 rv64; do for m in $(FDT_CHECK_RAM); do \
	  qemu=$$([ $$x = rv32 ] && echo '$(QEMU_VIRT_rv32)' || echo '$(QEMU_VIRT_rv64)'); \
	  if out=$$(timeout 60 $$qemu -m $$m -bios $(BUILD)/$$x/sbi-fw.elf \
	             -kernel $(BUILD)/$$x/fdt-check.elf 2>&1) && grep -q '^PASS' <<<"$$out"; then \
	    echo "PASS $$x, $$m of RAM"; p=$$((p+1)); \
	  else \
	    echo "FAIL $$x, $$m of RAM:"; grep -E 'FAIL|warning' <<<"$$out" | sed 's/^/    /'; f=$$((f+1)); \
	  fi; \
	done; done; \
	echo "$$p passed, $$f failed"; [ $$f -eq 0 ]

# The per-call cost benchmark (firmware/bench), run by make bench.
BENCH_SRC := firmware/bench/pmu_cost.c firmware/bench/deleg_cost.c
$(BUILD)/rv%/pmu-cost.elf: $(BENCH_SRC) firmware/bench/bench.h cmodel/hpm_spec.h $(PAYLOAD_DEPS)
	@mkdir -p $(@D)
	@echo "  CC $@"
	@$(FW_CC) $(FW_ARCH_rv$*) $(PAYLOAD_CFLAGS) -o $@ $(PAYLOAD_SRC) $(BENCH_SRC) $(PAYLOAD_LDFLAGS)

# What the SBI calls of one perf rotation cost (firmware/bench/rotation_cost.c).
$(BUILD)/rv%/rotation-cost.elf: firmware/bench/rotation_cost.c firmware/bench/bench.h cmodel/hpm_spec.h $(PAYLOAD_DEPS)
	@mkdir -p $(@D)
	@echo "  CC $@"
	@$(FW_CC) $(FW_ARCH_rv$*) $(PAYLOAD_CFLAGS) -o $@ $(PAYLOAD_SRC) firmware/bench/rotation_cost.c $(PAYLOAD_LDFLAGS)

# The SBI fuzz (firmware/fuzz): make fuzz runs the full count on QEMU and on
# the SoC; make test a small one. FUZZ_SEED and FUZZ_CALLS pick the run.
# On several harts each makes FUZZ_CALLS calls; the others enter at the
# SMP suite's entry (firmware/smp/entry.S).
FUZZ_SEED  ?= 1
FUZZ_CALLS ?= 100000
FUZZ_TEST_SOC_CALLS := 2000
FUZZ_SMP_SOC_CALLS  ?= 20000
FUZZ_SRC  := firmware/fuzz/sbi_fuzz.c firmware/smp/entry.S
FUZZ_DEPS := $(FUZZ_SRC) firmware/smp/smp_limits.h firmware/smp/smp_enter.h $(PAYLOAD_DEPS)

# $(1) xlen, $(2) calls
define FUZZ_ELF_RULE
$$(BUILD)/$(1)/fuzz-$$(FUZZ_SEED)-$(2).elf: $$(FUZZ_DEPS)
	@mkdir -p $$(@D)
	@echo "  CC $$@"
	@$$(FW_CC) $$(FW_ARCH_$(1)) $$(PAYLOAD_CFLAGS) -Ifirmware/smp -DFUZZ_SEED=$$(FUZZ_SEED) -DFUZZ_CALLS=$(2) \
	  -o $$@ $$(PAYLOAD_SRC) $$(FUZZ_SRC) $$(PAYLOAD_LDFLAGS)
endef
$(foreach x,rv64 rv32,$(foreach n,$(sort $(FUZZ_CALLS) $(FUZZ_TEST_SOC_CALLS) $(FUZZ_SMP_SOC_CALLS)),\
  $(eval $(call FUZZ_ELF_RULE,$(x),$(n)))))

# $(1) xlen, $(2) calls, $(3) QEMU's -smp or soc-sim's hart suffix (-2h):
# run the fuzz on QEMU virt / on the SoC simulator
FUZZ_QEMU_rv64 := $(QEMU_VIRT_rv64)
FUZZ_QEMU_rv32 := $(QEMU_VIRT_rv32)
fuzz_qemu = timeout 600 $(FUZZ_QEMU_$(1)) $(3) -bios $(BUILD)/$(1)/sbi-fw.elf -kernel $(BUILD)/$(1)/fuzz-$(FUZZ_SEED)-$(2).elf
fuzz_soc  = timeout 3600 $(BUILD)/$(1)/soc-sim$(3) --max-cycles 1000000000 $(BUILD)/$(1)/sbi-fw.elf $(BUILD)/$(1)/fuzz-$(FUZZ_SEED)-$(2).elf

# make test's share: the full count on QEMU, a small one on the SoC (the
# same ELFs on one hart and on several)
FUZZ_TEST_ELFS := $(foreach x,rv64 rv32,$(BUILD)/$(x)/fuzz-$(FUZZ_SEED)-$(FUZZ_CALLS).elf \
                    $(BUILD)/$(x)/fuzz-$(FUZZ_SEED)-$(FUZZ_TEST_SOC_CALLS).elf)

.PHONY: fuzz
fuzz: firmware $(BUILD)/rv64/soc-sim $(BUILD)/rv32/soc-sim \
      $(foreach x,rv64 rv32,$(BUILD)/$(x)/fuzz-$(FUZZ_SEED)-$(FUZZ_CALLS).elf)
	@$(foreach x,rv64 rv32,echo "== fuzz on QEMU $(x): seed $(FUZZ_SEED), $(FUZZ_CALLS) calls"; \
	  $(call fuzz_qemu,$(x),$(FUZZ_CALLS)) && ) true
	@$(foreach x,rv64 rv32,echo "== fuzz on the SoC $(x): seed $(FUZZ_SEED), $(FUZZ_CALLS) calls"; \
	  $(call fuzz_soc,$(x),$(FUZZ_CALLS)) && ) true

# make fuzz-smp: every hart at once, FUZZ_CALLS calls each on QEMU with
# FUZZ_SMP_HARTS harts and FUZZ_SMP_SOC_CALLS each on the 2-hart SoC. Each
# run is a step of tools/check (its log in build/logs/fuzz-smp-*.log), and
# tools/tally adds them up into one closing line.
FUZZ_SMP_HARTS ?= 4
fuzz_smp_qemu = $(call fuzz_qemu,$(1),$(2),-smp $(FUZZ_SMP_HARTS))
fuzz_smp_soc  = $(call fuzz_soc,$(1),$(2),-2h)

.PHONY: fuzz-smp
fuzz-smp: firmware $(BUILD)/rv64/soc-sim-2h $(BUILD)/rv32/soc-sim-2h \
          $(foreach x,rv64 rv32,$(BUILD)/$(x)/fuzz-$(FUZZ_SEED)-$(FUZZ_CALLS).elf \
                                $(BUILD)/$(x)/fuzz-$(FUZZ_SEED)-$(FUZZ_SMP_SOC_CALLS).elf)
	@rm -f $(BUILD)/fuzz-smp.tally
	@$(foreach x,rv64 rv32,$(CHECK) $(BUILD)/fuzz-smp.tally fuzz-smp-qemu-$(x) \
	  $(call fuzz_smp_qemu,$(x),$(FUZZ_CALLS)) && ) true
	@$(foreach x,rv64 rv32,$(CHECK) $(BUILD)/fuzz-smp.tally fuzz-smp-soc-$(x) \
	  $(call fuzz_smp_soc,$(x),$(FUZZ_SMP_SOC_CALLS)) && ) true
	@tools/tally $(BUILD)/fuzz-smp.tally
