"""A sentence that only names two things together, read against a step that says how they are related.

"The annual report mentions both the Brennan Street depot and the fleet electrification programme in its section on
capital commitments" / "The fleet electrification programme will be based at the Brennan Street depot" (0.97
entailed by the shipped judge), "Dr. Lena Fischer and Dr. Marco Bianchi are listed among the investigators" / "Dr.
Fischer supervises Dr. Bianchi" (0.98): the step's names are all in the sentence, which says only that a text names
them side by side. It is the document-side twin of the rule that a step restating co-occurrence ("X is mentioned
together with Y") is never supported.

:func:`only_together` reads the sentence's words of naming together (a text that mentions, lists, names, discusses,
cites or refers to "both" things, or things "listed among" or "named as" a group) and the step's main verb: a verb
the sentence does not use, nor one of naming ("mentions", "lists", "refers to", "records"), is a relation the
sentence does not state.
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: words by which a sentence says only that a text names things together
_TOGETHER = re.compile(
    r"\b(?:mentions?|mentioned|lists?|listed|refers?\s+to|referred\s+to|names?|named|discuss(?:es|ed)?|cites?|"
    r"cited)\s+(?:\w+\s+){0,2}?both\b|\b(?:are|were)\s+(?:both\s+)?(?:listed|named|mentioned|cited)\s+"
    r"(?:among|together|alongside)\b", re.IGNORECASE)
#: a sentence that goes on to report a finding of its own ("The report, which mentions both …, found that …")
_FINDING = re.compile(r"\b(?:found|finds|showed|shows|concluded|concludes|reported|reports)\s+that\b", re.IGNORECASE)
#: verbs by which a step itself says that a text names things, which the sentence states
_NAMING = frozenset("mention list refer name discuss cite include appear feature note record describe".split())


def only_together(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """Why ``premise``, which only names things together, does not state the relation ``hypothesis`` gives them,
    or ""."""
    m = _TOGETHER.search(premise)
    if m is None or _FINDING.search(premise):
        return ""
    verb = next((t for t in parse(hypothesis) if t.dep_ == "ROOT"), None)
    if verb is None or (verb.pos_ != "VERB" and not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)) \
            or verb.lemma_.lower() in _NAMING | {"be", "have"}:
        return ""  # a root with a subject is the step's verb, however tagged ("The wind farm supplies power …")
    if verb.lemma_.lower() in {t.lemma_.lower() for t in parse(premise)}:
        return ""  # "… mentions both drugs and recommends ibuprofen" / "recommends ibuprofen"
    return f"the sentence only names them together ('{' '.join(m.group(0).split())}'); the step says '{verb.text}'"
