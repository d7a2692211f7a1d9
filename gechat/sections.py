"""What a document's headings divide it into: the section a how-to question is answered with, and sentences that
stand in sections about different things.

**How-to answers.** A recipe, a procedure or a short how-to section states its method over several sentences under one heading:

    ### Corn bread (for 15 men).
    Take 2 heaping cups yellow corn meal, 1 cup flour, 3 eggs, … Beat eggs thoroly, whites and yolks separately.
    Sift baking powder with corn meal and flour. Melt lard, add the last. Beat fast and thoroly. Bake ½ hour …

An extractive answer of the two best sentences quoted the ingredients of this recipe and those of another one
("Corn bread (for 20 men)"), and not how to make either. For a question that asks how something is done
(:func:`asks_how_to`) and whose best sentence stands in a short section whose heading names everything the
question asks about but the asking ("corn bread" for "How do I make corn bread?", "burnt sugar" for "How is burnt
sugar made?"), the answer is that section (:func:`section`): each of its sentences in order, an answer item and a
step of its own, the first under the heading. A question about one detail of the method ("How do you check whether
the corn bread is done?": "check" is no word of the heading) keeps its one-sentence answer, and so does a section
longer than :data:`MAX_SECTION` sentences (a chapter, not a method).

**Sections apart.** Two sentences of one document under headings that share no word but the ones most of its
headings hold ("### Burnt sugar." and "### Brown gravy (for 60 men)."; "men" and the numbers are in every recipe's
heading) speak of different things (:func:`apart`). A conflict between them ("… pour in 1 quart hot water" and "…
mix with 1 quart cold water") says nothing against either: the evidence stage does not read it as the document
disputing a step that one of them supports (:func:`gechat.selection.choose`). Sentences of one section, of a
document without headings, or of two documents may still dispute each other.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from gechat.lines import is_contents, is_heading, is_lead_in
from gechat.records import Sentence
from gechat.relevance import question_terms
from gechat.text import content_stems as content_words

#: a word held by more than this share of a document's headings names no subject of its own ("men" in "Corn bread
#: (for 15 men).", "section")
COMMON_HEADING_SHARE = 0.2
#: and by at least this many (in a document of a few headings, two that share a word share a subject)
COMMON_HEADING_MIN = 4
#: how far above a sentence its heading is looked for
HEADING_LOOK_BACK = 200

#: the sentences a section may hold to be answered whole (a recipe, a procedure; not a chapter)
MAX_SECTION = 10

_HOW_TO = re.compile(
    r"^\s*(?:how\s+(?:do|does|did|should|shall|can|could|would|must|to|is|are|was|were)\b"
    r"|(?:what|which)\s+(?:is|are|was|were)\s+the\s+(?:steps?|procedures?|method|recipe|instructions|directions|"
    r"process|way)\b"
    r"|(?:describe|explain)\s+how\b)", re.IGNORECASE)

#: words that ask how (not what about): "make" in "How do I make corn bread?", "recipe" in "What is the recipe for …?"
PROCEDURE_WORDS = frozenset(content_words(
    "make makes made making prepare prepares prepared preparing cook cooks cooked cooking bake bakes baked baking "
    "do does done doing recipe recipes step steps procedure procedures method methods instruction instructions "
    "direction directions process way ways"))


def asks_how_to(question: str) -> bool:
    """Does the question ask how something is done ("How do I make …?", "How is … made?", "What are the steps
    to …?")? "How many", "how long", "how much" ask for a value and are not how-to questions."""
    return bool(_HOW_TO.search(question))


def subject(question: str) -> frozenset[str]:
    """What a how-to question asks about: its words but the asking ones ("corn", "bread" of "How do I make corn
    bread?")."""
    return frozenset(question_terms(question) - PROCEDURE_WORDS)


def section(question: str, doc: Sequence[Sentence], at: int) -> tuple[Sentence, list[Sentence]] | None:
    """The heading above ``doc[at]`` (or ``doc[at]`` itself, when it is one) and the sentences under it, when
    the question asks how (:func:`asks_how_to`), the heading names its whole :func:`subject`, and the section
    holds one to :data:`MAX_SECTION` sentences; else None."""
    if not asks_how_to(question) or not 0 <= at < len(doc):
        return None
    wanted = subject(question)
    if not wanted:
        return None
    start = next((i for i in range(at, max(-1, at - MAX_SECTION - 1), -1) if is_heading(doc[i].text)), None)
    if start is None or is_contents(doc[start].text) or not wanted <= content_words(doc[start].text):
        return None
    body: list[Sentence] = []
    for s in doc[start + 1:]:
        if _breaks(s.text):
            break
        body.append(s)
        if len(body) > MAX_SECTION:
            return None
    if not body or all(is_lead_in(s.text) for s in body):
        return None
    return doc[start], body


def _breaks(text: str) -> bool:
    """Does ``text`` end a section: a heading, or a short line in capitals with a full stop (a book's part,
    "MEATS.", "BACON AND PORK.", which :func:`gechat.lines.is_heading` leaves to the sentences it titles)?"""
    if is_heading(text):
        return True
    t = " ".join(text.split()).rstrip(".")
    letters = [c for c in t if c.isalpha()]
    return len(t.split()) <= 8 and len(letters) >= 4 and all(c.isupper() for c in letters)


def heading_above(doc: Sequence[Sentence], at: int) -> Sentence | None:
    """The nearest heading at or above ``doc[at]`` (within :data:`HEADING_LOOK_BACK` sentences), or None."""
    for i in range(min(at, len(doc) - 1), max(-1, at - HEADING_LOOK_BACK - 1), -1):
        if is_heading(doc[i].text) and not is_contents(doc[i].text):
            return doc[i]
    return None


def apart(doc: Sequence[Sentence], a: Sentence, b: Sentence) -> bool:
    """Do ``a`` and ``b`` (sentences of ``doc``, in order) stand under different headings that share no word but
    the document's common ones (see the module docstring)?"""
    at_a, at_b = _at(doc, a), _at(doc, b)
    if at_a is None or at_b is None:
        return False
    ha, hb = heading_above(doc, at_a), heading_above(doc, at_b)
    if ha is None or hb is None or ha.id == hb.id:
        return False
    common = _common_heading_words(tuple(s.text for s in doc if is_heading(s.text) and not is_contents(s.text)))
    return not (content_words(ha.text) & content_words(hb.text)) - common


def _at(doc: Sequence[Sentence], s: Sentence) -> int | None:
    """Where ``s`` stands in ``doc`` (None: not there)."""
    if 0 <= s.index < len(doc) and doc[s.index].id == s.id:
        return s.index
    return next((i for i, d in enumerate(doc) if d.id == s.id), None)


@lru_cache(maxsize=64)
def _common_heading_words(headings: tuple[str, ...]) -> frozenset[str]:
    counts: dict[str, int] = {}
    for h in headings:
        for w in content_words(h):
            counts[w] = counts.get(w, 0) + 1
    return frozenset(w for w, n in counts.items() if n > COMMON_HEADING_SHARE * len(headings) and n >= COMMON_HEADING_MIN)
