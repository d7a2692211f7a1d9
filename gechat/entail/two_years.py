"""One count a step compares at two years, against the count of that noun the sentence gives for each year.

"The Legal Aid Agency received 41,200 civil legal aid applications in England in 2023, down from 46,800 in 2022" /
"The agency received more applications in 2023 than in 2022" (turned round: a conflict); "… fewer applications in
2023 than in 2022" (kept: a restatement where every other word of the step is the sentence's). A count is the
noun's where its noun follows the figure within four words ("41,200 civil legal aid applications") and "in" or
"during" the year comes within six words after it; a bare figure "up from", "down from", "compared with" or
"against" right after such a count, with nothing after its year, is that count's earlier level ("…, down from
46,800 in 2022"; not "46,800 in 2022 across the South East").
"""

from __future__ import annotations

import re

from gechat.entail.changed_by import CLAUSES
from gechat.entail.compared import _UNSURE, _YEARS, _side
from gechat.entail.quantities import quantities, singular
from gechat.text import content_words, stem


#: a step comparing one count at two years: "Scottish Golf had more affiliated clubs in 2024 than in 2007"
_TWO_YEARS = re.compile(r"\b(?P<cmp>more|fewer|less)\s+(?P<noun>(?:[a-z-]+\s+){0,2}?[a-z]+)\s+(?:in|during)\s+"
                        r"(?P<y1>(?:19|20)\d\d)\s+than\s+(?:in|during)\s+(?P<y2>(?:19|20)\d\d)\b", re.IGNORECASE)


def _of_year(premise: str, noun: str, year: str) -> list:
    """The counts of ``noun`` the sentence gives for ``year``: a figure whose noun it is, "in" the year within four
    words after it, in one clause ("565 clubs in 2024")."""
    out, bare, last_own = [], [], False
    for part in CLAUSES.split(premise):
        for q in quantities(part):
            if q.kind != "count":
                continue
            after = re.search(rf"(?<![\w.,]){re.escape(q.text)}\s+((?:[A-Za-z'’-]+\s+){{0,6}}?)(?:in|during)\s+{year}\b"
                              r"(?P<tail>[^,;]*)", part)
            own = q.unit == noun or any(singular(w) == noun for w in
                                        re.findall(r"[a-z]+", part[part.find(q.text) + len(q.text):])[:4])
            if after and own and after.group(1).strip():
                out.append(q)
            elif after and last_own and not q.unit and not after.group(1).strip() \
                    and not re.search(r"\w", after.group("tail")) and re.search(
                    rf"\b(?:(?:up|down)\s+from|compared\s+with|against)\s+{re.escape(q.text)}\s*$",
                    part[: part.find(q.text) + len(q.text)]):
                bare.append(q)  # "…, down from 46,800 in 2022": the earlier level of the count right before it
            last_own = own
    return out or bare


def years_compared(premise: str, hypothesis: str) -> str:
    """"kept", "turned" or "": a step's count compared at two years ("more clubs in 2024 than in 2007") against the
    one count of that noun the sentence gives for each ("197,000 members at its 565 clubs in 2024, compared with
    236,000 at 580 clubs in 2007"). "kept" also wants every other word of the step the sentence's."""
    found = list(_TWO_YEARS.finditer(hypothesis))
    if len(found) != 1 or _UNSURE.search(hypothesis) or re.search(r"\d", _YEARS.sub(" ", hypothesis)):
        return ""
    m = found[0]
    if re.search(r"\b[A-Z][\w'’-]*\s+and\s+[A-Z][\w'’-]*\s+(?:\w+\s+)?(?:recorded|reported|had|received|saw|registered|"
                 r"issued|carried|sold|made|took|counted)\b", premise) or re.search(
            r"\b(?:not\s+comparable|different\s+basis|methodology|reclassif\w*|excluding|including|included|"
            r"excluded)\b|,\s*when\b", premise, re.IGNORECASE):
        return ""  # "Kent and Essex recorded 41,200 …": a joint figure; figures "not comparable"
    noun = singular(m.group("noun").split()[-1].lower())
    first, second = _of_year(premise, noun, m.group("y1")), _of_year(premise, noun, m.group("y2"))
    if len(first) != 1 or len(second) != 1 or first[0].value == second[0].value:
        return ""
    more = m.group("cmp").lower() == "more"
    if (first[0].value > second[0].value) != more:
        return "turned"
    own = _side(hypothesis) - {stem(m.group("cmp").lower())}
    return "kept" if own <= set(content_words(premise, stem)) else ""


def years_turned(premise: str, hypothesis: str) -> str:
    """The reason for :func:`years_compared`'s "turned", or ""."""
    if years_compared(premise, hypothesis) != "turned":
        return ""
    m = _TWO_YEARS.search(hypothesis)
    return f"the step says '{m.group('cmp')} {m.group('noun')}' in {m.group('y1')} than in {m.group('y2')}; the " \
           f"sentence's counts go the other way"
