# SPDX-License-Identifier: Apache-2.0
# The ISA of everything built for the harts: the SoC's core is RV64IMAC /
# RV32IMAC, and QEMU runs the same binaries. Every rule that compiles for
# the harts depends on this file, so a change here rebuilds them all.
RISCV_ARCH_rv64 := -march=rv64imac_zicsr_zifencei -mabi=lp64
RISCV_ARCH_rv32 := -march=rv32imac_zicsr_zifencei -mabi=ilp32
