"""Two groups a sentence gives figures of "compared with" each other, and a step that compares them without a figure.

"… grade 3 liver toxicity in 7% of patients receiving the study drug compared with 2% on standard chemotherapy" /
"Grade 3 liver toxicity was more common among patients on the study drug than among those on standard chemotherapy":
the small NLI model reads the step as not said (0.03 before this reading), since no figure of it stands in the
sentence. :func:`compared_by_figures` places the step's two sides by the words each shares with the words after each
figure (the one before "than" with the first figure's or the one after it with the second's, and none the other way;
or the other way round and none so),
and reads the comparative's way against the two figures: "kept" (a restatement,
:func:`gechat.entail.restatements.restatement`) or "turned" (a conflict, :func:`gechat.entail.conflicts.find_conflict`).
Every other word of the step must be the sentence's, so that it compares what the sentence measures.
"""

from __future__ import annotations

import re

from gechat.entail import antonyms
from gechat.entail.quantities import quantities
from gechat.text import content_words

#: two figures of one measure set side by side: "7% of patients receiving the study drug compared with 2% on …"
_SIDE_BY_SIDE = re.compile(r"(?<![\w.])(?P<a>\d[\d,]*(?:\.\d+)?\s*(?:%|percent\b|per\s+cent\b)?)\s+(?P<wa>[^,;()\d]{2,70}?)"
                           r",?\s+(?:compared\s+(?:with|to)|versus|vs\.?|as\s+against)\s+(?P<b>\d[\d,]*(?:\.\d+)?\s*"
                           r"(?:%|percent\b|per\s+cent\b)?)(?P<wb>[^,;.()]{0,70})", re.IGNORECASE)
#: a step's comparison without a figure: "more common among …", "fewer … than …"
_COMPARED = re.compile(r"\b(?P<cmp>more|less|fewer|higher|lower|greater|smaller|larger)\b(?P<between>[^,;]{0,80}?)\bthan\b"
                       r"(?P<after>[^,;]+)$", re.IGNORECASE)
_UP = frozenset("more higher greater larger".split())
#: words that only tie a side to its group ("those on", "patients receiving")
_TIES = frozenset(antonyms.stem(w) for w in "those who that among on receiving received taking given group arm "
                  "participants patients people".split())


def _stems(text: str) -> set[str]:
    return set(content_words(text, antonyms.stem)) - _TIES


def compared_by_figures(premise: str, hypothesis: str) -> str:
    """"kept", "turned" or "" (see the module's text)."""
    step = _COMPARED.search(hypothesis)
    if step is None or re.search(r"\b(?:not|n't|never|no)\b", hypothesis, re.IGNORECASE):
        return ""
    found = [m for m in _SIDE_BY_SIDE.finditer(premise)]
    if len(found) != 1:
        return ""
    m = found[0]
    if set(re.findall(r"\d+(?:\.\d+)?", hypothesis)) - set(re.findall(r"\d+(?:\.\d+)?", premise[: m.start()] + " "
                                                                   + premise[m.end():])):
        return ""  # a figure of the step's own (a gap: :mod:`gechat.entail.reckoned`), not "Grade 3"
    a, b = quantities(m.group("a")), quantities(m.group("b"))
    if not a or not b or a[0].kind != b[0].kind or a[0].value == b[0].value:
        return ""
    mine = _stems(hypothesis[: step.start()] + " " + step.group("between"))
    other = _stems(step.group("after"))
    theirs, its = _stems(m.group("wa")), _stems(m.group("wb"))
    straight, crossed = bool(mine & theirs or other & its), bool(mine & its or other & theirs)
    if straight == crossed or theirs <= its or its <= theirs:
        return ""  # neither side placed, or each side with words of both figures' groups
    said = set(content_words(premise, antonyms.stem))
    if not {w for w in _stems(hypothesis) if w not in _CMP_STEMS} <= said:
        return ""  # "… had fewer severe exacerbations per year than …" for an annual rate: the model's to read
    first, second = (a[0].value, b[0].value) if straight else (b[0].value, a[0].value)
    return "kept" if (step.group("cmp").lower() in _UP) == (first > second) else "turned"


_CMP_STEMS = frozenset(antonyms.stem(w) for w in "more less fewer higher lower greater smaller larger common frequent "
                       "likely often".split())


def figures_turned(premise: str, hypothesis: str) -> str:
    """The reason the step compares the sentence's two groups the other way from their figures, or ""."""
    if compared_by_figures(premise, hypothesis) != "turned":
        return ""
    m = _SIDE_BY_SIDE.search(premise)
    return f"the sentence gives {m.group('a').strip()} {m.group('wa').strip()} against {m.group('b').strip()}" \
           f"{m.group('wb').rstrip()}; the step says '{_COMPARED.search(hypothesis).group('cmp')}' the other way"
