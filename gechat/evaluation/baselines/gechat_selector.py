"""The GE-Chat selector with KG anchoring: score = alpha * P(entail) - beta * length_penalty.

- ``gechat_kg``: the pipeline's own evidence stage. The step is anchored to
  the document's KG (one workspace per document, built with the configured
  extractor; offline spaCy by default), candidates are the sentences of the
  chunks behind the step's n-hop subgraph (widened up to ``max_hops`` while
  nothing clears the threshold), pre-ranked to ``max_candidates`` and scored.
  This calls :func:`gechat.pipeline.step_evidence`, so it is exactly what the app
  does for a step.
- ``gechat_all`` (ablation, :mod:`gechat.evaluation.baselines.gechat_all`):
  the same scoring with every sentence a candidate.

Its candidate pool (for the "pool hit" diagnostic) is every sentence the
final subgraph reaches, before pre-ranking.

The ranking is the chosen sentence followed by its alternatives (the
evaluation keeps up to 20; the app shows ``top_k_alternatives``). The support
score is the step's claim-level support (:mod:`gechat.claims`) and the
"unsupported" flag is that score under its fitted threshold
(``EvidenceChoice.claim_unsupported``); ``info`` keeps the best entailment and
whether it cleared ``entail_threshold`` (what the verdict reads).
"""

from __future__ import annotations

from pathlib import Path

from gechat import anchoring, pipeline
from gechat.evaluation.baselines.base import (
    EVAL_ALTERNATIVES,
    IndexedDocument,
    Method,
    MethodOutput,
    Query,
    Resources,
    choice_output,
)
from gechat.records import Step


def open_workspace(doc: IndexedDocument, res: Resources):
    """A KG workspace holding just this document (built once, reused across its cases and on resume)."""

    def make():
        from gechat.ingest import ingest_document
        from gechat.workspace import Workspace

        root = Path(res.workspace_dir or "eval/runs/workspaces")
        settings = res.settings.with_(workspace_dir=root)
        llm = res.llm if res.settings.effective_kg_extractor == "llm" else None
        ws = Workspace.open(settings, doc.document.id, embedder=res.embedder, llm=llm)
        stored = ws.get_document(doc.document.id)
        if stored is not None and (ws.graph().number_of_nodes() == 0 or [s.id for s in stored.sentences]
                                   != [s.id for s in doc.document.sentences]):
            # a store left by an older layout reads back empty, one indexed before the loader split the document
            # otherwise holds other sentences than the gold is read against (the id is the file's hash): rebuild it
            ws.delete_document(doc.document.id)
        if ws.get_document(doc.document.id) is None:
            report = ingest_document(ws, doc.document, doc.chunks(), extractor=res.settings.effective_kg_extractor)
            if report.status != "indexed":
                doc.cached("workspace_report", lambda: f"{report.status}: {report.reason}")
        return ws

    return doc.cached("workspace", make)


def kg_evidence(text: str, ws, res: Resources, settings, entailer, llm=None):
    """The app's evidence stage for one step over a document's KG workspace: anchors, subgraph, choice.

    Returns ``(choice, subgraph, anchors, entity index)``; ``entailer`` may wrap ``res.entailer`` (the
    flag's collection script records what it judged)."""
    models = pipeline.Models(res.embedder, entailer, llm)
    index = ws.entity_index(res.embedder)
    step = Step("S1", text)
    vec = res.embedder.encode([step.text])[0]
    anchors = anchoring.anchor(step.id, step.text, vec, index,
                               top_n=settings.anchors_per_step, min_score=settings.anchor_min_similarity,
                               min_unnamed=settings.anchor_min_unnamed)
    choice, sub = pipeline.step_evidence(step, anchors, ws, ws.graph(), models, settings)
    return choice, sub, anchors, index


class GEChatKG(Method):
    name = "gechat_kg"
    label = "GE-Chat selector (KG subgraph)"
    #: None: the configured scoring ("fitted" by default); "paper" for the paper's row
    scoring: str | None = None

    def predict(self, query: Query) -> MethodOutput:
        ws = open_workspace(query.doc, self.res)
        settings = self.res.settings.with_(top_k_alternatives=EVAL_ALTERNATIVES)
        if self.scoring:
            settings = settings.with_(scoring=self.scoring)
        choice, sub, anchors, index = kg_evidence(query.text, ws, self.res, settings, self.res.entailer,
                                                  self.res.llm_loaded)
        out = choice_output(choice, query.doc, anchors=len(anchors), subgraph_chunks=len(sub.chunk_ids),
                            document_chunks=len(query.doc.chunks()), kg_entities=len(index),
                            workspace=query.doc.cached("workspace_report", lambda: "indexed"))
        # every sentence the final subgraph reaches (before pre-ranking): the KG's recall ceiling
        pos = query.doc.sentence_positions()
        reach = anchoring.candidate_sentences(sub.chunk_ids, ws.get_chunks, ws.get_sentences)
        out.pool = sorted(pos[s.id] for s in reach if s.id in pos)
        return out


class GEChatKGPaper(GEChatKG):
    """The paper's scoring (alpha * entailment - beta * length penalty) over the KG-narrowed candidates."""

    name = "gechat_kg_paper"
    label = "GE-Chat selector, paper scoring (KG subgraph)"
    scoring = "paper"
