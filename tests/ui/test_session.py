from __future__ import annotations

from pathlib import Path

from gechat.chat import GEChat
from gechat.ids import document_id
from gechat.settings import Settings
from gechat.ui.session import AppRegistry, ModelCache, list_workspaces, sample_documents, valid_workspace_name
from gechat.workspace import IndexReport


class QuickChat(GEChat):
    """A GEChat whose indexing only reports (the registry and job wiring are under test)."""

    made: list[QuickChat] = []

    def __init__(self, settings, workspace, models=None) -> None:
        super().__init__(settings, workspace)
        self.closed = False
        QuickChat.made.append(self)

    def index_file(self, source, filename=None, *, progress=None) -> IndexReport:
        if progress:
            progress("parsing", 0.5)
        if source.startswith(b"bad"):
            return IndexReport.failed(filename, "not a document")
        self.workspace.save_source(document_id(source), filename, source)
        return IndexReport(document_id(source), filename, "indexed", n_sentences=3)

    def close(self) -> None:
        self.closed = True


def test_the_registry_keeps_one_chat_per_workspace_and_reopens_on_new_settings(tmp_path):
    QuickChat.made.clear()
    reg = AppRegistry(make_chat=QuickChat)
    s = Settings(workspace_dir=tmp_path)
    a = reg.get("alpha", s)
    assert reg.get("alpha", s) is a and reg.get("alpha", s.with_()).chat is a.chat  # reruns reuse it
    assert reg.get("beta", s) is not a
    old = a.chat
    again = reg.get("alpha", s.with_(alpha=0.8))
    assert again is a and a.chat is not old and old.closed and a.chat.settings.alpha == 0.8
    other_dir = reg.get("alpha", s.with_(workspace_dir=tmp_path / "elsewhere"))
    assert other_dir is not a  # same name in another folder is another workspace
    reg.close()


def test_indexing_through_the_registry_keeps_the_original_bytes(tmp_path):
    reg = AppRegistry(make_chat=QuickChat)
    entry = reg.get("docs", Settings(workspace_dir=tmp_path))
    good = entry.jobs.submit("a.txt", b"some text")
    bad = entry.jobs.submit("b.txt", b"bad bytes")
    assert entry.jobs.wait(10)
    assert entry.jobs.job(good).outcome == "indexed" and entry.jobs.job(bad).reason == "not a document"
    assert entry.chat.source(good) == (".txt", b"some text")
    assert entry.chat.source(bad) is None
    reg.close()


def test_new_settings_wait_while_the_workspace_is_indexing(tmp_path):
    import threading

    gate = threading.Event()

    class GatedChat(QuickChat):
        def index_file(self, source, filename=None, *, progress=None):
            assert gate.wait(10)
            return super().index_file(source, filename, progress=progress)

    reg = AppRegistry(make_chat=GatedChat)
    s = Settings(workspace_dir=tmp_path)
    entry = reg.get("w", s)
    first = entry.chat
    entry.jobs.submit("a.txt", b"x")
    busy = reg.get("w", s.with_(hops=2))
    assert busy.chat is first and busy.pending is not None and busy.pending.hops == 2
    gate.set()
    assert entry.jobs.wait(10)
    done = reg.get("w", s.with_(hops=2))
    assert done.chat is not first and done.pending is None
    reg.close()


def test_models_are_shared_across_settings_that_do_not_define_them(tmp_path):
    cache = ModelCache()
    s = Settings(workspace_dir=tmp_path)
    assert cache.embedder(s) is cache.embedder(s.with_(alpha=0.9, hops=3))
    assert cache.llm(s) is None  # the offline default (extractive, spaCy KG) needs no LLM
    assert cache.llm(s.with_(cot_mode="rag")) is cache.llm(s.with_(cot_mode="rag", beta=1.0))
    entailer = cache.entailer(s)  # builds (lazily) with the cached embedder
    assert cache.entailer(s.with_(hops=3)) is entailer
    assert cache.entailer(s.with_(entailer="llm")) is not entailer
    strict = cache.entailer(s.with_(contradiction_doubt=0.3))  # the stricter badges are the judge's own
    assert strict is not entailer and strict.doubt == 0.3 and entailer.doubt is None
    assert cache.entailer(s.with_(conflict_checks=False)) is not entailer


def test_workspace_names_and_samples(tmp_path):
    assert valid_workspace_name("team-a_1.0") and not valid_workspace_name("../x")
    assert not valid_workspace_name("has space") and not valid_workspace_name("")
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    (tmp_path / "notes.txt").write_text("x")
    assert list_workspaces(Settings(workspace_dir=tmp_path)) == ["one", "two"]
    assert list_workspaces(Settings(workspace_dir=tmp_path / "none")) == []
    samples = tmp_path / "samples"
    samples.mkdir()
    (samples / "big.txt").write_text("x" * 100)
    (samples / "small.pdf").write_bytes(b"x")
    (samples / "skip.md").write_text("x")
    assert [p.name for p in sample_documents([tmp_path / "absent", samples])] == ["small.pdf", "big.txt"]
    assert sample_documents([Path("/nonexistent")]) == []


class WarmChat(QuickChat):
    """Records the background warm-up instead of loading models."""

    def __init__(self, settings, workspace, models=None) -> None:
        import threading

        super().__init__(settings, workspace, models)
        self.warmed = threading.Event()
        self.warm_thread = ""

    def warm_up(self) -> None:
        import threading

        self.warm_thread = threading.current_thread().name
        self.warmed.set()


def test_new_chats_warm_up_in_the_background_only_when_asked(tmp_path):
    s = Settings(workspace_dir=tmp_path)
    cold = AppRegistry(make_chat=WarmChat)
    assert not cold.get("a", s).chat.warmed.wait(0.2)
    reg = AppRegistry(make_chat=WarmChat, warm_up=True)
    first = reg.get("a", s).chat
    assert first.warmed.wait(10) and first.warm_thread == "gechat-warm-up"
    second = reg.get("a", s.with_(alpha=0.8)).chat  # new settings: a new chat, warmed too
    assert second is not first and second.warmed.wait(10)
    reg.close()
    cold.close()
