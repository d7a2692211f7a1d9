"""Readings of session 62: a step's two clauses joined by "while" or "whereas" read each; a move the sentence tells by a noun of
whose it is ("gains at its smaller Pampa Verde operation"); a year range's years shared with the sentence's; a change
"from A to B" run backwards with words before its first figure; a first date put back by a span against "as originally
planned"; an act of another thing whose object names more of the sentence; a held figure's owner told otherwise; a
gap "by" a figure of the unit the figure before it has; work begun told as done."""

from __future__ import annotations

import pytest

from gechat import caches
from gechat.entail import both, gaps, norms, stronger, trends, versus
from gechat.entail.arithmetic import only_worked_out, worked_out
from gechat.entail.base import Entailer, judgment
from gechat.entail.conflicts import ConflictChecker, default_parse, find_conflict
from gechat.entail.quantities import quantities
from gechat.entail.restatements import restatement
from gechat.entail.topic import other_times

COPPER = ("Kestrel Ridge Minerals said copper output at its Alderbank mine in northern Chile fell 14% to 182,000 tonnes "
          "in 2023, as lower ore grades and a six-week strike at the concentrator offset gains at its smaller Pampa "
          "Verde operation.")
IRON = ("Iron ore shipments from Port Carrow rose to 47.3 million tonnes in March, up from 41.8 million in February, "
        "while benchmark prices slipped 3% to $118 a tonne over the same month, according to the Western Shelf Ports "
        "Authority.")
BURGLARY = ("Recorded burglaries in the Harrowgate police district fell from 2,410 in 2022 to 1,987 in 2023, while reports "
            "of vehicle theft rose by 9% over the same period, according to figures published by the Northvale "
            "Constabulary on Tuesday.")
KNIVES = ("Of the 312 knife offences recorded by Eastmere police in the year to June, 41% resulted in a charge or "
          "summons, compared with 33% the previous year, although the force's overall charge rate for violent crime "
          "remained unchanged at 12%.")
HYGIENE = ("Inspectors from Westbridge Borough Council downgraded the Golden Lantern takeaway on Mill Street from a food "
           "hygiene rating of 4 to 1 in June after finding raw chicken stored above ready-to-eat salads and no hot "
           "water at the staff handwash basin.")
LINE = ("The £1.2 billion electrification of the Harlow Vale line, originally due for completion in December 2025, has "
        "been delayed by 18 months after contractors found contaminated soil at three sites, the infrastructure agency "
        "said on Wednesday.")
BILL = ("The Renewable Heat Bill passed its third reading in the lower house on 9 May by 214 votes to 198, after 11 "
        "members of the governing Centre Alliance rebelled and an opposition amendment to exempt rural households was "
        "defeated.")
MINE = ("The board of Tamsin Gold approved a $640 million expansion of its Bellweather underground mine on 12 September "
        "2024, with construction expected to begin in early 2025 and first ore from the new levels targeted for the "
        "second half of 2026.")


@pytest.mark.parametrize(("premise", "step", "conflicts"), [
    (IRON, "Benchmark iron ore prices rose 3% in March while shipments from Port Carrow fell.", True),
    (IRON, "Iron ore shipments from Port Carrow rose in March, while benchmark prices slipped.", False),
    (COPPER, "Copper output at the Pampa Verde operation fell 14% to 182,000 tonnes in 2023.", True),
    (COPPER, "Copper output at the Alderbank mine fell 14% to 182,000 tonnes in 2023.", False),
    (BURGLARY, "Reports of vehicle theft in the Harrowgate district fell by 9% between 2022 and 2023.", True),
    (BURGLARY, "Reports of vehicle theft in the Harrowgate district rose by 9% between 2022 and 2023.", False),
    (KNIVES, "Eastmere police's overall charge rate for violent crime rose to 41% in the year to June.", True),
    (HYGIENE, "Westbridge inspectors upgraded the Golden Lantern's food hygiene rating from 1 to 4 in June.", True),
    (HYGIENE, "The Golden Lantern's food hygiene rating went from 4 to 1 in June.", False),
    (LINE, "The electrification of the Harlow Vale line will be completed in December 2025 as originally planned.", True),
    (LINE, "The electrification of the Harlow Vale line will be finished later than originally planned.", False),
    (BILL, "The opposition amendment to exempt rural households from the Renewable Heat Bill was passed.", True),
    (BILL, "The opposition amendment to exempt rural households was defeated.", False),
    (IRON, "March iron ore shipments from Port Carrow exceeded February's by 5.5 million tonnes.", False),
])
def test_session62_conflicts(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


def test_a_step_of_two_clauses_is_read_clause_by_clause() -> None:
    assert both.each_clause("Prices rose 3% in March while shipments from the port fell.") == [
        "Prices rose 3% in March.", "Shipments from the port fell."]
    assert both.each_clause("The mayor spoke while in office.") == []  # no verb of its own after "while"
    assert both.each_clause("Sales rose in March.") == []


def test_a_noun_move_names_whose_it_is() -> None:
    moves = trends._noun_moves(default_parse(COPPER))
    assert [(n.text, {"pampa", "verde"} <= words) for n, words, _ in moves] == [("gains", True)]
    assert trends._noun_moves(default_parse("The scheme gave rise to a new market.")) == []
    step = "Copper output at the Pampa Verde operation fell 14% to 182,000 tonnes in 2023."
    assert trends.named_mover(COPPER, step, default_parse)
    # a mover with no name of its own is matched by its kind only, which the frame reader still reads
    assert not trends.named_mover("Net sales in Europe fell 4%.", "Net sales rose.", default_parse)


def test_a_year_range_shares_its_years() -> None:
    assert not other_times(BURGLARY, "Reports of vehicle theft fell by 9% between 2022 and 2023.")
    assert other_times(BURGLARY, "Reports of vehicle theft fell by 9% between 2018 and 2019.")


def test_a_change_from_a_figure_after_its_measure() -> None:
    assert gaps._changes(HYGIENE)[0][0].value == 4
    assert gaps.change_turned(HYGIENE, "The rating went from 1 to 4 in June.")
    assert not gaps.change_turned(HYGIENE, "The rating went from 4 to 1 in June.")


def test_a_first_date_put_back_by_a_span() -> None:
    assert norms.schedule_turned(LINE, "The line will open as originally planned.")
    assert norms.schedule_holds(LINE, "The line is behind schedule.")
    assert norms.schedule_turned(LINE.replace("delayed by 18 months", "brought forward by two months"),
                                 "The line is behind schedule.")
    assert not norms.schedule_turned(LINE.replace("has been delayed", "has not been delayed"),
                                     "The line will open as originally planned.")


def test_work_begun_is_not_work_done() -> None:
    assert stronger.later_stage(MINE, "Construction of the Bellweather mine expansion had been completed by early 2025.")
    assert not stronger.later_stage("Construction began in 2019 and was completed in 2022.",
                                    "Construction was completed in 2022.")


LOANS = ("Loans from Kingsmere's 14 public libraries totalled 1.26 million in 2023, a fall of 10% on 2022, while e-book "
         "borrowing through the council's digital platform more than doubled to 310,000 loans over the same period.")
HOMES = ("Councillors in Dunmore voted 27 to 14 on Thursday to approve plans for 850 new homes on the former Greyfield "
         "gasworks site, of which 255 will be offered at social rent, despite objections from residents over traffic.")
CLOSURES = ("Of the 1,150 restaurants inspected by the city's health department in 2023, 92 were temporarily closed for "
            "critical violations, most often rodent activity, compared with 61 closures among 1,080 inspections the "
            "year before.")


@pytest.mark.parametrize(("step", "read"), [
    ("Copper production at the Alderbank mine was lower in 2023 than in the previous year.", "kept"),
    ("Copper production at the Alderbank mine was higher in 2023 than in the previous year.", "turned"),
    ("Copper production at the Pampa Verde operation was lower in 2023 than in 2022.", "turned"),
    ("Copper production at the Alderbank mine was lower in 2023 than in 2019.", ""),
    ("Copper production at the Alderbank mine was not lower in 2023 than in 2022.", ""),
])
def test_a_move_told_as_a_comparison_with_the_year_before(step: str, read: str) -> None:
    got = gaps.move_as_comparison(COPPER, step, default_parse)
    assert (got if got in ("", "kept") else "turned") == read
    assert restatement(COPPER, step) is (read == "kept")


def test_a_figure_given_to_the_year_it_changed_from() -> None:
    assert gaps.figure_of_the_year_changed_from(LOANS, "Kingsmere's public libraries recorded about 1.26 million loans "
                                                       "in 2022.")
    assert not gaps.figure_of_the_year_changed_from(LOANS, "Kingsmere's libraries recorded 1.26 million loans in 2023.")
    assert not gaps.figure_of_the_year_changed_from(LOANS, "In 2022, Kingsmere's public libraries recorded 1.4 million "
                                                           "loans.")
    assert find_conflict(LOANS, "Kingsmere's public libraries recorded about 1.26 million loans in 2022.")


def test_figures_worked_out_in_more_ways() -> None:
    # a share of the whole "of which" a part is given
    assert only_worked_out(HOMES, "Thirty percent of the 850 homes planned for the Greyfield site will be offered at "
                                  "social rent.")
    assert not only_worked_out(HOMES, "Forty percent of the 850 homes will be offered at social rent.")
    # the year before the one year the sentence gives
    assert "2022" not in ConflictChecker().missing(CLOSURES, "More restaurants were temporarily closed for critical "
                                                             "violations in 2023 than in 2022.")
    # a scale's points from a change written after its measure
    step = "The Golden Lantern takeaway's food hygiene rating was lowered by three points in June."
    assert worked_out(next(q for q in quantities(step) if q.value == 3), HYGIENE, step)
    # where the step only says its figures are shown
    assert only_worked_out(BURGLARY, "Northvale Constabulary figures show 423 fewer recorded burglaries in Harrowgate "
                                     "in 2023 than in 2022.")
    assert not only_worked_out(BURGLARY, "Northvale Constabulary figures show 423 more recorded burglaries in "
                                         "Harrowgate in 2023 than in 2022.")


def test_no_auxiliary_is_a_counted_noun() -> None:
    assert [q.unit for q in quantities(HOMES) if q.value == 255] == [""]
    assert [q.unit for q in quantities(BILL) if q.value == 198] == [""]


@pytest.mark.parametrize("premise", [
    "Revenue was $4.2 million in 2023 and $3.1 million the year before last.",
    "Passenger numbers reached 48 million in 2023, compared with 51 million the year before the pandemic.",
])
def test_a_year_before_another_event_is_no_year_before(premise: str) -> None:
    step = "Revenue was $3.1 million in 2022." if "Revenue" in premise else "Passenger numbers were 51 million in 2022."
    assert "2022" in ConflictChecker().missing(premise, step)


@pytest.mark.parametrize(("premise", "step", "conflicts"), [
    ("Members of the union voted by 87% to 13% to strike on 9 and 10 October, after rejecting the company's offer of a "
     "3.5% pay rise for 2024.", "The union's members voted to accept the company's 3.5% pay offer.", True),
    ("Members of the union voted to strike after rejecting the company's offer.",
     "The union's members accepted the company's offer.", True),
    ("Members of the union voted to strike after rejecting the company's offer.",
     "The union's members rejected the company's offer.", False),
])
def test_an_act_told_as_the_time_of_another(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


TRIAL = ("The trial was stopped early in November 2022 after an interim analysis showed no significant difference in "
         "overall survival between the two arms, and the independent monitoring board reported grade 3 liver toxicity "
         "in 7% of patients receiving the study drug compared with 2% on standard chemotherapy.")


@pytest.mark.parametrize(("step", "read"), [
    ("Grade 3 liver toxicity was more common among patients on the study drug than among those on standard "
     "chemotherapy.", "kept"),
    ("Grade 3 liver toxicity was less common among patients on standard chemotherapy than among those on the study "
     "drug.", "kept"),
    ("Grade 3 liver toxicity was less common among patients on the study drug than among those on standard "
     "chemotherapy.", "turned"),
    ("Grade 3 liver toxicity was more common among patients on standard chemotherapy than among those on the study "
     "drug.", "turned"),
    # words the sentence does not give, a denial, a figure of the step's own: the model's to read
    ("Grade 3 liver toxicity was more common among older patients on the study drug than among those on standard "
     "chemotherapy.", ""),
    ("Grade 3 liver toxicity was not more common among patients on the study drug than among those on standard "
     "chemotherapy.", ""),
    ("Grade 3 liver toxicity was 5 points more common among patients on the study drug than among those on standard "
     "chemotherapy.", ""),
])
def test_two_groups_compared_by_their_figures(step: str, read: str) -> None:
    assert versus.compared_by_figures(TRIAL, step) == read
    assert bool(find_conflict(TRIAL, step)) is (read == "turned")
    assert restatement(TRIAL, step) is (read == "kept")


def test_the_checks_keep_no_more_than_one_question_needs() -> None:
    import importlib
    import pkgutil

    import gechat.entail
    import gechat.weekdays
    modules = [importlib.import_module(f"gechat.entail.{m.name}") for m in pkgutil.iter_modules(gechat.entail.__path__)
               if m.name not in ("hf", "llm_judge")] + [gechat.weekdays]
    sizes = {f"{mod.__name__}.{name}": fn.cache_info().maxsize for mod in modules for name, fn in vars(mod).items()
             if hasattr(fn, "cache_info") and getattr(fn, "__module__", "") == mod.__name__}
    assert sizes, "no cached reading found"
    # word-keyed caches (stems, WordNet senses) follow the vocabulary; text- and pair-keyed ones are bounded
    by_text = {k: v for k, v in sizes.items() if not k.endswith(("stem", "senses", "_named", "kin"))}
    assert all(v is not None and v <= caches.PAIRS for v in by_text.values()), by_text
    assert ConflictChecker()._parse.cache_info().maxsize == caches.TEXTS


@pytest.mark.parametrize(("premise", "step", "conflicts"), [
    # the reviewers' look-alikes: another thing's change, delay or owner; a change is no score
    ("Pupil numbers at Garth Primary rose from a low of 180 to 240 after the school opened a nursery.",
     "Pupil numbers at the neighbouring Caerau Primary fell from 240 to 180.", False),
    ("The Menai Link bridge, originally due to open in May 2026, remains on schedule, although work on its northern "
     "approach road has been delayed by three months, the transport agency said.",
     "The Menai Link bridge is expected to open in May 2026 as originally planned.", False),
    ("The Menai Link bridge, originally due to open in May 2026, remains on schedule, although work on its northern "
     "approach road has been delayed by three months, the transport agency said.",
     "The Menai Link bridge will open later than originally planned.", True),
    ("Ashdown's new library, originally due to open in April 2025, opened on time, the council said, while a "
     "neighbouring housing scheme was delayed by a year by a planning dispute.",
     "Ashdown's new library opened in April 2025 as originally planned.", False),
    ("The Orchard Lane surgery extension, originally due to open in May 2025, was brought forward by two months, while "
     "the new Castlegate health centre has slipped into 2026.", "The Castlegate health centre is running behind "
                                                               "schedule.", False),
    ("The Calder Tunnel, initially scheduled for completion in March 2027, could be delayed by six months if tests of "
     "its ventilation system fail.", "The Calder Tunnel will be completed in March 2027 as initially scheduled.", False),
    ("Harlow's property tax rate remains at 1.2% for 2025, while neighbouring Bexmoor's rate is rising to 1.4%.",
     "Bexmoor's property tax rate is rising in 2025.", False),
    ("Average nitrogen dioxide levels on Queen's Road in Belmouth fell by 27% between 2020 and 2023, though levels at "
     "the town's bus station were unchanged.", "Nitrogen dioxide levels at Belmouth bus station fell between 2020 and "
                                              "2023.", True),
    ("Hove Bay marina recorded 4,100 boat visits in 2023, a fall of 8% on 2022, when the marina also logged 4,100 hours "
     "of dredging work.", "Hove Bay marina logged 4,100 hours of dredging work in 2022.", False),
    ("Crown court cases awaiting trial in the Eastern circuit numbered 9,870 at the end of 2023, up 12% from 2022.",
     "There were 9,870 crown court cases awaiting trial in the Eastern circuit at the end of 2022.", True),
    ("Brisco Retail said like-for-like sales at its UK stores fell 3.1% in the second quarter, as a sharp drop in "
     "clothing sales offset a rise in online grocery orders.", "Online grocery orders at Brisco's Irish stores fell in "
                                                               "the second quarter.", False),
    ("Ferris Mining said output at its Alder mine rose 4%, although a worker was injured in a fall at its Ferris Creek "
     "operation.", "Output at the Ferris Creek operation rose.", False),
    ("The motion to dissolve the Kelso Trust was carried by 58 votes to 31, after 7 members abstained.",
     "The motion to dissolve the Kelso Trust was carried by 58 votes to 7.", True),
    ("The regulator cut Halden Water's customer service score from a rating of 7 to 4 in 2022 and then raised it from "
     "4 to 6 in 2023.", "Halden Water's customer service score was raised from 4 to 6 in 2023.", False),
])
def test_session62_look_alikes(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


@pytest.mark.parametrize(("premise", "step"), [
    ("Steel output at the Harlan works fell 9% in 2023 from its 2021 peak of 2.2 million tonnes.",
     "Steel output at the Harlan works was lower in 2023 than in the previous year."),
    ("Output at Castlerock Quarry fell 14% in the first half of 2023, but a strong second half left full-year output 3% "
     "above 2022's level.", "Output at Castlerock Quarry was lower in 2023 than in the previous year."),
    ("Copper output at Orlan Resources' Tembe mine fell 11% to 96,000 tonnes in 2023 as ore grades declined.",
     "Cobalt output at the Tembe mine was lower in 2023 than in the previous year."),
])
def test_no_year_on_year_comparison_from_another_baseline_part_or_thing(premise: str, step: str) -> None:
    assert gaps.move_as_comparison(premise, step, default_parse) == ""


def test_a_share_of_which_needs_the_steps_noun() -> None:
    homes = "The council received 1,240 complaints about 310 council properties, of which 62 had serious damp problems."
    assert only_worked_out(homes, "Twenty percent of the 310 properties had serious damp problems.")
    assert "5%" in ConflictChecker().missing(homes, "Five percent of the complaints concerned serious damp problems.")
    tour = "The orchestra toured 14 cities in 2023, of which 6 were in Germany, and played to 85,000 people."
    assert ConflictChecker().missing(tour, "About 43% of the orchestra's audience in 2023 was in Germany.")


def test_a_year_before_a_dated_report_is_not_read() -> None:
    report = ("The Tollcross food safety report, published in March 2024, found 92 restaurant closures in the latest "
              "twelve months, compared with 61 the year before.")
    assert "2023" in ConflictChecker().missing(report, "There were 61 restaurant closures in Tollcross in 2023.")


def test_an_end_the_sentence_states_in_other_words() -> None:
    assert not stronger.later_stage("The audit of Brenmoor's pension fund, which commenced in February, concluded in "
                                    "July.", "The audit of Brenmoor's pension fund was completed in July.")


class _ByTable(Entailer):
    """A model that reads each step by a table: the whole step leans on the clause the sentence states."""

    name = "table"

    def __init__(self, table: dict[str, float]) -> None:
        super().__init__()
        self.table = table

    def _score(self, premises, hypotheses):
        return [self.table[h] for h in hypotheses]


def test_a_step_of_two_clauses_is_no_more_entailed_than_its_weaker_clause() -> None:
    step = "Impairment charges fell by a third, while net interest income could fall next year."
    model = _ByTable({step: 0.87, "Impairment charges fell by a third.": 0.95,
                      "Net interest income could fall next year.": 0.12})
    [j] = model.judge(["Impairment charges fell by a third to £112 million."], [step])
    assert j.entailment == pytest.approx(0.12)
    [one] = model.judge(["Impairment charges fell by a third to £112 million."], ["Impairment charges fell by a third."])
    assert one.entailment == pytest.approx(0.95)  # a step of one clause is read as it is


@pytest.mark.parametrize(("premise", "step", "conflicts"), [
    # from the unseen table's false greens, read after it was measured unchanged
    ("Relegated Millbrook Athletic finished bottom of the 2022–23 Coastal League table with just 19 points from 38 "
     "games, winning three, drawing ten and losing the remaining 25.",
     "Millbrook Athletic won ten games and drew three during the 2022–23 Coastal League season.", True),
    ("Relegated Millbrook Athletic finished bottom of the 2022–23 Coastal League table with just 19 points from 38 "
     "games, winning three, drawing ten and losing the remaining 25.",
     "Millbrook Athletic won three games and drew ten during the season.", False),
    ("Pharmacy chain Medway Health closed 38 branches in 2023 while opening 12 new ones in retail parks.",
     "Medway Health opened 38 branches in 2023, while it closed 12.", True),
    ("Relegated Millbrook Athletic finished bottom of the table with just 19 points, the club's worst season since "
     "1987.", "The 2022–23 campaign was Millbrook Athletic's best season since 1987.", True),
    ("Alice's best season came in 2019.", "Bob's worst season came in 2019.", False),  # two owners by name
    ("The Home Office granted 286,000 skilled worker visas in the year ending June 2023, up 42 percent on the "
     "previous year.", "The number of skilled worker visas granted in the year ending June 2023 fell compared with "
                       "the previous year.", True),
    ("The Home Office granted 286,000 skilled worker visas in the year ending June 2023, up 42 percent on the "
     "previous year, while student visas fell.", "Student visas fell.", False),
])
def test_unseen_tables_false_greens(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


class _Contradicting(_ByTable):
    """A model that reads a clause alone as contradicted: "the dog is standing" out of its step."""

    def _judge(self, premises, hypotheses):
        return [judgment(self.table[h], 0.9 if h.startswith("The dog") else 0.05) for h in hypotheses]


def test_a_clause_read_alone_never_raises_the_steps_contradiction() -> None:
    step = "Kevin was asking why the horse and the cow are lying down while the dog is standing."
    model = _Contradicting({step: 0.4, "Kevin was asking why the horse and the cow are lying down.": 0.8,
                            "The dog is standing.": 0.1})
    [j] = model.judge(["Why are horse and cow lying down? Kevin asked."], [step])
    assert j.entailment == pytest.approx(0.1) and j.contradiction == pytest.approx(0.05)


def test_a_clause_after_but_is_not_read_alone() -> None:
    # the self-conflict sweep's look-alikes: a standard's levels, a logic text's cases
    limited = ("AMPLIFICATION: A limited adverse effect means that, for example, the loss of confidentiality, integrity, "
               "or availability might: (i) cause a degradation in mission capability to an extent and duration that "
               "the organization is able to perform its primary functions, but the effectiveness of the functions is "
               "noticeably reduced; (ii) result in minor damage to organizational assets.")
    severe = ("AMPLIFICATION: A severe or catastrophic adverse effect means that, for example, the loss of "
              "confidentiality, integrity, or availability might: (i) cause a severe degradation in or loss of mission "
              "capability; (ii) result in major damage to organizational assets.")
    assert both.each_clause(limited) == []
    assert not find_conflict(severe, limited)
    assert both.each_clause("If X is true, Y is true, But Y is not true, Therefore X is not true.") == []


def test_a_question_states_neither_clause() -> None:
    item = "“Do you talk by rule, then, while you are dancing?”"
    assert both.each_clause(item) == []
    assert not find_conflict("“My dear Miss Eliza, why are not you dancing?", item)
