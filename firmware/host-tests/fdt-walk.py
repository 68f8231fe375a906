#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""firmware/host-tests/fdt-walk.py DRIVER WORKDIR: the firmware's reading of
the device tree (lib/fdt.c) on the host. DRIVER is fdt_walk_main.c built
with it. Each tree of fdt-walk/*.dts, built by dtc, must make the driver
print the lines its comment lists after "fdt-walk prints:", written from
the devicetree specification ("reg" holds #address-cells then #size-cells
cells an entry, the parent's values; a node's properties precede its
children).

Among them the trees that used to hang or mislead the firmware: zero
address and size cells at the root, where a "reg" entry has no bytes (the
walk through the entries never moved), three cells, which no 64-bit
number holds, and /cpus with zero address cells. The first tree is also
given without its last two tokens (the root's END_NODE and FDT_END, made
NOPs): the walk must stop at the tree's end, and still read it whole.
Each run has a time limit, so a walk that never ends fails.
"""
import glob
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
import report  # noqa: E402

driver, work = sys.argv[1:3]
os.makedirs(work, exist_ok=True)
here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fdt-walk")
TIME_LIMIT = 10  # seconds; a walk takes microseconds
FDT_END_NODE, FDT_END, FDT_NOP = 2, 9, 4


def expected(source):
    """The lines the source's comment lists after "fdt-walk prints:"."""
    lines = source.splitlines()
    start = lines.index(" * fdt-walk prints:") + 1
    end = lines.index(" */", start)
    return [line[len(" * "):].strip() for line in lines[start:end]]


def without_end(dtb):
    """The tree with the root's END_NODE and FDT_END made NOPs."""
    b = bytearray(dtb)
    end = int.from_bytes(b[8:12], "big") + int.from_bytes(b[36:40], "big")  # off_dt_struct + size_dt_struct
    assert b[end - 8:end] == FDT_END_NODE.to_bytes(4, "big") + FDT_END.to_bytes(4, "big")
    b[end - 8:end] = FDT_NOP.to_bytes(4, "big") * 2
    return bytes(b)


def walk(name, dtb, want):
    try:
        r = subprocess.run([driver, dtb], capture_output=True, text=True, timeout=TIME_LIMIT)
    except subprocess.TimeoutExpired:
        report.check(name, False, f"no end after {TIME_LIMIT} s")
        return
    got = r.stdout.splitlines()
    report.check(name, r.returncode == 0 and got == want, f"exit {r.returncode}, printed {got}, want {want}")


sources = sorted(glob.glob(os.path.join(here, "*.dts")))
for src in sources:
    name = os.path.basename(src)[:-len(".dts")]
    with open(src) as f:
        want = expected(f.read())
    dtb = os.path.join(work, name + ".dtb")
    # -q: the trees break dtc's checks of reg on purpose
    subprocess.run(["dtc", "-q", "-I", "dts", "-O", "dtb", "-o", dtb, src], check=True)
    walk(name, dtb, want)
    if name == "virt":
        with open(dtb, "rb") as f:
            cut = without_end(f.read())
        dtb = os.path.join(work, "virt-no-end.dtb")
        with open(dtb, "wb") as f:
            f.write(cut)
        walk("virt without FDT_END", dtb, want)
report.check("the trees are there", len(sources) >= 8, f"{len(sources)} in {here}")
report.close()
