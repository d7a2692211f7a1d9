"""How an extractive answer quotes the documents: windows of long sentences, list items after their lead-ins."""

from __future__ import annotations

from gechat import lists, quoting
from gechat.values import value_span
from gechat.loaders import load_document
from gechat.relevance import question_terms


def test_a_long_sentence_is_trimmed_to_its_densest_window():
    text = " ".join(["filler"] * 50 + ["lemon", "sherbet", "takes", "25", "lemons"] + ["filler"] * 50)
    out = quoting.trim(text, {"lemon", "sherbet"}, max_words=10)
    assert out.startswith("… ") and out.endswith(" …") and "lemon sherbet" in out and len(out.split()) <= 12


def test_a_trimmed_answer_keeps_the_value_the_question_asks_for():
    # Pride and Prejudice, ch. 16: the question's words crowd the start of the sentence, the sum asked for ends it
    text = ("When this information was given, and they had all taken their seats, Mr. Collins was at leisure to look "
            "around him and admire, and he was so much struck with the size and furniture of the apartment, that he "
            "declared he might almost have supposed himself in the small summer breakfast parlour at Rosings; a "
            "comparison that did not at first convey much gratification; but when Mrs. Philips understood from him "
            "what Rosings was, and who was its proprietor, when she had listened to the description of only one of "
            "Lady Catherine's drawing-rooms, and found that the chimney-piece alone had cost eight hundred pounds, she "
            "felt all the force of the compliment, and would hardly have resented a comparison with the housekeeper's "
            "room.")
    question = "What did Mrs. Philips learn the chimney-piece in one of Lady Catherine's drawing-rooms had cost?"
    terms = question_terms(question)
    assert "eight hundred pounds" not in quoting.trim(text, terms)  # the densest window stops short of the sum
    span = value_span(text, question)
    assert text[span[0]:span[1]] == "eight hundred pounds"
    out = quoting.trim(text, terms, keep=span)
    assert "eight hundred pounds" in out and "chimney-piece" in out and len(out.strip("… ").split()) == 60
    # a value that does not fit in one window leaves the densest window as it was
    assert quoting.trim(text, terms, max_words=2, keep=(0, len(text))) == quoting.trim(text, terms, max_words=2)


def _at(sentences, start):
    return next(i for i, s in enumerate(sentences) if s.text.startswith(start))


def test_a_list_item_is_quoted_after_its_lead_in_whether_its_mark_is_in_its_text_or_not(test_data):
    # NIST SP 800-40r3, section 4.3.1: the bullets are a glyph the sentences' text leaves out
    doc = load_document(test_data / "nist_800_40r3_tool_risks_excerpt.txt")
    s = doc.sentences
    item = s[_at(s, "Credentials may be misused.")]
    marks = quoting.marks_reader(lambda _s: lists.set_off(doc.text, doc.sentences))
    assert quoting.quote(item, set(), lambda _s: s, marks=marks) == (
        "The following are some risks with using these tools: Credentials may be misused.")
    assert quoting.quote(item, set(), lambda _s: s) == "Credentials may be misused."  # bullets not read
    assert quoting.quote(item, set(), None, marks=marks) == "Credentials may be misused."  # no document to read
    # a sentence that opens no bulleted line is quoted alone
    other = s[_at(s, "Organizations should reduce these risks")]
    assert quoting.quote(other, set(), lambda _s: s, marks=marks) == " ".join(other.text.split())


def test_a_documents_bullets_are_read_once_whichever_of_its_sentences_asks(test_data):
    doc = load_document(test_data / "nist_800_40r3_tool_risks_excerpt.txt")
    reads = []

    def marks_of(sentence):
        reads.append(sentence.doc_id)
        return lists.set_off(doc.text, doc.sentences)
    marks = quoting.marks_reader(marks_of)
    assert marks(doc.sentences[3]) == marks(doc.sentences[5]) and reads == [doc.sentences[0].doc_id]
    assert quoting.marks_reader(None)(doc.sentences[3]) == lists.SetOff()


def test_a_lead_in_that_says_nothing_of_its_items_is_not_quoted_before_one(tmp_path):
    # NIST SP 800-40r3, section 3.2: "For example:" says nothing of what its bulleted items are cases of
    path = tmp_path / "example.txt"
    path.write_text("For example:\n\uf0b7 A user may be able to manually install a patch.\n"
                    "\uf0b7 A piece of software may be able to automatically update itself.\n", encoding="utf-8")
    doc = load_document(path)
    s = doc.sentences
    marks = quoting.marks_reader(lambda _s: lists.set_off(doc.text, doc.sentences))
    assert lists.lead_of(s, 1, marks(s[1])).text == "For example:"  # it is the lead-in
    assert quoting.quote(s[1], set(), lambda _s: s, marks=marks) == "A user may be able to manually install a patch."


def test_a_list_in_a_text_indented_throughout_ends_at_a_new_paragraph():
    # every line indented (a second read's case): the paragraph after the first list opens a line, so the later list
    # is not the first one's, and its item is quoted alone
    doc = load_document(b"   The following are some risks with using these tools:\n   * A patch may have been altered.\n"
                        b"   * Credentials may be misused.\n\n   Organizations should reduce these risks. Many do so.\n\n"
                        b"   * Agents run with administrator privileges.\n", filename="indented.txt")
    s = doc.sentences
    marks = quoting.marks_reader(lambda _s: lists.set_off(doc.text, doc.sentences))
    assert quoting.quote(s[2], set(), lambda _s: s, marks=marks).startswith("The following are some risks")
    assert quoting.quote(s[5], set(), lambda _s: s, marks=marks) == "Agents run with administrator privileges."


def test_items_of_one_list_are_quoted_after_its_lead_in_once(test_data):
    # NIST SP 800-124r1's security objectives: two answer items of one list had each repeated the lead-in
    doc = load_document(test_data / "nist_800_40r3_tool_risks_excerpt.txt")
    s = doc.sentences
    marks = quoting.marks_reader(lambda _s: lists.set_off(doc.text, doc.sentences))
    led: set[str] = set()
    first = quoting.quote(s[_at(s, "Credentials may be misused.")], set(), lambda _s: s, marks=marks, led=led)
    second = quoting.quote(s[_at(s, "A patch may have been altered")], set(), lambda _s: s, marks=marks, led=led)
    other = quoting.quote(s[_at(s, "Encrypt network communications.")], set(), lambda _s: s, marks=marks, led=led)
    assert first == "The following are some risks with using these tools: Credentials may be misused."
    assert second == "A patch may have been altered (inadvertently or intentionally)."
    assert other.endswith("include the following: Encrypt network communications.")  # another list's lead-in
