"""The PostgreSQL storage on a real embedded server: records, errors, areas kept in step, a killed change."""

from __future__ import annotations

import logging
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from gechat.errors import WorkspaceBusyError, WorkspaceNotFoundError
from gechat.kg import store_lock
from gechat.pgstorage import PostgresStorage, StorageUnavailableError, open_postgres
from gechat.settings import Settings
from gechat.storage import DamagedRecordError, open_storage
from tests.pg_server import fresh_name, pg_url  # noqa: F401 - the fixture

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def store(pg_url, tmp_path):  # noqa: F811
    return open_postgres(pg_url, fresh_name(), tmp_path / "cache")


def test_round_trip_listing_and_deletion(store):
    store.write_json("manifest.json", {"a": 1})
    store.write_bytes("docs/a_b.json", b"{}")
    store.write_bytes("docsXa.json", b"x")  # '_' and 'X' must not act as patterns in a prefix
    store.write_bytes("sources/abc.pdf", b"%PDF\x00\xff")
    assert store.read_json("manifest.json") == {"a": 1}
    assert store.read_bytes("sources/abc.pdf") == b"%PDF\x00\xff"
    assert store.keys("docs/") == ["docs/a_b.json"]
    assert store.keys("docs_") == []
    assert store.keys() == ["docs/a_b.json", "docsXa.json", "manifest.json", "sources/abc.pdf"]
    store.write_bytes("docs/a_b.json", b"[1]")
    assert store.read_bytes("docs/a_b.json") == b"[1]"
    assert store.delete("docs/a_b.json") is True and store.delete("docs/a_b.json") is False
    assert store.read_bytes("docs/a_b.json") is None
    assert store.read_json("missing.json", default=[]) == []


def test_rows_carry_the_content_hash(store):
    import hashlib

    store.write_bytes("chats/tab1.json", b"[]")
    assert store.sha256("chats/tab1.json") == hashlib.sha256(b"[]").hexdigest()
    assert store.sha256("chats/none.json") is None


def test_a_fingerprint_follows_the_record_and_this_units_pending_write(store):
    assert store.fingerprint("manifest.json") is None
    store.write_bytes("manifest.json", b"{}")
    first = store.fingerprint("manifest.json")
    assert first == store.sha256("manifest.json")
    store.begin_unit()  # a change in progress: its writes are held back until the unit ends
    try:
        store.write_bytes("manifest.json", b'{"a": 1}')
        assert store.fingerprint("manifest.json") not in (None, first)
    finally:
        store.end_unit()


@pytest.mark.parametrize("key", ["../x", "/etc/passwd", "a/../b", "", "a//b", ".hidden"])
def test_bad_keys_are_refused(store, key):
    with pytest.raises(ValueError):
        store.write_bytes(key, b"x")


def test_damaged_record_is_named(store):
    store.write_bytes("manifest.json", b'{"a": 1')
    with pytest.raises(DamagedRecordError) as err:
        store.read_json("manifest.json", expect=dict)
    assert "manifest.json" in str(err.value) and "doctor" in err.value.user_message()


def test_workspaces_are_apart_and_a_missing_one_is_named(pg_url, tmp_path):  # noqa: F811
    a, b = open_postgres(pg_url, fresh_name(), tmp_path), open_postgres(pg_url, fresh_name(), tmp_path)
    a.write_bytes("manifest.json", b"{}")
    assert b.keys() == [] and b.read_bytes("manifest.json") is None
    with pytest.raises(WorkspaceNotFoundError) as err:
        open_postgres(pg_url, "no-such-workspace", tmp_path, create=False)
    assert a.name in err.value.user_message()


def test_open_storage_chooses_the_backend_from_settings(pg_url, tmp_path):  # noqa: F811
    settings = Settings(workspace_dir=tmp_path, storage="postgres", postgres_url=pg_url)
    assert isinstance(open_storage(tmp_path, fresh_name(), settings=settings), PostgresStorage)
    assert not isinstance(open_storage(tmp_path, "w", settings=Settings(workspace_dir=tmp_path)), PostgresStorage)


def test_threads_write_at_once(store):
    def write(i: int) -> None:
        for j in range(20):
            store.write_bytes(f"chats/t{i}.json", f"[{j}]".encode())

    threads = [threading.Thread(target=write, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert store.keys("chats/") == [f"chats/t{i}.json" for i in range(4)]
    assert {store.read_bytes(k) for k in store.keys("chats/")} == {b"[19]"}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _no_secret(err: StorageUnavailableError, caplog) -> str:
    text = err.user_message()
    assert "s3cret-pw" not in text and "s3cret-pw" not in repr(err.args) and "s3cret-pw" not in caplog.text
    return text


def test_unreachable_server_is_classified_without_the_password(tmp_path, caplog):
    caplog.set_level(logging.DEBUG)
    url = f"postgresql://alice:s3cret-pw@127.0.0.1:{_free_port()}/gechat"
    with pytest.raises(StorageUnavailableError) as err:
        open_postgres(url, "w", tmp_path, connect_timeout_s=2)
    assert err.value.reason == "unreachable" and err.value.retryable
    text = _no_secret(err.value, caplog)
    assert "alice" not in text and "127.0.0.1" in text


@pytest.mark.parametrize("url, reason", [
    ("mysql://alice:s3cret-pw@localhost/db", "bad_url"),
    ("postgresql://alice:s3cret-pw@localhost:notaport/db", "bad_url"),
])
def test_malformed_url_is_classified(url, reason, tmp_path, caplog):
    with pytest.raises(StorageUnavailableError) as err:
        open_postgres(url, "w", tmp_path, connect_timeout_s=2)
    assert err.value.reason == reason and not err.value.retryable
    _no_secret(err.value, caplog)


def test_missing_database_and_unknown_user_are_classified(pg_url, tmp_path, caplog):  # noqa: F811
    host = pg_url.split("?", 1)[1]  # host=<socket folder>
    cases = {"no_database": f"postgresql://postgres:s3cret-pw@/no_such_db?{host}",
             "login": f"postgresql://nobody:s3cret-pw@/postgres?{host}"}
    for reason, url in cases.items():
        with pytest.raises(StorageUnavailableError) as err:
            open_postgres(url, "w", tmp_path, connect_timeout_s=2)
        assert err.value.reason == reason, err.value.user_message()
        _no_secret(err.value, caplog)


# --- areas: a local cache per machine, the database's copy shared -------------------------------


def _machines(pg_url, tmp_path, name):  # noqa: F811
    """Two storages of one workspace with caches of their own, as on two machines."""
    one = open_postgres(pg_url, name, tmp_path / "machine1")
    two = open_postgres(pg_url, name, tmp_path / "machine2")
    return one, two, one.area("kg"), two.area("kg")


def test_a_change_reaches_the_other_machine_with_its_records(pg_url, tmp_path):  # noqa: F811
    one, two, kg1, kg2 = _machines(pg_url, tmp_path, fresh_name())
    k1, k2 = store_lock.acquire(kg1), store_lock.acquire(kg2)
    try:
        start = store_lock.generation(k2)
        with store_lock.writing(k1):
            (kg1 / "graph.graphml").write_text("<graph/>")
            (kg1 / "sub").mkdir()
            (kg1 / "sub" / "kv.json").write_text("{}")
            one.write_bytes("manifest.json", b'{"d": 1}')
            assert one.read_bytes("manifest.json") == b'{"d": 1}'  # the change sees its own records
            seen = []
            reader = threading.Thread(target=lambda: seen.append(two.read_bytes("manifest.json")))
            reader.start()
            reader.join()
            assert seen == [None]  # another thread (or machine) does not, until the change ends
        assert two.read_bytes("manifest.json") == b'{"d": 1}'
        assert store_lock.generation(k2) == start + 1
        with store_lock.reading(k2):
            assert (kg2 / "graph.graphml").read_text() == "<graph/>" and (kg2 / "sub" / "kv.json").exists()
        with store_lock.writing(k2):  # the other way: a file removed, one changed
            (kg2 / "sub" / "kv.json").unlink()
            (kg2 / "graph.graphml").write_text("<graph v='2'/>")
        with store_lock.reading(k1):
            assert not (kg1 / "sub" / "kv.json").exists() and "v='2'" in (kg1 / "graph.graphml").read_text()
        assert not (kg1 / store_lock.GENERATION_FILE).exists()  # the generation is the database's
    finally:
        store_lock.release(k1)
        store_lock.release(k2)


def test_writers_on_two_machines_take_turns(pg_url, tmp_path):  # noqa: F811
    from gechat.pgarea import sync_for

    one, two, kg1, kg2 = _machines(pg_url, tmp_path, fresh_name())
    a, b = sync_for(one, "kg", kg1), sync_for(two, "kg", kg2)
    a.begin(1.0)
    try:
        with pytest.raises(WorkspaceBusyError):
            b.begin(0.3)
    finally:
        a.end()
    b.begin(1.0)
    b.end()


KILLED_CHANGE = """
import os, sys
from pathlib import Path
from gechat.kg import store_lock
from gechat.pgstorage import open_postgres
s = open_postgres(sys.argv[1], sys.argv[2], Path(sys.argv[3]))
kg = s.area("kg")
key = store_lock.acquire(kg)
with store_lock.writing(key):
    (kg / "graph.graphml").write_text("half of a change")
    s.write_bytes("docs/d1.json", b"{}")
    print("changing", flush=True)
    os._exit(9)  # killed before the change ends
"""


def test_a_killed_change_leaves_nothing_in_the_database(pg_url, tmp_path):  # noqa: F811
    name = fresh_name()
    one, two, kg1, kg2 = _machines(pg_url, tmp_path, name)
    k2 = store_lock.acquire(kg2)
    try:
        with store_lock.writing(k2):
            (kg2 / "graph.graphml").write_text("before")
        before = store_lock.generation(k2)
        proc = subprocess.run([sys.executable, "-c", KILLED_CHANGE, pg_url, name, str(tmp_path / "machine1")],
                              cwd=REPO, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 9 and "changing" in proc.stdout, proc.stderr
        assert (kg1 / "graph.graphml").read_text() == "half of a change"  # the dead process's local cache
        assert two.read_bytes("docs/d1.json") is None and store_lock.generation(k2) == before
        from gechat.pgarea import sync_for

        sync = sync_for(one, "kg", kg1)
        sync.begin(2.0)  # the advisory lock went with the dead session; the cache is put back
        try:
            assert (kg1 / "graph.graphml").read_text() == "before"
        finally:
            sync.end()
    finally:
        store_lock.release(k2)
