#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""tools/tests/soc-observe.py BUILD: make soc-observe-check, soc-sim's
out-of-band observation (docs/cosim.md, Seeing what the hardware did).

- --stats against the HPM counters: stats-window.elf
  (tb/soc/tests/stats_window.c) counts every SoC event, mcycle and minstret
  on the HPM counters over one window and prints them; the rows of a
  one-cycle --stats over the same cycles (the window's two CSR writes found
  in soc-sim's --log, contract rule 1 for when counting starts and stops)
  must add up to exactly those values, every event non-zero. A second run
  with a longer interval must give the same totals in rows that end at
  multiples of the interval, with M + S + U and the reference cycles equal
  to each row's length.
- --profile on profile-hot.elf (tb/soc/tests/profile_hot.c): at least 90 %
  of the samples on main;hot;hot_inner, cold's on main;cold, one sample per
  interval; the flame graph parses as XML with one rectangle per frame.
- --lcofi-profile on the demo: the samples soc-sim saw the counter-overflow
  interrupt take are exactly the demo's own in-band samples, function by
  function, and each workload's helpers sit under that workload.
- tools/plot-stats draws the demo's statistics as an SVG that parses.
- No progress line in a log unless --progress asks for one.
Prints PASS/FAIL lines and "N passed, N failed".
"""
import csv
import math
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from report import check, close  # noqa: E402

build = sys.argv[1]
out = os.path.join(build, "rv64", "soc-observe")
sim = os.path.join(build, "rv64", "soc-sim")
nm = "riscv64-unknown-elf-nm"


def run(args):
    r = subprocess.run([sim, "--no-progress"] + args, capture_output=True, text=True)
    if r.returncode != 0:
        print(r.stdout[-2000:], r.stderr[-2000:])
        sys.exit(f"soc-sim {' '.join(args)}: exit {r.returncode}\n0 passed, 1 failed")
    return r.stdout, r.stderr


def symbol(elf, name):
    for line in subprocess.run([nm, elf], capture_output=True, text=True, check=True).stdout.splitlines():
        f = line.split()
        if len(f) == 3 and f[2] == name:
            return int(f[0], 16)
    sys.exit(f"{elf}: no symbol {name}\n0 passed, 1 failed")


def read_csv(path):
    with open(path) as f:
        rows = list(csv.reader(f))
    return rows[0], [[int(v) for v in r] for r in rows[1:]]


def read_folded(path):
    stacks = {}
    with open(path) as f:
        for line in f:
            s, _, c = line.rstrip("\n").rpartition(" ")
            stacks[s] = stacks.get(s, 0) + int(c)
    return stacks


# ----------------------------------------------------------- stats = counters
elf = os.path.join(out, "stats-window.elf")
csv1, csv2, log = (os.path.join(out, n) for n in ("stats-1.csv", "stats-1000.csv", "stats-window.log"))
stdout, _ = run(["--stats", csv1, "--stats-interval", "1", "--log", log, elf])
# One window a run of the workload, each counting its group of events with
# mcycle and minstret: [{event or "mcycle"/"minstret": value}]
runs = []
for line in stdout.splitlines():
    f = line.split()
    if len(f) == 3 and f[0] == "hpm":
        if not runs or "minstret" in runs[-1]:
            runs.append({})
        runs[-1][int(f[1])] = int(f[2])
    elif len(f) == 2 and f[0] in ("mcycle", "minstret") and runs:
        runs[-1][f[0]] = int(f[1])
opened, closed = symbol(elf, "stats_open"), symbol(elf, "stats_close")
commits = {opened: [], closed: []}
with open(log) as f:
    for line in f:
        m = re.match(r"\s*(\d+) (\w) 0x([0-9a-f]+)", line)
        if m and int(m.group(3), 16) in (opened, closed):
            commits[int(m.group(3), 16)].append(int(m.group(1)))
header, rows = read_csv(csv1)
# The header names each event as soc_events.h does, in index order.
events = header[2:-3]
counted = sorted(e for r in runs for e in r if isinstance(e, int))
check("stats header: cycle_end, hart, the events, cycles_M/S/U; every event counted in one of the runs",
      header[:2] == ["cycle_end", "hart"] and header[-3:] == ["cycles_M", "cycles_S", "cycles_U"]
      and counted == list(range(1, len(events) + 1)), f"{header}, counted {counted}")
# Leaves of the top-down tree (docs/topdown.md) no window can show: the
# cycles after reset before the first fetch.
never = {"td_fetch_other"}
if len(commits[opened]) != len(runs) or len(commits[closed]) != len(runs):
    check("one window a run found in the commit log", False, f"commits of stats_open/stats_close: {commits}")
for k, counters in enumerate(runs):
    if k >= len(commits[opened]) or k >= len(commits[closed]):
        break
    # counting from the cycle after the opening write's commit up to and
    # including the closing write's; a row of interval 1 ending at c+1 is
    # cycle c
    first, last = commits[opened][k] + 1, commits[closed][k]
    window = [r for r in rows if first <= r[0] - 1 <= last]
    check(f"run {k + 1}: one row per cycle of the window", len(window) == last - first + 1,
          f"{len(window)} rows for {last - first + 1} cycles")
    sums = [sum(r[i] for r in window) for i in range(len(header))]
    for e, name in enumerate(events, 1):
        if e not in counters:
            continue
        got, want = sums[1 + e], counters.get(e)
        first_event = min(k for k in counters if isinstance(k, int))
        check(f"stats {name} = mhpmcounter{e + 3 - first_event} ({want})", got == want,
              f"stats sum {got}, counter {want}")
        if name in never:
            check(f"{name} stays 0 (only the cycles after reset count it)", want == 0, f"counter is {want}")
        else:
            check(f"the workload makes {name} happen", bool(want), "counter is 0")
    check(f"run {k + 1}: stats cycle = mcycle ({counters['mcycle']})", sums[2] == counters["mcycle"],
          f"stats {sums[2]}, mcycle {counters['mcycle']}")
    check(f"run {k + 1}: stats instret = minstret ({counters['minstret']})", sums[3] == counters["minstret"],
          f"stats {sums[3]}, minstret {counters['minstret']}")
    check("the window spends cycles in M and in S", sums[-3] > 0 and sums[-2] > 0, f"M {sums[-3]}, S {sums[-2]}")

run(["--stats", csv2, "--stats-interval", "1000", elf])
h2, rows2 = read_csv(csv2)
total1 = [sum(r[i] for r in rows) for i in range(2, len(header))]
total2 = [sum(r[i] for r in rows2) for i in range(2, len(h2))]
check("interval 1000: the same totals as interval 1", h2 == header and total1 == total2,
      f"{total1} against {total2}")
ends = [r[0] for r in rows2]
check("interval 1000: rows end at multiples of 1000, the last at the run's end",
      all(e == 1000 * (i + 1) for i, e in enumerate(ends[:-1])) and ends[-1] == rows[-1][0], str(ends[-3:]))
ref = header.index("ref_cycle")
lengths = [e - s for s, e in zip([0] + ends[:-1], ends)]
check("each row: M + S + U = ref cycle = its length",
      all(r[-1] + r[-2] + r[-3] == r[ref] == n for r, n in zip(rows2, lengths)), "")

# ----------------------------------------------------------- profile, flame graph
elf = os.path.join(out, "profile-hot.elf")
folded = os.path.join(out, "profile-hot.folded")
_, stderr = run(["--profile", folded, "--profile-interval", "1000", elf])
cycles = int(re.search(r"after (\d+) cycles", stderr).group(1))
stacks = read_folded(folded)
total = sum(stacks.values())
hot = sum(c for s, c in stacks.items() if s.endswith("main;hot;hot_inner"))
cold = sum(c for s, c in stacks.items() if s.endswith("main;cold"))
check(f"profile: one sample per 1000 cycles ({total} for {cycles} cycles)",
      math.ceil(cycles / 1000) - 1 <= total <= math.ceil(cycles / 1000), "")
check(f"profile: at least 90 % on main;hot;hot_inner ({100 * hot / max(total, 1):.1f} %)", hot >= 0.9 * total,
      str(stacks))
check("profile: cold's samples on main;cold", cold > 0, str(stacks))
svg = os.path.join(out, "profile-hot.svg")
subprocess.run(["tools/flamegraph", "-o", svg, folded], check=True)
frames = {()}
for s in stacks:
    f = s.split(";")
    frames.update(tuple(f[:i]) for i in range(1, len(f) + 1))
rects = ET.parse(svg).getroot().findall(".//{http://www.w3.org/2000/svg}rect")
check(f"flame graph: parses, one rectangle per frame ({len(frames)})", len(rects) == len(frames),
      f"{len(rects)} rectangles")

# ----------------------------------------------------------- progress
# stderr is a pipe here, as in a log: no progress line unless asked, and
# when asked one closing line before the exit line
quiet = subprocess.run([sim, elf], capture_output=True, text=True).stderr.splitlines()
check("progress: none in a log by default", len(quiet) == 1 and quiet[0].startswith("soc-sim: exit 0 after"),
      str(quiet))
asked = subprocess.run([sim, "--progress", elf], capture_output=True, text=True).stderr.splitlines()
check("progress: --progress in a log writes whole lines, the exit line last",
      len(asked) >= 2 and all("cycles/s" in l and "\r" not in l for l in asked[:-1])
      and asked[-1].startswith("soc-sim: exit 0 after"), str(asked))

# ----------------------------------------------------------- the demo's in-band samples
fw, demo = os.path.join(build, "rv64", "sbi-fw.elf"), os.path.join(build, "rv64", "demo.elf")
lcofi, dcsv = os.path.join(out, "demo-lcofi.folded"), os.path.join(out, "demo.csv")
stdout, _ = run(["--lcofi-profile", lcofi, "--stats", dcsv, fw, demo])
table = {}
m = re.search(r"samples  share  function\n(.*?)\n  total (\d+) samples", stdout, re.S)
for line in (m.group(1) if m else "").splitlines():
    f = line.split()
    table[" ".join(f[2:])] = int(f[0])
stacks = read_folded(lcofi)
leaf = {}
for s, c in stacks.items():
    leaf[s.split(";")[-1]] = leaf.get(s.split(";")[-1], 0) + c
check("demo: it printed its sampling table", bool(m), stdout[-500:])
if m:
    check(f"LCOFI samples = the demo's own ({m.group(2)})", sum(stacks.values()) == int(m.group(2)),
          f"soc-sim saw {sum(stacks.values())}")
    for fn, n in table.items():
        if not fn.startswith("["):
            check(f"LCOFI samples in {fn} = the demo's ({n})", leaf.get(fn, 0) == n, f"soc-sim {leaf.get(fn, 0)}")
under = {"matmul_kernel": "matmul", "chase_walk": "pointer_chase", "insertion_sort": "branchy_sort",
         "misaligned_copy_words": "misaligned_copy"}
for fn, parent in under.items():
    mine = {s: c for s, c in stacks.items() if s.split(";")[-1] == fn}
    ok = mine and all(s.endswith(f";{parent};{fn}") and ";main;" in s for s in mine)
    check(f"flame graph: {fn} under main ... {parent}", ok, str(mine))
svg = os.path.join(out, "demo-stats.svg")
subprocess.run(["tools/plot-stats", "-o", svg, dcsv], check=True)
check("plot-stats: the demo's SVG parses", ET.parse(svg).getroot().tag.endswith("svg"), "")

# ----------------------------------------------------------- the demo's top-down trees
# Each workload's tree from the demo's own leaf counters (tools/topdown on
# its report), and where each workload's cycles must go by its design: a
# tight ALU loop retires most of them, a pointer chase is memory bound,
# branches on random bits are bound by bad speculation.
td = subprocess.run(["tools/topdown", "--counts", "-"], input=stdout, capture_output=True, text=True)
check("tools/topdown reads the demo's report", td.returncode == 0, td.stderr)
trees = {}
for part in re.split(r"\n(?=\S+: [\d,]+ cycles)", "\n" + td.stdout):
    head = re.match(r"\n?(\S+): [\d,]+ cycles", part)
    if head:
        rows = [l.split() for l in part.splitlines()[2:] if re.match(r"\d ", l)]
        trees[head.group(1)] = {
            " ".join(r[1:r.index(next(x for x in r if x.endswith("%")))]):
            (float(next(x for x in r if x.endswith("%"))[:-1]), r[-1] == "<==") for r in rows}


def level1(tree):
    return {n: tree[n][0] for n in ("retiring", "bad speculation", "frontend bound", "backend bound")}


for name, want in (("alu-loop", "retiring"), ("pointer-chase", "backend bound"),
                   ("coin-flips", "bad speculation")):
    t = trees.get(name)
    if not t:
        check(f"demo: a top-down tree for {name}", False, td.stdout[-800:])
        continue
    l1 = level1(t)
    if want == "retiring":
        ok = max(l1, key=l1.get) == "retiring"
    else:
        ok = t[want][1] and (want != "backend bound" or t["memory bound"][1])
    check(f"demo: {name} is {want if want != 'backend bound' else 'memory bound'} "
          f"({', '.join(f'{k} {v:.1f}%' for k, v in l1.items())})", ok, str(t))
sums = re.findall(r"the leaves against the cycles counted: (.*)", stdout)
tables = stdout.count("Performance counter stats for '")
check(f"demo: in each table the leaves add up to the cycles counted ({len(sums)} of {tables} tables)",
      tables > 0 and len(sums) == tables and all(x == "equal" for x in sums), str(sums))
tsvg = os.path.join(out, "demo-topdown.svg")
subprocess.run(["tools/topdown", "--svg", tsvg, dcsv], check=True, capture_output=True)
check("tools/topdown: the demo's SVG parses", ET.parse(tsvg).getroot().tag.endswith("svg"), "")

close()
