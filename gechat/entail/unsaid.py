"""What a step states that a sentence does not, and whether the sentence can say otherwise at all.

:func:`missing` names the first thing the step states that the sentence does not (a figure, an added detail, a
structure, a hedge …; the reasons the module :mod:`gechat.entail.conflicts` lists under ``missing``), "" when none.
:func:`can_contest` tells whether the sentence could contradict the step at all: not when the step only adds a detail
to it, nor when it only hedges. Both are read by :class:`gechat.entail.conflicts.ConflictChecker` with its cached
parse, after :func:`gechat.entail.conflicts.find_conflict` has found no conflict.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from gechat import caches
from gechat.entail import (
    agency, always, arithmetic, both, bounded, causes, comparisons, converse, dates, degrees, details, differences, disputed, elapsed, eligibility,
    exclusions, figure_times, findings, frames, frequencies, future, hedges, inverses, limits, moved, none_of, norms, often, opposed, parties, plans,
    periods, places, proportions, qualifiers, ranks, report_verbs, respective, rough, scope, solely, sources, spatial, stronger, substituted, titles,
    together, trends, undone, unstated, wholes,
)
from gechat.entail.details import denied_narrower
from gechat.entail.polarity import antonym_conflict, denied_contrary, met_words, negation_conflict
from gechat.entail.roles import SAME_ROLES, another_doer, clause_roles, controlled_doer, latter_doer, swapped
from gechat.entail.structure import structure_unstated
from gechat.entail.topic import NAMED, SAME_CLAIM, SAME_TOPIC, names, order_changes, topic_share, voice_changes

#: "the latter", "the former": a sentence whose doer :func:`latter_doer` reads
LATTER = re.compile(r"\bthe\s+(?:latter|former)\b", re.IGNORECASE)


def missing(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """What the step states that the sentence does not: a figure it gives nowhere
    (:func:`gechat.entail.unstated.unstated_figure`), a limit its figures do not give, a detail it adds to the
    sentence's words (:func:`gechat.entail.details.added_detail`), a date bound turned round or "at any time" against a
    bound (:mod:`gechat.entail.dates`), a title without the sentence's qualifier (:mod:`gechat.entail.titles`), a place
    the sentence does not give (:mod:`gechat.entail.spatial`), what the sentence's structure leaves unsaid
    (:mod:`gechat.entail.structure`: one clause's subject given another's verb, "the largest" for "one of the largest",
    an order of events), or the step's claim made only as a possibility, plan or belief
    (:func:`gechat.entail.hedges.hedged`, for a sentence about the same thing); "" when none. A step of two clauses
    (:func:`gechat.entail.both.each_clause`) states what either states ("Harbourline's impairment charges fell by a
    third, while its net interest income could fall next year")."""
    for clause in both.each_clause(hypothesis):
        if reason := missing(premise, clause, parse):
            return reason
    if hedges.foreseen_only(premise, hypothesis) and arithmetic.only_worked_out(premise, hypothesis):
        return "the step works its figure out of figures the sentence only foresees"  # "could reach £2.1bn next
        # year, up from £1.9bn now, if …" / "The pension fund has grown by £200m"
    if (reason := unstated.unstated_figure(premise, hypothesis) or differences.gap_unstated(premise, hypothesis)
            or limits.limit_unstated(premise, hypothesis)
            or limits.count_limit_unstated(premise, hypothesis) or unstated.money_limit_unstated(premise, hypothesis)
            or unstated.measure_limit_unstated(premise, hypothesis)
            or frequencies.frequency_unstated(premise, hypothesis)) \
            and not frequencies.totals_agree(premise, hypothesis) and not eligibility.case_meets(premise, hypothesis) \
            and not elapsed.stated_span_holds(premise, hypothesis) \
            and wholes.all_but_count(premise, hypothesis) != "kept" \
            and not ranks.followed_rank_holds(premise, hypothesis):  # "all except Jonas Pereira" of 15: 14; "…,
        # followed by mental ill health" / "Mental ill health was the second most common …"
        # "household income below £32,000" / "A household earning £28,500 satisfies the income condition": a case
        return reason
    if reason := findings.untested(premise, hypothesis) or respective.other_arm(premise, hypothesis) \
            or periods.other_period_unstated(premise, hypothesis) or sources.other_source(premise, hypothesis) \
            or proportions.share_unstated(premise, hypothesis) or figure_times.figure_time_unstated(premise, hypothesis) \
            or figure_times.record_unstated(premise, hypothesis):
        return reason  # "5.2% and 7.1%" / "did not differ significantly"; "in the dexmedetomidine group" / "in
        # the buprenorphine group"
    if reason := plans.plan_unstated(premise, hypothesis):
        return reason  # "rejected Corvane's trademark application" / "Corvane intends to appeal the decision"
    if added := details.added_detail(premise, hypothesis, parse):
        return f"the step adds '{added}', which the sentence does not state"
    if narrower := denied_narrower(premise, hypothesis):
        return f"the sentence denies it only with '{narrower}'"
    if reason := always.never_unstated(premise, hypothesis):
        return reason  # "The store opened in 2010" / "The store never closed": one time is not every time
    if reason := opposed.two_moments(premise, hypothesis, parse):
        return reason  # "The High Court upheld the conviction in 2019" / "The conviction was overturned"
    if reason := none_of.affirmed_of_none(premise, hypothesis, parse):
        return reason  # "None of the residents … reported receiving a warning" / "Some residents were warned"
    if reason := disputed.disputed_claim(premise, hypothesis, parse):
        return hedges.hedged(premise, hypothesis, parse) or reason  # "The company denied that it had dumped
        # waste" / "The company dumped waste", or "… did not dump waste"
    if reason := dates.bound_turned(premise, hypothesis) or dates.any_time_bounded(premise, hypothesis) \
            or bounded.group_bound_turned(premise, hypothesis) or bounded.group_widened(premise, hypothesis) \
            or (hedges.hedged(premise, hypothesis, parse) or planned if (planned := undone.planned_time_only(
                premise, hypothesis, parse)) else ""):  # "The launch, set for May 14, was scrubbed": the hedge's reason first
        return reason  # "All laptops issued after 1 January must …" / "Laptops issued before 1 January must …";
        # "provided the days are taken before 31 March" / "can be taken at any time"
    if reason := titles.qualified_title(premise, hypothesis):
        return reason  # "Deputy police commissioner Grace Tolland" / "Police commissioner Grace Tolland"
    if comparisons.THAN.search(premise) and (reason := comparisons.other_measure(parse(premise), parse(hypothesis))):
        return reason  # "Mean HbA1c fell significantly more in the low-carbohydrate diet group than …" / "… lost
        # more weight than those on the low-fat diet"
    if reason := spatial.placed_unstated(premise, hypothesis, parse):
        return reason  # "found in a lay-by roughly halfway between Crossley and Penmarrow" / "north of Crossley"
    if reason := moved.moved_time(premise, hypothesis, parse) or trends.move_of_another(premise, hypothesis, parse) \
            or stronger.also_added(premise, hypothesis) or stronger.earlier_added(premise, hypothesis):
        return reason  # "…, who beat the Foxes twice last season, face them again in Sunday's opener" / "… beat
        # the Foxes in Sunday's opener"
    share = topic_share(premise, hypothesis)
    if share < SAME_TOPIC:
        return ""
    if reason := (stronger.later_stage(premise, hypothesis) or stronger.other_baseline(premise, hypothesis)
                  or stronger.cause_from_order(premise, hypothesis) or stronger.departure_unstated(premise, hypothesis)
                  or causes.causation_unstated(premise, hypothesis)
                  or qualifiers.dropped_qualifier(premise, hypothesis, parse)
                  or qualifiers.ended_state(premise, hypothesis, parse)
                  or qualifiers.conditional_state(premise, hypothesis, parse)
                  or qualifiers.restricted_universal(premise, hypothesis, parse)
                  or qualifiers.widened_to_any(premise, hypothesis, parse)
                  or exclusions.asserts_excluded(premise, hypothesis)
                  or scope.larger_share(premise, hypothesis, parse) or scope.wider_reach(premise, hypothesis)
                  or scope.other_population(premise, hypothesis)
                  or degrees.degree_unstated(premise, hypothesis, parse)
                  or often.more_often(premise, hypothesis, parse)
                  or solely.made_exclusive(premise, hypothesis)
                  or solely.made_the_one(premise, hypothesis, parse)
                  or agency.shared_act(premise, hypothesis, parse)
                  or inverses.relative_of_another(premise, hypothesis)):
        return reason  # "shortlisted" / "won"; "after the manager arrived, turnover fell" / "... caused";
        # "the alleged fraudster" / "the fraudster"; "until 2019" / "currently"; "when full" / "contains";
        # "many of the recipes" / "most of the recipes"
    if share >= SAME_CLAIM and (denied := negation_conflict(premise, hypothesis, parse)) \
            and frames.other_doers(premise, hypothesis, parse, denied):
        # "…, but the mayor did not sign the bill" / "The council signed the bill": no conflict, nor support
        word = (met_words(denied) or ("", "it"))[1]
        return f"the sentence says '{word}' of another doer than the step, and one of the two denies it"
    if share >= SAME_CLAIM and (where := elsewhere(premise, hypothesis, parse)):
        return f"the step says it '{where}', which the sentence does not"  # "You must not use the fire exit" /
        # "Staff can use the fire exit in an emergency": no conflict, nor support
    if share >= SAME_CLAIM and names(hypothesis) and NAMED.search(premise) \
            and (order_changes(premise, hypothesis) or voice_changes(premise, hypothesis)) \
            and (reason := another_doer(parse(premise), parse(hypothesis))) \
            and spatial.compare(premise, hypothesis, parse)[0] != "stated":
        return reason  # "Professor Ito supervised Dr. Mensah's thesis" / "Dr. Mensah supervised a thesis"; not
        # "Harrowby lies north of Selwick" / "Selwick lies south of Harrowby"
    if share >= SAME_CLAIM and (order_changes(premise, hypothesis) or converse.CUES.search(premise)) \
            and (reason := denied_swap(premise, hypothesis, parse)):
        return reason  # "Harcastle have never beaten Ostwick" / "Ostwick have never beaten Harcastle"
    if share >= SAME_CLAIM and (reason := substituted.other_of_kind(parse(premise), parse(hypothesis))):
        return reason  # "Norway signed …" / "Sweden signed …"; "Only the Landlord may …" / "The tenant may …"
    if reason := controlled_doer(parse(premise), parse(hypothesis)):
        return reason  # "persuaded Berg to step down" / "Ekdahl stepped down"; "allowed the tenants to repaint"
    if LATTER.search(premise) and (reason := latter_doer(parse(premise), parse(hypothesis))):
        return reason  # "Marianne lent the book to her sister, and the latter lost it" / "Marianne lost the book"
    placed = places.other_place(premise, hypothesis, parse)
    if reason := structure_unstated(premise, hypothesis, parse) \
            or (placed[1] if placed[0] == "unstated" else "") \
            or (agency.act_of_another(premise, hypothesis, parse)
                if spatial.compare(premise, hypothesis, parse)[0] != "stated" else "") \
            or together.only_together(premise, hypothesis, parse) \
            or together.only_coordinated(premise, hypothesis, parse):
        return reason  # "… and the gift shop closes at 5 pm" / "The museum closes at 5 pm"; "one of the largest";
        # "lent support to the bill, which was drafted by a bipartisan group" / "drafted the bill"
    return hedges.hedged(premise, hypothesis, parse) or future.yet_to_come(premise, hypothesis, parse) \
        or report_verbs.reported_stronger(premise, hypothesis) or rough.made_exact(premise, hypothesis)


def can_contest(premise: str, hypothesis: str, parse: Callable[[str], list]) -> bool:
    """Can the sentence say otherwise than the step? Not when it reports no result the step's finding could
    be contested by (:func:`gechat.entail.findings.can_contest`), nor when it only hedges what the step
    states ("it is unclear whether the alarm was working" / "the alarm was not working": a possibility
    asserts nothing a fact could contradict), nor when the step only adds a modifier to its words or denies
    what it denies of a narrower thing ("did not convict of armed robbery" / "did not convict of robbery"),
    asserts a contrary of what the sentence only denies ("has not rejected" / "has accepted"), gives a
    limit the sentence's figures allow, or a day the sentence does not speak of ("open on weekdays" / "opens
    on Saturdays"), denies an item a list that need not be whole leaves out ("included tea and sugar" /
    "carried no coffee", :func:`gechat.entail.hedges.open_list`), or requires what the sentence only advises
    ("should encrypt" / "are required to encrypt", :func:`gechat.entail.hedges.advised_only`), says it in a place
    or time the sentence does not speak of or of another name of one kind (:func:`elsewhere`,
    :func:`gechat.entail.substituted.other_of_kind`), nor when each
    figure the step gives that the sentence does not write is one its figures give by arithmetic
    (:func:`gechat.entail.arithmetic.only_worked_out`: "60 percent of its 1,500 employees" / "900 employees")."""
    if not findings.can_contest(premise, hypothesis) or details.added_detail(premise, hypothesis, parse) \
            or opposed.another_moment(premise, hypothesis, parse) or always.cannot_contest(premise, hypothesis) \
            or denied_narrower(premise, hypothesis) or denied_contrary(premise, hypothesis) \
            or unstated.unstated_figure(premise, hypothesis).endswith("states no such day") \
            or (limits.limit_unstated(premise, hypothesis) and limits.limits_compatible(premise, hypothesis)) \
            or limits.count_limit_unstated(premise, hypothesis) \
            or rough.only_roughly_met(premise, hypothesis) \
            or hedges.open_list(premise, hypothesis) or hedges.advised_only(premise, hypothesis, parse) \
            or degrees.degree_unstated(premise, hypothesis, parse) \
            or often.more_often(premise, hypothesis, parse) or arithmetic.only_worked_out(premise, hypothesis) \
            or wholes.share_bound_holds(premise, hypothesis) or wholes.complement_denied(premise, hypothesis) \
            or disputed.disputed_claim(premise, hypothesis, parse) \
            or spatial.placed_unstated(premise, hypothesis, parse) or norms.schedule_holds(premise, hypothesis) \
            or denied_swap(premise, hypothesis, parse):
        return False  # the step says more, or denies more widely: neither follows nor is contradicted; a list
        # that need not be whole denies nothing beyond it; advice is no requirement, nor its denial
    if topic_share(premise, hypothesis) >= SAME_CLAIM and (
            elsewhere(premise, hypothesis, parse)
            or substituted.other_of_kind(parse(premise), parse(hypothesis), parties=False)):
        return False  # another place, time or name: "House prices fell in Manchester" / "… rose in Leeds";
        # "Portugal agreed to buy …" / "Spain agreed to buy …"
    return topic_share(premise, hypothesis) < SAME_TOPIC or not hedges.left_open(premise, hypothesis,
                                                                                 parse)


@lru_cache(maxsize=caches.PAIRS)  # read for the pair by missing() and again by can_contest()
def elsewhere(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    met = negation_conflict(premise, hypothesis, parse) or antonym_conflict(premise, hypothesis)
    return opposed.other_settings(premise, hypothesis, met, parse) if met else ""


def denied_swap(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The reason a step that swaps who does what around a verb that either side denies is not stated ("Harcastle have
    never beaten Ostwick" / "Ostwick have never beaten Harcastle": both may hold), or ""."""
    found = swapped(clause_roles(parse(premise)), clause_roles(parse(hypothesis)))
    if found is None or not denied_on_one_side(parse(premise), parse(hypothesis), found[0]):
        return ""
    return f"the step swaps who does what around '{found[0]}', which one of the two denies"


def denied_on_one_side(p_doc, h_doc, verb: str) -> bool:
    """Does either text deny the verb ``verb``, or a verb that tells it from the other side ("never lost to" for
    "beat"), or one of its kind? A swap of what either denies is no conflict ("Harcastle have never beaten Ostwick" /
    "Ostwick have never beaten Harcastle")."""
    lemmas = {verb, *SAME_ROLES.get(verb, ())} | {lemma for (lemma, _), told in converse.CONVERSE.items()
                                                   if told == verb}

    def denied(doc) -> bool:
        return any(t.lemma_.lower() in lemmas and parties.denied(t) for t in doc)
    return denied(p_doc) or denied(h_doc)
