# SPDX-License-Identifier: Apache-2.0
# The counter-delegation suite (firmware/cdeleg): Smcdeleg/Ssccfg over
# Sscsrind from S-mode and U-mode, an S-mode program on the conformance
# suite's framework, run on the SoC under our firmware. Included by
# firmware/build.mk after tests/build.mk; variables CDELEG_*.
#
#   make cdeleg-soc-check        RV64 and RV32 on the SoC, one closing line
#   make cdeleg-soc-rv64         one of them (also -rv32); SOC_FLAGS=--no-lockstep
#   make cdeleg-qemu-rv64        on QEMU 7.2, which has no delegation (also -rv32)

CDELEG_DIR  := firmware/cdeleg
CDELEG_SRC  := $(sort $(wildcard $(CDELEG_DIR)/*.c)) $(addprefix $(CONF_DIR)/,framework.c env.c pmu_util.c)
CDELEG_DEPS := $(CDELEG_SRC) $(CDELEG_DIR)/cdeleg.h $(CDELEG_DIR)/build.mk $(CONF_DIR)/test.h \
               cmodel/hpm_spec.h firmware/include/fw/fdt.h firmware/include/vformat.h $(PAYLOAD_DEPS)

$(BUILD)/rv%/cdeleg-suite.elf: $(CDELEG_DEPS)
	@mkdir -p $(@D)
	@echo "  CC $@"
	@$(FW_CC) $(FW_ARCH_rv$*) $(PAYLOAD_CFLAGS) -I$(CONF_DIR) -I$(CDELEG_DIR) -o $@ $(PAYLOAD_SRC) $(CDELEG_SRC) $(PAYLOAD_LDFLAGS)

CDELEG_SOC_CYCLES := 20000000
cdeleg_soc = timeout 600 $(BUILD)/$(1)/soc-sim $(SOC_FLAGS) --max-cycles $(CDELEG_SOC_CYCLES) \
               $(BUILD)/$(1)/sbi-fw.elf $(BUILD)/$(1)/cdeleg-suite.elf

.PHONY: cdeleg-soc-check cdeleg-soc-rv64 cdeleg-soc-rv32 cdeleg-qemu-rv64 cdeleg-qemu-rv32
cdeleg-soc-rv64 cdeleg-soc-rv32: cdeleg-soc-%: $(BUILD)/%/soc-sim $(BUILD)/%/sbi-fw.elf $(BUILD)/%/cdeleg-suite.elf
	$(call cdeleg_soc,$*)

cdeleg-qemu-rv64 cdeleg-qemu-rv32: cdeleg-qemu-%: $(BUILD)/%/sbi-fw.elf $(BUILD)/%/cdeleg-suite.elf
	timeout 60 $(CONF_QEMU_$*) -bios $(BUILD)/$*/sbi-fw.elf -kernel $(BUILD)/$*/cdeleg-suite.elf

# Both XLENs, each run's output kept in build/XLEN/cdeleg-soc.log; the
# closing line adds up the two runs' own, and a run that does not end with
# one counts as failed.
cdeleg-soc-check: $(foreach x,rv64 rv32,$(BUILD)/$(x)/soc-sim $(BUILD)/$(x)/sbi-fw.elf $(BUILD)/$(x)/cdeleg-suite.elf)
	@passed=0; failed=0; \
	for x in rv64 rv32; do \
	  log=$(BUILD)/$$x/cdeleg-soc.log; \
	  echo "== counter delegation, our firmware, SoC $$x"; \
	  if [ $$x = rv64 ]; then $(call cdeleg_soc,rv64) > $$log 2>&1; else $(call cdeleg_soc,rv32) > $$log 2>&1; fi; \
	  grep -E '^(sbi-fw|#|FAIL|SKIP|[0-9]+ skipped|soc-sim: exit)' $$log; \
	  line=$$(grep -E '^[0-9]+ passed, [0-9]+ failed$$' $$log | tail -n 1); \
	  if [ -z "$$line" ]; then echo "no closing line: the run did not finish"; failed=$$((failed + 1)); continue; fi; \
	  echo "$$line"; passed=$$((passed + $${line%% passed*})); f=$${line#*, }; failed=$$((failed + $${f%% failed})); \
	done; \
	echo "$$passed passed, $$failed failed"; test $$failed -eq 0
