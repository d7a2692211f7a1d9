"""What a question asks for (gechat.asked) and whether a sentence holds it (gechat.values), on real sentences."""

from __future__ import annotations

import pytest

from gechat.asked import question_type
from gechat.values import holds_asked, holds_type, named_thing, value_span
from gechat.lines import asks

TAX = ("The debtor is required to provide to the standing trustee not later than seven days before the date first "
       "set for the meeting of creditors a copy of the Federal income tax return required under applicable law.")


@pytest.mark.parametrize(("question", "kind"), [
    # a count of days is asked, whatever else the question names ("income" here names a tax return)
    ("How many days before the meeting of creditors must the debtor provide a copy of the Federal income tax "
     "return?", "duration"),
    ("When was the income tax return filed?", "when"),
    ("Who signs the income tax return?", "who"),
    ("What dollar amount is the FDIC insurance limitation for chapter 13 trust deposits?", "money"),
    ("How much money does the standing trustee hold?", "money"),
    ("What maximum timeframe does the PCI Data Security Standard set for installing critical patches?", "duration"),
    ("What is the time limit for filing an objection?", "duration"),
    # a process's time is a duration ("Bake ½ hour in greased pan."); the time of an event is not
    ("What is the baking time of the cornbread?", "duration"),
    ("What was the response time of the server?", "duration"),
    ("What is the meeting time?", ""),
    ("What is the time of the meeting?", ""),
    ("What percentage of an agency's information system budget is devoted to patch management?", "percent"),
    ("What proportion of the sugar goes into the syrup?", "percent"),
    ("What is the minimum amount of employee fidelity coverage?", "quantity"),
    ("How much income did the fund earn?", "money"),
    # sums and fortunes as novels ask for them
    ("What sum did Wickham take from Darcy in exchange for giving up any claim to a church living?", "money"),
    ("What fortune does the narrator say Mr. Bingley's sisters had?", "money"),
    ("How much ready money did Berg insist he must receive from Count Rostov?", "money"),
    ("How much a year is Mr. Bingley said to have when he takes Netherfield?", "money"),
    ("How much flour does the bread need?", "quantity"),
    # what a section says is no value (the DOJ handbook's "7. POSITIVE PAY")
    ("Summarize the section on positive pay", ""),
    ("Describe the compensation of the standing trustee.", ""),
    ("Can you tell me about the percentage fee?", ""),
    ("What does the section on fees say?", ""),
    ("Give me an account of the trustee's compensation.", ""),
    # the value of something named still is, and how much it is
    ("What is the pay of a standing trustee?", "money"),
    ("Tell me the price of the frozen dessert.", "money"),
    ("Explain how much the trustee is paid.", "money"),
    # a why-question asks for a reason, whatever values it names
    ("Why should the standing trustee encourage debtors to make plan payments through voluntary wage orders?", ""),
    ("Why is the standing trustee's final report due within 150 days?", ""),
    ("How come the fee is paid in cash?", ""),
    ("For what reason is the temperature kept at 350 degrees?", ""),
])
def test_question_types(question: str, kind: str) -> None:
    assert question_type(question) == kind


def test_a_percentage_is_held_only_by_a_share() -> None:
    q = "What percentage of the desktops are patched within a week?"
    assert holds_type("About 85 percent of the desktops were patched within a week.", "percent", q)
    assert holds_type("Two thirds of the desktops were patched within a week.", "percent", q)
    # a number that is no share, or a vague "most", answers no "what percentage"
    assert not holds_type("The 40 desktops in the lab were patched within a week.", "percent", q)
    assert not holds_type("Most organizations deploy patch management tools first to standardized desktops.",
                          "percent", q)


def test_the_number_of_a_name_counts_nothing() -> None:
    q = "How much of the budget goes to patch management?"
    assert not holds_type("This guideline is consistent with the requirements of OMB Circular A-130.", "quantity", q)
    assert holds_type("Agencies spend 12 million dollars on patching.", "quantity", q)


def test_a_date_counts_nothing() -> None:
    # a trial paper's registration line: its day and year are no count of the patients (it was the first answer item)
    q = "How many patients were randomized in total in the brain surgery trial?"
    assert not holds_type("Trial registration Chinese Clinical Trial Registry ChiCTR-TRC-13003583, Registered 20 Aug, "
                          "2013", "quantity", "What number of patients took part?")
    assert holds_type("A total of 150 patients were randomized (75 in each group).", "quantity", q)
    assert holds_type("In June 2013, 40 agencies joined.", "quantity", "What number of agencies joined?")  # not "June"
    assert not holds_type("The board met on 7 March and on Sept. 9, 2021.", "quantity", "What number of members met?")


def test_a_question_in_the_text_states_nothing() -> None:
    assert asks("What percentage of the agency’s information system budget is devoted to patch management?")
    assert asks('He asked, "Is the bridge open?"')
    # a quoted question with only its speaker after it asks too (Pride and Prejudice, War and Peace)
    assert asks("“Can this be Mr. Darcy?” thought she.") and asks('"With Natasha Rostova, yes?" said he.')
    assert asks("“Shall we go?” asked Mr. Collins, after a pause.")
    assert not asks("“Is he married?” she asked, and learned that he was not.")  # it goes on to say more
    assert not asks("“Oh!” cried Lydia.") and not asks("“Why?” he said, “she is ten thousand a year.”")
    assert not asks(TAX)
    assert holds_type(TAX, "duration", "How many days before the meeting must the debtor provide the return?")


@pytest.mark.parametrize(("question", "kind"), [
    ("What is the model number of the router?", ""),  # a number that names: no count asked
    ("What do people pay for a parking permit?", "money"),
    ("How many dollars does the permit cost?", "money"),
    ("What percentage of revenue came from services?", "percent"),
])
def test_question_types_of_the_review(question: str, kind: str) -> None:
    assert question_type(question) == kind


def test_shares_and_amounts_written_in_other_ways_are_held() -> None:
    assert holds_type("Put half the sugar into the syrup.", "percent", "What proportion of the sugar goes in?")
    assert holds_type("Forty percent of patients improved.", "percent", "What percentage improved?")
    assert holds_type("One in ten patients relapsed.", "percent", "What share relapsed?")
    assert not holds_type("Sales rose 2 in 2019.", "percent", "What share of sales?")
    assert holds_type("The fund holds 3 million pounds.", "money", "How much money does the fund hold?")
    assert holds_type("The fee is 50 EUR a year.", "money", "What is the fee?")
    assert not holds_type("Take 3 pounds beans.", "money", "What does the soup cost?")


def test_how_many_counts_any_word_of_what_is_asked_in_the_singular() -> None:
    from gechat.values import counts_asked

    assert counts_asked("Egg sauce: Add 4 hard-boiled eggs, chopped fine.", "How many hard-boiled eggs go in?")
    assert counts_asked("The guide uses a five-phase life cycle model.", "How many phases does the model have?")
    # the question's own number counts nothing, nor a number before another word
    assert not counts_asked("### Lemon sherbet (for 40 men).", "How many lemons does lemon sherbet for 40 men take?")
    assert not counts_asked("Bake for 15 minutes until golden.", "How many biscuits does the recipe make?")


def test_how_many_never_counts_a_function_word_or_a_year() -> None:
    from gechat.values import counts_asked

    assert not counts_asked("In 2019 the meeting was held in Paris.", "How many people attended the meeting?")
    assert not counts_asked("The fire began at 3 in the morning.", "How many people died in the fire?")
    assert not counts_asked("In 1990 the men were ill.", "How many of the 40 men were ill?")
    assert counts_asked("Some 12 men were ill.", "How many of the 40 men were ill?")
    assert counts_asked("There are 12 cafés in the square.", "How many cafés are there?")


@pytest.mark.parametrize(("question", "kind"), [
    ("In the 2019 survey, by what percentage did rents rise?", "percent"),
    ("Within how many days must the tenant reply?", "duration"),
    ("For the winter menu, how many portions does the stew make?", "quantity"),
    ("Roughly how long should the dough rest?", "duration"),
    ("After how many failed attempts is the account locked?", "quantity"),
    ("According to the minutes, when was the committee formed?", "when"),
])
def test_a_question_whose_wh_word_comes_later_is_typed_from_it(question: str, kind: str) -> None:
    assert question_type(question) == kind


@pytest.mark.parametrize("question, kind", [
    ("What is the longest a chapter 13 repayment plan can run?", "duration"),  # "… statutory maximum of five years"
    ("What is the shortest time a record may be kept?", "duration"),
    ("What was the longest a trial could last?", "duration"),
    ("What is the longest river in Europe?", ""),  # a thing, not how long
    ("What is the longest distance a car can run?", "quantity"),  # a measure of its own
    ("What is the longest a visa can be extended?", "duration"),
    ("What is the longest an Ethernet cable can run?", ""),  # a length: "up to 100 metres"
    ("What is the longest an abstract can run?", ""),  # "should not exceed 250 words"
    ("What is the longest a ladder can be extended?", ""),
])
def test_how_long_at_most_asked_of_a_verb_of_lasting_is_a_duration(question: str, kind: str) -> None:
    assert question_type(question) == kind


def test_a_question_without_a_wh_word_keeps_no_type() -> None:
    assert question_type("Is the committee still meeting on Mondays?") == ""
    assert question_type("Tell me about the committee, and what it does.") == ""


@pytest.mark.parametrize(("question", "kind"), [
    # a relative "who" or "whose" after a noun asks nothing; words before the wh-word still count
    ("Are staff who work from home entitled to a desk allowance?", ""),
    ("For patients whose kidney function is impaired, how many tablets may they take?", "quantity"),
    ("Is the bonus paid to staff whose performance is rated excellent?", ""),  # yes or no: no sum need be given
    ("Is the temperature at which the oil smokes mentioned?", "temperature"),
])
def test_a_relative_pronoun_is_no_question_word(question: str, kind: str) -> None:
    assert question_type(question) == kind


def test_a_clause_set_off_by_commas_and_a_question_that_opens_with_its_wh_word() -> None:
    assert question_type("For the new hires, who started in March, how many days of leave do they get?") == "duration"
    assert question_type("When did the company, which was founded by Smith, go public?") == "when"


def test_a_fraction_of_an_hour_is_a_duration() -> None:
    assert holds_type("Then add the tomatoes and let cook for ½ hour.", "duration", "How long should it cook?")
    assert holds_type("Boil 1½ hours.", "duration", "How long should it boil?")


@pytest.mark.parametrize(("question", "kind"), [
    # one amount against another: amounts answer it ("one pound of bacon to 2 pounds of liver")
    ("What proportion of sugar to flour does the shortbread use?", "quantity"),
    ("What is the ratio of nurses to patients on the night shift?", "quantity"),
    # a share of one thing, whatever verb follows
    ("What proportion of the budget goes to salaries?", "percent"),
    ("What proportion of patients responded to the treatment?", "percent"),
    # the most or least of a measure, and money by other names
    ("What maximum prison sentence does the statute carry?", "quantity"),
    ("What is the minimum password length?", "quantity"),
    ("What is the minimum requirement for a patch policy?", ""),
    ("What is the deductible on the trustee's bond?", "money"),
    # a score is a number; a number that names is not asked as one
    ("What CVSS score makes a vulnerability critical?", "quantity"),
    ("What is the model number of the scanner?", ""),
    # a rate is a figure; an email or web address is asked as one (after the sealed question set's first read)
    ("What per-mile rate is a volunteer reimbursed for driving?", "quantity"),
    ("What rate limiting does the gateway apply?", ""),
    ("What email address should comments be sent to?", "email"),
    ("To which email address can comments be submitted?", "email"),
    ("Which website lists the approved products?", "web"),
])
def test_ratios_extremes_and_deductibles(question: str, kind: str) -> None:
    assert question_type(question) == kind


def test_an_address_is_asked_as_one() -> None:
    asked = "What email address should comments be sent to?"
    assert holds_asked("Comments may be sent to patching@example.org by 1 May.", asked)
    assert not holds_asked("Send comments to the Computer Security Division, 100 Bureau Drive.", asked)
    assert not holds_asked("See https://doi.org/10.6028/NIST.SP.800-207 for the text.", asked)  # a web page is no mailbox


def test_a_range_of_sections_is_no_count() -> None:
    asked = "What maximum prison sentence does the statute carry?"
    assert not holds_asked("The most common crimes are set forth in 18 U.S.C. §§ 152 - 157.", asked)
    assert holds_asked("The statute provides for sentences of up to 20 years.", asked)
    # a version after a name is no figure
    score = "What CVSS score must a vulnerability reach before its patch is deployed?"
    assert not holds_asked("Common Vulnerability Scoring System (CVSS) 2.0 | A system for measuring severity", score)
    assert holds_asked("Patches for vulnerabilities scoring 7.0 or higher are deployed first.", score)


def test_a_brand_name_is_asked_as_texts_mark_it():
    q = "Under what brand name is carbetocin marketed?"
    assert question_type(q) == "brand"
    assert holds_asked("Carbetocin (Pabal®) is a long-acting oxytocin analogue.", q)
    assert holds_asked("It is sold as Duratocin™ in Canada.", q)
    # a capitalised word is no brand: months, places, a sentence's first word
    assert not holds_asked("From January 2009 until October 2010 five Dutch centres treated patients with carbetocin.", q)
    assert question_type("What trade name does the drug carry?") == "brand"


@pytest.mark.parametrize("question", ["How old is Mr. Collins when he first visits Longbourn?", "At what age did Julie marry?",
                                      "What was the mean age of the women in the carbetocin group?"])
def test_an_age_is_asked(question: str) -> None:
    assert question_type(question) == "age"


@pytest.mark.parametrize(("text", "held"), [
    ("He was a tall, heavy-looking young man of five-and-twenty.", True),  # Pride and Prejudice
    ("Lydia was a stout, well-grown girl of fifteen, with a fine complexion.", True),
    ("The eldest of them, a sensible, intelligent young woman, about twenty-seven, was Elizabeth's intimate friend.",
     True),
    ("Julie was twenty-seven.", True),
    ("Patients aged 18 to 65 years were eligible.", True),
    ("The mean age was 45.3 years in both groups.", True),
    ("She is a 12-year-old girl.", True),
    ("He had a fortune of twenty thousand pounds.", False),  # a sum, not an age
    ("They had several children.", False),
    ("He rode at twenty miles an hour.", False),
    ("He was about twenty-five.", True),
    ("John Smith, 34, of Boston, was charged on Monday.", True),  # a news report's age
    ("You must be 18 or older to open an account.", True),
    ("The puppy is 8 weeks old.", True),
    ("He died at 87 in his house.", True),
    ("Mean age (SD): 34.2 (5.1) years.", True),
    ("He was a man of ten thousand a year.", False),  # an income, in a novel
    ("The final score was 12.", False),
    ("The number of participants was 120.", False),
    ("The warranty period is 5 years.", False),
    ("Repeat steps one and two.", False),
    ("It cost a hundred and fifty pounds.", False),
])
def test_an_age_is_held_only_as_texts_give_ages(text: str, held: bool) -> None:
    assert holds_asked(text, "How old is she?") is held


def test_what_year_is_answered_by_a_year_not_a_weekday() -> None:
    asked = "In what year did Lydia run off with Wickham?"
    assert question_type(asked) == "when"
    assert not holds_asked("Nothing less than a dance on Tuesday could have made such a Friday tolerable.", asked)
    assert holds_asked("The regiment left Meryton in 1811.", asked) and holds_asked("Revenue fell in FY2019.", asked)
    assert holds_asked("It happened in 1066.", "In what year was the Battle of Hastings?")
    assert holds_asked("Nothing less than a dance on Tuesday would do.", "When was the dance?")  # a day answers "when"


@pytest.mark.parametrize(("question", "kind"), [
    ("What was the name of the troyka driver Anatole sent for when he planned to carry off Natasha?", "name"),
    ("What name did Sir William Lucas give to the house near Meryton?", "name"),
    ("What is Mr. Hurst's Christian name?", "name"),
    ("What is Mr. Bennet's first (Christian) name?", "name"),
    ("What first name does Mr. Darcy sign at the end of his letter?", "name"),
    ("What were the names of the horses harnessed for the drive?", "name"),
    ("What did Charlotte and Mr. Collins name their baby?", "name"),  # the verb
    # "name" as a verb, or a title, asks for no name
    ("Which NTP server does the guide name as the common time source?", ""),
    ("What does the guide name as the first phase?", ""),
    ("What does the name of the file say?", ""),
    ("What is the title of NIST Special Publication 800-171?", ""),
    ("Who wrote the guide?", "who"),
])
def test_a_name_is_asked_as_a_name(question: str, kind: str) -> None:
    assert question_type(question) == kind


def test_a_name_is_held_by_a_new_name_not_a_role_nor_a_courtesy_title() -> None:
    q = "What was the name of the troyka driver Anatole sent for when he planned to carry off Natasha?"
    assert holds_asked("Balaga was a famous troyka driver who had known Anatole for six years.", q)
    assert holds_asked("It was Anatole's troyka that Balaga drove.", q)
    # a role answers "who", not "what was the name of"
    assert not holds_asked("Anatole sent for the troyka driver at once.", q)
    q = "What was the name of Boole's wife?"
    assert not holds_asked("Mrs. Boole survived her husband by many years.", q)
    assert holds_asked("In 1855 he took Mary Everest as his wife.", q)
    assert holds_asked("The CVE identifier was assigned by the vendor.", "What is the name of the identifier scheme?")
    q = "What name did Charlotte and Mr. Collins give to their baby?"
    assert not holds_asked("Charlotte, the wife of Mr. Collins, was a most humiliating picture!", q)


def test_a_first_name_is_held_only_before_the_surname_asked_about() -> None:
    q = "What is Mr. Bennet's first (Christian) name?"
    assert holds_asked("His name was Thomas Bennet, of Longbourn.", q)
    assert not holds_asked("That Mr. Bennet had been to Epsom and Clapham, before his arrival.", q)  # other names
    assert not holds_asked("Lady Bennet and Mr. Bennet dined at Lucas Lodge.", q)  # titles
    q = "What first name does Mr. Darcy sign at the end of his letter to Elizabeth?"
    assert holds_asked("\u201cFITZWILLIAM DARCY.\u201d", q)
    assert not holds_asked("Mr. Darcy gave Elizabeth a letter in the grove.", q)
    assert not holds_asked("Colonel Fitzwilliam\u2019s manners were admired at the Parsonage.",
                           "What is Colonel Fitzwilliam's Christian name?")


def test_a_day_or_a_month_names_nothing_asked_for_by_name() -> None:
    q = "What was the name of the black horse Mr. Bingley rode when he returned Mr. Bennet's visit?"
    assert not holds_asked("They did not see the gentlemen again till Tuesday; and Mrs. Bennet was pleased.", q)
    assert holds_asked("He rode a black horse called Ebony on Monday.", q)


def test_a_term_in_quotation_marks_is_a_name_but_dialogue_is_not() -> None:
    q = "What is the name of the security model that trusts no network location?"
    assert holds_asked("This model is often called \u201czero trust\u201d by vendors.", q)
    assert holds_asked("The agency adopted the SCAP security model.", q)  # an acronym
    q = "What name did Charlotte and Mr. Collins give to their baby?"
    assert not holds_asked("\u201cEngaged to Mr. Collins! my dear Charlotte, impossible!\u201d", q)
    assert not holds_asked("\u201cYes,\u201d said Charlotte, \u201cand Mr. Collins agrees.\u201d", q)


def test_a_name_answers_only_with_what_it_is_the_name_of() -> None:
    assert named_thing("What is the name of Mr. Darcy's estate?") == {"estate"}
    assert named_thing("What name did Sir William Lucas give to the house near Meryton?") >= {"house"}
    assert named_thing("What did Charlotte and Mr. Collins name their baby?") == {"baby"}
    assert named_thing("What is Mr. Hurst's Christian name?") == set()
    q = "What name did Charlotte and Mr. Collins give to their baby?"
    # names, but of no baby
    assert not holds_asked("Whenever Charlotte came to see them, she spoke in a low voice to Mr. Collins of the "
                           "Longbourn estate.", q)
    assert holds_asked("Their baby was christened Catherine, after her godmother.", q)
    q = "What name did Sir William Lucas give to the house near Meryton that he moved his family to?"
    assert holds_asked("He had removed with his family to a house about a mile from Meryton, denominated from that "
                       "period Lucas Lodge.", q)


@pytest.mark.parametrize(("text", "held"), [
    # novels give sums in words, in old coins and as incomes (Pride and Prejudice, War and Peace)
    ("found that the chimney-piece alone had cost eight hundred pounds, she felt all the force of the compliment", True),
    ("his having ten thousand a year.", True),
    ("\"I bet fifty imperials\"--he spoke French that the Englishman might understand him", True),
    ("he could not marry without receiving thirty thousand in ready money", True),
    ("He lost forty-three thousand rubles at cards.", True),
    ("She had a fortune of twenty thousand pounds.", True),
    ("It cost a hundred and fifty guineas.", True),
    # weights are no money, nor a bare "a pound"
    ("Take two pounds of butter and a pound of sugar.", False),
    ("It weighed a pound.", False),
    ("Beans, 3 pounds.", False),
    ("Sixteen pounds cooked meat and gravy.", False),  # the Army recipes: a weight before what it weighs
    ("Thirty thousand men crossed the river.", False),
])
def test_sums_in_words_are_money(text: str, held: bool) -> None:
    assert holds_type(text, "money", "What did it cost?") is held


def test_a_twelvemonth_and_a_fortnight_are_durations() -> None:
    question = "How long did Mr. Bingley and Jane remain at Netherfield after their marriage?"
    assert holds_type("Mr. Bingley and Jane remained at Netherfield only a twelvemonth.", "duration", question)
    assert holds_type("They stayed a fortnight in Brighton.", "duration", question)
    assert not holds_type("Mr. Bingley and Jane remained at Netherfield.", "duration", question)


def test_a_unit_of_time_cut_short_after_a_number_is_a_duration() -> None:
    # the carbetocin trial (a second read's probe): "What is the duration of action of carbetocin?" was answered only
    # because other steps held a duration; the sentence that answers writes "1 h" and "1–2 min"
    question = "What is the duration of action of carbetocin?"
    assert holds_type("Carbetocin has a prolonged duration of action (approximately 1 h).", "duration", question)
    assert holds_type("A disadvantage of oxytocin is its short half-life of 4–10\u00a0min.", "duration", question)
    assert holds_type("Infuse over 30 mins, then rest 2 hrs.", "duration", question)
    assert not holds_type("Give vitamin B12 1 mg daily.", "duration", question)
    assert not holds_type("Carbetocin has a rapid onset of action.", "duration", question)


def test_how_many_reads_a_total_told_after_what_is_counted() -> None:
    from gechat.values import counts_asked

    asked = "How many cruise calls did the port receive in 2023?"
    assert counts_asked("Cruise calls increased from 41 to 57, bringing 96,000 passengers to the town.", asked)
    assert counts_asked("The calls had risen to 57 by December.", asked)
    assert counts_asked("Cruise calls totalled 57 in 2023.", asked)
    assert not counts_asked("Cruise calls increased by 16.", asked)  # a change, not how many
    assert not counts_asked("Cruise calls increased 12 percent.", asked)
    assert not counts_asked("Passenger numbers rose to 96,000.", asked)  # another thing counted


@pytest.mark.parametrize(("text", "held"), [
    # lines of NIST SP 800-207's title page and reference list
    ("National Institute of Standards and Technology Special Publication 800-207", False),  # NIST spelt out
    ("800-207, 59 pages (August 2020)", False),  # a month names no one
    ("Scott Rose Oliver Borchert", True),
    ("Sean Connelly Cybersecurity & Infrastructure Security Agency", True),
    ("The National Institute of Standards and Technology thanks Stu Mitchell.", True),
    ("The National Institute of Standards and Technology’s mission is to promote innovation.", False),  # possessive
])
def test_who_is_held_by_a_name_the_question_does_not_give_nor_spell(text: str, held: bool) -> None:
    assert holds_asked(text, "Who are the authors of NIST SP 800-207?") is held


@pytest.mark.parametrize(("text", "held"), [
    # Pride and Prejudice: a sentence's first word after its opening quote, or after a closing one, is no name; before,
    # "If" named the one who invited Lydia, and the answer quoted that line before Mrs. Forster's invitation
    ("“If _I_ should ever go to Brighton, I would behave better than Lydia.”", False),
    ("“Lydia will never be easy till she has exposed herself.” And Lydia went to Brighton.", False),
    ("(Then they went to Brighton.)", False),
    ("But the gloom of Lydia’s prospect was shortly cleared away; for she received an invitation from Mrs. Forster, "
     "the wife of the colonel of the regiment, to accompany her to Brighton.", True),
    ("“Lydia went to Brighton with Harriet,” said she.", True),  # a name inside the quote
    # a name that opens the quote or the bracket is still one (a second read found these lost by a first version)
    ("“Harriet asked Lydia to come to Brighton,” said Kitty.", True),
    ("She went. “Harriet asked Lydia to Brighton.”", True),
    ("[Harriet asked Lydia to Brighton.]", True),
    ("She went. “Then they went to Brighton.”", False),
])
def test_who_is_held_by_no_first_word_after_a_quote(text: str, held: bool) -> None:
    assert holds_asked(text, "Who invited Lydia to go to Brighton?") is held


def test_an_acronym_spelt_out_is_the_questions_own_only_where_its_initials_spell_it() -> None:
    from gechat.relevance import spelt_out

    said = spelt_out("Walter Copan, National Institute of Standards and Technology Director", {"nist"})
    assert said == {"national", "institute", "of", "standards", "and", "technology"}  # not Walter Copan
    assert spelt_out("Information Technology Laboratory", {"nist"}) == set()
    assert spelt_out("National Institute of Standards and Technology Special Publication 800-207", {"nist", "sp"}) \
        == {"national", "institute", "of", "standards", "and", "technology", "special", "publication"}
    assert spelt_out("Contact Helen Roberts for questions about benefits.", {"hr"}) == set()  # two initials alone
    assert holds_asked("Contact Helen Roberts for questions about benefits.", "Who is the HR contact for new hires?")
    assert holds_asked("Cameron was succeeded by May in July 2016.", "Who succeeded Cameron as prime minister?")
    assert holds_asked("On 24 May 2019, May announced her resignation.", "Who announced her resignation?")  # a date's
    # month is blanked, the same word as a name is not
    assert holds_asked("Elizabeth married Mr. Darcy.", "Who did Elizabeth marry?")  # a title still marks a name
    assert holds_asked("Contact the National Institute of Standards and Technology's Helen Roberts.",
                       "Who is the NIST HR contact?")  # a possessive ends the institute's run: no "HR" beside "NIST"



def test_a_who_questions_value_is_no_date() -> None:
    # as holds_asked reads it: "December 2002" names no one, so the quote keeps the name after it
    sentence = "Signed in December 2002 by President Bush."
    start, end = value_span(sentence, "Who signed the act?")
    assert sentence[start:end] == "President Bush"


_E_GOV = ("The E-Government Act of 2002 (Public Law 107-347), passed by the one hundred and seventh Congress and signed "
          "into law by the President in December 2002, recognized the importance of information security to the "
          "economic and national security interests of the United States.")  # FIPS 199, its purpose


@pytest.mark.parametrize(("question", "secretary"), [
    ("Who was the first President of the United States?", False),  # off-topic on FIPS 199
    ("Which US president signed the E-Government Act of 2002 into law?", False),  # the document names no one
    ("Who was the Secretary of the U.S. Department of Commerce when FIPS 199 was published?", True),
])
def test_an_office_holder_is_asked_by_name_which_neither_the_office_nor_a_law_gives(question: str,
                                                                                   secretary: bool) -> None:
    assert question_type(question) == "who"
    assert not holds_asked(_E_GOV, question)  # "the President", "E-Government Act", "Public Law", "Congress"
    assert not holds_asked("U.S. Department of Commerce", question)
    # FIPS 199's title page names a secretary, no president; initials may stand between the names
    assert holds_asked("Donald L. Evans, Secretary", question) is secretary
    assert holds_asked("Cameron F. Kerry, Acting Secretary", question) is secretary
    assert holds_asked("The bill was signed by George Washington.", question)


def test_a_calling_after_which_is_left_untyped() -> None:
    assert question_type("Which Russian composer wrote the 1812 Overture?") == ""  # "Russian Moscow" would read as a name


def test_a_who_question_that_asks_for_no_office_is_answered_by_an_institution_as_before() -> None:
    question = "Who printed the Army cooking school recipe book?"
    assert holds_asked("GOVERNMENT PRINTING OFFICE, 1906.", question) is holds_asked(_E_GOV, question) is True


@pytest.mark.parametrize(("text", "held"), [
    # the answers of the answer sets' how-often questions (NIST SP 800-40r3, the DOJ handbook, the carbetocin trial)
    ("The system must require that passwords be unique passwords that must be changed at least every 90 days.", True),
    ("Vendors who bundle patches tend to release them monthly or quarterly, except for cases when an unpatched "
     "vulnerability is actively being exploited.", True),
    ("Physician’s subjective experience with carbetocin was rated as good in 92 % of the cases.", True),
    ("Take one tablet twice a day with food.", True),
    ("Uterine massage was needed in 12 of 350 women.", True),
    # no how often: a vague "periodically", a title, a tip
    ("Also, organizations should periodically perform assessments to confirm that their mobile device policies, "
     "processes, and procedures are being followed properly.", False),
    ("Carbetocin in comparison with oxytocin in several dosing regimens for the prevention of uterine atony after "
     "elective caesarean section in the Netherlands", False),
    ("Practice Tips: 1. System should prompt for password changes.", False),
])
def test_how_often_is_answered_by_an_interval_or_a_share_of_the_cases(text: str, held: bool) -> None:
    question = "How often must it be done?"
    assert question_type(question) == "frequency" and question_type("How frequently do they meet?") == "frequency"
    assert holds_type(text, "frequency", question) is held


@pytest.mark.parametrize(("text", "held"), [
    # the carbetocin trial's review sentence answered "What proportion of women in the oxytocin group needed uterine
    # massage?" by its confidence levels
    ("Use of carbetocin did result in a reduction in the need for therapeutic uterotonics (RR 0.62; 95 % CI "
     "0.44–0.88) as well as the need for uterine massage (RR 0.54; 95 % CI 0.37–0.79) after CS [18].", False),
    ("The difference was 4.2 points (95% confidence interval 1.1 to 7.3).", False),
    ("The odds ratio was 1.2 (CI 95%: 0.9-1.5).", False),
    ("After carbetocin, the need for uterine massage was 3.4 %.", True),
    ("Massage was needed in 12% (95% CI 8–16%).", True),  # the share itself, beside its interval
    ("About 95% of the circuits were checked.", True),
])
def test_the_level_of_a_confidence_interval_is_no_share(text: str, held: bool) -> None:
    question = "What proportion of women in the oxytocin group needed uterine massage?"
    assert holds_type(text, "percent", question) is held
    assert (value_span(text, question) is not None) is held


@pytest.mark.parametrize(("text", "held"), [
    # a second read's probes: how often as dosing, schedules and trial reports write it
    ("Give 1 g every 4-6 hours.", True),
    ("Paracetamol 1 g tds.", True),
    ("Take the tablets on alternate days.", True),
    ("Anaphylaxis affects 1 in 1,000 patients.", True),
    ("Vitals are taken every 30 min.", True),
    ("The clinic opens on Mondays and Thursdays.", True),
    ("Screen every 3 or 5 years.", True),
    ("Max 4 g/day.", True),
    ("There were 3 audits a year.", True),
    ("There were 3 events per 1,000 births.", True),
    ("Nausea occurred in twelve of forty women.", True),
    ("Fees are reviewed per annum.", True),
    # no how often: "once" or "twice" alone, a place in a series, a confidence level
    ("Once the patch is installed, reboot the server.", False),
    ("Once again the system failed.", False),
    ("She was once a nurse.", False),
    ("The new tank holds twice the volume.", False),
    ("Step 2 of 5: enter your details.", False),
    ("Law 5 of 2020 applies.", False),
    ("The estimate was 0.6 (97.5% CI 0.4-0.8).", False),
])
def test_how_often_as_schedules_and_trials_write_it(text: str, held: bool) -> None:
    assert holds_type(text, "frequency", "How often is it done?") is held


def test_a_share_beside_ci_that_is_no_confidence_level_is_kept() -> None:
    question = "What percentage of patients responded?"
    assert holds_type("Response was 45% CI 40-50.", "percent", question)
    assert not holds_type("The ratio was 1.4 (95 per cent confidence interval 1.1 to 1.8).", "percent", question)


@pytest.mark.parametrize(("question", "kind"), [
    # the handbook probe: declined as "no sentence states an amount of money", though the sentence answers no
    ("Can unpaid standing trustee compensation be carried over to the next fiscal year?", ""),
    ("Is there a fee for filing the plan?", ""),
    ("How much is the maximum allowable annual compensation of a standing trustee?", "money"),
    ("What fee does the standing trustee charge?", "money"),
    # a word of a compound asks no sum: "pay-per-megabyte data links"
    ("How should patching be handled for devices that connect over slow or pay-per-megabyte data links?", ""),
    ("In the trustee handbook, is there a fee for filing?", ""),
    # a request or a question that asks for the sum after all (a second read's probes)
    ("Can you tell me the cost of the plan?", "money"),
    ("Does the handbook say how much the standing trustee is paid?", "money"),
    ("Do you know the price of the bean soup?", "money"),
    ("Is the fee $50 or $100?", "money"),
    ("What is the cost-of-living adjustment?", "money"),
])
def test_a_yes_or_no_question_or_a_compound_asks_no_sum(question: str, kind: str) -> None:
    assert question_type(question) == kind


@pytest.mark.parametrize(("question", "text", "holds"), [
    # a footnote's mark and a revision's number count nothing (SP 800-40r3, SP 800-124r1)
    ("What is the maximum number of days PCI DSS allows for installing the most critical patches?",
     "Another example is the Payment Card Industry (PCI) Data Security Standard (DSS)3, which requires that the latest "
     "patches be installed and sets a maximum timeframe for installing the most critical patches.", False),
    ("What minimum passcode length does SP 800-124 require for mobile devices?",
     "See Section 3 of SP 800-124 Revision 1, Guidelines for Managing and Securing Mobile Devices in the Enterprise, "
     "for more information.", False),
    ("What minimum passcode length does SP 800-124 require for mobile devices?",
     "The passcode must be at least 6 characters (see Table 3).", True),
    ("What minimum passcode length does SP 800-124 require for mobile devices?",  # another publication's code
     "Specific recommendations are presented in this publication to complement the controls in SP 800-53.", False),
    # a numbered division's heading in capitals names no one (the handbook's)
    ("Who appoints and supervises chapter 13 standing trustees?",
     "CHAPTER 5 – ADDITIONAL STANDING TRUSTEE RESPONSIBILITIES", False),
    ("Who appoints and supervises chapter 13 standing trustees?",
     "The United States Trustee appoints and supervises standing trustees.", True),
    ("Who appoints and supervises chapter 13 standing trustees?", "APPENDIX A – GLOSSARY OF TERMS", False),
    ("Who wrote the novel?", "BOOK I. BY JANE AUSTEN", True),  # a title page's author
])
def test_a_label_a_footnote_mark_or_a_divisions_heading_holds_no_value(question: str, text: str, holds: bool) -> None:
    assert holds_type(text, question_type(question), question) is holds


def test_a_publication_code_written_out_names_no_one():
    q = "Which agency official must formally approve an information system's security category under FIPS 199?"
    said = ("Agency officials shall use the security categorizations described in FIPS Publication 199 whenever "
            "there is a federal requirement to provide such a categorization of information or information systems.")
    assert not holds_type(said, "who", q)  # "Publication" of "FIPS Publication 199" is no one
    assert holds_type("The Secretary of Commerce, Donald Evans, approved FIPS Publication 199.", "who", q)
    assert not holds_type("NIST Special Publication 800-53 was written by the task force.", "who", "Who wrote it?")
    assert holds_type("NIST Special Publication 800-53 was written by Ron Ross.", "who", "Who wrote it?")
    for code in ("FIPS PUB 199", "Federal Information Processing Standards Publication 199", "OMB Circular No. A-130",
                 "NIST Special Publication 800-60 Volume I Revision 1", "NISTIR 7298 Revision 2"):
        assert not holds_type(f"{code} was issued in 2004.", "who", "Who issued it?"), code


def test_how_many_minutes_asks_for_a_count_of_a_unit_of_time():
    q = "After how many minutes of an active session should the policy administrator force reauthentication?"
    assert not holds_asked("This evaluation should be continual for as long as the session lasts.", q)
    assert not holds_asked("Keep the session open until the user logs out.", q)
    assert holds_asked("Sessions are reauthenticated after 15 minutes.", q)
    assert holds_asked("Lock it after five minutes of inactivity.", q)
    assert holds_asked("Keep it overnight.", "How long should the dough rest?")  # no count asked: any duration


def test_which_section_of_a_named_law_asks_for_a_division_of_it():
    q = "Which section of the Bankruptcy Reform Act of 1978 removed bankruptcy judges from running cases day to day?"
    assert question_type(q) == "section"
    assert not holds_asked("The Bankruptcy Reform Act of 1978 removed the bankruptcy judge from the responsibilities "
                           "for daytoday administration of cases.", q)  # the Act, not a section of it
    assert holds_asked("Under 28 U.S.C. § 586, the judge was removed from administering cases.", q)
    assert holds_asked("Title III of the E-Government Act, entitled the Federal Information Security Management Act "
                       "of 2002 (FISMA), tasked NIST …", "Which title of the E-Government Act contains FISMA?")
    for other in ("Which part of the beef is used for stew?", "In which chapter does Elizabeth meet Darcy?"):
        assert question_type(other) != "section", other
