"""files -> PostgreSQL -> files: the same evidence for a fixed question set (real offline pipeline, embedded server)."""

from __future__ import annotations

import json

import pytest

from gechat.chat import GEChat
from gechat.cli import main
from gechat.codec import encode
from gechat.errors import WorkspaceError
from gechat.migrate import migrate_workspace
from gechat.settings import Settings
from tests.pg_server import fresh_name, pg_url  # noqa: F401 - the fixture

pytestmark = pytest.mark.slow

QUESTIONS = [
    "How long is the ice cream mixture cooked in the double boiler?",
    "How many lemons does the lemon sherbet take?",
    "What does Table 4-1 summarize?",
    "Who won the 1998 football world cup?",  # not covered: the nearest sentences must match too
]


def evidence(chat: GEChat) -> list[dict]:
    """What a user is shown for each question, without timings."""
    out = []
    for question in QUESTIONS:
        answer = encode(chat.ask(question))
        answer.pop("stats", None)
        out.append(answer)
    return json.loads(json.dumps(out, sort_keys=True))


def test_round_trip_gives_identical_evidence(pg_url, tmp_path, test_data):  # noqa: F811
    name = fresh_name("trip")
    files = Settings(workspace_dir=tmp_path / "files", postgres_url=pg_url, postgres_cache_dir=tmp_path / "cache")
    postgres = files.with_(storage="postgres")
    back = Settings(workspace_dir=tmp_path / "back", storage="files", postgres_url=pg_url,
                    postgres_cache_dir=tmp_path / "cache2")

    chat = GEChat(files, name)
    try:
        for doc in ("recipes_excerpt.txt", "nist_800_40r3_p17_table.pdf"):
            report = chat.index_file(test_data / doc)
            assert report.status == "indexed", report.reason
        chat.workspace.write_chat("tab1", [{"question": QUESTIONS[0]}])
        original = evidence(chat)
    finally:
        chat.close()
    assert sum(bool(e["best"]) for a in original for e in a["evidence"]) >= 3, "the questions must reach evidence"

    report = migrate_workspace(files, name, "postgres")
    assert report.records >= 6 and report.area_files > 0
    chat = GEChat(postgres, name, create_workspace=False)
    try:
        assert evidence(chat) == original
        assert chat.workspace.read_chat("tab1") == [{"question": QUESTIONS[0]}]
    finally:
        chat.close()

    assert migrate_workspace(back, name, "files").records == report.records
    chat = GEChat(back, name, create_workspace=False)
    try:
        assert evidence(chat) == original
    finally:
        chat.close()
    with pytest.raises(WorkspaceError, match="already holds data"):
        migrate_workspace(back, name, "files")


def test_cli_migrate_names_what_it_copied(pg_url, tmp_path, test_data, monkeypatch, capsys):  # noqa: F811
    name = fresh_name("cli")
    monkeypatch.setenv("GECHAT_WORKSPACE_DIR", str(tmp_path))
    monkeypatch.setenv("GECHAT_POSTGRES_URL", pg_url)
    chat = GEChat(Settings(workspace_dir=tmp_path), name)
    try:
        chat.workspace.write_chat("tab1", [{"question": "q"}])
    finally:
        chat.close()
    assert main(["migrate", "--to", "postgres", "-w", name]) == 0
    out = capsys.readouterr().out
    assert f"Workspace '{name}' copied from files to postgres" in out and "SHA-256" in out
    assert main(["migrate", "--to", "postgres", "-w", name]) == 1
    err = capsys.readouterr().err
    assert "already holds data" in err and pg_url not in err
