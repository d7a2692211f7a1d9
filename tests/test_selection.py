from __future__ import annotations

import pytest

from gechat.entail.base import Entailer
from gechat.records import Sentence, Step
from gechat.selection import choose, evidence_score, length_penalty, score_candidates


class TableEntailer(Entailer):
    """Returns fixed probabilities per premise text (a logic fake, not a model)."""

    name = "table"

    def __init__(self, table: dict[str, float]) -> None:
        super().__init__()
        self.table = table

    def _score(self, premises, hypotheses):
        return [self.table[p] for p in premises]


def _sent(i: int, text: str) -> Sentence:
    return Sentence(f"s{i}", "d", i, text, i * 100, i * 100 + len(text))


def test_length_penalty_is_piecewise_linear():
    assert length_penalty(10, 25, 100) == 0.0
    assert length_penalty(25, 25, 100) == 0.0
    assert length_penalty(50, 25, 100) == pytest.approx(25 / 75)
    assert length_penalty(100, 25, 100) == 1.0
    assert length_penalty(500, 25, 100) == 1.0
    with pytest.raises(ValueError):
        length_penalty(10, 30, 30)


def test_score_is_alpha_entail_minus_beta_penalty():
    assert evidence_score(0.8, 0.2, 0.5, 0.5) == pytest.approx(0.3)
    assert evidence_score(1.0, 1.0, 0.7, 0.3) == pytest.approx(0.4)


def test_long_sentence_loses_to_short_one_with_slightly_lower_entailment():
    short = _sent(0, "The policy engine grants access.")
    long = _sent(1, " ".join(["word"] * 90) + " the policy engine grants access.")
    ent = TableEntailer({short.text: 0.85, long.text: 0.95})
    scored = score_candidates(Step("S1", "Access is granted by the policy engine."), [long, short], ent,
                              alpha=0.5, beta=0.5, free_words=25, max_words=100)
    assert [s.sentence.id for s in scored] == ["s0", "s1"]
    assert scored[0].length_penalty == 0.0
    assert scored[1].length_penalty > 0.8
    assert scored[0].score == pytest.approx(0.425)
    assert ent.pairs_scored == 2


def test_choose_marks_unsupported_under_threshold_and_keeps_alternatives():
    sents = [_sent(i, f"Sentence number {i}.") for i in range(5)]
    ent = TableEntailer({s.text: p for s, p in zip(sents, [0.1, 0.4, 0.3, 0.2, 0.05])})
    step = Step("S1", "x")
    scored = score_candidates(step, sents, ent, alpha=0.5, beta=0.5, free_words=25, max_words=100)
    c = choose(step, scored, hops_used=2, threshold=0.5, top_k=2)
    assert c.best.sentence.id == "s1"
    assert [a.sentence.id for a in c.alternatives] == ["s2", "s3"]
    assert not c.entailed and c.hops_used == 2 and c.candidates_scored == 5
    c2 = choose(step, scored, hops_used=1, threshold=0.35, top_k=0)
    assert c2.entailed and c2.alternatives == ()


def test_choose_with_no_candidates():
    c = choose(Step("S1", "x"), [], hops_used=1, threshold=0.5, top_k=3)
    assert c.best is None and not c.entailed and c.verdict == "unsupported"


def test_an_entailed_step_with_a_conflicting_sentence_is_reported_as_disputed():
    from gechat.entail.conflicts import ConflictChecker
    from gechat.verdicts import FactMatch, apply_verdict

    said = _sent(0, "The council approved the new bridge on Monday.")
    later = _sent(1, "In its final vote the council rejected the new bridge.")
    ent = TableEntailer({said.text: 0.9, later.text: 0.3})
    ent.conflicts = ConflictChecker()
    step = Step("S1", "The council approved the new bridge.")
    scored = score_candidates(step, [said, later], ent, alpha=0.5, beta=0.5, free_words=25, max_words=100)
    c = choose(step, scored, hops_used=1, threshold=0.5, top_k=2)
    assert c.entailed and c.best.sentence.id == "s0"
    assert c.contradicting is not None and c.contradicting.sentence.id == "s1"
    assert "rejected" in c.contradicting.conflict
    assert apply_verdict(c, FactMatch("", 0.0), 0.7).verdict == "contradicted"
    # the model's contradiction reading alone does not overrule an entailing sentence
    plain = TableEntailer({said.text: 0.9, later.text: 0.3})
    c2 = choose(step, score_candidates(step, [said, later], plain, alpha=0.5, beta=0.5, free_words=25,
                                       max_words=100), hops_used=1, threshold=0.5, top_k=2)
    assert c2.entailed and c2.contradicting is None


def test_other_figures_elsewhere_in_the_documents_do_not_dispute_an_entailed_step():
    from gechat.entail.conflicts import ConflictChecker

    bean = _sent(0, "Take 5 pounds beans, put into soak overnight and boil for 2 hours next morning.")
    other = _sent(1, "Take 3 pounds beans and soak overnight in about 2 quarts of water.")
    ent = TableEntailer({bean.text: 0.9, other.text: 0.4})
    ent.conflicts = ConflictChecker()
    step = Step("S1", bean.text)
    scored = score_candidates(step, [bean, other], ent, alpha=0.5, beta=0.5, free_words=25, max_words=100)
    assert scored[1].conflict  # the pair itself conflicts (5 pounds, 3 pounds)...
    c = choose(step, scored, hops_used=1, threshold=0.5, top_k=2)
    assert c.entailed and c.contradicting is None  # ...but another recipe's figure does not dispute the quote


# --- the fitted ranking (judge + how much the sentence is about the step) ----

@pytest.fixture(scope="module")
def embedder():
    from gechat.embed import Embedder

    return Embedder()


def test_relevance_features_weigh_rare_words_and_meaning(embedder):
    from gechat.selection import relevance_features

    step = "Ibandronate reduced the rate of vertebral fractures compared with placebo."
    pool = [
        _sent(0, "Patients received ibandronate or placebo for three years."),
        _sent(1, "Vertebral fractures were fewer with ibandronate than with placebo."),
        _sent(2, "The placebo tablets looked the same as the active tablets."),
        _sent(3, "Placebo was given to the control group."),
    ]
    (lex_names, cos_names), (lex_result, cos_result), (lex_placebo, _), _ = relevance_features(
        step, pool, pool, embedder)
    # "placebo" is in every sentence of the pool, so sharing it counts for little; "ibandronate" is in two
    assert lex_placebo < 0.02 < lex_names < lex_result
    assert cos_result > cos_names
    # word rarity is read over the pool: alone, the candidate's words all count fully
    (alone, _), = relevance_features(step, pool[2:3], (), embedder)
    assert alone > lex_placebo


def test_fitted_ranking_prefers_the_sentence_about_the_step_among_equal_judgments(embedder):
    step = Step("S1", "Ibandronate reduced the rate of vertebral fractures compared with placebo.")
    generic = _sent(0, "Placebo was given to the control group.")
    about = _sent(1, "Vertebral fractures were fewer with ibandronate than with placebo.")
    ent = TableEntailer({generic.text: 0.4, about.text: 0.4})
    kwargs = dict(alpha=0.5, beta=0.5, free_words=25, max_words=100)
    fitted = score_candidates(step, [generic, about], ent, scoring="fitted", embedder=embedder, **kwargs)
    assert fitted[0].sentence is about and fitted[0].lexical > fitted[1].lexical and fitted[0].cosine > 0.5
    # within the window (0.5 under the best entailment) relevance may overrule a higher judgment: the
    # sentence about the step is shown, and the step is not Supported on it; nothing is reported against
    # it, since another candidate entails it (it stays among the alternatives)
    ent = TableEntailer({generic.text: 0.6, about.text: 0.3})
    fitted = score_candidates(step, [about, generic], ent, scoring="fitted", embedder=embedder, **kwargs)
    assert fitted[0].sentence is about
    c = choose(step, fitted, hops_used=1, threshold=0.5, top_k=2)
    assert not c.entailed and c.contradicting is None and c.alternatives[0].sentence is generic
    # a narrower window keeps the judge's reading first
    fitted = score_candidates(step, [about, generic], ent, scoring="fitted", embedder=embedder, window=0.1, **kwargs)
    assert fitted[0].sentence is generic and choose(step, fitted, hops_used=1, threshold=0.5, top_k=2).entailed
    # outside the window a sentence about the step does not beat a clearly entailing one
    ent = TableEntailer({generic.text: 0.95, about.text: 0.3})
    fitted = score_candidates(step, [about, generic], ent, scoring="fitted", embedder=embedder, **kwargs)
    assert [f.sentence for f in fitted] == [generic, about]
    # the other rankings ignore the relevance features (equal judgments: the shorter sentence first)
    ent = TableEntailer({generic.text: 0.4, about.text: 0.4})
    paper = score_candidates(step, [about, generic], ent, scoring="paper", embedder=embedder, **kwargs)
    assert paper[0].sentence is generic


def test_fitted_score_is_the_documented_formula():
    import math

    from gechat.records import ScoredSentence
    from gechat.selection import FITTED, fitted_score

    s = ScoredSentence(_sent(0, "x"), 0.8, 0.0, 0.4, lexical=0.5, cosine=0.6)
    expected = FITTED.entailment * math.log(0.8 / 0.2) + FITTED.lexical * 0.5 + FITTED.cosine * 0.6
    assert fitted_score(s) == pytest.approx(expected)
    fragment = ScoredSentence(_sent(0, "x"), 0.8, 0.0, 0.4, lexical=0.5, cosine=0.6, fragment=True)
    assert FITTED.fragment < 0 and fitted_score(fragment) == pytest.approx(expected + FITTED.fragment)


def test_of_two_sentences_alike_the_whole_one_is_the_evidence(embedder):
    from gechat.records import ScoredSentence
    from gechat.selection import rank

    # judged alike and as much about the step: the caption-like line (earlier, so first on a tie) loses
    caption = _sent(0, "Parliament moves to Wellington")
    whole = _sent(1, "Parliament moved to Wellington.")
    same = dict(lexical=0.6, cosine=0.8)
    scored = [ScoredSentence(caption, 0.6, 0.0, 0.3, fragment=True, **same),
              ScoredSentence(whole, 0.6, 0.0, 0.3, **same)]
    assert [s.sentence for s in rank(scored, "fitted")] == [whole, caption]
    # score_candidates marks fragments by the text
    step = Step("S1", "Parliament first sat in Wellington in 1865.")
    ranked = score_candidates(step, [caption, whole], TableEntailer({caption.text: 0.6, whole.text: 0.6}),
                              scoring="fitted", embedder=embedder, alpha=0.5, beta=0.5, free_words=25, max_words=100)
    assert {s.sentence.id: s.fragment for s in ranked} == {"s0": True, "s1": False}


def test_fitted_ranking_needs_an_embedder():
    ent = TableEntailer({"a.": 0.5})
    with pytest.raises(ValueError, match="embedder"):
        score_candidates(Step("S1", "a"), [_sent(0, "a.")], ent, scoring="fitted",
                         alpha=0.5, beta=0.5, free_words=25, max_words=100)
    assert ent.pairs_scored == 0  # refused before the judge ran


def _scored(i: int, text: str, e: float, *, conflict: str = "", lexical: float = 0.2, cosine: float = 0.5):
    from gechat.records import ScoredSentence

    return ScoredSentence(_sent(i, text), e, 0.0, e / 2, contradiction=0.95 if conflict else 0.0,
                          conflict=conflict, lexical=lexical, cosine=cosine)


def test_fitted_ranking_puts_a_conflicting_sentence_after_the_window():
    from gechat.selection import rank

    step = Step("S1", "Drug X increases survival.")
    paraphrase = _scored(0, "Survival rose with drug X.", 0.54)
    negated = _scored(1, "Drug X does not increase survival.", 0.05, conflict="negation", lexical=1.0, cosine=0.95)
    ranked = rank([negated, paraphrase], "fitted")
    assert ranked == [paraphrase, negated]  # inside the window by entailment, but a conflict check flags it
    c = choose(step, ranked, hops_used=1, threshold=0.5, top_k=2)
    assert c.entailed and c.best is paraphrase and c.contradicting is negated  # the documents disagree


def test_an_entailing_sentence_and_a_conflicting_one_dispute_the_step_whatever_ranks_first():
    step = Step("S1", "Drug X increases survival.")
    supports = _scored(0, "Patients on drug X survived longer.", 0.9, lexical=0.1, cosine=0.3)
    about = _scored(1, "Drug X and survival were the study's subject.", 0.45, lexical=1.0, cosine=0.9)
    negated = _scored(2, "Drug X does not increase survival.", 0.05, conflict="negation")
    c = choose(step, [about, supports, negated], hops_used=1, threshold=0.5, top_k=2)
    assert c.entailed and c.best is supports and c.contradicting is negated and c.more_entailing() is None


def test_the_entailing_sentence_is_always_among_the_alternatives():
    step = Step("S1", "Drug X increases survival.")
    first = _scored(0, "Drug X and survival were the study's subject.", 0.45)
    others = [_scored(i, f"Other sentence {i} about drug X.", 0.3) for i in range(1, 5)]
    supports = _scored(9, "Patients on drug X survived longer.", 0.9)
    c = choose(step, [first, *others, supports], hops_used=1, threshold=0.5, top_k=2)
    assert not c.entailed and c.contradicting is None
    assert c.alternatives == (others[0], supports) and c.more_entailing() is supports
    assert choose(step, [first, *others, supports], hops_used=1, threshold=0.5, top_k=0).alternatives == ()


def test_a_sentence_missing_a_figure_is_shown_but_does_not_support() -> None:
    from gechat.records import ScoredSentence

    def scored(i: int, text: str, e: float, c: float, missing: str = "") -> ScoredSentence:
        return ScoredSentence(Sentence(f"s{i}", "d", i, text, 0, len(text)), e, 0.0, e / 2, contradiction=c,
                              neutral=1 - e - c, missing=missing)

    step = Step(id="S1", text="He was appointed Chef de Mission on 29 April 2014.")
    closest = scored(0, "Mark England has been appointed Team GB's Chef de Mission for Rio 2016.", 0.9, 0.05,
                     missing="the step gives 29 April 2014; the sentence states no such date")
    other = scored(1, "He was a deputy Chef de Mission at six Olympic Games.", 0.05, 0.9)
    choice = choose(step, [closest, other], hops_used=1, threshold=0.5, top_k=3)
    assert choice.best is closest and not choice.entailed and choice.contradicting is None


def test_a_step_whose_closest_sentence_lacks_its_figure_is_disputed_as_a_supported_one() -> None:
    from gechat.records import ScoredSentence

    def scored(i: int, text: str, e: float, c: float, **kw) -> ScoredSentence:
        return ScoredSentence(Sentence(f"s{i}", "d", i, text, 0, len(text)), e, 0.0, e / 2, contradiction=c,
                              neutral=1 - e - c, **kw)

    step = Step(id="S1", text="Mark England was appointed Chef de Mission on 29 April 2014.")
    closest = scored(0, "Mark England has been appointed Team GB's Chef de Mission.", 0.9, 0.05,
                     missing="the step gives 29 April 2014; the sentence states no such date")
    denied = scored(1, "Mark England was not appointed Chef de Mission.", 0.03, 0.96,
                    conflict="the sentence denies what the step states ('appointed')")
    other_date = scored(2, "He was a deputy Chef de Mission at London 2012.", 0.03, 0.96,
                        conflict="the step says 2014; the sentence says 2012")
    for order in ([closest, denied], [denied, closest]):
        choice = choose(step, order, hops_used=1, threshold=0.5, top_k=3)
        assert choice.contradicting is denied and choice.best is denied and not choice.entailed
    choice = choose(step, [closest, other_date], hops_used=1, threshold=0.5, top_k=3)
    assert choice.best is closest and choice.contradicting is None and not choice.entailed
