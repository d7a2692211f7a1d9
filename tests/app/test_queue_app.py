"""The app with GECHAT_INDEX_QUEUE on PostgreSQL: uploads go to the database queue, a `gechat worker` process
indexes them, and the page shows the queue's progress and the result from the database."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from streamlit.testing.v1 import AppTest

from gechat import jobs
from gechat.pgstorage import database
from tests.pg_server import pg_url  # noqa: F401 - the fixture

pytestmark = pytest.mark.slow
TEXT = b"The policy engine decides whether to grant access to a resource. " \
       b"The policy administrator executes the decision of the policy engine."


def test_uploads_are_queued_for_workers(app_env, app_path, pg_url, monkeypatch):  # noqa: F811
    name = f"queue-app-{os.getpid()}-{int(time.time())}"
    env = {"GECHAT_STORAGE": "postgres", "GECHAT_POSTGRES_URL": pg_url, "GECHAT_INDEX_QUEUE": "true"}
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    at = AppTest.from_file(str(app_path), default_timeout=120)
    at.run()
    at.selectbox(key="ws_pick").set_value("+ New workspace").run()
    at.text_input(key="ws_new").set_value(name).run()
    at.file_uploader(key="uploads_0").set_value([("policy.txt", TEXT, "text/plain")])
    at.run()
    at.button(key="index").click().run()
    assert not at.exception, at.exception
    queued = jobs.jobs(database(pg_url), name)
    assert [(j.name, j.state) for j in queued] == [("policy.txt", "queued")]  # nothing indexes in the app
    at.run()
    shown = [p.proto.text for p in at.get("progress")]
    assert any("policy\\.txt" in t and "queued" in t for t in shown), shown  # the queue, read from the database

    worker = subprocess.run([sys.executable, "-m", "gechat.cli", "worker", "-w", name, "--idle-exit", "0"],
                            env={**os.environ, **env}, capture_output=True, text=True, timeout=600)
    assert worker.returncode == 0 and f"job {queued[0].id} indexed policy.txt" in worker.stdout, worker.stderr
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        at.run()
        assert not at.exception, at.exception
        rows = [m.value for m in at.markdown if "policy\\.txt" in m.value and "badge[" in m.value]
        if rows:
            break
        time.sleep(0.5)
    assert rows and ":green-badge[indexed]" in rows[0], [m.value for m in at.markdown]
    assert any(e.label == "Documents (1 indexed)" for e in at.expander)
