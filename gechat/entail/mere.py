"""A sentence that denies something is merely what a step says it merely is.

"The standing trustee is more than a mere disbursing agent." / "The standing trustee is regarded as a mere disbursing
agent." (0.97 entailed by the shipped judge): every word of the step is the sentence's, and the small NLI model reads
"more than" as one more detail. The sentence says the trustee is a disbursing agent *and more*; the step says *only*
that. :func:`mere_conflict` reads the denial ("more than a mere", "not merely", "not just a", "not simply", "far from
a mere") in the sentence and the restriction ("a mere", "merely", "just a", "simply", "nothing more
than", "no more than", "only a") in the step, about the same thing: the words that follow each, up to three content
words, the sentence's among the step's. A step that drops the restriction ("… is a disbursing agent") is left
alone: the sentence states that much.
"""

from __future__ import annotations

import re

from gechat.text import STOP_WORDS, stem, tokens, word_stems

#: a sentence's denial that something is merely what follows: "more than a mere", "not merely a", "not just a"
_DENIED = re.compile(r"\b(?:more\s+than|not|never|far\s+from)\s+(?:(?:a|an|the)\s+)?(?:mere|merely|just|simply|"
                     r"only)\s+(?:(?:a|an|the)\s+)?(?P<what>[^,;.:()]+?)(?=\s+but\b|[,;.:()]|$)", re.IGNORECASE)
#: a step's restriction to what follows: "a mere disbursing agent", "merely a conduit", "nothing more than a"
_ONLY = re.compile(r"(?:\b(?:a|an)\s+mere|\bmerely|\b(?:is|are|was|were|as)\s+(?:just|simply|only)|\bnothing\s+"
                   r"(?:more\s+)?than|\bno\s+more\s+than)\s+(?:(?:a|an|the)\s+)?(?P<what>[^,;.:()]+)", re.IGNORECASE)
#: a step that rejects the restriction: "isn't merely", "No one should regard …", "It is wrong to treat …"
_REJECTED = re.compile(r"\b(?:not|no|never|wrong|incorrect|mistake)\b|n't\b", re.IGNORECASE)
#: where a step's subject ends: its verb ("is", "was", "regarded as", "see … as")
_SUBJECT_END = re.compile(r"\b(?:is|are|was|were|be|been|regard\w*|see[ns]?|treat\w*|consider\w*|view\w*|describ\w*|"
                          r"acts?|acted|serves?|served|remains?|remained)\b", re.IGNORECASE)
#: how many content words of what follows name the thing
_WORDS = 3


def _named(what: str) -> list[str]:
    return [stem(w) for w in tokens(what) if w not in STOP_WORDS][:_WORDS]


def mere_conflict(premise: str, hypothesis: str) -> str:
    """The reason, when ``premise`` denies that something is merely what ``hypothesis`` says it merely is; else "".
    The step's subject (its words before the verb) must be the sentence's, all its words among those before the
    denial ("The chapter 7 trustee is a mere disbursing agent", "Before 1978 the trustee was merely …" are another
    thing, another time), and the step may not deny or reject it ("isn't merely", "It is wrong to treat …")."""
    step = _ONLY.search(hypothesis)
    if step is None or _DENIED.search(hypothesis) or _REJECTED.search(hypothesis[: step.start()] + " " +
                                                                       hypothesis[step.end("what"):]):
        return ""  # "no more than" is the restriction itself
    said = set(_named(step.group("what")))
    subject = _SUBJECT_END.split(hypothesis[: step.start()], maxsplit=1)[0]
    for denied in _DENIED.finditer(premise):
        named = _named(denied.group("what"))
        before = {stem(w) for w in tokens(premise[: denied.start()])}
        own = word_stems(subject)
        if named and set(named) <= said and own and own <= before:
            return (f"the sentence says it is more than merely '{' '.join(denied.group('what').split()[:4])}'; the step "
                    f"says it is only that")
    return ""
