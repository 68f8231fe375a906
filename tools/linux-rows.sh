# SPDX-License-Identifier: Apache-2.0
# Sourced by tools/linux-check (QEMU) and tools/linux-soc (the SoC): reading
# the console logs of Linux boots whose /init (linux/init) prints
#   ROW <name> <PASS|FAIL|UNSUPPORTED> <value> [note]
# lines, and the table of two firmwares side by side. The caller sets
# LOGDIR; boot NAME writes $LOGDIR/boot-NAME.log.

log_of() { echo "$LOGDIR/boot-$1.log"; }

# cell LOG ROWNAME: "STATUS value" of that ROW line, or "missing".
cell() {
  local r
  r=$(grep -a -m1 "^ROW $2 " "$1" | tr -d '\r')
  if [ -z "$r" ]; then echo "missing"; return; fi
  set -- $r
  echo "$3 $4"
}

# Kernel-level rows, from the console.
init_cell() {
  if grep -aq '^ROW init-reached PASS' "$1"; then
    if grep -aq '^INIT-END' "$1"; then echo "PASS init ran to the end"
    else echo "FAIL init did not finish"; fi
  else echo "FAIL no init"; fi
}
probe_cell() {
  local c
  c=$(grep -ao 'riscv-pmu-sbi: [0-9]* firmware and [0-9]* hardware counters' "$1" | head -1)
  if grep -aq 'riscv-pmu-sbi: SBI PMU extension is available' "$1" && [ -n "$c" ]; then
    set -- $c
    echo "PASS $2fw+$5hw"
  elif grep -aq 'riscv-pmu-sbi: SBI PMU extension is available' "$1"; then
    echo "FAIL no counters"
  else echo "FAIL not probed"; fi
}
ovf_cell() {
  if ! grep -aq 'riscv-pmu-sbi: SBI PMU extension is available' "$1"; then echo "FAIL not probed"
  elif grep -aq 'riscv-pmu-sbi: Perf sampling/filtering is not supported' "$1"; then echo "FAIL no sscofpmf"
  elif grep -aq 'riscv-pmu-sbi:.*\(Failed\|failed\)' "$1"; then echo "FAIL irq setup"
  else echo "PASS irq registered"; fi
}

# The table: one name and two cells (ours, the other firmware) a row.
names=()
ours_cells=()
osbi_cells=()
add() { names+=("$1"); ours_cells+=("$2"); osbi_cells+=("$3"); }

# add_init_rows OURS_LOG OTHER_LOG [SKIP]: every ROW either run printed, in
# the order the init prints them (init-reached and lcofi-irqs have rows of
# their own, and so do the rows the regular expression SKIP matches).
add_init_rows() {
  local row skip=${3:-'^$'}
  while read -r row; do
    case $row in init-reached|lcofi-irqs) continue ;; esac
    [[ $row =~ $skip ]] && continue
    add "$row" "$(cell "$1" "$row")" "$(cell "$2" "$row")"
  done < <(grep -ah '^ROW ' "$2" "$1" | awk '!seen[$2]++ { print $2 }')
}

# print_kernel_lines RUN: the kernel's own words about the SBI, the timer,
# the PMU driver and the secondary harts, and the firmware's banner.
print_kernel_lines() {
  echo
  echo "== kernel log, $1:"
  grep -a -e 'SBI specification' -e 'SBI implementation' -e 'riscv-timer: Timer interrupt' \
    -e 'riscv-pmu-sbi' -e '^sbi-fw:' -e '^OpenSBI v' -e 'SBI HSM' -e 'smp: ' \
    -e 'CPU[0-9]*: failed' -e 'failed to boot' "$(log_of "$1")" | tr -d '\r'
}

# print_table OTHER_NAME: the table, marking rows where the firmwares
# differ.
print_table() {
  local wn=0 wo=4 n i o s mark
  for n in "${names[@]}"; do [ ${#n} -gt $wn ] && wn=${#n}; done
  for n in "${ours_cells[@]}"; do [ ${#n} -gt $wo ] && wo=${#n}; done
  echo
  printf '%-*s | %-*s | %s\n' "$wn" "check" "$wo" "ours" "$1"
  printf '%s\n' "$(printf '%*s' $((wn + wo + 30)) '' | tr ' ' -)"
  for i in "${!names[@]}"; do
    o=${ours_cells[$i]} s=${osbi_cells[$i]} mark=""
    if [[ $o == PASS* && $s != PASS* ]]; then mark="  (ours only)"
    elif [[ $o != PASS* && $s == PASS* ]]; then mark="  <== ours fails, $1 passes"; fi
    printf '%-*s | %-*s | %s%s\n' "$wn" "${names[$i]}" "$wo" "$o" "$s" "$mark"
  done
}
