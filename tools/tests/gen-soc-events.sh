#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Checks tools/gen-soc-events, the one path from the core's event indices to
# C: on small packages it must carry every index and name through unchanged,
# follow a renumbering, and refuse a package whose indices are not 1..N or
# whose NumEvents is not N + 1 (the firmware would then accept or program
# events the bus does not have).
set -u
gen=$(dirname "$0")/../gen-soc-events
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
ok()   { echo "ok: $1"; passed=$((passed + 1)); }
fail() { echo "FAIL: $1"; failed=$((failed + 1)); }

pkg() {   # pkg FILE NUMEVENTS "Name=index"...
    local f=$1 n=$2; shift 2
    { echo "package p;"; echo "  localparam int NumEvents = $n;"
      for kv in "$@"; do echo "  localparam int Ev${kv%%=*} = ${kv#*=};"; done
      echo "endpackage"; } > "$f"
}

# the header must compile and carry each index and name as written
pkg "$tmp/a.sv" 4 Cycle=1 L1dReadMiss=2 BranchTaken=3
if "$gen" "$tmp/a.sv" > "$tmp/soc_events.h"; then
    cat > "$tmp/t.c" <<'C'
#include <string.h>
#include "soc_events.h"
static const char *const names[] = { SOC_EVENT_NAMES };
int main(void)
{
    return !(SOC_NUM_EVENTS == 3 && SOC_EV_CYCLE == 1 && SOC_EV_L1D_READ_MISS == 2 &&
             SOC_EV_BRANCH_TAKEN == 3 && sizeof names / sizeof names[0] == 4 &&
             !strcmp(names[0], "") && !strcmp(names[2], "l1d read miss") &&
             !strcmp(names[3], "branch taken"));
}
C
    if cc -std=c11 -Wall -Wextra -Werror -I"$tmp" -o "$tmp/t" "$tmp/t.c" && "$tmp/t"; then
        ok "indices and names carried through"
    else fail "indices and names carried through"; fi
else fail "generator refused a valid package"; fi

# a renumbering in the package alone moves the C index and the name with it
pkg "$tmp/b.sv" 4 Cycle=1 L1dReadMiss=3 BranchTaken=2
if "$gen" "$tmp/b.sv" > "$tmp/b.h" && grep -qx '#define SOC_EV_L1D_READ_MISS 3' "$tmp/b.h" &&
   grep -q '"", "cycle", "branch taken", "l1d read miss"$' "$tmp/b.h"; then
    ok "renumbering follows the package"
else fail "renumbering follows the package"; fi

refuses() {   # refuses WHAT NUMEVENTS "Name=index"...
    local what=$1; shift
    pkg "$tmp/bad.sv" "$@"
    if "$gen" "$tmp/bad.sv" > /dev/null 2> "$tmp/err"; then
        fail "accepted $what"
    elif [ -s "$tmp/err" ]; then ok "refuses $what: $(head -n 1 "$tmp/err")"
    else fail "refused $what without saying why"; fi
}
refuses "two events on one index" 4 Cycle=1 Load=2 Store=2
refuses "a gap in the indices"    4 Cycle=1 Load=2 Store=4
refuses "index 0 (no event)"      4 Cycle=0 Load=1 Store=2
refuses "NumEvents too small"     3 Cycle=1 Load=2 Store=3
refuses "NumEvents too large"     5 Cycle=1 Load=2 Store=3
refuses "no events"               1

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
