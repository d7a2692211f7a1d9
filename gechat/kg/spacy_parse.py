"""spaCy's parse of one sentence: its mentions (entities and concepts) and its sentence-level relations.

Runs in this process and in the worker processes of :mod:`gechat.kg.spacy_pool`
(so everything here is picklable plain data). Entities are named entities
(numeric kinds dropped) and noun-chunk concepts; relations are
subject-verb-object triples off the dependency parse, plus same-sentence
co-occurrence of each mention with the next ``window`` mentions.

Two parts of spaCy's pipeline are called only where their output is read:
the entity recogniser (about half of spaCy's time on the sample PDFs) runs
on sentences that may name something (:func:`may_name_entities`), and the
lemmatizer on the few tokens whose lemma is used (plural head nouns, verbs).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from gechat.errors import ModelNotFoundError
from gechat.records import COOCCURRENCE_KEYWORD as COOCCURS

#: NER labels that name numbers and dates, not things
SKIP_LABELS = frozenset({"CARDINAL", "ORDINAL", "QUANTITY", "PERCENT", "MONEY", "DATE", "TIME"})
#: leading words a concept name drops ("all policies" -> "policy")
SKIP_LEADING = frozenset(
    {"such", "other", "all", "each", "every", "some", "any", "many", "more", "most", "several", "various",
     "both", "either", "neither", "few", "own", "same", "certain", "much", "no", "another", "these", "those",
     "this", "that", "its", "their", "his", "her", "our", "your", "my", "the", "a", "an", "e.g.", "i.e.", "eg",
     "ie", "etc"}
)
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
class Mention:
    key: str
    name: str
    type: str
    start: int  # token indices in the sentence
    end: int
    root: int


@dataclass(frozen=True)
class SentenceRelation:
    source: str  # keys
    target: str
    keywords: str
    description: str


def load_pipeline(model: str):
    """The spaCy pipeline with only the components every sentence needs enabled (see :data:`LAZY_PIPES`)."""
    from gechat.lazymod import import_spacy

    spacy = import_spacy()  # without PyTorch, which spaCy's thinc would otherwise import

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


def parse_sentences(nlp, texts: Sequence[str], batch_size: int, window: int) -> list[tuple[list[Mention], list[SentenceRelation]]]:
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


def flat(text: str) -> str:
    """Whitespace runs become single spaces in descriptions; spaCy sees one line."""
    return " ".join(text.split())


# --- mentions ---------------------------------------------------------------------


def _mentions(sdoc, lemma: Callable) -> list[Mention]:
    out: list[Mention] = []
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


def _make(sdoc, start: int, end: int, root: int, etype: str, lemma: Callable, *, named: bool) -> Mention | None:
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
    return Mention(name.lower(), name, etype, start, end, root)


# --- relations --------------------------------------------------------------------


def _relations(sdoc, mentions: list[Mention], sentence: str, window: int, lemma: Callable) -> list[SentenceRelation]:
    at: dict[int, Mention] = {}
    for m in mentions:
        for i in range(m.start, m.end):
            at.setdefault(i, m)
    rels: list[SentenceRelation] = []
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
                rels.append(SentenceRelation(ms.key, mo.key, kw, sentence))
                linked.add(frozenset((ms.key, mo.key)))
    for i, a in enumerate(mentions):
        for b in mentions[i + 1 : i + 1 + window]:
            pair = frozenset((a.key, b.key))
            if a.key == b.key or pair in linked or b.start < a.end:
                continue
            linked.add(pair)
            rels.append(SentenceRelation(a.key, b.key, COOCCURS, ""))
    return rels


def _expand(tokens: Iterable) -> list:
    out = []
    for t in tokens:
        out.append(t)
        out.extend(t.conjuncts)
    return out
