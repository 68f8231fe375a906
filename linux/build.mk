# SPDX-License-Identifier: Apache-2.0
# Linux on QEMU virt and on the SoC with the riscv_pmu_sbi driver
# (docs/linux.md).
#
# Included from the top Makefile (it uses the generated build/gen/soc_events.h).
#
# Kernels of the perf checks (LINUX_KERNELS), each a name: a version, or a
# version and a variant built from that version's tree with
# linux/patches/<version>/*.patch applied:
#   6.1          Linux 6.1, the driver without the snapshot page
#   6.12         Linux 6.12 as Debian ships it, the driver with the snapshot page
#   6.12-fix     the same with linux/patches/6.12/ (its overflow-restart fix)
#   6.12-cdeleg  the patched tree with the counter-delegation driver enabled
#                (linux/kernel-6.12-cdeleg.config): on the SoC with our
#                firmware it programs the delegated counters itself; where
#                nothing is delegated (QEMU 7.2, OpenSBI 1.1) it stands aside
#                and the SBI driver serves the PMU
# Every name of LINUX_ALL_KERNELS has its build rules (make
# build/linux/6.12-cdeleg/Image works whatever LINUX_KERNELS says); a
# variant's own configuration lines, if any, are linux/kernel-<name>.config.
#
#   build/linux/V/linux-source-V/  Debian's linux-source-V, extracted (never modified)
#   build/linux/V/init.elf         the static /init of linux/init/ on V's nolibc
#   build/linux/K/                 kernel K: obj/ (the out-of-tree build, tinyconfig
#                                  + linux/kernel.config + linux/kernel-V.config),
#                                  initramfs.list, Image (initramfs inside), Image.elf
#                                  (the same as an ELF loaded at 0x80200000, for
#                                  soc-sim), and the boot logs of linux-check and linux-soc
#   build/linux/6.12-fix/linux-source-6.12/  a copy of the 6.12 tree (hard links but
#                                  for the files the patches change or add) with them
#                                  applied; every variant of 6.12 is built from it
#   build/linux/Image, Image.elf   copies of the 6.1 kernel's, where they always were,
#   build/linux/obj                and a link to its build directory
#
# `make linux-check` boots every kernel on our firmware and on OpenSBI (QEMU's
# -bios default) and prints the comparison table (tools/linux-check); `make
# linux-soc` boots them on the SoC's RTL (build/rv64/soc-sim) with both
# firmwares and checks every row (tools/linux-soc).

BUILD ?= build
SHELL := /bin/bash

LINUX_KERNELS ?= 6.1 6.12 6.12-fix 6.12-cdeleg
LINUX_ALL_KERNELS := $(sort 6.1 6.12 6.12-fix 6.12-cdeleg $(LINUX_KERNELS))
LINUX_CROSS   ?= riscv64-linux-gnu-
LINUX_JOBS    ?= 2
LINUX_DIR     := $(BUILD)/linux
# The version of a kernel name (6.12-fix -> 6.12), its pristine source tree,
# its tarball (LINUX_TARBALL_6.1 and so on may point elsewhere) and its /init.
linux_version = $(firstword $(subst -, ,$(1)))
linux_src     = $(LINUX_DIR)/$(1)/linux-source-$(1)
linux_init    = $(LINUX_DIR)/$(1)/init.elf
LINUX_VERSIONS := $(sort $(foreach k,$(LINUX_ALL_KERNELS),$(call linux_version,$(k))))
$(foreach v,$(LINUX_VERSIONS),$(eval LINUX_TARBALL_$(v) ?= /usr/src/linux-source-$(v).tar.xz))
# The 6.1 tree also builds the perf tool and its kernel; LINUX_SRC and
# LINUX_IMAGE keep their meaning of before there were two versions.
LINUX_SRC     := $(call linux_src,6.1)
LINUX_IMAGE   := $(LINUX_DIR)/Image

# /init is built on the kernel's nolibc, without floating point, so that it
# runs on any RV64 hart with A and C, the SoC's core included (it has no F
# or D; glibc saves FP registers in its start-up code). Each version's
# /init is built on that version's nolibc (linux/init/libc.h tells them
# apart).
LINUX_INIT_SRC := $(wildcard linux/init/*.c linux/init/*.S)
LINUX_INIT_H   := $(wildcard linux/init/*.h linux/init/include/*.h) firmware/include/sbi_abi.h firmware/include/vformat.h \
                  cmodel/hpm_spec.h $(BUILD)/gen/soc_events.h
LINUX_INIT_CFLAGS := -std=gnu11 -O2 -g -Wall -Wextra -Werror -march=rv64imac_zicsr_zifencei -mabi=lp64 \
                     -static -nostdlib -ffreestanding -fno-stack-protector -fno-builtin \
                     -Ilinux/init/include -Ifirmware/include -Icmodel -I$(BUILD)/gen

# $(call LINUX_TREE,V): extract version V's source (once; make never
# changes it) and build V's /init on its nolibc.
define LINUX_TREE
$(call linux_src,$(1))/Makefile: $$(LINUX_TARBALL_$(1))
	@mkdir -p $(LINUX_DIR)/$(1)
	rm -rf $(call linux_src,$(1))
	tar -C $(LINUX_DIR)/$(1) -xf $$<
	touch $$@

$(call linux_init,$(1)): $$(LINUX_INIT_SRC) $$(LINUX_INIT_H) linux/build.mk $(call linux_src,$(1))/Makefile
	@mkdir -p $$(dir $$@)
	$$(LINUX_CROSS)gcc $$(LINUX_INIT_CFLAGS) -I$(call linux_src,$(1))/tools/include/nolibc \
	  $$(LINUX_INIT_SRC) -o $$@
endef
$(foreach v,$(LINUX_VERSIONS),$(eval $(call LINUX_TREE,$(v))))

# $(call LINUX_PATCHED,V): build/linux/V-fix/linux-source-V, V's tree with
# linux/patches/V/*.patch applied, in order. The copy is made of hard
# links (a kernel tree is about 1.5 GB); every file a patch touches is
# first replaced by a copy of its own (a file a patch adds has none), so
# the pristine tree is never written through a link, and the recipe checks
# that the pristine file still differs from the patched one afterwards (or
# does not exist). The stamp .patched marks a finished copy.
LINUX_PATCHES = $(sort $(wildcard linux/patches/$(1)/*.patch))
define LINUX_PATCHED
$(LINUX_DIR)/$(1)-fix/linux-source-$(1)/.patched: $(call linux_src,$(1))/Makefile $(call LINUX_PATCHES,$(1)) linux/build.mk
	rm -rf $$(dir $$@)
	@mkdir -p $(LINUX_DIR)/$(1)-fix
	cp -al $(call linux_src,$(1)) $$(dir $$@)
	set -e; for p in $(call LINUX_PATCHES,$(1)); do \
	  files=$$$$(sed -n 's|^+++ b/\([^[:space:]]*\).*|\1|p' $$$$p); \
	  [ -n "$$$$files" ] || { echo "$$$$p: no +++ b/ lines"; exit 1; }; \
	  for f in $$$$files; do [ ! -e $(call linux_src,$(1))/$$$$f ] \
	    || cp --remove-destination $(call linux_src,$(1))/$$$$f $$(dir $$@)$$$$f; done; \
	  patch -p1 -s --no-backup-if-mismatch -d $$(dir $$@) < $$$$p; \
	  for f in $$$$files; do ! cmp -s $(call linux_src,$(1))/$$$$f $$(dir $$@)$$$$f \
	    || { echo "$$$$p: $$$$f unchanged"; exit 1; }; done; \
	done
	touch $$@
endef
$(foreach v,$(LINUX_VERSIONS),$(eval $(call LINUX_PATCHED,$(v))))

# A kernel with an initramfs, built out of tree: $(call LINUX_KERNEL,DIR,
# SOURCE,STAMP,INIT,FRAGMENTS,FILES) writes DIR/Image from DIR/obj, built
# from the tree SOURCE (STAMP: the file that says it is ready) with INIT
# as /init. FRAGMENTS are merged on top of tinyconfig, in order; FILES
# are extra executables of the initramfs, each PATH=SOURCE (the sources
# become prerequisites).
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
	  'file /init $$(abspath $(4)) 0755 0 0' \
	  $(foreach f,$(6),'file $(firstword $(subst =, ,$(f))) $(abspath $(lastword $(subst =, ,$(f)))) 0755 0 0') > $$@

$(1)/initramfs.config: linux/build.mk
	@mkdir -p $$(dir $$@)
	echo 'CONFIG_INITRAMFS_SOURCE="$$(abspath $(1)/initramfs.list)"' > $$@

$(1)/obj/.config: $(5) $(1)/initramfs.config $(3) linux/check-config.sh
	@mkdir -p $(1)/obj
	$$(MAKE) -C $(2) O=$$(abspath $(1)/obj) ARCH=riscv CROSS_COMPILE=$$(LINUX_CROSS) \
	  -s tinyconfig > $(1)/tinyconfig.log
	cd $(2) && KCONFIG_CONFIG=$$(abspath $$@) scripts/kconfig/merge_config.sh -m \
	  -O $$(abspath $(1)/obj) $$(abspath $$@) $$(abspath $(5)) \
	  $$(abspath $(1)/initramfs.config) > $$(abspath $(1)/merge_config.log)
	$$(MAKE) -C $(2) O=$$(abspath $(1)/obj) ARCH=riscv CROSS_COMPILE=$$(LINUX_CROSS) \
	  -s olddefconfig
	linux/check-config.sh $(5) $$@

$(1)/Image: $(1)/obj/.config $(4) $(1)/initramfs.list $(foreach f,$(6),$(lastword $(subst =, ,$(f))))
	$$(MAKE) -C $(2) O=$$(abspath $(1)/obj) ARCH=riscv CROSS_COMPILE=$$(LINUX_CROSS) \
	  -j$$(LINUX_JOBS) Image > $(1)/kernel-build.log 2>&1 \
	  || { tail -40 $(1)/kernel-build.log; exit 1; }
	cp $(1)/obj/arch/riscv/boot/Image $$@
endef

# The fragments of version V's perf-check kernels: the common one, then
# V's own (the lines that differ between versions, each explained there).
linux_fragments = linux/kernel.config linux/kernel-$(1).config

# The kernels of the perf checks, on QEMU and on the SoC. A name with a
# variant (6.12-fix, 6.12-cdeleg) is built from the patched tree
# (build/linux/V-fix/linux-source-V), with its version's fragments and
# then its own, linux/kernel-<name>.config, where there is one.
define LINUX_CHECK_KERNEL
$(if $(findstring -,$(1)),
$$(eval $$(call LINUX_KERNEL,$(LINUX_DIR)/$(1),$(LINUX_DIR)/$(call linux_version,$(1))-fix/linux-source-$(call linux_version,$(1)),\
  $(LINUX_DIR)/$(call linux_version,$(1))-fix/linux-source-$(call linux_version,$(1))/.patched,$(call linux_init,$(call linux_version,$(1))),\
  $(call linux_fragments,$(call linux_version,$(1))) $(wildcard linux/kernel-$(1).config),)),
$$(eval $$(call LINUX_KERNEL,$(LINUX_DIR)/$(1),$(call linux_src,$(1)),$(call linux_src,$(1))/Makefile,\
  $(call linux_init,$(1)),$(call linux_fragments,$(1)),)))
endef
$(foreach k,$(LINUX_ALL_KERNELS),$(eval $(call LINUX_CHECK_KERNEL,$(k))))
LINUX_IMAGES := $(foreach k,$(LINUX_KERNELS),$(LINUX_DIR)/$(k)/Image)

# The 6.1 kernel where it was before there were several, and its build
# directory (vmlinux for soc-sim's --symbols) as build/linux/obj, a link.
$(LINUX_DIR)/Image: $(LINUX_DIR)/6.1/Image
	cp $< $@
	[ -L $(LINUX_DIR)/obj ] || rm -rf $(LINUX_DIR)/obj
	ln -sfn 6.1/obj $(LINUX_DIR)/obj

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
	$(LINUX_CROSS)gcc $(LINUX_INIT_CFLAGS) -I$(LINUX_SRC)/tools/include/nolibc -Ilinux/init linux/perf/spin.c -o $@

$(eval $(call LINUX_KERNEL,$(LINUX_DIR)/perf-kernel,$(LINUX_SRC),$(LINUX_SRC)/Makefile,$(call linux_init,6.1),\
  $(call linux_fragments,6.1) linux/kernel-perf.config,/bin/perf=$(LINUX_DIR)/perf /bin/spin=$(LINUX_DIR)/spin.elf))

# soc-sim loads ELF files: the Image as one loadable section at the address
# where both firmwares enter the kernel.
$(LINUX_DIR)/%/Image.elf: $(LINUX_DIR)/%/Image
	$(LINUX_CROSS)objcopy -I binary -O elf64-littleriscv -B riscv \
	  --rename-section .data=.text,alloc,load,code,contents $< $(@D)/Image.o
	$(LINUX_CROSS)ld -m elf64lriscv -n -Ttext=$(SOC_PAYLOAD_BASE) -e $(SOC_PAYLOAD_BASE) --no-warn-rwx-segments \
	  -o $@ $(@D)/Image.o
LINUX_ELFS := $(foreach k,$(LINUX_KERNELS),$(LINUX_DIR)/$(k)/Image.elf)

$(LINUX_DIR)/Image.elf: $(LINUX_DIR)/6.1/Image.elf
	cp $< $@

.PHONY: linux-image linux-check linux-soc linux-soc-2h linux-perf-qemu linux-kernels
linux-image: $(LINUX_IMAGES) $(LINUX_IMAGE)

# The list, for tools/linux-check and tools/linux-soc run without
# LINUX_KERNELS: the default is written here only.
linux-kernels:
	@echo $(LINUX_KERNELS)

linux-check: $(LINUX_IMAGES) $(BUILD)/rv64/sbi-fw.elf
	BUILD=$(BUILD) QEMU=$(QEMU_BIN_rv64) LINUX_KERNELS="$(LINUX_KERNELS)" tools/linux-check --no-build

linux-soc: $(LINUX_ELFS) $(LINUX_IMAGE) $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/soc-sim
	BUILD=$(BUILD) LINUX_KERNELS="$(LINUX_KERNELS)" tools/linux-soc

# The 6.1 kernel on the 2-hart SoC: both harts online, perf per CPU (one
# kernel only: a boot there takes about five minutes).
linux-soc-2h: $(LINUX_DIR)/6.1/Image.elf $(BUILD)/rv64/sbi-fw.elf $(BUILD)/rv64/soc-sim-2h
	BUILD=$(BUILD) LINUX_KERNELS=6.1 LINUX_SOC_TIMEOUT=$${LINUX_SOC_TIMEOUT:-3600} tools/linux-soc --harts 2

linux-perf-qemu: $(LINUX_DIR)/perf-kernel/Image $(BUILD)/rv64/sbi-fw.elf
	BUILD=$(BUILD) QEMU=$(QEMU_BIN_rv64) tools/linux-perf-qemu
