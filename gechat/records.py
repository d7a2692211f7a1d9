"""Typed records that flow between the stages of the GE-Chat pipeline.

Every stage is a function over these records, so the UI, the CLI and the
evaluation all see the same facts: which sentence was chosen for a step, and
why (entailment, length penalty, score, alternatives).

Conventions
- ``page`` is 1-based (the number a reader sees); ``0`` means "no pages"
  (TXT, DOCX).
- ``char_start``/``char_end`` index into ``Document.text`` (half-open), so
  ``doc.text[s.char_start:s.char_end] == s.text`` always holds.
- ``boxes`` are PDF rectangles ``(x0, y0, x1, y1)`` in PDF points on the
  sentence's page (PyMuPDF coordinates: origin top-left), one per line piece.
- A PDF sentence that goes on over a page break keeps ``page`` and ``boxes``
  for its first page and lists its parts on later pages in ``more``
  (:class:`PagePart`); ``parts`` gives every part, the first included.
- IDs are content hashes (see :mod:`gechat.ids`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

Box = tuple[float, float, float, float]

#: The keyword of a co-occurrence link in the KG, and how such a link reads as a sentence.
COOCCURRENCE_KEYWORD = "co-occurs with"
COOCCURRENCE_PHRASE = "is mentioned together with"
DocKind = Literal["pdf", "docx", "txt"]


@dataclass(frozen=True)
class Page:
    number: int  # 1-based
    char_start: int
    char_end: int
    width: float = 0.0
    height: float = 0.0


@dataclass(frozen=True)
class PagePart:
    """The piece of a sentence on one page: its span of ``Document.text`` and its boxes on that page."""

    page: int
    char_start: int
    char_end: int
    boxes: tuple[Box, ...] = ()


@dataclass(frozen=True)
class Sentence:
    id: str
    doc_id: str
    index: int  # position in the document, 0-based
    text: str
    char_start: int
    char_end: int
    page: int = 0  # 1-based; 0 = unpaged document. The first page of a sentence that goes on over a page break
    boxes: tuple[Box, ...] = ()  # on ``page``
    more: tuple[PagePart, ...] = ()  # the parts on later pages, in order (a sentence cut by a page break)

    @property
    def n_words(self) -> int:
        return len(self.text.split())

    @property
    def parts(self) -> tuple[PagePart, ...]:
        """Every page part, first page first; one part for a sentence on one page (or none)."""
        if not self.more:
            return (PagePart(self.page, self.char_start, self.char_end, self.boxes),)
        head = self.text[: self.more[0].char_start - self.char_start].rstrip()
        return (PagePart(self.page, self.char_start, self.char_start + len(head), self.boxes), *self.more)

    @property
    def pages(self) -> tuple[int, ...]:
        """The pages the sentence lies on (``(page,)`` unless it goes on over a page break)."""
        return (self.page, *(p.page for p in self.more))

    def boxes_on(self, page: int) -> tuple[Box, ...]:
        """The sentence's boxes on ``page`` (none when it does not reach that page)."""
        return tuple(b for p in self.parts if p.page == page for b in p.boxes)


def page_label(pages: tuple[int, ...] | list[int]) -> str:
    """"page 30", "pages 30-31" (a sentence that goes on over a page break), "" for an unpaged document."""
    pages = [p for p in pages if p]
    if not pages:
        return ""
    if len(pages) == 1 or pages[0] == pages[-1]:
        return f"page {pages[0]}"
    return f"pages {pages[0]}-{pages[-1]}"


@dataclass(frozen=True)
class Document:
    id: str  # content hash of the original bytes
    name: str
    kind: DocKind
    text: str
    sentences: tuple[Sentence, ...]
    pages: tuple[Page, ...] = ()
    meta: dict[str, Any] = field(default_factory=dict)

    def sentence_by_id(self, sentence_id: str) -> Sentence | None:
        for s in self.sentences:
            if s.id == sentence_id:
                return s
        return None

    @property
    def hidden_chars(self) -> int:
        """Characters a reader cannot see that the loader left out (invisible, tiny, white-on-white, ...)."""
        return int(self.meta.get("hidden_chars_ignored", 0) or 0)


def hidden_text_note(n_chars: int) -> str:
    """The user-facing line for ignored hidden text ("412 characters of hidden text were ignored")."""
    if n_chars <= 0:
        return ""
    return f"{n_chars} character{'s' if n_chars != 1 else ''} of hidden text {'were' if n_chars != 1 else 'was'} ignored"


@dataclass(frozen=True)
class Chunk:
    id: str  # content hash of (doc_id, text)
    doc_id: str
    index: int
    text: str
    char_start: int
    char_end: int
    sentence_ids: tuple[str, ...]
    n_tokens: int


@dataclass(frozen=True)
class Entity:
    name: str
    type: str = "concept"
    description: str = ""
    chunk_ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class Relation:
    source: str
    target: str
    description: str = ""
    keywords: str = ""
    weight: float = 1.0
    chunk_ids: tuple[str, ...] = ()

    def as_sentence(self) -> str:
        """The relation written as a plain sentence (AprèsCoT KG fact).

        Keywords are verb lemmas ("grant", "rely on"); the first is put in the
        third person ("grants", "relies on"). Co-occurrence reads as such.
        """
        first = self.keywords.split(",")[0].strip()
        if not first:
            verb = "is related to"
        elif first == COOCCURRENCE_KEYWORD:
            verb = COOCCURRENCE_PHRASE
        else:
            verb = third_person(first)
        return f"{self.source} {verb} {self.target}."


_IRREGULAR = {"be": "is", "have": "has", "do": "does", "go": "goes"}


def third_person(phrase: str) -> str:
    """'rely on' -> 'relies on', 'be' -> 'is', 'grant' -> 'grants' (first word only)."""
    head, _, rest = phrase.partition(" ")
    if head in _IRREGULAR:
        head = _IRREGULAR[head]
    elif head.endswith("s") and not head.endswith(("ss", "us", "is")):
        pass  # already inflected ("gives"), as an LLM extractor may write it
    elif head.endswith(("s", "sh", "ch", "x", "z", "o")):
        head += "es"
    elif len(head) > 1 and head.endswith("y") and head[-2] not in "aeiou":
        head = head[:-1] + "ies"
    else:
        head += "s"
    return f"{head} {rest}".strip()


@dataclass(frozen=True)
class AnswerItem:
    id: str  # "A1", "A2", ...
    text: str


@dataclass(frozen=True)
class Step:
    id: str  # "S1", "S2", ...
    text: str
    origin: Literal["generated", "retrieved"] = "generated"
    #: for a retrieved step: the sentence it states (always among its evidence candidates)
    sentence_id: str = ""


@dataclass(frozen=True)
class Anchor:
    """A KG entity a step was tied to, and how strongly."""

    step_id: str
    entity: str
    score: float
    how: Literal["embedding", "lexical", "both"] = "embedding"


@dataclass(frozen=True)
class Subgraph:
    step_id: str
    hops: int
    entities: tuple[str, ...]
    relations: tuple[Relation, ...]
    chunk_ids: tuple[str, ...]


@dataclass(frozen=True)
class Judgment:
    """The judge's three-way reading of one (sentence, step) pair; the three sum to 1.

    ``conflict``: the reason a deterministic conflict check gave ("the step says 2017, the sentence
    says 2014"), or "". ``unstated``: why the sentence cannot state the finding the step reports
    (:mod:`gechat.entail.findings`; entailment and contradiction then capped), or "". ``missing``: what
    the step states that the sentence does not, a figure it gives nowhere (:mod:`gechat.entail.notation`)
    or a claim it only hedges ("may be raised"; :mod:`gechat.entail.hedges`): the readings kept, but the
    sentence cannot support the step; or "".
    """

    entailment: float
    neutral: float
    contradiction: float
    conflict: str = ""
    unstated: str = ""
    missing: str = ""


@dataclass(frozen=True)
class ScoredSentence:
    """One candidate evidence sentence with the arithmetic that ranked it.

    ``score = alpha * entailment - beta * length_penalty`` (the paper's scoring;
    see :mod:`gechat.selection` for the others). ``neutral``, ``contradiction``
    ``conflict``, ``unstated`` and ``missing`` complete the judge's reading of the pair; ``missing`` keeps the
    sentence from supporting the step (``entails``) but not from ranking first. ``lexical`` (the
    rarity-weighted share of the step's words the sentence holds) and ``cosine``
    (MiniLM cosine with the step) say how much it is about the step; the default
    ``fitted`` ranking reads them beside the entailment, and ``fragment``: the
    sentence is a heading, a lead-in or text that does not end as a sentence ends
    (:func:`gechat.lines.is_fragment`), which that ranking holds slightly against it.
    """

    sentence: Sentence
    entailment: float
    length_penalty: float
    score: float
    neutral: float = 0.0
    contradiction: float = 0.0
    conflict: str = ""
    lexical: float = 0.0
    cosine: float = 0.0
    unstated: str = ""
    fragment: bool = False
    missing: str = ""

    def entails(self, threshold: float) -> bool:
        """What a Supported step needs of its evidence: it reads as entailing, states every figure and does not
        only hedge the claim."""
        return self.reads_as_entailing(threshold) and not self.missing

    def reads_as_entailing(self, threshold: float) -> bool:
        """The judge's entailment reaches ``threshold`` and no conflict check flags the pair."""
        return self.entailment >= threshold and not self.conflict


Verdict = Literal["supported", "kg_gap", "likely_hallucination", "unsupported", "contradicted"]


@dataclass(frozen=True)
class EvidenceChoice:
    """The evidence chosen for one step (or answer item) and the verdict on it.

    ``entailed``: the best sentence's entailment clears the threshold and no
    conflict was found. ``contradicting``: the most relevant candidate that
    contradicts the step, when one does (then the verdict is "contradicted").
    ``claim_support``: how likely the documents back the step at least in part,
    from the best entailment and how much of the step its best few candidates
    cover together (:mod:`gechat.claims`; None on records made before it);
    ``claim_unsupported``: that score is under its fitted threshold (nothing
    among the candidates backs the step). The verdict does not read them.
    """

    step_id: str
    best: ScoredSentence | None
    alternatives: tuple[ScoredSentence, ...]
    hops_used: int
    entailed: bool
    verdict: Verdict = "unsupported"
    kg_fact: str = ""
    kg_fact_similarity: float = 0.0
    candidates_scored: int = 0
    contradicting: ScoredSentence | None = None
    claim_support: float | None = None
    claim_unsupported: bool = False
    #: a short answer item read with its question ("PEP is responsible for establishing …"; :mod:`gechat.claimed`),
    #: shown so a reviewer sees what the badge is about; "" for a step or an item that is a sentence of its own
    claim: str = ""

    def more_entailing(self) -> ScoredSentence | None:
        """The alternative the judge reads as most entailing, when the step is neither entailed by the
        sentence shown nor contradicted and that alternative's entailment is higher (the ranking put a
        sentence more about the step first): every surface points the reader to it."""
        closer = max(self.alternatives, key=lambda a: a.entailment, default=None)
        if self.best is None or self.entailed or self.contradicting is not None or closer is None:
            return None
        return closer if closer.entailment > self.best.entailment else None


@dataclass(frozen=True)
class RelevantSentence:
    """A sentence and how relevant it is to the question (:mod:`gechat.relevance`)."""

    sentence: Sentence
    relevance: float


Outcome = Literal["answered", "not_covered"]
NOT_COVERED = "The documents do not answer this."


@dataclass
class RunStats:
    stage_seconds: dict[str, float] = field(default_factory=dict)
    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    nli_pairs: int = 0


@dataclass
class Answer:
    question: str
    mode: str
    answers: tuple[AnswerItem, ...]
    steps: tuple[Step, ...]
    anchors: tuple[Anchor, ...] = ()
    subgraphs: tuple[Subgraph, ...] = ()
    evidence: tuple[EvidenceChoice, ...] = ()
    answer_nodes: dict[str, str] = field(default_factory=dict)  # answer id -> KG node
    stats: RunStats = field(default_factory=RunStats)
    models: dict[str, str] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    #: "not_covered": no sentence of the workspace is relevant enough to the question
    outcome: Outcome = "answered"
    #: the sentences closest to the question ("nearest, not supporting" when not covered)
    nearest: tuple[RelevantSentence, ...] = ()
    #: each answer item [A1].. judged like a step (EvidenceChoice.step_id is the item's id)
    answer_evidence: tuple[EvidenceChoice, ...] = ()
    #: a warning to show on the answer itself (e.g. the demo LLM wrote it)
    warning: str = ""

    def evidence_for(self, step_id: str) -> EvidenceChoice | None:
        for e in (*self.evidence, *self.answer_evidence):
            if e.step_id == step_id:
                return e
        return None

    @property
    def declined_because(self) -> str:
        """Why the question was declined (the note after :data:`NOT_COVERED`), or "" when it was not."""
        return next((n[len(NOT_COVERED):].strip() for n in self.notes if n.startswith(NOT_COVERED)), "")

    def to_dict(self) -> dict[str, Any]:
        from gechat.codec import encode  # the one record codec (it imports this module)

        return encode(self)


IndexStatus = Literal["indexed", "duplicate", "failed"]


@dataclass(frozen=True)
class IndexReport:
    """What happened to one document: indexed, duplicate (nothing stored twice) or failed (nothing stored)."""

    doc_id: str
    name: str
    status: IndexStatus
    reason: str = ""
    n_sentences: int = 0
    n_chunks: int = 0
    n_entities: int = 0
    n_relations: int = 0
    seconds: float = 0.0
    extractor: str = ""
    hidden_chars: int = 0  # characters a reader cannot see, left out of the index

    @property
    def hidden_note(self) -> str:
        return hidden_text_note(self.hidden_chars)

    @classmethod
    def failed(cls, name: str, reason: str, doc_id: str = "", **counts: Any) -> IndexReport:
        return cls(doc_id, name, "failed", reason, **counts)


class RAGContext(NamedTuple):
    """KG facts and source passages for the RAG prompt."""

    facts: tuple[str, ...]
    passages: tuple[str, ...]
