"""End-to-end GE-Chat: the configured reasoning mode answers the question, every step gets evidence.

Runs :func:`gechat.pipeline.answer_question` over the document's workspace.
With the embedded default the mode is *extractive* (steps are KG facts, no
LLM reasoning); reports say so.

Scoring the answer as one prediction:
- ranking: each step's chosen sentence, best evidence score first (a sentence
  chosen by two steps counts once), then all alternatives by score;
- generated evidence (eq. 4): the distinct chosen sentences, in document
  order, joined with spaces;
- support score: the best entailment over steps; flagged unsupported when no
  step is supported.
"""

from __future__ import annotations

from gechat import pipeline
from gechat.evaluation.baselines.base import Method, MethodOutput, Query
from gechat.evaluation.baselines.base import EVAL_ALTERNATIVES
from gechat.evaluation.baselines.gechat_selector import open_workspace


class GEChatEndToEnd(Method):
    name = "gechat_e2e"
    label = "GE-Chat end to end"

    def predict(self, query: Query) -> MethodOutput:
        ws = open_workspace(query.doc, self.res)
        settings = self.res.settings.with_(top_k_alternatives=EVAL_ALTERNATIVES)
        mode = settings.effective_cot_mode
        llm = self.res.llm if mode != "extractive" else self.res.llm_loaded
        models = pipeline.Models(self.res.embedder, self.res.entailer, llm)
        answer = pipeline.answer_question(query.question, ws, models, settings)
        pos = query.doc.sentence_positions()
        bests = sorted((c.best for c in answer.evidence if c.best), key=lambda s: -s.score)
        alts = sorted((a for c in answer.evidence for a in c.alternatives), key=lambda s: -s.score)
        ranking: list[list[int]] = []
        seen: set[int] = set()
        for s in bests + alts:
            i = pos.get(s.sentence.id)
            if i is not None and i not in seen:
                seen.add(i)
                ranking.append([i])
        chosen = sorted({pos[s.sentence.id] for s in bests if s.sentence.id in pos})
        text = " ".join(query.doc.document.sentences[i].text for i in chosen)
        support = max((c.best.entailment for c in answer.evidence if c.best), default=0.0)
        return MethodOutput(
            ranking, text, support_score=support,
            flagged_unsupported=not any(c.entailed for c in answer.evidence),
            info={"mode": answer.mode, "steps": [s.text for s in answer.steps],
                  "answers": [a.text for a in answer.answers],
                  "verdicts": [c.verdict for c in answer.evidence], "notes": list(answer.notes)},
        )
