"""The workspace storage interface, on its file backend."""

from __future__ import annotations

import os
import stat

import pytest

from gechat.storage import DamagedRecordError, FileStorage, open_storage


@pytest.fixture
def store(tmp_path):
    return open_storage(tmp_path, "ws")


def test_round_trip_and_listing(store):
    store.write_json("manifest.json", {"a": 1})
    store.write_bytes("docs/abc.json", b"{}")
    store.write_bytes("sources/abc.pdf", b"%PDF")
    assert store.read_json("manifest.json") == {"a": 1}
    assert store.keys("docs/") == ["docs/abc.json"]
    assert store.keys() == ["docs/abc.json", "manifest.json", "sources/abc.pdf"]
    assert store.delete("docs/abc.json") is True
    assert store.delete("docs/abc.json") is False
    assert store.read_bytes("docs/abc.json") is None
    assert store.read_json("missing.json", default=[]) == []


def test_areas_are_private_and_not_records(store):
    kg = store.area("kg")
    (kg / "graph.graphml").write_text("x")
    db = store.area("graphdb")
    (db / "data").write_text("y")
    assert kg.is_dir() and db.is_dir() and db != kg
    assert store.keys() == []


def test_files_are_owner_only(store, tmp_path):
    store.write_bytes("chats/tab1.json", b"[]")
    path = tmp_path / "ws" / "chats" / "tab1.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700


@pytest.mark.parametrize("raw, reason", [(b'{"a": 1', "Expecting"), (b"\xff\xfe", "codec"), (b"[1, 2]", "expected a JSON dict")])
def test_damaged_record_is_named(store, raw, reason):
    store.write_bytes("manifest.json", raw)
    with pytest.raises(DamagedRecordError) as err:
        store.read_json("manifest.json", expect=dict)
    assert "manifest.json" in str(err.value) and reason in str(err.value)
    assert "doctor" in err.value.user_message()


@pytest.mark.parametrize("key", ["../x", "/etc/passwd", "a/../b", "", "a//b", ".hidden"])
def test_bad_keys_are_refused(store, key):
    with pytest.raises(ValueError):
        store.write_bytes(key, b"x")


def test_failed_write_leaves_old_record_and_no_temporary(store, tmp_path, monkeypatch):
    store.write_bytes("manifest.json", b"old")

    def full_disk(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError):
        store.write_bytes("manifest.json", b"new")
    assert store.read_bytes("manifest.json") == b"old"
    assert [p.name for p in (tmp_path / "ws").iterdir()] == ["manifest.json"]


def test_file_storage_is_a_storage(tmp_path):
    assert isinstance(open_storage(tmp_path, "w2"), FileStorage)
