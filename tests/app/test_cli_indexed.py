"""A document indexed from the command line is a first-class document in the app.

The workspace owns the uploaded source file, so `gechat index` keeps it too: the
app shows the evidence highlighted on its page. Deleting goes through one method
(`GEChat.delete`) from both surfaces, and takes the source file with it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from streamlit.testing.v1 import AppTest

from gechat.embed import Embedder
from gechat.settings import Settings
from gechat.workspace import Workspace

pytestmark = pytest.mark.slow


def _cli(*args: str, env_dir) -> subprocess.CompletedProcess:
    env = {**os.environ, "GECHAT_WORKSPACE_DIR": str(env_dir), "HF_HUB_OFFLINE": "1"}
    return subprocess.run([sys.executable, "-m", "gechat.cli", *args], capture_output=True, text=True, env=env,
                          timeout=600)


def _doc_ids(ws_dir) -> list[str]:
    out = _cli("docs", "--workspace", "default", env_dir=ws_dir)
    assert out.returncode == 0, out.stderr
    return [json.loads(line)["doc_id"] for line in out.stdout.splitlines() if line.strip()]


def test_cli_indexed_pdf_is_highlighted_in_the_app_and_deleted_with_its_source(app_env, app_path, question, fips_pdf):
    done = _cli("index", str(fips_pdf), "--workspace", "default", env_dir=app_env)
    assert done.returncode == 0, done.stderr
    (doc_id,) = _doc_ids(app_env)
    ws = Workspace.open(Settings(workspace_dir=app_env), "default", embedder=Embedder.__new__(Embedder))
    assert ws.source(doc_id) == (".pdf", fips_pdf.read_bytes())

    at = AppTest.from_file(str(app_path), default_timeout=120)
    at.run()
    at.chat_input(key="question").set_value(question).run(timeout=600)
    assert not at.exception and not at.error, [e.value for e in at.error]
    assert at.image, "the evidence page of a CLI-indexed PDF is not shown"
    assert at.image[0].captions[0].startswith("Page ")

    at.button(key=f"del_{doc_id}").click().run()
    at.button(key=f"delyes_{doc_id}").click().run()  # deleting asks for a confirmation
    assert not at.exception
    assert ws.source(doc_id) is None and not ws.storage.keys("docs/")
    again = _cli("index", str(fips_pdf), "--workspace", "default", env_dir=app_env)  # indexable again
    assert again.returncode == 0 and "duplicate" not in again.stdout, again.stdout
    gone = _cli("delete", doc_id, "--workspace", "default", env_dir=app_env)
    assert gone.returncode == 0 and gone.stdout.startswith("deleted")
    assert ws.source(doc_id) is None and _doc_ids(app_env) == []
