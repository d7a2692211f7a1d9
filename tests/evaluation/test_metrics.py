"""Each metric on small hand-computed cases."""

from __future__ import annotations

import pytest

from gechat.evaluation import metrics


def test_eq4_length_factor_punishes_long_evidence():
    # gold 10 words, generated 40 words, cos 0.8 -> 0.8 * 10/40 = 0.2
    assert metrics.eq4(0.8, 10, 40) == pytest.approx(0.2)
    # generated shorter than gold: factor capped at 1
    assert metrics.eq4(0.8, 10, 5) == pytest.approx(0.8)
    assert metrics.eq4(0.9, 10, 0) == 0.0


def test_eq4_best_takes_the_closest_alternative():
    # alt 1: 0.5 * min(1, 20/10) = 0.5; alt 2: 0.9 * 5/10 = 0.45
    assert metrics.eq4_best([0.5, 0.9], [20, 5], 10) == pytest.approx(0.5)
    assert metrics.eq4_best([], [], 10) == 0.0


def test_hit_recall_mrr_on_sentence_rankings():
    gold = [{3, 7}, {9}]
    ranking = [[1], [7], [9], [3]]
    assert metrics.hit_at_1(ranking, gold) == 0.0
    assert metrics.reciprocal_rank(ranking, gold) == pytest.approx(0.5)
    # top-1 {1}: nothing; top-2 {1,7}: set A half found; top-3 adds 9: set B fully found
    assert metrics.recall_at_k(ranking, gold, 1) == 0.0
    assert metrics.recall_at_k(ranking, gold, 2) == pytest.approx(0.5)
    assert metrics.recall_at_k(ranking, gold, 3) == pytest.approx(1.0)
    assert metrics.reciprocal_rank([[1], [2]], gold) == 0.0
    with pytest.raises(ValueError):
        metrics.recall_at_k(ranking, gold, 0)


def test_chunk_groups_count_every_sentence_at_their_rank():
    gold = [{4}]
    ranking = [[2, 3, 4, 5], [6, 7]]
    assert metrics.hit_at_1(ranking, gold) == 1.0
    assert metrics.reciprocal_rank(ranking, gold) == 1.0
    assert metrics.hit_at_1([], gold) == 0.0


def test_span_overlap_char_f1_and_iou():
    # predicted [0,10) and [20,30); gold [5,25): overlap 5 + 5 = 10
    ov = metrics.span_overlap([(0, 10), (20, 30)], (5, 25))
    assert ov["precision"] == pytest.approx(10 / 20)
    assert ov["recall"] == pytest.approx(10 / 20)
    assert ov["f1"] == pytest.approx(0.5)
    assert ov["iou"] == pytest.approx(10 / 30)
    # overlapping predicted intervals are merged before counting
    assert metrics.span_overlap([(0, 10), (5, 10)], (0, 10))["f1"] == pytest.approx(1.0)
    best = metrics.best_span_overlap([(0, 10)], [(50, 60), (0, 20)])
    assert best["recall"] == pytest.approx(0.5) and best["precision"] == pytest.approx(1.0)


def test_page_hit():
    assert metrics.page_hit([3, 4], {4}) == 1.0
    assert metrics.page_hit([3], {4, 5}) == 0.0


def test_auroc_of_support_scores():
    # unsupported claims should get lower support scores
    scores = [0.9, 0.8, 0.3, 0.1]
    unsupported = [False, False, True, True]
    assert metrics.auroc_unsupported(scores, unsupported) == pytest.approx(1.0)
    # one inversion out of 4 pairs, one tie: (2 + 0.5 + 0 ... ) hand count
    scores = [0.5, 0.2, 0.5, 0.1]  # supported 0.5, 0.2; unsupported 0.5, 0.1
    # pairs (unsupp, supp): (0.5,0.5)=0.5 (0.5,0.2)=0 (0.1,0.5)=1 (0.1,0.2)=1 -> 2.5/4
    assert metrics.auroc_unsupported(scores, [False, False, True, True]) == pytest.approx(0.625)
    assert metrics.auroc_unsupported([0.1, 0.2], [False, False]) is None


def test_flag_precision_recall():
    flags = [True, True, False, False, True]
    unsupported = [True, False, True, False, True]
    pr = metrics.flag_precision_recall(flags, unsupported)
    assert pr["precision"] == pytest.approx(2 / 3)
    assert pr["recall"] == pytest.approx(2 / 3)
    assert metrics.flag_precision_recall([False], [False])["precision"] is None


def test_mean_ignores_missing():
    assert metrics.mean([1.0, None, 0.0]) == pytest.approx(0.5)
    assert metrics.mean([None]) is None
