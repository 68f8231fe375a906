# SPDX-License-Identifier: Apache-2.0
# The S-mode PMU conformance suite (firmware/tests): one ELF per XLEN,
# run against our firmware on QEMU and on the SoC, and against OpenSBI 1.1
# on QEMU (its deviations from the specification are listed in
# opensbi-1.1.xfail). Included by firmware/build.mk; variables CONF_*.
#
#   make qemu-check              RV64 on QEMU: ours (all must pass) and OpenSBI 1.1
#   make conformance-qemu-rv32   RV32 on QEMU, ours
#   make conformance-soc-rv64    on the SoC simulator (also -rv32); SOC_FLAGS=--no-lockstep
#   make opensbi-soc-check       RV64 on the SoC under Debian's unmodified OpenSBI 1.1

CONF_DIR  := firmware/tests
CONF_SRC  := $(sort $(wildcard $(CONF_DIR)/*.c))
CONF_DEPS := $(CONF_SRC) $(CONF_DIR)/test.h $(CONF_DIR)/build.mk firmware/include/vformat.h $(PAYLOAD_DEPS)
CONF_ELFS := $(BUILD)/rv64/pmu-conformance.elf $(BUILD)/rv32/pmu-conformance.elf

$(BUILD)/rv%/pmu-conformance.elf: $(CONF_DEPS)
	@mkdir -p $(@D)
	@echo "  CC $@"
	@$(FW_CC) $(FW_ARCH_rv$*) $(PAYLOAD_CFLAGS) -I$(CONF_DIR) -o $@ $(PAYLOAD_SRC) $(CONF_SRC) $(PAYLOAD_LDFLAGS)

.PHONY: conformance qemu-check conformance-qemu-rv64 conformance-qemu-rv32 \
        conformance-opensbi conformance-soc-rv64 conformance-soc-rv32
conformance: $(CONF_ELFS)

# -icount shift=0: QEMU 7.2 raises counter overflow from a timer on its
# virtual clock while, without icount, its counters count host ticks; on a
# loaded host the interrupt then comes late and the overflow tests flake.
# With icount both follow the instruction count, and every run is the same.
CONF_QEMU_rv64 := $(QEMU_VIRT_rv64) -icount shift=0
CONF_QEMU_rv32 := $(QEMU_VIRT_rv32) -icount shift=0
# $(1) xlen, $(2) -bios argument
conf_qemu = timeout 120 $(CONF_QEMU_$(1)) -bios $(2) -kernel $(BUILD)/$(1)/pmu-conformance.elf
SOC_FLAGS ?=
conf_soc  = timeout 1800 $(BUILD)/$(1)/soc-sim $(SOC_FLAGS) --max-cycles 40000000 \
              $(BUILD)/$(1)/sbi-fw.elf $(BUILD)/$(1)/pmu-conformance.elf

conformance-qemu-rv64 conformance-qemu-rv32: conformance-qemu-%: $(BUILD)/%/sbi-fw.elf $(BUILD)/%/pmu-conformance.elf
	$(call conf_qemu,$*,$(BUILD)/$*/sbi-fw.elf)

# OpenSBI 1.1 (QEMU's -bios default): passes unless a test fails that is not
# in the lists, or a listed one passes (a stale entry).
OPENSBI_QEMU_XFAIL := $(CONF_DIR)/opensbi-1.1.xfail:$(CONF_DIR)/opensbi-1.1-qemu.xfail
conformance-opensbi: $(BUILD)/rv64/pmu-conformance.elf
	@$(call conf_qemu,rv64,default) > $(BUILD)/rv64/conformance-opensbi.log 2>&1 || true
	@cat $(BUILD)/rv64/conformance-opensbi.log
	@tools/conformance-xfail $(OPENSBI_QEMU_XFAIL) $(BUILD)/rv64/conformance-opensbi.log

conformance-soc-rv64 conformance-soc-rv32: conformance-soc-%: $(BUILD)/%/soc-sim $(BUILD)/%/sbi-fw.elf $(BUILD)/%/pmu-conformance.elf
	$(call conf_soc,$*)

# Ours on QEMU RV64 (every test must pass but QEMU's own failures,
# ours-qemu.xfail), then OpenSBI 1.1 against its list; one closing
# "N passed, N failed" line for the two.
OURS_QEMU_XFAIL := $(CONF_DIR)/ours-qemu.xfail
qemu-check: $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/pmu-conformance.elf
	@mkdir -p $(BUILD)/logs
	@echo "== PMU conformance, our firmware, QEMU rv64"
	@$(call conf_qemu,rv64,$(BUILD)/rv64/sbi-fw.elf) > $(BUILD)/rv64/conformance-ours.log 2>&1 \
	  && rc=0 || rc=$$?; echo "exit $$rc" >> $(BUILD)/rv64/conformance-ours.log
	@grep -v '^exit ' $(BUILD)/rv64/conformance-ours.log
	@echo "== PMU conformance, OpenSBI 1.1, QEMU rv64"
	@$(call conf_qemu,rv64,default) > $(BUILD)/rv64/conformance-opensbi.log 2>&1 || true
	@grep -E '^(PASS|FAIL|SKIP|#|[0-9]+ (skipped|passed))' $(BUILD)/rv64/conformance-opensbi.log
	@tools/conformance-xfail --ours $(BUILD)/rv64/conformance-ours.log --ours-xfail $(OURS_QEMU_XFAIL) \
	  $(OPENSBI_QEMU_XFAIL) $(BUILD)/rv64/conformance-opensbi.log

# Ours on QEMU RV32, judged the same way.
.PHONY: qemu-check-rv32
qemu-check-rv32: $(BUILD)/rv32/sbi-fw.elf $(BUILD)/rv32/pmu-conformance.elf
	@$(call conf_qemu,rv32,$(BUILD)/rv32/sbi-fw.elf) > $(BUILD)/rv32/conformance-ours.log 2>&1 \
	  && rc=0 || rc=$$?; echo "exit $$rc" >> $(BUILD)/rv32/conformance-ours.log
	@grep -v '^exit ' $(BUILD)/rv32/conformance-ours.log
	@tools/conformance-xfail --ours $(BUILD)/rv32/conformance-ours.log --ours-xfail $(OURS_QEMU_XFAIL)

# Debian's OpenSBI 1.1, unmodified (generic platform, its fw_jump and its
# fw_dynamic build), on the SoC simulator: it finds the SoC in the device
# tree soc-sim passes and serves the suite, which must fail exactly the
# tests of opensbi-1.1.xfail. One closing line for the two runs.
OPENSBI_DIR := /usr/lib/riscv64-linux-gnu/opensbi/generic
.PHONY: opensbi-soc-check
opensbi-soc-check: $(BUILD)/rv64/soc-sim $(BUILD)/rv64/pmu-conformance.elf
	@passed=0; failed=0; for fw in fw_jump fw_dynamic; do \
	  log=$(BUILD)/rv64/conformance-opensbi-soc-$$fw.log; \
	  echo "== PMU conformance, OpenSBI 1.1 $$fw, SoC rv64"; \
	  timeout 600 $(BUILD)/rv64/soc-sim $(SOC_FLAGS) --max-cycles 40000000 $(OPENSBI_DIR)/$$fw.elf \
	    $(BUILD)/rv64/pmu-conformance.elf > $$log 2>&1; \
	  grep -E '^(OpenSBI|Platform Name|PASS|FAIL|SKIP|#|[0-9]+ (skipped|passed))' $$log; \
	  line=$$(tools/conformance-xfail $(CONF_DIR)/opensbi-1.1.xfail $$log | tee /dev/stderr | tail -n 1); \
	  passed=$$((passed + $${line%% passed*})); f=$${line#*, }; failed=$$((failed + $${f%% failed})); \
	done; echo "$$passed passed, $$failed failed"; test $$failed -eq 0
