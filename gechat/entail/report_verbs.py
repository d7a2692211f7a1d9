"""A finding the sentence reports only as suggested, said by the step to be shown.

"Our results suggest that co-artemether has specific activity against immature sequestered gametocytes …" / "The
results demonstrate that co-artemether has specific activity …" (0.98 entailed before): the step keeps every word of
the finding but raises how the study holds it, from a suggestion to a proof. :mod:`gechat.entail.hedges` reads a
finding the step states bare ("Co-artemether has specific activity …"); here the step names its own report verb,
which that reading leaves to the model. Read by :func:`gechat.entail.unsaid.missing` (the sentence does not state
it), never a conflict: a suggestion does not deny a proof.
"""

from __future__ import annotations

import re

from gechat.entail.topic import topic_share

#: report verbs that hold a finding only tentatively ("suggest that", "imply that"; not "indicate", which readings of
#: instruments use for what they show)
_TENTATIVE = re.compile(r"\b(?:suggest(?:s|ed|ing)?|impl(?:y|ies|ied)|hint(?:s|ed)?)\s+that\b", re.IGNORECASE)
#: a verb by which the sentence itself settles the finding later ("…; the phase III trial proved this")
_SETTLED = re.compile(r"\b(?:demonstrat|prov|confirm|establish|show)\w*", re.IGNORECASE)
#: report verbs that hold it as settled ("demonstrate that", "prove that", "confirm that")
_FIRM = re.compile(r"\b(?:demonstrat(?:e|es|ed|ing)|prov(?:e|es|ed|en|ing)|show(?:s|ed|n|ing)?|confirm(?:s|ed|ing)?|"
                   r"establish(?:es|ed|ing)?)\s+that\b", re.IGNORECASE)
#: the share of the step's finding's content words the sentence's finding must hold: the same finding
SAME_FINDING = 0.7


def reported_stronger(premise: str, hypothesis: str) -> str:
    """The reason the sentence only suggests the finding the step says is shown, or ""."""
    tentative, firm = _TENTATIVE.search(premise), _FIRM.search(hypothesis)
    if tentative is None or firm is None or _FIRM.search(premise) or _SETTLED.search(premise, tentative.end()):
        return ""  # "… suggested that the water was contaminated, which was confirmed by laboratory analysis"
    if topic_share(premise[tentative.end():], hypothesis[firm.end():]) < SAME_FINDING:
        return ""
    said = " ".join(tentative.group(0).split()[:-1])
    shown = " ".join(firm.group(0).split()[:-1])
    return f"the sentence only says the findings '{said}' it; the step says they '{shown}' it"
