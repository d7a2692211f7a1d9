"""The question-answering pipeline, stage by stage.

    answer_question
      1. reason      - chain of thought: answers A1.. and steps S1.. (rag / standalone / extractive)
      2. anchor      - each step -> KG entities
      3. evidence    - n-hop subgraph -> source chunks -> candidates -> entailment - length penalty
                       (relaxed from `hops` to `max_hops` while no candidate clears the threshold)
      4. verdicts    - AprèsCoT: closest KG fact per step, answers matched to KG nodes
      5. answer items - each [A1].. judged like a step (its own evidence and verdict)

    Before any of it, candidate sentences are retrieved for the question
    (:mod:`gechat.retrieval`: words and embeddings, each sentence read with its
    heading or lead-in) and the question is judged against them
    (:func:`gechat.relevance.answers_question`): when none is relevant enough, or
    none holds what the question asks for (a date for "when", a count for "how
    many"), the answer is "The documents do not answer this" with the nearest
    sentences, not supporting. The same candidates feed the reasoning: quoted in
    extractive mode, the prompt's passages in RAG mode.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace

import numpy as np

from gechat import (answerable, anchoring, cot, declines, extractive, lists, presupposed, relevance, retrieval,
                    sections, selection, slots, verdicts)
from gechat.embed import Embedder
from gechat.errors import ModelNotFoundError
from gechat.entail.base import Entailer
from gechat.llm.base import LLM
from gechat.records import (
    NOT_COVERED, Anchor, Answer, AnswerItem, Chunk, EvidenceChoice, Judgment, RunStats, ScoredSentence,
    Sentence, Step, Subgraph,
)
from gechat.settings import Settings
from gechat.workspace import Workspace


@dataclass
class Models:
    """The models one pipeline run uses."""

    embedder: Embedder
    entailer: Entailer
    llm: LLM | None = None

    def labels(self, settings: Settings) -> dict[str, str]:
        llm = "none"
        if self.llm is not None:
            llm = self.llm.name + (" (demo model: reasoning not relied on)" if self.llm.is_demo else "")
        return {
            "llm": llm,
            "embedder": self.embedder.name,
            "entailer": f"{self.entailer.name} [{self.entailer.kind}]",
            "cot_mode": settings.effective_cot_mode,
            "kg_extractor": settings.effective_kg_extractor,
        }


class _Timer:
    def __init__(self, stats: RunStats) -> None:
        self.stats = stats

    @contextmanager
    def __call__(self, stage: str) -> Iterator[None]:
        t0 = time.perf_counter()
        try:
            yield
        finally:
            self.stats.stage_seconds[stage] = round(
                self.stats.stage_seconds.get(stage, 0.0) + time.perf_counter() - t0, 4
            )


def answer_question(
    question: str,
    workspace: Workspace,
    models: Models,
    settings: Settings,
    *,
    mode: str | None = None,
) -> Answer:
    question = " ".join(question.split())
    if not question:
        raise ValueError("The question is empty.")
    mode = mode or settings.effective_cot_mode
    if mode not in MODES:
        raise ValueError(f"Unknown reasoning mode: {mode!r}")
    if mode != "extractive" and models.llm is None:
        raise ValueError(f"Mode '{mode}' needs an LLM; none is configured.")
    stats = RunStats()
    timer = _Timer(stats)
    usage0 = _usage(models.llm)
    models = replace(models, entailer=JudgedOnce(models.entailer))
    pairs0 = models.entailer.pairs_scored
    notes: list[str] = []

    with timer("relevance"):
        ranked = workspace.retrieve(question, models.embedder)  # every sentence here, or the best from the database
        coverage = answerable.coverage(question, ranked)
    nearest = declines.nearest(ranked)
    warning = DEMO_WARNING if models.llm is not None and models.llm.is_demo and mode != "extractive" else ""
    def not_covered(why: relevance.Coverage) -> Answer:
        stats.nli_pairs = models.entailer.pairs_scored - pairs0
        return Answer(question=question, mode=mode, answers=(), steps=(), stats=stats, models=models.labels(settings),
                      notes=(NOT_COVERED + " " + declines.why_not(why, question),), outcome="not_covered",
                      nearest=nearest)

    if ranked and not relevance.answers_question(coverage):  # with no document there is nothing to judge against
        return not_covered(coverage)
    if ranked and presupposed.asks_why(question):  # what it takes as given must be stated before it is explained
        with timer("premise"):
            premise = presupposed.read(question, ranked, models.entailer, settings.spacy_model,
                                       settings.entail_threshold)
        if premise is not None and premise.declined(settings.entail_threshold):
            return not_covered(replace(coverage, premise=presupposed.shown(premise.statement),
                                       premise_against=premise.against))
        if premise is not None and premise.loosely(settings.entail_threshold):
            notes.append(presupposed.caveat(premise))

    workspace = ReadOnce(workspace)  # steps and answer items share their subgraphs' records
    with timer("context"):
        index = workspace.entity_index(models.embedder)
        graph = workspace.question_graph()  # the snapshot, or the rows in PostgreSQL read as the walks need them

    with timer("reasoning"):
        answers, steps = _reason(question, mode, workspace, models, settings, index, graph, ranked)
    if mode == "extractive" and steps and not declines.states_asked(question, steps):
        # the decision saw the asked value somewhere among the best candidates, but the sentences on the
        # question's subject that make the answer do not state it ("How many eggs go into the lemon sherbet?")
        return not_covered(replace(coverage, missing=(), about=declines.about(question, ranked)))
    if mode == "extractive" and (thing := declines.unnamed_thing(question, steps, ranked)):
        return not_covered(replace(coverage, unnamed_thing=thing))
    if not steps:
        notes.append("No reasoning steps: the knowledge graph holds nothing close to the question.")
    elif mode == "extractive" and answers:  # "hotcakes" answered from "Buckwheat cakes": say why it answers
        first = next((c for c in ranked if c.sentence.id == steps[0].sentence_id), None)
        if note := sections.named_otherwise(question, answers[0].text, answerable.under(first) if first else ""):
            notes.append(note)

    with timer("anchoring"):
        step_vecs, anchors = _anchor(steps, index, models, settings)

    with timer("evidence"):
        found = [step_evidence(s, a, workspace, graph, models, settings) for s, a in zip(steps, anchors)]
    choices = [c for c, _ in found]
    subgraphs = [g for _, g in found]

    with timer("verdicts"):
        choices = _verdicts(steps, step_vecs, choices, subgraphs, models.embedder, settings)
        answer_nodes = _answer_nodes(answers, index, models.embedder, settings)

    with timer("answer verdicts"):
        answer_evidence = judge_items([_as_step(a, steps) for a in answers], workspace, graph, index, models, settings,
                                      question=question, ranked=ranked)

    usage1 = _usage(models.llm)
    stats.llm_calls = usage1[0] - usage0[0]
    stats.prompt_tokens = usage1[1] - usage0[1]
    stats.completion_tokens = usage1[2] - usage0[2]
    stats.nli_pairs = models.entailer.pairs_scored - pairs0
    return Answer(
        question=question,
        mode=mode,
        answers=answers,
        steps=steps,
        anchors=tuple(a for group in anchors for a in group),
        subgraphs=tuple(subgraphs),
        evidence=tuple(choices),
        answer_nodes=answer_nodes,
        stats=stats,
        models=models.labels(settings),
        notes=tuple(notes),
        nearest=nearest,
        answer_evidence=tuple(answer_evidence),
        warning=warning,
    )


MODES = ("extractive", "rag", "standalone")
DEMO_WARNING = ("Written by the tiny embedded demo model, whose reasoning is not relied on: "
                "trust only what each item's verdict and evidence show.")


def _sentences_of(workspace: Workspace, sentence: Sentence) -> tuple[Sentence, ...]:
    """Every sentence of ``sentence``'s document, in order (none when the document is gone)."""
    doc = workspace.get_document(sentence.doc_id)
    return doc.sentences if doc is not None else ()


def _marks_of(workspace: Workspace, sentence: Sentence) -> lists.SetOff:
    """How ``sentence``'s document sets its sentences off: the bullets their text leaves out (:func:`lists.set_off`)."""
    doc = workspace.get_document(sentence.doc_id)
    return lists.set_off(doc.text, doc.sentences) if doc is not None else lists.SetOff()


def _as_step(item: AnswerItem, steps: tuple[Step, ...]) -> Step:
    """An answer item to judge; a quoted item is tied to the sentence it quotes (always among its candidates).
    A list item quoted under its heading or after its lead-in ("CONFIDENTIALITY: “Preserving …”", "The potential
    impact is HIGH if— − The loss …", :mod:`gechat.lists`) is judged as the sentence it quotes: what comes
    before says where that sentence stands, not something more it states. So is a window of a long sentence
    ("… cause a significant degradation in mission capability to an extent a …", :func:`gechat.quoting.trim`):
    its ellipses say that it quotes part of that sentence, and a window cut mid-clause is no claim of its own
    (the NLI model read such a window against its own sentence as a contradiction, 0.99)."""
    core = item.text.strip("… ")
    source = next((s for s in steps if s.sentence_id and core and core in s.text), None)
    if source is not None:
        return Step(item.id, source.text, "retrieved", sentence_id=source.sentence_id)
    quoted = next((s for s in steps if s.sentence_id and core and s.origin == "retrieved"
                   and core.endswith(f" {s.text}")), None)
    if quoted is not None:
        return Step(item.id, quoted.text, "retrieved", sentence_id=quoted.sentence_id)
    return Step(item.id, item.text, "generated")


def judge_items(items: list[Step], workspace: Workspace, graph, index, models: Models, settings: Settings, *,
                question: str = "", ranked: Sequence[retrieval.Candidate] = ()) -> list[EvidenceChoice]:
    """Anchor, evidence and verdict for each item (answer items are judged like steps). A short item that claims
    nothing without ``question`` ("PEP", "4 hours", "No") is read with it (:mod:`gechat.slots`): judged only
    against the sentences most about the question (``ranked``), or, for "Yes" / "No", as the question's statement."""
    if not items:
        return []
    parse = slots.parser(models.entailer, settings.spacy_model)
    try:
        readings = slots.readings(question, items, ranked, parse, models.entailer, settings.entail_threshold,
                                  settings.alpha, lambda q, t: relevance.text_relevance(q, t, models.embedder))
    except ModelNotFoundError:  # no spaCy pipeline: each item judged as it stands, as before short items were read
        readings = [slots.Reading(item) for item in items]
    judged = [r.step for r in readings]
    vecs, anchors = _anchor(judged, index, models, settings)
    found = [step_evidence(r.step, a, workspace, graph, models, settings, offer=r.offer, read=r.read)
             for r, a in zip(readings, anchors)]
    choices = _verdicts(judged, vecs, [c for c, _ in found], [g for _, g in found], models.embedder, settings)
    return [replace(c, claim=r.claim) if r.claim else c for c, r in zip(choices, readings)]


# --- stages ----------------------------------------------------------------


def _anchor(steps, index, models: Models, settings: Settings) -> tuple[np.ndarray, list[list[Anchor]]]:
    """Each step's vector and the KG entities it is anchored to."""
    vecs = models.embedder.encode([s.text for s in steps])
    anchors = [
        anchoring.anchor(s.id, s.text, vecs[i], index, top_n=settings.anchors_per_step,
                         min_score=settings.anchor_min_similarity, min_unnamed=settings.anchor_min_unnamed)
        for i, s in enumerate(steps)
    ]
    return vecs, anchors


def _reason(question, mode, workspace, models, settings, index, graph, ranked):
    if mode == "extractive":
        return extractive.reason(question, ranked, index, graph, models.embedder, settings, workspace.in_chunks,
                                 sentences_of=lambda s: _sentences_of(workspace, s),
                                 marks_of=lambda s: _marks_of(workspace, s))
    if models.llm is None:
        raise ValueError(f"Mode '{mode}' needs an LLM; none is configured.")
    if mode == "rag":  # the prompt's passages are the extractive mode's candidates, each read with its heading
        facts, _ = workspace.kg_context(question, models.embedder)
        return cot.generate(models.llm, question, facts=facts, passages=retrieval.passages(ranked),
                            max_tokens=settings.llm_max_tokens)
    if mode == "standalone":
        return cot.generate(models.llm, question, max_tokens=settings.llm_max_tokens)
    raise ValueError(f"Unknown reasoning mode: {mode!r}")


def step_evidence(
    step: Step, anchors: list[Anchor], workspace: Workspace, graph, models: Models, settings: Settings, *,
    offer: Sequence[Sentence] | None = None, read: Callable[[ScoredSentence], ScoredSentence] | None = None,
) -> tuple[EvidenceChoice, Subgraph]:
    """Score the subgraph's sentences; widen the radius while nothing clears the threshold.

    When even the widest subgraph offers fewer sentences than the candidate budget and none of them
    entails the step (a step the KG barely anchors), the budget is filled from retrieval over the
    whole workspace (:meth:`Workspace.retrieve`): the KG narrows the search, it must not hide the text.
    ``offer``: the only sentences to judge (the subgraph is still walked for the verdict's KG fact);
    ``read``: applied to each judged sentence (:func:`gechat.slots.reader`).
    """
    scored: list[ScoredSentence] = []
    seen: set[str] = set()
    pool: list[Sentence] = []  # every sentence offered so far (word rarity is read over it)

    def judge_more(fresh: list[Sentence]) -> int:
        """Pre-rank the unseen ``fresh`` sentences into the remaining budget and judge them; the budget left."""
        nonlocal scored
        fresh = [s for s in fresh if s.id not in seen]
        seen.update(s.id for s in fresh)
        pool.extend(fresh)
        budget = max(0, settings.max_candidates - len(scored))
        judged = selection.score_candidates(
            step, anchoring.prerank(step.text, fresh, budget), models.entailer,
            alpha=settings.alpha, beta=settings.beta,
            free_words=settings.length_free_words, max_words=settings.length_max_words,
            embedder=models.embedder, pool=pool, vectors=lambda cs: workspace.sentence_vectors(cs, models.embedder),
        )
        scored = selection.rank(scored + [read(s) for s in judged] if read else scored + judged,
                                settings.scoring, settings.tie_margin, settings.fitted_window)
        return budget

    def good() -> bool:  # a sentence the judge reads as entailing: one more hop would not find a closer one
        return any(s.reads_as_entailing(settings.entail_threshold) for s in scored)

    hops = settings.hops
    sub = anchoring.subgraph(step.id, graph, anchors, hops)
    if offer is not None:
        judge_more(list(offer))
    own = workspace.get_sentence(step.sentence_id) if step.sentence_id else None
    while offer is None:
        fresh = anchoring.candidate_sentences(sub.chunk_ids, workspace.get_chunks, workspace.get_sentences, exclude=seen,
                                              limit=settings.max_offered)
        if own is not None and own.id not in seen:  # a retrieved step is always judged against its own sentence
            fresh = [own] + [s for s in fresh if s.id != own.id]
        budget = judge_more(fresh)
        if good() or hops >= settings.max_hops or not anchors or budget == 0:
            break
        hops += 1
        sub = anchoring.subgraph(step.id, graph, anchors, hops)
    if offer is None and not good() and len(pool) < settings.max_candidates:
        judge_more([c.sentence for c in workspace.retrieve(step.text, models.embedder)])
    choice = selection.choose(
        step, scored, hops_used=hops, threshold=settings.entail_threshold, top_k=settings.top_k_alternatives,
        contradiction_threshold=settings.contradiction_threshold,
    )
    return choice, sub


class JudgedOnce:
    """The entailer for one question: a (sentence, step) pair already judged in it is not judged again.

    Answer items quote steps, and copies of a sentence in other documents meet the same step, so one
    question offers many pairs twice; the judgment is the pair's alone. It lives for one question only
    (asking again judges again).
    """

    def __init__(self, entailer: Entailer) -> None:
        self.inner = entailer.inner if isinstance(entailer, JudgedOnce) else entailer
        self.judged: dict[tuple[str, str], Judgment] = {}

    def judge(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Judgment]:
        pairs = list(zip(premises, hypotheses, strict=True))
        new = [p for p in dict.fromkeys(pairs) if p not in self.judged]
        if new:
            self.judged.update(zip(new, self.inner.judge([p for p, _ in new], [h for _, h in new]), strict=True))
        return [self.judged[p] for p in pairs]

    def __getattr__(self, name: str):
        return getattr(self.inner, name)


class ReadOnce:
    """The workspace for one question: each chunk and sentence record is read from it once.

    A question's steps and answer items reach the same subgraphs, so their offers read the same records
    again and again (thousands per step in a large workspace); the workspace's own reads check each record's
    document against the manifest and, with PostgreSQL, go through a shared cache under a lock. What the
    question saw first it keeps seeing (a document deleted meanwhile still counts, as it did for the steps
    already judged). Everything else is the workspace's.
    """

    def __init__(self, workspace: Workspace) -> None:
        self.inner = workspace.inner if isinstance(workspace, ReadOnce) else workspace
        self._chunks: dict[str, Chunk | None] = {}
        self._sentences: dict[str, Sentence | None] = {}

    def get_chunks(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
        return _read_once(self._chunks, self.inner.get_chunks, chunk_ids)

    def get_sentences(self, sentence_ids: Sequence[str]) -> dict[str, Sentence]:
        return _read_once(self._sentences, self.inner.get_sentences, sentence_ids)

    def get_sentence(self, sentence_id: str) -> Sentence | None:
        return self.get_sentences([sentence_id]).get(sentence_id)

    def __getattr__(self, name: str):
        return getattr(self.inner, name)


def _read_once(memo: dict, read, ids: Sequence[str]) -> dict:
    missing = [i for i in dict.fromkeys(ids) if i not in memo]
    if missing:
        found = read(missing)
        memo.update((i, found.get(i)) for i in missing)
    return {i: memo[i] for i in ids if memo[i] is not None}


MAX_FACTS_PER_STEP = 50


def _verdicts(steps, step_vecs, choices, subgraphs, embedder: Embedder, settings: Settings) -> list[EvidenceChoice]:
    """Closest KG fact per step among its subgraph's relations (the most word-overlapping ones)."""
    out = []
    for i, (choice, sub) in enumerate(zip(choices, subgraphs)):
        stated = [f for f in dict.fromkeys(r.as_sentence() for r in sub.relations) if not verdicts.is_cooccurrence(f)]
        facts = anchoring.top_by_overlap(steps[i].text, stated, MAX_FACTS_PER_STEP)  # co-occurrence is no fact
        fact_vecs = embedder.encode(facts)  # (0, width) when there are none
        match = verdicts.closest_facts(step_vecs[i : i + 1], fact_vecs, facts)[0]
        out.append(verdicts.apply_verdict(choice, match, settings.fact_similarity, step_text=steps[i].text))
    return out


def _answer_nodes(answers: tuple[AnswerItem, ...], index, embedder: Embedder, settings: Settings) -> dict[str, str]:
    if not answers or len(index) == 0:
        return {}
    closest = index.closest(embedder.encode([a.text for a in answers]))
    return {a.id: name for a, (name, sim) in zip(answers, closest, strict=True) if sim >= settings.fact_similarity}


def _usage(llm: LLM | None) -> tuple[int, int, int]:
    if llm is None:
        return (0, 0, 0)
    return (llm.usage.calls, llm.usage.prompt_tokens, llm.usage.completion_tokens)


def with_choice(answer: Answer, step_id: str, new: EvidenceChoice) -> Answer:
    """A copy of ``answer`` with one step's evidence replaced (reviewer actions)."""
    return replace(answer, evidence=tuple(new if e.step_id == step_id else e for e in answer.evidence))
