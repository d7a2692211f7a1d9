#!/usr/bin/env bash
# Set up (or reuse) .venv, then start the Streamlit app on the embedded offline default.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
# Refuse to start (before anything listens) on a non-loopback address without GECHAT_APP_PASSWORD.
.venv/bin/python -m gechat.ui.access "$@"
exec .venv/bin/python -m streamlit run streamlit_app.py --server.headless true --browser.gatherUsageStats false "$@"
