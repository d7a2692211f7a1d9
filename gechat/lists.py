"""What a lead-in introduces: the list items that follow "… defines three security objectives:".

A sentence that ends in a colon or a dash, or announces a count ("There are two kinds …"), is a topic, not an
answer; the facts are in the items under it. An extractive answer whose best sentence is such a lead-in
(:mod:`gechat.extractive`) brings those items with it. This module reads them from the sentences that follow
the lead-in in its document, by the shapes the document gives them:

* **headed items** — the first sentence after the lead-in is a heading ("CONFIDENTIALITY"): each item is a
  heading of the same form (all capitals, numbered, or other) with the sentences under it; the list ends at a
  heading of another form ("Potential Impact on Organizations and Individuals"), or after the announced number
  of items;
* **marked items** — the first sentence starts with a bullet or an enumeration ("− The loss …", "(i) …",
  "2. …", "a) …"): each item is one such sentence; the list ends at the first sentence without a mark;
* **plain sentences** — otherwise the announced number of sentences (``PLAIN_ITEMS`` when no number is
  announced), ending early at a heading or another lead-in.

At most ``MAX_ITEMS`` items, each of at most ``ITEM_SENTENCES`` sentences (a heading and what it says first).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from gechat.records import Sentence
from gechat.retrieval import is_heading, is_lead_in

MAX_ITEMS = 6
#: sentences an item holds: its heading (when it has one) and the first sentence under it
ITEM_SENTENCES = 2
#: items read after a lead-in that announces no number and whose items carry no marks
PLAIN_ITEMS = 3

_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COUNT = re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\b", re.IGNORECASE)
_MARK = re.compile(r"^(?:[-−–—•●◦▪*·]\s|\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s)", re.IGNORECASE)
_NUMBER_FORM = re.compile(r"^\(?(?:\d+(?:\.\d+)*|[A-Z]|[IVX]+)[.)]?\s")


@dataclass(frozen=True)
class Item:
    """One item of a list: its sentences in document order (a heading first, when it has one)."""

    sentences: tuple[Sentence, ...]

    @property
    def text(self) -> str:
        """The item as one line: "HEADING: first sentence", or its one sentence."""
        parts = [" ".join(s.text.split()) for s in self.sentences]
        if len(parts) > 1 and is_heading(self.sentences[0].text):
            return f"{parts[0].rstrip(':')}: {' '.join(parts[1:])}"
        return " ".join(parts)

    @property
    def statement(self) -> Sentence:
        """The sentence that states the item (the one under its heading; the item itself when it is one)."""
        return self.sentences[1] if len(self.sentences) > 1 else self.sentences[0]


def announced(lead: str) -> int | None:
    """The number of items a lead-in announces ("three security objectives"), if it says one."""
    m = _COUNT.search(lead)
    if m is None:
        return None
    word = m.group(1).lower()
    return _COUNTS.get(word) or (int(word) if word.isdigit() else None)


def introduced(lead: Sentence, following: Sequence[Sentence]) -> list[Item]:
    """The items that ``lead`` introduces, read from ``following`` (the sentences after it in its document, in
    order); none when ``lead`` is not a lead-in or nothing after it has the shape of a list."""
    if not is_lead_in(lead.text) or not following:
        return []
    count = announced(lead.text)
    limit = min(MAX_ITEMS, count or MAX_ITEMS)
    first = following[0]
    if is_heading(first.text):
        return _headed(following, _form(first.text), limit)
    if _MARK.match(first.text.strip()):
        return [Item((s,)) for s in _while(following, lambda s: bool(_MARK.match(s.text.strip())), limit)]
    plain = _while(following, lambda s: not is_heading(s.text) and not is_lead_in(s.text),
                   min(limit, count or PLAIN_ITEMS))
    return [Item((s,)) for s in plain]


def _headed(following: Sequence[Sentence], form: str, limit: int) -> list[Item]:
    items: list[list[Sentence]] = []
    for s in following:
        if is_heading(s.text):
            if _form(s.text) != form or len(items) == limit:
                break
            items.append([s])
        elif len(items[-1]) < ITEM_SENTENCES:
            items[-1].append(s)
    return [Item(tuple(i)) for i in items if len(i) > 1]  # a heading with nothing under it states nothing


def _while(following: Sequence[Sentence], keep, limit: int) -> list[Sentence]:
    out = []
    for s in following:
        if len(out) == limit or not keep(s):
            break
        out.append(s)
    return out


def _form(heading: str) -> str:
    """The form of a heading, which its sibling headings share: numbered, all capitals, or other."""
    t = " ".join(heading.lstrip("#").split())
    if _NUMBER_FORM.match(t):
        return "numbered"
    letters = [c for c in t if c.isalpha()]
    return "capitals" if letters and all(c.isupper() for c in letters) else "other"
