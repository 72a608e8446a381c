#!/usr/bin/env bash
# CI for kopa-rl: a fresh venv, the trainer stack at the versions it was tested with, pytest
# against a gateway the tests start themselves (node + the repo's pnpm install are required).
#
#   python/ci.sh [VENV_DIR]        (default: python/.venv-ci; reused when it exists)
#
# The last line is `N passed, N failed` for the repo's CI summary. torch is the CPU build; off this
# machine's local mirror set PIP_EXTRA_INDEX_URL=https://download.pytorch.org/whl/cpu.
set -uo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VENV="${1:-$HERE/.venv-ci}"
PYTHON="${PYTHON:-python3}"

PINS=(
  "trl==1.13.0" "transformers==5.18.0" "datasets==5.0.1" "torch==2.13.0"
  "fastmcp==4.0.10" "pyarrow==25.0.1" "accelerate==1.15.0" "pytest==9.1.1" "pyyaml==6.0.3"
)

# This machine kind has a local wheel mirror and no route to pypi.org: without this pip waits on
# the network for minutes before it falls back to the mirror.
if [ -z "${PIP_INDEX_URL:-}" ] && [ -d /opt/pypi/simple ]; then export PIP_INDEX_URL=file:///opt/pypi/simple; fi

if [ ! -x "$VENV/bin/python" ]; then
  "$PYTHON" -m venv "$VENV" || { echo "cannot create a venv at $VENV"; echo "0 passed, 1 failed"; exit 1; }
fi
if ! "$VENV/bin/pip" install --quiet "$HERE[test]" "${PINS[@]}"; then
  echo "pip install failed (see above)"
  echo "0 passed, 1 failed"
  exit 1
fi

# A small real export for tests/test_exports.py (datasets.load_dataset on every file): phase A on
# three platforms, then 12 tasks. About 16 s.
if [ -z "${KOPA_EXPORT_DIR:-}" ]; then
  EXPORTS="$(mktemp -d)"
  (cd "$HERE/.." &&
    node --import tsx cli/src/main.ts synth graph --out "$EXPORTS/graph" --iterations 3 --paths 40 --platforms neis kma tourapi >/dev/null &&
    node --import tsx cli/src/main.ts synth tasks --graph "$EXPORTS/graph" --count 12 --out "$EXPORTS/edge" >/dev/null) ||
    { echo "could not synthesize the export the export tests read"; echo "0 passed, 1 failed"; exit 1; }
  export KOPA_EXPORT_DIR="$EXPORTS/edge"
fi

LOG="$(mktemp)"
cd "$HERE" && "$VENV/bin/python" -m pytest -q -p no:cacheprovider tests 2>&1 | tee "$LOG"
STATUS=${PIPESTATUS[0]}

# pytest's summary line, e.g. "== 38 passed, 1 skipped in 61.2s ==" or "== 2 failed, 36 passed ... =="
SUMMARY="$(grep -E '[0-9]+ (passed|failed|error)' "$LOG" | tail -1)"
PASSED="$(grep -oE '[0-9]+ passed' <<<"$SUMMARY" | grep -oE '[0-9]+' || true)"
FAILED=0
for count in $(grep -oE '[0-9]+ (failed|errors?)' <<<"$SUMMARY" | grep -oE '[0-9]+'); do FAILED=$((FAILED + count)); done
rm -f "$LOG"
PASSED="${PASSED:-0}"
FAILED="${FAILED:-0}"
if [ "$STATUS" -ne 0 ] && [ "$FAILED" -eq 0 ]; then FAILED=1; fi  # collection/usage errors
echo "$PASSED passed, $FAILED failed"
exit "$STATUS"
