"""Candidate sentences for a question: hybrid lexical + embedding retrieval that reads a sentence in its place.

A sentence often does not name what it is about: a recipe step sits under its
heading ("### Lemon sherbet (for 40 men)."), a list item under its lead-in
("... if—", "... as follows:"), a date on a title page under the document's
title. Retrieval therefore scores each sentence together with its *context*
(:func:`contexts`), while the answer quotes the sentence itself:

* the context of a sentence is the nearest heading above it (a ``#`` line, a
  numbered section title, a short all-capitals line), the lead-in it follows
  (the previous sentence ending in ":" or a dash, for up to ``LEAD_SPAN``
  sentences), for the short lines of a title page (``FRONT_SENTENCES``), the
  document's title, the names a leading pronoun may stand for
  (:func:`gechat.referents.referred`) and, for a sentence of a quotation, the
  speaker its attribution names (:func:`gechat.speakers.speakers`);
* ``lexical`` is the rarity-weighted share of the question's content words
  found in the sentence, a word found only in its context counting
  ``CONTEXT_WEIGHT`` (:func:`gechat.relevance.lexical` when there is no context);
* ``cosine`` is the MiniLM cosine of the question with the sentence, or with
  "context: sentence" when that is higher. Every sentence is embedded once per
  process (the embedder's cache), so a paraphrased question that shares no word
  with its answer still finds it (the best ``DENSE_TOP`` by cosine join the best
  ``LEXICAL_TOP`` by words);
* ``relevance`` combines the two with :func:`gechat.relevance.combine` (the
  weights fitted on HotpotQA).

A heading or a lead-in names a topic and states no fact, so it is marked
(:attr:`Candidate.heading`) for the answer stage to rank below the sentences it
introduces.

A sentence that several documents hold word for word, under the same context
(copies, versions, boilerplate), is one candidate: the best-placed copy
(:func:`copy_key`): the pools (``LEXICAL_TOP``, ``DENSE_TOP``) hold distinct
sentences, and so do the candidates. Otherwise the copies of one sentence fill
the pools and the top candidates, and the sentence that holds what is asked
falls out of those the "not answered" decision reads (``TYPED_TOP``) once a
collection holds a dozen copies of a document.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from gechat.asked import question_type
from gechat.values import holds_asked
from gechat.embed import Embedder
from gechat.lines import announces, is_heading, is_lead_in, is_line, numbers_a_section, states_before_list
from gechat.lru import LRU
from gechat.text import content_stems as content_words
from gechat.weekdays import stems_with_days
from gechat.records import Sentence
from gechat.referents import counted_back, lower_words, referred, stands_for
from gechat.speakers import speakers
from gechat.kinds import kind_named, name_word_sets
from gechat.mentioned import MISSING_FACTOR, thing_to_name, unmentioned
from gechat.relevance import DEFAULT, RelevanceModel, combine, question_terms, rarity

CONTEXT_WEIGHT = 0.7
LEAD_SPAN = 4
FRONT_SENTENCES = 40
TITLE_WORDS = 16
LEXICAL_TOP = 60
DENSE_TOP = 30

def _clean(text: str) -> str:
    return " ".join(text.lstrip("#").split())


def contexts(sentences: Sequence[Sentence]) -> tuple[dict[str, str], set[str]]:
    """Sentence id -> the text that says what it is about (heading, lead-in, document title, the names a pronoun
    may stand for; "" when none), and the ids of the sentences that only introduce others (headings, lead-ins,
    title lines). A document's are computed once and kept (``CACHED_DOCUMENTS``): every question reads them."""
    ctx, intro, _ = read_documents(sentences)
    return ctx, intro


def read_documents(sentences: Sequence[Sentence]) -> tuple[dict[str, str], set[str], dict[str, str]]:
    """:func:`contexts`, and each document's title by its id (:func:`title_of`; "" where a document opens with no
    title), read in one pass over the kept documents."""
    by_doc: dict[str, list[Sentence]] = {}
    for s in sentences:
        by_doc.setdefault(s.doc_id, []).append(s)
    out: dict[str, str] = {}
    intro: set[str] = set()
    doc_titles: dict[str, str] = {}
    for doc_id, sents in by_doc.items():
        got = _read_document(sents)
        out.update(got[0])
        intro |= got[1]
        doc_titles[doc_id] = got[2]
    return out, intro, doc_titles


def _read_document(sents: list[Sentence]) -> tuple[dict[str, str], frozenset[str], str]:
    sents.sort(key=lambda s: s.index)
    key = (sents[0].doc_id, len(sents), sents[0].id, sents[-1].id)
    with _CACHE_LOCK:
        got = _CACHE.take(key)
    if got is None:
        got = _document_contexts(sents)
        with _CACHE_LOCK:
            _CACHE.put(key, got)
    return got


def title_lines(texts: Sequence[str]) -> int:
    """How many of a document's first sentences ``texts`` (in order) make its title: the short lines it opens
    with, up to ``TITLE_WORDS`` words, up to a numbered section's heading ("Section 1. Rent")."""
    words = 0
    for k, text in enumerate(texts[:4]):
        if not is_line(text, TITLE_WORDS + 4) or words >= TITLE_WORDS or (k and numbers_a_section(text)):
            return k
        words += len(_clean(text).split())
    return min(len(texts), 4)


def title_of(texts: Sequence[str]) -> str:
    """A document's title from its first sentences ``texts`` (:func:`title_lines`), "" when it opens with none."""
    return " ".join(_clean(t) for t in texts[:title_lines(texts)])


#: how many documents' contexts are kept
CACHED_DOCUMENTS = 64
_CACHE = LRU(CACHED_DOCUMENTS)
_CACHE_LOCK = threading.Lock()


def _document_contexts(sents: Sequence[Sentence]) -> tuple[dict[str, str], frozenset[str], str]:
    """:func:`contexts` of one document's sentences, in order, and the document's title."""
    out: dict[str, str] = {}
    n_title = title_lines([s.text for s in sents[:4]])
    title_parts = [_clean(s.text) for s in sents[:n_title]]
    intro: set[str] = {s.id for s in sents[:n_title]}
    title = " ".join(title_parts)
    heading, lead, lead_left, taken = "", "", 0, ""  # taken: the phrase the sentence before takes up (stands_for)
    common = lower_words(sents)
    memo: dict[str, list[str]] = {}  # each sentence's names, read once (referents.referred)
    said_by = speakers(sents, lambda text: is_heading(text) or is_lead_in(text), intro)
    for i, s in enumerate(sents):
        parts = []
        if title and len(title_parts) <= i < FRONT_SENTENCES and is_line(s.text):
            parts.append(title)
        if heading:
            parts.append(heading)
        if lead and lead_left > 0:
            parts.append(lead)
        names = referred(sents, i, intro, common, memo)
        if names:
            parts.append(names)
        before = sents[i - 1].text if i and sents[i - 1].id not in intro else ""
        if before and counted_back(s.text, before):
            parts.append(_clean(before))  # "The three techniques are …" after "… the techniques they use"
            taken = ""
        elif taken := stands_for(s.text, before, taken):
            parts.append(taken)  # "these tools": "enterprise patch management tools"
        if s.id in said_by and said_by[s.id] not in names:
            parts.append(said_by[s.id])
        out[s.id] = " ".join(parts)
        if _clean(s.text) in title_parts:  # the title repeated on a title page
            intro.add(s.id)
        if is_heading(s.text):
            heading, lead, lead_left = _clean(s.text), "", 0
            intro.add(s.id)
        elif announces(s.text):  # what the next sentences speak of; only a lead-in introduces them and no more
            lead, lead_left = _clean(s.text), LEAD_SPAN
            if is_lead_in(s.text):
                intro.add(s.id)
        else:
            lead_left -= 1
    return out, frozenset(intro), title


@dataclass(frozen=True)
class Candidate:
    sentence: Sentence
    #: the probability-like relevance of :func:`gechat.relevance.combine` (decisions)
    relevance: float
    lexical: float
    cosine: float
    #: the same evidence on a scale that does not saturate (ranking): a weighted mean of lexical and cosine in [0, 1]
    score: float
    context: str = ""
    heading: bool = False
    #: the title of the sentence's document ("Port of Kelmouth Annual Review 2023"), which says what every sentence
    #: of it is about: read only for the names a question gives (:func:`gechat.answerable.unnamed_in`), never ranked
    title: str = ""
    #: what the question names that no sentence of the workspace mentions (:func:`gechat.mentioned.unmentioned`),
    #: the same for every candidate of a question; each candidate's relevance is lowered for it
    unmentioned: tuple[str, ...] = ()


def sentence_vectors(sentences: Sequence[Sentence], embedder: Embedder) -> np.ndarray:
    """Every sentence's embedding (the embedder caches them, so a process embeds each sentence once)."""
    return embedder.encode([s.text for s in sentences])


def retrieve(
    question: str,
    sentences: Sequence[Sentence],
    embedder: Embedder,
    *,
    model: RelevanceModel = DEFAULT,
    lexical_top: int = LEXICAL_TOP,
    dense_top: int = DENSE_TOP,
) -> list[Candidate]:
    """The sentences most relevant to ``question``, best first."""
    if not sentences:
        return []
    terms = question_terms(question)
    ctx, intro, doc_titles = read_documents(sentences)
    bags = [stems_with_days(s.text) for s in sentences]
    ctx_bags = [content_words(ctx[s.id]) - b if ctx[s.id] else set() for s, b in zip(sentences, bags)]
    weights = rarity(terms, [b | c for b, c in zip(bags, ctx_bags)])
    lex = lexical_scores(terms, weights, bags, ctx_bags)
    vecs = sentence_vectors(sentences, embedder)
    qvec = embedder.encode([question])[0]
    cos = cosines(vecs, qvec)
    keys = [copy_key(s, ctx[s.id]) for s in sentences]
    order = np.argsort(-lex, kind="stable")
    typed: list[int] = []
    if qtype := question_type(question):
        deep = [i for i in distinct_top(order, keys, TYPED_DEPTH) if lex[i] > 0]
        typed = [deep[p] for p in typed_first(question, [sentences[i].text for i in deep], qtype=qtype)]
    vocabulary = set().union(*bags, *ctx_bags)
    lacking = unmentioned(question, vocabulary)
    thing, names = other_names(question, lacking)
    names = tuple(n for n in names if n <= vocabulary)  # most name no word of the workspace: no sentence is read
    held = [i for i in range(len(sentences))
            if any(n <= bags[i] | ctx_bags[i] for n in names)][:NAMED_DEPTH] if names else []
    named = [held[p] for p in named_pool(thing, [(keys[i], sentences[i].text, ctx[sentences[i].id]) for i in held])]
    lacking = tuple(x for x in lacking if x != thing) if named else lacking
    pool = list(dict.fromkeys(
        distinct_top(order, keys, lexical_top) + distinct_top(np.argsort(-cos, kind="stable"), keys, dense_top) + typed
        + named
    ))
    return rank_pool([sentences[i] for i in pool], [float(lex[i]) for i in pool], [float(cos[i]) for i in pool],
                     ctx, intro, qvec, embedder, lacking=lacking, model=model, doc_titles=doc_titles)


#: for a question that asks something of a thing no sentence mentions, the sentences that name it by another of
#: WordNet's names for it or a kind of it join the pool (:func:`other_names`, :func:`named_pool`): "What are the
#: ingredients of the pancakes?" shares no word with "### Griddle cakes (for 20 men)." and the recipe under it,
#: which the answer stage then reads (:func:`gechat.sections.named_first`)
NAMED_POOL = 12
#: the sentences holding the words of such a name, in document order, read for it at most
NAMED_DEPTH = 400


def named_pool(thing: str, rows: Sequence[tuple[Hashable, str, str]]) -> list[int]:
    """The positions in ``rows`` (each sentence's copy key, text and context, in document order; those holding the
    words of another name for ``thing``) of the first ``NAMED_POOL`` distinct sentences whose heading or lead-in
    names it so, or that are such a heading, the words in a row (:func:`gechat.kinds.kind_named`: "hot cakes", not
    "Serve hot with the cake"), those under it first: a recipe is headed by its dish's name, while a sentence that
    uses a name in passing seldom means the thing ("A major change to the plan …" names no officer). Shared with
    :mod:`gechat.pgsearch`, which reads the rows from the database."""
    under = [p for p, (_, _, context) in enumerate(rows) if kind_named(thing, context, whole=True)]
    headed = frozenset(under)
    found = under + [p for p, (_, text, _) in enumerate(rows)
                     if p not in headed and is_heading(text) and kind_named(thing, text, whole=True)]
    return [found[q] for q in distinct_top(range(len(found)), [rows[p][0] for p in found], NAMED_POOL)]


def other_names(question: str, lacking: Sequence[str]) -> tuple[str, tuple[frozenset[str], ...]]:
    """The thing ``question`` asks something of (:func:`gechat.mentioned.thing_to_name`) and the content stems of
    each other name for it (:func:`gechat.kinds.name_word_sets`), when it is among what no sentence mentions
    (``lacking``, :func:`gechat.mentioned.unmentioned`); ("", ()) otherwise, without reading WordNet. A thing a
    sentence names so is no longer missing: its candidates keep their relevance, and the answer must name it
    (:func:`gechat.declines.unnamed_thing`), by whatever name."""
    thing = thing_to_name(question) if lacking else None
    return (thing[0], name_word_sets(thing[0])) if thing is not None and thing[0] in lacking else ("", ())


#: for a question that asks for a value of a type (an age, a date, an amount), the best sentences by words that
#: hold such a value join the pool, read among the first ``TYPED_DEPTH`` by words: in a novel "He was a tall,
#: heavy-looking young man of five-and-twenty." shares one word with "How old is Mr. Collins ...?" (through the
#: names its "He" may stand for) and hundreds of sentences share more
TYPED_POOL = 10
TYPED_DEPTH = 2000


def typed_first(question: str, texts: Sequence[str], k: int = TYPED_POOL, qtype: str | None = None) -> list[int]:
    """For a typed question (:func:`gechat.asked.question_type`), the positions in ``texts`` (distinct sentences
    that share words with the question, best first) of the first ``k`` that hold what it asks for. ``qtype``: the
    question's type, when already read."""
    qtype = question_type(question) if qtype is None else qtype
    out: list[int] = []
    for p, text in enumerate(texts):
        if len(out) == k:
            break
        if qtype and holds_asked(text, question, qtype):
            out.append(p)
    return out


def rank_pool(
    pool: Sequence[Sentence], lex: Sequence[float], cos: Sequence[float], ctx: dict[str, str], intro: set[str],
    qvec: np.ndarray, embedder: Embedder, *, lacking: tuple[str, ...] = (), model: RelevanceModel = DEFAULT,
    context_cos: dict[str, float] | None = None, doc_titles: dict[str, str] | None = None,
) -> list[Candidate]:
    """The pooled sentences (lexical best, then dense best) as candidates, best first: the cosine of a sentence
    with a context is the higher of its own and that of "context: sentence" (embedded here unless ``context_cos``
    holds it by sentence id); ``doc_titles``: each document's title by its id (:func:`read_documents`); ``lacking``:
    what the question names that no sentence mentions (:func:`gechat.mentioned.unmentioned`). Shared with
    :mod:`gechat.pgsearch`, which pools in the database."""
    cos, known = list(cos), context_cos or {}
    with_ctx = [i for i, s in enumerate(pool) if ctx[s.id] and s.id not in known]
    if with_ctx:
        cvecs = embedder.encode([f"{ctx[pool[i].id]}: {pool[i].text}" for i in with_ctx])
        known = {**known, **{pool[i].id: float(c) for i, c in zip(with_ctx, cosines(cvecs, qvec))}}
    for i, s in enumerate(pool):
        if s.id in known:
            cos[i] = max(cos[i], known[s.id])
    factor = MISSING_FACTOR if lacking else 1.0
    out = [
        Candidate(s, factor * combine(lex[i], cos[i], model), lex[i], cos[i],
                  factor * (model.w_lexical * lex[i] + model.w_cosine * cos[i]) / (model.w_lexical + model.w_cosine),
                  ctx[s.id], s.id in intro, (doc_titles or {}).get(s.doc_id, ""), lacking)
        for i, s in enumerate(pool)
    ]
    out.sort(key=lambda c: -c.score)
    return distinct(out)


def copy_key(sentence: Sentence, context: str) -> tuple[str, str]:
    """What makes two sentences copies: the same text under the same context, character for character (the
    loaders normalise text; :mod:`gechat.pgsearch` compares the same two columns in SQL)."""
    return context, sentence.text


def distinct_top(order: Iterable[int], keys: Sequence[Hashable], k: int) -> list[int]:
    """The first ``k`` indices of ``order`` whose keys have not been seen: one copy per distinct sentence."""
    out: list[int] = []
    seen: set[Hashable] = set()
    for i in order:
        if keys[i] not in seen:
            seen.add(keys[i])
            out.append(int(i))
            if len(out) == k:
                break
    return out


def distinct(candidates: Sequence[Candidate]) -> list[Candidate]:
    """``candidates`` with the later copies of each sentence left out (best first, so the best copy stays)."""
    keys = [copy_key(c.sentence, c.context) for c in candidates]
    return [candidates[i] for i in distinct_top(range(len(candidates)), keys, len(candidates))]


def cosines(vecs: np.ndarray, qvec: np.ndarray) -> np.ndarray:
    """Each row's inner product with ``qvec``, computed row by row (``einsum``, not BLAS): a row's value does not
    depend on the other rows, so scoring a few rows (:mod:`gechat.pgsearch`) gives the same numbers as scoring all."""
    return np.einsum("ij,j->i", vecs, qvec).astype(float)


def lexical_scores(terms: set[str], weights: dict[str, float], bags: Sequence[set[str]],
                   ctx_bags: Sequence[set[str]]) -> np.ndarray:
    """Each sentence's rarity-weighted share of ``terms``, a word found only in its context counting ``CONTEXT_WEIGHT``."""
    total = sum(weights.values()) or 1.0
    return np.array([
        (sum(weights[t] for t in terms & b) + CONTEXT_WEIGHT * sum(weights[t] for t in terms & c)) / total
        for b, c in zip(bags, ctx_bags)
    ])


#: how many candidates become the passages of a RAG prompt
PASSAGES = 8


def introduces(c: Candidate) -> bool:
    """Does ``c`` only name a topic or introduce what follows (a heading, a short lead-in), stating nothing itself? A
    long lead-in states (:func:`gechat.lines.states_before_list`)."""
    return c.heading and not states_before_list(c.sentence.text)


def passages(candidates: Sequence[Candidate], n: int = PASSAGES) -> list[str]:
    """The best candidates as prompt passages, each with its context ("heading: sentence"); headings and short
    lead-ins left out (:func:`introduces`)."""
    out = []
    for c in candidates:
        if introduces(c):
            continue
        text = " ".join(c.sentence.text.split())
        out.append(f"{c.context}: {text}" if c.context else text)
        if len(out) == n:
            break
    return out
