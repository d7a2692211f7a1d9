"""How an extractive answer quotes the documents (:mod:`gechat.extractive` chooses what to quote).

* a sentence over ``MAX_ANSWER_WORDS`` words is cut to its window richest in the question's words, keeping the
  value asked for (:func:`trim`), marked with "…";
* a list item is quoted after the lead-in of its list, so that it says what it is a case of (:func:`quote`: "The
  potential impact is HIGH if— − The loss …", "The following are some risks with using these tools: Credentials
  may be misused.", its bullet a glyph the text leaves out);
* a lead-in that is the best answer, or one among the ``LIST_TOP`` best for a question that asks for a list,
  answers with the items it introduces (:func:`lead_in`, :func:`listed`; :mod:`gechat.lists`);
* a section answers a how-to question in order, a label ("Practice Tips:") heading the item after it
  (:func:`sectioned`);
* each quoted sentence is a step tied to it (:func:`steps_quoting`).

``sentences_of(sentence)`` gives every sentence of its document, in order; ``marks_of(sentence)`` how that
document sets its sentences off (:func:`gechat.lists.set_off`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gechat import lists
from gechat.lines import is_lead_in
from gechat.records import AnswerItem, Sentence, Step
from gechat.retrieval import Candidate
from gechat.text import content_stems as content_words

MAX_ANSWER_WORDS = 60
#: the most words of a label: one that heads the next sentence of a section ("Practice Tips:"), or a line that is
#: no answer when it holds no word the question lacks ("Section 3.", :mod:`gechat.extractive`)
LABEL_WORDS = 4
#: sentences read after a lead-in that is the best answer, for the items it introduces (:mod:`gechat.lists`)
FOLLOWING = 40
#: for a question that asks for a list, the best candidates whose lead-ins may answer with their items
LIST_TOP = 6


def placed(sentence: Sentence, sentences_of) -> tuple[Sequence[Sentence], int | None]:
    """``sentence``'s document (its sentences, in order) and where ``sentence`` stands in it (None: not there)."""
    doc = sentences_of(sentence) if sentences_of else ()
    if 0 <= sentence.index < len(doc) and doc[sentence.index].id == sentence.id:
        return doc, sentence.index
    return doc, next((i for i, s in enumerate(doc) if s.id == sentence.id), None)


def following(sentence: Sentence, sentences_of) -> Sequence[Sentence]:
    """The :data:`FOLLOWING` sentences after ``sentence`` in its document."""
    doc, at = placed(sentence, sentences_of)
    return () if at is None else doc[at + 1 : at + 1 + FOLLOWING]


def quote(sentence: Sentence, terms: set[str], sentences_of, keep: tuple[int, int] | None = None,
          marks: Callable[[Sentence], lists.SetOff] = lambda s: lists.SetOff(), led: set[str] | None = None) -> str:
    """An answer item quoting ``sentence``; a list item after the lead-in that introduces it ("The potential
    impact is HIGH if— − The loss … could be expected to have a severe or catastrophic adverse effect …"; "The
    following are some risks with using these tools: A patch may have been altered …", its bullet a glyph the
    text leaves out, ``marks``): alone it does not say what it is a case of. Both together at most
    ``MAX_ANSWER_WORDS`` words, else the item alone. ``keep``: characters of the sentence the quote must hold
    (:func:`trim`). ``led``: the ids of the lead-ins an earlier item of the answer was quoted after, to which this
    one's is added; an item of the same list is then quoted alone (the lead-in once, not before every item)."""
    text = trim(sentence.text, terms, keep=keep)
    if not sentences_of:
        return text
    marked = lists.marked(sentence.text)  # a mark in its text, else a bullet the document's text sets it off by
    set_off = lists.SetOff() if marked else marks(sentence)
    if not marked and sentence.id not in set_off.bullets:
        return text
    doc, at = placed(sentence, sentences_of)
    lead = lists.lead_of(doc, at, set_off) if at is not None else None
    if lead is None or len(lead.text.split()) + len(text.split()) > MAX_ANSWER_WORDS \
            or not content_words(lead.text) - _SAYS_NOTHING:
        return text  # a long lead-in would bury the item; "For example:" or "These include:" says nothing of it
    if led is not None:
        if lead.id in led:
            return text
        led.add(lead.id)
    return f"{' '.join(lead.text.split())} {text}"


#: the words of a lead-in that say nothing of what its items are cases of ("For example:", "These include the
#: following:")
_SAYS_NOTHING = frozenset(content_words("for example examples include includes including following such as these "
                                        "those instance instances e.g. i.e. list listed below"))


def asks_for_list(question: str) -> bool:
    """Does the question ask for several things ("What are the tenets of zero trust?", "List the …")?"""
    return bool(_ASKS_LIST.search(question))


_ASKS_LIST = re.compile(r"^\s*(?:what|which)\s+(?:are|were)\b|^\s*(?:list|name|enumerate)\b"
                        r"|^\s*(?:what|which)\b.*\b(?:include|includes|consist|consists|comprise|comprises)\b", re.I)


def marks_reader(marks_of: Callable[[Sentence], lists.SetOff] | None) -> Callable[[Sentence], lists.SetOff]:
    """``marks_of`` read once per document, however many of its sentences ask (none without it)."""
    read: dict[str, lists.SetOff] = {}

    def marks(sentence: Sentence) -> lists.SetOff:
        if marks_of is None:
            return lists.SetOff()
        if (got := read.get(sentence.doc_id)) is None:
            got = read[sentence.doc_id] = marks_of(sentence)
        return got
    return marks


def lead_in(question: str, best: Candidate, ranked: Sequence[Candidate],
            sentences_of: Callable[[Sentence], Sequence[Sentence]],
            marks: Callable[[Sentence], lists.SetOff]) -> tuple[Candidate | None, list[lists.Item]]:
    """The lead-in that answers with the items it introduces, and those items: the best candidate when it is a
    lead-in with items; for a question that asks for a list, else the first lead-in of the ``LIST_TOP`` best
    candidates by retrieval score that introduces at least two, headed or marked as items ("… adherence to the
    following zero trust basic tenets:" for "What are the tenets of zero trust?", which otherwise quoted
    sentences that mention tenets; a novel's "She replied:" introduces no list)."""
    if is_lead_in(best.sentence.text) and (
            items := lists.introduced(best.sentence, following(best.sentence, sentences_of), marks=marks(best.sentence))):
        return best, items
    if asks_for_list(question):  # the document is read only for the lead-ins among the best
        for c in sorted(ranked, key=lambda c: -c.score)[:LIST_TOP]:
            if is_lead_in(c.sentence.text) and len(items := lists.introduced(
                    c.sentence, following(c.sentence, sentences_of), plain=False, marks=marks(c.sentence))) >= 2:
                return c, items
    return None, []


def listed(lead: Sentence, items: Sequence[lists.Item], terms: set[str]
      ) -> tuple[tuple[AnswerItem, ...], tuple[Step, ...]]:
    """The answer to a question whose best sentence is a lead-in: the lead-in, then each item it introduces
    (:func:`gechat.lists.introduced`), each an answer item (under its heading, when it has one) and a step that
    quotes the sentence stating it."""
    said = [lead, *(item.statement for item in items)]
    answers = tuple(AnswerItem(f"A{i}", trim(t, terms))
                    for i, t in enumerate([" ".join(lead.text.split()), *(item.text for item in items)], 1))
    return answers, steps_quoting(said)


def sectioned(heading: Sentence, body: Sequence[Sentence], terms: set[str]
          ) -> tuple[tuple[AnswerItem, ...], tuple[Step, ...]]:
    """The answer to a how-to question from the section that says how (:func:`gechat.sections.section`), or to a
    question that asks for a list of a thing from the section a name for it heads
    (:func:`gechat.sections.named_first`): each of its sentences in order, an answer item and a step that quotes it;
    the first item under the heading ("Corn bread (for 15 men): Take 2 heaping cups …"), unless it is cut to a
    window."""
    stating, texts, label = [], [], ""
    for s in body:
        text = " ".join(s.text.split())
        if _label(text) and s is not body[-1]:
            label = f"{label} {text}".strip()  # "Practice Tips:" states nothing: it heads the next item
            continue
        stating.append(s)
        texts.append(f"{label} {text}" if label else text)
        label = ""
    answers = [AnswerItem(f"A{i}", trim(t, terms)) for i, t in enumerate(texts, 1)]
    if answers[0].text == texts[0]:
        title = " ".join(heading.text.lstrip("#").split()).rstrip(".:")
        answers[0] = AnswerItem("A1", f"{title}: {texts[0]}")
    return tuple(answers), steps_quoting(stating)


def _label(text: str) -> bool:
    """Is ``text`` a label of a few words for what follows ("Practice Tips:", "Note:")?"""
    return text.endswith(":") and len(text.split()) <= LABEL_WORDS


def steps_quoting(sentences: Sequence[Sentence]) -> tuple[Step, ...]:
    """One step per sentence, in order, each quoting it (whitespace collapsed) and tied to it (``Step.sentence_id``)."""
    return tuple(Step(f"S{i}", " ".join(s.text.split()), "retrieved", sentence_id=s.id)
                 for i, s in enumerate(sentences, 1))


def trim(text: str, terms: set[str], max_words: int = MAX_ANSWER_WORDS, keep: tuple[int, int] | None = None) -> str:
    """``text`` with its whitespace collapsed; over ``max_words`` words, the window richest in ``terms`` among those
    that hold the characters ``keep`` (the value a question asks for), when they fit in one."""
    spans = [m.span() for m in re.finditer(r"\S+", text)]
    words = [text[a:b] for a, b in spans]
    if len(words) <= max_words:
        return " ".join(words)
    hits = [1 if content_words(w) & terms else 0 for w in words]
    starts = range(len(words) - max_words + 1)
    if keep is not None:
        inside = [i for i, (a, b) in enumerate(spans) if a < keep[1] and b > keep[0]]
        if inside and inside[-1] - inside[0] < max_words:
            starts = range(max(0, inside[-1] - max_words + 1), min(inside[0], len(words) - max_words) + 1)
    best = max(starts, key=lambda i: (sum(hits[i : i + max_words]), -i))
    out = " ".join(words[best : best + max_words])
    return ("… " if best else "") + out + (" …" if best + max_words < len(words) else "")
