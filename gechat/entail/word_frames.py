"""Where a word stands: the content words beside it (its frame), a passive participle against an active verb, a
state a copula gives, a question left open by "whether", a bare pronoun said to be someone named. The guards the
negation and antonym readings (:mod:`gechat.entail.polarity`) and the denials put another way
(:mod:`gechat.entail.denials_reworded`) read before they call two words the same or opposed claims."""

from __future__ import annotations

import re

from gechat.entail import antonyms
from gechat.entail.negation import SCOPE_END, SKIP
from gechat.entail.quantities import NEGATIONS, NUMBER_WORDS, SCALES, UNITS, singular


def side(words: list[str], i: int, step: int, take: int = 2) -> set[str]:
    """Stems of the ``take`` nearest content words before (``step`` = -1) or after (+1) position ``i``."""
    out: set[str] = set()
    j = i + step
    while 0 <= j < len(words) and abs(j - i) <= 6 and len(out) < take:
        w = words[j]
        if (w not in SKIP and w not in NEGATIONS and len(w) > 2 and w not in FUNCTION
                and w not in QUESTION_WORDS and w not in SCALES
                and w not in NUMBER_WORDS and w not in UNITS and singular(w) not in UNITS):
            out.add(antonyms.stem(w))
        j += step
    return out


def same_frame(a: list[str], i: int, b: list[str], j: int, sides: tuple[int, ...] = (-1, 1)) -> bool:
    """Do the words at ``a[i]`` and ``b[j]`` stand between the same neighbours?

    Each side that both sentences have must agree ("the council *approved* the bridge" /
    "the council *rejected* the bridge"), so that "a hot oven" and "cold water" do not meet.
    """
    agree = False
    for step in sides:
        x, y = side(a, i, step), side(b, j, step)
        if x and y:
            if not x & y:
                return False
            agree = True
    return agree


#: the auxiliaries before a passive participle ("restrictions … were *eased*")
_PASSIVE_AUX = frozenset("was were been being is are be".split())
#: participles that do not end in "-ed" or "-en"
_PARTICIPLES = frozenset("shut cut put set made held kept sold told paid built sent left lost won hit led bought brought "
                         "caught taught found shown known done seen worn torn born hurt spent lent met laid".split())
#: words that open a verb's object
_DETERMINERS = frozenset("the a an its their his her our my your this these those".split())


def _passive(words_: list[str], k: int) -> bool:
    """Is ``words_[k]`` a passive participle after its auxiliary ("were eased"; not "was ill", "is low")?"""
    w = words_[k]
    return k > 0 and words_[k - 1] in _PASSIVE_AUX and (w.endswith(("ed", "en")) or w in _PARTICIPLES)


#: verbs that give their subject a state ("the chairlift *remained* closed")
_COPULAS = frozenset("is are was were be been remain remains remained stay stays stayed".split())


def state_of(a: list[str], i: int, b: list[str], j: int) -> bool:
    """Are the two words states given by a copula to one subject, whatever follows each ("the Gletscher chairlift
    remained closed because of high winds" / "The Gletscher chairlift was open on 3 February"): both after a copula,
    the two content words before it the same?"""
    return i > 1 and j > 1 and a[i - 1] in _COPULAS and b[j - 1] in _COPULAS \
        and len(x := side(a, i - 1, -1)) == 2 and x == side(b, j - 1, -1)


def voice_turned(a: list[str], i: int, b: list[str], j: int) -> bool:
    """Is one of the two words a passive participle and the other active, the passive's subject among the words of the
    active's object ("Restrictions on public gatherings were eased" / "Tolbrook tightened its restrictions")?"""
    passive_a, passive_b = _passive(a, i), _passive(b, j)
    if passive_a == passive_b:
        return False
    (pw, pi), (aw, ai) = ((a, i), (b, j)) if passive_a else ((b, j), (a, i))
    if ai + 1 >= len(aw) or aw[ai + 1] not in _DETERMINERS:
        return False  # an active verb with an object ("tightened its restrictions"); not "unpaid compensation"
    if pw[pi + 1 : pi + 2] in (["to"], ["from"]):
        return False  # "allowed its subsidiary to be sold to Merrin Capital" / "allowed Merrin Capital to buy …": one
        # sale told from its two sides
    done = side(aw, ai, 1)
    said = {antonyms.stem(w) for w in pw} | {antonyms.stem(aw[ai])}
    if not done or not done & side(pw, pi - 1, -1, take=4):
        return False
    unsaid = [w for w in aw if w not in FUNCTION and w not in SKIP and len(w) > 2 and antonyms.stem(w) not in said]
    if not unsaid:
        return True
    # "Visa rules for students were loosened" / "… tightened visa rules for workers": another group; but "Dara
    # Whitlow's conviction was overturned" / "upheld the conviction of former councillor Dara Whitlow but reduced her
    # sentence": the passive's subject in the object's words, which only name her more fully
    thing = aw[ai + 1:]
    thing = thing[: next((k for k, w in enumerate(thing) if w in ("but", "and", "while", "whereas", "for", "in", "at",
                                                                   "on", "among", "to")), len(thing))]
    mine = [w for w in pw[max(0, pi - 7): pi - 1] if w not in FUNCTION and w not in SKIP and len(w) > 2]
    theirs = {antonyms.stem(w) for w in aw}
    return bool(mine) and all(antonyms.stem(w) in theirs for w in mine) \
        and len([w for w in thing if w in unsaid]) <= 2


FUNCTION = {"the", "and", "for", "with", "from", "into", "onto", "that", "this", "these", "those", "its", "their",
             "his", "her", "our", "your", "may", "might", "can", "could", "will", "would", "shall", "should", "must",
             # a pronoun object stands for any neighbour: "the city has not approved them" / "… approved the drawings"
             "them",
             # prepositions: "allowed on the beach during the summer" and "allowed in the park during the summer"
             # do not stand between the same neighbours
             "during", "after", "before", "over", "under", "between", "through", "across", "within", "without",
             "about", "against", "among", "around", "since", "until", "upon", "toward", "towards", "via"}


#: question words, which stand beside any verb ("did not know *what* to make of it" / "shall know *what* Mr. Gardiner
#: has done"): no frame
QUESTION_WORDS = frozenset("what who whom whose which how why when where".split())

#: a bare pronoun said to be someone or something named ("it was Lady Catherine", "she is not Mrs. Jenkinson"):
#: two such sentences need not speak of one thing, so "It was Lady Catherine de Bourgh" and "it is not Lady
#: Catherine" (said of two women at a carriage window) do not meet; "It is not safe to drink" still meets "It is safe"
_PRONOUN_IS_NAMED = re.compile(r"\b(?:it|this|that|he|she|they)\s+(?:is|was|are|were)\s+(?:not\s+|never\s+)?"
                               r"(?:a\s+|an\s+|the\s+)?([A-Z][\w'’-]*)", re.IGNORECASE)


def pronoun_named(text: str) -> set[str]:
    """The names ``text`` says a bare pronoun is (or is not), lower-cased: {"lady"} for "it is not Lady Catherine"."""
    return {m.group(1).lower() for m in _PRONOUN_IS_NAMED.finditer(text) if m.group(1)[0].isupper()}


def asked_whether(words: list[str], k: int) -> bool:
    """Does ``words[k]`` stand in a question left open, "whether …" ("Courts are divided as to whether a secured
    creditor must file a proof of claim"), which asserts nothing? Not after "whether or not" (it holds either way),
    nor past an "and" or a clause's opening ("… considered whether the plan was feasible and did not confirm it")."""
    for n in range(k - 1, max(-1, k - 11), -1):
        if words[n] == "whether":
            return words[n + 1 : n + 3] != ["or", "not"]
        if words[n] in SCOPE_END or words[n] == "and":
            return False
    return False
