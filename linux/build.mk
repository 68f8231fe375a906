# SPDX-License-Identifier: Apache-2.0
# Linux on QEMU virt with the riscv_pmu_sbi driver (docs/linux.md).
#
# Included from the top Makefile; also usable alone: make -f linux/build.mk linux-image
#
#   build/linux/linux-source-6.1/  Debian's linux-source-6.1, extracted (never modified)
#   build/linux/obj/               the out-of-tree kernel build (tinyconfig + linux/kernel.config)
#   build/linux/init.elf           the static /init of linux/init/
#   build/linux/initramfs.list     gen_init_cpio list the kernel builds its initramfs from
#   build/linux/Image              the kernel, initramfs inside
#
# `make linux-check` boots it on our firmware and on OpenSBI (QEMU's -bios
# default) and prints the comparison table (tools/linux-check).

BUILD ?= build
SHELL := /bin/bash

LINUX_TARBALL ?= /usr/src/linux-source-6.1.tar.xz
LINUX_CROSS   ?= riscv64-linux-gnu-
LINUX_JOBS    ?= 2
LINUX_DIR     := $(BUILD)/linux
LINUX_SRC     := $(LINUX_DIR)/linux-source-6.1
LINUX_OBJ     := $(LINUX_DIR)/obj
LINUX_IMAGE   := $(LINUX_DIR)/Image
LINUX_INIT    := $(LINUX_DIR)/init.elf
LINUX_KMAKE    = $(MAKE) -C $(LINUX_SRC) O=$(abspath $(LINUX_OBJ)) ARCH=riscv \
                 CROSS_COMPILE=$(LINUX_CROSS)

LINUX_INIT_SRC := $(wildcard linux/init/*.c linux/init/*.S)
LINUX_INIT_H   := $(wildcard linux/init/*.h) firmware/include/sbi_abi.h
LINUX_INIT_CFLAGS := -std=gnu11 -O2 -g -Wall -Wextra -Werror -static -Ifirmware/include

$(LINUX_SRC)/Makefile: $(LINUX_TARBALL)
	@mkdir -p $(LINUX_DIR)
	rm -rf $(LINUX_SRC)
	tar -C $(LINUX_DIR) -xf $<
	touch $@

$(LINUX_INIT): $(LINUX_INIT_SRC) $(LINUX_INIT_H) linux/build.mk
	@mkdir -p $(dir $@)
	$(LINUX_CROSS)gcc $(LINUX_INIT_CFLAGS) $(LINUX_INIT_SRC) -o $@

# The initramfs: /init and /dev/console (the kernel opens it for init's
# stdin/stdout before any devtmpfs could exist), /proc and /sys mount points.
$(LINUX_DIR)/initramfs.list: linux/build.mk
	@mkdir -p $(dir $@)
	printf '%s\n' 'dir /dev 0755 0 0' 'nod /dev/console 0600 0 0 c 5 1' \
	  'dir /proc 0755 0 0' 'dir /sys 0755 0 0' \
	  'file /init $(abspath $(LINUX_INIT)) 0755 0 0' > $@

$(LINUX_DIR)/initramfs.config: linux/build.mk
	@mkdir -p $(dir $@)
	echo 'CONFIG_INITRAMFS_SOURCE="$(abspath $(LINUX_DIR)/initramfs.list)"' > $@

# tinyconfig, then the fragment, then the initramfs path; olddefconfig
# settles dependencies and linux/check-config.sh fails if any line of the
# fragment did not survive (a dependency missing from the fragment).
$(LINUX_OBJ)/.config: linux/kernel.config $(LINUX_DIR)/initramfs.config $(LINUX_SRC)/Makefile \
                      linux/check-config.sh
	@mkdir -p $(LINUX_OBJ)
	$(LINUX_KMAKE) -s tinyconfig > $(LINUX_DIR)/tinyconfig.log
	cd $(LINUX_SRC) && KCONFIG_CONFIG=$(abspath $@) scripts/kconfig/merge_config.sh -m \
	  -O $(abspath $(LINUX_OBJ)) $(abspath $@) $(abspath linux/kernel.config) \
	  $(abspath $(LINUX_DIR)/initramfs.config) > $(abspath $(LINUX_DIR)/merge_config.log)
	$(LINUX_KMAKE) -s olddefconfig
	linux/check-config.sh linux/kernel.config $@

$(LINUX_IMAGE): $(LINUX_OBJ)/.config $(LINUX_INIT) $(LINUX_DIR)/initramfs.list
	$(LINUX_KMAKE) -j$(LINUX_JOBS) Image > $(LINUX_DIR)/kernel-build.log 2>&1 \
	  || { tail -40 $(LINUX_DIR)/kernel-build.log; exit 1; }
	cp $(LINUX_OBJ)/arch/riscv/boot/Image $@

.PHONY: linux-image linux-check
linux-image: $(LINUX_IMAGE)

linux-check: $(LINUX_IMAGE) $(BUILD)/rv64/sbi-fw.elf
	BUILD=$(BUILD) QEMU=$(QEMU_BIN_rv64) tools/linux-check --no-build
