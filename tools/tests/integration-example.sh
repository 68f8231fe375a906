#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# tools/tests/integration-example.sh: the integration example of
# docs/integration.md (docs/examples/hpm_csr_file.sv, a hart's CSR-file side
# around the HPM block) lints clean under Verilator -Wall, synthesizes with
# Yosys, compiles under Icarus -g2012, and passes its directed test
# (docs/examples/hpm_csr_file_tb.sv). One line per check, the test's own
# lines, then "N passed, N failed" over all of them.
set -uo pipefail
cd "$(dirname "$0")/../.."
rtl=(rtl/hpm_pkg.sv rtl/hpm_fixed_counter.sv rtl/hpm_counter.sv rtl/hpm_cdeleg.sv rtl/hpm.sv docs/examples/hpm_csr_file.sv)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
step() {  # step NAME COMMAND...: PASS when COMMAND exits 0
  local name=$1
  shift
  if "$@" >"$work/log" 2>&1; then
    passed=$((passed + 1))
    echo "PASS $name"
  else
    failed=$((failed + 1))
    echo "FAIL $name: $(grep -m1 -i "error" "$work/log" || tail -1 "$work/log")"
  fi
}

step "verilator --lint-only -Wall hpm_csr_file" \
  verilator --lint-only -Wall --top-module hpm_csr_file "${rtl[@]}"
step "yosys synth -top hpm_csr_file" \
  yosys -q -p "read_verilog -sv -DHPM_FLAT_EVENT_PORT ${rtl[*]}; synth -top hpm_csr_file; tee -o $work/stat stat"
[ -f "$work/stat" ] && echo "# yosys: $(awk '/Number of cells/ {c=$4} END {print c}' "$work/stat") cells"
step "iverilog -g2012 hpm_csr_file_tb" \
  iverilog -g2012 -s hpm_csr_file_tb -o "$work/tb.vvp" "${rtl[@]}" docs/examples/hpm_csr_file_tb.sv
if [ -f "$work/tb.vvp" ]; then
  out=$(timeout 60 vvp -n "$work/tb.vvp" 2>&1)
  echo "$out" | grep -E "^(PASS|FAIL)"
  if line=$(grep -E "^[0-9]+ passed, [0-9]+ failed$" <<<"$out" | tail -1); then
    read -r p _ f _ <<<"$line"
    passed=$((passed + p)) failed=$((failed + f))
  else
    failed=$((failed + 1))
    echo "FAIL hpm_csr_file_tb: no closing line"
  fi
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
