#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# tb/soc/tests/topdown-faults.sh LIST ELF SIM_DIR: each top-down fault of
# LIST (tb/faults/topdown_faults.txt), built into SIM_DIR/soc-sim-td-NAME,
# must make the directed top-down test ELF (tests/core/priv/topdown.c)
# fail: run with the checks of soc-sim off, the test itself must report it
# (an exit code of its own, 1..119); run with them on, a fault that fires
# two leaves in one cycle (kind "twice") must stop soc-sim at the
# every-cycle check (exit 122, "top-down MISMATCH"), and one that tags a
# leaf wrongly (kind "wrong"), which the rule cannot see, must still fail
# the test.
set -u
list=$1 elf=$2 dir=$3
passed=0 failed=0
for f in $(tools/mutate "$list" --names); do
    sim=$dir/soc-sim-td-$f
    rc=0; out=$("$sim" --no-lockstep "$elf" 2>&1) || rc=$?
    if [ "$rc" -ge 1 ] && [ "$rc" -le 119 ]; then
        echo "fault $f: the directed test fails: $(grep -m1 -v '^FAIL\|^soc-sim' <<<"$out")"
        passed=$((passed + 1))
    else
        echo "FAIL fault $f: the directed test did not fail (exit $rc)"; tail -3 <<<"$out"
        failed=$((failed + 1))
    fi
    rc=0; out=$("$sim" "$elf" 2>&1) || rc=$?
    kind=$(tools/mutate "$list" --config "$f")
    if [ "$kind" = twice ] && [ "$rc" -eq 122 ] && grep -q 'top-down MISMATCH' <<<"$out"; then
        echo "fault $f: soc-sim stops: $(grep -m1 'top-down MISMATCH' <<<"$out")"
        passed=$((passed + 1))
    elif [ "$kind" = wrong ] && [ "$rc" -ge 1 ] && [ "$rc" -le 119 ]; then
        echo "fault $f: one leaf a cycle, the wrong one: with the checks on, the test fails (exit $rc)"
        passed=$((passed + 1))
    else
        echo "FAIL fault $f ($kind): with the checks on, exit $rc"; tail -3 <<<"$out"
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
