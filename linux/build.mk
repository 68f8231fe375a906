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
LINUX_IMAGE   := $(LINUX_DIR)/Image
LINUX_INIT    := $(LINUX_DIR)/init.elf

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

# A kernel with an initramfs, built out of tree: $(call LINUX_KERNEL,DIR,
# FRAGMENTS,FILES) writes DIR/Image from DIR/obj. FRAGMENTS are merged on
# top of linux/kernel.config; FILES are extra executables of the
# initramfs, each PATH=SOURCE (the sources become prerequisites).
#
# The initramfs holds /init and /dev/console (the kernel opens it for
# init's stdin/stdout before any devtmpfs could exist), /proc and /sys
# mount points, and FILES. The configuration is tinyconfig, then the
# fragments, then the initramfs path; olddefconfig settles dependencies
# and linux/check-config.sh fails if any line of a fragment did not survive
# (a dependency missing from the fragment).
define LINUX_KERNEL
$(1)/initramfs.list: linux/build.mk
	@mkdir -p $$(dir $$@)
	printf '%s\n' 'dir /dev 0755 0 0' 'nod /dev/console 0600 0 0 c 5 1' \
	  'dir /proc 0755 0 0' 'dir /sys 0755 0 0' 'dir /bin 0755 0 0' \
	  'file /init $$(abspath $$(LINUX_INIT)) 0755 0 0' \
	  $(foreach f,$(3),'file $(firstword $(subst =, ,$(f))) $(abspath $(lastword $(subst =, ,$(f)))) 0755 0 0') > $$@

$(1)/initramfs.config: linux/build.mk
	@mkdir -p $$(dir $$@)
	echo 'CONFIG_INITRAMFS_SOURCE="$$(abspath $(1)/initramfs.list)"' > $$@

$(1)/obj/.config: linux/kernel.config $(2) $(1)/initramfs.config $$(LINUX_SRC)/Makefile \
                  linux/check-config.sh
	@mkdir -p $(1)/obj
	$$(MAKE) -C $$(LINUX_SRC) O=$$(abspath $(1)/obj) ARCH=riscv CROSS_COMPILE=$$(LINUX_CROSS) \
	  -s tinyconfig > $(1)/tinyconfig.log
	cd $$(LINUX_SRC) && KCONFIG_CONFIG=$$(abspath $$@) scripts/kconfig/merge_config.sh -m \
	  -O $$(abspath $(1)/obj) $$(abspath $$@) $$(abspath linux/kernel.config $(2)) \
	  $$(abspath $(1)/initramfs.config) > $$(abspath $(1)/merge_config.log)
	$$(MAKE) -C $$(LINUX_SRC) O=$$(abspath $(1)/obj) ARCH=riscv CROSS_COMPILE=$$(LINUX_CROSS) \
	  -s olddefconfig
	linux/check-config.sh linux/kernel.config $(2) $$@

$(1)/Image: $(1)/obj/.config $$(LINUX_INIT) $(1)/initramfs.list $(foreach f,$(3),$(lastword $(subst =, ,$(f))))
	$$(MAKE) -C $$(LINUX_SRC) O=$$(abspath $(1)/obj) ARCH=riscv CROSS_COMPILE=$$(LINUX_CROSS) \
	  -j$$(LINUX_JOBS) Image > $(1)/kernel-build.log 2>&1 \
	  || { tail -40 $(1)/kernel-build.log; exit 1; }
	cp $(1)/obj/arch/riscv/boot/Image $$@
endef

# The kernel of the perf checks, on QEMU and on the SoC.
$(eval $(call LINUX_KERNEL,$(LINUX_DIR),,))

# The real perf tool (tools/perf of the same source), static, without the
# optional libraries (no libelf: user symbols stay addresses, the kernel's
# come from /proc/kallsyms), and /bin/spin for it to measure; in a second
# kernel with the FPU on for perf's glibc (linux/kernel-perf.config), for
# QEMU only. The perf tool takes a few minutes to build.
LINUX_PERF_OPTS := NO_LIBELF=1 NO_LIBTRACEEVENT=1 NO_LIBPYTHON=1 NO_LIBPERL=1 NO_SLANG=1 NO_GTK2=1 \
                   NO_LIBUNWIND=1 NO_LIBNUMA=1 NO_LIBAUDIT=1 NO_LIBCRYPTO=1 NO_LIBBPF=1 NO_DWARF=1 \
                   NO_LIBZSTD=1 NO_LIBCAP=1 NO_JVMTI=1 NO_LIBBABELTRACE=1 NO_DEMANGLE=1 NO_SDT=1 \
                   NO_LZMA=1 NO_ZLIB=1 NO_BACKTRACE=1 WERROR=0
$(LINUX_DIR)/perf-tool/perf: $(LINUX_SRC)/Makefile
	@mkdir -p $(dir $@)
	$(MAKE) -C $(LINUX_SRC)/tools/perf ARCH=riscv CROSS_COMPILE=$(LINUX_CROSS) O=$(abspath $(dir $@)) \
	  LDFLAGS=-static $(LINUX_PERF_OPTS) -j$(LINUX_JOBS) $(abspath $@) > $(LINUX_DIR)/perf-build.log 2>&1 \
	  || { tail -40 $(LINUX_DIR)/perf-build.log; exit 1; }

$(LINUX_DIR)/perf: $(LINUX_DIR)/perf-tool/perf
	$(LINUX_CROSS)strip -o $@ $<

$(LINUX_DIR)/spin.elf: linux/perf/spin.c $(LINUX_INIT_H) linux/build.mk $(LINUX_SRC)/Makefile
	$(LINUX_CROSS)gcc $(LINUX_INIT_CFLAGS) -Ilinux/init linux/perf/spin.c -o $@

$(eval $(call LINUX_KERNEL,$(LINUX_DIR)/perf-kernel,linux/kernel-perf.config,\
  /bin/perf=$(LINUX_DIR)/perf /bin/spin=$(LINUX_DIR)/spin.elf))

# soc-sim loads ELF files: the Image as one loadable section at the address
# where both firmwares enter the kernel.
$(LINUX_DIR)/Image.elf: $(LINUX_IMAGE)
	$(LINUX_CROSS)objcopy -I binary -O elf64-littleriscv -B riscv \
	  --rename-section .data=.text,alloc,load,code,contents $< $(LINUX_DIR)/Image.o
	$(LINUX_CROSS)ld -m elf64lriscv -n -Ttext=0x80200000 -e 0x80200000 --no-warn-rwx-segments \
	  -o $@ $(LINUX_DIR)/Image.o

.PHONY: linux-image linux-check linux-soc linux-soc-2h linux-perf-qemu
linux-image: $(LINUX_IMAGE)

linux-check: $(LINUX_IMAGE) $(BUILD)/rv64/sbi-fw.elf
	BUILD=$(BUILD) QEMU=$(QEMU_BIN_rv64) tools/linux-check --no-build

linux-soc: $(LINUX_DIR)/Image.elf $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/soc-sim
	BUILD=$(BUILD) tools/linux-soc

# The same kernel on the 2-hart SoC: both harts online, perf per CPU.
linux-soc-2h: $(LINUX_DIR)/Image.elf $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/soc-sim-2h
	BUILD=$(BUILD) LINUX_SOC_TIMEOUT=$${LINUX_SOC_TIMEOUT:-3600} tools/linux-soc --harts 2

linux-perf-qemu: $(LINUX_DIR)/perf-kernel/Image $(BUILD)/rv64/sbi-fw.elf
	BUILD=$(BUILD) QEMU=$(QEMU_BIN_rv64) tools/linux-perf-qemu
