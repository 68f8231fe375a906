#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# tb/soc/tests/raw-images.sh BUILD OPENSBI_DIR: soc-sim boots firmware given
# as a raw image, as QEMU's -bios takes it, and refuses images that do not
# fit. BUILD holds both soc-sims, our firmware's raw image rvXX/sbi-fw.bin,
# the S-mode payload boot-check (tb/soc/tests/boot_check.c) as
# rvXX/soc-raw/boot-check.elf and its raw image boot-check.bin, both linked
# at the payload address, and rv64/soc-raw/boot-check-high.bin, linked 2 MiB
# above it, rv64/soc-exit/exit-3.elf (a program that exits with code 3), and
# gen/soc_desc.h, the memory map every address here is taken from.
# OPENSBI_DIR is Debian's OpenSBI 1.1 generic build (fw_jump.bin,
# fw_dynamic.bin).
#
# Expected values: the payload's four checks pass and it names the SBI
# implementation that served it, 0x50455246 for ours (docs/firmware.md)
# and 1 for OpenSBI (the SBI specification's list of implementation IDs),
# so a run that booted anything but the image under test fails; the exit
# statuses are soc-sim's contract (docs/soc.md): 124 for an image that
# does not fit, 123 for a command line it cannot follow.
set -u
build=$1 opensbi=$2
passed=0 failed=0
pass() { echo "PASS $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1"; failed=$((failed + 1)); }

# boot NAME SIM MAX_CYCLES IMPL_ID BANNER IMAGE...: the payload runs to its
# end under the firmware, exit 0, with no lockstep mismatch. BANNER, if not
# empty, must be on the console (the firmware's own).
boot() {
  local name=$1 sim=$2 cycles=$3 impl=$4 banner=$5 out err rc=0 why=
  shift 5
  err=$(mktemp)
  out=$(timeout 120 "$sim" --max-cycles "$cycles" "$@" 2>"$err") || rc=$?
  out=${out//$'\r'/}  # OpenSBI's console ends its lines with CR LF
  if [ "$rc" -ne 0 ]; then why="exit $rc (want 0)"
  elif ! grep -qx '4 passed, 0 failed' <<<"$out"; then why="the payload did not report 4 passed, 0 failed"
  elif ! grep -qx "# SBI implementation ID $impl" <<<"$out"; then why="not served by implementation $impl"
  elif [ -n "$banner" ] && ! grep -qF -- "$banner" <<<"$out"; then why="no '$banner' on the console"
  elif grep -q 'lockstep MISMATCH' "$err"; then why="HPM lockstep mismatch"
  fi
  if [ -z "$why" ]; then
    pass "$name"
  else
    fail "$name: $why; soc-sim $*:"
    { tail -6 <<<"$out"; tail -3 "$err"; } | sed 's/^/    /'
  fi
  rm -f "$err"
}

# refuse NAME SIM WANT_STATUS TEXT IMAGE...: soc-sim stops before the
# first cycle with status WANT_STATUS and TEXT in its message.
refuse() {
  local name=$1 sim=$2 want=$3 text=$4 err rc=0
  shift 4
  err=$("$sim" --max-cycles 1 "$@" 2>&1 >/dev/null) || rc=$?
  if [ "$rc" -eq "$want" ] && grep -qF -- "$text" <<<"$err" && ! grep -q 'exit .* after' <<<"$err"; then
    pass "$name"
  else
    fail "$name: exit $rc (want $want and '$text'), soc-sim $*:"
    sed 's/^/    /' <<<"$err"
  fi
}

# SOC_RAM_BASE, SOC_RAM_SIZE, SOC_PAYLOAD_BASE, ... as shell variables.
eval "$(sed -n 's/^#define \(SOC_[A-Z_]*\) \(0x[0-9a-f]*\).*/\1=$((\2))/p' "$build/gen/soc_desc.h")"
hex() { printf '0x%x' "$1"; }
ram=$SOC_RAM_BASE ram_end=$((SOC_RAM_BASE + SOC_RAM_SIZE)) payload=$SOC_PAYLOAD_BASE
high=$((payload + 0x200000)) dtb=$((ram_end - 0x200000))   # soc-sim's device tree: 2 MiB below the end
# Debian's OpenSBI fw_jump.bin enters a fixed address (its build's
# FW_JUMP_ADDR): its rows need the SoC's payload address to be that one.
opensbi_jump=$payload

sim64=$build/rv64/soc-sim sim32=$build/rv32/soc-sim
fw64=$build/rv64/sbi-fw.bin fw32=$build/rv32/sbi-fw.bin
pay64=$build/rv64/soc-raw pay32=$build/rv32/soc-raw
ours=0x0000000050455246 opensbi_id=0x0000000000000001

# Our firmware runs in about 150,000 cycles to the payload's end;
# OpenSBI 1.1, whose start reads the device tree's PMU table at length,
# in about 5.1 million.
boot "rv64: our firmware raw at the start of RAM, the payload an ELF" \
  "$sim64" 1000000 $ours "" "$fw64" "$pay64/boot-check.elf"
boot "rv64: our firmware and the payload raw, each at its address" \
  "$sim64" 1000000 $ours "" "$fw64@$(hex $ram)" "$pay64/boot-check.bin@$(hex $payload)"
boot "rv32: our firmware raw at the start of RAM, the payload raw" \
  "$sim32" 1000000 $ours "" "$fw32" "$pay32/boot-check.bin@$(hex $payload)"
if [ -f "$opensbi/fw_jump.bin" ] && [ -f "$opensbi/fw_dynamic.bin" ]; then
  # fw_jump enters its fixed address whatever it is told, as OpenSBI
  # 1.9's position-independent fw_jump.bin does on RV64.
  boot "rv64: OpenSBI 1.1 fw_jump.bin raw at the start of RAM, the payload raw at its fixed entry" \
    "$sim64" 8000000 $opensbi_id "OpenSBI v1.1" "$opensbi/fw_jump.bin" "$pay64/boot-check.bin@$(hex $opensbi_jump)"
  # fw_dynamic enters where a2's information says: only the raw
  # payload's load address brings it to a payload linked 2 MiB higher.
  boot "rv64: OpenSBI 1.1 fw_dynamic.bin raw, a2 naming the raw payload's address, 2 MiB above the usual" \
    "$sim64" 8000000 $opensbi_id "OpenSBI v1.1" "$opensbi/fw_dynamic.bin" "$pay64/boot-check-high.bin@$(hex $high)"
else
  fail "OpenSBI 1.1: no fw_jump.bin and fw_dynamic.bin in $opensbi (apt-get install opensbi)"
fi

# exit-3.elf, linked at the start of RAM, is position-independent
# (pc-relative code, the finisher's absolute address): moved 16 MiB up, it
# must still end with its code, entered at its moved entry; entered at the
# old one, it would find no code there and run to the cycle limit.
out=$("$sim64" --max-cycles 100000 "$build/rv64/soc-exit/exit-3.elf@$(hex $((ram + 0x1000000)))" 2>&1 >/dev/null) && rc=0 || rc=$?
if [ "$rc" -eq 3 ]; then
  pass "rv64: an ELF moved 16 MiB up runs from there"
else
  fail "rv64: an ELF moved 16 MiB up runs from there: exit $rc (want 3)"
  sed 's/^/    /' <<<"$out"
fi

refuse "a raw image below RAM" "$sim64" 124 "is not inside RAM" "$fw64@$(hex $SOC_ROM_BASE)"
refuse "a raw image across the end of RAM" "$sim64" 124 "is not inside RAM" "$fw64@$(hex $((ram_end - 16)))"
refuse "a raw image on another" "$sim64" 124 "overlaps $fw64" "$fw64" "$pay64/boot-check.bin@$(hex $((ram + 0x1000)))"
refuse "an ELF on a raw image" "$sim64" 124 "overlaps $fw64" "$fw64@$(hex $payload)" "$pay64/boot-check.elf"
refuse "a raw image on the device tree" "$sim64" 124 "overlaps the device tree" \
  "$fw64" "$pay64/boot-check.bin@$(hex $dtb)"
refuse "a raw image after the first without an address" "$sim64" 123 "@ADDR" "$fw64" "$pay64/boot-check.bin"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
