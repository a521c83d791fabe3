"""The rules of the game chosen (`current_game`): the house rules in force, which the learner
may change (`house_rules.chooser`), then every section with its rules.

``?rule=play.follow-trump`` opens that rule's section, frames the rule and scrolls to it; every
rule heading carries its id as HTML anchor. Under each rule's text, its card players' words link
to the glossary (`term_links`). The texts are the game's (`Game.rules_text`), and so
are the house rules and the cards under a rule (`Game.widgets`).
"""

import streamlit as st

from tutor import i18n
from tutor.app import (
    current_game,
    deep_links,
    house_rules,
    language,
    second_language,
    term_links,
)

HIGHLIGHT_KEY = "highlighted-rule"  # the framed container of the rule asked for with ?rule=

lang = language.current()
t = language.translator()
game = current_game.current()
rules_text = game.rules_text
profile = house_rules.chosen(game)


def requested_rule() -> tuple[str | None, str | None]:
    """The rule id asked for with ``?rule=``, and the text of an unknown one to report."""
    # An unknown id is shown inside a code span: no back quotes, no line breaks, not too long.
    requested = " ".join(st.query_params.get("rule", "").replace("`", "").split())
    if requested in game.rule_ids:
        return requested, None
    return None, requested[:60] or None


def show_rule(rule: str, highlighted: bool) -> None:
    """The rule's heading (anchored by its id), its id, its text, the glossary words it uses, and
    what the game shows under it (cards, house rules in force); the text of the `highlighted`
    rule stands out in a box."""
    text = rules_text.rule_text(rule)
    heading = t.gettext(text.heading)
    st.subheader(heading, anchor=rule)
    # TRANSLATORS: shown small under each rule's heading; %(rule)s is the rule's id.
    st.caption(t.gettext("Rule `%(rule)s`") % {"rule": rule})
    body = t.gettext(text.body)
    if highlighted:
        st.info(body, icon=":material/bookmark:")
    else:
        st.markdown(body)
    second_language.beside(lambda lang: i18n.translator(lang).gettext(text.body))
    term_links.show(f"{heading}\n\n{body}", game, key=f"terms-{rule}")
    game.widgets.rule_extras(rule, profile)


highlighted, unknown = requested_rule()

st.title(t.gettext(rules_text.TITLE))
deep_links.back_to_lesson("back-to-lesson")
st.markdown(t.gettext(rules_text.INTRO))
if unknown:
    st.warning(
        # TRANSLATORS: %(rule)s is the rule name a link asked for, which does not exist.
        t.gettext("There is no rule called `%(rule)s`. All the rules are listed below.")
        % {"rule": unknown},
        icon=":material/help:",
    )

with st.container(border=True, key="house-rules"):
    game.widgets.house_rules(profile)
    house_rules.chooser(game)

for section, rules in game.sections.items():
    text = rules_text.SECTION_TEXTS[section]
    with st.expander(t.gettext(text.title), expanded=highlighted in rules):
        st.markdown(t.gettext(text.intro))
        for rule in rules:
            if rule == highlighted:
                with st.container(border=True, key=HIGHLIGHT_KEY):
                    show_rule(rule, highlighted=True)
                    deep_links.back_to_lesson("back-to-lesson-here")
            else:
                show_rule(rule, highlighted=False)

if highlighted:
    deep_links.scroll_to(HIGHLIGHT_KEY)
