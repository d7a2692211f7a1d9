"""A PostgreSQL workspace through the facade: two machines (caches of their own) on one database, a killed run."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from gechat.chat import GEChat
from gechat.codec import encode
from gechat.settings import Settings
from tests.pg_server import fresh_name, pg_url  # noqa: F401 - the fixture

pytestmark = pytest.mark.slow
REPO = Path(__file__).resolve().parents[1]
QUESTION = "How many lemons does the lemon sherbet take?"


def machine(pg_url: str, root: Path) -> Settings:  # noqa: F811
    return Settings(workspace_dir=root, storage="postgres", postgres_url=pg_url, postgres_cache_dir=root / "cache")


def shown(chat: GEChat, question: str) -> dict:
    answer = encode(chat.ask(question))
    answer.pop("stats", None)
    return json.loads(json.dumps(answer, sort_keys=True))


def test_two_machines_share_one_workspace(pg_url, tmp_path, test_data):  # noqa: F811
    name = fresh_name("team")
    one = GEChat(machine(pg_url, tmp_path / "one"), name)
    two = GEChat(machine(pg_url, tmp_path / "two"), name)
    try:
        first = one.index_file(test_data / "recipes_excerpt.txt")
        assert first.status == "indexed", first.reason
        assert [d.doc_id for d in two.documents()] == [first.doc_id]
        assert shown(two, QUESTION) == shown(one, QUESTION)
        assert two.source(first.doc_id)[1] == (test_data / "recipes_excerpt.txt").read_bytes()

        second = two.index_file(test_data / "nist_800_40r3_p17_table.pdf")  # the other machine writes
        assert second.status == "indexed", second.reason
        assert {d.doc_id for d in one.documents()} == {first.doc_id, second.doc_id}
        assert one.index_file(test_data / "recipes_excerpt.txt").status == "duplicate"
        assert one.delete(first.doc_id)
        assert [d.doc_id for d in two.documents()] == [second.doc_id]
        assert not two.workspace.store.has_document(first.doc_id)  # its KG part went too
    finally:
        one.close()
        two.close()


KILLED_RUN = """
import os, signal, sys
from pathlib import Path
from gechat.chat import GEChat
from gechat.settings import Settings
root = Path(sys.argv[3])
settings = Settings(workspace_dir=root, storage="postgres", postgres_url=sys.argv[1], postgres_cache_dir=root / "cache")
chat = GEChat(settings, sys.argv[2])

def progress(stage, fraction):
    if stage == "saving":  # records staged, KG built, manifest entry not yet written
        print("killed at", stage, flush=True)
        os.kill(os.getpid(), signal.SIGKILL)

chat.index_file(sys.argv[4], progress=progress)
"""


def test_a_killed_indexing_run_leaves_nothing(pg_url, tmp_path, test_data):  # noqa: F811
    name = fresh_name("killed")
    doc = test_data / "recipes_excerpt.txt"
    proc = subprocess.run([sys.executable, "-c", KILLED_RUN, pg_url, name, str(tmp_path / "dead"), str(doc)],
                          cwd=REPO, capture_output=True, text=True, timeout=600)
    assert proc.returncode == -9 and "killed at saving" in proc.stdout, proc.stderr[-2000:]
    settings = machine(pg_url, tmp_path / "alive")
    chat = GEChat(settings, name)
    try:
        storage = chat.workspace.storage
        assert chat.documents() == [] and storage.keys() == []  # no record of the dead run reached the database
        assert storage.area_hashes("kg") == {} and not chat.workspace.store.document_ids()  # nor any of its KG
        report = chat.index_file(doc)
        assert report.status == "indexed", report.reason
        assert chat.ask(QUESTION).evidence
        from gechat.doctor import diagnose

        assert diagnose(settings, name, embedder=chat.embedder).healthy  # gechat doctor reads the database too
    finally:
        chat.close()


INDEX_ONE = """
import sys
from pathlib import Path
from gechat.chat import GEChat
from gechat.settings import Settings
root = Path(sys.argv[3])
settings = Settings(workspace_dir=root, storage="postgres", postgres_url=sys.argv[1], postgres_cache_dir=root / "cache")
chat = GEChat(settings, sys.argv[2])
report = chat.index_file(sys.argv[4])
chat.close()
print(report.status, report.doc_id, flush=True)
"""


def test_machines_indexing_at_once_lose_nothing(pg_url, tmp_path, test_data):  # noqa: F811
    """Each machine's change starts from the other's (advisory lock, then catch-up): no KG part is overwritten."""
    name = fresh_name("race")
    docs = [test_data / "recipes_excerpt.txt", test_data / "docs" / "austen_pride_and_prejudice_ch1-5.txt",
            test_data / "nist_800_40r3_p17_table.pdf"]
    procs = [subprocess.Popen([sys.executable, "-c", INDEX_ONE, pg_url, name, str(tmp_path / f"m{i}"), str(doc)],
                              cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for i, doc in enumerate(docs)]
    outs = [p.communicate(timeout=600) for p in procs]
    assert all(p.returncode == 0 for p in procs), [err[-1500:] for _, err in outs]
    indexed = {line.split()[1] for out, _ in outs for line in out.splitlines() if line.startswith("indexed ")}
    assert len(indexed) == 3, outs
    chat = GEChat(machine(pg_url, tmp_path / "reader"), name, create_workspace=False)
    try:
        assert {d.doc_id for d in chat.documents()} == indexed
        assert set(chat.workspace.store.document_ids()) == indexed  # every run's KG part survived the others
        sentences = {s.doc_id for s in chat.workspace.sentences()}
        assert sentences == indexed
    finally:
        chat.close()


def test_a_postgres_workspace_keeps_only_the_last_documents_it_read(pg_url, tmp_path, test_data, monkeypatch):  # noqa: F811
    from gechat import workspace as workspace_mod

    monkeypatch.setattr(workspace_mod, "HELD_DOCUMENTS", 1)
    chat = GEChat(machine(pg_url, tmp_path), fresh_name("held"))
    try:
        ids = [chat.index_file(test_data / f).doc_id for f in ("recipes_excerpt.txt", "nist_800_40r3_p17_table.pdf")]
        ws = chat.workspace
        docs = [ws.get_document(i) for i in ids]
        assert [d.id for d in docs] == ids and list(ws._docs) == [ids[1]]
        assert ws.get_document(ids[0]) == docs[0] and list(ws._docs) == [ids[0]]  # read again from the database
    finally:
        chat.close()
