"""An external KG and the app's workspace list follow GECHAT_STORAGE=postgres (they used to open folders only)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gechat.cli import main
from gechat.settings import Settings
from gechat.storage import open_storage
from tests.pg_server import fresh_name, pg_url  # noqa: F401 - the fixture

pytestmark = pytest.mark.slow
DATA = Path(__file__).resolve().parent / "data" / "extkg"


def test_kg_load_and_workspace_lists_use_the_database(pg_url, tmp_path, monkeypatch):  # noqa: F811
    from gechat.extkg.store import is_external_kg
    from gechat.ui.extkg_page import kg_workspaces
    from gechat.ui.session import list_workspaces

    name = fresh_name("extkg")
    settings = Settings(workspace_dir=tmp_path, storage="postgres", postgres_url=pg_url)
    for key, value in {"STORAGE": "postgres", "POSTGRES_URL": pg_url, "WORKSPACE_DIR": str(tmp_path)}.items():
        monkeypatch.setenv(f"GECHAT_{key}", value)
    assert main(["kg", "load", str(DATA / "tiny.tsv"), "-w", name, "--no-embed"]) == 0
    assert is_external_kg(open_storage(tmp_path, name, create=False, settings=settings))
    assert not (tmp_path / name).exists()  # nothing went to a folder
    assert name in list_workspaces(settings) and name in kg_workspaces(settings)
    assert main(["kg", "info", "-w", name]) == 0
