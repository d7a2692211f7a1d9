"""What the sentence qualifies and the step states plainly: the step claims more, so the sentence cannot support it.

A small NLI model reads nearly every word of such a step in its sentence and so reads it as entailed: "The alleged
fraudster was released on bail" / "The fraudster was released on bail" (0.99 with the shipped judge), "The project
was nearly finished" / "The project was finished" (0.97), "Ms. Farrow, who chaired the board until 2019, ..." /
"Ms. Farrow currently chairs the board" (0.96), "The fuel tank holds 60 litres when full" / "The fuel tank contains
60 litres" (0.98). Three readings, for :meth:`gechat.entail.conflicts.ConflictChecker.missing` (not supported;
nothing is contradicted: the model still reads the pair, and "nearly finished" / "finished" may be read as the
contradiction it is):

* :func:`dropped_qualifier`: the sentence qualifies a word the step repeats without the qualifier, by a word that
  takes back what it says ("alleged", "former", "acting", "nearly", "partly", "attributed to");
* :func:`ended_state`: the sentence says a state held until a time, or formerly, and the step says it holds now
  ("chaired the board until 2019" / "currently chairs the board");
* :func:`conditional_state`: the sentence gives a figure or state under a condition of the thing's own state
  ("when full", "at full capacity", "when fully charged") that the step leaves out.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail.antonyms import stem
from gechat.text import content_words

#: words that take back part of what the next word says: an "alleged fraudster" may be none, a "nearly finished"
#: project is not finished, an "acting head" holds the post for now, a still life "attributed to" a painter may
#: be another's
QUALIFIERS = frozenset(
    "alleged allegedly suspected purported purportedly supposed supposedly reputed reputedly presumed presumably "
    "so-called self-styled would-be former formerly ex acting provisional prospective potential proposed planned "
    "nearly almost virtually practically partly partially largely mostly fake mock imitation counterfeit "
    "unconfirmed disputed contested".split())
#: the qualifier by phrase: "attributed to", "thought to be", "believed to be", "said to be", "in part"
_PHRASES = re.compile(r"\b(?:attributed\s+to|thought\s+to\s+(?:be|have)|believed\s+to\s+(?:be|have)|"
                      r"said\s+to\s+(?:be|have))\s+((?:[\w'-]+\s+){0,3}[\w'-]+)", re.IGNORECASE)
#: how a qualifier stands to its word in the parse: an adjective or adverb on it
_QUALIFYING = frozenset({"amod", "advmod", "compound", "nmod", "npadvmod", "acomp"})


def _after_qualifiers(text: str) -> set[str]:
    """The words of ``text`` one or two after a qualifier: the words a step may repeat without it (read before the
    parse, which most pairs then need not wait for)."""
    found = re.findall(r"[\w'-]+", text.lower())
    return {b for a, b in zip(found, found[1:]) if a in QUALIFIERS} | {b for a, _, b in zip(found, found[1:],
                                                                                          found[2:]) if a in QUALIFIERS}


def _stems(text: str) -> set[str]:
    return {stem(w) for w in content_words(text)}


def dropped_qualifier(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The qualifier the step leaves out of the sentence, as the reason ("the sentence says 'alleged fraudster';
    the step leaves out 'alleged'"), or "": the sentence's qualifier modifies a word (not a figure: "almost 30
    percent" is the figures' to read) that the step repeats in the same form, and the step has no qualifier of its
    own; or the sentence's qualifying phrase stands before words the step repeats."""
    h_words = {w.lower() for w in re.findall(r"[\w'-]+", hypothesis)}
    if h_words & QUALIFIERS or _PHRASES.search(hypothesis):
        return ""  # the step qualifies too ("the suspected fraudster", "almost complete"): the model's to read
    if h_words & _after_qualifiers(premise):
        h_doc = parse(hypothesis)
        said = {(t.lemma_.lower(), t.tag_[:2]) for t in h_doc} | {(t.lower_, "") for t in h_doc}
        for t in parse(premise):
            head = t.head
            if t.lower_ in QUALIFIERS and t.dep_ in _QUALIFYING and head.i != t.i and head.pos_ != "NUM" \
                    and not any(c.pos_ == "NUM" for c in head.children) and head.lower_ not in QUALIFIERS \
                    and ((head.lower_, "") in said or (head.lemma_.lower(), head.tag_[:2]) in said):
                return f"the sentence says '{t.text} {head.text}'; the step leaves out '{t.text}'"
    h_stems = {stem(w) for w in h_words}
    for m in _PHRASES.finditer(premise):
        if _stems(m.group(1)) & h_stems:
            phrase = " ".join(m.group(0).split()[: -len(m.group(1).split())])
            return f"the sentence says '{phrase}' {m.group(1)}; the step states it plainly"
    return ""


#: a state that has ended: "until 2019", "until last year", "formerly", "no longer", "used to"
_ENDED = re.compile(r"\buntil\s+(?:(?:early|late|mid-?)\s*)?(?:\d{4}|last\s+\w+|recently|(?:the\s+)?end\s+of\s+\d{4}|"
                    r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
                    r"(?:\s+\d{4})?)\b|\b(?:formerly|previously|used\s+to)\b", re.IGNORECASE)
#: where a clause before an ending marker starts: the sentence's start, a comma, a relative word, a semicolon
_CLAUSE_START = re.compile(r"[,;(]|\b(?:who|which|that|and|but|while|whereas)\b", re.IGNORECASE)
#: words by which a step says a state holds now
_NOW = re.compile(r"\b(?:currently|now|still|at\s+present|presently|today|these\s+days|remains?|continues?\s+to)\b",
                  re.IGNORECASE)
_DENIED = re.compile(r"\b(?:not|no\s+longer|never|n't|former(?:ly)?|no\s+more)\b", re.IGNORECASE)


def ended_state(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the sentence does not state the step's present state, or "": the sentence says it held until a
    time ("who chaired the board until 2019") and the step says it holds now ("currently chairs the board"), in
    the present tense or with "now", "still", "currently", with no word of its own but the ended clause's, its
    subject's and names."""
    if _DENIED.search(hypothesis) or not (m := _ENDED.search(premise)):
        return ""
    if not _NOW.search(hypothesis) and not _present(parse(hypothesis)):
        return ""
    if m.group(0).lower().startswith("until"):  # "who chaired the board until 2019": the clause before the marker
        start = max((x.end() for x in _CLAUSE_START.finditer(premise[: m.start()])), default=0)
        ended_clause = premise[start : m.start()]
    else:  # "formerly used as a cinema": the clause after it
        start, after = m.start(), premise[m.end():]
        ended_clause = after[: next((x.start() for x in _CLAUSE_START.finditer(after)), None)]
    ended, subject = _stems(ended_clause), _stems(premise[:start])  # "The hall, formerly used as ...": its subject
    names = {stem(w) for w in re.findall(r"\b[A-Z][\w'-]*", premise[1:])} | {stem(w) for w in
                                                                          re.findall(r"\b[A-Z][\w'-]*", hypothesis)}
    own = _stems(_NOW.sub(" ", hypothesis)) - names
    if not own or not own & ended or own - ended - subject:
        return ""
    return f"the sentence says it held {m.group(0).strip()}; the step says it holds now"


def _present(doc) -> bool:
    """Is the step's main verb (or its auxiliary) in the present tense ("chairs", "is based")?"""
    for t in doc:
        if t.dep_ == "ROOT":
            return t.tag_ in ("VBZ", "VBP") or any(c.dep_ in ("aux", "auxpass") and c.tag_ in ("VBZ", "VBP")
                                                    and c.lower_ not in ("has", "have") for c in t.children)
    return False


#: a condition of the thing's own state under which a sentence gives a figure or a state: "when full", "at full
#: capacity", "when fully charged", "at its peak"
_OWN_STATE = re.compile(r"\b(?:when|once|if|while)\s+(?:fully\s+|completely\s+)?(?:full|empty|complete|completed|"
                        r"charged|loaded|laden|assembled|inflated|extended|open|opened|closed|folded|finished|new|"
                        r"built|operational|in\s+use|running)\b|\bat\s+(?:full\s+|maximum\s+)?capacity\b|"
                        r"\bat\s+(?:its|their)\s+(?:peak|height|fullest|maximum)\b|\bfully\s+(?:loaded|charged)\b",
                        re.IGNORECASE)


def conditional_state(premise: str, hypothesis: str) -> str:
    """The condition the step leaves out, as the reason ("the sentence says it only 'when full'"), or ""."""
    m = _OWN_STATE.search(premise)
    if not m or _OWN_STATE.search(hypothesis):
        return ""
    cond = {stem(w) for w in content_words(m.group(0))}
    if cond & _stems(hypothesis):
        return ""  # the step says the condition in its own words ("a full tank holds 60 litres")
    return f"the sentence says it only '{m.group(0).strip()}'"
