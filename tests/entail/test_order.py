"""The order of two events, turned round or kept in other words (`gechat.entail.order`)."""

from __future__ import annotations

import pytest

from gechat.entail.order import compare


@pytest.mark.parametrize(("premise", "step", "read"), [
    ("The storm arrived before the evacuation order was issued.", "The evacuation order was issued before the storm "
                                                                  "arrived.", "turned"),
    ("Following the inspection, the contract was signed.", "The contract was signed before the inspection.",
     "turned"),
    ("The plant was closed prior to the merger.", "The merger happened before the plant was closed.", "turned"),
    ("Witnesses said the suspect fled the building prior to the arrival of the first police unit.",
     "The first police units arrived before the suspect fled the building.", "turned"),
    ("The inspection was completed before the contract was signed.", "The contract was signed after the inspection "
                                                                     "was completed.", "kept"),
    ("Until the restoration of the east wing was finished, the museum was closed to visitors.",
     "The museum was closed to visitors before the restoration of the east wing was finished.", "kept"),
    ("The dam broke and the valley flooded.", "The valley flooded after the dam broke.", ""),  # a story's order
    ("The child was named after her grandmother, who died in 2001.", "Her grandmother died after the child was "
                                                                     "named.", ""),  # no event after "named"
    ("The defendant appealed after the verdict was announced.", "The verdict was announced before the defendant "
                                                                "appeared.", ""),  # "appealed" is not "appeared"
    ("Some patients improved before the drug was stopped.", "The drug was stopped after all patients improved.",
     ""),  # "some" is not "all"
    ("The inspection was completed before the contract was signed.", "The inspection was completed before the "
                                                                     "contract was signed.", ""),  # the same words
    ("Duke William returned from his conquest of England to attend the consecration in 1067.",
     "Duke William conquered England before attending the consecration.", ""),  # no "and": the order may be said
])
def test_the_order_of_two_events(check, premise, step, read):
    assert compare(premise, step, check.parse) == read
    assert bool(check(premise, step)) == (read == "turned")
    assert check.restates(premise, step) == (read == "kept")


def test_a_denial_is_never_restated(check):
    premise = "Neither Patel nor Singh had ever thrown a baseball before beating 37,000 competitors."
    assert not check.restates(premise, "Singh had thrown a baseball before beating 37,000 competitors.")
