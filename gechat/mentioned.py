"""What a question names that no sentence of the workspace mentions at all.

A question about something the documents never mention cannot be answered from them, however close their sentences
come to its other words: "What is the recommended dose of tranexamic acid for treating postpartum haemorrhage?" asked
of a trial of carbetocin was answered with the paper's definition of postpartum haemorrhage, badged Supported.

Two readings, each over every sentence of the workspace (with its heading or lead-in) as retrieval reads it:

* :func:`missing_names`: a name (a capitalised word past the question's first: "Australia", "Messi");
* :func:`missing_things`: the thing a question asks something *of* ("the main ingredient of guacamole", "the dose
  of tranexamic acid"): the words after the question's last "of", up to the next word that is no part of a noun
  phrase, when not one of them occurs anywhere. Words that name a role or a measure rather than a thing ("the name
  of the author") are left alone: the documents may say "written by" without "author"; so is a verb's object ("the
  point of brushing the apple rolls").

:func:`unmentioned` is both, as the question writes them; :mod:`gechat.retrieval` and :mod:`gechat.pgsearch` lower
every candidate's relevance by ``MISSING_FACTOR`` when it is not empty, and the reason given for the decline names
them (:func:`gechat.declines.why_not`: "The documents never mention tranexamic acid; …").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from gechat.relevance import QUESTION_WORDS
from gechat.text import STOP_WORDS, content_stems, stem

#: what each candidate's relevance is multiplied by when the question names what no sentence mentions (every
#: candidate then falls under the relevance threshold)
MISSING_FACTOR = 0.5
#: question words that never name anything
_ASKING = frozenset(stem(w) for w in QUESTION_WORDS)
_NAME = re.compile(r"\b(?:[A-Z][a-z]+[A-Za-z]*|[A-Z]{2,}[a-z]*|[a-z]+[A-Z][A-Za-z]*)\b")
#: the words after an "of": up to four, past any determiner, none a stop word ("of tranexamic acid for treating …" ->
#: "tranexamic acid")
_OF = re.compile(r"\bof\s+(?P<det>(?:the|a|an|this|that|these|those|its|their|his|her|our|your|my|any|each|every|all)\s+)?"
                 r"(?P<phrase>[A-Za-z][\w'\u2019-]*(?:\s+[A-Za-z][\w'\u2019-]*){0,3})", re.IGNORECASE)
#: words that name a role or a measure of something rather than a thing the documents must mention by that word
#: ("the name of the author": "written by …"; "the number of pages")
_ROLES = frozenset(content_stems(
    "author authors writer writers editor editors publisher publishers creator creators founder founders owner owners "
    "maker makers inventor designer composer name names title titles number numbers amount amounts kind kinds type "
    "types sort sorts form forms part parts piece pieces total totals size sizes length value values price prices cost "
    "costs date dates year years month months day days time times people person persons one ones thing things way ways "
    "following rest whole most many few some each none all"))


def _parts(words: Iterable[str]) -> set[str]:
    """``words`` with the parts of each hyphenated one ("carbetocin-treat" -> "carbetocin", "treat")."""
    out = set(words)
    for w in list(out):
        if "-" in w:
            out |= {stem(p) for p in w.split("-") if p}
    return out


#: British and American spellings of one word, each way round, and where the change may stand ("haemorrhage" /
#: "hemorrhage", "oedema" / "edema", "tumour" / "tumor", "organise" / "organize", "analyse" / "analyze", "centre" /
#: "center", "catalogue" / "catalog", "travelled" / "traveled", "licence" / "license"): the documents mention a
#: thing in either
_SPELLINGS = (("ae", "e", ""), ("oe", "e", ""), ("our", "or", ""), ("is", "iz", r"(?=[eai])"), ("ys", "yz", r"(?=[ei])"),
              ("tre", "ter", r"(?=s?\b)"), ("ogue", "og", r"(?=s?\b)"), ("ll", "l", r"(?=[ei])"),
              ("ence", "ense", r"(?=s?\b)"))


def spellings(word: str) -> set[str]:
    """``word`` (lower case) as either spelling may write it: each change of :data:`_SPELLINGS`, either way round,
    made at one place or at every place, to the word and to what the changes before made of it (most of what this
    makes is no word at all, which no document holds)."""
    out = {word}
    for british, american, where in _SPELLINGS:
        for w in list(out):
            for old, new in ((british, american), (american, british)):
                found = list(re.finditer(re.escape(old) + where, w))
                out.update(w[:m.start()] + new + w[m.end():] for m in found)
                if len(found) > 1:
                    out.add(re.sub(re.escape(old) + where, new, w))
    return out


def missing_names(question: str, found: set[str]) -> list[str]:
    """Names in the question (capitalised words past the first word) whose words ``found`` (every content word of
    the workspace) lacks."""
    first = question.split()[0] if question.split() else ""
    out = []
    for m in _NAME.finditer(question):
        word = m.group(0)
        if m.start() == 0 or word == first or stem(word.lower()) in _ASKING:
            continue
        if (words := content_stems(word)) and not (words & found):  # "The" of "The Chronicle of Philanthropy",
            # capitalised as part of a title, is no name the documents could lack
            out.append(word)
    return out


def _phrase(words: str) -> str:
    """The leading words of ``words`` that may make a noun phrase: none a stop word, and none in lower case after
    capitalised ones ("Bankruptcy Code" of "Bankruptcy Code applies")."""
    kept: list[str] = []
    for w in words.split():
        if w.lower().strip("'\u2019") in STOP_WORDS or (kept and kept[-1][:1].isupper() and w[:1].islower()):
            break
        kept.append(w)
    return " ".join(kept)


def thing_asked(question: str) -> tuple[str, frozenset[str]] | None:
    """The thing ``question`` asks something of, as it writes it, and its words (stems; hyphenated ones also in
    parts): the words after its last "of" that may make a noun phrase; None when there is none, or when it names a
    role or a measure (:data:`_ROLES`)."""
    text = question.rstrip("?!. ")
    starts = [m.start() for m in re.finditer(r"\bof\b", text, re.IGNORECASE)]
    last = _OF.match(text, starts[-1]) if starts else None
    if last is None or (not last.group("det") and last.group("phrase").split()[0].lower().endswith("ing")):
        return None  # a verb's: "the point of brushing the apple rolls"
    phrase = _phrase(last.group("phrase"))
    words = (_parts(content_stems(phrase)) | content_stems(re.sub(r"[-/]", " ", phrase))) - _ASKING
    return (phrase, frozenset(words)) if words and not words & _ROLES else None


def respelt(phrase: str) -> frozenset[str]:
    """The stems of ``phrase``'s words as the other spelling writes them (:func:`spellings`: "hemorrhage" for
    "haemorrhage"), hyphenated ones in parts too."""
    words = re.findall(r"[^\W\d_]+", phrase.lower())
    return frozenset(stem(v) for w in words for v in spellings(w)) - _ASKING


def missing_things(question: str, found: set[str]) -> list[str]:
    """The thing the question asks something of (:func:`thing_asked`), when ``found`` (every content word of the
    workspace; a hyphenated one counts for its parts) holds none of its words in either spelling (:func:`respelt`)."""
    thing = thing_asked(question)
    if not thing:
        return []
    held = _parts(found)
    return [] if thing[1] & held or respelt(thing[0]) & held else [thing[0]]


#: a run of capitalised words ("FIFA World Cup", "Chronicle of Philanthropy" in two runs)
_RUN = re.compile(r"[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)*")


def _runs(question: str, names: list[str]) -> list[str]:
    """Each of ``names`` as the run of capitalised words it stands in ("FIFA World Cup" for "FIFA" and "Cup"), past
    the question's first word."""
    out = []
    for name in names:
        run = next((m.group(0) for m in _RUN.finditer(question, len(question.split()[0]) if question.split() else 0)
                    if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", m.group(0))), name)
        out.append(run)
    return list(dict.fromkeys(out))


def unmentioned(question: str, found: set[str]) -> tuple[str, ...]:
    """What ``question`` names (:func:`missing_names`, each in its run of capitalised words) or asks something of
    (:func:`missing_things`) that no sentence mentions, as the question writes it; ``found``: every content word of
    the workspace's sentences and their contexts (only the question's own need be there)."""
    names = _runs(question, missing_names(question, found))
    things = [t for t in missing_things(question, found) if not any(n in t or t in n for n in names)]
    return tuple(names + things)
