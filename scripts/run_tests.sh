#!/usr/bin/env bash
# Set up (or reuse) .venv, then run the whole test suite (offline).
# Every file a test reads is in the repository. A test may skip only for a reason
# tests/skip_policy.py allows (no browser, a server binary that cannot be built,
# an external server URL not configured); any other skip fails the run, and the
# summary lists every skip with its reason (tests/conftest.py).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
status=0
.venv/bin/python -m pytest "$@" || status=$?
if [ "$status" -ne 0 ]; then
  echo "run_tests.sh: pytest exited with status $status: a test failed, or one skipped for a reason" \
       "outside tests/skip_policy.py (see the 'skipped' section above)" >&2
fi
exit "$status"
