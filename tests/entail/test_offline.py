"""The shipped offline NLI model and the other entailers, on small clear cases."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from gechat.embed import Embedder
from gechat.entail import (
    Calibration,
    CombinedEntailer,
    ContentOverlapEntailer,
    CosineEntailer,
    LLMJudgeEntailer,
    OfflineNLIEntailer,
    make_entailer,
    verify_weights,
)
from gechat.entail.hf import HFNLIEntailer, entailment_index
from gechat.text import content_stems as content_words, stem
from gechat.entail.offline import MANIFEST, WEIGHTS_DIR, read_manifest
from gechat.errors import InvalidJSONError, ModelNotFoundError
from gechat.llm.scripted import ScriptedLLM
from gechat.settings import Settings

ENTAIL = [
    ("A man is playing a guitar on stage in front of a large crowd.", "A man is playing an instrument."),
    ("Maria Lopez reports to David Chen, the head of engineering.", "Maria Lopez reports to David Chen."),
    ("The company was founded in 1998 by two engineers in Berlin.", "The company was founded in Berlin."),
]
CONTRADICT = [
    ("A man is playing a guitar on stage in front of a large crowd.", "Nobody is playing any music."),
    ("The company was founded in 1998 by two engineers in Berlin.", "The company was founded in 2015."),
    ("A woman is sleeping in her bed at night.", "A woman is running a marathon."),
]
# The model follows the SNLI convention: an unrelated hypothesis may come out as
# "contradiction" as well as "neutral"; either way it must not be entailment.
UNRELATED = [
    ("A man is playing a guitar on stage in front of a large crowd.", "The recipe needs two cups of sugar."),
    ("The company was founded in 1998 by two engineers in Berlin.", "Penguins cannot fly."),
]


@pytest.fixture(scope="module")
def nli() -> OfflineNLIEntailer:
    model = OfflineNLIEntailer()
    model.warm_up()
    return model


def test_shipped_weights_have_a_verified_manifest() -> None:
    manifest = verify_weights(WEIGHTS_DIR)
    assert {"model.safetensors", "config.json", "tokenizer.json"} <= set(manifest)
    assert all(len(d) == 64 for d in manifest.values())
    size = sum((WEIGHTS_DIR / n).stat().st_size for n in manifest)
    assert size <= 50 * 1024 * 1024


def test_entailment_pairs_score_high(nli: OfflineNLIEntailer) -> None:
    scores = nli.score([p for p, _ in ENTAIL], [h for _, h in ENTAIL])
    # more than half the probability on entailment (stage 7 gives the Berlin pair 0.92, stage 6 gave 0.44; argmax below)
    assert all(s > 0.5 for s in scores), scores
    assert nli.pairs_scored == len(ENTAIL)


def test_contradiction_and_unrelated_pairs_score_low(nli: OfflineNLIEntailer) -> None:
    pairs = CONTRADICT + UNRELATED
    scores = nli.score([p for p, _ in pairs], [h for _, h in pairs])
    assert all(s < 0.3 for s in scores), scores


def test_three_way_argmax(nli: OfflineNLIEntailer) -> None:
    pairs = ENTAIL + CONTRADICT + UNRELATED
    probs = nli.probabilities([p for p, _ in pairs], [h for _, h in pairs])
    argmax = [max(p, key=p.get) for p in probs]
    assert argmax[: len(ENTAIL)] == ["entailment"] * len(ENTAIL)
    assert argmax[len(ENTAIL) : len(ENTAIL) + len(CONTRADICT)] == ["contradiction"] * len(CONTRADICT)
    assert all(a in {"neutral", "contradiction"} for a in argmax[len(ENTAIL) + len(CONTRADICT) :])
    for p in probs:
        assert set(p) == {"entailment", "neutral", "contradiction"}
        assert sum(p.values()) == pytest.approx(1.0, abs=1e-4)


def test_order_and_batching_do_not_change_scores(nli: OfflineNLIEntailer) -> None:
    pairs = ENTAIL + CONTRADICT
    prem, hyp = [p for p, _ in pairs], [h for _, h in pairs]
    together = nli.score(prem, hyp)
    one_by_one = [nli.score([p], [h])[0] for p, h in pairs]
    assert together == pytest.approx(one_by_one, abs=1e-4)


def test_identity_and_kind(nli: OfflineNLIEntailer) -> None:
    assert nli.kind == "nli"
    assert "NLI" in nli.name and "offline" in nli.name
    assert nli.score([], []) == []
    with pytest.raises(ValueError):
        nli.score(["a"], [])


def test_checksum_mismatch_raises(tmp_path: Path) -> None:
    copy = tmp_path / "weights"
    shutil.copytree(WEIGHTS_DIR, copy)
    config = copy / "config.json"
    config.write_text(config.read_text() + "\n")
    with pytest.raises(ModelNotFoundError, match="checksum"):
        OfflineNLIEntailer(copy).warm_up()


def test_missing_manifest_or_file_raises(tmp_path: Path) -> None:
    copy = tmp_path / "weights"
    shutil.copytree(WEIGHTS_DIR, copy)
    (copy / "tokenizer.json").unlink()
    with pytest.raises(ModelNotFoundError, match="missing"):
        verify_weights(copy)
    (copy / MANIFEST).unlink()
    with pytest.raises(ModelNotFoundError):
        read_manifest(copy)


def test_content_overlap() -> None:
    lex = ContentOverlapEntailer()
    assert lex.kind == "similarity"
    assert stem("reported") == stem("reports") == "report"
    assert "the" not in content_words("The cat sat")
    full, half, none = lex.score(
        ["Anna reported the results to the board.", "Anna reported the results.", "The weather was sunny."],
        ["Anna reports results to the board", "Anna presented budgets", "Anna reports results"],
    )
    assert full == 1.0
    assert half == pytest.approx(1 / 3)
    assert none == 0.0
    assert lex.score(["anything"], ["the of and"]) == [0.0]


def test_cosine_entailer_ranks_related_above_unrelated() -> None:
    cos = CosineEntailer(Embedder())
    related, unrelated, same = cos.score(
        ["A man is playing a guitar on stage.", "A man is playing a guitar on stage.", "Prices rose sharply."],
        ["Someone performs music.", "The tax form is due in April.", "Prices rose sharply."],
    )
    assert cos.kind == "similarity"
    assert related > unrelated
    assert same == pytest.approx(1.0, abs=1e-3)
    assert all(0.0 <= s <= 1.0 for s in (related, unrelated, same))


class _Constant(ContentOverlapEntailer):
    """A real Entailer with fixed scores, for the combination arithmetic."""

    def __init__(self, value: float, kind: str) -> None:
        super().__init__()
        self.value, self.kind, self.name = value, kind, f"const-{kind}"

    def _score(self, premises, hypotheses):
        return [self.value] * len(premises)


def test_combination_is_logistic_and_kind_follows_components() -> None:
    calib = Calibration(weights=(2.0, 1.0), bias=-1.0, fitted_on="test")
    comb = CombinedEntailer([_Constant(0.5, "nli"), _Constant(1.0, "similarity")], calib, logit_inputs=[True, False])
    assert comb.kind == "nli"
    # logit(0.5) = 0 -> sigmoid(-1 + 0 + 1) = 0.5
    assert comb.score(["p"], ["h"]) == [pytest.approx(0.5)]
    sim_only = CombinedEntailer([_Constant(0.2, "similarity"), _Constant(0.9, "similarity")], calib)
    assert sim_only.kind == "similarity"
    with pytest.raises(ValueError):
        CombinedEntailer([_Constant(0.2, "nli")], calib)


def test_llm_judge_maps_labels_to_entailment_probability() -> None:
    llm = ScriptedLLM(
        [
            {"label": "entailment", "confidence": 0.9},
            {"label": "contradiction", "confidence": 0.8},
            {"label": "neutral", "confidence": 1.0},
            {"label": "maybe", "confidence": 0.5},
            InvalidJSONError("not json"),
        ]
    )
    judge = LLMJudgeEntailer(llm)
    scores = judge.score(["p1", "p2", "p3", "p4", "p5"], ["h1", "h2", "h3", "h4", "h5"])
    assert scores == pytest.approx([0.9, 0.1, 0.0, 0.0, 0.0])
    assert judge.failures == 2
    assert judge.kind == "nli"
    assert "PREMISE: p1" in llm.prompts[0][-1]["content"]
    assert llm.schemas[0]["properties"]["label"]["enum"] == ["entailment", "neutral", "contradiction"]


def test_factory_builds_each_backend() -> None:
    offline = make_entailer(Settings())
    assert offline.kind == "nli" and "offline" in offline.name
    assert isinstance(offline, CombinedEntailer)  # the calibrated NLI + overlap default (see factory)
    (p_ent, p_unrel) = offline.score([ENTAIL[0][0], UNRELATED[0][0]], [ENTAIL[0][1], UNRELATED[0][1]])
    assert p_ent > 0.5 > p_unrel
    hf = make_entailer(Settings(entailer="hf", hf_nli_model="org/some-nli"))
    assert isinstance(hf, HFNLIEntailer) and hf.model_name == "org/some-nli"
    judge = make_entailer(Settings(entailer="llm"), llm=ScriptedLLM([]))
    assert isinstance(judge, LLMJudgeEntailer)


def test_hf_entailer_without_model_raises_model_not_found(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(ModelNotFoundError):
        HFNLIEntailer(str(tmp_path / "no-such-model")).warm_up()
    assert entailment_index({0: "CONTRADICTION", 1: "NEUTRAL", 2: "ENTAILMENT"}) == 2
    with pytest.raises(ModelNotFoundError):
        entailment_index({0: "LABEL_0", 1: "LABEL_1"})


class _Judging(ContentOverlapEntailer):
    """A real Entailer whose three readings are fixed, standing for the NLI model of a combination."""

    def __init__(self, entailment: float, contradiction: float = 0.0) -> None:
        super().__init__()
        self.kind, self.name = "nli", "fixed-nli"
        self.e, self.c = entailment, contradiction

    def _judge(self, premises, hypotheses):
        from gechat.entail.base import judgment

        return [judgment(self.e, self.c) for _ in premises]


def test_a_combination_cannot_support_what_its_model_reads_as_beyond_the_sentence() -> None:
    from gechat.entail.combined import MODEL_ENTAILMENT_FLOOR

    calib = Calibration(weights=(0.0, 10.0), bias=-2.0, fitted_on="test")  # overlap alone decides the score
    pair = (["The museum lent two paintings to a gallery in Oslo."], ["The museum's paintings were stolen in Oslo."])
    doubted, = CombinedEntailer([_Judging(MODEL_ENTAILMENT_FLOOR / 2), ContentOverlapEntailer()], calib,
                                logit_inputs=[True, False]).judge(*pair)
    read, = CombinedEntailer([_Judging(MODEL_ENTAILMENT_FLOOR * 2), ContentOverlapEntailer()], calib,
                             logit_inputs=[True, False]).judge(*pair)
    assert doubted.entailment == pytest.approx(read.entailment) and doubted.entailment > 0.5  # the same reading
    assert "saying more than the sentence" in doubted.missing and read.missing == ""


def test_the_shipped_judge_reads_a_new_predicate_over_shared_words_as_no_support() -> None:
    judge = make_entailer(Settings())
    new, restated = judge.judge(
        ["The senator introduced a bill on water quality last spring."] * 2,
        ["The senator's bill on water quality was vetoed by the governor.", "The senator introduced a bill."])
    assert "saying more than the sentence" in new.missing and new.entailment > 0.5  # read as entailing by overlap
    assert restated.missing == "" and restated.entailment > 0.5
