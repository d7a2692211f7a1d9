"""Why a question is declined: "The documents do not answer this", and the reason that follows it.

The pipeline declines a question when :func:`gechat.relevance.answers_question` says no sentence answers it, and
when an extractive answer's sentences do not state what a typed question asks for (:func:`states_asked`: "How many
eggs go into the lemon sherbet?" answered with its lemons) or do not name the thing it asks of (:func:`unnamed_thing`),
and when none of the sentences most about a why-question states what it takes as given (:mod:`gechat.presupposed`).
:func:`why_not` words the reason from the decision's :class:`gechat.relevance.Coverage`; the app and the CLI read it
back as ``Answer.declined_because``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gechat import answerable, relevance, retrieval
from gechat.asked import question_type
from gechat.values import holds_asked
from gechat.mentioned import names_thing, thing_to_name
from gechat.records import RelevantSentence, Step

#: what each question type asks for, as the reason names it
ASKED = {"who": "a name", "name": "a name", "when": "a date", "quantity": "a number", "duration": "a duration",
         "frequency": "how often",
         "money": "an amount of money", "temperature": "a temperature", "percent": "a percentage",
         "email": "an email address", "web": "a web address", "brand": "a brand name", "age": "an age",
         "penalty": "a penalty", "section": "a section or title number"}


def why_not(c: relevance.Coverage, question: str = "") -> str:
    """The reason a question with coverage ``c`` is declined, in a sentence for the reader."""
    if c.premise:
        against = " ".join(c.premise_against.split())
        return (f"The question takes as given that {c.premise.rstrip('.')}, and none of the sentences most about it "
                "states that" + (f"; one says otherwise: \u201c{against}\u201d" if against else "")
                + ("" if against[-1:] in (".", "!", "?") else ".") + " The nearest sentences are shown, not as support.")
    if c.unmentioned:  # every candidate's relevance was lowered for it
        return (f"The documents never mention {listed(c.unmentioned)}; the nearest sentences are shown, "
                "not as support.")
    if c.unnamed_thing:
        return f"The sentences that would answer are not about {c.unnamed_thing}; they are shown, not as support."
    if c.best < relevance.DECLINE.min_best:
        return "No sentence of the documents is relevant enough to the question; the nearest ones are shown, not as support."
    if c.typed >= relevance.DECLINE.min_typed and c.missing:
        return (f"The nearest sentences are on the topic, but the one that would answer does not mention "
                f"{listed(c.missing)}; they are shown, not as support.")
    asked = ASKED.get(question_type(question), "")
    if c.about:  # the sentences that state such a value are about something else
        return (f"The sentences about {' '.join(c.about)} do not state what the question asks for"
                + (f" ({asked})" if asked else "") + "; the nearest sentences are shown, not as support.")
    return ("The nearest sentences are on the topic, but none of them states what the question asks for"
            + (f" ({asked})" if asked else "") + "; they are shown, not as support.")


def listed(names: Sequence[str]) -> str:
    """Names as a reader lists them, each without the possessive the question gave it: "Mr. Darcy",
    "Wickham and Lydia", "A, B and C"."""
    bare = [re.sub(r"['\u2019]s$", "", n) for n in names]
    return " and ".join(bare) if len(bare) < 3 else f"{', '.join(bare[:-1])} and {bare[-1]}"


def about(question: str, ranked: Sequence[retrieval.Candidate]) -> tuple[str, ...]:
    """The question's subject as it writes it, when it names one section of the documents ("lemon sherbet")."""
    subject = answerable.question_subject(question, ranked)
    return tuple(answerable.spelt(question, set(subject))) if answerable.one_section(subject, ranked) else ()


def states_asked(question: str, steps: Sequence[Step]) -> bool:
    """Does a sentence of the extractive answer state what the question asks for? Any does for an untyped question,
    and for "who": a role answers it as well as a name ("Who processes returns?" / "the dispatch department")."""
    qtype = question_type(question)
    return qtype in ("", "who") or any(holds_asked(s.text, question, qtype) for s in steps)


def unnamed_thing(question: str, steps: Sequence[Step], ranked: Sequence[retrieval.Candidate]) -> str:
    """The thing the question asks something of (:func:`gechat.mentioned.thing_to_name`, "carbetocin" of "What is the
    elimination half-life of carbetocin?") when no sentence of the extractive answer names it in any form, nor the
    heading or lead-in it stands under (:func:`gechat.mentioned.names_thing`); else "". The workspace mentions it
    (else :mod:`gechat.mentioned` declined the question before), but the answer is about something else ("A
    disadvantage of oxytocin is its short half-life of 4–10 min, …"). Not a thing said in passing ("at the meeting
    of creditors"), nor one the question describes rather than names ("the official who supervises chapter 13
    trustees", answered with the United States Trustee). A kind of the thing, or another name for it, names it
    ("Cheap ice cream" for "the budget frozen dessert"). A step quoting a sentence that is not among ``ranked`` (a
    list's item, a section's line) is taken to name it."""
    thing = thing_to_name(question)
    if thing is None or not steps:
        return ""
    by_id = {c.sentence.id: c for c in ranked}
    read: list[tuple[str, str]] = []  # each step's heading or lead-in, and its text
    for s in steps:
        if (c := by_id.get(s.sentence_id or "")) is None:
            return ""
        read.append((answerable.under(c), s.text))
    return "" if any(names_thing(thing, text, under) for under, text in read) else thing[0]


#: how many sentences an answer shows as the nearest ("not supporting" under a decline)
NEAREST = 3


def nearest(ranked: Sequence[retrieval.Candidate], n: int = NEAREST) -> tuple[RelevantSentence, ...]:
    """The ``n`` best-ranked candidates with their relevance, each text once: a document that repeats a sentence (an
    executive summary's "Supplemental security controls should be deployed as risk merits, …" again in its section)
    shows it once, at its best-ranked place."""
    out: list[RelevantSentence] = []
    seen: set[str] = set()
    for c in ranked:
        text = " ".join(c.sentence.text.split())
        if text not in seen:
            seen.add(text)
            out.append(RelevantSentence(c.sentence, round(c.relevance, 4)))
            if len(out) == n:
                break
    return tuple(out)
