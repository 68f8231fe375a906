#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# tools/tests/pmu-events.sh TARBALL GEN_DIR WORK_DIR: perf's description of
# the SoC (tools/gen-pmu-events, written to GEN_DIR) as a patch to Linux
# 6.12's tools/perf/pmu-events, taken from Debian's linux-source TARBALL:
# the patch is made (WORK_DIR/perf-vendor-events-perfmon-soc.patch, for a
# kernel tree's perf), applied to a pristine tree, and the tree's own
# jevents.py must turn it into C naming the SoC's table, every event and
# every top-down metric, and pick it by the SoC's identity in the mapfile.
set -u
tarball=$1 gen=$(realpath "$2") work=$3
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
(cd "$work" && diff -ruN a b > "$patch")
[ $? -le 1 ] && [ -s "$patch" ] && ok "the patch: $(grep -c '^+++ ' "$patch") files" || fail "the patch"
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
