"""`gechat doctor [--repair]`: what a workspace holds that it should not, and the offline fix.

Findings, each with what the repair does:

* **leftovers**: data of documents that are not listed (a run killed before
  its manifest entry, a deletion killed after removing it) → removed, so the
  file can be indexed again;
* **broken**: listed documents whose records are missing or damaged, or that
  the KG does not hold → unlisted and their remains removed, so the file can
  be indexed again;
* **damaged chats**: chat histories that cannot be read → set aside as
  ``chats/<id>.damaged``;
* **damaged manifest**: rebuilt from the documents' records that the KG
  holds (failed runs are not listed again).

Nothing here needs the network or an LLM.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gechat.codec import decode, document_from_json, encode
from gechat.embed import Embedder
from gechat.errors import GEChatError
from gechat.records import Chunk
from gechat.settings import Settings
from gechat.storage import DamagedRecordError, Storage, open_storage
from gechat.workspace import MANIFEST, IndexReport, Workspace


@dataclass
class Diagnosis:
    workspace: str
    leftovers: list[str] = field(default_factory=list)
    broken: dict[str, str] = field(default_factory=dict)  # doc_id -> what is wrong
    damaged_chats: list[str] = field(default_factory=list)
    manifest_rebuilt: int = -1  # documents listed after a rebuild; -1 = the manifest was readable
    repaired: bool = False

    @property
    def healthy(self) -> bool:
        return not (self.leftovers or self.broken or self.damaged_chats) and self.manifest_rebuilt < 0

    def lines(self) -> list[str]:
        done = "removed" if self.repaired else "found"
        out = [f"Workspace '{self.workspace}': " + ("healthy." if self.healthy else "problems " + done + ".")]
        if self.manifest_rebuilt >= 0:
            out.append(f"- the document list was damaged; rebuilt with {self.manifest_rebuilt} documents.")
        for doc_id in self.leftovers:
            out.append(f"- leftovers of an interrupted run for document {doc_id} ({done}).")
        for doc_id, why in self.broken.items():
            out.append(f"- document {doc_id}: {why} ({'unlisted; index the file again' if self.repaired else done}).")
        for chat_id in self.damaged_chats:
            out.append(f"- chat {chat_id} cannot be read ({'set aside' if self.repaired else done}).")
        if not self.healthy and not self.repaired:
            out.append("Run `gechat doctor --repair` to fix these (offline; other documents are kept).")
        return out


def diagnose(settings: Settings, name: str, *, embedder: Embedder, repair: bool = False) -> Diagnosis:
    storage = open_storage(settings.workspace_dir, name, create=False, settings=settings)
    found = Diagnosis(name, repaired=repair)
    try:
        storage.read_json(MANIFEST, {}, expect=dict)
    except DamagedRecordError:
        found.manifest_rebuilt = _rebuild_manifest(storage, settings, embedder) if repair else 0
        if not repair:
            return found
    ws = Workspace(storage, settings, embedder=embedder)
    try:
        found.damaged_chats = _damaged_chats(ws, repair)
        held = ws.store.document_ids(processed_only=True)
        for report in ws.documents():
            if report.status == "indexed" and (why := _broken(ws, report, held)):
                found.broken[report.doc_id] = why
        found.leftovers = sorted(ws.leftovers())
        if repair:
            for doc_id in found.broken:
                ws.forget(doc_id)
            with ws.changing():  # the first change sweeps the leftovers
                pass
    finally:
        ws.close()
    return found


def _broken(ws: Workspace, report: IndexReport, held: set[str]) -> str:
    try:
        doc = ws.get_document(report.doc_id)
        rows = ws.storage.read_json(f"chunks/{report.doc_id}.json", expect=list)
        if rows is None:
            return "its chunks are missing"
        [decode(Chunk, r) for r in rows]
    except (GEChatError, KeyError, TypeError, ValueError) as exc:
        return exc.user_message() if isinstance(exc, GEChatError) else f"its records cannot be read ({exc})"
    if doc is None or report.doc_id not in held:
        return "the knowledge graph does not hold it"
    return ""


def _damaged_chats(ws: Workspace, repair: bool) -> list[str]:
    bad = []
    for chat_id in ws.chat_ids():
        try:
            ws.read_chat(chat_id)
        except DamagedRecordError:
            bad.append(chat_id)
            if repair:
                key = f"chats/{chat_id}.json"
                ws.storage.write_bytes(f"chats/{chat_id}.damaged", ws.storage.read_bytes(key) or b"")
                ws.storage.delete(key)
    return bad


def _rebuild_manifest(storage: Storage, settings: Settings, embedder: Embedder) -> int:
    storage.write_bytes(MANIFEST + ".damaged", storage.read_bytes(MANIFEST) or b"")
    storage.write_json(MANIFEST, {})
    ws = Workspace(storage, settings, embedder=embedder)
    try:
        held = ws.store.document_ids(processed_only=True)
        reports = {}
        for key in storage.keys("docs/"):
            doc_id = key[len("docs/") : -len(".json")]
            try:
                doc = document_from_json(storage.read_json(key, expect=dict))
                chunks = storage.read_json(f"chunks/{doc_id}.json", expect=list) or []
            except (GEChatError, KeyError, TypeError, ValueError):
                continue
            if doc_id in held and chunks:
                reports[doc_id] = IndexReport(doc_id, doc.name, "indexed", n_sentences=len(doc.sentences),
                                              n_chunks=len(chunks), hidden_chars=doc.hidden_chars)
        storage.write_json(MANIFEST, {k: encode(v) for k, v in reports.items()})
        return len(reports)
    finally:
        ws.close()
