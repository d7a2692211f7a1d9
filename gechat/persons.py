"""Who a question asks for by an office, and whether a sentence names a person.

"Who was the first President of the United States?" asks for a person's name: a sentence that says "signed into law
by the President" names the office, and "the E-Government Act", "Public Law 107-347" and "Congress" name a law and an
institution. :data:`PERSON_Q` reads such a question (from its wh-word), :func:`person_named` a sentence. Read by
:func:`gechat.values.holds_type`.
"""

from __future__ import annotations

import re

#: offices whose holder a question asks for by name: "Who was the first President of the United States?", "Which US
#: president signed …?", "Who was Secretary of Commerce when …?"
_OFFICES = ("president|king|queen|emperor|empress|tsar|pope|secretary|minister|chancellor|chairman|chairwoman|"
            "chairperson|governor|senator|mayor|director|ceo")
#: callings whose worker a who-question asks for by name ("Who was the author of …?"); after "which" a calling is left
#: untyped ("Which Russian composer wrote the 1812 Overture?": a novel's "Russian Moscow" reads as a name)
_CALLINGS = "founder|inventor|author|writer|novelist|poet|painter|composer|scientist"
#: a question that asks which person held an office or did a calling's work (read on the question from its wh-word);
#: the group ``office`` is the office or calling asked about
PERSON_Q = re.compile(rf"(?:who|whom)\s+(?:is|was|were|are|had been)\s+(?:the\s+)?(?:[\w.'’-]+\s+){{0,3}}?"
                      rf"(?P<office>{_OFFICES}|{_CALLINGS})s?\b|which\s+(?:[\w.-]+\s+)?(?P<which>{_OFFICES})s?\b")
_OFFICE_WORD = re.compile(rf"\b(?:{_OFFICES})\b", re.IGNORECASE)


def office(question: str) -> str:
    """The office or calling ``question`` (lower case, from its wh-word) asks the holder of, or ""."""
    m = PERSON_Q.match(question)
    return (m.group("office") or m.group("which")) if m else ""


#: a person's name as texts write it: a title and a name ("Mr. Darcy", "Secretary Evans"), or two capitalised words
#: or more, initials or a particle between them ("Donald L. Evans", "Cameron F. Kerry", "Charles de Gaulle", "Ursula
#: von der Leyen", "Conor O'Brien", "António Guterres"); read at every word (a lookahead), so that a name inside a
#: longer run is found: "… and Technology Patrick D. Gallagher, …"
_UP, _LOW = "A-ZÀ-ÖØ-Þ", "a-zß-öø-ÿ"
_WORD = rf"[{_UP}](?:[{_LOW}]+(?:-[{_UP}][{_LOW}]+)?|['’][{_UP}][{_LOW}]+)"
_TITLED = ("Mr|Mrs|Ms|Miss|Dr|Sir|Lady|Lord|Madam|Prince|Princess|Count|Countess|Baron|General|Colonel|Captain|"
           "Secretary|President|Senator|Governor|Judge|Professor")
_PERSON = re.compile(rf"(?=\b((?P<title>{_TITLED})\.?\s+{_WORD}|{_WORD}(?:\s+[{_UP}]\.)*\s+"
                     rf"(?:(?:de|da|di|du|van|von|der|den|del|la|le)\s+)*{_WORD}))")
#: words that make a run of capitalised words an institution, a law, a place or a work, not a person: "Public Law",
#: "E-Government Act", "National Institute", "United States", "Computer Security Division"
_NOT_PERSONS = frozenset("""act acts law laws code codes congress office department institute agency administration
    commission court committee university company corporation bureau council service services government program
    programme publication publications standard standards technology national federal united states state house
    senate board trust fund association society foundation center centre division laboratory security information
    management system systems computer commerce processing special public street avenue road city county river
    project gutenberg ebook literary archive press printing army navy school schools church hospital bank group
    inc ltd llc plan rules rule handbook chapter section part title appendix table figure volume edition revision
    amendment treaty reform bill order new greater both hill camp capitol motor authority conduct market reserve
    square park hall bay lake mount port fort prime vice deputy acting under""".split())
#: the offices themselves: a run that holds one names an office, not its holder ("Prime Minister", "Under Secretary")
_OFFICE_WORDS = frozenset(_OFFICES.split("|"))


def person_named(text: str, asked: set[str] | frozenset[str], held: str = "") -> bool:
    """Does ``text`` name a person (:data:`_PERSON`) that is no institution, law or place (:data:`_NOT_PERSONS`),
    nor only words of ``asked`` (lower case: the question's own, titles, the calendar's names)? "signed into law by
    the President in December 2002" names no one "Who was the first President of the United States?" asks for;
    "Donald L. Evans, Secretary" does. With ``held``, the office asked about: a text that names offices must name
    that one ("Donald L. Evans, Secretary" names no President; "Patrick D. Gallagher, Under Secretary of Commerce for
    Standards and Technology and Director" names a director)."""
    offices = {w.lower() for w in _OFFICE_WORD.findall(text)}
    if held and offices and held not in offices:
        return False
    for m in _PERSON.finditer(text):
        words = [w.lower().rstrip(".") for w in re.findall(r"[^\W\d_][\w.'’-]*", m.group(1))]
        named = [w for w in words if len(w) > 1]
        own = words[1:] if m.group("title") else words  # a title's own word is an office ("President Obama")
        if named and not any(w in _NOT_PERSONS or w in _OFFICE_WORDS for w in own) and not set(named) <= asked:
            return True
    return False
