#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# tb/soc/tests/exit-codes.sh SOC_SIM DIR FAULT_SIM: soc-sim's exit statuses
# never let a program's exit code pass for one of the simulator's own ends.
# DIR holds exit-N.elf (a program that exits with code N), spin.elf (one
# that never ends) and write-counter.elf (one that writes mcycle while it
# counts, then exits 0). FAULT_SIM is soc-sim built with an HPM that keeps
# the cycle's increment on such a write. Expected statuses, from
# tb/soc/soc_sim.cpp's contract: a program's code N up to 120 as itself,
# above 120 as 120 (the exact code on stderr); the cycle limit 121; a
# lockstep mismatch 122; a bad command line 123; an image that does not fit
# in RAM 124 (tb/soc/tests/raw-images.sh checks the other such images).
set -u
sim=$1 dir=$2 fault_sim=$3
passed=0 failed=0
check() {  # check NAME EXPECTED_STATUS EXPECTED_STDERR_TEXT CMD...
  local name=$1 want=$2 text=$3 out rc=0
  shift 3
  out=$("$@" 2>&1 >/dev/null) || rc=$?
  if [ "$rc" -eq "$want" ] && grep -qF -- "$text" <<<"$out" && ! grep -q 'lockstep MISMATCH' <<<"$out"; then
    passed=$((passed + 1))
  else
    echo "FAIL $name: exit $rc (want $want), stderr:"; sed 's/^/    /' <<<"$out"
    failed=$((failed + 1))
  fi
}
check "program exits 0" 0 "exit 0 after" "$sim" "$dir/exit-0.elf"
check "program exits 2 (the old mismatch status)" 2 "HPM lockstep 0 mismatches" "$sim" "$dir/exit-2.elf"
check "program exits 3 (the old cycle-limit status)" 3 "exit 3 after" "$sim" "$dir/exit-3.elf"
check "program exits 120" 120 "exit 120 after" "$sim" "$dir/exit-120.elf"
check "program exits 121, the cycle-limit status" 120 "exit code is 121, reported as 120" "$sim" "$dir/exit-121.elf"
check "program exits 122, the mismatch status" 120 "exit code is 122, reported as 120" "$sim" "$dir/exit-122.elf"
check "program exits 255" 120 "exit code is 255, reported as 120" "$sim" "$dir/exit-255.elf"
check "cycle limit" 121 "cycle limit of 1000 reached" "$sim" --max-cycles 1000 "$dir/spin.elf"
check "no ELF" 123 "usage" "$sim"
check "an ELF moved below RAM" 124 "is not inside RAM" "$sim" "$dir/exit-0.elf@0x1000"
check "a program writes a running counter" 0 "HPM lockstep 0 mismatches" "$sim" "$dir/write-counter.elf"

# The mismatch: its own status and message, whatever the program's code.
out=$("$fault_sim" "$dir/write-counter.elf" 2>&1 >/dev/null) && rc=0 || rc=$?
if [ "$rc" -eq 122 ] && grep -q "HPM lockstep MISMATCH" <<<"$out"; then
  passed=$((passed + 1))
else
  echo "FAIL lockstep mismatch: exit $rc (want 122), stderr:"; sed 's/^/    /' <<<"$out"
  failed=$((failed + 1))
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
