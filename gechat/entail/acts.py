"""A count the sentence gives one act, given by the step to another act the sentence also counts.

"Police arrested three suspects on Tuesday and charged two of them with burglary on Thursday" / "Police charged
three suspects with burglary": the step takes the arrest's count for the charging, whose own count the sentence
gives (the shipped judge read it as entailed, 0.54). Each count is read with the verb above it in the parse
("three" under "arrested", "two" under "charged"); :func:`count_of_another_act` names a step's count of an act that
the sentence counts otherwise, while it gives the step's count to another act. Years, percentages, sums of money
and times of day are no counts here.
"""

from __future__ import annotations

from collections.abc import Callable

from gechat.entail.numbers import number

#: verbs that give a total or a new level of what another verb counts ("18 cables on each side, giving 36 cables in
#: all", "hired 20, bringing the total to 300"): no other act
_SUMMING = frozenset("give bring total make reach amount add take raise push lift".split())
#: words after a number that make it no count of an act ("5 percent", "3 pm")
_NOT_COUNTS = frozenset("% percent per pm am a.m. p.m. o'clock".split())


def _counts(doc) -> dict[str, set[float]]:
    """verb lemma -> the counts the parse hangs under it."""
    out: dict[str, set[float]] = {}
    for tok in doc:
        if tok.pos_ != "NUM" or (value := number(tok.text)) is None or value in (0, 1):
            continue  # "one" is too often no count ("one of them")
        if tok.text.isdigit() and len(tok.text) == 4 and 1000 <= value <= 2100:
            continue  # a year
        nxt, prev = doc[tok.i + 1] if tok.i + 1 < len(doc) else None, doc[tok.i - 1] if tok.i else None
        if (nxt is not None and nxt.lower_ in _NOT_COUNTS) or (prev is not None and prev.text in "$€£"):
            continue
        verb = tok
        while verb.pos_ != "VERB" and verb.head.i != verb.i:
            verb = verb.head
        if verb.pos_ == "VERB":
            out.setdefault(verb.lemma_.lower(), set()).add(value)
    return out


def count_of_another_act(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step's count of an act is the count the sentence gives another act, the sentence counting the
    step's act otherwise, or ""."""
    theirs = _counts(parse(premise))
    if len(theirs) < 2:
        return ""
    for verb, values in _counts(parse(hypothesis)).items():
        own = theirs.get(verb)
        if not own:
            continue
        for value in values - own:
            other = next((v for v, counted in theirs.items() if v != verb and v not in _SUMMING and value in counted),
                         None)
            if other is not None:
                return (f"the step counts {value:g} for '{verb}'; the sentence counts {', '.join(f'{x:g}' for x in sorted(own))}"
                        f" for it and {value:g} for '{other}'")
    return ""
