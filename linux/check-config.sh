#!/bin/bash
# SPDX-License-Identifier: Apache-2.0
# check-config.sh FRAGMENT... CONFIG: every CONFIG_X=v and "# CONFIG_X is
# not set" line of the fragments must hold in CONFIG, a later fragment's
# line for an option replacing an earlier one's (they are merged in that
# order). Kconfig silently drops an option whose dependencies are off; this
# makes that an error.
set -eu
cfg=${@: -1}
declare -A want
order=()
for frag in "${@:1:$#-1}"; do
    while read -r line; do
        if [[ $line =~ ^#\ (CONFIG_[A-Za-z0-9_]+)\ is\ not\ set$ ]] || [[ $line =~ ^(CONFIG_[A-Za-z0-9_]+)= ]]; then
            name=${BASH_REMATCH[1]}
            [ -n "${want[$name]+x}" ] || order+=("$name")
            want[$name]=$line
        fi
    done < "$frag"
done
bad=0
for name in "${order[@]}"; do
    line=${want[$name]}
    if [[ $line == "# "* ]]; then
        if grep -q "^$name=" "$cfg"; then
            echo "check-config: $line, but $cfg has $(grep "^$name=" "$cfg")" >&2
            bad=1
        fi
    elif ! grep -qxF "$line" "$cfg"; then
        got=$(grep -E "^$name=|^# $name is not set" "$cfg" || echo "absent")
        echo "check-config: wanted $line, got $got" >&2
        bad=1
    fi
done
exit $bad
