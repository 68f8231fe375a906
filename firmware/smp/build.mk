# SPDX-License-Identifier: Apache-2.0
# The SMP suite (firmware/smp): HSM, IPI and RFENCE across harts and the
# PMU per hart, an S-mode program on the conformance suite's framework, run
# on QEMU virt with several harts; and the conformance suite itself on
# several harts. Included by firmware/build.mk after tests/build.mk;
# variables SMP_*.
#
#   make smp-check               all of it, RV64 and RV32, one closing line
#   make smp-qemu-rv64           the SMP suite alone (also -rv32)
#   make conformance-qemu-smp-rv64  the PMU conformance suite on 4 harts (also -rv32)

SMP_DIR   := firmware/smp
SMP_HARTS ?= 4
SMP_SRC   := $(sort $(wildcard $(SMP_DIR)/*.c $(SMP_DIR)/*.S)) \
             $(addprefix $(CONF_DIR)/,framework.c env.c pmu_util.c paging.c)
SMP_DEPS  := $(SMP_SRC) $(wildcard $(SMP_DIR)/*.h) $(SMP_DIR)/build.mk $(CONF_DIR)/test.h \
             firmware/include/fw/fdt.h firmware/include/vformat.h $(PAYLOAD_DEPS)

$(BUILD)/rv%/smp-suite.elf: $(SMP_DEPS)
	@mkdir -p $(@D)
	@echo "  CC $@"
	@$(FW_CC) $(FW_ARCH_rv$*) $(PAYLOAD_CFLAGS) -I$(CONF_DIR) -I$(SMP_DIR) -o $@ $(PAYLOAD_SRC) $(SMP_SRC) $(PAYLOAD_LDFLAGS)

# Without -icount, so that the harts really run at once (QEMU's threads):
# the suite's waits have time limits of their own.
smp_qemu  = timeout 300 $(QEMU_VIRT_$(1)) -smp $(SMP_HARTS) -bios $(BUILD)/$(1)/sbi-fw.elf \
              -kernel $(BUILD)/$(1)/$(2).elf
# The conformance suite as make qemu-check runs it (-icount), on SMP_HARTS harts.
conf_qemu_smp = timeout 120 $(CONF_QEMU_$(1)) -smp $(SMP_HARTS) -bios $(BUILD)/$(1)/sbi-fw.elf \
              -kernel $(BUILD)/$(1)/pmu-conformance.elf

.PHONY: smp-check smp-qemu-rv64 smp-qemu-rv32 conformance-qemu-smp-rv64 conformance-qemu-smp-rv32
smp-qemu-rv64 smp-qemu-rv32: smp-qemu-%: $(BUILD)/%/sbi-fw.elf $(BUILD)/%/smp-suite.elf
	$(call smp_qemu,$*,smp-suite)

conformance-qemu-smp-rv64 conformance-qemu-smp-rv32: conformance-qemu-smp-%: $(BUILD)/%/sbi-fw.elf $(BUILD)/%/pmu-conformance.elf
	$(call conf_qemu_smp,$*)

# Each run's output is kept in build/XLEN/; the closing line adds up the
# four runs' own, and a run that does not end with one counts as failed.
# The conformance runs are judged as make qemu-check judges ours: QEMU's
# own failures are those of firmware/tests/ours-qemu.xfail.
smp-check: $(foreach x,rv64 rv32,$(BUILD)/$(x)/sbi-fw.elf $(BUILD)/$(x)/smp-suite.elf $(BUILD)/$(x)/pmu-conformance.elf)
	@passed=0; failed=0; \
	for x in rv64 rv32; do for run in smp conformance; do \
	  log=$(BUILD)/$$x/$$run-smp$(SMP_HARTS).log; \
	  echo "== $$([ $$run = smp ] && echo 'SMP suite' || echo 'PMU conformance'), QEMU $$x, $(SMP_HARTS) harts"; \
	  if [ $$run = smp ]; then \
	    qemu=$$([ $$x = rv32 ] && echo '$(call smp_qemu,rv32,smp-suite)' || echo '$(call smp_qemu,rv64,smp-suite)'); \
	  else \
	    qemu=$$([ $$x = rv32 ] && echo '$(call conf_qemu_smp,rv32)' || echo '$(call conf_qemu_smp,rv64)'); \
	  fi; \
	  $$qemu > $$log 2>&1 && rc=0 || rc=$$?; tr -d '\r' < $$log | grep -E '^(sbi-fw|#|FAIL|[0-9]+ skipped)'; \
	  if [ $$run = conformance ]; then \
	    echo "exit $$rc" >> $$log; \
	    line=$$(tools/conformance-xfail --ours $$log --ours-xfail $(OURS_QEMU_XFAIL) | tail -n 1); \
	  else line=$$(tr -d '\r' < $$log | grep -E '^[0-9]+ passed, [0-9]+ failed$$' | tail -n 1); fi; \
	  if [ -z "$$line" ]; then echo "no closing line: the run did not finish"; failed=$$((failed + 1)); continue; fi; \
	  echo "$$line"; passed=$$((passed + $${line%% passed*})); f=$${line#*, }; failed=$$((failed + $${f%% failed})); \
	done; done; \
	echo "$$passed passed, $$failed failed"; test $$failed -eq 0

# The SMP suite on the 2-hart SoC (soc-sim-2h): with our firmware, RV64 and
# RV32, where every test must pass; and under Debian's unmodified OpenSBI
# 1.1 (fw_dynamic, RV64), which must fail exactly the tests of
# opensbi-1.1.xfail. One closing line for the three runs.
SMP_SOC_CYCLES := 200000000
smp_soc = timeout 900 $(BUILD)/$(1)/soc-sim-2h --cosim --max-cycles $(SMP_SOC_CYCLES) $(2) $(BUILD)/$(1)/smp-suite.elf
.PHONY: smp-soc-check
smp-soc-check: $(foreach x,rv64 rv32,$(BUILD)/$(x)/soc-sim-2h $(BUILD)/$(x)/sbi-fw.elf $(BUILD)/$(x)/smp-suite.elf)
	@passed=0; failed=0; \
	for x in rv64 rv32; do \
	  log=$(BUILD)/$$x/smp-soc-2h.log; \
	  echo "== SMP suite, our firmware, SoC $$x, 2 harts"; \
	  if [ $$x = rv64 ]; then $(call smp_soc,rv64,$(BUILD)/rv64/sbi-fw.elf) > $$log 2>&1; \
	  else $(call smp_soc,rv32,$(BUILD)/rv32/sbi-fw.elf) > $$log 2>&1; fi; \
	  grep -E '^(sbi-fw|FAIL|[0-9]+ skipped|soc-sim: exit)' $$log; \
	  line=$$(grep -E '^[0-9]+ passed, [0-9]+ failed$$' $$log | tail -n 1); \
	  if [ -z "$$line" ]; then echo "no closing line: the run did not finish"; failed=$$((failed + 1)); continue; fi; \
	  echo "$$line"; passed=$$((passed + $${line%% passed*})); f=$${line#*, }; failed=$$((failed + $${f%% failed})); \
	done; \
	log=$(BUILD)/rv64/smp-soc-2h-opensbi.log; \
	echo "== SMP suite, OpenSBI 1.1 fw_dynamic, SoC rv64, 2 harts"; \
	$(call smp_soc,rv64,$(OPENSBI_DIR)/fw_dynamic.elf) > $$log 2>&1; \
	grep -E '^(Platform HART Count|FAIL|soc-sim: exit)' $$log; \
	line=$$(tools/conformance-xfail $(SMP_DIR)/opensbi-1.1.xfail $$log | tee /dev/stderr | tail -n 1); \
	passed=$$((passed + $${line%% passed*})); f=$${line#*, }; failed=$$((failed + $${f%% failed})); \
	echo "$$passed passed, $$failed failed"; test $$failed -eq 0
