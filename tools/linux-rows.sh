# SPDX-License-Identifier: Apache-2.0
# Sourced by tools/linux-check (QEMU) and tools/linux-soc (the SoC): reading
# the console logs of Linux boots whose /init (linux/init) prints
#   ROW <name> <PASS|FAIL|UNSUPPORTED> <value> [note]
# lines, and the table of several kernels and firmwares side by side. The
# caller sets LOGDIR (build/linux); boot K NAME writes
# $LOGDIR/K/boot-NAME.log, K being a kernel of LINUX_KERNELS (6.1, 6.12,
# 6.12-fix, 6.12-cdeleg, linux/build.mk).

log_of() { echo "$LOGDIR/$1/boot-$2.log"; }

# The version of a kernel name (6.12-fix -> 6.12), and whether OpenSBI 1.1
# boots it: not the -fix kernels, whose patches change only what the driver
# does with the SBI PMU snapshot page, which OpenSBI 1.1 does not offer
# (the driver takes the same path as on the stock kernel).
kernel_version() { echo "${1%%-*}"; }
with_opensbi() { [[ $1 != *-fix ]]; }

# cell LOG ROWNAME: "STATUS value" of that ROW line, or "missing".
cell() {
  local r
  r=$(grep -a -m1 "^ROW $2 " "$1" | tr -d '\r')
  if [ -z "$r" ]; then echo "missing"; return; fi
  set -- $r
  echo "$3 $4"
}

# Kernel-level rows, from the console. A 6.12-cdeleg kernel's delegation
# driver (linux/patches/6.12/0002) says "riscv-pmu-cdeleg: N delegated
# hardware counters" when it has the PMU; the SBI driver then stands aside
# and says nothing. Where the firmware does not delegate (QEMU 7.2,
# OpenSBI 1.1) the SBI driver's lines are there as under 6.12-fix.
cdeleg_has_pmu() { grep -aq 'riscv-pmu-cdeleg: [0-9]* delegated hardware counters' "$1"; }
init_cell() {
  if grep -aq '^ROW init-reached PASS' "$1"; then
    if grep -aq '^INIT-END' "$1"; then echo "PASS init ran to the end"
    else echo "FAIL init did not finish"; fi
  else echo "FAIL no init"; fi
}
# probe_cell LOG [cdeleg]: with cdeleg, the delegation driver must have it.
probe_cell() {
  local c
  if cdeleg_has_pmu "$1"; then
    c=$(grep -ao 'riscv-pmu-cdeleg: [0-9]* delegated hardware counters ([0-9a-fx]*), [0-9]* firmware' "$1" | head -1)
    set -- $c
    echo "PASS cdeleg:$7fw+$2hw"
    return
  fi
  [ "${2-}" = cdeleg ] && { echo "FAIL no-cdeleg"; return; }
  c=$(grep -ao 'riscv-pmu-sbi: [0-9]* firmware and [0-9]* hardware counters' "$1" | head -1)
  if grep -aq 'riscv-pmu-sbi: SBI PMU extension is available' "$1" && [ -n "$c" ]; then
    set -- $c
    echo "PASS $2fw+$5hw"
  elif grep -aq 'riscv-pmu-sbi: SBI PMU extension is available' "$1"; then
    echo "FAIL no counters"
  else echo "FAIL not probed"; fi
}
ovf_cell() {
  if cdeleg_has_pmu "$1"; then
    if grep -aq 'riscv-pmu-cdeleg:.*\(failed\|no mapping\)' "$1"; then echo "FAIL irq setup"
    else echo "PASS cdeleg-irq"; fi
  elif ! grep -aq 'riscv-pmu-sbi: SBI PMU extension is available' "$1"; then echo "FAIL not probed"
  elif grep -aq 'riscv-pmu-sbi: Perf sampling/filtering is not supported' "$1"; then echo "FAIL no sscofpmf"
  elif grep -aq 'riscv-pmu-sbi:.*\(Failed\|failed\)' "$1"; then echo "FAIL irq setup"
  else echo "PASS irq registered"; fi
}
# snapshot_cell LOG KERNEL FIRMWARE: whether the driver uses the SBI PMU
# snapshot page. 6.12 asks for it on SBI >= 2.0 (PMU function 7) and says
# "SBI PMU snapshot detected", or "pmu snapshot setup failed" and goes on
# without it; 6.1 has no snapshot support. Our firmware offers the page
# (SBI 3.0), so 6.12 on ours must use it; OpenSBI 1.1 (SBI 0.3) does not.
# The delegation driver reads its counters itself: no page.
snapshot_cell() {
  if cdeleg_has_pmu "$1"; then echo "PASS not-needed-cdeleg"
  elif ! grep -aq 'riscv-pmu-sbi: SBI PMU extension is available' "$1"; then echo "FAIL not-probed"
  elif grep -aq 'pmu snapshot setup failed' "$1"; then echo "FAIL setup-failed"
  elif grep -aq 'riscv-pmu-sbi: SBI PMU snapshot detected' "$1"; then echo "PASS used"
  elif [ "$(kernel_version "$2")" = 6.1 ]; then echo "PASS none-in-6.1"
  elif [ "$3" = ours ]; then echo "FAIL not-used"
  else echo "PASS not-offered"; fi
}

# The table: one name and one cell per column (columns: "KERNEL FIRMWARE"
# labels, set by the caller) a row.
columns=()
names=()
declare -A cells
add() {
  local i=${#names[@]} c=0
  names+=("$1"); shift
  for c in "${!columns[@]}"; do cells[$i,$c]=${1:-missing}; shift || true; done
}

# add_init_rows SKIP LOG...: every ROW any log (one per column) printed, in
# the order the inits print them (init-reached and lcofi-irqs have rows of
# their own, and so do the rows the regular expression SKIP matches).
add_init_rows() {
  local row skip=$1 l vals
  shift
  while read -r row; do
    case $row in init-reached|lcofi-irqs) continue ;; esac
    [[ $row =~ $skip ]] && continue
    vals=()
    for l in "$@"; do vals+=("$(cell "$l" "$row")"); done
    add "$row" "${vals[@]}"
  done < <(for l in "$@"; do [ -f "$l" ] && grep -ah '^ROW ' "$l"; done | awk '!seen[$2]++ { print $2 }')
}

# print_kernel_lines KERNEL RUN: the kernel's own words about the SBI, the
# timer, the PMU driver and the secondary harts, and the firmware's banner.
print_kernel_lines() {
  echo
  echo "== kernel log, $1 $2:"
  grep -a -e 'Linux version' -e 'SBI specification' -e 'SBI implementation' -e 'riscv-timer: Timer interrupt' \
    -e 'riscv-pmu-sbi' -e 'riscv-pmu-cdeleg' -e '^sbi-fw:' -e '^OpenSBI v' -e 'SBI HSM' -e 'smp: ' \
    -e 'CPU[0-9]*: failed' -e 'failed to boot' "$(log_of "$1" "$2")" | tr -d '\r' | cut -c1-160
}

# print_table: the table; marks[i], when set, is printed after row i.
declare -A marks
print_table() {
  local wn=5 n i c w widths=() line
  for n in "${names[@]}"; do [ ${#n} -gt $wn ] && wn=${#n}; done
  for c in "${!columns[@]}"; do
    w=${#columns[$c]}
    for i in "${!names[@]}"; do [ ${#cells[$i,$c]} -gt $w ] && w=${#cells[$i,$c]}; done
    widths+=("$w")
  done
  echo
  line=$(printf '%-*s' "$wn" "check")
  for c in "${!columns[@]}"; do line+=$(printf ' | %-*s' "${widths[$c]}" "${columns[$c]}"); done
  echo "$line"
  printf '%s\n' "$(printf '%*s' ${#line} '' | tr ' ' -)"
  for i in "${!names[@]}"; do
    line=$(printf '%-*s' "$wn" "${names[$i]}")
    for c in "${!columns[@]}"; do line+=$(printf ' | %-*s' "${widths[$c]}" "${cells[$i,$c]}"); done
    echo "$line${marks[$i]:+  ${marks[$i]}}"
  done
}
