# SPDX-License-Identifier: Apache-2.0
# Sourced by the checks that run the HPM block under Icarus
# (param-check.sh, four-state-check.sh) with their arguments: srcs, the
# block's sources in DIR ($1; rtl/ by default, make mutants passes a
# mutant's copies) in compile order, work, a scratch directory removed on
# exit, and bounded_vvp.
dir=${1:-rtl}
srcs=("$dir/hpm_pkg.sv" "$dir/hpm_fixed_counter.sv" "$dir/hpm_counter.sv" "$dir/hpm_cdeleg.sv" "$dir/hpm.sv")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# bounded_vvp FILE.vvp: runs it under a memory and a time bound. A mutant
# that refuses every CSR access leaves a bench waiting forever while vvp
# grows until the machine runs out of memory (24 GB in two minutes); so
# bounded, it fails in seconds. A sound run takes well under a second and
# 10 MB.
bounded_vvp() {
  (ulimit -v 2097152; timeout 60 vvp -n "$1")
}
