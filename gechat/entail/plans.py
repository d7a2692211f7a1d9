"""A plan the step gives someone that the sentence does not tell: "The UK Intellectual Property Office rejected
Corvane's trademark application …" / "Corvane intends to appeal the UK Intellectual Property Office's decision" (0.50
entailed before this reading, at the Supported threshold).

:func:`plan_unstated` reads a step's word of a plan before its verb ("intends to appeal", "plans to add", "is
planning to …"; not "will", "set to", "sought to", which restate a sentence's future or attempt as often as not)
where the sentence has no word of a plan, an attempt, an expectation or the future at all, nor the step's planned verb
(its stem). Not stated: a plan may exist, but the sentence does not say so. A wish ("want to", "hope to") or
getting ready ("is preparing to") is not read: held-out NLI pairs give them from the sentence's other words.
"""

from __future__ import annotations

import re

from gechat.text import content_words, stem

_STEP_PLAN = re.compile(r"(?<!\bthe\s)(?<!\bits\s)(?<!\btheir\s)(?<!\bhis\s)(?<!\bher\s)(?<!['’]s\s)"
                        r"\b(?P<cue>intends|intend|intended|plans|planned|(?:is|are|was|were)\s+(?:considering|planning|"
                        r"intending))\s+to\s+(?P<verb>[a-z]+)\b", re.IGNORECASE)
# not "will", "set to", "sought to", "aimed at", "wants to", "is preparing to": a step's future, purpose, wish or the
# next moment restates the sentence's as often as it adds a plan ("is getting ready to hit a golf ball" / "is preparing
# to strike a golf ball"); nor a plan as a noun ("its plans to expand")
#: a sentence's words of a plan, an expectation or the future
_SENTENCE_PLAN = re.compile(r"\b(?:intend\w*|plan\w*|aim\w*|hope\w*|want\w*|seek\w*|sought|propos\w*|expect\w*|"
                            r"consider\w*|going\s+to|set\s+to|due|likely|poised|prepar\w*|will|would|shall|(?-i:may)|"
                            r"might|could|tr(?:y|ied|ies)|agree\w*|attempt\w*|next|future|forecast\w*|project\w*|"
                            r"schedul\w*|upcoming|later|pending|intention\w*|target\w*|goal\w*|ambition\w*|determined|pledg\w*|vow\w*|"
                            r"commit\w*|promis\w*)\b", re.IGNORECASE)
# ("may" in lower case only: "in May 2024" is a month)


def plan_unstated(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state the step's plan, or ""."""
    m = _STEP_PLAN.search(hypothesis)
    if m is None or _SENTENCE_PLAN.search(premise):
        return ""
    if stem(m.group("verb")) in {stem(w) for w in content_words(premise)}:
        return ""  # "The scheme protects 420 homes" / "The scheme will protect homes"
    return f"the step gives a plan ('{m.group(0).strip()}'); the sentence states none"
