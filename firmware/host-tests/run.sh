#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# firmware/host-tests/run.sh DRIVER WORKDIR: lib/fdt_reserve.c on the host,
# on device trees dtc builds from fdt/*.dts. Each result, decompiled by
# dtc, must equal fdt/<case>.expected.dts (written by hand from the
# devicetree reserved-memory binding), and a tree with too little room
# after it must be refused and left as it was.
set -u
driver=$1 work=$2
here=$(dirname "$0")/fdt
mkdir -p "$work"
passed=0 failed=0
check() {   # name, condition message
    if [ "$2" = ok ]; then passed=$((passed + 1)); echo "PASS $1"
    else failed=$((failed + 1)); echo "FAIL $1: $2"; fi
}
norm() { dtc -q -I "$1" -O dts "$2" 2>/dev/null; }

for src in "$here"/*.dts; do
    case $src in *.expected.dts) continue ;; esac
    name=$(basename "$src" .dts)
    dtc -q -I dts -O dtb -o "$work/$name.dtb" "$src"
    said=$("$driver" "$work/$name.dtb" "$work/$name.out.dtb" 4096)
    if [ "$said" != added ]; then check "$name" "the driver said '$said', not 'added'"; continue; fi
    if diff <(norm dtb "$work/$name.out.dtb") <(norm dts "$here/$name.expected.dts") > "$work/$name.diff"; then
        check "$name" ok
    else
        check "$name" "differs from $name.expected.dts: $(head -c 400 "$work/$name.diff")"
    fi
    # 16 bytes of room: too little for the node, so nothing may change
    said=$("$driver" "$work/$name.dtb" "$work/$name.full.dtb" 16)
    if [ "$said" = refused ] && cmp -s "$work/$name.dtb" "$work/$name.full.dtb"; then
        check "$name.no_room" ok
    else
        check "$name.no_room" "said '$said'; the tree must be refused and unchanged"
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
