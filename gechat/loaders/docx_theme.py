"""Colours in a DOCX as a reader sees them: theme colours, highlights and shading patterns.

Used by :mod:`gechat.loaders.docx_hidden` to tell the colour of a run's text from the
colour under it:

- theme colours (``w:themeColor`` / ``w:themeFill`` on ``w:color``, ``w:shd`` and
  ``w:background``) are looked up in the theme part's ``a:clrScheme`` (``dk1``, ``lt1``,
  ``dk2``, ``lt2``, ``accent1``..``accent6``, ``hlink``, ``folHlink``; given as ``a:srgbClr``
  or as ``a:sysClr`` with its ``lastClr``, other colour forms are not read); ``background1``,
  ``text1``, ``background2`` and ``text2`` go through ``w:clrSchemeMapping`` in the
  settings part (default ``lt1``, ``dk1``, ``lt2``, ``dk2``). ``w:themeTint`` /
  ``w:themeShade`` are applied to the HLS luminance. A theme colour takes precedence
  over ``w:val`` / ``w:fill``; if the theme cannot be read, ``w:val`` / ``w:fill`` is used;
- ``w:highlight`` paints its named colour;
- ``w:shd`` paints ``w:fill`` for the patterns ``clear`` and ``nil``, its pattern colour
  ``w:color`` (``auto``: black) for ``solid``, and ``pctNN`` blends the pattern colour
  over the fill (``auto``: white) by NN %. Other patterns (stripes, crosses) paint
  ``UNKNOWN`` unless both colours are the same.
"""

from __future__ import annotations

import colorsys

from lxml import etree

Rgb = tuple[float, float, float]

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
_THEME_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/theme"
WHITE: Rgb = (1.0, 1.0, 1.0)
_BLACK: Rgb = (0.0, 0.0, 0.0)
UNKNOWN = "unknown"  # a background that is shaded in a way not resolved here
NONE = "none"  # shading or highlight explicitly off: what a style would give is not there
_HIGHLIGHTS = {  # ST_HighlightColor names
    "black": "000000", "blue": "0000FF", "cyan": "00FFFF", "green": "00FF00", "magenta": "FF00FF", "red": "FF0000",
    "yellow": "FFFF00", "white": "FFFFFF", "darkBlue": "000080", "darkCyan": "008080", "darkGreen": "008000",
    "darkMagenta": "800080", "darkRed": "800000", "darkYellow": "808000", "darkGray": "808080", "lightGray": "C0C0C0",
}
_SCHEME = {  # ST_ThemeColor -> a:clrScheme child
    "dark1": "dk1", "light1": "lt1", "dark2": "dk2", "light2": "lt2", "hyperlink": "hlink", "followedHyperlink": "folHlink",
    **{f"accent{i}": f"accent{i}" for i in range(1, 7)},
}
_MAPPED = {  # ST_ThemeColor (and DrawingML short names) -> (w:clrSchemeMapping attribute, its default)
    "background1": ("bg1", "light1"), "bg1": ("bg1", "light1"),
    "text1": ("t1", "dark1"), "tx1": ("t1", "dark1"),
    "background2": ("bg2", "light2"), "bg2": ("bg2", "light2"),
    "text2": ("t2", "dark2"), "tx2": ("t2", "dark2"),
}


def rgb(hex6: str | None) -> Rgb | None:
    """``"RRGGBB"`` as three 0..1 floats; None for ``auto``, absent or malformed values."""
    if not hex6 or len(hex6) != 6:
        return None
    try:
        v = int(hex6, 16)
    except ValueError:
        return None
    return ((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255


def _fraction(hex2: str | None) -> float | None:
    """A ``w:themeTint`` / ``w:themeShade`` byte (``"BF"``) as 0..1."""
    try:
        return min(max(int(hex2, 16), 0), 255) / 255 if hex2 else None
    except ValueError:
        return None


def _tinted(colour: Rgb, tint: float | None, shade: float | None) -> Rgb:
    if tint is None and shade is None:
        return colour
    h, lum, s = colorsys.rgb_to_hls(*colour)
    if tint is not None:
        lum = lum * tint + (1 - tint)  # towards white
    if shade is not None:
        lum = lum * shade  # towards black
    return colorsys.hls_to_rgb(h, min(max(lum, 0.0), 1.0), s)


class Theme:
    """The colour scheme of one document (empty when it has no readable theme part)."""

    def __init__(self, document) -> None:
        self._scheme: dict[str, Rgb] = {}
        self._mapping: dict[str, str] = {}
        try:
            part = next(rel.target_part for rel in document.part.rels.values()
                        if rel.reltype == _THEME_REL and not rel.is_external)
            root = etree.fromstring(part.blob, etree.XMLParser(resolve_entities=False, no_network=True))
        except Exception:  # no theme part, or one lxml cannot read: theme colours fall back to w:val
            return
        scheme = root.find(f"{_A}themeElements/{_A}clrScheme")
        for child in scheme if scheme is not None else ():
            if not isinstance(child.tag, str) or len(child) == 0:
                continue
            colour = child[0]
            value = colour.get("lastClr") if colour.tag == _A + "sysClr" else colour.get("val")
            if colour.tag in (_A + "srgbClr", _A + "sysClr") and (c := rgb(value)) is not None:
                self._scheme[etree.QName(child).localname] = c
        try:
            mapping = document.settings.element.find(_W + "clrSchemeMapping")
        except Exception:  # no settings part: the default mapping
            mapping = None
        if mapping is not None:
            self._mapping = {etree.QName(k).localname: v for k, v in mapping.attrib.items()}

    def colour(self, name: str | None, tint: str | None = None, shade: str | None = None) -> Rgb | None:
        """The RGB of theme colour ``name`` (``"background1"``, ``"accent2"`` ...), tinted or shaded; None if unknown."""
        if not name or not self._scheme:
            return None
        if name in _MAPPED:
            attr, default = _MAPPED[name]
            name = self._mapping.get(attr, default)
        base = self._scheme.get(_SCHEME.get(name, ""))
        return None if base is None else _tinted(base, _fraction(tint), _fraction(shade))

    def ink(self, el) -> Rgb | None:
        """The colour a ``w:color`` (or ``w:background``) element paints: its theme colour, else ``w:val``/``w:color``."""
        if el is None:
            return None
        themed = self.colour(el.get(_W + "themeColor"), el.get(_W + "themeTint"), el.get(_W + "themeShade"))
        return themed if themed is not None else rgb(el.get(_W + "val") or el.get(_W + "color"))

    def shading(self, props) -> Rgb | str | None:
        """What the ``w:highlight`` or ``w:shd`` under ``props`` (an ``rPr``, ``pPr``, ``tcPr``, ``tblPr``) paints.

        None when it says nothing (the style's shading shows), ``NONE`` when it turns shading off (a highlight
        ``none``, a ``clear`` or ``nil`` shading with an ``auto`` fill: direct formatting over a style's shading),
        ``UNKNOWN`` for patterns not resolved.
        """
        if props is None:
            return None
        hl = props.find(_W + "highlight")
        if hl is not None and hl.get(_W + "val") in _HIGHLIGHTS:
            return rgb(_HIGHLIGHTS[hl.get(_W + "val")])
        shd = props.find(_W + "shd")
        if shd is None:
            return NONE if hl is not None and hl.get(_W + "val") == "none" else None
        fill = self.colour(shd.get(_W + "themeFill"), shd.get(_W + "themeFillTint"), shd.get(_W + "themeFillShade"))
        if fill is None:
            fill = rgb(shd.get(_W + "fill"))  # "auto" or absent: no fill
        pattern = self.colour(shd.get(_W + "themeColor"), shd.get(_W + "themeTint"), shd.get(_W + "themeShade"))
        if pattern is None:
            pattern = rgb(shd.get(_W + "color")) or _BLACK  # "auto" patterns are drawn in black
        val = shd.get(_W + "val") or "clear"
        if val in ("clear", "nil"):
            return NONE if fill is None else fill
        if val == "solid":
            return pattern
        if val.startswith("pct") and val[3:].isdigit():
            share = min(int(val[3:]), 100) / 100
            under = fill or WHITE
            return tuple(p * share + u * (1 - share) for p, u in zip(pattern, under))  # type: ignore[return-value]
        return fill if fill == pattern else UNKNOWN
