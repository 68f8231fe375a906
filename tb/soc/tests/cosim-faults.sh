#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# tb/soc/tests/cosim-faults.sh LIST BUILD: each core fault of LIST
# (tb/faults/cosim_faults.txt), built into BUILD/rv64/soc-sim-cosim-NAME,
# run with --cosim on its program, must stop soc-sim at a cosim mismatch
# (exit 122) that names an instruction of the mnemonic the list gives (any
# for *), at a pc where the program has one.
set -u
list=$1 build=$2
passed=0 failed=0
objdump=riscv64-unknown-elf-objdump
for f in $(tools/mutate "$list" --names); do
    spec=$(tools/mutate "$list" --config "$f")
    prog=${spec%%:*} want=${spec#*:}
    if [ "$prog" = demo ]; then elfs=("$build/rv64/sbi-fw.elf" "$build/rv64/demo.elf")
    else elfs=("$build/rv64/tests/$prog.elf"); fi
    rc=0; out=$("$build/rv64/soc-sim-cosim-$f" --cosim "${elfs[@]}" 2>&1) || rc=$?
    line=$(grep -m1 'cosim MISMATCH' <<<"$out")
    pc=$(sed -n 's/.*the instruction that differs: pc \(0x[0-9a-f]*\).*/\1/p' <<<"$line")
    mnemonic=""
    if [ -n "$pc" ]; then
        for e in "${elfs[@]}"; do
            m=$($objdump -d --start-address="$pc" --stop-address=$((pc + 4)) "$e" 2>/dev/null |
                awk -F'\t' '/^ *[0-9a-f]+:/ { print $3; exit }')
            [ -n "$m" ] && mnemonic=$m
        done
    fi
    if [ "$rc" -eq 122 ] && [ -n "$mnemonic" ] &&
       [[ "$want" == "*" || "${mnemonic%% *}" == "$want" || "${mnemonic%% *}" == "$want".* ]]; then
        echo "fault $f: caught at $pc ($mnemonic): ${line#*: }"
        passed=$((passed + 1))
    else
        echo "FAIL fault $f: exit $rc, wanted a mismatch at a $want, got ${mnemonic:-no instruction}"
        echo "${line:-$(tail -3 <<<"$out")}" | sed 's/^/    /'
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
