# S-mode programs that run on the firmware: the demo (make run) and the
# runtime they share (firmware/payload). Variables PAYLOAD_*, DEMO_*.

PAYLOAD_DIR    := firmware/payload
PAYLOAD_SRC    := $(PAYLOAD_DIR)/crt0.S $(PAYLOAD_DIR)/console.c $(PAYLOAD_DIR)/trap.c \
                  $(PAYLOAD_DIR)/libgcc32.c
PAYLOAD_CFLAGS := $(FW_CFLAGS) -I$(PAYLOAD_DIR)
PAYLOAD_LDFLAGS := -T $(PAYLOAD_DIR)/payload.ld -Wl,--no-warn-rwx-segments
PAYLOAD_DEPS   := $(PAYLOAD_SRC) $(PAYLOAD_DIR)/payload.h $(PAYLOAD_DIR)/payload.ld firmware/demo/build.mk

DEMO_SRC := firmware/demo/demo.c firmware/demo/workloads.c
DEMO_ELFS := $(BUILD)/rv64/demo.elf $(BUILD)/rv32/demo.elf

$(BUILD)/rv%/demo.elf: $(DEMO_SRC) firmware/demo/workloads.h $(PAYLOAD_DEPS)
	@mkdir -p $(@D)
	@echo "  CC $@"
	@$(FW_CC) $(FW_ARCH_rv$*) $(PAYLOAD_CFLAGS) -o $@ $(PAYLOAD_SRC) $(DEMO_SRC) $(PAYLOAD_LDFLAGS)

.PHONY: demo
demo: $(DEMO_ELFS)

# The per-call cost benchmark (firmware/bench), run by make bench.
$(BUILD)/rv%/pmu-cost.elf: firmware/bench/pmu_cost.c $(PAYLOAD_DEPS)
	@mkdir -p $(@D)
	@echo "  CC $@"
	@$(FW_CC) $(FW_ARCH_rv$*) $(PAYLOAD_CFLAGS) -o $@ $(PAYLOAD_SRC) firmware/bench/pmu_cost.c $(PAYLOAD_LDFLAGS)
