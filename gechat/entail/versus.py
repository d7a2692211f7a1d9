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
    m = _sides(premise)
    if m is None or (m.re is _PARALLEL and not re.search(r"\b(?:share|proportion|percentage|portion|per\s*cent)\b|%",
                                                         hypothesis, re.IGNORECASE)):
        return ""  # "The Greens took 41 per cent of the student vote and Labour 23 per cent, though Labour won more
        # votes overall" / "Labour won more votes than the Greens": a comparison of the percentages only
    if set(re.findall(r"\d+(?:\.\d+)?", hypothesis)) - set(re.findall(r"\d+(?:\.\d+)?", premise[: m.start()] + " "
                                                                   + premise[m.end():])):
        return ""  # a figure of the step's own (a gap: :mod:`gechat.entail.reckoned`), not "Grade 3"
    a, b = quantities(m.group("a")), quantities(m.group("b"))
    if not a or not b or a[0].kind != b[0].kind or a[0].value == b[0].value:
        return ""
    mine = _stems(hypothesis[: step.start()] + " " + step.group("between"))
    other = _stems(step.group("after"))
    theirs, its = _stems(m.group("wa")), _stems(m.group("wb"))
    if m.re is _PARALLEL:  # "jewellery accounting for …": the verb of both groups is neither's mark
        mine, theirs, its = mine - _SHARE_STEMS, theirs - _SHARE_STEMS, its - _SHARE_STEMS
    straight, crossed = bool(mine & theirs or other & its), bool(mine & its or other & theirs)
    if straight == crossed or theirs <= its or its <= theirs:
        return ""  # neither side placed, or each side with words of both figures' groups
    said = set(content_words(premise, antonyms.stem)) | (_SHARE_STEMS if a[0].kind == "percent" else set())
    if not {w for w in _stems(hypothesis) if w not in _CMP_STEMS} <= said:
        return ""  # "… had fewer severe exacerbations per year than …" for an annual rate: the model's to read
    first, second = (a[0].value, b[0].value) if straight else (b[0].value, a[0].value)
    return "kept" if (step.group("cmp").lower() in _UP) == (first > second) else "turned"


#: words a step may use of two percentages of one whole: "a larger share of the turnover", "brought in", "made up"
_SHARE_STEMS = frozenset(antonyms.stem(w) for w in "share proportion percentage portion part brought bring account "
                         "accounted made make represented represent contributed contribute".split())
#: two percentages a sentence gives in parallel, each after the words of its group: "with jewellery accounting for
#: 41 per cent of the total and Scottish paintings for a further 23 per cent"
_PERCENT = r"\d[\d,]*(?:\.\d+)?\s*(?:%|percent\b|per\s+cent\b)"
_PARALLEL = re.compile(rf"(?:^|[,;]\s*|\b(?:with|while|whereas)\s+)(?P<wa>[A-Za-z][^,;\d]{{2,60}}?)\s+(?P<a>{_PERCENT})"
                       rf"(?P<mid>[^,;\d]{{0,40}}?)\s+and\s+(?P<wb>[A-Za-z][^,;\d]{{2,60}}?)\s+(?P<b>{_PERCENT})",
                       re.IGNORECASE)
#: a move in the sentence, which leaves the figures' way to :mod:`gechat.entail.trends`
_MOVED = re.compile(r"\b(?:r[io]se|rising|f[ae]ll|falling|grew|grow\w*|increas\w*|decreas\w*|drop\w*|declin\w*|"
                    r"gain\w*|climb\w*|up|down)\b", re.IGNORECASE)


def _sides(premise: str) -> re.Match | None:
    """The sentence's one pair of figures set side by side ("7% of … compared with 2% on …"), else its one pair of
    percentages given in parallel ("jewellery accounting for 41 per cent … and Scottish paintings for a further 23 per
    cent", read with each figure's group before it), neither told as a move; None otherwise."""
    found = list(_SIDE_BY_SIDE.finditer(premise))
    if found:
        return found[0] if len(found) == 1 else None
    found = list(_PARALLEL.finditer(premise))
    if len(found) != 1 or len(re.findall(_PERCENT, premise, re.IGNORECASE)) != 2 or _MOVED.search(found[0].group(0)):
        return None  # "sales rose 12% in Europe and fell 4% in Asia": moves, not two shares
    of_a = re.match(r"\s+of\s+(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)", found[0].group("mid"), re.IGNORECASE)
    of_b = re.match(r"\s+of\s+(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)", premise[found[0].end():], re.IGNORECASE)
    if of_a and of_b and of_a.group(1).lower() != of_b.group(1).lower():
        return None  # "41 per cent of turnover and … 23 per cent of lots sold": shares of two wholes
    return found[0]


_CMP_STEMS = frozenset(antonyms.stem(w) for w in "more less fewer higher lower greater smaller larger common frequent "
                       "likely often".split())


def figures_turned(premise: str, hypothesis: str) -> str:
    """The reason the step compares the sentence's two groups the other way from their figures, or ""."""
    if compared_by_figures(premise, hypothesis) != "turned":
        return ""
    m = _sides(premise)
    if m.re is _PARALLEL:
        return f"the sentence gives {m.group('wa').strip()} {m.group('a').strip()} and {m.group('wb').strip()} " \
               f"{m.group('b').strip()}; the step says '{_COMPARED.search(hypothesis).group('cmp')}' the other way"
    return f"the sentence gives {m.group('a').strip()} {m.group('wa').strip()} against {m.group('b').strip()}" \
           f"{m.group('wb').rstrip()}; the step says '{_COMPARED.search(hypothesis).group('cmp')}' the other way"
