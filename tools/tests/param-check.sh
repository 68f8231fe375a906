#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# tools/tests/param-check.sh [DIR]: the HPM block accepts every parameter at
# the ends of the ranges docs/contract.md section 1 gives and refuses the
# values just outside them, at elaboration, under each tool an integrator
# runs: Icarus (-g2012), Verilator lint (--lint-only -Wall), a Verilator
# build (--cc with the -Wall -Wno-fatal of the project's own builds, under
# which a warning does not stop it), and Yosys (hierarchy -check, the pass
# with which synth starts). A refusal must name the broken range (the
# block's hpm_parameter_error_* guard), so that an unrelated elaboration
# error does not pass for the check. DIR holds the block's sources (rtl/ by
# default; make mutants passes a mutant's copies). PARAM_CHECK_TOOLS
# chooses the tools (default: all four; make mutants uses icarus alone).
# One line per case and tool, then "N passed, N failed".
set -uo pipefail
source "$(dirname "$0")/icarus-hpm.sh"
tools=${PARAM_CHECK_TOOLS:-icarus verilator-lint verilator-build yosys}

# PARAMETER LOWEST HIGHEST: the contract's range.
ranges=(
  "XLEN 32 64"
  "NUM_HPM 0 29"
  "HPM_WIDTH 1 64"
  "NUM_EVENTS 2 1024"
  "EVENT_W 1 8"
  "RET_W 1 4"
  "H_EXT 0 1"
  "CDELEG 0 1"
  "EVENT_PIPE 0 2"
)

passed=0 failed=0
# elaborates TOOL PARAM VALUE: 0 when TOOL elaborates the block with
# PARAM=VALUE (the others at their defaults), its output in $work/log.
elaborates() {
  case $1 in
    icarus)
      iverilog -g2012 -s hpm -Phpm."$2"="$3" -o "$work/hpm.vvp" "${srcs[@]}" ;;
    verilator-lint)
      verilator --lint-only -Wall --top-module hpm -G"$2"="$3" "${srcs[@]}" ;;
    verilator-build)
      rm -rf "$work/obj"
      verilator --cc -Wall -Wno-fatal --top-module hpm -G"$2"="$3" -Mdir "$work/obj" "${srcs[@]}" ;;
    yosys)
      # chparam takes no minus sign: a negative int as its 32 bits.
      local v=$3
      [ "$v" -lt 0 ] && v=$(printf "32'sh%08x" $((v & 0xffffffff)))
      yosys -q -p "read_verilog -sv -DHPM_FLAT_EVENT_PORT ${srcs[*]}; chparam -set $2 $v hpm; hierarchy -check -top hpm" ;;
  esac >"$work/log" 2>&1
}
expect() {  # expect TOOL PARAM VALUE accepted|refused
  local got=refused
  elaborates "$1" "$2" "$3" && got=accepted
  local case="$1: $2=$3 is $4"
  if [ "$got" = "$4" ] && { [ "$got" = accepted ] || grep -q "hpm_parameter_error_$2_" "$work/log"; }; then
    passed=$((passed + 1))
    echo "PASS $case"
  elif [ "$got" = "$4" ]; then
    failed=$((failed + 1))
    echo "FAIL $case, but not by its range check: $(grep -m1 -i "error" "$work/log")"
  else
    failed=$((failed + 1))
    echo "FAIL $case, but it is $got: $(grep -m1 -i "error" "$work/log")"
  fi
}

for tool in $tools; do
  for r in "${ranges[@]}"; do
    read -r p lo hi <<<"$r"
    expect "$tool" "$p" "$lo" accepted
    expect "$tool" "$p" "$hi" accepted
    # XLEN has no neighbours: 33 and 63 are as wrong as anything.
    if [ "$p" = XLEN ]; then
      expect "$tool" "$p" 48 refused
    else
      expect "$tool" "$p" $((lo - 1)) refused
      expect "$tool" "$p" $((hi + 1)) refused
    fi
  done
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
