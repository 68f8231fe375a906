#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# tools/tests/pmu-events.sh [--write] TARBALL GEN_DIR WORK_DIR PATCH: perf's
# description of the SoC (tools/gen-pmu-events, written to GEN_DIR) as a
# patch to Linux 6.12's tools/perf/pmu-events, taken from Debian's
# linux-source TARBALL. The patch is made (WORK_DIR/
# perf-vendor-events-perfmon-soc.patch) and must be PATCH, the kernel patch
# the repository keeps (linux/patches/6.12/, which linux/build.mk applies
# with the others): --write writes it there instead. PATCH is applied to a
# pristine tree, and the tree's own jevents.py must turn it into C naming
# the SoC's table, every event and every top-down metric, and pick it by
# the SoC's identity in the mapfile.
set -u
write=0
[ "${1-}" = --write ] && { write=1; shift; }
tarball=$1 gen=$(realpath "$2") work=$3 kept=$(realpath -m "$4")
mkdir -p "$work" && work=$(realpath "$work")
passed=0 failed=0
ok()   { echo "ok: $1"; passed=$((passed + 1)); }
fail() { echo "FAIL: $1"; failed=$((failed + 1)); }
rm -rf "$work/a" "$work/b" "$work/c"
mkdir -p "$work/a" "$work/b" "$work/c"
if ! tar -xJf "$tarball" -C "$work/a" --strip-components=1 linux-source-6.12/tools/perf/pmu-events; then
    fail "extract tools/perf/pmu-events from $tarball"; echo "$passed passed, $failed failed"; exit 1
fi
cp -a "$work/a/." "$work/b"
cp -a "$work/a/." "$work/c"
arch=tools/perf/pmu-events/arch/riscv
cp -r "$gen/perfmon" "$work/b/$arch/"
cat "$gen/mapfile.csv" >> "$work/b/$arch/mapfile.csv"
patch=$work/perf-vendor-events-perfmon-soc.patch
# The kernel patch's header, then the diff without diff's time stamps, so
# that the same descriptions always make the same patch.
{
    cat <<'HEADER'
SPDX-License-Identifier: GPL-2.0
From: perfmon project (linux/patches/6.12, see docs/linux.md)
Subject: [PATCH] perf vendor events riscv: the perfmon SoC's events and top-down metrics

Under the kernel's license, GPL-2.0, as the other patches here. Written
by `make pmu-events-patch` (tools/gen-pmu-events, from the SoC's
rtl/core/soc_events.def and rtl/soc/soc.def); `make pmu-events-check`
fails when it is not what they make now. Do not edit it by hand.

perf picks these files by the hart's mvendorid-marchid-mimpid (the
mapfile row): every SoC event by name, its raw code the event's index,
and one metric per node of the top-down tree (docs/topdown.md), in the
groups TopdownL1, TopdownL2 and TopdownL3, each node the sum of its
leaves over the cycles: `perf stat -M TopdownL1` on the SoC.

---
HEADER
    (cd "$work" && diff -ruN a b) | sed -E 's/^((---|\+\+\+) [^\t]+)\t.*/\1/'
} > "$patch"
[ -s "$patch" ] && grep -q '^+++ ' "$patch" && ok "the patch: $(grep -c '^+++ ' "$patch") files" || fail "the patch"
if [ $write -eq 1 ]; then
    cp "$patch" "$kept" && ok "written to $kept" || fail "write $kept"
elif cmp -s "$patch" "$kept"; then ok "$kept is what the descriptions make"
else fail "$kept is not what the descriptions make (make pmu-events-patch writes it)"; fi
patch=$kept
if (cd "$work/c" && patch -p1 -s < "$patch"); then ok "the patch applies to a pristine 6.12 tree"
else fail "the patch applies to a pristine 6.12 tree"; fi
out=$work/pmu-events.c
if (cd "$work/c/tools/perf/pmu-events" && python3 jevents.py riscv all arch "$out") 2> "$work/jevents.err"; then
    ok "jevents.py riscv all accepts it"
else fail "jevents.py riscv all accepts it: $(tail -3 "$work/jevents.err")"; fi
if grep -q 'pmu_events__perfmon_soc\[\]' "$out" && grep -q 'pmu_metrics__perfmon_soc' "$out"; then
    ok "the C has the SoC's event and metric tables"
else fail "the C has the SoC's event and metric tables"; fi
missing=""
for e in $(python3 -c 'import json,sys; print(" ".join(x["EventName"] for x in json.load(open(sys.argv[1]))))' \
            "$gen/perfmon/soc/events.json") \
         $(python3 -c 'import json,sys; print(" ".join(x["MetricName"] for x in json.load(open(sys.argv[1]))))' \
            "$gen/perfmon/soc/metrics.json"); do
    grep -qi "$e" "$out" || missing="$missing $e"
done
[ -z "$missing" ] && ok "every event and metric is in the C" || fail "missing from the C:$missing"
row=$(cut -d, -f1 "$gen/mapfile.csv")
if grep -q "perfmon/soc" "$out" || grep -qF "$row" "$out"; then ok "the mapfile picks it by $row"
else fail "the mapfile picks it by $row"; fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
