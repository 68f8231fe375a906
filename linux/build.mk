# SPDX-License-Identifier: Apache-2.0
# Linux on QEMU virt with the riscv_pmu_sbi driver (docs/linux.md).
#
# Included from the top Makefile (it uses the generated build/gen/soc_events.h).
#
#   build/linux/linux-source-6.1/  Debian's linux-source-6.1, extracted (never modified)
#   build/linux/obj/               the out-of-tree kernel build (tinyconfig + linux/kernel.config)
#   build/linux/init.elf           the static /init of linux/init/
#   build/linux/initramfs.list     gen_init_cpio list the kernel builds its initramfs from
#   build/linux/Image              the kernel, initramfs inside
#   build/linux/Image.elf          the same as an ELF loaded at 0x80200000, for soc-sim
#
# `make linux-check` boots it on our firmware and on OpenSBI (QEMU's -bios
# default) and prints the comparison table (tools/linux-check); `make
# linux-soc` boots it on the SoC's RTL (build/rv64/soc-sim) with both
# firmwares and checks every row (tools/linux-soc).

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

# /init is built on the kernel's nolibc, without floating point, so that it
# runs on any RV64 hart with A and C, the SoC's core included (it has no F
# or D; glibc saves FP registers in its start-up code).
LINUX_INIT_SRC := $(wildcard linux/init/*.c linux/init/*.S)
LINUX_INIT_H   := $(wildcard linux/init/*.h linux/init/include/*.h) firmware/include/sbi_abi.h firmware/include/vformat.h \
                  cmodel/hpm_spec.h $(BUILD)/gen/soc_events.h
LINUX_NOLIBC   := $(LINUX_SRC)/tools/include/nolibc
LINUX_INIT_CFLAGS := -std=gnu11 -O2 -g -Wall -Wextra -Werror -march=rv64imac_zicsr_zifencei -mabi=lp64 \
                     -static -nostdlib -ffreestanding -fno-stack-protector -fno-builtin \
                     -Ilinux/init/include -I$(LINUX_NOLIBC) -Ifirmware/include -Icmodel -I$(BUILD)/gen

$(LINUX_SRC)/Makefile: $(LINUX_TARBALL)
	@mkdir -p $(LINUX_DIR)
	rm -rf $(LINUX_SRC)
	tar -C $(LINUX_DIR) -xf $<
	touch $@

$(LINUX_INIT): $(LINUX_INIT_SRC) $(LINUX_INIT_H) linux/build.mk $(LINUX_SRC)/Makefile
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

# soc-sim loads ELF files: the Image as one loadable section at the address
# where both firmwares enter the kernel.
$(LINUX_DIR)/Image.elf: $(LINUX_IMAGE)
	$(LINUX_CROSS)objcopy -I binary -O elf64-littleriscv -B riscv \
	  --rename-section .data=.text,alloc,load,code,contents $< $(LINUX_DIR)/Image.o
	$(LINUX_CROSS)ld -m elf64lriscv -n -Ttext=0x80200000 -e 0x80200000 --no-warn-rwx-segments \
	  -o $@ $(LINUX_DIR)/Image.o

.PHONY: linux-image linux-check linux-soc
linux-image: $(LINUX_IMAGE)

linux-check: $(LINUX_IMAGE) $(BUILD)/rv64/sbi-fw.elf
	BUILD=$(BUILD) QEMU=$(QEMU_BIN_rv64) tools/linux-check --no-build

linux-soc: $(LINUX_DIR)/Image.elf $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/soc-sim
	BUILD=$(BUILD) tools/linux-soc
