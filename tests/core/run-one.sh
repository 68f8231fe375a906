#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Run one self-test and print one result line.
#
#   run-one.sh LABEL LOG TIMEOUT CMD [ARGS...]
#
# Runs CMD with stdin from /dev/null and stdout+stderr into LOG, killed after
# TIMEOUT seconds. Prints "PASS LABEL" when it exits 0, otherwise
# "FAIL LABEL: exit N" (124 = timeout) followed by the last lines of LOG
# (docs/testing.md, the reporting convention).
# Exits 0 on pass, 1 on fail.
set -u
label=$1 log=$2 limit=$3
shift 3
mkdir -p "$(dirname "$log")"
rc=0
timeout "$limit" "$@" >"$log" 2>&1 </dev/null || rc=$?
if [ "$rc" -eq 0 ]; then
    printf 'PASS %s\n' "$label"
    exit 0
fi
what="exit $rc"
[ "$rc" -eq 124 ] && what="exit 124, timeout"
printf 'FAIL %s: %s\n' "$label" "$what"
tail -n 3 "$log" | sed 's/^/    | /'
exit 1
