#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Checks the C extension's expander (rtl/core/core_rvc_expand.sv) against
the GNU disassembler, an implementation written apart from ours.

  rvc-expand.py XLEN EXPANDER WORK_DIR

EXPANDER is the Verilated tb/core/rvc_expand_tb.cpp (build/rvXLEN/rvc-expand):
for every 16-bit encoding it prints whether the expander calls it illegal
and its 32-bit expansion.
Each halfword is assembled as an instruction (.insn 2) at offset 4*i of one
object, each expansion at the same offset of another, and both are
disassembled for rv<XLEN>ic (no F or D): a halfword the disassembler shows
as .2byte or unimp must be illegal, any other must expand to the 32-bit
instruction the specification names for it: the halfword's disassembly
(-M no-aliases: the c. mnemonic with the operands the disassembler
decoded) mapped to its base instruction must equal the expansion's
disassembly (targets included, since the offsets match). Two kinds of
encoding the disassembler accepts but the specification reserves must be
illegal too (reserved_by_spec).
Prints each mismatch (the first 30) and "N passed, N failed".
"""
import os
import re
import subprocess
import sys

xlen, expander, work = sys.argv[1], sys.argv[2], sys.argv[3]
march = f"-march=rv{xlen}ic"
mabi = "-mabi=lp64" if xlen == "64" else "-mabi=ilp32"
cc = "riscv64-unknown-elf-gcc"
objdump = "riscv64-unknown-elf-objdump"

os.makedirs(work, exist_ok=True)
rows = []
for line in subprocess.run([expander], check=True, capture_output=True, text=True).stdout.splitlines():
    h, ill, e = line.split()
    rows.append((int(h, 16), ill == "1", int(e, 16)))
if len(rows) != 3 * 16384:
    print(f"FAIL rv{xlen}: {expander} gave {len(rows)} encodings, expected {3 * 16384}")
    print("0 passed, 1 failed")
    sys.exit(1)


def build(name, lines):
    src, obj = f"{work}/{name}.S", f"{work}/{name}.o"
    with open(src, "w") as f:
        f.write("\t.text\n" + "\n".join(lines) + "\n")
    subprocess.run([cc, march, mabi, "-c", src, "-o", obj], check=True)
    return obj


def disassemble(obj, *opts):
    out = subprocess.run([objdump, "-d", *opts, obj], check=True, capture_output=True, text=True).stdout
    text = {}
    for line in out.splitlines():
        m = re.match(r"\s*([0-9a-f]+):\s+[0-9a-f]+\s+(.*)$", line)
        if m:
            insn = re.sub(r"\s*<[^>]*>", "", m.group(2)).split("#")[0].strip()
            text[int(m.group(1), 16)] = re.sub(r"\s+", " ", insn)
    return text


halves = build("rvc16", [f"\t.insn 2, 0x{h:04x}\n\t.insn 2, 0x0001" for h, _, _ in rows])
fulls = build("rvc32", [f"\t.insn 4, 0x{(e if not ill else 0x00000013):08x}" for _, ill, e in rows])
t16 = disassemble(halves)
t32 = disassemble(fulls)
t32_raw = disassemble(fulls, "-M", "no-aliases")

t16_raw = disassemble(halves, "-M", "no-aliases")

# Each compressed instruction as the disassembler names it (-M no-aliases),
# and the base instruction it stands for, from the specification's tables;
# the operands are the disassembler's own decoding of the halfword.
BASE = {
    "c.addi4spn": "addi {0},{1},{2}", "c.addi16sp": "addi {0},{0},{1}",
    "c.addi": "addi {0},{0},{1}", "c.addiw": "addiw {0},{0},{1}",
    "c.li": "addi {0},zero,{1}", "c.lui": "lui {0},{1}", "c.andi": "andi {0},{0},{1}",
    "c.slli": "slli {0},{0},{1}", "c.srli": "srli {0},{0},{1}", "c.srai": "srai {0},{0},{1}",
    "c.slli64": "slli {0},{0},0x0", "c.srli64": "srli {0},{0},0x0", "c.srai64": "srai {0},{0},0x0",
    "c.sub": "sub {0},{0},{1}", "c.xor": "xor {0},{0},{1}", "c.or": "or {0},{0},{1}",
    "c.and": "and {0},{0},{1}", "c.subw": "subw {0},{0},{1}", "c.addw": "addw {0},{0},{1}",
    "c.mv": "add {0},zero,{1}", "c.add": "add {0},{0},{1}",
    "c.j": "jal zero,{0}", "c.jal": "jal ra,{0}",
    "c.beqz": "beq {0},zero,{1}", "c.bnez": "bne {0},zero,{1}",
    "c.jr": "jalr zero,0({0})", "c.jalr": "jalr ra,0({0})", "c.ebreak": "ebreak",
    "c.nop": "addi zero,zero,{0}",
    "c.lw": "lw {0},{1}", "c.ld": "ld {0},{1}", "c.sw": "sw {0},{1}", "c.sd": "sd {0},{1}",
    "c.lwsp": "lw {0},{1}", "c.ldsp": "ld {0},{1}", "c.swsp": "sw {0},{1}", "c.sdsp": "sd {0},{1}",
}


def base_of(text):
    mnemonic, _, operands = text.partition(" ")
    args = operands.split(",") if operands else []
    if mnemonic == "c.nop" and not args:
        args = ["0"]
    return BASE[mnemonic].format(*args) if mnemonic in BASE else None




def reserved_by_spec(h):
    """Encodings the disassembler decodes but the specification reserves."""
    quadrant, funct3 = h & 3, h >> 13
    if quadrant == 1 and funct3 == 3 and (h >> 7) & 31 == 2 and h & 0x107c == 0:
        return "c.addi16sp with nzimm 0 is reserved"
    shift = (quadrant == 2 and funct3 == 0) or (quadrant == 1 and funct3 == 4 and (h >> 10) & 3 < 2)
    if xlen == "32" and shift and h & 0x1000:
        return "RV32C shifts by 32 or more are custom code points"
    return None


passed = failed = 0
for i, (h, ill, e) in enumerate(rows):
    text = t16.get(4 * i, "?")
    reason = reserved_by_spec(h)
    if reason:
        text = f".2byte ({reason})"
    want_illegal = text.startswith(".2byte") or text == "unimp"
    if want_illegal or ill:
        ok = want_illegal and ill
        want = "illegal" if want_illegal else text
        got = "illegal" if ill else f"{e:08x}: {t32.get(4 * i)}"
    else:
        want = base_of(t16_raw.get(4 * i, "?"))
        got = t32_raw.get(4 * i, "?")
        ok = want is not None and got == want
        want = f"{t16_raw.get(4 * i)} = {want}"
    if ok:
        passed += 1
    else:
        failed += 1
        if failed <= 30:
            print(f"FAIL rv{xlen} 0x{h:04x}: expected {want}, got {got}")
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
