#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Checks tools/gen-soc-events, the one path from the SoC's event
# description (rtl/core/soc_events.def) to the RTL, C and the docs: on small
# descriptions it must carry every index, name and SBI mapping through
# unchanged, follow a renumbering, refuse a description whose indices are
# not 1..N or whose SBI entries name no event, carry the top-down tree
# (leaves, masks and levels) and refuse one that is not a tree, and tell a
# stale package, docs table or tree from a fresh one. Then the real
# description: the package, docs/soc.md and docs/topdown.md must be what it
# describes.
set -u
gen=$(dirname "$0")/../gen-soc-events
root=$(dirname "$0")/../..
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
ok()   { echo "ok: $1"; passed=$((passed + 1)); }
fail() { echo "FAIL: $1"; failed=$((failed + 1)); }

def() {   # def FILE "event I Name" ... "sbi ..." ...
    local f=$1; shift
    : > "$f"
    for l in "$@"; do
        case $l in
            event*) echo "$l | its docs name | its rule" >> "$f" ;;
            node*)  echo "$l | its docs name" >> "$f" ;;
            *)      echo "$l | a comment" >> "$f" ;;
        esac
    done
}

# the header must compile and carry each index, name and mapping as written
def "$tmp/a.def" "event 1 Cycle" "event 2 L1dReadMiss" "event 3 BranchTaken" \
    "sbi 0x00001 Cycle fixed=cycle" "sbi 0x00004 L1dReadMiss + BranchTaken"
if "$gen" "$tmp/a.def" header > "$tmp/soc_events.h"; then
    cat > "$tmp/t.c" <<'C'
#include <string.h>
enum { FIXED_NONE, FIXED_CYCLE, FIXED_INSTRET };
#include "soc_events.h"
static const char *const names[] = { SOC_EVENT_NAMES };
struct row { unsigned idx, e0, e1, add, fixed; };
#define ROW(i, a, b, s, f) { i, a, b, s, f },
static const struct row rows[] = { SOC_SBI_EVENTS(ROW) };
int main(void)
{
    return !(SOC_NUM_EVENTS == 3 && SOC_EV_CYCLE == 1 && SOC_EV_L1D_READ_MISS == 2 &&
             SOC_EV_BRANCH_TAKEN == 3 && sizeof names / sizeof names[0] == 4 &&
             !strcmp(names[0], "") && !strcmp(names[2], "l1d read miss") &&
             !strcmp(names[3], "branch taken") && sizeof rows / sizeof rows[0] == 2 &&
             rows[0].idx == 1 && rows[0].e0 == 1 && rows[0].e1 == 0 && rows[0].add == 0 &&
             rows[0].fixed == FIXED_CYCLE && rows[1].idx == 4 && rows[1].e0 == 2 &&
             rows[1].e1 == 3 && rows[1].add == 1 && rows[1].fixed == FIXED_NONE);
}
C
    if cc -std=c11 -Wall -Wextra -Werror -I"$tmp" -o "$tmp/t" "$tmp/t.c" && "$tmp/t"; then
        ok "indices, names and SBI mappings carried through"
    else fail "indices, names and SBI mappings carried through"; fi
else fail "generator refused a valid description"; fi

# a renumbering in the description alone moves the C index and the name with it
def "$tmp/b.def" "event 1 Cycle" "event 3 L1dReadMiss" "event 2 BranchTaken"
if "$gen" "$tmp/b.def" header > "$tmp/b.h" && grep -qx '#define SOC_EV_L1D_READ_MISS 3' "$tmp/b.h" &&
   grep -q '"", "cycle", "branch taken", "l1d read miss"$' "$tmp/b.h"; then
    ok "renumbering follows the description"
else fail "renumbering follows the description"; fi

refuses() {   # refuses WHAT LINE...
    local what=$1; shift
    def "$tmp/bad.def" "$@"
    if "$gen" "$tmp/bad.def" header > /dev/null 2> "$tmp/err"; then
        fail "accepted $what"
    elif [ -s "$tmp/err" ]; then ok "refuses $what: $(head -n 1 "$tmp/err")"
    else fail "refused $what without saying why"; fi
}
refuses "two events on one index"   "event 1 Cycle" "event 2 Load" "event 2 Store"
refuses "a gap in the indices"      "event 1 Cycle" "event 2 Load" "event 4 Store"
refuses "index 0 (no event)"        "event 0 Cycle" "event 1 Load"
refuses "one name twice"            "event 1 Cycle" "event 2 Cycle"
refuses "no events"
refuses "an SBI event on no event"  "event 1 Cycle" "sbi 0x00002 Instret"
refuses "an SBI event mapped twice" "event 1 Cycle" "sbi 0x00001 Cycle" "sbi 0x00001 Cycle"

# the tree: two levels under a root, leaves in the order given, the masks
# of all leaves and of those under the root's inner node, the levels
tree=("event 1 Cycle" "event 2 Halted leaf=Ref" "event 3 Busy leaf=Cyc" "event 4 Idle leaf=Cyc"
      "node Ref -" "node Cyc Ref")
def "$tmp/t.def" "${tree[@]}"
if "$gen" "$tmp/t.def" header > "$tmp/t.h" &&
   grep -qx '#define SOC_TOPDOWN_LEAVES 0x1cull  /\* bit e: event e is a leaf \*/' "$tmp/t.h" &&
   grep -q '#define SOC_TOPDOWN_CYCLE_LEAVES 0x18ull' "$tmp/t.h" &&
   grep -q 'X(0, "Ref", "its docs name", -1, -1, 0) \\' "$tmp/t.h" &&
   grep -q 'X(1, "Halted", "its docs name", 0, 0, 2) \\' "$tmp/t.h" &&
   grep -q 'X(2, "Cyc", "its docs name", 0, 0, 0) \\' "$tmp/t.h" &&
   grep -q 'X(4, "Idle", "its docs name", 2, 1, 4) \\' "$tmp/t.h"; then
    ok "the top-down tree's order, levels and masks"
else fail "the top-down tree's order, levels and masks"; fi
refuses "a leaf under no node"      "event 1 Cycle leaf=Nowhere" "node Ref -"
refuses "two roots"                 "event 1 Cycle leaf=A" "event 2 Load leaf=B" "node A -" "node B -"
refuses "a node with nothing under" "event 1 Cycle leaf=Ref" "node Ref -" "node Empty Ref"
refuses "a node named as an event"  "event 1 Cycle leaf=Ref" "node Ref -" "node Cycle Ref"
refuses "a cycle of nodes"          "event 1 Cycle leaf=A" "event 2 Load leaf=R" "node R -" "node A B" "node B A"

# check tells a stale package and a stale table from fresh ones
printf 'package p;\n  // BEGIN events: generated by tools/gen-soc-events from rtl/core/soc_events.def\n  // END events\nendpackage\n' > "$tmp/p.sv"
printf '# t\n<!-- BEGIN events: generated by tools/gen-soc-events from rtl/core/soc_events.def -->\n<!-- END events -->\n' > "$tmp/d.md"
printf '# t\n<!-- BEGIN topdown: generated by tools/gen-soc-events from rtl/core/soc_events.def -->\n<!-- END topdown -->\n' > "$tmp/td.md"
if ! "$gen" "$tmp/t.def" check "$tmp/p.sv" "$tmp/d.md" "$tmp/td.md" 2> /dev/null &&
   "$gen" "$tmp/t.def" update "$tmp/p.sv" "$tmp/d.md" "$tmp/td.md" &&
   "$gen" "$tmp/t.def" check "$tmp/p.sv" "$tmp/d.md" "$tmp/td.md" &&
   grep -q 'localparam int EvHalted *= 2;' "$tmp/p.sv" && grep -q '| 2 | its docs name | its rule |' "$tmp/d.md" &&
   grep -q "TdCycleLeaves = 5'h18;" "$tmp/p.sv" && grep -q '| 1 | &emsp;&emsp;its docs name | 4 (Idle) | a leaf |' "$tmp/td.md"; then
    ok "a stale package, table and tree fail the check, and update makes them fresh"
else fail "a stale package, table and tree fail the check, and update makes them fresh"; fi

# the real ones
if "$gen" "$root/rtl/core/soc_events.def" check "$root/rtl/core/core_pkg.sv" "$root/docs/soc.md" "$root/docs/topdown.md"; then
    ok "rtl/core/core_pkg.sv, docs/soc.md and docs/topdown.md are what rtl/core/soc_events.def describes"
else fail "rtl/core/core_pkg.sv, docs/soc.md and docs/topdown.md are what rtl/core/soc_events.def describes"; fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
