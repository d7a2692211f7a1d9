"""Chemical formulas and the names they stand for, written for the model as the sentence writes them.

A report names a pollutant one way ("Nitrogen dioxide levels on Carver Street fell by 22 percent") and a step the
other ("NO2 concentrations on Carver Street declined"): the small NLI model reads the two as different things (0.11
entailed; 0.60 once the step says "nitrogen dioxide"). :func:`as_sentence_writes` writes the step's formula as the
sentence's name, or its name as the sentence's formula, where the sentence uses only the other. Only formulas that
are no common word or initials ("CO" is also a company, "O2" a brand) are read, and a name capitalised inside a
sentence is a proper name's word ("Kelby Methane Services", "Ozone Park"), not the substance.
"""

from __future__ import annotations

import re

#: formula -> the names it is written as
NAMES = {
    "NO2": ("nitrogen dioxide",), "NOx": ("nitrogen oxides",), "SO2": ("sulphur dioxide", "sulfur dioxide"),
    "CO2": ("carbon dioxide",), "CH4": ("methane",), "N2O": ("nitrous oxide",), "O3": ("ozone",),
    "NH3": ("ammonia",), "H2S": ("hydrogen sulphide", "hydrogen sulfide"),
}


def _found(word: str, text: str, formula: bool) -> re.Match | None:
    flags = 0 if formula else re.IGNORECASE
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, flags)


def as_sentence_writes(premise: str, hypothesis: str) -> str:
    """``hypothesis`` with each formula written as ``premise``'s name for it, and each name as ``premise``'s formula,
    where ``premise`` writes only the other."""
    for formula, names in NAMES.items():
        said_formula = _found(formula, premise, True)
        said_name = next((m for n in names if (m := _found(n, premise, False))
                          and (m.start() == 0 or m.group(0)[0].islower())), None)  # not "Kelby Methane Services"
        if said_name and not said_formula and (m := _found(formula, hypothesis, True)):
            name = said_name.group(0).lower()
            name = name[0].upper() + name[1:] if m.start() == 0 else name
            hypothesis = hypothesis[:m.start()] + name + hypothesis[m.end():]
        elif said_formula and not said_name:
            for n in names:
                if (m := _found(n, hypothesis, False)) and (m.start() == 0 or m.group(0)[0].islower()):
                    hypothesis = hypothesis[:m.start()] + formula + hypothesis[m.end():]
                    break
    return hypothesis
