/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The SBI's binary interface as both sides use it: the firmware (fw/sbi.h)
 * and the S-mode programs that call it (firmware/payload/payload.h).
 * Error codes and extension IDs from the SBI specification, and the ID of
 * this implementation and of its own extension.
 */
#ifndef SBI_ABI_H
#define SBI_ABI_H

#define SBI_SUCCESS                0
#define SBI_ERR_FAILED            -1
#define SBI_ERR_NOT_SUPPORTED     -2
#define SBI_ERR_INVALID_PARAM     -3
#define SBI_ERR_DENIED            -4
#define SBI_ERR_INVALID_ADDRESS   -5
#define SBI_ERR_ALREADY_AVAILABLE -6
#define SBI_ERR_ALREADY_STARTED   -7
#define SBI_ERR_ALREADY_STOPPED   -8
#define SBI_ERR_NO_SHMEM          -9

#define SBI_EXT_LEGACY_SET_TIMER        0x00
#define SBI_EXT_LEGACY_CONSOLE_PUTCHAR  0x01
#define SBI_EXT_LEGACY_CONSOLE_GETCHAR  0x02
#define SBI_EXT_LEGACY_SHUTDOWN         0x08
#define SBI_EXT_BASE   0x10
#define SBI_EXT_TIME   0x54494D45
#define SBI_EXT_IPI    0x735049
#define SBI_EXT_RFENCE 0x52464E43
#define SBI_EXT_HSM    0x48534D
#define SBI_EXT_SRST   0x53525354
#define SBI_EXT_PMU    0x504D55
#define SBI_EXT_DBCN   0x4442434E

/* This implementation ("PERF", used by no other SBI implementation) and
 * its own extension in the SBI's firmware-specific space (0x0A000000 -
 * 0x0AFFFFFF): FID 0 checksums the firmware's memory outside its data,
 * FID 1 marks the unused part (firmware/lib/sbi_fwext.c). */
#define SBI_IMPL_ID_PERFMON 0x50455246
#define SBI_EXT_FIRMWARE    0x0A000000

#endif
