#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# tools/tests/param-check.sh [DIR]: the HPM block accepts every parameter at
# the ends of the ranges docs/contract.md section 1 gives and refuses the
# values just outside them, under Icarus (-g2012), which elaborates and runs
# the block's parameter checks. DIR holds the block's sources (rtl/ by
# default; make mutants passes a mutant's copies). One line per case, then
# "N passed, N failed".
set -uo pipefail
source "$(dirname "$0")/icarus-hpm.sh"

# PARAMETER LOWEST HIGHEST: the contract's range.
ranges=(
  "XLEN 32 64"
  "NUM_HPM 0 29"
  "HPM_WIDTH 1 64"
  "NUM_EVENTS 2 1024"
  "EVENT_W 1 8"
  "RET_W 1 4"
  "H_EXT 0 1"
)

passed=0 failed=0
# accepted PARAM VALUE: 0 when the block elaborates and runs its checks
# without an error.
accepted() {
  iverilog -g2012 -s hpm -Phpm."$1"="$2" -o "$work/hpm.vvp" "${srcs[@]}" >"$work/log" 2>&1 &&
    bounded_vvp "$work/hpm.vvp" >>"$work/log" 2>&1 && ! grep -q "FATAL\|hpm: " "$work/log"
}
expect() {  # expect PARAM VALUE accepted|refused
  local got=refused
  accepted "$1" "$2" && got=accepted
  if [ "$got" = "$3" ]; then
    passed=$((passed + 1))
    echo "PASS $1=$2 is $3"
  else
    failed=$((failed + 1))
    echo "FAIL $1=$2 should be $3: $(grep -m1 -i "fatal\|error\|hpm:" "$work/log")"
  fi
}

for r in "${ranges[@]}"; do
  read -r p lo hi <<<"$r"
  expect "$p" "$lo" accepted
  expect "$p" "$hi" accepted
  # XLEN has no neighbours: 33 and 63 are as wrong as anything.
  if [ "$p" = XLEN ]; then
    expect "$p" 48 refused
  else
    [ "$lo" -gt 0 ] && expect "$p" $((lo - 1)) refused
    expect "$p" $((hi + 1)) refused
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
