"""What the app keeps alive between reruns: one GEChat and one indexing manager per workspace.

Streamlit re-runs the whole script on every click; ``AppRegistry`` (held by
``st.cache_resource``) hands back the same objects each time. Models are
cached by the settings that define them, so changing alpha or hops never
reloads the embedder. A settings change opens the workspace afresh, but
never while that workspace is indexing (the running job keeps its settings
and the change applies once it is done).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gechat.settings import Settings
from gechat.ui.errors import plain_error
from gechat.ui.jobs import IndexingManager

SUFFIXES = {"pdf": ".pdf", "docx": ".docx", "txt": ".txt"}
log = logging.getLogger(__name__)


def valid_workspace_name(name: str) -> bool:
    from gechat.workspace import NAME_RE

    return bool(NAME_RE.match(name)) and ".." not in name


def list_workspaces(settings: Settings) -> list[str]:
    if settings.storage == "postgres":  # the database's workspaces, whichever machine made them
        from gechat.pgembed import settings_database

        return [n for n in settings_database(settings).workspaces() if valid_workspace_name(n)]
    root = Path(settings.workspace_dir)
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if p.is_dir() and valid_workspace_name(p.name))


def sample_documents(roots: list[Path]) -> list[Path]:
    """PDF/DOCX/TXT files under the first existing sample folder, smallest first."""
    for root in roots:
        if root.is_dir():
            files = [p for p in root.rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES.values()]
            return sorted(files, key=lambda p: (p.stat().st_size, p.name))
    return []


_LLM_FIELDS = ("llm_backend", "openai_base_url", "openai_model", "openai_api_key", "gguf_path", "llm_context_tokens",
               "llm_max_tokens", "llm_temperature", "llm_timeout_s", "llm_max_retries")


def _key(settings: Settings, fields: tuple[str, ...]) -> tuple:
    data = settings.model_dump()
    return tuple((f, str(data[f])) for f in fields)


class ModelCache:
    """Embedders, entailers and LLM clients, shared by every workspace, keyed by their settings."""

    def __init__(self) -> None:
        self._items: dict[tuple, Any] = {}
        self._lock = threading.RLock()  # making an entailer asks for the embedder

    def _get(self, key: tuple, make: Callable[[], Any]) -> Any:
        with self._lock:
            if key not in self._items:
                self._items[key] = make()
            return self._items[key]

    def embedder(self, settings: Settings):
        from gechat.embed import Embedder

        key = ("embedder", settings.embedder, settings.inference_runtime, str(settings.model_cache_dir))
        return self._get(key, lambda: Embedder.from_settings(settings))

    def llm(self, settings: Settings):
        if not settings.needs_llm:
            return None
        from gechat.llm.factory import make_llm

        return self._get(("llm",) + _key(settings, _LLM_FIELDS), lambda: make_llm(settings))

    def entailer(self, settings: Settings):
        from gechat.entail.factory import make_entailer

        key = ("entailer", settings.entailer, settings.hf_nli_model, settings.embedder, settings.inference_runtime,
               str(settings.model_cache_dir), settings.conflict_checks, settings.contradiction_doubt)
        if settings.entailer == "llm":
            key += _key(settings, _LLM_FIELDS)
        return self._get(key, lambda: make_entailer(settings, embedder=self.embedder(settings), llm=self.llm(settings)))


@dataclass
class Entry:
    workspace: str
    chat: Any  # GEChat
    jobs: IndexingManager
    pending: Settings | None = None  # settings waiting for indexing to finish


class AppRegistry:
    """One Entry per (workspace folder, workspace name); ``get`` is safe to call on every rerun."""

    def __init__(self, make_chat: Callable[[Settings, str, ModelCache], Any] | None = None, *,
                 warm_up: bool = False) -> None:
        self.models = ModelCache()
        self._make_chat = make_chat or _default_chat
        self.warm_up = warm_up  # load each new chat's models in the background (GEChat.warm_up)
        self._entries: dict[tuple[str, str], Entry] = {}
        self._lock = threading.Lock()

    def get(self, workspace: str, settings: Settings) -> Entry:
        key = (str(Path(settings.workspace_dir).resolve()), workspace)
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                entry = self._new_entry(workspace, settings)
                self._entries[key] = entry
            elif entry.chat.settings != settings:
                if entry.jobs.busy:
                    entry.pending = settings
                else:
                    entry.chat.close()
                    entry.chat = self._new_chat(settings, workspace)
                    entry.pending = None
            else:
                entry.pending = None
            return entry

    def _new_chat(self, settings: Settings, workspace: str):
        chat = self._make_chat(settings, workspace, self.models)
        if self.warm_up and hasattr(chat, "warm_up"):
            threading.Thread(target=_warm_quietly, args=(chat,), name="gechat-warm-up", daemon=True).start()
        return chat

    def _new_entry(self, workspace: str, settings: Settings) -> Entry:
        holder: dict[str, Entry] = {}
        chat = self._new_chat(settings, workspace)

        def index(data: bytes, name: str, *, progress):
            return holder["entry"].chat.index_file(data, name, progress=progress)  # keeps the source file too

        if settings.index_queue and settings.storage == "postgres":  # gechat worker processes index the uploads
            from gechat.ui.queue_jobs import QueueManager

            jobs: Any = QueueManager(lambda: holder["entry"].chat)
        else:
            jobs = IndexingManager(index, describe_error=lambda exc: plain_error(exc, action="indexing").text())
        entry = Entry(workspace, chat, jobs)
        holder["entry"] = entry
        return entry

    def close(self) -> None:
        with self._lock:
            for entry in self._entries.values():
                entry.jobs.shutdown(timeout=1.0)
                entry.chat.close()
            self._entries.clear()


def _warm_quietly(chat) -> None:
    """Background warm-up: a model that fails to load is reported when it is used, not here."""
    try:
        chat.warm_up()
    except Exception as exc:
        log.info("warm-up of workspace %r stopped: %s", getattr(chat, "workspace_name", "?"), exc)


def _default_chat(settings: Settings, workspace: str, models: ModelCache):
    from gechat.chat import GEChat

    return GEChat(settings, workspace, llm=models.llm(settings), embedder=models.embedder(settings),
                  entailer=models.entailer(settings))
