"""What a question asks for, and whether a sentence holds it.

``question_type`` reads the question: a name ("who"), a date ("when"), a count or an amount ("how many",
"how much"), a duration ("how long"), money ("what ... cost", "how much compensation"), a temperature.
``holds_type`` says whether a sentence holds such a value that the question does not already state; the
numbers of sections and titles ("11 U.S.C. § 1302") count nothing. ``counts_asked`` checks that a number
stands before what "how many X" counts. Read by :mod:`gechat.retrieval` (the "not answered" decision) and
:mod:`gechat.extractive` (the answer's bonus for the asked-for value).
"""

from __future__ import annotations

import re

from gechat.text import content_stems as content_words

_MONTHS = ("january|february|march|april|may|june|july|august|september|october|november|december|"
           "mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?")
_NUMBER_WORDS = r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|thousand|million|billion"
#: what a sentence must hold to answer each question type
_TYPES: dict[str, re.Pattern[str]] = {
    "who": re.compile(r"(?<!^)(?<![.!?]\s)\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*|\b[A-Z]{2,}(?:\s+[A-Z]\.?)*\s+[A-Z]{2,}\b"),
    "when": re.compile(rf"\b(1[5-9]\d\d|20\d\d)\b|\b({_MONTHS})\b", re.IGNORECASE),
    "quantity": re.compile(rf"\d+(?:[.,/]\d+)*|\b({_NUMBER_WORDS}|half|dozen|several|few)\b", re.IGNORECASE),
    "duration": re.compile(rf"\b(\d+|{_NUMBER_WORDS}|an?|\w+ty)\b[^.]{{0,20}}?\b(seconds?|minutes?|hours?|days?|"
                           r"weeks?|months?|years?|overnight)\b|\b(overnight|as long as|until|indefinite\w*|"
                           r"permanent\w*|period)\b", re.IGNORECASE),
    "money": re.compile(r"[$£€]\s?\d|\b\d[\d,.]*\s*(dollars?|cents?)\b|\b(dollars?|cents?)\b", re.IGNORECASE),
    "temperature": re.compile(r"\d+\s*(°|degrees?\b)", re.IGNORECASE),
}
_TOKEN = re.compile(r"[A-Za-z0-9$£€°]+")
_FILLER = frozenset({"a", "an", "the", "of", "s"})
_MONEY_Q = re.compile(r"\b(costs?|price|salary|salaries|wages?|fees?|paid|pays?|compensation|income|earn(?:s|ed|ings)?|"
                      r"revenues?)\b|^what fine\b", re.IGNORECASE)
#: a number that labels rather than counts: "§ 1302", "chapter 13", "title 11", "11 U.S.C.", "28 C.F.R."
_LABEL_NUMBER = re.compile(r"(?:§+\s*|\b(?:chapter|section|title|part|article|rule|page|figure|table|appendix|volume|"
                           r"no\.)\s+)\d[\w.()-]*|\b\d+\s+(?:U\.\s?S\.\s?C|C\.\s?F\.\s?R)\b", re.IGNORECASE)


def question_type(question: str) -> str:
    """What the question asks for: "who", "when", "quantity", "duration", "money", "temperature" or ""."""
    q = " ".join(question.lower().split())
    if "temperature" in q or "degrees" in q:
        return "temperature"
    if _MONEY_Q.search(q):
        return "money"
    if q.startswith("how long") or re.match(r"how many (seconds|minutes|hours|days|weeks|months|years)\b", q):
        return "duration"
    if q.startswith(("how many", "how much")) or re.match(r"(what|which) (percentage|number|amount|quantity)\b", q):
        return "quantity"
    if re.match(r"when (was|were|did|will|had)\b|(in |on )?(what|which) (year|date|month|day)\b", q):
        return "when"
    if q.startswith(("who", "whom", "whose")) or re.search(
            r"\b(which|what) (\w+ )?(vendor|company|companies|firm|organi[sz]ation|agency|person|people|author)s?\b", q):
        return "who"
    return ""


def holds_type(text: str, qtype: str, question: str = "") -> bool:
    """Does ``text`` hold a value of the asked-for type (a name, a date, a number, ...) that ``question`` does not?

    A value the question itself states ("for 40 men", "FIPS 199") is no answer to it, and the number of a
    section, chapter or title ("11 U.S.C. § 1302") answers no "how much" or "how many".
    """
    pattern = _TYPES.get(qtype)
    if pattern is None:
        return False
    if qtype == "quantity":
        text = _LABEL_NUMBER.sub(" ", text)
    asked = {w.lower() for w in _TOKEN.findall(question)}
    return any({w.lower() for w in _TOKEN.findall(m.group(0))} - asked - _FILLER for m in pattern.finditer(text))


def counts_asked(text: str, question: str) -> bool:
    """For "how many X ...": does ``text`` put a number right before X (a count of what is asked)?"""
    m = re.match(r"\s*how many\s+([\w-]+)", question, re.IGNORECASE)
    if not m:
        return holds_type(text, "quantity", question)
    head = next(iter(content_words(m.group(1))), "")
    words = _TOKEN.findall(text)
    for i, w in enumerate(words):
        if head and head in content_words(w):
            before = " ".join(words[max(0, i - 4) : i])
            if _TYPES["quantity"].search(before) and holds_type(before, "quantity", question):
                return True
    return False
