"""A count or a sum the sentence gives one act, given by the step to another act the sentence also counts.

"Police arrested three suspects on Tuesday and charged two of them with burglary on Thursday" / "Police charged
three suspects with burglary": the step takes the arrest's count for the charging, whose own count the sentence
gives (the shipped judge read it as entailed, 0.54). Each count is read with the verb above it in the parse
("three" under "arrested", "two" under "charged"); :func:`count_of_another_act` names a step's count of an act that
the sentence counts otherwise, while it gives the step's count to another act. A sum of money is read the same way,
its currency sign standing for the noun ("Magistrates fined the haulage firm £50,000 after a lorry driver … crashed,
causing £200,000 of damage" / "The haulage firm was fined £200,000"). Years, percentages and times of day are no
counts here.
"""

from __future__ import annotations

from collections.abc import Callable

from gechat.entail.numbers import SCALES, number

#: the signs before a sum of money
_CURRENCY = frozenset("$€£¥")
#: verbs that tell money passing from one side to the other, which a step may tell from the other side or of another
#: of the sentence's sums ("paid £40 million for the striker … sold him … for £55 million" / "were paid £55 million";
#: "earned £120,000 in salary … was paid a £30,000 bonus" / "was paid £120,000 in salary"): no act of their own
_MONEY_FLOWS = frozenset("pay earn make receive cost spend lose get take give award raise collect bring generate "
                         "sell buy owe charge win gain save borrow lend invest fund".split())

#: verbs that give a total or a new level of what another verb counts ("18 cables on each side, giving 36 cables in
#: all", "hired 20, bringing the total to 300"): no other act
_SUMMING = frozenset("give bring total make reach amount add take raise push lift".split())
#: words after a number that make it no count of an act ("5 percent", "3 pm")
_NOT_COUNTS = frozenset("% percent per pm am a.m. p.m. o'clock".split())


#: verbs that count a part of what another verb counts, or hold it: no other act ("Twelve students, including five
#: from the chess club")
_HOLDING = frozenset("include comprise contain involve number".split())


def _counted(tok) -> str | None:
    """The noun a number counts, lemma: "three suspects" ("suspect"), "two of them" ("*": any), else None."""
    if tok.dep_ == "nummod" and tok.head.pos_ == "NOUN":
        return "*" if tok.head.lemma_.lower() == "one" else tok.head.lemma_.lower()  # "12 new ones": the noun before
    of = next((p for c in tok.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children
               if p.dep_ == "pobj"), None)
    if of is not None:
        return "*" if of.pos_ == "PRON" else of.lemma_.lower()
    if tok.dep_ == "dobj" and tok.head.pos_ == "VERB":
        return "*"  # "winning three, drawing ten and losing the remaining 25": the verb's own count of what it does
    return None


def _sum(tok) -> tuple[float, str] | None:
    """A sum of money the number ``tok`` gives, with its currency sign: "£50,000" (50000, "£"), "£4.2 million"."""
    prev = tok.doc[tok.i - 1] if tok.i else None
    if prev is None or prev.text not in _CURRENCY or (value := number(tok.text)) is None:
        return None
    nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    return value * SCALES.get(nxt.lower_, 1) if nxt is not None else value, prev.text


def _counts(doc) -> dict[str, set[tuple[float, str]]]:
    """verb lemma -> the counts the parse hangs under it, each with the noun it counts, and the sums of money, each
    with its currency sign."""
    out: dict[str, set[tuple[float, str]]] = {}
    for tok in doc:
        if (paid := _sum(tok)) is not None:
            value, noun = paid
        elif tok.pos_ != "NUM" or (value := number(tok.text)) is None or value in (0, 1):
            continue  # "one" is too often no count ("one of them")
        else:
            noun = _counted(tok)
            if noun is None or tok.text.isdigit() and len(tok.text) == 4 and 1000 <= value <= 2100:
                continue  # a bare number (a day, an age, "3 age groups" aside), or a year
            nxt, prev = doc[tok.i + 1] if tok.i + 1 < len(doc) else None, doc[tok.i - 1] if tok.i else None
            if (nxt is not None and nxt.lower_ in _NOT_COUNTS) or (prev is not None and prev.text in _CURRENCY):
                continue
        verb, part = tok, False
        while verb.pos_ != "VERB" and verb.head.i != verb.i:
            part = part or (verb.dep_ == "pobj" and verb.head.lower_ == "of" and verb.head.head.pos_ == "NUM") \
                or (verb.dep_ == "pobj" and verb.head.lower_ == "to")  # "increasing its network to 150 stores"
            verb = verb.head
        if part:
            continue  # "two of the three arrested men": the whole of a part, no count of the verb above
        if verb.pos_ == "VERB":
            out.setdefault(verb.lemma_.lower(), set()).add((value, noun))
    return out


def _alike(a: str, b: str) -> bool:
    return a == b or ("*" in (a, b) and not {a, b} & _CURRENCY)


def _show(value: float, noun: str) -> str:
    return f"{noun}{value:,.0f}" if noun in _CURRENCY else f"{value:g}"


def count_of_another_act(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step's count of an act is the count the sentence gives another act of the same thing, the
    sentence counting the step's act otherwise, or ""."""
    theirs = _counts(parse(premise))
    if len(theirs) < 2:
        return ""
    step = parse(hypothesis)
    for verb, counted in _counts(step).items():
        own = theirs.get(verb)
        if not own:
            continue
        for value, noun in counted:
            if any(v == value for v, _ in own) or not any(_alike(n, noun) for _, n in own) \
                    or (noun in _CURRENCY and verb in _MONEY_FLOWS):
                continue
            other = next((v for v, c in theirs.items() if v != verb and v not in _SUMMING | _HOLDING
                          and any(x == value and _alike(n, noun) for x, n in c)), None)
            if other is not None:
                told = ", ".join(_show(x, n) for x, n in sorted(own) if _alike(n, noun))
                said = next(t.lower_ for t in step if t.lemma_.lower() == verb)  # "fined", not its lemma "fin"
                return f"the step counts {_show(value, noun)} for '{said}'; the sentence counts {told} for it and " \
                       f"{_show(value, noun)} for '{other}'"
    return ""
