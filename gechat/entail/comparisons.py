"""Comparisons with "than": what is compared with what, and in which direction.

A small NLI model reads "Wholesale electricity was cheaper in Norway than in Germany" as entailing "...cheaper
in Germany than in Norway" (0.90 with the shipped judge), and "the new inhaler relieved symptoms faster than
the standard inhaler" as contradicting "the standard inhaler relieved symptoms more slowly than the new
inhaler" (0.99): the two sides of a comparison hold the same words in other places. ``turned(premise_doc,
hypothesis_doc)`` reads each sentence's one comparison from the parse:

* its **direction**: the comparative's base and sign ("cheaper" is (cheap, +), "more slowly" (slow, +),
  "less expensive" (expensive, -), "more freight" (much, +), "fewer" (much, -)); two directions are the same,
  opposite (the same base with the other sign, or antonyms with the same sign: "cheaper" / "more
  expensive"), or unknown;
* its **sides**: the words of the phrase "than" takes (the thing compared with), and the words before "than".

It returns "swapped" when the step's thing compared with is one the sentence names before its "than" and the
other way round, with the same direction (a conflict: :func:`gechat.entail.conflicts.find_conflict`), and
"converse" when they are swapped with the opposite direction (the same claim:
:func:`gechat.entail.restatements.restatement`); "opposite" when the two sides stand as in the sentence and the
direction is the other (a conflict); "" otherwise. Where the words of what "than" takes differ only in their head
noun ("littermates" / "those"), the nouns are left out.
"""

from __future__ import annotations

import re

from gechat.entail import antonyms, substituted
from gechat.entail.quantities import UNITS, singular
from gechat.text import content_words

_CONTENT = {"NOUN", "PROPN", "ADJ", "NUM"}
#: a sentence that may compare with "than" (a cheap test before a parse)
THAN = re.compile(r"\bthan\b", re.IGNORECASE)
_MORE, _LESS = {"more", "greater"}, {"less", "fewer"}


#: verbs that say their subject has more than their object ("imports from Vietnam exceeded those from Thailand")
_OUTDO = frozenset("exceed outnumber outsell outpace outperform outstrip surpass overtake".split())
#: words that make a multiple of what follows them ("double those at the southern port")
_MULTIPLE = frozenset("double twice triple treble".split())


def _words_of(tok) -> set[str]:
    return {antonyms.stem(t.lemma_) for t in tok.subtree if t.pos_ in _CONTENT and t.lower_ not in ("those", "that")}


def _sides(doc, pivot: int, compared: set[str], start: int) -> tuple[set[str], set[str]]:
    """The words before the comparison's ``pivot`` and those of the thing compared with; when the parse gave that
    thing only words the other side has too ("visitors" for "visitors to the south gallery"), every word from
    ``start`` on."""
    before = {antonyms.stem(t.lemma_) for t in doc[:pivot] if t.pos_ in _CONTENT}
    if compared <= before:
        compared = {antonyms.stem(t.lemma_) for t in doc[start:] if t.pos_ in _CONTENT}
    return before, compared


def _outdone(doc):
    """(base, sign, words before, words of what is outdone) of a comparison without "than": a verb of
    :data:`_OUTDO` and its object, or "double those at X"; None when there is none."""
    for tok in doc:
        if tok.lemma_.lower() in _OUTDO and tok.pos_ == "VERB":
            obj = next((c for c in tok.children if c.dep_ == "dobj"), None)
            if obj is not None:
                return "much", 1, *_sides(doc, tok.i, _words_of(obj), tok.i + 1)
        if tok.lower_ in _MULTIPLE and tok.head.lower_ in ("those", "that"):
            return "much", 1, *_sides(doc, tok.i, _words_of(tok.head), tok.i + 1)
    return None


def _comparison(doc):
    """(base, sign, words before "than", words of what "than" takes) of the one comparison of ``doc``, or None."""
    thans = [t for t in doc if t.lower_ == "than"]
    if not thans:
        return _outdone(doc)
    read = _than(doc, thans)
    if read is None:
        return None
    base, sign, comp, than, objects = read
    end = _aside(doc, than.i)
    compared_with = {antonyms.stem(t.lemma_) for o in objects for t in o.subtree if t.pos_ in _CONTENT and t.i < end}
    return base, sign, *_sides(doc, than.i, compared_with, than.i + 1)


def _aside(doc, than: int) -> int:
    """Where an aside after "than" begins: "(11% vs 5%; p = 0.01)", "; …" (or the end of ``doc``)."""
    return next((t.i for t in doc[than + 1 :] if t.text in ("(", ";", "[")), len(doc))


def _than(doc, thans: list):
    """(base, sign, the comparative, its "than", the phrases "than" takes) of ``doc``'s one "than", or None."""
    if len(thans) != 1:
        return None
    than = thans[0]
    comp = next((t for t in reversed(doc[: than.i]) if t.tag_ in ("JJR", "RBR")), None)
    if comp is None or than.i - comp.i > (16 if any(t.lower_ in _GROUP_PREPOSITIONS for t in doc[comp.i + 1 : comp.i + 3])
                                          else 8):  # "lower among patients enrolled in the nurse-led service than",
        return None  # "less frequent among care-home residents in the exercise programme than"
    if any(t.lower_ in _DENIALS for t in doc[max(0, comp.i - 3) : comp.i]):
        return None  # "no better than", "not more effective than": at most as good, which the other way may be too
    base, sign = _graded(comp)
    objects = [c for c in than.children if c.dep_ == "pobj"] or [
        g for c in than.children if c.dep_ == "prep" for g in c.children if g.dep_ == "pobj"]  # "than in Leeds"
    return base, sign, comp, than, objects


def _graded(comp) -> tuple[str, int]:
    """(base, sign) of a comparative: "cheaper" (cheap, 1), "less expensive" (expensive, -1), "more" (much, 1)."""
    word = comp.lower_
    if word in _MORE | _LESS:
        graded = comp.head if comp.dep_ == "advmod" and comp.head.pos_ in ("ADJ", "ADV") else None
        return (_base(graded.lemma_) if graded is not None else "much"), (1 if word in _MORE else -1)
    return _base(comp.lemma_ if comp.lemma_.lower() != word else word), 1


_DENIALS = frozenset({"no", "not", "n't", "never", "nothing", "none"})
#: adjectives that end in "-ly" themselves, not adverbs made from another word
_LY_ADJECTIVES = frozenset("early likely costly lovely friendly daily weekly monthly yearly only holy ugly lonely "
                           "deadly elderly orderly timely lively".split())
#: the comparatives' own words for the scales that :mod:`gechat.entail.antonyms` pairs under other words
_SCALE = {"well": "good", "better": "good", "best": "good", "worse": "bad", "badly": "bad", "worst": "bad",
          "later": "late", "earlier": "early", "often": "frequent", "common": "frequent", "commonly": "frequent",
          "rarer": "rare", "rarely": "rare"}  # "less frequent" / "more often" one scale; not "higher" on another
_PAIRS = {(antonyms.stem("good"), antonyms.stem("bad")), (antonyms.stem("early"), antonyms.stem("late")),
          (antonyms.stem("frequent"), antonyms.stem("rare"))}


def _base(word: str) -> str:
    """The stem of an adjective or of the adverb made from it ("slowly" is "slow", "easily" "easy")."""
    w = _SCALE.get(word.lower(), word.lower())
    if w.endswith("ily") and len(w) > 5 and w not in _LY_ADJECTIVES:
        w = w[:-3] + "y"
    elif w.endswith("ly") and len(w) > 4 and w not in _LY_ADJECTIVES:
        w = w[:-2]
    return antonyms.stem(_SCALE.get(w, w))


#: comparatives of amount, each with its sign: "greater", "higher", "larger" say more; "lower", "smaller" less
_AMOUNT = {**{antonyms.stem(w): 1 for w in "much many great high large big".split()},
           **{antonyms.stem(w): -1 for w in "few little low small".split()}}


def _direction(a: tuple[str, int], b: tuple[str, int]) -> int:
    """1 when two (base, sign) directions are the same, -1 when opposite, 0 when unknown."""
    (a_base, a_sign), (b_base, b_sign) = (_amount(*a), _amount(*b))
    if a_base == b_base:
        return 1 if a_sign == b_sign else -1
    if b_base in antonyms.antonyms_of(a_base) or a_base in antonyms.antonyms_of(b_base) \
            or (a_base, b_base) in _PAIRS or (b_base, a_base) in _PAIRS:
        return -1 if a_sign == b_sign else 1
    return 0


def _amount(base: str, sign: int) -> tuple[str, int]:
    """A comparative of amount read as "much" with its sign ("lower" is (much, -1)); any other as it is."""
    return ("much", sign * _AMOUNT[base]) if base in _AMOUNT else (base, sign)


def turned(premise_doc, hypothesis_doc) -> str:
    """"swapped", "converse" or "" (see the module's text)."""
    p, h = _comparison(premise_doc), _comparison(hypothesis_doc)
    if p is None or h is None:
        return ""
    direction = _direction(p[:2], h[:2]) or _direction(*_counted(p[:2], h[:2], premise_doc, hypothesis_doc))
    (p_before, theirs), (h_before, mine) = p[2:], h[2:]
    if not direction or not theirs or not mine or theirs == mine:
        return ""
    # each thing compared with, word for word, stands before the other's "than" ("the boy ... than the tall
    # girl" is not "the girl ... than the tall boy"), and not before its own
    if theirs <= h_before and mine <= p_before and not theirs <= p_before and not mine <= h_before:
        return "swapped" if direction > 0 else "converse"
    # the same, the nouns that head what "than" takes left out where each side keeps other words ("than littermates
    # fed standard chow" / "The mice on standard chow … than those on the high-fat diet")
    theirs, mine = theirs - _heads(premise_doc), mine - _heads(hypothesis_doc)
    if not theirs or not mine:
        return ""
    said = {antonyms.stem(t.lemma_) for t in premise_doc if t.pos_ in _CONTENT}
    if unasserted(premise_doc) or not mine <= said:
        return ""  # "… than children in urban state schools" against "… than children in rural schools": "state"
    if direction > 0 and theirs != mine and _mostly(theirs, h_before) and _mostly(mine, p_before) \
            and not theirs <= p_before and not mine <= h_before:
        return "swapped"  # a word of a participle the parse tags otherwise may be missing: "than littermates fed"
    if direction < 0 and theirs == mine and h_before <= p_before and not mine & h_before:
        return "opposite"  # "Falls were significantly less frequent among residents in the exercise programme than
        # among residents who continued their usual activities" / "Residents in the exercise programme fell more
        # often than those who kept to their usual activities"
    graded = {antonyms.stem(t.lemma_) for t in hypothesis_doc if t.tag_ in ("JJR", "RBR")}
    if direction < 0 and mine < theirs and not mine & p_before and not theirs <= h_before \
            and _mostly(h_before - graded, p_before) \
            and not any(t.dep_ == "neg" for t in (*premise_doc, *hypothesis_doc)):
        return "opposite"  # "a magnitude 7.5 earthquake … on 1 January 2024, stronger than the magnitude 6.2 quake
        # that struck … in May 2023" / "The Noto quake of 1 January 2024 was weaker than the May 2023 quake": the step
        # names fewer words of what is compared with, and one word of its own subject otherwise ("quake")
    return ""


_FREQUENT = antonyms.stem("frequent")


def _counted(p: tuple[str, int], h: tuple[str, int], premise_doc, hypothesis_doc) -> tuple[tuple, tuple]:
    """The two directions with "how often" read as "how many" where it counts what the other side's noun names:
    "Hospital readmissions … were 22% lower among …" / "… were readmitted less often than …" (not "readmitted more
    often" / "had higher satisfaction scores")."""
    if (p[0] == _FREQUENT) == (h[0] == _FREQUENT):
        return p, h
    often_doc, other_doc = (premise_doc, hypothesis_doc) if p[0] == _FREQUENT else (hypothesis_doc, premise_doc)
    verbs = {t.lemma_.lower()[:6] for t in often_doc if t.pos_ == "VERB" and len(t.lemma_) >= 6}
    if not any(t.pos_ == "NOUN" and t.lemma_.lower()[:6] in verbs for t in other_doc):
        return p, h
    return tuple(("much", sign) if base == _FREQUENT else (base, sign) for base, sign in (p, h))


def _mostly(words: set[str], among: set[str]) -> bool:
    """Are ``words`` among ``among``, but for one where at least two are?"""
    return words <= among or (len(words & among) >= 2 and len(words - among) <= 1)


def _measure_of_the_comparison(premise_doc, hypothesis_doc, comp) -> bool:
    """Does the step's comparative ``comp`` grade what the sentence's own comparison grades: the nouns of the step's
    measure (:func:`_measure`, or for "more common" the subject it is said of) among the sentence's words before its
    comparative in that clause ("Rates of wound infection were significantly higher …" / "… had more wound
    infections"; not "… needed more dressing changes")? True where the step names no measure the parse shows."""
    read = _than(premise_doc, [t for t in premise_doc if t.lower_ == "than"])
    measure = _measure(comp)
    if read is None or measure is None:
        return True
    if measure.pos_ != "NOUN":
        measure = next((c for c in measure.head.children if c.dep_ in ("nsubj", "nsubjpass") and c.pos_ == "NOUN"),
                       None)
        if measure is None:
            return True
    words = {antonyms.stem(t.lemma_) for t in (measure, *measure.children) if t.i == measure.i or t.dep_ == "compound"}
    start = max((t.i for t in premise_doc[: read[2].i] if t.text == ";"), default=-1) + 1
    before = {antonyms.stem(t.lemma_) for t in premise_doc[start : read[2].i] if t.pos_ in _CONTENT}
    return words <= before | _WHO


def _heads(doc) -> set[str]:
    """The stems of the nouns that "than" takes in ``doc`` ("than littermates fed standard chow": littermate)."""
    return {antonyms.stem(p.lemma_) for t in doc if t.lower_ == "than" for c in (t, *t.children)
            for p in c.children if p.dep_ == "pobj" and p.pos_ in ("NOUN", "PROPN")}


#: "Petra is the shortest player in the squad": who is first of a group, on what scale, of what, and where or when
_SUPERLATIVE = re.compile(r"\b(?:[Tt]he\s+)?(?P<who>(?!The\b)[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?:is|was|remains|remained|became)\s+"
                          r"the\s+(?:(?P<est>[a-z]+)est|most\s+(?P<most>[a-z]+)|least\s+(?P<least>[a-z]+))\s+(?P<noun>[a-z]+)"
                          r"(?P<rest>[^.;]*)")
#: "are shorter than Petra", "is more expensive than the Nile": a comparison with someone named
_THAN = re.compile(r"\b(?:is|are|was|were)\s+(?:(?P<er>[a-z]+)er|more\s+(?P<more>[a-z]+)|less\s+(?P<less>[a-z]+))\s+"
                   r"than\s+(?:the\s+)?(?P<who>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)")


def outdone(premise: str, hypothesis: str) -> str:
    """The step puts others of the same group past the one the sentence calls first of it, on the same scale:
    "Petra is the shortest player in the squad" / "Several players in the squad are shorter than Petra". The step
    must name the group's noun and every word the sentence limits the group by ("in the class", "in Norway", "in
    1944", "after London"), and no time of its own; "taller than Petra" agrees, "older than Petra" says nothing,
    "several boys in the class" are another group than "the tallest girl"."""
    step_words = set(content_words(hypothesis, antonyms.stem))
    for s in _SUPERLATIVE.finditer(premise):
        first = (s.group("est") or s.group("most") or s.group("least"), -1 if s.group("least") else 1)
        group = {antonyms.stem(singular(s.group("noun")))} | set(content_words(s.group("rest"), antonyms.stem))
        for c in _THAN.finditer(hypothesis):
            subject = hypothesis[: c.start()]
            if c.group("who") != s.group("who") or subject.strip().startswith(s.group("who")):
                continue
            other = (c.group("er") or c.group("more") or c.group("less"), -1 if c.group("less") else 1)
            if first == other and group <= step_words | {antonyms.stem(singular(w)) for w in step_words} \
                    and not re.search(r"\b(?:1[5-9]\d\d|20\d\d|now|today|by then|later)\b", hypothesis):
                return f"the sentence says {s.group('who')} is the {s.group(0).split(' the ', 1)[1].strip()}; " \
                       "the step puts others past"
    return ""


#: prepositions of the group a comparison speaks of ("higher among patients who received the standard dressing")
_GROUP_PREPOSITIONS = frozenset("among in for with on at".split())
_NAMING = {"NOUN", "PROPN", "ADJ"}


def _groups(doc):
    """(base, sign, the first group's words, the words of the group compared with) of a comparison of two groups
    with one "than": "Rates of wound infection were significantly higher among patients who received the standard
    dressing than among those given the silver-impregnated dressing" (high, 1, {patient, standard, dressing},
    {patient, silver, dressing}); a "those" compared with stands for the first group's noun. None where the words
    between the comparative and "than" name no group."""
    read = _than(doc, [t for t in doc if t.lower_ == "than"])
    if read is None:
        return None
    base, sign, comp, than, objects = read
    between = doc[comp.i + 1 : than.i]
    if not between or between[0].lower_ not in _GROUP_PREPOSITIONS:
        return None
    first = [t for t in between if t.pos_ in _NAMING]
    end = min(_aside(doc, than.i), next((t.i for t in doc[than.i + 1 :] if t.text == ","), len(doc)))  # "(11% vs 5%)"
    other = {antonyms.stem(t.lemma_) for o in objects for t in o.subtree if t.pos_ in _NAMING and t.i < end}
    nouns = [t for t in first if t.pos_ == "NOUN"]
    if not nouns or not other:
        return None
    if any(o.lower_ in ("those", "ones", "that") for o in objects):
        other.add(antonyms.stem(nouns[0].lemma_))  # "than among those given …": those patients
    return base, sign, {antonyms.stem(t.lemma_) for t in first}, other


def group_turned(premise_doc, hypothesis_doc) -> str:
    """A step with no "than" that gives one of the sentence's two compared groups the other's side: "… significantly
    higher among patients who received the standard dressing than among those given the silver-impregnated dressing"
    / "Patients given the silver-impregnated dressing had more wound infections" ("swapped"), or the first group the
    opposite ("Patients on the standard dressing had fewer infections"); "kept" where the step gives the group its
    own side and no figure ("… had fewer wound infections"); "" otherwise. The step's words must name one
    group only (each group's own words), and every content word of the step must be the sentence's (one measure)."""
    if any(t.lower_ == "than" for t in hypothesis_doc):
        return ""
    groups = _groups(premise_doc)
    comp = next((t for t in hypothesis_doc if t.tag_ in ("JJR", "RBR") or t.lower_ in _MORE | _LESS), None)
    if groups is None or comp is None or any(t.lower_ in _DENIALS for t in hypothesis_doc) or unasserted(premise_doc):
        return ""
    verbs = {t.lemma_.lower() for t in premise_doc if t.pos_ in ("VERB", "AUX")} | {"be", "have"}
    if any(t.pos_ == "VERB" and t.lemma_.lower() not in verbs for t in hypothesis_doc):
        return ""  # "Fewer patients given the silver-impregnated dressing died": a deed the sentence does not compare
    base, sign, first, other = groups
    told = {comp.i, comp.head.i} if comp.lower_ in _MORE | _LESS and comp.dep_ == "advmod" else {comp.i}  # "more
    # common"
    said = {antonyms.stem(t.lemma_) for t in premise_doc if t.pos_ in _CONTENT}
    if not {antonyms.stem(t.lemma_) for t in hypothesis_doc if t.pos_ in _CONTENT and t.i not in told} <= said:
        return ""
    if not _measure_of_the_comparison(premise_doc, hypothesis_doc, comp):
        return ""  # "…, although patients on the silver dressing needed more dressing changes": another measure
    subject = {antonyms.stem(t.lemma_) for t in hypothesis_doc if t.pos_ in _NAMING and t.i not in told}
    own_first, own_other = first - other, other - first
    if not own_first or not own_other:
        return ""
    names_first, names_other = bool(own_first & subject), own_other <= subject
    if names_first == names_other:
        return ""
    direction = _direction((base, sign), _graded(comp))
    if not direction:
        return ""
    if (direction > 0) == names_other:
        return "swapped"
    return "" if any(t.like_num for t in hypothesis_doc) else "kept"  # "5% fewer": a figure of its own


#: words by which a sentence holds its comparison as a question, a plan or a condition, not a finding
_UNASSERTED = frozenset("whether if might may could would will should expected hypothesis hypothesised hypothesized "
                        "predicted test tested".split())


def unasserted(doc) -> bool:
    """Does ``doc`` hold its comparison as a question, a plan, a possibility or a condition ("Investigators will test
    whether rates of wound infection are higher among …")?"""
    return any(t.lower_ in _UNASSERTED and (t.lower_ != "may" or t.tag_ == "MD") for t in doc)  # not "in May 2023"


#: nouns that name who is compared, not what is measured ("Participants on the low-carbohydrate diet")
_WHO = frozenset(antonyms.stem(w) for w in "participant patient people person subject individual group arm child "
                 "adult man woman user student pupil case respondent volunteer member those".split())


def other_measure(premise_doc, hypothesis_doc) -> str:
    """The measure a step compares the sentence's two groups on that the sentence does not name: "Mean HbA1c fell
    significantly more in the low-carbohydrate diet group than in the low-fat diet group" / "Participants on the
    low-carbohydrate diet lost more weight than those on the low-fat diet" ("weight"), or "". The sentence compares
    two groups (:func:`_groups`), the step names one of them, and what its comparative grades (:func:`_measure`: the
    noun of "more weight", the adjective of "more satisfied", the subject of "stays were longer") is no word of the
    sentence nor one that names people."""
    groups = _groups(premise_doc)
    comp = next((t for t in hypothesis_doc if t.tag_ in ("JJR", "RBR") or t.lower_ in _MORE | _LESS), None)
    if groups is None or comp is None:
        return ""
    _, _, first, other = groups
    step = {antonyms.stem(t.lemma_) for t in hypothesis_doc if t.pos_ in _NAMING}
    if not (first - other) & step and not (other - first) & step:
        return ""  # no group of the sentence's named
    measure = _measure(comp)
    said = {antonyms.stem(t.lemma_) for t in premise_doc} | {antonyms.stem(t.lower_) for t in premise_doc}
    if measure is None or {antonyms.stem(measure.lemma_), antonyms.stem(measure.lower_)} & (said | _WHO) \
            or measure.lemma_.lower() in UNITS or _named_otherwise(measure, premise_doc) \
            or _told_by_its_verb_or_object(measure, premise_doc):
        return ""  # "lost more kilograms": a unit of the sentence's weight; "death rate" / "Mortality"
    return f"the step compares the groups on '{measure.text}', which the sentence does not"


def _told_by_its_verb_or_object(measure, premise_doc) -> bool:
    """Does the sentence name the step's measure by the verb it hangs on or the thing it is of ("Spending was higher
    …" / "… spent more money"; "Mean HbA1c fell …" / "… a greater reduction in HbA1c"), or is the measure an adverb
    of the sentence's adjective ("faster" / "more quickly")?"""
    roots = {t.lemma_.lower()[:5] for t in premise_doc if len(t.lemma_) >= 5} | {t.lower_[:5] for t in premise_doc}
    of = [p for c in measure.children if c.dep_ == "prep" and c.lower_ in ("in", "of") for p in c.children
          if p.dep_ == "pobj"]
    if any(p.lemma_.lower()[:5] in roots or p.lower_[:5] in roots for p in of):
        return True
    if measure.head.pos_ == "VERB" and measure.head.lemma_.lower()[:5] in roots:
        return True
    if measure.pos_ == "ADV":
        mine = substituted.senses(_base(measure.lower_), "a") | substituted.senses(measure.lower_, "a")
        return any((substituted.senses(_base(t.lower_), "a") | substituted.senses(t.lemma_.lower(), "a")) & mine
                   for t in premise_doc if t.pos_ in ("ADJ", "ADV"))
    return False


def _named_otherwise(measure, premise_doc) -> bool:
    """Does the sentence name the step's measure in other words: a WordNet synonym, or a kind just above or below it,
    of the measure or of the measure with the nouns before it ("death rate" / "Mortality", "Expenditure" /
    "Spending", "homes" / "Households")?"""
    pos, kinds = ("n", ("NOUN", "PROPN")) if measure.pos_ == "NOUN" else ("a", ("ADJ",))
    phrase = [c.lemma_.lower() for c in measure.children if c.dep_ == "compound"] + [measure.lemma_.lower()]
    mine = substituted.senses("_".join(phrase), pos) | substituted.senses(measure.lemma_.lower(), pos)
    if not mine:
        return False
    near = mine | {k for s in mine for k in (*s.hypernyms(), *s.hyponyms())}
    return any((substituted.senses(t.lemma_.lower(), pos) | substituted.senses(t.lower_, pos)) & near
               for t in premise_doc if t.pos_ in kinds or pos == "n" and t.tag_ == "VBG")  # "Spending on …", a verb


def _measure(comp):
    """What a comparative grades: the noun of "more weight", the adjective or adverb of "more satisfied", the
    subject of "Hospital stays were longer"; None where the parse shows none."""
    head = comp.head
    if comp.lower_ in _MORE | _LESS and comp.dep_ == "advmod" and head.pos_ in ("ADJ", "ADV"):
        return head
    if comp.dep_ == "amod" and head.pos_ == "NOUN":
        return head
    if comp.dep_ in ("acomp", "attr") and head.pos_ in ("AUX", "VERB"):
        return next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass") and c.pos_ == "NOUN"), None)
    return None
