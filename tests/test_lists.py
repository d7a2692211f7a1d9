"""What a lead-in introduces, read from FIPS 199 as the real PDF loader gives it, and from plain sentences."""

from __future__ import annotations

import pytest

from gechat.lists import MAX_ITEMS, PLAIN_ITEMS, announced, introduced, lead_of, set_off
from gechat.loaders import load_document
from gechat.records import Sentence


@pytest.fixture(scope="module")
def fips(fips_pdf):
    return load_document(fips_pdf).sentences


def _at(sentences, start: str) -> int:
    return next(i for i, s in enumerate(sentences) if " ".join(s.text.split()).startswith(start))


def _sentences(*texts: str) -> list[Sentence]:
    out, at = [], 0
    for i, t in enumerate(texts):
        out.append(Sentence(f"sent-{i}", "doc-1", i, t, at, at + len(t)))
        at += len(t) + 1
    return out


def test_headed_items_are_the_headings_of_one_form_with_what_they_say(fips):
    at = _at(fips, "The FISMA defines three security objectives")
    items = introduced(fips[at], fips[at + 1 : at + 41])
    assert [i.sentences[0].text.strip() for i in items] == ["CONFIDENTIALITY", "INTEGRITY", "AVAILABILITY"]
    assert items[0].text.startswith("CONFIDENTIALITY: “Preserving authorized restrictions on information access")
    assert items[2].statement.text.startswith("“Ensuring timely and reliable access")
    # the list stops before "Potential Impact on Organizations and Individuals", a heading of another form
    assert all("Potential Impact" not in s.text for i in items for s in i.sentences)


def test_marked_items_end_at_the_first_sentence_without_a_mark(fips):
    at = _at(fips, "These standards shall apply to:")
    items = introduced(fips[at], fips[at + 1 : at + 41])
    assert [i.text[:4] for i in items] == ["(i) ", "(ii)"]
    at = _at(fips, "The potential impact is LOW if")
    items = introduced(fips[at], fips[at + 1 : at + 41])
    assert len(items) == 1 and "limited adverse effect" in items[0].text
    assert items[0].statement is items[0].sentences[0]


def test_a_sentence_that_introduces_nothing_brings_nothing(fips):
    at = _at(fips, "FIPS Publication 199 addresses the first task cited")
    assert introduced(fips[at], fips[at + 1 : at + 41]) == []
    lead = _sentences("The recipe needs the following:")[0]
    assert introduced(lead, []) == []


def test_plain_sentences_follow_the_announced_count_and_stop_at_a_heading():
    s = _sentences("There are two kinds of stock that the cook keeps.", "Brown stock is made from roasted bones.",
                   "White stock is made from raw bones.", "A third sentence is not part of the list.")
    assert announced(s[0].text) == 2
    assert [i.text for i in introduced(s[0], s[1:])] == [s[1].text, s[2].text]
    s = _sentences("Proceed as follows:", "Soak the beans overnight.", "SOUPS", "Boil the stock.")
    assert announced(s[0].text) is None
    assert [i.text for i in introduced(s[0], s[1:])] == ["Soak the beans overnight."]
    s = _sentences("Proceed as follows:", *(f"Step number {n} is done." for n in range(10)))
    assert len(introduced(s[0], s[1:])) == PLAIN_ITEMS
    assert introduced(s[0], s[1:], plain=False) == []  # sentences that merely follow are no items of a list


def test_headings_with_nothing_under_them_and_long_lists_are_bounded():
    s = _sentences("The kinds are these:", *(x for n in range(9) for x in (f"KIND {n}", f"Kind {n} is a kind.")))
    items = introduced(s[0], s[1:])
    assert len(items) == MAX_ITEMS and items[0].text == "KIND 0: Kind 0 is a kind."
    s = _sentences("The kinds are these:", "KIND A", "KIND B", "Kind B is a kind.")
    assert [i.text for i in introduced(s[0], s[1:])] == ["KIND B: Kind B is a kind."]


@pytest.fixture(scope="module")
def zta(sample_docs):
    return load_document(sample_docs / "NIST_SP_800-207_zero_trust_architecture_59p.pdf").sentences


def test_numbered_items_run_on_past_the_sentences_that_explain_each(zta):
    at = _at(zta, "A zero trust architecture is designed and deployed with adherence to the following")
    items = introduced(zta[at], zta[at + 1 : at + 41])
    assert [i.text.split(".")[0] for i in items] == ["1", "2", "3", "4", "5", "6", "7"]
    assert items[0].text == "1. All data sources and computing services are considered resources."


def test_labelled_items_are_named_by_their_label(zta):
    at = _at(zta, "The component descriptions:")
    items = introduced(zta[at], zta[at + 1 : at + 41])
    assert [i.text.split(":")[0] for i in items] == [
        "Policy engine (PE)", "Policy administrator (PA)", "Policy enforcement point (PEP)"]
    at = _at(zta, "These can include:")
    items = introduced(zta[at], zta[at + 1 : at + 41])
    assert items[0].text.startswith("Continuous diagnostics and mitigation (CDM) system: ")
    assert items[2].text.startswith("Threat intelligence feed(s): ") and len(items) == MAX_ITEMS


def test_marks_out_of_turn_and_later_lists_end_a_list():
    s = _sentences("The steps are these:", "1. Wash the beans.", "They must be clean.", "2. Soak them.",
                   "1. Another list starts over.", "2. Its second item.")
    assert [i.text for i in introduced(s[0], s[1:])] == ["1. Wash the beans.", "2. Soak them."]
    s = _sentences("Serve with:", "− butter.", "Or oil.", "Pour it over as follows:", "− hot water.")
    assert [i.text for i in introduced(s[0], s[1:])] == ["− butter."]
    s = _sentences("Use these:", "b) pepper.", "c) thyme.", "d) bay.", "e) dill.", "f) sage.", "g) mint.",
                   "h) rue.", "i) basil.", "j) more than the list may hold.")
    assert [i.text[0] for i in introduced(s[0], s[1:])] == list("bcdefghi")  # "i)" read as the letter after "h)"


def test_a_marked_item_knows_the_lead_in_of_its_list(fips, zta):
    at = _at(fips, "− The loss of confidentiality, integrity, or availability could be expected to have a severe")
    assert lead_of(fips, at).text.strip() == "The potential impact is HIGH if—"
    # the amplification after it is labelled, not a bullet of that list; a sentence with no mark has no lead-in
    assert lead_of(fips, at + 1) is None and fips[at + 1].text.startswith("AMPLIFICATION:")
    assert lead_of(fips, _at(fips, "A loss of integrity is the unauthorized modification")) is None
    # an item far down a numbered list, past the sentences explaining the items before it
    at = _at(zta, "7. The enterprise collects as much information as possible")
    assert lead_of(zta, at).text.endswith("the following zero trust basic tenets:")
    # a numbered section title is a heading, not an item
    assert lead_of(zta, _at(zta, "2.1 Tenets of Zero Trust")) is None


def test_clauses_with_a_colon_are_no_labels_and_numbers_that_name_are_no_counts(fips):
    s = _sentences("She answered as follows:", "The answer is simple: use salt.", "He said: go home.",
                   "Note: this matters.")
    assert introduced(s[0], s[1:], plain=False) == []
    assert announced("Version 2 of the protocol has the following properties:") is None
    assert announced("Section 3 lists them:") is None
    assert announced("The FISMA defines three security objectives for information:") == 3
    s = _sentences("Version 2 of the protocol has the following properties:", "1. It is fast.", "2. It is safe.",
                   "3. It is small.")
    assert len(introduced(s[0], s[1:])) == 3
    # EXAMPLE 2 follows the formula that ends EXAMPLE 1; the formula's lead-in does not introduce it
    at = _at(fips, "EXAMPLE 2:")
    assert lead_of(fips, at) is None


def test_lines_of_one_form_after_each_other_are_items_of_their_own():
    # the full DOJ handbook (DOCX) lists the provisions behind each section this way
    s = _sentences("Related Provisions:", "28 U.S.C. § 586(b)\tUST Appointment of Standing Trustee",
                   "11 U.S.C. § 321\tEligibility for Appointment", "28 C.F.R. § 58.3\tEligibility for Appointment",
                   "SF-85P \tQuestionnaire for Public Trust Positions")
    assert [i.text for i in introduced(s[0], s[1:], plain=False)] == [
        "28 U.S.C. § 586(b) UST Appointment of Standing Trustee", "11 U.S.C. § 321 Eligibility for Appointment",
        "28 C.F.R. § 58.3 Eligibility for Appointment"]


def test_items_set_off_by_a_bullet_the_text_leaves_out_are_marked(test_data):
    # the PDF's bullets are a symbol font's glyph ("\uf03c") that the sentences' text leaves out: before, a list of
    # them read as no list unless its lead-in was the best candidate, and then as the next three sentences, whatever
    # they were
    doc = load_document(test_data / "nist_800_124r1_pp16-20_page_break.pdf")
    s, marks = doc.sentences, set_off(doc.text, doc.sentences)
    at = _at(s, "Factors that organizations should consider when setting mobile device security policy")
    assert introduced(s[at], s[at + 1 : at + 30], plain=False) == []
    items = introduced(s[at], s[at + 1 : at + 30], plain=False, marks=marks)
    assert [i.text for i in items] == ["Sensitivity of work.", "The level of confidence in security policy compliance.",
                                      "Cost.", "Work location.", "Technical limitations."]
    at = _at(s, "General policy restrictions of particular interest")
    items = introduced(s[at], s[at + 1 : at + 30], plain=False, marks=marks)
    assert items[0].text.startswith("Restrict user and application access to hardware")
    assert len(items) == 5 and all(x.statement.id in marks.bullets for x in items)
    assert s[at].id not in marks.bullets


def test_a_bulleted_list_ends_at_the_first_line_without_a_bullet(tmp_path):
    path = tmp_path / "risks.txt"
    path.write_text("The following are some risks with using these tools:\n"
                    "\uf0b7 A patch may have been altered. It may then do harm.\n"
                    "\uf0b7 Credentials may be misused.\n"
                    "Organizations should reduce these risks through standard security techniques.\n"
                    "\uf0b7 Keep the patching solution components tightly secured.\n", encoding="utf-8")
    doc = load_document(path)
    s = doc.sentences
    assert [x.text for x in s[:3]] == ["The following are some risks with using these tools:",
                                       "A patch may have been altered.", "It may then do harm."]
    marks = set_off(doc.text, s)
    assert s[2].id not in marks.lines  # it goes on the first item's line
    items = introduced(s[0], s[1:], plain=False, marks=marks)
    assert [i.text for i in items] == ["A patch may have been altered.", "Credentials may be misused."]


def test_an_indented_line_goes_on_its_item_and_a_lone_star_is_no_bullet(tmp_path):
    wrapped = tmp_path / "wrapped.txt"
    wrapped.write_text("Countermeasures include the following:\n• Keep the patching solution components tightly secured.\n"
                       "  Patch them before anything else.\n• Encrypt network communications.\n"
                       "• Test patches before deployment.\nAfterwards, review the logs.\n", encoding="utf-8")
    doc = load_document(wrapped)
    items = introduced(doc.sentences[0], doc.sentences[1:], plain=False, marks=set_off(doc.text, doc.sentences))
    assert [i.text for i in items] == ["Keep the patching solution components tightly secured.",
                                      "Encrypt network communications.", "Test patches before deployment."]
    scene = tmp_path / "scene.txt"
    scene.write_text("She said the following:\n\n*\n\nIt was a dark night.\n", encoding="utf-8")
    doc = load_document(scene)
    assert set_off(doc.text, doc.sentences).bullets == frozenset()


def test_an_item_set_off_by_a_bullet_the_text_leaves_out_finds_its_lead_in(test_data):
    # NIST SP 800-40r3, section 4.3.1: "Credentials may be misused." carries no mark of its own; its bullet is a glyph
    # the sentence's text leaves out, so before, the item quoted alone never said what it is a case of
    doc = load_document(test_data / "nist_800_40r3_tool_risks_excerpt.txt")
    s, marks = doc.sentences, set_off(doc.text, doc.sentences)
    at = _at(s, "Credentials may be misused.")
    assert lead_of(s, at) is None
    assert lead_of(s, at, marks).text == "The following are some risks with using these tools:"
    # the second list's items have the second lead-in, and the lead-in itself is no item
    assert lead_of(s, _at(s, "Encrypt network communications."), marks).text.endswith(
        "Examples of countermeasures include the following:")
    assert lead_of(s, _at(s, "The following are some risks"), marks) is None
