"""A title the sentence gives a named person only with a word that takes part of it back.

"Deputy police commissioner Grace Tolland, speaking on behalf of Commissioner Alan Rudd, …" does not state that
"Police commissioner Grace Tolland confirmed …" (a small model reads 0.99 entailed), nor "Vice-chancellor designate
Marcus Thiel, who formally takes office on 1 August" that he is the vice-chancellor. :func:`qualified_title` reads the
title before the name (up to four words from a qualifier to a title's head noun, or a head noun with "designate" or
"-elect" after it) and names the qualifier a step that gives the person the title's head without it leaves out.
"Acting" and "former" before a noun are also read, for any noun, by :func:`gechat.entail.qualifiers.dropped_qualifier`.
"""

from __future__ import annotations

import re

#: words before a title that make it another office: a deputy commissioner is no commissioner
_BEFORE = r"deputy|vice|acting|assistant|associate|former|ex|interim|honorary|incoming|shadow|would-be"
#: words after a title that make it one not yet held: "vice-chancellor designate", "president-elect"
_AFTER = r"designate|elect"
#: head nouns of a title
_HEADS = (r"president|chair|chairman|chairwoman|chairperson|director|governor|commissioner|chancellor|minister|"
          r"secretary|mayor|ceo|officer|manager|head|chief|editor|principal|dean|professor|captain|coach|judge|"
          r"ambassador|consul|treasurer|superintendent|inspector|commander|general|admiral|bishop|speaker|leader|"
          r"administrator|registrar|curator|conductor|controller|comptroller|counsel|attorney|auditor|rector|"
          r"provost|premier|prime\s+minister|executive")
_NAME = r"((?:[A-Z][\w'’.-]+\s+){0,3}[A-Z][\w'’-]+)"
_TITLE = re.compile(rf"\b(?:(?i:{_BEFORE})[\s-]+(?:[a-z][\w-]*\s+){{0,3}}?)?(?P<head>(?i:{_HEADS}))"
                    rf"(?:[\s-]+(?i:{_AFTER}))?,?\s+{_NAME}")
_QUALIFIER_WORDS = re.compile(rf"\b(?:{_BEFORE}|{_AFTER})\b", re.IGNORECASE)


def qualified_title(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not give the step's person the title the step gives: "" when it does, or gives no
    such person a qualified title."""
    for m in _TITLE.finditer(premise):
        name = m.group(m.lastindex)
        title = m.group(0)[: m.start(m.lastindex) - m.start()].strip(" ,")
        qualifiers = {q.lower() for q in _QUALIFIER_WORDS.findall(title)}
        surname = name.split()[-1]
        head = r"[\s-]+".join(m.group("head").lower().split())
        if not qualifiers or not re.search(rf"\b{re.escape(surname)}\b", hypothesis) \
                or not re.search(rf"\b{head}\b", hypothesis, re.IGNORECASE):
            continue  # another person, or no title in the step
        left_out = sorted(qualifiers - {q.lower() for q in _QUALIFIER_WORDS.findall(hypothesis)})
        rest = premise[: m.start()] + " " + premise[m.end():]
        if not left_out or re.search(rf"(?i:\b{head})\s+(?:[A-Z][\w'’.-]*\s+){{0,3}}{re.escape(surname)}\b", rest):
            continue  # the step keeps the qualifiers, or the sentence also gives the person the title plainly
        return f"the sentence calls {name} '{title}'; the step leaves out '{left_out[0]}'"
    return ""
