"""The offline judge on the hand-written tables, per kind.

A hundred and sixty tables: tests/data/judge_pairs.jsonl (the unit test's), the earlier role-swap
cases, eval/nli/probe_pairs.jsonl (48 pairs written in session 11 before any
judge had read them, kinds as in the issue plus dropped modifiers and neutral pairs;
three faults it found were fixed then), and three tables written in session 22 before
that session changed the judge: ``probe_pairs_s22a`` (65 pairs) and ``probe_pairs_s22b``
(49) were read while the faults they showed were fixed, so they are no longer unseen;
``probe_pairs_s22c`` (50) was read only before and after the fixes, never while
making them. Session 23 wrote three more the same way: ``probe_pairs_s23`` (61, before
its changes) and ``probe_pairs_s23b`` (50, after the first of them) were read while
fixing; ``probe_pairs_s23c`` (40) at the end, where it showed one fault of that
session's new hedge reader, fixed then. Session 24 wrote ``probe_pairs_s24`` (50) before its changes, read
while fixing, and ``probe_pairs_s24b`` (40) after its first changes, read at the end (33/40), where
it showed faults that were then fixed. Session 25's two tables were written blind by a helper that had not read
the judge's code: ``probe_pairs_s25`` (60) before the session's changes, read while fixing, and
``probe_pairs_s25b`` (60) sealed until the session's end. Session 26 did the same: ``probe_pairs_s26`` (60, read
while fixing) and ``probe_pairs_s26b`` (60, sealed until the end); session 27 again: ``probe_pairs_s27`` (60, read
while fixing) and ``probe_pairs_s27b`` (60, sealed until the end); session 28 again: ``probe_pairs_s28`` (60, read
while fixing) and ``probe_pairs_s28b`` (60, sealed until the end); session 29 again: ``probe_pairs_s29`` (60, read
while fixing) and ``probe_pairs_s29b`` (60, sealed until the end); session 30 again, on sentences of
randomised-trial papers: ``probe_pairs_s30`` (60, read while fixing) and ``probe_pairs_s30b`` (60, sealed until the
end), and ``second_read_s30`` (100 adversarial pairs against that session's rules, read while fixing); session 38
``second_read_s38`` (45 adversarial pairs against its rules, read while fixing); session 39 ``second_read_s39`` (48
pairs on inverted denials and their look-alikes, written blind, read while fixing), ``probe_pairs_s39b`` (40 more,
sealed until that reading was frozen), ``probe_pairs_s39c`` (80 on a verb changed between the same participants,
read while fixing) and ``probe_pairs_s39d`` (40 on a process and its outcome, sealed until the end); session 40
``second_read_s40`` (60 on parallel clauses and steps that bind across them, written blind, read while fixing) and
``probe_pairs_s40b`` (40 on reports of several facts at once, sealed until the binding check was frozen),
``probe_pairs_s40c`` (72 on relations, ranks and the order of events, read while fixing) and ``probe_pairs_s40d``
(45 on the same kinds, sealed until those checks were frozen); session 41 ``probe_pairs_s41`` (60 on plans,
attempts, proposals, purposes and claims held as facts, written blind, read while fixing) and ``probe_pairs_s41b``
(45 on the same kinds, sealed until the first widening of the hedge reader was frozen), ``second_read_s41`` (80
adversarial pairs against those rules, read while fixing) and ``probe_pairs_s41c`` (45 more, sealed until the rules were
frozen); session 42 ``probe_pairs_s42`` (60 on sizes, past states and widened groups, written blind, read while
fixing), ``probe_pairs_s42b`` (45 on the same kinds, sealed until the first rules were frozen), ``second_read_s42``
(80 adversarial pairs against those rules, read while fixing) and ``probe_pairs_s42c`` (45 more, sealed until the
rules were frozen after the second read); ``probe_pairs_s42d`` (60 on a share in an act made the whole act, written
blind, read while fixing) and ``probe_pairs_s42e`` (45 on the same kind, sealed until its reading was frozen), and
``second_read_s42b`` (60 adversarial pairs against that reading, written after it was frozen and not tuned on in
session 42; its misses were mended in session 43); session 43 ``probe_pairs_s43`` (60 on how often, only and mostly,
part and whole, one of several, one side's view and date bounds, written blind, read while fixing),
``probe_pairs_s43b`` (45 on the same kinds, sealed until the first rules were frozen), ``second_read_s43`` and
``second_read_s43b`` (80 adversarial pairs each, read while fixing) and ``probe_pairs_s43c`` (50 more, sealed until the
rules were frozen after the second adversarial read); session 44 ``probe_pairs_s44`` (60 on what is still to come,
decided, ordered or asked for stated as done, written blind, read while fixing) and ``second_read_s44`` (70 adversarial
pairs against those rules, read while fixing), ``probe_pairs_s44b`` (50 on the same kinds and on "without", places
and figures moved between two things, sealed until the first rules were frozen) and ``probe_pairs_s44c`` (60 on the
issue's own kinds, numbers, dates, percentages, units, negation, antonyms, role swaps, paraphrases and co-occurrence,
sealed until the same freeze) and ``probe_pairs_s44d`` (64 more on the issue's kinds, with arithmetic a reader does,
sealed until the mends of those two were frozen) and ``probe_pairs_s44e`` (56 more on the issue's kinds, sealed until
the session's last mends of the judge were frozen); session 45 ``probe_pairs_s45``, ``probe_pairs_s45b`` and
``probe_pairs_s45c`` (81, 72 and 72 on the issue's kinds told in other words on the two sides, role swaps in many
constructions, and the language of long documents, written blind, read while fixing), ``second_read_s45`` (80
adversarial pairs against the session's rules described in words) and ``second_read_s45b`` (104 pairs a code
reviewer of the session's diff found the judge getting wrong), and ``probe_pairs_s45d`` and ``probe_pairs_s45e`` (64
each on the issue's kinds, sealed from the session's start until its rules were frozen); session 46
``probe_pairs_s46``, ``probe_pairs_s46b`` and ``probe_pairs_s46c`` (80, 64 and 64 on the model's weak spots, role swaps
told in other constructions, and antonyms and denials told in other words, written blind, read while fixing),
``second_read_s46`` and ``second_read_s46b`` (58 and 46 pairs two reviewers of the session's code found the judge
getting wrong), and ``probe_pairs_s46d`` and ``probe_pairs_s46e`` (64 each on the issue's kinds, each contradiction
inside a paraphrase, sealed from the session's start until its rules were frozen); session 47 ``probe_pairs_s47``,
``probe_pairs_s47b`` and ``probe_pairs_s47c`` (80, 64 and 64 on the small model's weak spots, the language of contracts,
policies and leaflets, and neutral traps that share a sentence's words, written blind, read while fixing),
``second_read_s47``, ``second_read_s47b`` and ``second_read_s47c`` (232, 205 and 244 pairs three adversarial reviewers of
the session's code found the judge getting wrong, most of them wrong before the session too), and ``probe_pairs_s47d``
and ``probe_pairs_s47e`` (64 each on the issue's kinds in the language of uploaded documents and of reports, sealed from
the session's start until its rules were frozen); session 49 ``probe_pairs_s49`` (64 on shares in words, counts a share of a
whole gives, gapped clauses, fractions of units, figures bound to labels and periods, denials in other words and
neutral traps, written blind, read while fixing) and ``probe_pairs_s49b`` (48 on the same kinds, sealed until the
session's first rules were frozen, then read while fixing), and ``second_read_s49`` (110 adversarial pairs a reviewer
wrote against the session's readings, read while fixing); session 50 ``probe_pairs_s50`` (64 on opposite acts told in
other voices or orders, antonym traps, participants swapped for another of one kind and plain paraphrases, written blind,
read while fixing), ``probe_pairs_s50b`` (48 on the same kinds, sealed until the session's rules were frozen, then read
while fixing) and ``second_read_s50`` (112 adversarial pairs a reviewer wrote against the session's readings, read
while fixing); session 51 ``probe_pairs_s51`` (72 on "never" claims, opposite acts at two moments, later stages of a
process, hedges and conditions, relations told from either side and plain paraphrases, written blind, read while
fixing), ``probe_pairs_s51b`` (60 on the same kinds, sealed until the session's rules were frozen) and
``second_read_s51`` (136 adversarial pairs a reviewer wrote against the session's readings, read while fixing); session
52 ``probe_pairs_s52`` (72 on contest outcomes, succession and order, relations told from either side, denials and
reports, quantifier scope and steps from documents, written blind, read while fixing), ``probe_pairs_s52b`` (60 on the
same kinds, sealed until the session's first rules were frozen, then read while fixing) and ``second_read_s52`` (137
adversarial pairs a reviewer wrote against the session's readings, read while fixing); session 53
``probe_pairs_s53`` (72 on places, kinship and ties, titles and offices, approximate figures and ranges, the direction
of findings and steps from workplace documents, written blind, read while fixing), ``probe_pairs_s53b`` (60 on the
same kinds, sealed until the session's first rules were frozen, then read while fixing) and ``second_read_s53`` (136
adversarial pairs a reviewer wrote against the session's readings, read while fixing); session 54 ``probe_pairs_s54``
(72 on exceptions and exemptions, eligibility thresholds, instructions and dosing, alternatives and replacements, plans
and counterfactuals, ownership and structure, durations and ages and trial group comparisons, written blind, read while
fixing), ``probe_pairs_s54b`` (60 on the same kinds, sealed until the session's first rules were frozen, then read
while fixing) and ``second_read_s54`` (144 adversarial pairs a reviewer wrote against the session's readings, read
while fixing); session 55 ``probe_pairs_s55`` (72 on financial results, conditions and requirements, causes and
effects, sequence and timing, software and specifications, membership and lists, quotes and attribution and status
changes, written blind, read while fixing), ``probe_pairs_s55b`` (60 on the same kinds, sealed until the session's first
rules were frozen, then read while fixing) and ``second_read_s55`` (128 adversarial pairs a reviewer wrote against the
session's readings, read while fixing); session 56 ``probe_pairs_s56`` (72 on definitions and categories, biography
facts, contract terms, survey and poll results, processes and mechanisms, schedules and timetables, geography and
population and attributes of several things, written blind, read while fixing), ``probe_pairs_s56b`` (64 on the same
kinds, sealed until the session's first rules were frozen, then read while fixing) and ``second_read_s56`` (144
adversarial pairs a reviewer wrote against the session's readings, read while fixing); session 57 ``probe_pairs_s57``
(72 on sports results, court and legal outcomes, weather and climate, product recalls, elections and votes, opening
hours and services, education and admissions, and science measurements, written blind, read while fixing) and
``probe_pairs_s57b`` (64 on the same kinds, sealed until the session's first rules were frozen, then read while fixing)
and ``second_read_s57`` (162 adversarial pairs a reviewer wrote against the session's readings, read while fixing);
session 58 ``probe_pairs_s58`` (72 on earnings, transport disruption, biographies, property, employment, energy,
patient records and the arts, written blind, read while fixing) and ``probe_pairs_s58b`` (64 on the same kinds,
sealed until the session's first rules were frozen, then read while fixing); session 59 ``probe_pairs_s59`` (64 on
agriculture, insurance claims, software releases, shipping, public health, sports transfers, local planning and
museums, written blind and measured in session 59, then read while fixing in session 60); session 60
``probe_pairs_s60`` (64 on airlines, banking and loans, pollution, retail prices and offers, telecoms, film and music
charts, research funding, and courts and fines, written blind, sealed until the session's first rules were frozen,
then read while fixing) and ``probe_pairs_s60b`` (64 on hospital waiting times, elections, construction, tourism,
harvests, mergers and leadership, school exams and transport fares, written blind at the session's end and read only
to be measured); session 61 ``probe_pairs_s61`` (64 on food safety, drug labels, archaeology, space missions, wildlife
counts, utility tariffs, charity and manufacturing, written blind, sealed until the session's first rules were frozen,
then read while fixing), ``second_read_s61`` and ``second_read_s61b`` (144 and 136 adversarial pairs two reviewers wrote
against the session's readings, read while fixing) and ``probe_pairs_s61b`` (64 on fisheries, municipal budgets,
streaming, labour disputes, reservoirs, publishing and libraries, vehicle sales and universities, written blind at the
session's start, sealed and measured unchanged at its first and second freezes, then read for its false greens);
session 62 ``probe_pairs_s62`` (64 on mining, crime figures, rents, trials, cyber incidents, restaurant inspections,
engineering works and votes, written blind and read while fixing), ``second_read_s62`` and ``second_read_s62b`` (136
and 139 adversarial pairs two reviewers wrote against the session's first readings, read while fixing) and
``probe_pairs_s62b`` (64 on pensions, league tables, visas, fire services, tickets, expeditions, hospital staffing and
vineyards, written blind at the session's start, sealed and measured unchanged at the session's freeze, then read for
its false greens); session 63 ``probe_pairs_s63`` (64 on road safety, ports and cargo, dairy and livestock, zoos,
literary prizes, stock market listings, mountain rescue and air quality, written blind and read while fixing),
``second_read_s63`` (123 adversarial pairs a reviewer wrote against the session's first readings, read while fixing)
and ``probe_pairs_s63b`` (64 on the coffee and cocoa trade, school inspections, social media moderation, athletics
records, dentistry and GP services, festivals, cycling and consumer complaints, written blind at the session's start,
sealed and measured unchanged at both freezes, then read for its false greens); session 64 ``probe_pairs_s64`` (64 on
beekeeping, postal services, brewing and distilling, tennis, seismology, forestry, ambulance services and textiles,
written blind and read while fixing) and ``second_read_s64`` (174 adversarial pairs a reviewer wrote against the
session's first readings, read while fixing) and ``probe_pairs_s64b`` (64 on beekeeping, change ringing, chess ratings,
probate records, maple syrup, stained glass, seismic monitoring and dendrochronology, written blind at the session's
start, sealed and measured at its freeze, then read for its false greens); session 65 ``probe_pairs_s65`` (64 on
antiques and auctions, animal shelters, blood and organ donation, cemeteries, defence procurement, lifts, gambling and
language learning, written blind and read while fixing), ``second_read_s65`` and ``second_read_s65b`` (179 and 150
adversarial pairs two reviewers wrote against the session's first and mended readings, read while fixing) and
``probe_pairs_s65b`` (64 on naval defence procurement,
coin auctions, organ donation, patents, translation services, veterinary clinics, video games and weddings, written
blind at the session's start by a second helper, sealed and measured at its freeze); session 66 ``probe_pairs_s66``
(64 on waste collection, bereavement services, street lighting, thatching, pottery, instrument making, pipeline
testing and weights and measures, written blind and read while fixing), ``second_read_s66`` and ``second_read_s66b``
(63 and 55 adversarial pairs two reviewers wrote against the session's first readings, read while fixing) and
``probe_pairs_s66b`` (64 on genomics, battery testing, auctions, patents, ski reports, allotments, cemeteries and
animal control, written blind at the session's start by a second helper, sealed and measured at its freeze); session 67
``probe_pairs_s67`` (64 on winter gritting, adult social care, flood risk and drainage, fostering and adoption,
hospital infection control, maternity services, workplace safety and apprenticeships, written blind and read while
fixing), ``second_read_s67`` and ``second_read_s67b`` (57 and 61 adversarial pairs two reviewers wrote against the
session's frozen readings, read while fixing), ``probe_pairs_s67b`` (64 on business insolvencies, toy sales, rare
disease registries, time use surveys, the cut flower trade, labour productivity, hearing loss research and cosmetics
exports) and ``probe_pairs_s67c`` (64 on childcare, parking enforcement, coastal erosion, leisure centres, freedom of
information requests, volunteering, taxi licensing and glacier mass balance), both written blind at the session's start
by two more helpers, sealed and measured at its freeze; session 68 ``probe_pairs_s68`` (64 on broadband roll-out, bus
networks, canal restoration, coroners, electric vehicle charging, ferries, horse racing and libraries) and
``probe_pairs_s68b`` (64 on nuclear decommissioning, offshore wind auctions, opera touring, pharmacies, prisons, sheep
farming, toll bridges and zero-hours work), both written blind by two helpers during that session, arriving too late to
be used for fixing, measured at its start and end and registered in session 69; session 69 ``second_read_s69`` (72
pairs a reviewer wrote against that session's readings from their descriptions) and ``probe_pairs_s69b`` and ``probe_pairs_s69c``
(64 each, written blind during the session by two helpers, sealed until its end); session 70 ``second_read_s70`` (78 pairs a
reviewer wrote against that session's readings from their descriptions), ``probe_pairs_s70`` and ``probe_pairs_s70b``
(64 each, written blind the same way); session 71 ``second_read_s71`` (70 pairs a
reviewer wrote against that session's readings from their descriptions), ``probe_pairs_s71`` and ``probe_pairs_s71b``
(64 each, written blind the same way); session 72 ``probe_pairs_s72`` and ``probe_pairs_s72b`` (64 each, written blind
the same way) and ``second_read_s72`` (70 pairs a reviewer wrote against that session's readings); session 73
``probe_pairs_s73`` and ``probe_pairs_s73b`` (64 each, written blind the same way) and ``second_read_s73`` (70 pairs a
reviewer wrote against that session's readings); session 74 ``probe_pairs_s74`` and ``probe_pairs_s74b`` (64 each,
written blind the same way) and ``second_read_s74`` (70 pairs a reviewer wrote against that session's readings);
session 75 ``probe_pairs_s75`` and ``probe_pairs_s75b`` (64 each, written blind the same way) and ``second_read_s75``
(70 pairs a reviewer wrote against that session's readings).

A pair is right when the judge reads it as the verdict stage does (see
tests/entail/test_judge_table.py): a contradiction when a conflict check fires
or contradiction >= the contradiction threshold; an entailment when entailment
>= the entailment threshold, nothing contradicts and the sentence states every
figure of the step (``Judgment.missing`` empty, as ``ScoredSentence.entails``
asks). Reported with and without the deterministic conflict checks (without them,
no figure is checked either).

    python eval/nli/judge_table.py --out eval/results/judge_table.md
    python eval/nli/judge_table.py --weights RUN_EXPORT   # an exported training run, not shipped
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from gechat.entail.factory import make_entailer, with_conflict_checks  # noqa: E402
from gechat.settings import Settings  # noqa: E402

TABLE = REPO / "tests" / "data" / "judge_pairs.jsonl"
#: written in an earlier session, before the conflict checks existed (never used for tuning them)
EARLIER = REPO / "eval" / "nli" / "role_swap_cases.jsonl"
#: written in session 11 before any judge read them; never used for tuning or training
PROBE = REPO / "eval" / "nli" / "probe_pairs.jsonl"
#: written in sessions 22 and 23 before the changes they measure: (file, title)
PROBES_S22 = (
    ("probe_pairs_s22a.jsonl", "probe pairs written in session 22, read while fixing the faults they showed"),
    ("probe_pairs_s22b.jsonl", "probe pairs written in session 22, read after the first fixes and while fixing"),
    ("probe_pairs_s22c.jsonl", "probe pairs written in session 22, read only before and after the fixes"),
    ("probe_pairs_s23.jsonl", "probe pairs written in session 23 before its changes (49/61 then), read while fixing"),
    ("probe_pairs_s23b.jsonl", "probe pairs written in session 23 after its first fixes (45/50 then), read while "
                               "fixing"),
    ("probe_pairs_s23c.jsonl", "probe pairs written in session 23 before its last fixes were measured, read at "
                               "the end (31/40 by the judge before the session, 33/40 on that first read; one "
                               "fault of the new hedge reader it showed was then fixed)"),
    ("probe_pairs_s24.jsonl", "probe pairs written in session 24 before its changes (40/50 then), read while fixing"),
    ("probe_pairs_s24b.jsonl", "probe pairs written in session 24 after its first changes, read at the end (31/40 "
                               "by the judge before the session, 33/40 on that first read; the faults it showed "
                               "were then fixed)"),
    ("probe_pairs_s25.jsonl", "probe pairs written blind in session 25 (by a helper that had not read the judge's "
                              "code) before its changes (35/60 then), read while fixing"),
    ("probe_pairs_s25b.jsonl", "probe pairs written blind in session 25 after its first changes, sealed until the "
                               "end of the session: 35/60 on that first read, as with the judge before the session; "
                               "the faults it showed were then fixed"),
    ("probe_pairs_s26.jsonl", "probe pairs written blind in session 26 before its changes (26/60 then), read while "
                              "fixing"),
    ("probe_pairs_s26b.jsonl", "probe pairs written blind in session 26 at its start, sealed until its end: 25/60 "
                               "with the judge before the session, 26/60 on the first read; general faults it "
                               "showed were then fixed (28/60 then; more in session 27)"),
    ("probe_pairs_s27.jsonl", "probe pairs written blind in session 27 before its changes (37/60 then), read while "
                              "fixing"),
    ("probe_pairs_s27b.jsonl", "probe pairs written blind in session 27 at its start, sealed until its end: 34/60 "
                               "with the judge before the session, 36/60 on the first read (false green badges 8 -> "
                               "4); one general fault it showed was then fixed ('At its peak in 1920, ...')"),
    ("probe_pairs_s28.jsonl", "probe pairs written blind in session 28 before its judge changes (28/60 then), with "
                              "new kinds (a pronoun's reference, quotations, part of a quote, arithmetic, two events "
                              "at one time); read while fixing"),
    ("probe_pairs_s28b.jsonl", "probe pairs written blind in session 28 at its start, sealed until its judge was "
                               "frozen: 23/60 with the judge before the session and 23/60 on the first read; five "
                               "general faults it showed were then fixed (24/60)"),
    ("probe_pairs_s29.jsonl", "probe pairs written blind in session 29 before its judge changes (32/60 then), with "
                              "new kinds (steps that compress a long sentence, list membership, scope, obligation, "
                              "definitions, dates relative to an event, 'the latter'); read while fixing"),
    ("probe_pairs_s29b.jsonl", "probe pairs written blind in session 29 at its start, sealed until its judge was "
                               "frozen: 27/60 with the judge before the session, 26/60 on the first read (false green "
                               "badges 13 -> 12); four general faults it showed were then fixed (29/60)"),
    ("probe_pairs_s30.jsonl", "probe pairs written blind in session 30 before its judge changes (22/60 then), on "
                              "sentences of randomised-trial papers (significance, direction, arms compared, numbers, "
                              "scope, hedging, design, adverse events, compression); read while fixing"),
    ("probe_pairs_s30b.jsonl", "probe pairs written blind in session 30 at its start on other trial papers, sealed "
                               "until its judge was frozen: 29/60 with the judge before the session, 30/60 on the "
                               "first read (false green badges 8 -> 7); three general faults it showed were then "
                               "mended (30/60, false green badges 6)"),
    ("second_read_s30.jsonl", "adversarial pairs written in session 30 by a helper against that session's new rules "
                              "(described to it in words), half of them meant to make the rules misfire: 43/100 "
                              "with the judge before the session, 56/100 with the rules' first version (false green "
                              "badges 19 -> 15); the faults it showed were then mended (66/100, false greens 9)"),
    ("second_read_s38.jsonl", "adversarial pairs written in session 38 by a helper against that session's new rules "
                              "(a 'not' that names a value, the doer of the clause that states a conflict, inverted "
                              "denials; described to it in words), half of them meant to make the rules misfire: "
                              "27/45 with the judge before the session (false green badges 9), 31/45 with the rules' "
                              "first version; the faults it showed were then mended (35/45, false greens 5)"),
    ("second_read_s39.jsonl", "pairs written in session 39 by a helper blind to the code on denials that open their "
                              "clause and invert it ('At no point did the company admit …') and look-alikes that "
                              "assert ('Not until 1990 did …', 'No sooner had …', a comparison); read while fixing: "
                              "23/48 with the judge before the session (false green badges 14), 36/48 with the first "
                              "version of the session's reading, 39/48 (false greens 3) after its mends and the "
                              "'seldom' / 'often' antonyms"),
    ("probe_pairs_s39b.jsonl", "pairs written blind in session 39 on the same kinds by another helper, sealed until "
                               "the inverted-denial reading was frozen: 16/40 with the judge before the session (false "
                               "green badges 8), 25/40 on its first read (false greens 4); four general faults it "
                               "showed were then mended (29/40)"),
    ("probe_pairs_s39c.jsonl", "pairs written blind in session 39: the step keeps the sentence's participants and "
                               "changes its verb (a later stage of a process, 'reviewed' / 'approved', or another act, "
                               "'praised' / 'interviewed'), or says it in other words ('sacked' / 'dismissed'); read "
                               "while widening the stages of a process: 44/80 before (false green badges 19), 54/80 "
                               "after (false greens 9), no paraphrase lost"),
    ("probe_pairs_s39d.jsonl", "pairs written blind in session 39 on a process and its outcome, sealed until the "
                               "stages were frozen: 21/40 with the judge before the session (false green badges 11), "
                               "24/40 on its first read (false greens 8), nothing lost; 25/40 after a second read "
                               "of the code added 'passed' to the outcomes of a deliberation; 26/40 in session 41 (a "
                               "proposal under study, 'the proposal to close', no longer supports its deed)"),
    ("second_read_s40.jsonl", "pairs written in session 40 by a helper blind to the code on sentences of parallel "
                              "clauses ('Alice works in Paris and Bob works in Berlin.') and steps that bind one "
                              "clause's participant to another clause's place, number, time or trend, beside "
                              "look-alikes that restate, compare or summarise the clauses correctly; read while "
                              "fixing: 25/60 with the judge before the session (false green badges 23), 46/60 (false "
                              "greens 2) with the binding check"),
    ("probe_pairs_s40b.jsonl", "pairs written blind in session 40 by another helper on reports of several facts at "
                               "once and a summariser's misattributions, sealed until the binding check was frozen: "
                               "9/40 with the judge before the session (false green badges 20), 14/40 on its first "
                               "read (false greens 14), 14/40 (13) now"),
    ("probe_pairs_s40c.jsonl", "pairs written blind in session 40 by a helper on a relational noun's two sides "
                               "('Helix Corp is the parent company of Brightline'), ranks ('the second largest', "
                               "'one of the largest') and the order of two events ('before', 'after', 'prior to'); "
                               "read while fixing: 27/72 with the judge before the session (false green badges 31), "
                               "59/72 (false greens 3) with the checks' first versions, 58/72 (4) after a second "
                               "read of the code made them more cautious"),
    ("probe_pairs_s40d.jsonl", "pairs written blind in session 40 by another helper on the same kinds in report "
                               "style, sealed until the checks were frozen: 18/45 with the judge before the session "
                               "(false green badges 19), 27/45 on its first read (false greens 10); 26/45 (11) after "
                               "a relational noun set beside a name was read as well ('Halvorsen Logistics, a "
                               "subsidiary of Norbeck Group, …') and an order a sentence joins with 'and' was left to "
                               "the model"),
    ("probe_pairs_s41.jsonl", "pairs written blind in session 41 by a helper on what a sentence holds as a plan, "
                              "attempt, proposal, purpose, claim or condition, and factive look-alikes that do state "
                              "it ('confirmed that', 'managed to'); read while fixing: 37/60 with the judge before the "
                              "session (false green badges 16), 46/60 (false greens 4) with the first widening of the "
                              "hedge reader, 48/60 (false greens 2) after its mends"),
    ("probe_pairs_s41b.jsonl", "pairs written blind in session 41 by another helper on the same kinds in an answer's "
                               "words (targets, purposes, offers, matters under consideration, counterfactuals), "
                               "sealed until the first widening was frozen: 28/45 with the judge before the session "
                               "(false green badges 8), 29/45 on its first read (false greens 7); 35/45 (false greens "
                               "1) after the mends it showed (a target 'of cutting', a purpose, an offer, a "
                               "counterfactual's main clause) and a second read's"),
    ("second_read_s41.jsonl", "adversarial pairs written in session 41 by a helper against that session's intent "
                              "rules (described to it in words): 40 where they might wrongly withhold support (a plan "
                              "carried out, other senses of the words) and 40 forms they might miss ('slated to', "
                              "'in talks to', 'pending approval'); read while fixing: 50/80 with the judge before the "
                              "session (false green badges 26), 49/80 (false greens 23) with the rules as they stood, "
                              "58/80 (false greens 16) after its mends, 63/80 (12) after the second read's"),
    ("probe_pairs_s41c.jsonl", "pairs written blind in session 41 by a third helper on intents and deeds (plans, "
                               "attempts, proposals, one side's claims, conditions, events called off, and plans "
                               "carried out, factive verbs, other senses of the words), sealed until the intent rules "
                               "were frozen after the second read: 27/45 with the judge before the session (false "
                               "green badges 13), 31/45 on its first read (false greens 7); 37/45 (false greens 1) "
                               "after the general faults it showed were mended ('is targeting', 'sought to have … "
                               "excluded', 'A draft … requires', 'According to the union', a request told by another, "
                               "'the launch site')"),
    ("probe_pairs_s42.jsonl", "pairs written blind in session 42 by a helper on how large a change is ('rose "
                              "slightly' / 'rose sharply'), a past state said to hold now ('once housed', 'until it "
                              "was sold') and a claim widened ('some participants', 'in mice', 'across the country'); "
                              "read while fixing: 31/60 with the judge before the session (false green badges 23), "
                              "49/60 (false greens 1) after"),
    ("probe_pairs_s42b.jsonl", "pairs written blind in session 42 by another helper on the same kinds in an answer's "
                               "words, sealed until the first rules were frozen: 23/45 with the judge before the "
                               "session (false green badges 14), 28/45 on its first read (false greens 8); 35/45 "
                               "(false greens 3) after the mends it and a second read showed ('In the 1980s …', "
                               "'When the museum opened in 1962, …', 'Every one of the 14 schools', 'by a wide "
                               "margin', 'severe damage')"),
    ("second_read_s42.jsonl", "adversarial pairs written in session 42 by a helper against that session's rules "
                              "(described to it in words): 40 where they might misfire ('a sharp knife', 'once a "
                              "week', 'all 50 states' / 'nationwide') and 40 forms they might miss ('a touch', "
                              "'nudged higher', 'had been the largest', 'a small share of'); read while fixing: 40/80 "
                              "with the judge before the session (false green badges 23), 42/80 (false greens 15) "
                              "with the rules as they stood, 54/80 (false greens 1) after its mends"),
    ("probe_pairs_s42c.jsonl", "pairs written blind in session 42 by a third helper on sizes, then and now, and "
                               "scope, sealed until the rules were frozen after the second read: 20/45 with the judge "
                               "before the session (false green badges 13), 28/45 on its first read (false greens "
                               "5); 30/45 (false greens 3) after the general faults it showed were mended (a change "
                               "named by two nouns, 'a modest improvement in reading scores' / 'a dramatic jump in "
                               "reading scores'; a year after the clause, 'was operated by Crestline in 2019'; "
                               "'across the city')"),
    ("probe_pairs_s42d.jsonl", "pairs written blind in session 42 by a helper on a share in an act made the whole act "
                               "('helped develop' / 'developed', 'co-founded' / 'founded', 'contributed to the decline' "
                               "/ 'caused the decline', 'took part in the talks' / 'led the talks') and look-alikes "
                               "that keep the share or state the act; read while fixing: 25/60 with the judge before "
                               "the session (false green badges 33), 50/60 (false greens 1) after"),
    ("probe_pairs_s42e.jsonl", "pairs written blind in session 42 by another helper on who did what and how much of "
                               "it, sealed until the share reading was frozen: 23/45 with the judge before the "
                               "session (false green badges 19), 29/45 on its first read (false greens 13); 36/45 "
                               "(false greens 4) after the general faults it showed were mended (a group named after "
                               "'one of seven members of', 'served on the jury that', 'one of three contractors "
                               "involved in', 'among the contributing factors', 'co-authored' / 'wrote', 'commanded', "
                               "'paid for')"),
    ("second_read_s42b.jsonl", "adversarial pairs written in session 42 by a helper against the share reading "
                               "(described to it in words) after it was frozen, not tuned on: 30 where it might "
                               "misfire ('helped found the club and later built its stadium', 'the software supports "
                               "PDF export') and 30 forms it might miss ('lent support to', 'was instrumental in', "
                               "'joined forces with', 'one of the authors of', 'a four-person crew that included'): "
                               "33/60 with the judge before the session (false green badges 22), 38/60 (false greens "
                               "16) with it; it withheld support from none of the 30 supported steps; its misses "
                               "were read and mended in session 43 (45/60, false greens 6)"),
    ("probe_pairs_s43.jsonl", "pairs written blind in session 43 by a helper on how often ('occasionally' / "
                              "'frequently'), 'mainly' made 'only', part of a thing made the whole, one of several "
                              "reasons made the reason, one side's view stated as fact, and a date against a bound; "
                              "read while fixing: 33/60 with the judge before the session (false green badges 12), "
                              "46/60 (false greens 1) after"),
    ("probe_pairs_s43b.jsonl", "pairs written blind in session 43 by another helper on the same kinds in an answer's "
                               "words, sealed until the first rules were frozen: 20/45 with the judge before the "
                               "session (false green badges 13), 26/45 on its first read (false greens 5); 28/45 "
                               "(false greens 4) after the general faults it showed were mended (a frequency's object, "
                               "'large parts of', 'only 6%', 'Environmental groups say', a contributing "
                               "factor made what 'was responsible')"),
    ("second_read_s43.jsonl", "adversarial pairs written in session 43 by a helper against that session's rules "
                              "(described to it in words): 40 where they might misfire and 40 forms they might miss; "
                              "read while fixing: 43/80 with the judge before the session (false green badges 22), "
                              "55/80 (false greens 13) after"),
    ("second_read_s43b.jsonl", "adversarial pairs written in session 43 by a second helper against the rules as they "
                               "stood after the first mends (described in words), read while fixing: 47/80 with the "
                               "judge before the session (false green badges 19), 50/80 (false greens 16) with the "
                               "rules it was written against, 55/80 (false greens 11) after"),
    ("probe_pairs_s43c.jsonl", "pairs written blind in session 43 by a third helper on how often, only and mostly, "
                               "part and whole, one of many and who did it, in documents people upload (contracts, "
                               "guidelines, manuals, regulations), sealed until the rules were frozen after the second "
                               "adversarial read: 24/50 with the judge before the session (false green badges 17), "
                               "27/50 on its first read (false greens 13); 29/50 (false greens 8) after the general "
                               "faults it showed were mended (a passive step's agent, 'prepared' as writing, a name "
                               "in a clause of its own, risk factors said of a list, a named whole)"),
    ("probe_pairs_s44.jsonl", "pairs written blind in session 44 by a helper on what is still to come, decided, "
                              "agreed, ordered, asked for, applied for or run for, stated as done ('will open' / "
                              "'opened', 'resolved to close' / 'closed', 'applied for asylum' / 'was granted asylum'), "
                              "with look-alikes that are entailed; read while fixing: 34/60 with the judge before the "
                              "session (false green badges 21), 55/60 (false greens 2) after"),
    ("second_read_s44.jsonl", "adversarial pairs written in session 44 by a second helper against those rules as "
                              "described in words (futures of rules and manuals, decisions carried out in other "
                              "words, cancellations of another event, 'without' in fixed phrases, shared settings), "
                              "read while fixing: 44/70 with the judge before the session (false green badges 18), "
                              "60/70 (false greens 5) after the first mends, 62/70 (false greens 3) after those of the "
                              "sealed tables"),
    ("probe_pairs_s44b.jsonl", "pairs written blind in session 44 by a second helper on what is still to come or only "
                               "decided stated as done, 'without', a place or a figure moved to the other of two "
                               "things, sealed until the first rules were frozen: 27/50 with the judge before the "
                               "session (false green badges 13), 34/50 on its first read (false greens 7); 40/50 (false "
                               "greens 4) after the general faults it showed were mended"),
    ("probe_pairs_s44c.jsonl", "pairs written blind in session 44 by a third helper on the issue's own kinds (numbers, "
                               "dates, percentages, units, negation, antonyms, role swaps, paraphrases, co-occurrence), "
                               "sealed until the same freeze: 42/60 with the judge before the session and on its first "
                               "read (false green badges 5); 50/60 (false greens 2) after the general faults it showed "
                               "were mended (imperial units, temperatures, bounds, arithmetic, a role swap behind an "
                               "opening phrase), 51/60 (false greens 1) with the session's last judge"),
    ("probe_pairs_s44d.jsonl", "pairs written blind in session 44 by a fourth helper on the issue's kinds with arithmetic "
                               "a reader does from the sentence (spans of years, shares of counts, changes as shares), "
                               "sealed until the mends of probe_pairs_s44b and s44c were frozen: 39/64 with the judge "
                               "before the session (false green badges 5), 42/64 on its first read (false greens 5); "
                               "48/64 (false greens 2) after its general faults were mended (co-occurrence read as a "
                               "relation, a change as a share, the years between two years, what remains of a count, "
                               "a year after 'in' read as a share, steady against erratic)"),
    ("probe_pairs_s44e.jsonl", "pairs written blind in session 44 by a fifth helper on the issue's kinds (numbers, "
                               "dates, percentages, units, negation, antonyms, role swaps, co-occurrence), sealed until "
                               "the session's mends of the judge were frozen: 41/56 with the judge before the session "
                               "(false green badges 2), 43/56 on its first read (false greens 2); 45/56 after pressures, "
                               "sums of money in other notation and 'brief' / 'prolonged' were mended"),
    ("probe_pairs_s45.jsonl", "pairs written blind in session 45 by a helper on the issue's kinds with the same event or "
                              "measure told in other words on the two sides ('concluded' / 'ended', 'staff' / "
                              "'employees', changes in points and as shares), read while fixing: 57/81 with the judge "
                              "before the session (false green badges 4), 69/81 (false greens 3) after"),
    ("probe_pairs_s45b.jsonl", "pairs written blind in session 45 by a second helper on role swaps in many "
                               "constructions (converse verbs, nouns of an act, relative clauses, 'to' clauses, "
                               "relational nouns) and figures under synonyms, read while fixing: 34/72 with the judge "
                               "before the session (false green badges 13), 52/72 (false greens 5) after"),
    ("probe_pairs_s45c.jsonl", "pairs written blind in session 45 by a third helper on the issue's kinds in the language "
                               "of long documents (guidance, contracts, trial reports, manuals), read while fixing: "
                               "49/72 with the judge before the session (false green badges 8), 54/72 (false greens 6) "
                               "after"),
    ("second_read_s45.jsonl", "adversarial pairs written in session 45 by a helper against that session's rules "
                              "(described to it in words): 50 where they might misfire, 30 forms they might miss; "
                              "55/80 with the judge before the session (false green badges 7), 65/80 (false greens 2) "
                              "after the mends it and the code review showed"),
    ("second_read_s45b.jsonl", "pairs a helper found the judge getting wrong in an adversarial read of session 45's code "
                               "diff (28 of them regressions of the diff as it then stood, every one mended or its "
                               "reading withdrawn; the rest wrong before the session too): 28/104 with the judge before "
                               "the session (false green badges 27), 34/104 (false greens 23) after"),
    ("probe_pairs_s45d.jsonl", "pairs written blind in session 45 by a helper on the issue's kinds (numbers, dates, "
                               "percentages, units, negation, antonyms, role swaps, co-occurrence), sealed from the "
                               "session's start until its rules were frozen: 47/64 with the judge before the session "
                               "(false green badges 6), 48/64 on its first read (false greens 6); 50/64 (false greens "
                               "4) after cubic metres and the co-occurrence reading's verb were mended"),
    ("probe_pairs_s45e.jsonl", "pairs written blind in session 45 by a second helper on the issue's kinds, each "
                               "contradiction worded otherwise than its sentence, sealed from the session's start until "
                               "its rules were frozen: 36/64 with the judge before the session (false green badges 4), "
                               "37/64 on its first read (false greens 4); 39/64 (false greens 2) after a unit swapped "
                               "on a pair about one thing was read"),
    ("probe_pairs_s46.jsonl", "pairs written blind in session 46 by a helper on the small model's weak spots (a fact told "
                              "through a negated opposite or other words, names side by side, who does a 'to' clause, "
                              "changes and ranges with units, dates in other forms, two events in one sentence, hedges), "
                              "read while fixing: 42/80 with the judge before the session (false green badges 12), 61/80 "
                              "(false greens 2) after"),
    ("probe_pairs_s46b.jsonl", "pairs written blind in session 46 by a second helper on role swaps told in other "
                               "constructions (relational nouns, converse verbs, nominalisations, relative clauses), read "
                               "while fixing: 25/64 with the judge before the session (false green badges 29), 42/64 "
                               "(false greens 13) after"),
    ("probe_pairs_s46c.jsonl", "pairs written blind in session 46 by a third helper on antonyms and denials told in other "
                               "words, read while fixing: 39/64 with the judge before the session (false green badges 6), "
                               "51/64 (false greens 4) after"),
    ("second_read_s46.jsonl", "pairs a helper found the judge getting wrong in an adversarial read of session 46's code "
                              "as it first stood (most of them regressions of the new rules, every one of those mended): "
                              "53/58 with the judge before the session, 54/58 (false greens 0) after"),
    ("second_read_s46b.jsonl", "pairs a second reviewer found the judge getting wrong in session 46's code after the first "
                               "review's mends (33 regressions of the new rules, mended or withdrawn; the rest wrong before "
                               "too): 28/46 with the judge before the session, 28/46 (false greens 1) after"),
    ("probe_pairs_s46d.jsonl", "pairs written blind in session 46 by a helper on the issue's kinds, each contradiction "
                               "inside a paraphrase, sealed from the session's start until its rules were frozen: 25/64 "
                               "with the judge before the session (false green badges 13), 26/64 on its first read (13); "
                               "28/64 (false greens 11) after two data sizes and buying a company were read"),
    ("probe_pairs_s46e.jsonl", "pairs written blind in session 46 by a second helper on the issue's kinds in the language "
                               "of long documents, sealed from the session's start until its rules were frozen: 20/64 "
                               "with the judge before the session (false green badges 6), 20/64 on its first read (6) "
                               "and after"),
    ("probe_pairs_s47.jsonl", "pairs written blind in session 47 by a helper on the small model's weak spots (a fact told "
                              "through a denial of its opposite, relations told from the other side, arithmetic a reader "
                              "does, one wrong detail in a long paraphrase), read while fixing: 43/80 with the judge "
                              "before the session (false green badges 3), 55/80 (false greens 0) after"),
    ("probe_pairs_s47b.jsonl", "pairs written blind in session 47 by a second helper in the language of contracts, "
                               "policies, manuals and leaflets (who pays, who may, deadlines, limits, dosages), read while "
                               "fixing: 24/64 with the judge before the session (false green badges 7), 30/64 (false "
                               "greens 3) after"),
    ("probe_pairs_s47c.jsonl", "pairs written blind in session 47 by a third helper: neutral traps that share a sentence's "
                               "words (a cause for a sequence, a role for an association, names listed together, a "
                               "source's claim as a fact) and honest paraphrases, read while fixing: 31/64 with the judge "
                               "before the session (false green badges 9), 40/64 (false greens 2) after"),
    ("second_read_s47.jsonl", "pairs a reviewer found the judge getting wrong in an adversarial read of session 47's "
                              "readings of costs, rights, permissions, sides, turned voices and denials (its 52 "
                              "regressions mended; most of the rest the model's, wrong before too): 47/232 with the judge "
                              "before the session, 47/232 (false greens 46) after"),
    ("second_read_s47b.jsonl", "pairs a second reviewer found the judge getting wrong in session 47's arithmetic, "
                               "agency, lists and memoir readings (its 96 regressions mended): 108/205 with the judge "
                               "before the session, 109/205 (false greens 17) after"),
    ("second_read_s47c.jsonl", "pairs a third reviewer found the judge getting wrong in session 47's code after the first "
                               "two reviews' mends (its 44 regressions mended but one, a step rewritten as the sentence's "
                               "'acquitted' that then meets the sentence's other year): 44/244 with the judge before the "
                               "session, 43/244 (false greens 51) after"),
    ("probe_pairs_s47d.jsonl", "pairs written blind in session 47 by a helper on the issue's kinds in the language of "
                               "uploaded documents (reports, leases, handbooks, manuals, leaflets, judgments), each side "
                               "in other words, sealed from the session's start until its rules were frozen: 14/64 with "
                               "the judge before the session (false green badges 7), 14/64 on its first read (7)"),
    ("probe_pairs_s47e.jsonl", "pairs written blind in session 47 by a second helper on the issue's kinds in the language "
                               "of news, reports, abstracts and biographies, sealed from the session's start until its "
                               "rules were frozen: 12/64 with the judge before the session (false green badges 11), "
                               "11/64 on its first read (11), 12/64 after one reading it showed wrong was withdrawn"),
    ("probe_pairs_s49.jsonl", "pairs written blind in session 49 by a helper on shares in words, counts a share of a "
                              "counted whole gives, gapped clauses, fractions of units, figures bound to labels and to "
                              "periods, denials in other words and neutral traps, read while fixing: 30/64 with the judge "
                              "before the session (false green badges 6), 36/64 (4) after"),
    ("probe_pairs_s49b.jsonl", "pairs written blind in session 49 by the same helper on the same kinds, sealed until the "
                               "session's first rules were frozen: 23/48 with the judge before the session (false green "
                               "badges 5), 23/48 on its first read (5), then read while fixing: 27/48 (3)"),
    ("second_read_s49.jsonl", "adversarial pairs a reviewer wrote against session 49's readings (shares in words, shares "
                              "of a counted whole, gapped clauses, figures bound to labels and periods, fractions of "
                              "units, one unit of time told with an article), read while fixing: 38/110 with the judge "
                              "before the session (false green badges 9), 52/110 at the code reviewed (12 regressions), "
                              "63/110 (7) after its mends, no pair right before the session wrong after"),
    ("probe_pairs_s50.jsonl", "pairs written blind in session 50 by a helper on opposite acts told in other voices or "
                              "orders, traps with antonyms that agree, participants swapped for another of one kind and "
                              "plain paraphrases, read while fixing: 33/64 with the judge before the session (false green "
                              "badges 11), 41/64 (8) after"),
    ("probe_pairs_s50b.jsonl", "pairs written blind in session 50 by the same helper on the same kinds, sealed until the "
                               "session's rules were frozen: 23/48 with the judge before the session (false green badges "
                               "5), 25/48 on its first read (2), then read while fixing: 28/48 (1)"),
    ("second_read_s50.jsonl", "adversarial pairs a reviewer wrote against session 50's readings (opposite acts in other "
                              "voices, another participant of one kind), read while fixing: 66/112 with the judge before "
                              "the session (false green badges 23), 43/112 at the code reviewed (52 regressions: "
                              "false conflicts and held-back paraphrases), 71/112 (21) after its mends, no pair right "
                              "before the session wrong after"),
    ("probe_pairs_s51.jsonl", "pairs written blind in session 51 by a helper on \"never\" claims, opposite acts at two "
                              "moments, later stages of a process, hedges and conditions, relations told from either "
                              "side and plain paraphrases, read while fixing: 41/72 with the judge before the session "
                              "(false green badges 12), 53/72 (5) after, no pair right before wrong after"),
    ("probe_pairs_s51b.jsonl", "pairs written blind in session 51 by the same helper on the same kinds, sealed until the "
                               "session's rules were frozen: 35/60 with the judge before the session (false green badges "
                               "8), 39/60 on its first read (5)"),
    ("second_read_s51.jsonl", "adversarial pairs a reviewer wrote against session 51's readings (\"never\", two moments, "
                              "later stages, \"learned from\", \"ought to\", conditions, fronted and \"none of\" "
                              "denials), read while fixing: 68/136 with the judge before the session (false green badges "
                              "29), 78/136 at the code reviewed (12; 15 regressions, 12 of them paraphrases held back), "
                              "96/136 (9) after its mends, no pair right before the session wrong after"),
    ("probe_pairs_s52.jsonl", "pairs written blind in session 52 by a helper on contest outcomes, succession and "
                              "order, relations told from either side, denials and reports, quantifier scope and "
                              "steps from documents, read while fixing: 48/72 with the judge before the session (false "
                              "green badges 8), 55/72 (3) after, no pair right before wrong after"),
    ("probe_pairs_s52b.jsonl", "pairs written blind in session 52 by the same helper on the same kinds, sealed until the "
                               "session's first rules were frozen: 39/60 with the judge before the session (false green "
                               "badges 7), 39/60 on its first read (7), then read while fixing: 44/60 (3)"),
    ("second_read_s52.jsonl", "adversarial pairs a reviewer wrote against session 52's readings (contests, denying "
                              "subjects, times moved from another clause, disputed claims, ages, \"According to\", "
                              "\"studied under\"), read while fixing: 75/137 with the judge before the session (false "
                              "green badges 38), 74/137 at the code reviewed (23; 19 regressions), 103/137 (13) after "
                              "its mends and a second read of the code, no pair right before the session wrong "
                              "after"),
    ("probe_pairs_s53.jsonl", "pairs written blind in session 53 by a helper on places, kinship and ties, titles and "
                              "offices, approximate figures and ranges, the direction of findings and steps from "
                              "workplace documents, read while fixing: 37/72 with the judge before the session (false "
                              "green badges 12), 46/72 (4) after, no pair right before wrong after"),
    ("probe_pairs_s53b.jsonl", "pairs written blind in session 53 by the same helper on the same kinds, sealed until the "
                               "session's first rules were frozen: 34/60 with the judge before the session (false green "
                               "badges 13), 37/60 on its first read (12), then read while fixing: 38/60 (10)"),
    ("second_read_s53.jsonl", "adversarial pairs a reviewer wrote against session 53's readings (places, qualified "
                              "titles, turned date bounds, limits of counts), read while fixing: 75/136 with the judge "
                              "before the session (false green badges 19), 68/136 at the code reviewed (7; 26 "
                              "regressions, most of them places the parse did not read held back), 97/136 (6) after "
                              "its mends and a read of the code, no pair right before the session wrong after"),
    ("probe_pairs_s54.jsonl", "pairs written blind in session 54 by a helper on exceptions and exemptions, eligibility "
                              "thresholds, instructions and dosing, alternatives and replacements, plans and "
                              "counterfactuals, ownership and structure, durations and ages and trial group "
                              "comparisons, read while fixing: 36/72 with the judge before the session (false green "
                              "badges 9), 44/72 (1) after"),
    ("probe_pairs_s54b.jsonl", "pairs written blind in session 54 by the same helper on the same kinds, sealed until the "
                               "session's first rules were frozen: 22/60 with the judge before the session (false green "
                               "badges 10), 24/60 on its first read (10), then read while fixing: 30/60 (4)"),
    ("second_read_s54.jsonl", "adversarial pairs a reviewer wrote against session 54's readings (contests, titles, "
                              "compared and bounded groups, cases of a rule's limit, plans called off, exclusions), "
                              "read while fixing: 76/144 with the judge before the session (false green badges 27), "
                              "51/144 at the code reviewed (15; 40 regressions), 95/144 (7) after its mends, no pair "
                              "right before the session wrong after"),
    ("probe_pairs_s55.jsonl", "pairs written blind in session 55 by a helper on financial results, conditions and "
                              "requirements, causes and effects, sequence and timing, software and specifications, "
                              "membership and lists, quotes and attribution and status changes, read while fixing: "
                              "28/72 with the judge before the session (false green badges 23), 49/72 (6) after"),
    ("probe_pairs_s55b.jsonl", "pairs written blind in session 55 by the same helper on the same kinds, sealed until the "
                               "session's first rules were frozen: 26/60 with the judge before the session (false green "
                               "badges 17), 28/60 on its first read (16), then read while fixing: 36/60 (8)"),
    ("second_read_s55.jsonl", "adversarial pairs a reviewer wrote against session 55's readings (causes, changes by and "
                              "to a figure, ranges, conditions, former names, things set aside or left out, 'all but' "
                              "counts, deadlines, report periods, present figures, sources, states since a time), read "
                              "while fixing: 62/128 with the judge before the session (false green badges 39), 38/128 "
                              "at the code reviewed (21; 45 regressions), 85/128 (21) after its mends, no pair right "
                              "before the session wrong after"),
    ("probe_pairs_s56.jsonl", "pairs written blind in session 56 by a helper on definitions and categories, biography "
                              "facts, contract terms, survey and poll results, processes and mechanisms, schedules and "
                              "timetables, geography and population and attributes of several things, read while "
                              "fixing: 29/72 with the judge before the session (false green badges 19), 39/72 (10) "
                              "after"),
    ("probe_pairs_s56b.jsonl", "pairs written blind in session 56 by the same helper on the same kinds, sealed until the "
                               "session's first rules were frozen: 30/64 with the judge before the session (false green "
                               "badges 17), 30/64 on its first read (17), then read while fixing: 36/64 (11)"),
    ("second_read_s56.jsonl", "adversarial pairs a reviewer wrote against session 56's readings (two moves, 'up from', "
                              "report periods, runners-up, changes and figures reached, ranges, former names, things "
                              "left out, 'all but' counts, closures, 'only' one of a kind, relations, conversions, "
                              "capitals, opposite acts, dated order, clock spans), read while fixing: 65/144 with the "
                              "judge before the session (false green badges 37), 76/144 at the code reviewed (24; 2 "
                              "regressions), 81/144 (22) after its mends, no pair right before the session wrong after"),
    ("probe_pairs_s57.jsonl", "pairs written blind in session 57 by a helper on sports results, court and legal "
                              "outcomes, weather and climate, product recalls and safety, elections and votes, opening "
                              "hours and services, education and admissions, and science measurements, read while "
                              "fixing: 25/72 with the judge before the session (false green badges 14), 31/72 (9) "
                              "after the first rules"),
    ("probe_pairs_s57b.jsonl", "pairs written blind in session 57 by the same helper on the same kinds, sealed until the "
                               "session's first rules were frozen: 30/64 with the judge before the session (false green "
                               "badges 12), 30/64 on its first read (12), then read while fixing: 34/64 (9)"),
    ("second_read_s57.jsonl", "adversarial pairs a reviewer wrote against session 57's readings (first places, acts in "
                              "the setting of their opposite, hours per day, medals, standings, 'went up', turns to "
                              "profit, 'all' with an exception, rulings and motions, date ranges, margins, micro "
                              "units), read while fixing: 81/162 with the judge before the session (false green "
                              "badges 44), 85/162 at the code reviewed (26; 12 regressions), 98/162 (29) after its "
                              "mends and a code review's, no pair right before the session wrong after"),
    ("probe_pairs_s58.jsonl", "pairs written blind in session 58 by a helper on earnings, transport disruption, "
                              "biographies, property, employment, energy, patient records and the arts, read while "
                              "fixing: 46/72 with the judge before the session (false green badges 10), 53/72 (5) "
                              "after the session's rules"),
    ("probe_pairs_s58b.jsonl", "pairs written blind in session 58 by the same helper on the same kinds, sealed until the "
                               "session's first rules were frozen: 36/64 with the judge before the session (false green "
                               "badges 11), 37/64 on its first read (11), then read while fixing: 41/64 (7)"),
    ("probe_pairs_s59.jsonl", "pairs written blind in session 59 by a helper on agriculture and food, insurance and "
                              "claims, software releases and outages, shipping and logistics, public health and "
                              "vaccination, sports transfers, local government and planning, and museums and "
                              "archaeology, measured in session 59 (35/64 with the judge at the start of session 58 "
                              "and at its end, false green badges 6 both), then read while fixing in session 60: 43/64 "
                              "(0)"),
    ("probe_pairs_s60.jsonl", "pairs written blind in session 60 by a helper on airlines, banking and loans, pollution, "
                              "retail prices and offers, telecoms, film and music charts, research funding, and courts "
                              "and fines, sealed until the session's first rules were frozen: 29/64 with the judge "
                              "before the session (false green badges 9), 30/64 on its first read (8), then read while "
                              "fixing: 37/64 (3)"),
    ("probe_pairs_s60b.jsonl", "pairs written blind in session 60 by a helper on hospital waiting times, elections, "
                               "construction, tourism, harvests, mergers and leadership, school exams and transport "
                               "fares, read only to be measured, never while fixing: 34/64 with the judge before the "
                               "session (false green badges 10), 36/64 (8) at its end"),
    ("second_read_s60.jsonl", "adversarial pairs a reviewer wrote in session 60 against its first readings (8405583), "
                              "read while fixing: 60/132 with the judge before the session (false green badges 24), "
                              "58/132 (14; 21 regressions) at the code reviewed, 73/132 (11) after the mends"),
    ("probe_pairs_s61.jsonl", "pairs written blind in session 61 by a helper on food safety, drug labels, archaeology, "
                              "space missions, wildlife counts, utility tariffs, charity and manufacturing, sealed until "
                              "the session's first rules were frozen: 23/64 with the judge before the session (false "
                              "green badges 12) and on its first read, then read while fixing: 31/64 (3)"),
    ("second_read_s61.jsonl", "adversarial pairs a reviewer wrote in session 61 against its first readings (6ca93df), "
                              "read while fixing: 71/144 before the session (false green badges 17), 73/144 (13; 19 "
                              "regressions) at the code reviewed, 92/144 (4) after the mends"),
    ("second_read_s61b.jsonl", "adversarial pairs a second reviewer wrote in session 61 against 1c9be4b, read while "
                               "fixing: 64/136 before the session (false green badges 17), 72/136 (12; 17 regressions) at "
                               "the code reviewed, 89/136 (9) after the mends"),
    ("probe_pairs_s61b.jsonl", "pairs written blind at session 61's start by a helper on fisheries, municipal budgets, "
                               "streaming, labour disputes, reservoirs, publishing and libraries, vehicle sales and "
                               "universities, sealed: 30/64 (false green badges 8) before the session and at both of its "
                               "freezes (1c9be4b, 5895059), no pair read otherwise; then read for its false greens: 35/64 "
                               "(3)"),
    ("probe_pairs_s62.jsonl", "pairs written blind at session 62's start by a helper on mining, crime figures, rents, "
                              "trials, cyber incidents, restaurant inspections, engineering works and votes, read "
                              "while fixing: 35/64 with the judge before the session (false green badges 8), 46/64 (0) "
                              "at its end"),
    ("second_read_s62.jsonl", "adversarial pairs a reviewer wrote in session 62 against its first readings (8f7ad5e), "
                              "read while fixing: 60/136 before the session (false green badges 34), 67/136 (31; 9 "
                              "regressions) at the code reviewed, 81/136 (20) at the session's end"),
    ("second_read_s62b.jsonl", "adversarial pairs a second reviewer wrote in session 62 against 8f7ad5e, read while "
                               "fixing: 75/139 before the session (false green badges 23), 92/139 (10; no regression) "
                               "at the code reviewed, 94/139 (8) at the session's end"),
    ("probe_pairs_s62b.jsonl", "pairs written blind at session 62's start by a helper on pensions, league tables, visas, "
                               "fire services, tickets, expeditions, hospital staffing and vineyards, sealed: 28/64 "
                               "(false green badges 8) before the session and at its freeze (59a3cda, the first "
                               "readings and the reviewers' mends), no pair read otherwise; then read for its false "
                               "greens: 31/64 (5)"),
    ("probe_pairs_s63.jsonl", "pairs written blind at session 63's start by a helper on road safety, ports and cargo, "
                              "dairy and livestock, zoos, literary prizes, stock market listings, mountain rescue and "
                              "air quality, read while fixing: 32/64 with the judge before the session (false green "
                              "badges 10), 36/64 (8) at its end"),
    ("second_read_s63.jsonl", "adversarial pairs a reviewer wrote in session 63 against its first readings, read while "
                              "fixing: 74/123 before the session (false green badges 22), 60/123 (12; 29 regressions) "
                              "at the code reviewed, 82/123 (19; none) at the session's end"),
    ("probe_pairs_s63b.jsonl", "pairs written blind at session 63's start by a helper on the coffee and cocoa trade, "
                               "school inspections, social media moderation, athletics records, dentistry and GP "
                               "services, festivals, cycling and consumer complaints, sealed: 31/64 (false green "
                               "badges 9) before the session and at both freezes, no pair read otherwise; then read "
                               "for its false greens: 31/64 (8); session 64: 35/64 (4)"),
    ("probe_pairs_s64.jsonl", "pairs written blind at session 64's start by a helper on beekeeping, postal services, "
                              "brewing and distilling, tennis, seismology and volcanoes, forestry, ambulance services "
                              "and textiles, read while fixing: 32/64 with the judge before the session (false green "
                              "badges 13), 41/64 (4) at its end"),
    ("second_read_s64.jsonl", "adversarial pairs a reviewer wrote in session 64 against its first readings, read while "
                              "fixing: 92/174 before the session (false green badges 40), 101/174 (18; 18 "
                              "regressions) at the code reviewed, 115/174 (18) at the session's end"),
    ("probe_pairs_s64b.jsonl", "pairs written blind at session 64's start by a helper on beekeeping (a kind the other "
                               "blind table has too), change ringing, chess ratings, probate records, maple syrup, "
                               "stained glass conservation, seismic monitoring and dendrochronology, sealed: 25/64 "
                               "(false green badges 13) before the session, 26/64 (12) at its freeze (cc13813; the "
                               "one pair read otherwise is a beekeeping pair); then read for its false greens: "
                               "session 65: 32/64 (7)"),
    ("probe_pairs_s65.jsonl", "pairs written blind at session 65's start by a helper on antiques and auctions, animal "
                              "shelters, blood and organ donation, cemeteries, defence procurement, lifts, gambling "
                              "and language learning, read while fixing: 30/64 with the judge before the session "
                              "(false green badges 8), 34/64 (6) at its end"),
    ("second_read_s65.jsonl", "adversarial pairs a reviewer wrote in session 65 against its first readings, read while "
                              "fixing: 98/179 before the session (false green badges 35), 94/179 (12; 31 regressions) "
                              "at the code reviewed, 117/179 (23) at the session's end"),
    ("second_read_s65b.jsonl", "adversarial pairs a second reviewer wrote in session 65 against its mended readings, "
                               "read while fixing: 85/150 before the session (false green badges 16), 69/150 (7; 29 "
                               "regressions) at the code reviewed, 93/150 (13) at the session's end"),
    ("probe_pairs_s65b.jsonl", "pairs written blind at session 65's start by a second helper on naval defence "
                               "procurement, coin auctions, organ donation, patents, translation services, veterinary "
                               "clinics, video games and weddings (four topics near the first table's), sealed: "
                               "26/64 (false green badges 7) before the session and at its freeze (17efbb9), no pair "
                               "read otherwise; then read for its false greens: 27/64 (6) at the session's end"),
    ("probe_pairs_s66.jsonl", "pairs written blind at session 66's start by a helper on waste collection and recycling, "
                              "cemeteries and bereavement services, street lighting, thatching, pottery and kiln "
                              "firing, musical instrument making, pipeline pressure testing and weights and measures, "
                              "read while fixing: 31/64 with the judge before the session (false green badges 5), "
                              "36/64 (2) at its end"),
    ("second_read_s66.jsonl", "adversarial pairs a reviewer wrote in session 66 against its first readings of shares, "
                              "ranks, gaps, over-/under- antonyms and a change's size, read while fixing: 30/63 before "
                              "the session (false green badges 25), 31/63 (9; 11 regressions) at the code reviewed, "
                              "40/63 (13; none) at the session's end"),
    ("second_read_s66b.jsonl", "adversarial pairs a second reviewer wrote in session 66 against its first readings of "
                               "worked-out figures, the rest of a whole, money limits and figures of another time, read "
                               "while fixing: 33/55 before the session (false green badges 0), 24/55 (8; 15 "
                               "regressions) at the code reviewed, 39/55 (0; none) at the session's end"),
    ("probe_pairs_s66b.jsonl", "pairs written blind at session 66's start by a second helper on genomics, battery cell "
                               "testing, auction sales, patents and trademarks, ski resort reports, allotment society "
                               "minutes, cemeteries and animal control (three topics near earlier tables'), sealed: "
                               "29/64 (false green badges 12) before the session and at its freeze (the code the "
                               "reviewers read), no pair read otherwise; then read for its false "
                               "greens: 31/64 (10) at the session's end"),
    ("probe_pairs_s67.jsonl", "pairs written blind at session 67's start by a helper on winter gritting, adult social "
                              "care, flood risk and drainage, fostering and adoption, hospital infection control, "
                              "maternity services, workplace accidents and apprenticeships, read while fixing: 33/64 "
                              "with the judge before the session (false green badges 6), 42/64 (2) at its freeze"),
    ("second_read_s67.jsonl", "adversarial pairs a reviewer wrote in session 67 against its frozen readings of gaps, "
                              "averages, multiples and moves, read while fixing: 24/57 before the session (false green "
                              "badges 1), 31/57 (6; 5 regressions) at the code reviewed, 36/57 (0; none) after the mends, 37/57 "
                              "(0) at the session's end"),
    ("second_read_s67b.jsonl", "adversarial pairs a second reviewer wrote in session 67 against its frozen readings of "
                               "votes, prices, owners, plans, states and comparisons, read while fixing: 33/61 before "
                               "the session (false green badges 7), 26/61 (1; 12 regressions) at the code reviewed, "
                               "38/61 (2; none) after the mends"),
    ("probe_pairs_s67b.jsonl", "pairs written blind at session 67's start by a second helper on business insolvency "
                               "statistics, toy sales, rare disease registries, time use surveys, the cut flower trade, "
                               "labour productivity, hearing loss research and cosmetics exports, sealed: 29/64 (false "
                               "green badges 6) before the session, at its freeze and after the second reads' mends; "
                               "then read for its false greens: 31/64 (4) at the session's end"),
    ("probe_pairs_s67c.jsonl", "pairs written blind at session 67's start by a third helper on childcare and nurseries, "
                               "parking enforcement, coastal erosion, leisure centres, freedom of information requests, "
                               "volunteer programmes, taxi licensing and glacier mass balance research, sealed: 31/64 "
                               "(false green badges 7) before the session, at its freeze and after the second reads' "
                               "mends; then read for its false greens: 32/64 (6) at the session's end"),
    ("probe_pairs_s68.jsonl", "pairs written blind during session 68 by a helper on broadband roll-out, bus networks "
                              "and fares, canal restoration, coroners and inquests, electric vehicle charging, ferries "
                              "and harbours, horse racing and library services, unread while fixing: 30/64 (false "
                              "green badges 10) before session 68, 31/64 (9) after it"),
    ("probe_pairs_s68b.jsonl", "pairs written blind during session 68 by a second helper on nuclear decommissioning, "
                               "offshore wind auctions, opera and ballet touring, pharmacy closures, prisons and "
                               "probation, sheep farming and wool prices, toll bridge revenues and zero-hours work, "
                               "sealed: 33/64 (false green badges 8) before and after session 68"),
    ("second_read_s69.jsonl", "pairs a reviewer wrote in session 69 against its twelve new readings, from their "
                              "descriptions only (look-alikes each reading must leave alone, and contradictions in "
                              "fresh words): 36/72 (false green badges 13) before the session, 41/72 (10) at "
                              "06b4815, 42/72 (10) at its end; no pair lost, no new false Contradicted"),
    ("probe_pairs_s69b.jsonl", "pairs written blind during session 69 by a helper on car plant output, supermarket "
                               "market share, motor insurance premiums, county cricket attendance, orchestra touring, "
                               "stately home visitors, doctoral completion rates and aerospace orders, sealed: 29/64 "
                               "(false green badges 8) at the session's start, 31/64 (7) at its end, no pair lost"),
    ("probe_pairs_s69c.jsonl", "pairs written blind during session 69 by a second helper on mental health services, "
                               "special educational needs, temporary accommodation, planning appeals, sewage overflows, "
                               "rail punctuality, stop and search and free school meals, sealed: 30/64 (false green "
                               "badges 12) at the session's start, 32/64 (10) at its end, no pair lost"),
    ("second_read_s70.jsonl", "pairs a reviewer wrote in session 70 against its thirteen readings, from their "
                              "descriptions only (four look-alikes each reading must leave alone, two contradictions "
                              "in fresh words): 30/78 (false green badges 27) at the session's start, 37/78 (23) at "
                              "its end; no pair lost, no new false Contradicted"),
    ("probe_pairs_s70.jsonl", "pairs written blind during session 70 by a helper on council tax collection, cinema "
                              "admissions, NHS dentistry, craft brewing, mass-participation running, golf club "
                              "membership, airport passenger numbers and lottery good causes, sealed: 22/64 (false "
                              "green badges 17) at the session's start, 24/64 (17) at its end, no pair lost"),
    ("probe_pairs_s70b.jsonl", "pairs written blind during session 70 by a second helper on mortgage approvals, "
                               "industrial action ballots, childhood vaccination, steel production, egg and poultry "
                               "farming, pothole repairs, rooftop solar and noise complaints, sealed: 31/64 (false "
                               "green badges 9) at the session's start, 32/64 (8) at its end, no pair lost"),
    ("probe_pairs_s71.jsonl", "pairs written blind during session 71 by a helper on fishing quotas, knife crime, "
                              "bathing water, coastguard rescues, church attendance, rugby league attendance, podcast "
                              "downloads and newspaper circulation, sealed: 31/64 (false green badges 15) at the "
                              "session's start, 31/64 (15) at its end, no pair changed"),
    ("probe_pairs_s71b.jsonl", "pairs written blind during session 71 by a second helper on youth football, parkrun, "
                               "snooker, darts prize money, esports prize pools, vinyl sales, radio listening and taxi "
                               "licensing, sealed: 32/64 (false green badges 12) at the session's start, 33/64 (11) at "
                               "its end, no pair lost"),
    ("second_read_s71.jsonl", "pairs a reviewer wrote in session 71 against seven of its readings, from their "
                              "descriptions only (five look-alikes each reading must leave alone, two contradictions "
                              "in fresh words): 29/70 (false green badges 13) at the session's start, 45/70 (10) after "
                              "its readings, 44/70 (10) at its end after a code review's mends; two look-alikes the "
                              "first version misread (a gap of a forecast, a second superlative's list) mended "
                              "before the end; no pair lost"),
    ("probe_pairs_s72.jsonl", "pairs written blind during session 72 by a helper on lifeboat launches, cathedral "
                              "visitors, cider orchards, ice rinks, bowls clubs, tram networks, fire service call-outs "
                              "and greyhound racing, sealed: 25/64 (false green badges 15) at the session's start, "
                              "26/64 (15) at its end, no pair lost"),
    ("probe_pairs_s72b.jsonl", "pairs written blind during session 72 by a second helper on netball leagues, heat pump "
                               "installations, TV licences, cancer screening, marriages and civil partnerships, teacher "
                               "recruitment, vaping and smoking, and art gallery loans, sealed: 26/64 (false green "
                               "badges 14) at the session's start, 26/64 (14) at its end, no pair lost"),
    ("second_read_s72.jsonl", "pairs a reviewer wrote in session 72 against seven of its readings, from their "
                              "descriptions only (five look-alikes each, five fresh cases), arriving at the session's "
                              "end: 33/70 (false green badges 9) at its start, 36/70 (8) at its end, no pair lost; the "
                              "one look-alike the change had turned green (a gap between two years' levels given other "
                              "years) mended before the end"),
    ("probe_pairs_s73.jsonl", "pairs written blind during session 73 by a helper on bakeries, amateur boxing, rowing "
                              "clubs, ice hockey, basketball leagues, stamp auctions, bingo halls and gym memberships, "
                              "sealed: 30/64 (false green badges 19) at the session's start, 31/64 (18) when scored "
                              "sealed near its end, no pair lost; two of its pairs then shaped the last readings "
                              "(a target's figure with a thousands comma, a superlative's two-word noun), after which "
                              "33/64 (16): no longer unseen"),
    ("probe_pairs_s73b.jsonl", "pairs written blind during session 73 by a second helper on birth registrations, "
                               "tuition fees, tidal energy, mobile coverage, wildfires, pothole repairs, salmon farming "
                               "and ski resorts, sealed: 27/64 (false green badges 9) at the session's start, 27/64 (9) "
                               "when scored sealed near its end, no pair lost; one of its pairs then shaped the last "
                               "reading (each change 'from' a figure in its own clause), after which 28/64 (8)"),
    ("second_read_s73.jsonl", "pairs a reviewer wrote in session 73 against seven of its readings, from their "
                              "descriptions only (look-alikes each reading must leave alone, fresh cases in its "
                              "shape): 29/70 (false green badges 11) at its start, 36/70 (7) at its end, no pair lost; "
                              "one look-alike Contradicted at the start (a thing a later clause moves of its own) read "
                              "right at the end"),
    ("probe_pairs_s74.jsonl", "pairs written blind during session 74 by a helper on hospital car parking, village "
                              "post offices, urban tree planting, motorway service areas, e-scooter trials, "
                              "agricultural shows, lido openings and crossword competitions, sealed: 29/64 (false "
                              "green badges 14) at the session's start, 29/64 (14) when scored sealed near its end, no "
                              "pair changed; its pairs then shaped two last readings (a whole counted first with "
                              "'only' before its part, a target in a unit of length), after which 30/64 (13): no "
                              "longer unseen"),
    ("probe_pairs_s74b.jsonl", "pairs written blind during session 74 by a second helper on legal aid applications, "
                               "jury summonses, school uniform costs, allotment waiting lists, student accommodation "
                               "rents, canal boat licences, care home fees and cycle lane construction, sealed: 28/64 "
                               "(false green badges 15) at the session's start, 28/64 (15) when scored sealed near its "
                               "end, no pair changed; its pairs then shaped two last readings (a change by the gap "
                               "of a level and its earlier level, a target in a unit of length), after which 28/64 (15): "
                               "no longer unseen"),
    ("second_read_s74.jsonl", "pairs a reviewer wrote in session 74 against four of its readings (a party's share of "
                              "a whole, a share word of a whole told first, a share of a target, a move in a 'with' "
                              "phrase), from their descriptions only: 40/70 (false green badges 9) at the session's "
                              "start, 56/70 (3) at its end, none lost"),
    ("probe_pairs_s75.jsonl", "pairs written blind during session 75 by a helper on wedding venue bookings, community "
                              "energy cooperatives, pet insurance claims, garden centre sales, youth football leagues, "
                              "water abstraction licences, driving test pass rates and hedge-laying competitions, "
                              "sealed: 23/64 (false green badges 11) at the session's start, 23/64 (11) when scored "
                              "sealed at its end, no pair changed"),
    ("probe_pairs_s75b.jsonl", "pairs written blind during session 75 by a second helper on household recycling rates, "
                               "charity shop sales, special constables, seaside pier repairs, county archive visits, "
                               "hedgehog rescue centres, model railway exhibitions and passport processing times, "
                               "sealed: 31/64 (false green badges 12) at the session's start, 31/64 (12) when scored "
                               "sealed at its end, no pair changed"),
    ("second_read_s75.jsonl", "pairs a reviewer wrote in session 75 against seven of its readings (a first place by "
                              "figures, places, comparisons in other units, a gap between sides, a multiple of sides, "
                              "superlatives in other words, a target's side), from their descriptions only: 29/70 "
                              "(false green badges 11) at the session's start, 39/70 (8) at its end, none lost"),
    ("probe_pairs_s79.jsonl", "pairs a helper wrote blind in session 79 from sentences of War and Peace and NIST FIPS "
                              "199, read while fixing: 45/80 (false green badges 13) at the session's start, 51/80 (10) "
                              "at its end"),
    ("probe_pairs_s79b.jsonl", "pairs a helper wrote blind in session 79 from sentences of the Army cookbook, NIST SP "
                               "800-124r1 and the full DOJ handbook, sealed: 56/90 (false green badges 14) at the "
                               "session's start, 56/90 (14) when scored sealed at its end, no verdict changed"),
    ("probe_pairs_s79c.jsonl", "pairs a helper wrote blind in session 79 from sentences of NIST SP 800-40r3 and Pride "
                               "and Prejudice, read while fixing: 47/80 (false green badges 15) at the session's start, "
                               "51/80 (12) at its end"),
    ("probe_pairs_s79d.jsonl", "pairs a helper wrote blind in session 79 from sentences of NIST SP 800-207, Boole and "
                               "War and Peace, read while fixing: 51/80 (false green badges 6) at the session's start, "
                               "52/80 (5) at its end"),
    ("probe_pairs_s79e.jsonl", "pairs a helper wrote blind in session 79 in the style of policies, contracts, manuals "
                               "and reports, read while fixing: 53/90 (false green badges 9) at the session's start, "
                               "54/90 (8) at its end"),
    ("probe_pairs_s80.jsonl", "pairs a helper wrote blind in session 80 from HotpotQA's Wikipedia paragraphs and "
                              "Evidence Inference's clinical-trial papers, read while fixing: 41/90 (false green "
                              "badges 15) at the session's start, 48/90 (9) at its end"),
    ("probe_pairs_s80b.jsonl", "pairs a helper wrote blind in session 80 from other HotpotQA paragraphs and Evidence "
                               "Inference papers, sealed: 42/90 (false green badges 15) at the session's start, "
                               "43/90 (15) when scored sealed at its end"),
)


def right(row: dict, j, s: Settings) -> bool:
    contradicted = bool(j.conflict) or j.contradiction >= s.contradiction_threshold
    if row["label"] == "contradiction":
        return contradicted
    supports = j.entailment >= s.entail_threshold and not getattr(j, "missing", "")  # as ScoredSentence.entails
    if row["label"] == "neutral":
        return not contradicted and not supports
    return supports and not contradicted


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--weights", type=Path, default=None, help="NLI weights folder (default: the shipped ones)")
    args = ap.parse_args()
    out = [table(TABLE, "hand-written pairs", args.weights),
           table(EARLIER, "earlier session's held-out cases (eval/nli/role_swap_cases.jsonl)", args.weights),
           table(PROBE, "probe pairs written in session 11, never tuned on (eval/nli/probe_pairs.jsonl)", args.weights),
           *(table(REPO / "eval" / "nli" / name, f"{title} (eval/nli/{name})", args.weights) for name, title in PROBES_S22)]
    text = "\n\n".join(out) + "\n"
    print(text)
    if args.out:
        args.out.write_text(text)
    return 0


def judge_for(s: Settings, weights: Path | None):
    """The judge the app builds from ``s``, with NLI weights from ``weights`` when given."""
    if weights is None:
        return make_entailer(s)
    from gechat.entail.combined import nli_overlap_entailer
    from gechat.entail.offline import OfflineNLIEntailer

    return with_conflict_checks(nli_overlap_entailer(OfflineNLIEntailer(weights)), s)


def table(path: Path, title: str, weights: Path | None = None) -> str:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    cols = {}
    for checks in (True, False):
        s = Settings(conflict_checks=checks)
        judge = judge_for(s, weights)
        judged = judge.judge([r["premise"] for r in rows], [r["hypothesis"] for r in rows])
        per = defaultdict(list)
        for r, j in zip(rows, judged, strict=True):
            per[r["kind"]].append(right(r, j, s))
            per["all"].append(right(r, j, s))
        cols[checks] = per
        name = judge.name
    lines = [f"## {title}: {len(rows)} pairs", "", f"Judge: {name}; command: "
             "`python eval/nli/judge_table.py --out eval/results/judge_table.md`.", "",
             "| kind | pairs | right with conflict checks | right, model alone |", "|---|---:|---:|---:|"]
    for kind in sorted(cols[True], key=lambda k: (k == "all", k)):
        a, b = cols[True][kind], cols[False][kind]
        lines.append(f"| {kind} | {len(a)} | {sum(a)} ({sum(a) / len(a):.0%}) | {sum(b)} ({sum(b) / len(b):.0%}) |")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
