"""The rules of a game (``?game=``, default the first): the house rules in force, then every
section with its rules.

``?rule=play.follow-trump`` opens that rule's section, frames the rule and scrolls to it; every
rule heading carries its id as HTML anchor. The texts are the game's (`Game.rules_text`), and so
are the house rules and the cards under a rule (`Game.widgets`).
"""

import streamlit as st

from tutor.app import content, current_game, language, places

HIGHLIGHT_KEY = "highlighted-rule"  # the framed container of the rule asked for with ?rule=

lang = language.current()
t = language.translator()
game = current_game.current()
rules_text = game.rules_text


def requested_rule() -> tuple[str | None, str | None]:
    """The rule id asked for with ``?rule=``, and the text of an unknown one to report."""
    # An unknown id is shown inside a code span: no back quotes, no line breaks, not too long.
    requested = " ".join(st.query_params.get("rule", "").replace("`", "").split())
    if requested in game.rule_ids:
        return requested, None
    return None, requested[:60] or None


def show_rule(rule: str, highlighted: bool) -> None:
    """The rule's heading (anchored by its id), its id, its text, and what the game shows under
    it (cards, house rules in force); the text of the `highlighted` rule stands out in a box."""
    text = rules_text.rule_text(rule)
    st.subheader(t.gettext(text.heading), anchor=rule)
    # TRANSLATORS: shown small under each rule's heading; %(rule)s is the rule's id.
    st.caption(t.gettext("Rule `%(rule)s`") % {"rule": rule})
    body = t.gettext(text.body)
    if highlighted:
        st.info(body, icon=":material/bookmark:")
    else:
        st.markdown(body)
    game.widgets.rule_extras(rule)


def back_to_lesson(key: str) -> None:
    """A link back to the lesson the learner came from, if a lesson is open in this session."""
    lesson = content.lesson(st.session_state.get(places.OPEN_LESSON, ""))
    if lesson is None:
        return
    with st.container(key=key):
        st.page_link(
            "views/lessons.py",
            label=t.gettext("Back to the lesson: %(title)s") % {"title": t.gettext(lesson.title)},
            icon=":material/arrow_back:",
            query_params={"lesson": lesson.id, "lang": lang},
        )


def scroll_to_highlight() -> None:
    """Scroll the browser to the framed rule once it has been drawn, clear of the top bar."""
    st.html(
        f"<style>.st-key-{HIGHLIGHT_KEY} {{ scroll-margin-top: 4.5rem; }}</style>"
        "<script>(function () { let tries = 0;"
        f"const jump = () => {{ const box = document.querySelector('.st-key-{HIGHLIGHT_KEY}');"
        " if (box) { box.scrollIntoView({block: 'start'}); }"
        " else if (++tries < 50) { setTimeout(jump, 100); } };"
        "jump(); })();</script>",
        unsafe_allow_javascript=True,
    )


highlighted, unknown = requested_rule()

st.title(t.gettext(rules_text.TITLE))
back_to_lesson("back-to-lesson")
st.markdown(t.gettext(rules_text.INTRO))
if unknown:
    st.warning(
        # TRANSLATORS: %(rule)s is the rule name a link asked for, which does not exist.
        t.gettext("There is no rule called `%(rule)s`. All the rules are listed below.")
        % {"rule": unknown},
        icon=":material/help:",
    )

with st.container(border=True):
    game.widgets.house_rules()

for section, rules in game.sections.items():
    text = rules_text.SECTION_TEXTS[section]
    with st.expander(t.gettext(text.title), expanded=highlighted in rules):
        st.markdown(t.gettext(text.intro))
        for rule in rules:
            if rule == highlighted:
                with st.container(border=True, key=HIGHLIGHT_KEY):
                    show_rule(rule, highlighted=True)
                    back_to_lesson("back-to-lesson-here")
            else:
                show_rule(rule, highlighted=False)

if highlighted:
    scroll_to_highlight()
