"""A count or a sum the sentence gives one act, given by the step to another act the sentence also counts.

"Police arrested three suspects on Tuesday and charged two of them with burglary on Thursday" / "Police charged
three suspects with burglary": the step takes the arrest's count for the charging, whose own count the sentence
gives (the shipped judge read it as entailed, 0.54). Each count is read with the verb above it in the parse
("three" under "arrested", "two" under "charged"); :func:`count_of_another_act` names a step's count of an act that
the sentence counts otherwise, while it gives the step's count to another act. Years, percentages, sums of money
and times of day are no counts here. :func:`sum_of_another_act` does the same for sums of money in one currency
("The Gambling Commission fined BetNova £4.2 million after … a customer who lost £680,000" / "BetNova was fined
£680,000", 0.96 entailed before): the parse often gives the loser of a sum no subject the step could be matched on
("who lost"), but the verb above each sum tells whose act it is.
"""

from __future__ import annotations

from collections.abc import Callable

from gechat.entail.antonyms import stem
from gechat.entail.numbers import number
from gechat.entail.quantities import quantities

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


def _counts(doc) -> dict[str, set[tuple[float, str]]]:
    """verb lemma -> the counts the parse hangs under it, each with the noun it counts."""
    out: dict[str, set[tuple[float, str]]] = {}
    for tok in doc:
        if tok.pos_ != "NUM" or (value := number(tok.text)) is None or value in (0, 1):
            continue  # "one" is too often no count ("one of them")
        noun = _counted(tok)
        if noun is None or tok.text.isdigit() and len(tok.text) == 4 and 1000 <= value <= 2100:
            continue  # a bare number (a day, an age, "3 age groups" aside), or a year
        nxt, prev = doc[tok.i + 1] if tok.i + 1 < len(doc) else None, doc[tok.i - 1] if tok.i else None
        if (nxt is not None and nxt.lower_ in _NOT_COUNTS) or (prev is not None and prev.text in "$€£"):
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


#: :data:`_SUMMING` and :data:`_HOLDING` as the stems :func:`_sums` keys its acts by
_SUMMING_STEMS = frozenset(stem(w) for w in _SUMMING | _HOLDING)


def _verb_above(tok):
    """The verb the parse hangs ``tok`` under, or None where it stands in a part ("two of the three …") or an end
    ("increasing its network to 150 stores") of what that verb counts."""
    verb, part = tok, False
    while verb.pos_ != "VERB" and verb.head.i != verb.i:
        part = part or (verb.dep_ == "pobj" and verb.head.lower_ == "of" and verb.head.head.pos_ == "NUM") \
            or (verb.dep_ == "pobj" and verb.head.lower_ == "to")
        verb = verb.head
    return verb if verb.pos_ == "VERB" and not part else None


#: nouns of an act a sum is the amount of, with the act's verb: "the £680,000 penalty" is a sum fined
_ACT_NOUNS = {"fine": "fine", "penalty": "fine", "payment": "pay", "loss": "lose", "investment": "invest",
              "donation": "donate", "purchase": "buy", "sale": "sell", "spending": "spend", "loan": "lend"}


#: verbs by which one sum changes hands, told from the side that gets it or from the side that gives it: two of one
#: group may tell one sum ("earned £3 million in fees" / "made £3 million"; "was awarded £2.5 million" / "received
#: £2.5 million"; "spent £4.5 million on the library" / "The library cost £4.5 million")
_ONE_SUM = tuple(frozenset(stem(w) for w in group.split()) for group in (
    "award grant give receive get win earn make gain secure obtain collect raise attract land bring net take",
    "pay spend cost invest put fund charge owe"))
#: words that make a sentence's sum a plan or an estimate, no sum of the act: "had been budgeted to cost £3 million"
_PLANNED = frozenset("budget budgeted expected forecast planned estimated projected due set".split())


def _one_sum(a: str, b: str) -> bool:
    return any(a in group and b in group for group in _ONE_SUM)


def _sums(text: str, doc, words: dict[str, str], nouns: bool = False, roles: dict | None = None,
          planned: set | None = None) -> dict[str, set[tuple[float, str]]]:
    """verb lemma -> the sums of money (value, currency) the parse hangs under it; with ``nouns``, a sum of a noun of
    an act (:data:`_ACT_NOUNS`: "the £680,000 penalty") under that act's verb. A sum written twice is read nowhere
    (whose it is there is unknown). ``words`` gets each lemma's word as the text has it ("fined")."""
    out: dict[str, set[tuple[float, str]]] = {}
    for q in quantities(text):
        at = [t for t in doc if t.text == q.text]
        if q.kind != "money" or len(at) != 1:
            continue
        noun = at[0].head if at[0].dep_ in ("nummod", "compound") else None
        if nouns and noun is not None and noun.lemma_.lower() in _ACT_NOUNS:
            act = stem(_ACT_NOUNS[noun.lemma_.lower()])
            out.setdefault(act, set()).add((q.value, q.unit))
            words.setdefault(act, noun.lower_)
            continue
        if (verb := _verb_above(at[0])) is None:
            continue
        act = stem(verb.lemma_.lower())  # "fined" and "fine", "lost" and "lose" one act
        out.setdefault(act, set()).add((q.value, q.unit))
        words.setdefault(act, verb.lower_)
        if roles is not None:  # the act's subject and whether the act is told in the passive
            subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
            roles.setdefault(act, (subject.lemma_.lower() if subject is not None else "",
                                   any(c.dep_ == "auxpass" for c in verb.children)))
        if planned is not None and any(t.lower_ in _PLANNED for t in [verb, *verb.ancestors, *verb.children]):
            planned.add(act)
    return out


def sum_of_another_act(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step's sum for an act is the sum the sentence gives another act, in the same currency, while
    it gives the step's act another sum, or "" (module docstring)."""
    said: dict[str, str] = {}
    their_roles: dict = {}
    planned: set = set()
    theirs = _sums(premise, parse(premise), said, roles=their_roles, planned=planned)
    if len(theirs) < 2:
        return ""
    my_roles: dict = {}
    for verb, summed in _sums(hypothesis, parse(hypothesis), {}, nouns=True, roles=my_roles).items():
        own = theirs.get(verb, set())
        if verb in planned:
            continue  # "had been budgeted to cost £3 million" / "The new library cost the council £4.5 million"
        if verb in my_roles and verb in their_roles and my_roles[verb][1] and not their_roles[verb][1] \
                and my_roles[verb][0] and my_roles[verb][0] == their_roles[verb][0]:
            continue  # "Northfield Rovers paid £40 million …" / "Northfield Rovers were paid £55 million": the payer
            # told as the one paid, another act
        for value, unit in summed:
            if not any(u == unit for _, u in own) or any(u == unit and abs(v - value) <= 1e-9 * max(v, value)
                                                        for v, u in own):
                continue
            other = next((v for v, c in theirs.items() if v != verb and v not in _SUMMING_STEMS
                          and not _one_sum(v, verb) and (value, unit) in c), None)
            if other is not None:
                told = ", ".join(f"{unit}{v:,.0f}" for v, u in sorted(own) if u == unit)
                return (f"the step gives {unit}{value:,.0f} to '{said[verb]}'; the sentence gives it {told} and "
                        f"{unit}{value:,.0f} to '{said[other]}'")
    return ""


def _alike(a: str, b: str) -> bool:
    return a == b or "*" in (a, b)


def count_of_another_act(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step's count of an act is the count the sentence gives another act of the same thing, the
    sentence counting the step's act otherwise, or ""."""
    theirs = _counts(parse(premise))
    if len(theirs) < 2:
        return ""
    for verb, counted in _counts(parse(hypothesis)).items():
        own = theirs.get(verb)
        if not own:
            continue
        for value, noun in counted:
            if any(v == value for v, _ in own) or not any(_alike(n, noun) for _, n in own):
                continue
            other = next((v for v, c in theirs.items() if v != verb and v not in _SUMMING | _HOLDING
                          and any(x == value and _alike(n, noun) for x, n in c)), None)
            if other is not None:
                told = ", ".join(f"{x:g}" for x in sorted(x for x, _ in own))
                return f"the step counts {value:g} for '{verb}'; the sentence counts {told} for it and {value:g} for '{other}'"
    return ""
