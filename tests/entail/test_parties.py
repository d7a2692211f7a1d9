"""The two sides of a relation as nouns of their parties (`gechat.entail.parties`): a step that gives a party the
other side than the sentence gives it, however each tells it (session 46)."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.parties import side_conflict, sides


@pytest.mark.parametrize(("premise", "step"), [
    ("Marigold Foods sold its frozen-dessert division to Halvorsen Capital for $310 million.",
     "Halvorsen Capital was the seller in the frozen-dessert division deal."),
    ("Renata Voss succeeded Alan Pierce as chief executive in January 2019.",
     "Voss was Pierce's predecessor as chief executive."),
    ("According to the company's organizational chart, Anneliese Park reports directly to Daniel Mwangi.",
     "Mwangi is one of Park's direct reports."),
    ("The appeals court ruled that Brennan Holdings, as landlord, was entitled to recover unpaid rent from its "
     "tenant, the restaurant chain Ortega Grill.", "In the rent dispute, Ortega Grill was the landlord."),
    ("Lena Hoffmann, who studied composition under Viktor Arendt at the Leipzig conservatory, became a conductor.",
     "At the Leipzig conservatory, Hoffmann was Arendt's composition teacher."),
    ("Dr. Priya Raman performed the procedure under the supervision of attending surgeon Dr. Luis Ferreira.",
     "During the procedure, Dr. Raman oversaw Dr. Ferreira's work."),
    ("A federal judge dismissed the lawsuit that the city of Port Alder had filed against the chemical maker "
     "Trenholm Corp.", "Trenholm Corp was the plaintiff in the dismissed lawsuit."),
    ("Born in 1891, Ada Morrow was the eldest daughter of the railway engineer Samuel Morrow.",
     "Samuel Morrow was one of Ada Morrow's children."),
    ("Jonas Whitfield served as deputy to Foreign Minister Clara Ibsen from 2003 until 2007.",
     "Ibsen was Whitfield's deputy between 2003 and 2007."),
    ("Okonkwo Ltd, the parent company of the retailer Brightway, reported a 4% rise in revenue.",
     "Okonkwo Ltd is a subsidiary of Brightway."),
])
def test_a_party_given_the_other_side_is_a_conflict(check: ConflictChecker, premise: str, step: str) -> None:
    assert side_conflict(premise, step, check.parse)
    assert find_conflict(premise, step, parse=check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("Marigold Foods sold its frozen-dessert division to Halvorsen Capital.", "Marigold Foods was the seller."),
    ("Marigold Foods sold its frozen-dessert division to Halvorsen Capital.", "Halvorsen Capital was the buyer."),
    ("Renata Voss succeeded Alan Pierce as chief executive.", "Pierce was Voss's predecessor."),
    ("Anneliese Park reports directly to Daniel Mwangi.", "Park is one of Mwangi's direct reports."),
    ("Born in 1891, Ada Morrow was the eldest daughter of Samuel Morrow.", "Ada Morrow was Samuel Morrow's child."),
    ("A federal judge dismissed the lawsuit against Trenholm Corp.", "The judge was the plaintiff's employer."),
    ("The quarterly report was filed by Rosa Lind.", "The report was written by Rosa Lind."),  # a report, no party
])
def test_the_same_side_or_no_named_party_is_left_alone(check: ConflictChecker, premise: str, step: str) -> None:
    assert side_conflict(premise, step, check.parse) == ""


def test_parties_are_matched_by_their_names_not_a_shared_surname(check: ConflictChecker) -> None:
    doc = check.parse("Born in 1891, Ada Morrow was the eldest daughter of the railway engineer Samuel Morrow.")
    [side] = sides(doc)
    assert (side.party.name, side.side) == ("ada morrow", 1)
    assert side.other.names == frozenset({"samuel", "morrow"})


@pytest.mark.parametrize(("premise", "step"), [
    ("Qualifier Rafael Duarte knocked out fourth seed Jun Takeda in straight sets in the second round.",
     "Takeda advanced past Duarte in the second round."),
    ("The Republic of Estara ceded the coastal province of Varn to its northern neighbour, Kaldonia, in 1812.",
     "Kaldonia handed Varn over to Estara."),
    ("Northwind Airlines, which Sable Air Group took over in 2021, has kept its own brand.",
     "Sable Air Group has been a unit of Northwind Airlines since the 2021 takeover."),
])
def test_winners_givers_and_owners_told_by_other_verbs(check: ConflictChecker, premise: str, step: str) -> None:
    assert side_conflict(premise, step, check.parse)


def test_knocked_over_is_no_win(check: ConflictChecker) -> None:
    assert side_conflict("Rafael Duarte knocked over Jun Takeda's drink at the gala.",
                         "Takeda advanced past Duarte in the second round.", check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Mayor Dan Ruiz appointed Karen Olsen as his deputy in 2016.", "Karen Olsen was Ruiz's deputy."),  # the object's
    ("Novak, who lost the 2016 race to Ferris, defeated him in 2020.", "Novak was the winner in 2020."),
    ("Ada Ruiz mentored Tom Hale, who in turn mentored Lena Marsh.", "Hale was a mentor."),
    ("Kell Industries sued Brandt Corp. in May, and Brandt countersued in June.", "Brandt Corp. was also a plaintiff."),
    ("Karen Olsen, a former student of Ruiz, now teaches at Linton High.", "Olsen is now a teacher at Linton High."),
    ("Ridgeway Bank, Dunmore Shipping's largest creditor, lent it $40 million.", "Dunmore Shipping was the borrower."),
    ("Ellen Marsh, the owner, sold Marsh Bakery to Tom Riley in 2019.", "Riley became the owner of Marsh Bakery."),
])
def test_sides_the_sentence_also_allows_are_left_alone(check: ConflictChecker, premise: str, step: str) -> None:
    assert side_conflict(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Ostrava City beat Lindqvist United 3-1 in Saturday's cup final.",
     "Lindqvist United won Saturday's cup final against Ostrava City."),  # a name before a score; "against" deep
    ("Graham Tillery, the defendant, was ordered to pay damages to the plaintiff, Owen Acheampong.",
     "Tillery was the party who brought the claim against Acheampong."),  # "the party who": the subject
])
def test_sides_read_through_the_parse_s_quirks(check: ConflictChecker, premise: str, step: str) -> None:
    assert side_conflict(premise, step, check.parse)


def test_buying_a_company_makes_its_owner(check: ConflictChecker) -> None:
    premise = "Ostrander Capital completed its acquisition of the logistics firm Brandt & Sohn in June."
    assert side_conflict(premise, "Brandt & Sohn bought Ostrander Capital in June.", check.parse)
    assert side_conflict(premise, "Ostrander Capital bought Brandt & Sohn in June.", check.parse) == ""


def test_a_thing_named_through_its_of_phrase_is_no_party(check: ConflictChecker) -> None:
    premise = ('The Project Gutenberg Literary Archive Foundation ("the Foundation" or PGLAF), owns a compilation '
               "copyright in the collection of Project Gutenberg-tm electronic works.")
    assert side_conflict(premise, "The Foundation is the owner of the Project Gutenberg-tm trademark.", check.parse) == ""
    assert side_conflict("A federal judge dismissed the lawsuit that the city of Port Alder had filed against Trenholm "
                         "Corp.", "Trenholm Corp was the plaintiff.", check.parse)  # "the city of …" stays named


@pytest.mark.parametrize(("premise", "step"), [
    ("In the final at Greywater Arena, Sofia Lind was beaten by Mei Tanaka in straight sets.",
     "Sofia Lind won the final at Greywater Arena against Mei Tanaka."),  # a subject the parse hangs on the opening
    # phrase; "against" hung on the place
    ("Kara Dunn, who succeeded Leo Fisk as head of the Maritime Institute, took office in April.",
     "In April, Leo Fisk took over from Kara Dunn as head of the Maritime Institute."),
    ("Helga Marsh taught Jonas Petrov the violin for six years.", "Helga Marsh learned the violin from Jonas Petrov."),
    ("Dr. Amara Osei is Lukas Brandt's doctor.", "Lukas Brandt is Dr. Osei's doctor."),
    ("Elena Ruiz was Marco Tellez's coach for a decade.", "Marco Tellez was Elena Ruiz's coach for a decade."),
    ("Carla Reyes, the company's lawyer, represented Dunmore Shipping.", "Dunmore Shipping represented Carla Reyes."),
])
def test_session_47_sides_told_in_other_words_conflict(premise: str, step: str) -> None:
    assert side_conflict(premise, step, ConflictChecker()._parse)


def test_session_47_the_same_side_told_from_the_other_party_is_no_conflict() -> None:
    parse = ConflictChecker()._parse
    assert side_conflict("Helga Marsh taught Jonas Petrov the violin for six years.",
                         "Jonas Petrov learned the violin from Helga Marsh.", parse) == ""
    assert side_conflict("Kara Dunn, who succeeded Leo Fisk as head of the institute, took office in April.",
                         "Kara Dunn took over from Leo Fisk as head of the institute.", parse) == ""
    assert side_conflict("Brandt took over the running of the club in 2019.", "Brandt ran the club.", parse) == ""


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("Serena Williams lost to Naomi Osaka in the 2018 US Open final.", "Serena Williams won the 2018 US Open final.",
     "the step says serena williams won the final; the sentence makes serena williams the loser"),
    ("Naomi Osaka beat Serena Williams in the 2018 US Open final.", "Naomi Osaka lost the final.",
     "the step says naomi osaka lost the final; the sentence makes naomi osaka the winner"),
    ("Dunmore Rovers drew 1-1 with Kelso in the cup final.", "Dunmore Rovers won the cup final.",
     "the sentence says it was a draw"),
    ("In the final round of the Marlow Open, Priya Venkataraman edged out defending champion Tomasz Olech by a "
     "single stroke.", "Tomasz Olech beat Priya Venkataraman by one stroke to win the Marlow Open.", "the winner"),
])
def test_a_contest_told_the_other_way_round(check: ConflictChecker, premise: str, step: str, said: str) -> None:
    assert said in side_conflict(premise, step, check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("Naomi Osaka beat Serena Williams in the 2018 US Open final.", "Naomi Osaka won the final."),
    ("The Hawks won the semifinal but lost the final to the Bulls.", "The Hawks won the semifinal."),
    ("Dunmore Rovers and Kelso drew 2-2 in the final, and Kelso won 4-3 on penalties.", "Kelso won the final."),
    ("The painting drew large crowds during the final week of the exhibition.", "The painting won the contest."),
    ("Maria Lopez lost the 2016 mayoral election but won the 2020 election.", "Maria Lopez won the election."),
])
def test_a_contest_told_alike_is_no_side_conflict(check: ConflictChecker, premise: str, step: str) -> None:
    assert side_conflict(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Naomi Osaka beat Serena Williams in the 2018 US Open final.", "The 2018 US Open final was won by Serena Williams."),
    ("Naomi Osaka beat Serena Williams in the 2018 US Open final.", "Serena Williams triumphed in the 2018 US Open final."),
    ("Kelso edged Dunmore 2-1 in a tense cup final.", "Dunmore won the cup final."),
    ("Tomas Olech was edged out by Priya Venkataraman in the final round of the Marlow Open.",
     "Tomas Olech won the final round of the Marlow Open."),
    ("Kelso edged out Dunmore on goal difference to win the league title.", "Dunmore won the league title."),
])
def test_a_contest_in_other_words_and_voices(check: ConflictChecker, premise: str, step: str) -> None:
    assert side_conflict(premise, step, check.parse) != ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The Hawks lost to the Bulls twice in the regular season but won the final 98-91.", "The Hawks won the final."),
    ("Naomi Osaka lost to Ashleigh Barty in the Miami semifinal a year before she lifted the trophy in the US Open "
     "final.", "Naomi Osaka won the US Open final."),
    ("Lopez lost the Democratic primary in 2016 but went on to win the 2020 governor's election.",
     "Lopez won the 2020 governor's election."),
    ("Ruiz lost to Lopez in the 2016 primary, then beat him in the 2020 election.", "Ruiz won the 2020 election."),
    ("Dunmore Rovers drew 1-1 with Kelso on Saturday, a week before the cup final.", "Dunmore Rovers won the cup final."),
    ("Dunmore Rovers drew 2-2 with Kelso in the cup final but lifted the trophy after a 5-4 penalty shoot-out.",
     "Dunmore Rovers won the cup final."),
])
def test_a_contest_only_its_own_clause_names(check: ConflictChecker, premise: str, step: str) -> None:
    """Only the phrases of the verb that tells the side name its contest (not another clause's, nor "a week before
    the cup final"), and a draw settled on penalties is no draw."""
    assert side_conflict(premise, step, check.parse) == ""
