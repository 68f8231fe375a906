#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# tools/tests/four-state-check.sh [DIR]: the HPM block under Icarus's
# four-state simulation (tb/icarus/): where a two-state simulator reads 0
# from bits that do not exist, Icarus reads X, so these checks see a read
# past the end of a vector that every Verilator test takes for the 0 the
# contract asks for. DIR holds the block's sources (rtl/ by default; make
# mutants passes a mutant's copies). The benches' lines, then
# "N passed, N failed".
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
source "$(dirname "$0")/icarus-hpm.sh"

# Configurations whose event bus is wider than 64 bits (the block selects
# by index there) with fewer than 1024 events, so that indices past the bus
# exist: rv64h's, and a one-bit RV32 one.
configs=(
  "XLEN=64 NUM_EVENTS=19 EVENT_W=6"
  "XLEN=32 NUM_EVENTS=70 EVENT_W=1"
)

passed=0 failed=0
for cfg in "${configs[@]}"; do
  params=()
  for p in $cfg; do params+=("-Phpm_past_bus_tb.$p"); done
  if ! iverilog -g2012 -s hpm_past_bus_tb "${params[@]}" -o "$work/tb.vvp" "${srcs[@]}" \
         "$root/tb/icarus/hpm_past_bus_tb.sv" >"$work/log" 2>&1; then
    echo "FAIL hpm_past_bus_tb ($cfg): does not compile"; grep -v "sorry:" "$work/log" | head -5
    failed=$((failed + 1))
    continue
  fi
  out=$(bounded_vvp "$work/tb.vvp" 2>&1)
  sed -n "s/^\(PASS\|FAIL\) /\1 ($cfg) /p" <<<"$out"
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' <<<"$out" | tail -n 1)
  if [ -z "$line" ]; then
    echo "FAIL hpm_past_bus_tb ($cfg): no closing line"; failed=$((failed + 1)); continue
  fi
  passed=$((passed + ${line%% passed*}))
  f=${line#*, }; failed=$((failed + ${f%% failed}))
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
