#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# tb/soc/tests/fast-forward.sh BUILD: soc-sim --fast-forward and its
# checkpoints (docs/cosim.md, Fast-forward), every run on the RTL with the
# HPM lockstep and the cosim on, so that a register the switch left out
# or put in the wrong place stops the run at its first use:
#   - the PMU conformance suite (RV64 and RV32), fast-forwarded into its
#     middle, passes and prints exactly the console of a whole RTL run
#     (tests that count across the switch included);
#   - the SMP suite on two harts, fast-forwarded, passes;
#   - a checkpoint saved at the switch and loaded twice gives the same
#     console, the same cycle count and the same end as the run that saved
#     it;
#   - a checkpoint of another configuration, a file cut short, a file that
#     is no checkpoint and the option combinations that cannot work are
#     refused before the first cycle with exit 123 and a message naming
#     the argument.
set -u
build=$1
tmp=$build/fast-forward
mkdir -p "$tmp"
passed=0 failed=0
ok() { echo "ok   $1"; passed=$((passed + 1)); }
bad() { echo "FAIL $1"; shift; for l in "$@"; do echo "     $l"; done; failed=$((failed + 1)); }

# run NAME SIM ARGS...: stdout to $tmp/NAME.out, stderr to .err, status in rc.
run() {
    local name=$1 sim=$2
    shift 2
    rc=0
    "$sim" "$@" > "$tmp/$name.out" 2> "$tmp/$name.err" || rc=$?
}
closing() { grep -E '^[0-9]+ passed, [0-9]+ failed$' "$1" | tail -n 1; }
cycles() { sed -n 's/^soc-sim: exit [0-9]* after \([0-9]*\) cycles.*/\1/p' "$1"; }

for x in rv64 rv32; do
    sim=$build/$x/soc-sim elfs=("$build/$x/sbi-fw.elf" "$build/$x/pmu-conformance.elf")
    run "$x-whole" "$sim" --cosim "${elfs[@]}"
    run "$x-ff" "$sim" --cosim --fast-forward 1000000 "${elfs[@]}"
    line=$(closing "$tmp/$x-ff.out")
    if [ "$rc" -eq 0 ] && [[ "$line" == *" 0 failed" ]] && cmp -s "$tmp/$x-whole.out" "$tmp/$x-ff.out" &&
       grep -q 'the RTL starts after 1000000 instructions' "$tmp/$x-ff.err"; then
        ok "$x: the conformance suite fast-forwarded 1,000,000 instructions: $line, the whole run's console"
    else
        bad "$x: the conformance suite fast-forwarded: exit $rc, ${line:-no closing line}" \
            "$(diff "$tmp/$x-whole.out" "$tmp/$x-ff.out" | head -3)" "$(tail -2 "$tmp/$x-ff.err")"
    fi
done

# A checkpoint saved at the switch, loaded twice.
x=rv64 sim=$build/rv64/soc-sim ck=$tmp/conformance.ckpt
run save "$sim" --cosim --fast-forward 2000000 --save-checkpoint "$ck" "$build/$x/sbi-fw.elf" "$build/$x/pmu-conformance.elf"
save_rc=$rc
run load1 "$sim" --cosim --load-checkpoint "$ck"
load1_rc=$rc
run load2 "$sim" --cosim --load-checkpoint "$ck"
if [ "$save_rc" -eq 0 ] && [ "$load1_rc" -eq 0 ] && [ "$rc" -eq 0 ] &&
   cmp -s "$tmp/load1.out" "$tmp/load2.out" && [ "$(cycles "$tmp/load1.err")" = "$(cycles "$tmp/load2.err")" ] &&
   [ "$(cycles "$tmp/load1.err")" = "$(cycles "$tmp/save.err")" ] &&
   tail -c "$(stat -c %s "$tmp/load1.out")" "$tmp/save.out" | cmp -s - "$tmp/load1.out"; then
    ok "a checkpoint ($(stat -c %s "$ck") bytes) loaded twice: the same console and $(cycles "$tmp/load1.err") cycles, as the run that saved it"
else
    bad "a checkpoint loaded twice: exits $save_rc $load1_rc $rc, cycles $(cycles "$tmp/save.err") $(cycles "$tmp/load1.err") $(cycles "$tmp/load2.err")" \
        "$(diff "$tmp/load1.out" "$tmp/load2.out" | head -3)"
fi

# Two harts.
for x in rv64 rv32; do
    run "$x-smp" "$build/$x/soc-sim-2h" --cosim --fast-forward 300000 --max-cycles 60000000 \
        "$build/$x/sbi-fw.elf" "$build/$x/smp-suite.elf"
    line=$(closing "$tmp/$x-smp.out")
    if [ "$rc" -eq 0 ] && [[ "$line" == *" 0 failed" ]]; then
        ok "$x: the SMP suite on two harts, fast-forwarded 300,000 instructions: $line"
    else
        bad "$x: the SMP suite fast-forwarded: exit $rc, ${line:-no closing line}" "$(tail -2 "$tmp/$x-smp.err")"
    fi
done

# Refused before the first cycle: status 123 and the argument named.
refused() {
    local what=$1 want=$2
    shift 2
    run refused "$@"
    if [ "$rc" -eq 123 ] && grep -q -- "$want" "$tmp/refused.err" && ! grep -q 'cycles,' "$tmp/refused.err"; then
        ok "refused: $what ($(head -c 120 "$tmp/refused.err" | head -n 1))"
    else
        bad "not refused: $what: exit $rc" "$(head -n 2 "$tmp/refused.err")"
    fi
}
refused "a checkpoint of RV64 given to an RV32 soc-sim" "this soc-sim is RV32" "$build/rv32/soc-sim" --load-checkpoint "$ck"
refused "a one-hart checkpoint given to a two-hart soc-sim" "2 harts" "$build/rv64/soc-sim-2h" --load-checkpoint "$ck"
head -c 5000 "$ck" > "$tmp/cut.ckpt"
refused "a checkpoint cut short" "cut.ckpt: cut short" "$sim" --load-checkpoint "$tmp/cut.ckpt"
refused "a file that is no checkpoint" "not a soc-sim checkpoint" "$sim" --load-checkpoint "$build/rv64/sbi-fw.elf"
sed '1s/checkpoint 1/checkpoint 9/' "$ck" > "$tmp/v9.ckpt"
refused "a checkpoint of another format version" "another format version" "$sim" --load-checkpoint "$tmp/v9.ckpt"
refused "--load-checkpoint with images" "--load-checkpoint" "$sim" --load-checkpoint "$ck" "$build/rv64/sbi-fw.elf"
refused "--save-checkpoint without --fast-forward" "--save-checkpoint" "$sim" --save-checkpoint "$tmp/x.ckpt" "$build/rv64/sbi-fw.elf"
refused "--fast-forward to a symbol no file has" "no_such_symbol" "$sim" --fast-forward no_such_symbol "$build/rv64/sbi-fw.elf"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
