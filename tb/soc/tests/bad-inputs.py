#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""tb/soc/tests/bad-inputs.py SOC_SIM GOOD_ELF DTB WORKDIR: soc-sim refuses
every bad input with the exit status its contract gives (docs/cosim.md,
tb/soc/soc_sim.cpp's kExit*) and a message that names the argument, before
the first cycle; and the same options, given good values, still run.

GOOD_ELF is a program that exits 0 (tb/soc/tests/exit_code.S), DTB the
SoC's own device tree. The bad inputs are made here, in WORKDIR: ELF files
written byte by byte from the ELF specification's layout (ELF64, RISC-V),
an empty file, a directory, paths that cannot be written, and /dev/full,
which takes no byte (a full disk).

Expected: 123 for a bad command line, an input that cannot be read or used
and an output that cannot be written; 124 for an image that does not fit
in RAM; no `exit N after M cycles` line, which soc-sim prints only after
running, except for the write errors that only closing a file can find.
Each run has a time limit, so a loader that hangs fails instead of
stopping the test. Prints PASS/FAIL lines and "N passed, N failed".
"""
import os
import re
import struct
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tools"))
from report import check, close  # noqa: E402

sim, good, dtb, work = sys.argv[1:5]
os.makedirs(work, exist_ok=True)
USAGE, LOAD = 123, 124
RAM_BASE = 0x80000000
TIME_LIMIT = 20  # seconds; every run here takes well under one


def run(args):
    try:
        r = subprocess.run([sim, "--no-progress"] + args, capture_output=True, text=True, timeout=TIME_LIMIT)
    except subprocess.TimeoutExpired:
        return None, f"no end after {TIME_LIMIT} s"
    return r.returncode, r.stderr


ran = re.compile(r"^soc-sim: exit \d+ after \d+ cycles", re.M)


def refused(name, args, status, text, before_run=True):
    """soc-sim args ends with status and text in its message, having run
    no cycle if before_run."""
    rc, err = run(args)
    if rc is None:
        check(name, False, err)
        return
    why = []
    if rc != status:
        why.append(f"exit {rc}, want {status}")
    if text not in err:
        why.append(f"no '{text}' in the message")
    if before_run and ran.search(err):
        why.append("it ran before refusing")
    check(name, not why, "; ".join(why) + f"\n    soc-sim {' '.join(args)}:\n    " + err.strip().replace("\n", "\n    "))


def runs(name, args, outputs=()):
    """soc-sim args runs the good program to its exit 0, and writes each of
    outputs."""
    rc, err = run(args)
    why = []
    if rc != 0:
        why.append(f"exit {rc}, want 0")
    why += [f"{o} is empty" for o in outputs if not os.path.getsize(o)]
    check(name, not why, "; ".join(why) + f"\n    {err}")


def path(name):
    return os.path.join(work, name)


# ELF64 little-endian RISC-V: the file header (64 bytes) and a program
# header (56 bytes), as the ELF specification lays them out.
def elf_header(e_type, phoff, phentsize, phnum, entry=RAM_BASE):
    ident = b"\x7fELF" + bytes([2, 1, 1]) + bytes(9)  # ELFCLASS64, ELFDATA2LSB, EV_CURRENT
    return ident + struct.pack("<HHIQQQIHHHHHH", e_type, 243, 1, entry, phoff, 0, 0, 64, phentsize, phnum, 0, 0, 0)


def program_header(p_type, offset, addr, filesz, memsz):
    return struct.pack("<IIQQQQQQ", p_type, 7, offset, addr, addr, filesz, memsz, 8)


ET_REL, ET_EXEC, PT_NULL, PT_LOAD, PT_NOTE = 1, 2, 0, 1, 4


def write(name, data):
    with open(path(name), "wb") as f:
        f.write(data)
    return path(name)


obj = write("object.o", elf_header(ET_REL, 0, 0, 0))
note_only = write("note-only.elf", elf_header(ET_EXEC, 64, 56, 1) + program_header(PT_NOTE, 0, RAM_BASE, 0, 16))
# 136 bytes: 65,535 program headers of 0 bytes, each the one PT_LOAD at 64
# that loads the 16 bytes after it.
zero_size = elf_header(ET_EXEC, 64, 0, 65535) + program_header(PT_LOAD, 120, RAM_BASE, 16, 16) + bytes(16)
assert len(zero_size) == 136
zero_size = write("phentsize-0.elf", zero_size)
many = write("many-headers.elf", elf_header(ET_EXEC, 64, 56, 4000) + program_header(PT_NULL, 0, 0, 0, 0) * 4000)
# three segments of 32 MiB on the same bytes: each inside the 64 MiB of
# RAM, together more than it
overlaid = write("overlaid.elf", elf_header(ET_EXEC, 64, 56, 3) +
                 program_header(PT_LOAD, 0, RAM_BASE, 0, 32 << 20) * 3)
empty = write("empty", b"")
directory = path("a-directory")
os.makedirs(directory, exist_ok=True)
nowhere = path("no-such-directory/out")

# Images
refused("an object file as an image", [obj], USAGE, f"{obj}: an ELF file with no loadable segment")
refused("an ELF whose only segment is a note", [note_only], USAGE, f"{note_only}: an ELF file with no loadable segment")
refused("65,535 program headers of 0 bytes", [zero_size], USAGE, f"{zero_size}: program headers of 0 bytes")
refused("4,000 program headers", [many], USAGE, f"{many}: 4000 program headers")
refused("segments that load more than RAM", [overlaid], LOAD, f"{overlaid}: its segments load")
refused("a directory as an image", [directory], USAGE, f"{directory}: cannot read")
refused("a directory as the second image", [good, directory], USAGE, f"{directory}: cannot read")
refused("a missing image", [path("missing.elf")], USAGE, f"{path('missing.elf')}: cannot open")
refused("an empty image", [empty], USAGE, f"{empty}: empty file")

# --dtb
refused("--dtb a directory", ["--dtb", directory, good], USAGE, f"--dtb {directory}: cannot read")
refused("--dtb an empty file", ["--dtb", empty, good], USAGE, f"--dtb {empty}: empty file")
refused("--dtb no device tree", ["--dtb", good, good], USAGE, f"--dtb {good}: not a flattened device tree")
refused("--dtb a missing file", ["--dtb", path("missing.dtb"), good], USAGE, f"--dtb {path('missing.dtb')}: cannot open")

# numbers: the whole argument is the number, 1 or more, or the command
# line is refused
for option in ("--max-cycles", "--stats-interval", "--profile-interval"):
    for value in ("abc", "1e6", "12abc", "-5", "0", "", "0x", "18446744073709551616"):
        refused(f"{option} '{value}'", [option, value, good], USAGE, f"{option} {value}: not a whole number")
refused("--max-cycles without its value", [good, "--max-cycles"], USAGE, "--max-cycles needs a value")
refused("an unknown option", ["--max-cycle", "5", good], USAGE, "unknown option --max-cycle")

# outputs: a path that cannot be opened stops the run before it starts; a
# device with no room does when it is written: --stats at once (its
# header), the others when closed, after the run
for option in ("--stats", "--profile", "--lcofi-profile", "--log"):
    refused(f"{option} in a missing directory", [option, nowhere, good], USAGE, f"{option} {nowhere}: cannot write")
    refused(f"{option} a directory", [option, directory, good], USAGE, f"{option} {directory}: cannot write")
refused("--stats on a full disk", ["--stats", "/dev/full", good], USAGE, "--stats /dev/full: cannot write")
refused("--profile on a full disk", ["--profile", "/dev/full", "--profile-interval", "1", good], USAGE,
        "--profile /dev/full: cannot write", before_run=False)
refused("--log on a full disk", ["--log", "/dev/full", good], USAGE, "--log /dev/full: cannot write", before_run=False)

# --symbols, read whether or not a profile is asked for
refused("--symbols a missing file", ["--symbols", path("missing.elf"), good], USAGE,
        f"--symbols {path('missing.elf')}: cannot open")
refused("--symbols a directory", ["--symbols", directory, good], USAGE, f"--symbols {directory}: cannot read")
refused("--symbols no ELF", ["--symbols", dtb, good], USAGE, f"--symbols {dtb}: not an ELF file")

# The same options with good values.
runs("the good program", [good])
runs("--max-cycles with '_'", ["--max-cycles", "1_000_000", good])
runs("--max-cycles in hex", ["--max-cycles", "0x10_0000", good])
runs("--dtb the SoC's own tree", ["--dtb", dtb, good])
stats, profile, lcofi, log = path("stats.csv"), path("profile.folded"), path("lcofi.folded"), path("commits.log")
runs("--stats, --profile and --log written", ["--stats", stats, "--stats-interval", "10", "--profile", profile,
     "--profile-interval", "0x8", "--lcofi-profile", lcofi, "--log", log, good], outputs=(stats, profile, log))
runs("--symbols without a profile", ["--symbols", good, good])

close()
