# SPDX-License-Identifier: Apache-2.0
"""The report lines of a test runner written in Python (docs/testing.md):
`PASS name`, `FAIL name: reason`, and last the closing `N passed, N
failed`, with an exit status that says the same.

    import report
    report.check("name", ok, "the reason, when not ok")
    report.close()     # the closing line, then the exit
"""
import sys

passed = failed = 0


def check(name, ok, why=""):
    """Reports one check; returns ok."""
    global passed, failed
    if ok:
        passed += 1
        print(f"PASS {name}")
    else:
        failed += 1
        print(f"FAIL {name}: {why}")
    return ok


def close():
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
