#!/bin/bash
# SPDX-License-Identifier: Apache-2.0
# check-config.sh FRAGMENT CONFIG: every CONFIG_X=v and "# CONFIG_X is not set"
# line of FRAGMENT must hold in CONFIG. Kconfig silently drops an option
# whose dependencies are off; this makes that an error.
set -eu
frag=$1 cfg=$2 bad=0
while read -r line; do
    if [[ $line =~ ^#\ (CONFIG_[A-Za-z0-9_]+)\ is\ not\ set$ ]]; then
        name=${BASH_REMATCH[1]}
        if grep -q "^$name=" "$cfg"; then
            echo "check-config: $line, but $cfg has $(grep "^$name=" "$cfg")" >&2
            bad=1
        fi
    elif [[ $line =~ ^(CONFIG_[A-Za-z0-9_]+)= ]]; then
        if ! grep -qxF "$line" "$cfg"; then
            name=${BASH_REMATCH[1]}
            got=$(grep -E "^$name=|^# $name is not set" "$cfg" || echo "absent")
            echo "check-config: wanted $line, got $got" >&2
            bad=1
        fi
    fi
done < "$frag"
exit $bad
