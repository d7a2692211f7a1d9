"""A step that says what the sentence says with its words moved: a restatement, which the model may read as a
contradiction.

``restatement(premise, hypothesis)`` is true when the step has the sentence's content words (the same numbers in the
same order, the same denials) and the parse shows a passive turned active or the two sides of a symmetric verb traded
(:func:`gechat.entail.roles.restated`), a comparison turned round with its antonym ("A is shorter than B" / "B is
longer than A"), a relation told from its other side or as a noun (:mod:`gechat.entail.converse`,
:mod:`gechat.entail.relations`), an order of events kept (:mod:`gechat.entail.order`), a denial of the antonym the
sentence asserts (:func:`gechat.entail.denials_reworded.polarity_agreement`), the sentence without its "all", or a limit the
sentence's value keeps (:func:`gechat.entail.limits.limits_follow`), or, since session 61, each figure the step adds
worked out from the sentence's in the sentence's words (:func:`gechat.entail.arithmetic.only_worked_out`: "Of the
plant's 1,500 employees, 60 percent work on the assembly line" / "900 … work on the assembly line"; no pair with a
word of a side or a denial, "Half of the 40 members voted for the plan" / "Twenty members voted against it", nor a
time the sentence gives another figure, :func:`_another_time`). Read by
:meth:`gechat.entail.conflicts.ConflictChecker.restates`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from gechat.entail import antonyms, arithmetic, compared, comparisons, converse, exclusions, gaps, hedges, hours, limits, margins, order, proportions, ranks, relations, side_gaps, spatial, target_sides, targets, two_years, versus, wholes
from gechat.entail.details import _same_denials
from gechat.entail.denials_reworded import polarity_agreement
from gechat.entail.quantities import NEGATIONS, words
from gechat.entail.roles import clause_roles, restated
from gechat.entail.set_against import set_against_kept
from gechat.entail.complements import rest_denied
from gechat.entail.roles import same as same_participant
from gechat.text import content_words


def default_parse(text: str):
    """spaCy's parse of ``text`` by the process's default checker (:func:`gechat.entail.conflicts.default_parse`)."""
    from gechat.entail.conflicts import default_parse as parse  # the checker holds the parser; it reads this module

    return parse(text)


def restatement(premise: str, hypothesis: str, *, parse: Callable[[str], list] | None = None) -> bool:
    """Does ``hypothesis`` say what ``premise`` says, with its participants moved or a word it denies
    for the antonym the premise asserts (see the module's text)?"""
    if polarity_agreement(premise, hypothesis, parse or default_parse) or _universal_dropped(premise, hypothesis) \
            or limits.limits_follow(premise, hypothesis):
        return True
    hedged = hedges.foreseen_only(premise, hypothesis)  # "could reach £2.1bn next year, up
    # from £1.9bn now, if …" / "has grown by £200m": a figure the sentence only foresees
    if not hedged and arithmetic.only_worked_out(premise, hypothesis) \
            and not _SIDE_WORDS.search(_NORM_AGAINST.sub(" ", premise)) \
            and not _SIDE_WORDS.search(hypothesis) and not _another_time(premise, hypothesis):
        return True  # "Of the plant's 1,500 employees, 60 percent work on the assembly line" / "900 … work on the
        # assembly line": each figure the step adds given by the sentence's, in the sentence's words
    if wholes.all_but_count(premise, hypothesis) == "kept" and _words_said(premise, hypothesis):
        return True  # "Of the 15 trainees …, all except Jonas Pereira passed" / "Fourteen trainees … passed"
    if exclusions.denies_excluded(premise, hypothesis, parse or default_parse):
        return True  # "… applies to all products in store excluding gift cards" / "Staff cannot get their discount on
        # gift cards"
    if spatial.told_from_other_side(premise, hypothesis, parse or default_parse):
        return True  # "Thornwick lies twelve kilometres north of Ellesby" / "Ellesby is situated to the south of
        # Thornwick"
    if versus.compared_by_figures(premise, hypothesis) == "kept":
        return True  # "… in 7% of patients receiving the study drug compared with 2% on standard chemotherapy" / "…
        # more common among patients on the study drug than among those on standard chemotherapy"
    if not hedged and ranks.rank_kept(premise, hypothesis):
        return True  # "the most common reason …, followed by mental ill health" / "… the second most common reason"
    if not hedged and (targets.target_met_kept(premise, hypothesis)
                       or target_sides.target_side_kept(premise, hypothesis)
                       or targets.target_gap_kept(premise, hypothesis)):
        return True  # "… 97.1% of its council tax … against a target of 96.5%" / "Croydon met its … target"
    if not hedged and (compared.compared_kept(premise, hypothesis) or side_gaps.gap_kept(premise, hypothesis)
                       or side_gaps.time_gap_kept(premise, hypothesis)
                       or two_years.years_compared(premise, hypothesis) == "kept"):
        return True  # "Leeds Rhinos recording the highest home average (13,770) ahead of Warrington Wolves (11,900)" /
        # "Warrington Wolves had a lower home average than Leeds Rhinos"
    if not hedged and proportions.share_kept(premise, hypothesis):
        return True  # "Just 40% of adults … saw an NHS dentist" / "Fewer than half of adults … had seen an NHS dentist"
    if rest_denied(premise, hypothesis):
        return True  # "1,850 junior doctors, of whom 420 are on rotation" / "Most … are not on rotation"
    if set_against_kept(premise, hypothesis, parse or default_parse):
        return True  # "Pre-tax profit was £41m, against £52m a year earlier" / "Pre-tax profit fell"
    if gaps.move_as_comparison(premise, hypothesis, parse or default_parse) == "kept":
        return True  # "… output at its Alderbank mine … fell 14% … in 2023" / "… was lower in 2023 than in the
        # previous year"
    if margins.margin_restated(premise, hypothesis):
        return True  # "beat Hallcross Athletic 3-1" / "won by two goals"
    if hours.hours_kept(premise, hypothesis):
        return True  # "open 08:00–18:00 Monday to Friday" / "closes at 6 p.m. on weekdays"
    if _told_otherwise(premise, hypothesis, parse or default_parse):
        return True  # "Marta Kovac beat Elise Durand in straight sets" / "Elise Durand lost to Marta Kovac"
    if comparisons.THAN.search(premise) and not comparisons.THAN.search(hypothesis) \
            and comparisons.group_turned((parse or default_parse)(premise), (parse or default_parse)(hypothesis)) \
            == "kept":
        return True  # "… higher among patients who received the standard dressing than among those given the
        # silver-impregnated dressing" / "Patients given the silver-impregnated dressing had fewer wound infections"
    if order.compare(premise, hypothesis, parse or default_parse) == "kept" and not _denies(premise) \
            and not _denies(hypothesis):
        return True  # "A was completed before B was signed" / "B was signed after A was completed"
    pw, hw = content_words(premise, antonyms.stem), content_words(hypothesis, antonyms.stem)  # "taken" / "took"
    if not hw or pw == hw:
        return False
    if [w for w in pw if any(ch.isdigit() for ch in w)] != [w for w in hw if any(ch.isdigit() for ch in w)]:
        return False  # "from 5 to 6" is not "from 6 to 5"
    if not _same_denials(premise, hypothesis):
        return False
    parse = parse or default_parse
    if Counter(pw) == Counter(hw):
        return restated(parse(premise), parse(hypothesis))
    # a comparison turned round with its antonym ("A is shorter than B" / "B is longer than A")
    return compares(premise, hypothesis) and comparisons.turned(parse(premise), parse(hypothesis)) == "converse"


#: words that turn or narrow a worked-out figure's claim ("Twenty members voted against the plan" for "Half of the 40
#: members voted for the plan"): a pair with one on either side is the model's to read
#: a figure set against a norm, which takes no side ("42 cases …, against a national ceiling of 38")
_NORM_AGAINST = re.compile(r"\bagainst\s+(?:(?:a|an|the|its|their)\s+)?(?:[\w-]+\s+){0,2}?(?:target|ceiling|limit|"
                           r"budget|forecast|estimate|plan|quota|goal|allocation|commitment|ambition|pledge)\s+of\b", re.IGNORECASE)  # not
# "against 9 for Labour", a rival's figure
_SIDE_WORDS = re.compile(r"\b(?:against|not|no|never|none|nor|without|except|only|but|neither|unlike|instead)\b|n't\b",
                         re.IGNORECASE)


def _another_time(premise: str, hypothesis: str) -> bool:
    """Does the step give its worked-out figure a time the sentence gives another figure: a year the sentence names
    only after "up from" or "compared with" that the step does not name as its own comparison's other side ("…, up
    from 650 teachers in 2020" / "In 2020 the district had 18 pupils for every teacher"), or "now" where the sentence
    dates a figure by a year and says "now" of another ("Of the … 1,500 employees in 2020, 60 percent …; the plant now
    employs 1,800" / "900 … now work on the assembly line")?"""
    for year in set(re.findall(r"\b(?:1[89]|20)\d\d\b", hypothesis)):
        if re.search(rf"\b(?:(?:up|down)\s+from|compared\s+(?:with|to)|against)\b(?:[^,;.]|\.(?=\d)){{0,40}}\b{year}\b", premise,
                     re.IGNORECASE) and not re.search(rf"\b(?:than|from|compared\s+(?:with|to))\s+(?:in\s+)?{year}\b",
                                                      hypothesis, re.IGNORECASE):
            return True
    now = r"\b(?:now|currently|today|at\s+present)\b"
    return bool(re.search(now, hypothesis, re.IGNORECASE) and re.search(now, premise, re.IGNORECASE)
                and re.search(r"\b(?:1[89]|20)\d\d\b", premise))


def _told_otherwise(premise: str, hypothesis: str, parse: Callable[[str], list]) -> bool:
    """Does the step tell a relation the sentence gives from its other side, or as a noun (:mod:`converse`), and
    say nothing else the sentence does not: its other content words all the sentence's?"""
    verbs = bool(converse.CUES.search(premise) or converse.CUES.search(hypothesis))
    nouns = bool(relations.CONVERSE_WORDS & (set(words(premise)) | set(words(hypothesis))))
    if not (verbs or nouns) or _denies(premise) or _denies(hypothesis) \
            or converse.UNASSERTED.search(premise) or converse.UNASSERTED.search(hypothesis):
        return False  # "If the Gulls lose to the Foxes, …", "worked for Kett until 2015": no fact of now
    said = set(content_words(premise, antonyms.stem))
    relation_words = {antonyms.stem(r) for r in converse.RELATION_WORDS | relations.CONVERSE_WORDS}
    if any(w not in said and w not in relation_words for w in content_words(hypothesis, antonyms.stem)):
        return False
    p_doc, h_doc = parse(premise), parse(hypothesis)
    return (verbs and converse.told_otherwise(clause_roles(p_doc), clause_roles(h_doc), same_participant)) \
        or (nouns and relations.told_otherwise(p_doc, h_doc))


def _denies(text: str) -> bool:
    """Does ``text`` hold a negation cue (``quantities.NEGATIONS``) or "without"?"""
    return any(w in NEGATIONS or w == "without" for w in words(text))


_COMPARES = re.compile(r"\b(?:than|exceed\w*|outnumber\w*|outs[oe]l\w*|outpac\w*|outperform\w*|outstrip\w*|"
                       r"surpass\w*|overt[oa]\w*|double|twice|triple|treble)\b", re.IGNORECASE)


def compares(premise: str, hypothesis: str) -> bool:
    """Do both sentences compare ("than", "exceeded", "double those"), so that
    :func:`gechat.entail.comparisons.turned` is worth a parse?"""
    return all(_COMPARES.search(text) for text in (premise, hypothesis))


def _universal_dropped(premise: str, hypothesis: str) -> bool:
    """Is the step the sentence without its "all": "All (of) the trains were delayed on Monday" / "The trains were
    delayed on Monday"? (What holds of all of them holds of them; the same words otherwise, the same numbers.)"""
    pw = [w for w in words(premise) if w != "the"]
    hw = [w for w in words(hypothesis) if w != "the"]
    if "all" not in pw or re.findall(r"\d+", premise) != re.findall(r"\d+", hypothesis):
        return False
    k = pw.index("all")
    rest = pw[k + 2 :] if pw[k + 1 : k + 2] == ["of"] else pw[k + 1 :]
    return bool(rest) and pw[:k] + rest == hw


def _words_said(premise: str, hypothesis: str) -> bool:
    """Is every word of the step but its figures the sentence's, its small words too ("voted against" is not "voted
    for")?"""
    said = {antonyms.stem(w) for w in words(premise)}
    return all(antonyms.stem(w) in said for w in words(hypothesis)
               if not any(ch.isdigit() for ch in w) and antonyms.stem(w) not in wholes.NUMBER_STEMS)
