"""What every page gets before its own content: the favicon, the page-wide CSS, and one small
script that gives Streamlit's elements what Streamlit cannot (``<html lang>``, ``aria-label``s).

**Why a script, and why this one.** Streamlit (1.67) gives a button no ``aria-label``: its
accessible name is its markdown label ("5♠"), and a label cannot hold hidden HTML. The ``help``
tooltip is no way round it either: its text is put into the page only while the pointer is over
the button. Nor can Python set ``<html lang>``. So the names are set in the browser:

- The script runs in the page itself, through ``st.html(..., unsafe_allow_javascript=True)``
  (Streamlit re-creates the ``<script>`` element, so it runs whenever its body changes), not in an
  ``st.components.v1.html`` iframe, which takes a place in the layout, runs in another document
  and depends on the iframe staying same-origin. Its container is hidden by CSS.
- It knows nothing of cards. The widgets that draw buttons send, with their CSS, *rules*: a CSS
  selector and the attributes to give what it selects (`attribute_tag`). They travel in a
  ``data-tutor-a11y`` attribute of a ``<style>`` element, which Streamlit puts in its event
  container (no space on the page) and which is drawn again by a fragment's rerun too, so the
  names always come with the buttons they name, in the language they are drawn in.
- A ``MutationObserver`` applies every rule again whenever the page changes: Streamlit redraws
  elements on every rerun, and React re-creates a button when its type changes. Attributes are
  only written when they differ, so the observer settles at once.

Without JavaScript everything still works; the buttons then keep their short labels and their
tooltips. Only text made here, by the engine or by translators goes into these rules, escaped.
"""

from __future__ import annotations

import gettext
import html
import json
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

import streamlit as st

from tutor import i18n
from tutor.app import language

FAVICON = Path(__file__).resolve().parent / "static" / "favicon.svg"
"""The tab's icon, shipped with the package: a material icon would be fetched from
fonts.gstatic.com, which fails offline. Streamlit sends an SVG file as a ``data:`` URL."""

A11Y_ATTRIBUTE = "data-tutor-a11y"
"""The attribute of a ``<style>`` element that carries attribute rules for the page script."""

SETUP_KEY = "tutor-page-setup"
"""The hidden container of the page script."""

Rule = tuple[str, Mapping[str, str]]
"""A CSS selector and the attributes (name → value) to give every element it selects."""


def configure(title: str) -> None:
    """The tab's title and the shipped favicon (`FAVICON`)."""
    st.set_page_config(page_title=title, page_icon=FAVICON)


def setup() -> None:
    """The page-wide CSS and the page script, in the language of this run."""
    lang = language.current()
    t = language.translator()
    # TRANSLATORS: the visible label of the button that opens the sidebar on a phone, where the
    # pages, the language and the learner's name are; %(language)s is the current language's
    # name in that language ("Menu · Nederlands").
    menu = t.gettext("Menu · %(language)s") % {"language": i18n.language_name(lang)}
    st.html(f"<style>{PAGE_CSS}{_menu_css(menu)}</style>")
    with st.container(key=SETUP_KEY):
        st.html(page_script(lang, _streamlit_rules(t)), unsafe_allow_javascript=True)


def _streamlit_rules(t: gettext.NullTranslations) -> list[Rule]:
    """Names for Streamlit's own controls, which it labels in English only."""
    # TRANSLATORS: the screen-reader name of the "»" button that opens the sidebar.
    expand = t.gettext("Open the menu: pages, language and name")
    # TRANSLATORS: the screen-reader name of the button that closes the sidebar.
    collapse = t.gettext("Close the menu")
    # TRANSLATORS: the screen-reader name of the sidebar (pages, language, learner's name).
    sidebar = t.pgettext("sidebar", "Menu")
    # TRANSLATORS: the screen-reader name of the list of the tutor's pages.
    pages = t.gettext("Pages")
    # TRANSLATORS: the screen-reader names of the + and − buttons of a number field.
    more, less = t.gettext("One more"), t.gettext("One less")
    # TRANSLATORS: the screen-reader name of the link icon beside a heading.
    anchor = t.gettext("Link to this heading")
    return [
        ('[data-testid="stExpandSidebarButton"]', {"aria-label": expand}),
        ('[data-testid="stSidebarCollapseButton"] button', {"aria-label": collapse}),
        ('[data-testid="stSidebar"]', {"aria-label": sidebar}),
        ('[data-testid="stSidebarNav"], [data-testid="stTopNav"]', {"aria-label": pages}),
        ('[data-testid="stNumberInputStepUp"]', {"aria-label": more}),
        ('[data-testid="stNumberInputStepDown"]', {"aria-label": less}),
        ('[data-testid="stHeaderActionElements"] a', {"aria-label": anchor}),
    ]


def key_class(key: str) -> str:
    """The CSS class Streamlit gives an element with `key` (its ``st-key-`` rule)."""
    return "st-key-" + re.sub(r"[^a-zA-Z0-9_-]", "-", key.strip())


def attribute_tag(rules: Iterable[Rule], css: str = "") -> str:
    """A ``<style>`` element with `css` that carries `rules` for the page script; send it with
    ``st.html`` (it takes no space on the page)."""
    data = json.dumps([[selector, dict(attributes)] for selector, attributes in rules], ensure_ascii=False)
    return f'<style {A11Y_ATTRIBUTE}="{html.escape(data, quote=True)}">{css}</style>'


def read_rules(body: str) -> list[Rule]:
    """The rules carried by the ``<style>`` elements in `body` (an ``st.html`` body), in order."""
    found: list[Rule] = []
    for data in re.findall(rf'{A11Y_ATTRIBUTE}="([^"]*)"', body):
        found += [(selector, attributes) for selector, attributes in json.loads(html.unescape(data))]
    return found


def css_string(text: str) -> str:
    """`text` as a CSS string, safe inside a ``<style>`` element."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\a ")
    return '"' + escaped.replace("<", "\\3c ").replace(">", "\\3e ") + '"'


def _menu_css(label: str) -> str:
    """A visible label beside the "»" that opens the sidebar (on a phone it starts closed)."""
    return (
        '[data-testid="stExpandSidebarButton"]{width:auto!important;padding:0 .5rem!important;'
        "gap:.25rem}"
        f'[data-testid="stExpandSidebarButton"]::after{{content:{css_string(label)};'
        "font-size:.9rem;font-weight:600;white-space:nowrap}"
    )


PAGE_CSS = (
    # Focus is always visible: a blue ring with a white halo, on any background.
    ":root{--tutor-focus:#1a5fb4}"
    ":is(a,button,summary,[role=button],[role=tab],[role=slider],[role=option],[role=switch],"
    "[tabindex]:not([tabindex='-1'],input,textarea)):focus-visible"
    "{outline:3px solid var(--tutor-focus)!important;outline-offset:2px!important;"
    "box-shadow:0 0 0 2px #fff!important}"
    # Inside the sidebar's scroll box an outer ring would be cut off.
    '[data-testid="stSidebarNavLink"]:focus-visible{outline-offset:-3px!important}'
    # A text field, a select box, a radio button or a check box: ring the whole control (the
    # input of a radio button or a switch is hidden). Streamlit 1.67 draws them with React Aria,
    # earlier versions with Base Web.
    ":is([data-baseweb=input],[data-baseweb=select],[data-baseweb=textarea],"
    '[data-testid="stNumberInputContainer"],[data-baseweb=radio],[data-baseweb=checkbox],'
    '[data-testid="stTextInputRootElement"],[data-testid="stTextAreaRootElement"],'
    '[data-testid="stSelectbox"] [role=group],[data-testid="stMultiSelect"] [role=group],'
    '[data-testid="stRadioOption"],[data-testid="stCheckbox"] label)'
    ":has(input:focus-visible,textarea:focus-visible)"
    "{outline:3px solid var(--tutor-focus)!important;outline-offset:2px!important}"
    # Captions: Streamlit draws them in its text colour at 60 %, which reads 3.8:1 on white (WCAG
    # AA wants 4.5:1; axe, tests/e2e/test_browser_axe.py). At 80 % of the page's own text colour
    # they stay quieter than the text and read about 6:1, in a light or a dark theme alike.
    '[data-testid="stCaptionContainer"]{color:inherit!important;opacity:.8}'
    # A slider's value ("short endings") is drawn in the theme's red, 3.9:1 on a dark page: in
    # the text colour it reads well in either theme (the thumb itself stays red).
    '[data-testid="stSliderThumbValue"]{color:inherit!important}'
    # "Press Enter to submit form" / "Press Enter to apply": English only, and Enter is not needed.
    '[data-testid="InputInstructions"]{display:none!important}'
    # The page script's own container.
    f".{key_class(SETUP_KEY)},.stElementContainer:has(> .{key_class(SETUP_KEY)}),"
    f'[data-testid="stLayoutWrapper"]:has(> .{key_class(SETUP_KEY)}){{display:none!important}}'
)
"""The CSS every page gets."""


_SCRIPT = """(function () {
  window.tutorPage = %(config)s;
  if (window.tutorPageObserver) { window.tutorPageApply(); return; }
  function put(element, name, value) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  function follow(rules) {
    for (const [selector, attributes] of rules) {
      let elements;
      try { elements = document.querySelectorAll(selector); } catch (error) { continue; }
      for (const element of elements)
        for (const [name, value] of Object.entries(attributes)) put(element, name, value);
    }
  }
  function apply() {
    put(document.documentElement, "lang", window.tutorPage.lang);
    follow(window.tutorPage.rules);
    for (const carrier of document.querySelectorAll("[%(attribute)s]")) {
      try { follow(JSON.parse(carrier.getAttribute("%(attribute)s"))); } catch (error) {}
    }
  }
  window.tutorPageApply = apply;
  window.tutorPageObserver = new MutationObserver(apply);
  window.tutorPageObserver.observe(document.documentElement, {
    childList: true, subtree: true, characterData: true,
    attributes: true, attributeFilter: ["%(attribute)s", "lang", "aria-label", "aria-pressed", "role"],
  });
  apply();
})();"""


def page_script(lang: str, rules: Iterable[Rule] = ()) -> str:
    """The page script as an ``st.html`` body: ``<html lang>`` set to `lang`, `rules` and the
    rules of every ``data-tutor-a11y`` carrier applied, and kept applied."""
    config = json.dumps({"lang": lang, "rules": [[s, dict(a)] for s, a in rules]}, ensure_ascii=False)
    config = config.replace("<", "\\u003c").replace(">", "\\u003e")  # no "</script>" inside
    return "<script>" + _SCRIPT % {"config": config, "attribute": A11Y_ATTRIBUTE} + "</script>"


def script_config(body: str) -> dict[str, object]:
    """The configuration inside a `page_script` body (for tests)."""
    match = re.search(r"window\.tutorPage = (\{.*?\});\n", body)
    assert match is not None, "not a page script"
    return json.loads(match.group(1))
