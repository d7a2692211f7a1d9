"""LLM self-citation: the LLM reads the best passages and quotes its evidence verbatim.

The quote is located in the document by fuzzy matching
(:func:`gechat.evaluation.locate.best_sentence`, difflib ratio); a quote
whose best sentence scores under ``MIN_RATIO``, or that has fewer than
``MIN_QUOTE_WORDS`` words, is "not found" and the case gets no evidence. An empty quote (the model says nothing supports the
statement) sets the "unsupported" flag. Passages are the ``PASSAGES`` chunks
closest to the statement by embedding cosine, as a chunk-RAG app would show
the model.
"""

from __future__ import annotations

import numpy as np

from gechat.errors import GEChatError
from gechat.evaluation.baselines.base import Method, MethodOutput, Query
from gechat.evaluation.locate import best_sentence

PASSAGES = 3
MIN_RATIO = 0.6
MIN_QUOTE_WORDS = 4  # "The new" matches some sentence at ratio 0.67: too short to be a citation
QUOTE_SCHEMA = {
    "type": "object",
    "properties": {"quote": {"type": "string", "maxLength": 400}},
    "required": ["quote"],
}
SYSTEM = (
    "You check statements against documents. Copy, word for word, the ONE sentence from the passages "
    "that best supports the statement. If no sentence supports it, give an empty quote. "
    'Reply with JSON only: {"quote": "..."}'
)


def build_messages(statement: str, passages: list[str]) -> list[dict[str, str]]:
    body = "\n".join(f"[{i}] {p}" for i, p in enumerate(passages, 1))
    return [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": f"Passages:\n{body}\n\nStatement: {statement}"},
    ]


class SelfCitation(Method):
    name = "self_cite"
    label = "LLM self-citation"
    needs_llm = True

    def predict(self, query: Query) -> MethodOutput:
        doc = query.doc.document
        chunks = query.doc.chunks()
        if not chunks:
            return MethodOutput([], "", 0.0, True)
        sims = query.doc.chunk_vectors() @ self.res.embedder.encode([query.text])[0]
        order = np.lexsort((np.arange(len(sims)), -sims))[:PASSAGES]
        passages = [chunks[int(i)].text for i in order]
        try:
            reply = self.res.llm.complete_json(build_messages(query.text, passages), QUOTE_SCHEMA, max_tokens=160)
            quote = " ".join(str(reply.get("quote", "")).split())
        except GEChatError as exc:
            return MethodOutput([], "", 0.0, True, info={"error": f"{type(exc).__name__}: {exc}"})
        if not quote:
            return MethodOutput([], "", 0.0, True, info={"quote": ""})
        idx, ratio = best_sentence(quote, doc.sentences)
        info = {"quote": quote[:400], "match_ratio": round(ratio, 4)}
        if idx < 0 or ratio < MIN_RATIO or len(quote.split()) < MIN_QUOTE_WORDS:
            return MethodOutput([], "", ratio, True, info=info)
        return MethodOutput([[idx]], doc.sentences[idx].text, ratio, False, info=info)
