"""What a "What is X?" question asks to have defined, and the sentences that define it (NIST SP 800-124r1 and
SP 800-40r3's own sentences)."""

from __future__ import annotations

import networkx as nx

from gechat import extractive, retrieval
from gechat.anchoring import EntityIndex
from gechat.defines import asked_term, defines, explained_by
from gechat.embed import Embedder
from gechat.loaders import load_document
from gechat.records import Sentence
from gechat.settings import Settings

WPAN = ("One possible security consideration involves wireless personal area networks (WPAN), which are small-scale "
        "wireless networks that require no infrastructure to operate.")
SCAP = ("SCAP (pronounced ess-cap), as expressed in NIST Special Publication (SP) 800-126, is “a suite of "
        "specifications that standardize the format and nomenclature by which software flaw and security "
        "configuration information is communicated, both to machines and humans.”")


def test_the_term_a_question_asks_to_have_defined():
    assert asked_term("What is a WPAN?") == ("WPAN",)
    assert asked_term("What is a trusted updater in application whitelisting?") == (
        "trusted updater in application whitelisting", "trusted updater")
    assert asked_term("What is a loss of integrity?") == ("loss of integrity",)  # "loss" alone asks of nothing
    assert asked_term("What does SCAP stand for?") == ("SCAP",)
    assert asked_term("What is meant by patch management?") == ("patch management",)
    # not a definition: a value, a comparison, a long description
    assert asked_term("What is the cost of the bean soup for 40 men?") == ()
    assert asked_term("What is the difference between applying a patch and doing an upgrade?") == ()
    assert asked_term("Why is patching appliances more difficult?") == ()
    assert asked_term("What is the maximum number of days PCI DSS allows for installing critical patches?") == ()
    # a pronoun, a use or a duty is no term; an acronym in capitals is one; "of" keeps what the term is of
    assert asked_term("What is it?") == () and asked_term("What is IT?") == ("IT",)
    assert asked_term("What is the policy engine responsible for?") == ()
    assert asked_term("What is Army sauce used over?") == ()
    assert asked_term("What are the side effects of carbetocin?") == ("side effects of carbetocin",)
    assert asked_term("What is SP 800-53?") == ("SP 800-53",)


def test_the_sentences_that_say_what_a_term_is():
    assert defines(WPAN, ("WPAN",))
    assert defines(SCAP, ("SCAP",))
    assert defines("Patch management is the process for identifying, acquiring, installing, and verifying patches for "
                   "products and systems.", ("patch management",))
    assert defines("A loss of integrity is the unauthorized modification or destruction of information.",
                   ("loss of integrity",))
    assert defines("Policy engine (PE): This component is responsible for the ultimate decision to grant access.",
                   ("policy engine",))
    # using the term, doing something to it, or denying it is no definition
    assert not defines("Examples of WPAN technologies are using a wireless keyboard or mouse with a computer.",
                       ("WPAN",))
    assert not defines("SCAP is designed to organize, express, and measure security-related information in "
                       "standardized ways.", ("SCAP",))
    assert not defines("Patch management is required by various security compliance frameworks, mandates, and other "
                       "policies.", ("patch management",))
    assert not defines("A WPAN is not a replacement for a wireless local area network.", ("WPAN",))
    for said in ("Standing trustees are paid from a percentage fee.", "Standing trustees are never employees.",
                 "Standing trustees are being audited.", "A standing trustee is important because debtors pay them."):
        assert not defines(said, ("standing trustee",)), said
    assert not defines("It is the policy of the court.", ("IT",))  # "IT" only in capitals
    assert defines("Griddle cakes, also called hotcakes, are made on a griddle.", ("hotcakes",))
    assert defines("Griddle cakes are sometimes called hotcakes.", ("hotcakes",))


def test_the_sentence_that_says_what_the_one_before_means(tmp_path):
    path = tmp_path / "whitelisting.txt"
    path.write_text(  # NIST SP 800-40r3, section 3.5, its second paragraph
        "To avoid these problems with updates, most application whitelisting technologies offer maintenance options. "
        "For example, many technologies allow the administrator to select certain services (e.g., patch management "
        "software) to be trusted updaters. This means that any files that they add to or modify on a host are "
        "automatically added to the whitelist. Similar options are available for designating trusted publishers (i.e., "
        "software vendors), users (such as system administrators), sources (such as trusted network paths), and other "
        "trusted entities that may update whitelists. Organizations using application whitelisting technologies should "
        "ensure that they are configured to avoid problems with updates.\n", encoding="utf-8")
    doc = load_document(path)
    s = doc.sentences[1:]
    assert explained_by(s, 0) is s[1] and explained_by(s, 1) is None and explained_by(s, 2) is None
    others = [Sentence(f"x{i}", "d", i, t, 0, 0) for i, t in enumerate((
        "Debtors may pay by electronic funds transfer.", "This means of payment is preferred by most trustees.",
        "“I have no money,” said Lydia.", "“That means nothing to me,” replied Kitty."))]
    assert explained_by(others, 0) is None and explained_by(others, 2) is None  # a noun "means"; what is said
    embedder = Embedder()
    question = "What is a trusted updater in application whitelisting?"
    cands = retrieval.retrieve(question, doc.sentences, embedder)
    answers, _ = extractive.reason(question, cands, EntityIndex.build([], embedder), nx.Graph(), embedder, Settings(),
                                   lambda _c, _s: set(), sentences_of=lambda _s: doc.sentences)
    # before, the second item was "Similar options are available …"
    assert [a.text for a in answers[:2]] == [" ".join(s[0].text.split()), s[1].text]


def test_the_sentence_that_defines_the_term_answers_first(tmp_path):
    path = tmp_path / "wpan.txt"
    path.write_text("Examples of WPAN technologies are using a wireless keyboard or mouse with a computer, printing "
                    "wirelessly, and using a wireless headset with a smart phone. " + WPAN + " Commonly used types of "
                    "WPAN technologies include Bluetooth and near-field communications.\n", encoding="utf-8")
    doc = load_document(path)
    embedder = Embedder()
    question = "What is a WPAN?"
    cands = retrieval.retrieve(question, doc.sentences, embedder)
    answers, _ = extractive.reason(question, cands, EntityIndex.build([], embedder), nx.Graph(), embedder, Settings(),
                                   lambda _c, _s: set(), sentences_of=lambda _s: doc.sentences)
    assert answers[0].text == WPAN
