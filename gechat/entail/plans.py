"""A plan the step gives someone that the sentence does not tell: "The UK Intellectual Property Office rejected
Corvane's trademark application …" / "Corvane intends to appeal the UK Intellectual Property Office's decision" (0.50
entailed before this reading, at the Supported threshold).

:func:`plan_unstated` reads a step's word of a plan before its verb ("intends to appeal", "plans to add", "is
preparing to …"; not "will", "set to", "sought to", which restate a sentence's future or attempt as often as not)
where the sentence has no word of a plan, an attempt, an expectation or the future at all, nor the step's planned verb
(its stem). Not stated: a plan may exist, but the sentence does not say so.
"""

from __future__ import annotations

import re

from gechat.text import content_words, stem

_STEP_PLAN = re.compile(r"\b(?P<cue>intends?|intended|plans?|planned|hopes?|hoped|wants?|wanted|(?:is|are|was|were)\s+"
                        r"(?:considering|preparing|planning|intending|hoping))\s+to\s+(?P<verb>[a-z]+)\b",
                        re.IGNORECASE)  # not "will", "set to", "sought to", "aimed at": a step's future or purpose
# restates the sentence's as often as it adds a plan
#: a sentence's words of a plan, an expectation or the future
_SENTENCE_PLAN = re.compile(r"\b(?:intend\w*|plan\w*|aim\w*|hope\w*|want\w*|seek\w*|sought|propos\w*|expect\w*|"
                            r"consider\w*|going\s+to|set\s+to|due|likely|poised|prepar\w*|will|would|shall|(?-i:may)|"
                            r"might|could|tr(?:y|ied|ies)|agree\w*|attempt\w*|next|future|forecast\w*|project\w*|"
                            r"schedul\w*|upcoming|later|pending)\b", re.IGNORECASE)
# ("may" in lower case only: "in May 2024" is a month)


def plan_unstated(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state the step's plan, or ""."""
    m = _STEP_PLAN.search(hypothesis)
    if m is None or _SENTENCE_PLAN.search(premise):
        return ""
    if stem(m.group("verb")) in {stem(w) for w in content_words(premise)}:
        return ""  # "The scheme protects 420 homes" / "The scheme will protect homes"
    return f"the step gives a plan ('{m.group(0).strip()}'); the sentence states none"
