#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Run one self-test and print one result line.
#
#   run-one.sh LABEL LOG TIMEOUT CMD [ARGS...]
#
# Runs CMD with stdin from /dev/null and stdout+stderr into LOG, killed after
# TIMEOUT seconds. Prints "LABEL PASS" when it exits 0, otherwise
# "LABEL FAIL (exit N)" (124 = timeout) followed by the last lines of LOG.
# Exits 0 on pass, 1 on fail.
set -u
label=$1 log=$2 limit=$3
shift 3
mkdir -p "$(dirname "$log")"
rc=0
timeout "$limit" "$@" >"$log" 2>&1 </dev/null || rc=$?
if [ "$rc" -eq 0 ]; then
    printf '%-40s PASS\n' "$label"
    exit 0
fi
what="exit $rc"
[ "$rc" -eq 124 ] && what="exit 124, timeout"
printf '%-40s FAIL (%s)\n' "$label" "$what"
tail -n 3 "$log" | sed 's/^/    | /'
exit 1
