# SPDX-License-Identifier: Apache-2.0
"""The progress line of the long-running tools (tools/regress,
tools/formal, tools/mutants, tools/linux-soc, make coverage;
docs/testing.md, Progress).

One line on stderr, never on stdout, so that the lines a run reports and
tests parse are untouched: on a terminal it is shown by default and
updated in place; in a log (CI) only when asked, with PROGRESS=1 in the
environment (or `make ... PROGRESS=1`), as a full line every LOG_EVERY
seconds; PROGRESS=0 turns it off everywhere.

    p = Progress("regress", total=40)
    p.update(done, failed=f)       # drawn when due
    p.print("job 3/40 ... pass")   # a report line: stdout, the progress
                                   # line erased first and drawn again
    p.close()

`python3 tools/progress.py --mode` prints tty, log or off, for shell
scripts that draw their own line by the same rule; `--done LABEL N TOTAL`
prints one "LABEL: N/TOTAL done" line by it, for make recipes.
"""
import os
import sys
import threading
import time

DRAW_EVERY = 0.5   # seconds, on a terminal
LOG_EVERY = 30.0   # seconds, in a log


def mode():
    asked = os.environ.get("PROGRESS", "")
    if asked == "0":
        return "off"
    if sys.stderr.isatty():
        return "tty"
    return "log" if asked == "1" else "off"


def clock(secs):
    s = int(secs + 0.5)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


class Progress:
    def __init__(self, label, total=None):
        self.label, self.total = label, total
        self.mode = mode()
        self.t0 = time.monotonic()
        self.last = 0.0
        self.shown = ""
        self.state = (0, None, "")
        # a tool may keep the line moving from a thread of its own
        self.lock = threading.RLock()

    def text(self):
        done, failed, extra = self.state
        secs = time.monotonic() - self.t0
        s = f"{self.label}: {done}" + (f"/{self.total}" if self.total else "") + " done"
        if failed is not None:
            s += f", {failed} failed"
        s += f", {clock(secs)} elapsed"
        if self.total and 0 < done < self.total:
            s += f", about {clock(secs / done * (self.total - done))} to go"
        return s + (f", {extra}" if extra else "")

    def update(self, done, failed=None, extra="", force=False):
        with self.lock:
            self.state = (done, failed, extra)
            now = time.monotonic()
            if self.mode == "off" or (not force and now - self.last < (DRAW_EVERY if self.mode == "tty" else LOG_EVERY)):
                return
            self.last = now
            self.draw()

    def draw(self):
        if self.mode == "tty":
            self.shown = self.text()[: os.get_terminal_size(sys.stderr.fileno()).columns - 1]
            sys.stderr.write("\r\033[K" + self.shown)
        elif self.mode == "log":
            sys.stderr.write(self.text() + "\n")
        sys.stderr.flush()

    def erase(self):
        if self.mode == "tty" and self.shown:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()
            self.shown = ""

    def print(self, line):
        with self.lock:
            self.erase()
            print(line, flush=True)
            if self.mode == "tty":
                self.draw()

    def close(self):
        with self.lock:
            self.erase()
            self.mode = "off"


if __name__ == "__main__":
    a = sys.argv[1:]
    if a == ["--mode"]:
        print(mode())
    elif len(a) == 4 and a[0] == "--done" and a[2].isdigit() and a[3].isdigit():
        # one item of a make-driven run ended (make coverage): a whole line,
        # as make's own output lines run between
        if mode() != "off":
            sys.stderr.write(f"{a[1]}: {a[2]}/{a[3]} done\n")
    else:
        sys.exit("usage: python3 tools/progress.py --mode | --done LABEL DONE TOTAL")
