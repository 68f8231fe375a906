#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Checks tools/topdown on counts whose tree is known: a --stats CSV of two
harts and two intervals written here (the columns soc-sim writes, named
from rtl/core/soc_events.def), counter values in both forms it reads, and
sets whose leaves do not add up, which it must refuse."""
import importlib.machinery
import importlib.util
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = os.path.join(HERE, "..", "topdown")
loader = importlib.machinery.SourceFileLoader("gen", os.path.join(HERE, "..", "gen-soc-events"))
spec = importlib.util.spec_from_loader("gen", loader)
gen = importlib.util.module_from_spec(spec)
loader.exec_module(gen)
events, _, tree = gen.parse(os.path.join(HERE, "..", "..", "rtl", "core", "soc_events.def"), with_tree=True)
col = {e[0]: gen.words(e[0]).replace(" ", "_") for e in events.values()}

sys.path.insert(0, os.path.join(HERE, ".."))
import report  # noqa: E402  (tools/report.py: the report lines)

check = report.check


def run(*args, stdin=None):
    p = subprocess.run([TOOL, *args], capture_output=True, text=True, input=stdin)
    return p.returncode, p.stdout, p.stderr


# A run of 1000 cycles per interval: 500 retiring, 300 L1D miss, 100
# conditional mispredict, 60 L1I miss, 40 divider; hart 1 is halted 200
# more cycles and its L1D misses become store bound in the second interval.
def row(end, hart, leaves, halted=0):
    counts = {e[0]: 0 for e in events.values()}
    counts.update(leaves)
    cycles = sum(leaves.values())
    counts.update(Cycle=cycles, Instret=leaves.get("TdRetiring", 0), RefCycle=cycles + halted, Halted=halted)
    return [end, hart] + [counts[e[0]] for _, e in sorted(events.items())] + [cycles + halted, 0, 0]


base = {"TdRetiring": 500, "TdL1dMiss": 300, "TdBrCond": 100, "TdL1iMiss": 60, "TdMulDiv": 40}
store = dict(base, TdL1dMiss=0, TdStore=300)
tmp = tempfile.mkdtemp()
stats = os.path.join(tmp, "stats.csv")
with open(stats, "w") as f:
    f.write(",".join(["cycle_end", "hart"] + [col[e[0]] for _, e in sorted(events.items())] +
                     ["cycles_M", "cycles_S", "cycles_U"]) + "\n")
    for r in (row(1000, 0, base), row(1000, 1, base, 200), row(2000, 0, base), row(2000, 1, store, 200)):
        f.write(",".join(map(str, r)) + "\n")

rc, out, err = run("--hart", "0", stats)
lines = {l.split()[1] if len(l.split()) > 1 else "": l for l in out.splitlines()}
check("hart 0's tree: shares of the cycles", rc == 0 and "2,000 cycles, 1,000 instructions, IPC 0.500" in out and
      any(l.split()[-1] == "50.00%" and "retiring" in l for l in out.splitlines()) and
      any("L1D miss" in l and "30.00%" in l for l in out.splitlines()) and
      any("backend bound" in l and "34.00%" in l for l in out.splitlines()) and
      any("bad speculation" in l and "10.00%" in l for l in out.splitlines()), out + err)
marked = [l.split("  ")[0] for l in out.splitlines() if l.endswith("<==")]
check("the bottleneck is marked down backend bound, memory bound, L1D miss",
      [l for l in out.splitlines() if l.endswith("<==")] and
      all(any(n in l for l in out.splitlines() if l.endswith("<==")) for n in ("backend bound", "memory bound", "L1D miss"))
      and len([l for l in out.splitlines() if l.endswith("<==")]) == 3, out)
rc, out, err = run("--hart", "1", stats)
check("hart 1: halted cycles are a share of the reference cycles, the rest of the cycles",
      rc == 0 and any("halted cycle" in l and "16.67%" in l for l in out.splitlines()) and
      any("store bound" in l and "15.00%" in l for l in out.splitlines()), out + err)
rc, out, err = run("-l", "1", "-v", "--hart", "0", stats)
check("-l 1 shows levels 0 and 1 only; -v the counts",
      rc == 0 and "memory bound" not in out and any("backend bound" in l and "680" in l for l in out.splitlines()),
      out + err)
rc, out, err = run("-I", "-x,", "-l", "1", stats)
rows = [l.split(",") for l in out.splitlines()]
check("-I -x, one CSV row per hart and interval",
      rc == 0 and rows[0][:4] == ["cycle_end", "hart", "cycles", "halted cycle"] and len(rows) == 5 and
      rows[1][:3] == ["1000", "0", "1000"] and rows[1][rows[0].index("retiring")] == "50.00", out + err)
rc, out, err = run("-I", "2", "-x,", "-l", "3", stats)
rows = [l.split(",") for l in out.splitlines()]
check("-I 2 merges two rows", rc == 0 and len(rows) == 3 and rows[2][2] == "2000" and
      rows[2][rows[0].index("store bound")] == "15.00", out + err)

leaves0 = {e[0]: 0 for e in events.values() if e[3] is not None and e[0] != "Halted"}
counts = "\n".join(f"{k} {v}" for k, v in dict(leaves0, **base, Cycle=1000, Instret=500).items())
rc, out, err = run("--counts", "-", stdin=counts)
check("--counts NAME VALUE", rc == 0 and any("L1D miss" in l and "30.00%" in l for l in out.splitlines()), out + err)
perf = "\n".join(f"{v},,r{events_i:x},100.00,," for events_i, v in
                 [(i, base.get(e[0], 0)) for i, e in events.items() if e[3] is not None and e[0] != "Halted"])
rc, out, err = run("--counts", "-", stdin=perf)
check("--counts perf stat -x, lines with raw events",
      rc == 0 and any("divider" in l and "4.00%" in l for l in out.splitlines()), out + err)

# perf stat's report (and the demo's): sections, "VALUE NAME" lines, other
# events' lines and comments passed over
def perf_report(title, leaves):
    lines = [f" Performance counter stats for '{title}':", "", "      123456  cycles", "   <not supported>  L1I misses"]
    lines += [f"{v:>12,}  {gen.words(k)}" for k, v in dict(leaves0, **leaves).items()]
    return "\n".join(lines + ["", "  top-down, level 1 (of 1000 cycles):", "    retiring  50.00%"])
rc, out, err = run("--counts", "-", stdin=perf_report("first", base) + "\n" + perf_report("second", dict(base, TdRetiring=0, TdMulDiv=540)))
check("--counts with two perf-stat sections gives a tree for each",
      rc == 0 and out.count("cycles, ") == 2 and "first: 1,000 cycles" in out and "second: 1,000 cycles, 0 instructions" in out and
      any("divider" in l and "54.00%" in l and l.endswith("<==") for l in out.splitlines()), out + err)

bad = os.path.join(tmp, "bad.csv")
with open(stats) as f, open(bad, "w") as g:
    head = f.readline()
    g.write(head)
    r = f.readline().split(",")
    r[head.split(",").index("td_mul_div")] = "41"
    g.write(",".join(r))
rc, out, err = run(bad)
check("refuses an interval whose leaves do not add up to the cycles",
      rc == 2 and "add up to 1001" in err and "cycle is 1000" in err, out + err)
rc, out, err = run("--counts", "-", stdin="td_retiring 5\nnot_an_event 3\n")
check("refuses an unknown event", rc == 2 and "not_an_event" in err, err)
rc, out, err = run("--counts", "-", stdin="td_retiring 5\n")
check("refuses counts that miss leaves", rc == 2 and "no count for" in err, err)

svg = os.path.join(tmp, "t.svg")
rc, out, err = run("--svg", svg, "--title", "a known run", stats)
try:
    root = ET.parse(svg).getroot()
    text = open(svg).read()
    ok = rc == 0 and root.tag.endswith("svg") and "a known run" in text and "SPDX-License-Identifier" in text
except (OSError, ET.ParseError) as e:
    ok, err = False, err + str(e)
check("--svg writes a well-formed SVG with the title", ok, err)
rc, out, err = run("--svg", svg, "--subtree", "TdL1dMiss", stats)
check("--subtree refuses a leaf", rc == 2 and "not an inner node" in err, err)

report.close()
