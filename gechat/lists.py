"""What a lead-in introduces: the list items that follow "… defines three security objectives:".

A sentence that ends in a colon or a dash, or announces a count ("There are two kinds …"), is a topic, not an
answer; the facts are in the items under it. An extractive answer whose best sentence is such a lead-in
(:mod:`gechat.extractive`) brings those items with it. This module reads them from the sentences that follow
the lead-in in its document, by the shapes the document gives them:

* **headed items** — the first sentence after the lead-in is a heading ("CONFIDENTIALITY"): each item is a
  heading of the same form (all capitals, numbered, or other) with the sentences under it; the list ends at a
  heading of another form ("Potential Impact on Organizations and Individuals"), or after the announced number
  of items. Headings of one form straight after each other are a list of lines, each an item of its own (the
  provisions a handbook lists under "Related Provisions:");
* **marked items** — the first sentence starts with a number, a letter or a bullet ("1. All data sources …",
  "(i) …", "− The loss …") or a label ("Policy engine (PE): This component …"): each item is a sentence with the
  next mark of that kind (the next number, the next letter), the sentences between them saying more about it;
  the list ends at a heading, at a lead-in (the next list's), at a mark of the same kind out of turn (a
  numbering that starts over), or where no such sentence comes within ``ITEM_GAP`` sentences (``NUMBER_GAP``
  for the next number);
* **plain sentences** — otherwise the announced number of sentences (``PLAIN_ITEMS`` when no number is
  announced), ending early at a heading or another lead-in.

At most ``MAX_ITEMS`` items, each of at most ``ITEM_SENTENCES`` sentences (a heading and what it says first).
The other way round, :func:`lead_of` finds the lead-in whose list holds a marked sentence, so that an item quoted
alone can say what it is a case of ("The potential impact is HIGH if— − The loss …").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from gechat.records import Sentence
from gechat.lines import is_fragment, is_heading, is_lead_in
from gechat.sentences import BULLETS

MAX_ITEMS = 8
#: sentences an item's mark may be apart from the next one's (the ones between say more about the item); a
#: numbered list's next number is a stronger sign than the next bullet or label, and is looked for further
ITEM_GAP = 8
NUMBER_GAP = 16
#: how far before a marked item its lead-in is looked for
LOOK_BACK = 40
#: sentences an item holds: its heading (when it has one) and the first sentence under it
ITEM_SENTENCES = 2
#: items read after a lead-in that announces no number and whose items carry no marks
PLAIN_ITEMS = 3

_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
#: "three security objectives", "two kinds": a number, then within three words a plural; not "Section 3 lists"
_COUNT = re.compile(r"(?<!section )(?<!figure )(?<!table )(?<!chapter )(?<!version )(?<!part )(?<!step )"
                    r"(?<!appendix )\b(two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+(?:[\w-]+\s+){0,2}"
                    r"[a-z-]+s\b", re.IGNORECASE)
_NUMBERED = re.compile(r"^\(?(\d{1,2})[.)]\s+\S")
_ROMAN = re.compile(r"^\(?(i{1,3}|iv|v|vi{1,3}|ix|x)[.)]\s+\S", re.IGNORECASE)
_LETTERED = re.compile(r"^\(?([a-z])[.)]\s+\S", re.IGNORECASE)
_BULLET = re.compile(r"^([-−–—•●◦▪*·])\s+\S")
#: "Policy engine (PE): This component …", "Threat intelligence feed(s): This provides …": a name of at most eight
#: words, the first capitalised, then a colon and a statement; a name, not a clause ("The answer is simple: …",
#: "He said: …" are no labels: :data:`_CLAUSE_WORDS`)
_LABEL = re.compile(r"^([A-Z][\w/()-]*(?:\s+[\w/()-]+){0,7}):\s+[\w“\"(]")
_CLAUSE_WORDS = {"is", "are", "was", "were", "be", "been", "has", "have", "had", "do", "does", "did", "said", "says",
                 "say", "found", "will", "would", "can", "could", "may", "might", "must", "should", "shall",
                 "i", "we", "you", "he", "she", "it", "they", "this", "that", "these", "those", "there", "here",
                 "the", "in", "at", "on", "if", "when", "as", "for", "to"}
_ROMANS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")
_NUMBER_FORM = re.compile(r"^\(?(\d+(?:\.\d+)*|[A-Z]|[IVX]+)[.)]?\s")


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


#: the mark of an item whose bullet the sentence's text no longer holds (:func:`set_off`)
_SET_OFF = ("bullet", "set off")
#: a bullet at the start of a line, just before a sentence: the splitter leaves it out of the sentence's text
_BULLET_BEFORE = re.compile(rf"(?:^|\n)[ \t]*(?:[{BULLETS}]\s*|[-–—*o][ \t]+)$")  # a dash or star on the sentence's
# own line: a lone "*" between a novel's scenes is none


@dataclass(frozen=True)
class SetOff:
    """How a document sets its sentences off (:func:`set_off`): the ids of those after a bullet, and of those that
    open a line."""

    bullets: frozenset[str] = frozenset()
    lines: frozenset[str] = frozenset()


#: an empty line between two sentences
_BLANK_LINE = re.compile(r"\n[ \t]*\n")


def set_off(text: str, sentences: Sequence[Sentence]) -> SetOff:
    """Which of the ``sentences`` (a document's, in order, with its ``text``) open a line after a bullet, a symbol
    font's glyph the sentence's text leaves out ("\uf03c A patch may have been altered …" in a PDF: list items,
    though their text carries no mark), and which open a line at all, at its start (a sentence that does not, or
    opens an indented line, goes on the item before it)."""
    bullets, lines, end = set(), set(), 0
    for s in sentences:
        if _BULLET_BEFORE.search(text, end, s.char_start):
            bullets.add(s.id)
        gap = text[end:s.char_start]
        if s.char_start == 0 or ("\n" in gap and (s.id in bullets or not gap.rsplit("\n", 1)[1]
                                                 or _BLANK_LINE.search(gap))):
            lines.add(s.id)  # an indented line without a bullet goes on the item above it (a wrapped text file),
            # unless a blank line comes before it: a new paragraph (a text indented throughout)
        end = s.char_end
    return SetOff(frozenset(bullets), frozenset(lines))


def marked(text: str) -> bool:
    """Does ``text`` start as a list item does (a number, a letter, a bullet, a label)?"""
    return _mark(text) is not None


def lead_of(sentences: Sequence[Sentence], at: int, marks: SetOff = SetOff()) -> Sentence | None:
    """The lead-in whose list holds ``sentences[at]`` as a marked item (a number, letter, bullet or label, or a
    bullet its text no longer holds: ``marks``, :func:`set_off`), or None: the nearest lead-in before it, within
    ``LOOK_BACK`` sentences and no heading between, when :func:`introduced` lists that sentence among its items."""
    item = sentences[at]
    if not marked(item.text) and item.id not in marks.bullets:
        return None
    for j in range(at - 1, max(-1, at - 1 - LOOK_BACK), -1):
        s = sentences[j]
        if is_heading(s.text):
            return None
        if is_lead_in(s.text):
            items = introduced(s, sentences[j + 1 : j + 1 + LOOK_BACK + MAX_ITEMS], plain=False, marks=marks)
            return s if any(i.statement.id == item.id for i in items) else None
    return None


def announced(lead: str) -> int | None:
    """The number of items a lead-in announces ("three security objectives"), if it says one."""
    m = _COUNT.search(lead)
    if m is None:
        return None
    word = m.group(1).lower()
    return _COUNTS.get(word) or (int(word) if word.isdigit() else None)


def introduced(lead: Sentence, following: Sequence[Sentence], *, plain: bool = True,
               marks: SetOff = SetOff()) -> list[Item]:
    """The items that ``lead`` introduces, read from ``following`` (the sentences after it in its document, in
    order); none when ``lead`` is not a lead-in or nothing after it has the shape of a list. ``plain=False``:
    only items the document shapes as such (headed or marked), not the sentences that merely follow. ``marks``:
    the sentences the document sets off with a bullet that their text no longer holds (:func:`set_off`), marked
    items too; such a list ends at the first line without one."""
    if not is_lead_in(lead.text) or not following:
        return []
    count = announced(lead.text)
    limit = min(MAX_ITEMS, count or MAX_ITEMS)
    first = following[0]
    if is_heading(first.text):
        return _headed(following, _form(first.text), limit)
    kind = _mark(first.text) or (_SET_OFF if first.id in marks.bullets else None)
    if kind is not None:
        return _marked(following, kind, MAX_ITEMS, marks)  # the marks say where the list ends
    if not plain:
        return []
    plain_items = _while(following, lambda s: not is_heading(s.text) and not is_lead_in(s.text),
                         min(limit, count or PLAIN_ITEMS))
    return [Item((s,)) for s in plain_items]


def _headed(following: Sequence[Sentence], form: str, limit: int) -> list[Item]:
    run = _while(following, lambda s: is_heading(s.text) and _form(s.text) == form, len(following))
    after = following[len(run)] if len(run) < len(following) else None
    if len(run) > 1 and (after is None or is_fragment(after.text)):
        # lines of one form, one after the other, and no statement under the last ("28 U.S.C. § 586(b) UST
        # Appointment of Standing Trustee", … under "Related Provisions:"): each line is an item of its own
        return [Item((s,)) for s in run[:limit]]
    items: list[list[Sentence]] = []
    for s in following:
        if is_heading(s.text):
            if _form(s.text) != form or sum(len(i) > 1 for i in items) == limit:
                break
            items.append([s])
        elif len(items[-1]) < ITEM_SENTENCES:
            items[-1].append(s)
    return [Item(tuple(i)) for i in items if len(i) > 1]  # a heading with nothing under it states nothing


def _mark(text: str) -> tuple[str, str] | None:
    """The kind and value of the mark a list item starts with: ("number", "2"), ("roman", "ii"), ("letter", "b"),
    ("bullet", "−"), ("label", ""); None when it starts with none."""
    t = text.strip()
    for kind, pattern in (("number", _NUMBERED), ("roman", _ROMAN), ("letter", _LETTERED), ("bullet", _BULLET)):
        if m := pattern.match(t):
            return kind, m.group(1).lower()
    return ("label", "") if _is_label(t) else None


def _is_label(text: str) -> bool:
    m = _LABEL.match(text)
    return bool(m) and not any(w.lower() in _CLAUSE_WORDS for w in m.group(1).split())


def _next(kind: tuple[str, str]) -> tuple[str, str]:
    """The mark the item after one marked ``kind`` carries."""
    name, value = kind
    if name == "number":
        return name, str(int(value) + 1)
    if name == "roman":
        return name, _ROMANS[_ROMANS.index(value) + 1] if value in _ROMANS[:-1] else ""
    if name == "letter":
        return name, chr(ord(value) + 1)
    return kind  # bullets and labels are alike from one item to the next


def _marked(following: Sequence[Sentence], first: tuple[str, str], limit: int, marks: SetOff = SetOff()
            ) -> list[Item]:
    items: list[Item] = []
    expected, gap = first, 0
    for s in following:
        if len(items) == limit or gap > (NUMBER_GAP if expected[0] == "number" else ITEM_GAP) or is_heading(s.text) \
                or (items and is_lead_in(s.text)):
            break  # a heading, or a lead-in that opens the next list
        if expected == _SET_OFF:
            if s.id in marks.bullets:
                items.append(Item((s,)))
            elif s.id in marks.lines:
                break  # a line without a bullet ends the list; a sentence on an item's line goes on the item
        elif _carries(s.text, expected):
            items.append(Item((s,)))
            expected, gap = _next(_mark(s.text) if expected[0] != "letter" else expected), 0
        elif expected[0] in ("number", "roman", "letter") and (mark := _mark(s.text)) and mark[0] == expected[0]:
            break  # the same kind of mark out of turn: numbering that starts over, another list
        else:
            gap += 1
    return items


def _carries(text: str, mark: tuple[str, str]) -> bool:
    """Does ``text`` start with ``mark`` (its kind and value; any label for a label)?"""
    name, value = mark
    t = text.strip()
    if name == "label":
        return _is_label(t)
    pattern = {"number": _NUMBERED, "roman": _ROMAN, "letter": _LETTERED, "bullet": _BULLET}[name]
    m = pattern.match(t)
    return bool(m) and m.group(1).lower() == value


def _while(following: Sequence[Sentence], keep, limit: int) -> list[Sentence]:
    out = []
    for s in following:
        if len(out) == limit or not keep(s):
            break
        out.append(s)
    return out


def _form(heading: str) -> str:
    """The form of a heading, which its sibling headings share: numbered (by digits, by a letter, by a roman
    numeral: "C. STANDING TRUSTEE …" is no sibling of "28 U.S.C. § 586(b) …"), all capitals, or other."""
    t = " ".join(heading.lstrip("#").split())
    if m := _NUMBER_FORM.match(t):
        number = m.group(1)
        return "numbered " + ("digits" if number[0].isdigit() else "roman" if set(number) <= set("IVX") and
                              len(number) > 1 else "letter")
    letters = [c for c in t if c.isalpha()]
    return "capitals" if letters and all(c.isupper() for c in letters) else "other"
