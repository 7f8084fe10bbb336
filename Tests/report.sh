# How Tests/run and Tests/e2e/run report: quiet when all is well — one line
# per suite — and every failure in full. Sourced by both; tested by
# Tests/ViewlsCommandTests/TestReportingTests.swift on passing and failing
# fixture suites.

# The failures of an XCTest log (`swift test` output in LOG), each in full:
# every line a failing test printed, from its "started" line to its "failed"
# line (multi-line assertions, its own output), and of a test that never
# ended — a crash — everything to the end of the log. Nothing of a passing
# test, however alarming its output. A log with no test case in it (the run
# did not start) is shown from its last 60 lines.
swift_failures() {
    if ! grep -q "^Test Case '" "$1"; then tail -n 60 "$1"; return; fi
    awk '
        /^Test Case .* started at / { open = 1; n = 0 }
        open { lines[++n] = $0 }
        open && /^Test Case .* (passed|failed|skipped) \(/ {
            if ($0 ~ / failed \(/) for (i = 1; i <= n; i++) print lines[i]
            open = 0; n = 0
        }
        END { if (open) for (i = 1; i <= n; i++) print lines[i] }
    ' "$1"
}

# Runs a suite's command with its output in .build/e2e-NAME.txt (under
# REPORT_LOGS, default the repository's .build): one line when it passes,
# its whole output and a line when it fails. Sets `failed=1` on failure.
suite() {
    local name=$1; shift
    local log="${REPORT_LOGS:-$repo/.build}/e2e-$name.txt"
    if "$@" >"$log" 2>&1; then
        echo "e2e $name: passed ($(tail -n 1 "$log"))"
    else
        failed=1
        cat "$log"
        echo "e2e $name: FAILED ($(tail -n 1 "$log"))"
    fi
}
