# SPDX-License-Identifier: Apache-2.0
# Sourced by the checks that run the HPM block under Icarus
# (param-check.sh, four-state-check.sh) with their arguments: srcs, the
# block's sources in DIR ($1; rtl/ by default, make mutants passes a
# mutant's copies) in compile order, and work, a scratch directory removed
# on exit.
dir=${1:-rtl}
srcs=("$dir/hpm_pkg.sv" "$dir/hpm_fixed_counter.sv" "$dir/hpm_counter.sv" "$dir/hpm.sv")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
