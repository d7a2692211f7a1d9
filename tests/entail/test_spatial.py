"""Where one thing lies with respect to another (`gechat.entail.spatial`, session 53)."""

from __future__ import annotations

import pytest

from gechat.entail import spatial
from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.restatements import restatement

THORNWICK = ("The village of Thornwick, which lies some twelve kilometres north of the market town of Ellesby, is "
             "reached by a single-track road that crosses the Marrow river at Cobb's Ford.")


@pytest.mark.parametrize(("premise", "step"), [
    ("Residents of the Orchard Row flats, which sit immediately below the Larkhill reservoir dam, were told on Friday "
     "that they would be evacuated if water levels rose above the spillway.",
     "The Orchard Row flats sit immediately above the Larkhill reservoir dam."),
    ("Mornay's new stadium will be built on the former rail yards east of the Kellan canal, directly across the water "
     "from the old ground, which stands on the canal's western bank.",
     "The new stadium will be built on the western bank of the Kellan canal."),
    ("The hotel stands just west of the station, opposite the cathedral.", "The station stands west of the hotel."),
    ("The school is on the south side of the river.", "The school is on the northern bank of the river."),
    ("The town is located 5 km south-west of the capital.", "The town lies north-west of the capital."),
    ("The depot lies north of the ring road.", "The depot lies east of the ring road."),
])
def test_a_place_turned_the_other_way_is_a_conflict(check: ConflictChecker, premise: str, step: str) -> None:
    reason = find_conflict(premise, step, parse=check.parse)
    assert reason.startswith("the step places"), reason


@pytest.mark.parametrize(("premise", "step"), [
    (THORNWICK, "Ellesby is situated to the south of Thornwick."),
    ("The hut lies two kilometres above the village.", "The village lies below the hut."),
    ("The monastery, perched on a ridge 40 minutes' walk above the village, is open to visitors.",
     "The monastery stands above the village."),
])
def test_a_place_told_from_the_landmark_or_kept_is_stated(check: ConflictChecker, premise: str, step: str) -> None:
    assert spatial.compare(premise, step, check.parse)[0] == "stated"
    assert find_conflict(premise, step, parse=check.parse) == ""
    assert check.missing(premise, step) == ""


def test_a_place_told_from_the_landmark_is_a_restatement(check: ConflictChecker) -> None:
    assert restatement(THORNWICK, "Ellesby is situated to the south of Thornwick.", parse=check.parse)
    assert not restatement(THORNWICK, "Ellesby is situated to the north of Thornwick.", parse=check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("Police said the van was found abandoned in a lay-by on the B4471, roughly halfway between Crossley and "
     "Penmarrow, with its rear doors open.", "The lay-by where the van was found is north of Crossley."),
    ("The Sable Creek footbridge, which links the Harwood estate to the allotments on the far bank, was closed on "
     "Monday.", "The allotments lie to the east of the Harwood estate."),
    ("The town is located 5 km south-west of the capital.", "The town lies west of the capital."),
])
def test_a_place_the_sentence_does_not_give_is_not_stated_nor_contested(check: ConflictChecker, premise: str,
                                                                        step: str) -> None:
    assert find_conflict(premise, step, parse=check.parse) == ""
    assert "does not say that" in check.missing(premise, step)
    assert not check.can_contest(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    ("Voter turnout in the referendum reached 72.5 percent.", "Turnout in the referendum was above 70 percent."),
    ("Shares fell below $10 on Monday.", "Shares rose above $12 on Monday."),
    ("The contract was signed under pressure from the board.", "The contract was signed above the board."),
    ("The village is not north of the town.", "The village lies south of the town."),
])
def test_figures_denials_and_other_senses_place_nothing(check: ConflictChecker, premise: str, step: str) -> None:
    assert spatial.compare(premise, step, check.parse)[0] in ("", "unstated") or not spatial.relations(
        check.parse(premise))
    assert not spatial.placed_conflict(premise, step, check.parse)


def test_relations_read_from_the_parse(check: ConflictChecker) -> None:
    found = spatial.relations(check.parse(THORNWICK))
    assert found == [spatial.Placed(frozenset({"thornwick"}), "north",
                                    frozenset({"market", "town", "ellesby"}))]
    assert spatial.relations(check.parse("The town is located 5 km south-west of the capital."))[0].way == "southwest"


@pytest.mark.parametrize(("premise", "step"), [
    ("The driver was arrested in Penmarrow, a village 20 km north of Crossley.", "The driver was arrested north of "
     "Crossley."),
    ("Marion Harris was born in Kelby, a small town just west of Ardmore.", "Harris was born west of Ardmore."),
    ("Police found the stolen van on a farm track just south of Easby.", "The van was found south of Easby."),
    ("Floods hit South Africa's eastern provinces on Monday.", "Floods hit the east of South Africa on Monday."),
    ("The weir sits half a mile above the mill on the River Cray.", "The weir sits upstream of the mill on the River "
     "Cray."),
])
def test_a_sentence_with_a_way_word_of_its_own_is_left_to_the_model(check: ConflictChecker, premise: str,
                                                                    step: str) -> None:
    assert spatial.compare(premise, step, check.parse)[0] in ("", "stated")
    assert not spatial.placed_unstated(premise, step, check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("The new runway will lie north of the terminal, while the existing runway lies south of it.",
     "The existing runway lies south of the terminal."),
    ("The candidate polled above her rival in the suburbs but below him in the city centre.",
     "The candidate polled below her rival in the city centre."),
])
def test_a_place_told_by_a_pronoun_is_no_conflict(check: ConflictChecker, premise: str, step: str) -> None:
    assert spatial.placed_conflict(premise, step, check.parse) == ""


def test_the_thing_an_active_verb_places_is_its_object(check: ConflictChecker) -> None:
    found = spatial.relations(check.parse("Police found the stolen van on a farm track just south of Easby."))
    assert [(p.thing, p.way, p.landmark, p.said) for p in found] == [(frozenset({"steal", "van"}), "south",
                                                                      frozenset({"easby"}), False)]
    assert [(p.thing, p.way) for p in spatial.relations(check.parse("The archive is two floors beneath the reading "
                                                                     "room."))] == [(frozenset({"archive"}), "below")]
    assert spatial.relations(check.parse("Nearly 30 percent of households live below the poverty line.")) == []


def test_a_stated_place_keeps_the_other_conflicts(check: ConflictChecker) -> None:
    premise = "The hut, which lies two kilometres above the village, opened in 1990."
    assert find_conflict(premise, "The village lies below the hut.", parse=check.parse) == ""
    assert find_conflict(premise, "The village lies below the hut, which closed in 1990.", parse=check.parse) != "" \
        or check.missing(premise, "The village lies below the hut, which closed in 1990.") != ""


def test_a_place_told_with_another_verb_of_lying_is_no_conflict(check: ConflictChecker) -> None:
    premise = "The stadium stands on the western bank of the Orwell canal, opposite the old grain warehouses."
    assert find_conflict(premise, "The stadium lies west of the Orwell canal.", parse=check.parse) == ""
    premise = "The village of Harrowby lies about eight kilometres north of the market town of Selwick."
    assert check.missing(premise, "Selwick lies south of Harrowby.") == ""


def test_a_restatement_says_nothing_but_the_place(check: ConflictChecker) -> None:
    premise = "Sheffield lies south of Leeds and has a population of about 580,000."
    assert not restatement(premise, "Leeds lies north of Sheffield and has a population of about 580,000.",
                           parse=check.parse)
    assert restatement(premise, "Leeds lies north of Sheffield.", parse=check.parse)


def test_shares_and_axes(check: ConflictChecker) -> None:
    assert spatial.relations(check.parse("Nearly 30 percent of the district's households live below the poverty "
                                         "line.")) == []
    assert spatial.compare("The Tarn reservoir sits high above the village of Holm.",
                           "The village of Holm lies north of the Tarn reservoir.", check.parse)[0] == "unstated"


@pytest.mark.parametrize(("premise", "step"), [
    ("The new runway will lie north of the main terminal.", "The old runway lies south of the main terminal."),
    ("It is not true that Thornwick lies north of Ellesby.", "Ellesby lies south of Thornwick."),
    ("The farm is in the west of the county.", "The county lies east of the farm."),
])
def test_other_things_denials_and_places_inside_are_no_reading(check: ConflictChecker, premise: str,
                                                               step: str) -> None:
    assert spatial.compare(premise, step, check.parse)[0] in ("", "unstated")
    assert not spatial.told_from_other_side(premise, step, check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("The flat is directly over the bakery.", "The flat is above the bakery."),
    ("The castle overlooks the village from its crag.", "The castle stands above the village."),
    ("The pumping station is 12 km upriver from Ellesby.", "The pumping station lies upstream of Ellesby."),
])
def test_other_words_of_place_keep_the_fallback_off(check: ConflictChecker, premise: str, step: str) -> None:
    assert not spatial.placed_unstated(premise, step, check.parse)


@pytest.mark.parametrize(("premise", "step", "kind"), [
    ("Landslides cut the A59 north of Barrow on Tuesday; the stretch south of the town was already closed.",
     "The A59 south of Barrow was closed on Tuesday.", ""),  # two parts of one road
    ("The hospital's new maternity unit is on the fourth floor, two floors above the children's ward.",
     "The children's ward is on the floor above the maternity unit.", "conflict"),
    ("Kessler finished two places above Moreau in the final standings.", "Moreau finished below Kessler in the final "
     "standings.", "stated"),
])
def test_parts_measures_and_ranks(check: ConflictChecker, premise: str, step: str, kind: str) -> None:
    assert spatial.compare(premise, step, check.parse)[0] == kind


def test_a_measure_is_no_place_the_sentence_leaves_unsaid(check: ConflictChecker) -> None:
    premise = ("None of the twelve water samples collected from the Brisk River last month exceeded the state limit "
               "for lead.")
    step = "Some of the Brisk River water samples had lead levels above the state limit."
    assert spatial.placed_unstated(premise, step, check.parse) == ""
    assert check.can_contest(premise, step)


def test_atop_is_left_to_the_model(check: ConflictChecker) -> None:
    premise = ("That first glimpse of the towering, steepled abbey rising from the sea on its rock is a moment you "
               "will not forget.")
    assert check.missing(premise, "The sight of the abbey atop a rock in the sea is a stunning view.") == ""
