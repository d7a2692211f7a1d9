"""Ruled tables on a PDF page: their rows and cells, from the rules the page draws.

A table's text must not run together: a row is its own unit, its cells stay
apart. The rules come for free from the page's one display list (the paint log of
:mod:`gechat.loaders.pdf_hidden`): a path thinner than ``RULE`` points is a rule, a
stroked rectangle gives its four sides. Rules that touch form a grid; a grid with
at least three horizontal rules and two vertical ones is a table candidate. Its rows
are the bands between horizontal rules that cross at least half of it (a shorter
rule splits a merged cell, not the row), its cells the spans between the vertical
rules that cross a row's middle (a first row with no inner rules, a header drawn on
a shaded band, takes the columns of the row under it). Every word goes to the cell under its centre; a
grid is a table only when two of its rows hold words in two cells (a framed
paragraph, a diagram box, is not).

PyMuPDF's own ``page.find_tables()`` finds the same tables on the sample PDFs,
but it re-reads every glyph of the page in Python (about 50 ms a table page, as
much as all the rest of the page's parsing); ``eval/pdf_sentences.py`` uses it as
the independent reference the rows here are checked against.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

RULE = 3.0  # a path thinner than this (points) is a rule
MIN_RULE = 6.0  # ... when it is at least this long
TOL = 2.0  # rules within this distance touch
MIN_H_RULES, MIN_V_RULES = 3, 2

Word = tuple  # (x0, y0, x1, y1, text, block_no, line_no, word_no)
Segment = tuple[float, float, float]  # (position, start, end): y, x0, x1 for horizontal rules; x, y0, y1 for vertical


@dataclass(slots=True)
class Grid:
    """A ruled table: row bands and, per band, the x edges of its cells."""

    x0: float
    y0: float
    x1: float
    y1: float
    rows: list[tuple[float, float]]
    edges: list[list[float]]

    def cell_of(self, word: Word) -> tuple[int, int] | None:
        """(row, column) of the cell under the word's centre, or None outside the table."""
        cx, cy = (word[0] + word[2]) / 2, (word[1] + word[3]) / 2
        if not (self.x0 - TOL <= cx <= self.x1 + TOL and self.y0 <= cy <= self.y1):
            return None
        for r, (y0, y1) in enumerate(self.rows):
            if y0 <= cy <= y1:
                return r, bisect_right(self.edges[r], cx)
        return None


def rules(paths: list[tuple[str, tuple]]) -> tuple[list[Segment], list[Segment]]:
    """Horizontal and vertical rules among a page's drawn paths, collinear pieces merged."""
    hs: list[Segment] = []
    vs: list[Segment] = []
    for kind, (x0, y0, x1, y1) in paths:
        w, h = x1 - x0, y1 - y0
        if h <= RULE and w >= MIN_RULE:
            hs.append(((y0 + y1) / 2, x0, x1))
        elif w <= RULE and h >= MIN_RULE:
            vs.append(((x0 + x1) / 2, y0, y1))
        elif kind == "stroke-path" and w >= MIN_RULE and h >= MIN_RULE:  # a framed rectangle: its sides
            hs += [(y0, x0, x1), (y1, x0, x1)]
            vs += [(x0, y0, y1), (x1, y0, y1)]
    return _merge(hs), _merge(vs)


def _merge(segs: list[Segment]) -> list[Segment]:
    """Join pieces of one rule (same position, touching spans): Word draws a rule cell by cell."""
    out: list[Segment] = []
    for pos, a, b in sorted(segs):
        if out and abs(out[-1][0] - pos) <= 1.0 and a <= out[-1][2] + TOL:
            p, a0, b0 = out[-1]
            out[-1] = (p, a0, max(b0, b))
        else:
            out.append((pos, a, b))
    return out


def grids(paths: list[tuple[str, tuple]]) -> list[Grid]:
    """Table candidates: groups of touching rules with enough of both directions."""
    hs, vs = rules(paths)
    if len(hs) < MIN_H_RULES or len(vs) < MIN_V_RULES or len(hs) * len(vs) > 250_000:
        return []
    parent = list(range(len(hs) + len(vs)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, (y, hx0, hx1) in enumerate(hs):
        for j, (x, vy0, vy1) in enumerate(vs):
            if hx0 - TOL <= x <= hx1 + TOL and vy0 - TOL <= y <= vy1 + TOL:
                parent[find(i)] = find(len(hs) + j)
    groups: dict[int, tuple[list[Segment], list[Segment]]] = {}
    for i, h in enumerate(hs):
        groups.setdefault(find(i), ([], []))[0].append(h)
    for j, v in enumerate(vs):
        groups.setdefault(find(len(hs) + j), ([], []))[1].append(v)
    out = []
    for gh, gv in groups.values():
        if len({round(y) for y, _, _ in gh}) >= MIN_H_RULES and len({round(x) for x, _, _ in gv}) >= MIN_V_RULES:
            out.append(_grid(gh, gv))
    return sorted(out, key=lambda g: (g.y0, g.x0))


def _grid(hs: list[Segment], vs: list[Segment]) -> Grid:
    x0 = min(min(a for _, a, _ in hs), min(x for x, _, _ in vs))
    x1 = max(max(b for _, _, b in hs), max(x for x, _, _ in vs))
    half = 0.5 * (x1 - x0)
    ys: list[float] = []
    for y, a, b in sorted(hs):
        if b - a >= half and (not ys or y - ys[-1] > TOL):
            ys.append(y)
    rows = list(zip(ys, ys[1:]))
    edges = []
    for y0, y1 in rows:
        mid = (y0 + y1) / 2
        xs: list[float] = []
        for x in sorted(x for x, a, b in vs if a - TOL <= mid <= b + TOL):
            if not xs or x - xs[-1] > TOL:
                xs.append(x)
        edges.append(xs)
    if len(edges) > 1 and len(edges[0]) <= 2 < len(edges[1]):  # a header row drawn without its column rules
        edges[0] = edges[1]
    return Grid(x0, ys[0] if ys else 0.0, x1, ys[-1] if ys else 0.0, rows, edges)


def table_cells(grid: Grid, words: list[Word]) -> dict[int, tuple[int, int]] | None:
    """Word index -> (row, column) for the words in the grid's cells, or None when it is no table."""
    where: dict[int, tuple[int, int]] = {}
    for i, w in enumerate(words):
        cell = grid.cell_of(w)
        if cell is not None:
            where[i] = cell
    cols_per_row: dict[int, set[int]] = {}
    for r, c in where.values():
        cols_per_row.setdefault(r, set()).add(c)
    if sum(1 for cols in cols_per_row.values() if len(cols) >= 2) < 2:
        return None
    return where
