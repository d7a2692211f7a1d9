"""Fixtures for driving the Streamlit app: the script path, a sample PDF, a fresh workspace folder."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
APP = REPO / "streamlit_app.py"
QUESTION = "What are the potential impact levels for the confidentiality of information?"




@pytest.fixture()
def app_env(tmp_path, monkeypatch) -> Path:
    """Settings.from_env() in the app reads these: an empty workspace folder, offline models."""
    ws = tmp_path / "workspaces"
    monkeypatch.setenv("GECHAT_WORKSPACE_DIR", str(ws))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("TRANSFORMERS_OFFLINE", "1")
    for name in ("GECHAT_LLM_BACKEND", "GECHAT_COT_MODE", "GECHAT_KG_EXTRACTOR", "GECHAT_ENTAILER"):
        monkeypatch.delenv(name, raising=False)
    return ws


@pytest.fixture(scope="session")
def app_path() -> Path:
    return APP


@pytest.fixture(scope="session")
def question() -> str:
    return QUESTION
