#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# tools/tests/soc-pmu-node.sh FW_TABLE DTB...: the device tree's riscv,pmu
# node (generated from rtl/soc/soc.def and rtl/core/soc_events.def by
# tools/gen-soc) against the firmware's own SoC event table (FW_TABLE: the
# output of tools/tests/soc_pmu_node.c, built from firmware/platform/soc.c).
# In every DTB, each SBI event the firmware serves must appear once in
# riscv,event-to-mhpmevent with the firmware's mhpmevent value and once in
# riscv,event-to-mhpmcounters, for itself alone, with exactly the counters
# the firmware would use for it; the node must name no event the firmware
# does not serve; raw events go to the programmable counters.
set -u
table=$1; shift
passed=0 failed=0
ok()   { passed=$((passed + 1)); }
fail() { echo "FAIL: $1"; failed=$((failed + 1)); }

# one row per line of a property of N cells, hex without 0x, lower case
rows() {   # rows DTB PROPERTY N
    fdtget -t x "$1" /pmu "$2" | tr ' ' '\n' | paste -d ' ' $(printf -- '- %.0s' $(seq "$3"))
}
num() { printf '%d' "$1"; }

[ -s "$table" ] || { echo "FAIL: no firmware table in $table"; echo "0 passed, 1 failed"; exit 1; }
for dtb in "$@"; do
    name=$(basename "$dtb")
    rows "$dtb" riscv,event-to-mhpmevent 3 > "$dtb.events" || { fail "$name: no riscv,event-to-mhpmevent"; continue; }
    rows "$dtb" riscv,event-to-mhpmcounters 3 > "$dtb.counters" || { fail "$name: no riscv,event-to-mhpmcounters"; continue; }
    served=0
    while read -r idx ev mask; do
        if [ "$idx" = raw ]; then
            want="0 0 0 0 $(num "$ev")"
            got=$(fdtget -t u "$dtb" /pmu riscv,raw-event-to-mhpmcounters 2> /dev/null)
            [ "$got" = "$want" ] && ok || fail "$name: raw events: want cells $want, got '$got'"
            continue
        fi
        served=$((served + 1))
        i=$(num "$idx")
        hits=$(while read -r a hi lo; do
                   [ $((0x$a)) -eq "$i" ] && printf '0x%08x%08x\n' $((0x$hi)) $((0x$lo))
               done < "$dtb.events")
        [ "$hits" = "$(printf '0x%016x' $((ev)))" ] && ok ||
            fail "$name: event $idx: the firmware selects it with mhpmevent $ev, the node says '${hits:-nothing}'"
        hits=$(while read -r a b m; do
                   [ $((0x$a)) -le "$i" ] && [ "$i" -le $((0x$b)) ] && printf '%d %d 0x%08x\n' $((0x$a)) $((0x$b)) $((0x$m))
               done < "$dtb.counters")
        [ "$hits" = "$i $i $(printf '0x%08x' $((mask)))" ] && ok ||
            fail "$name: event $idx: the firmware counts it on counters $mask, the node says '${hits:-nothing}'"
    done < "$table"
    for f in events counters; do
        n=$(wc -l < "$dtb.$f")
        [ "$n" -eq "$served" ] && ok || fail "$name: $n rows in the node's event-to-mhpm$f, the firmware serves $served events"
    done
    rm -f "$dtb.events" "$dtb.counters"
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
