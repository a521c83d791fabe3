"""Progress in a game (``?game=``, default the first): lessons done, mastery per concept, the
streak, the games against the bots, resets, and an export as JSON.

The mastery chart (issue 14) is a Vega-Lite bar chart: the full heading of each concept, wrapped
over lines (no label limit), on a fixed 0–100 scale, in the order of the rule book, which is also
the order of the list under it. A concept not known yet (`tutor.schedule.known_yet`: the last
answer was wrong, or the mastery is under `NOT_KNOWN_BELOW`) is orange, the others blue; the
legend and a caption say so in words, and every text of the chart, its tooltips and its
descriptions for screen readers are translated (all but the role words "axis", "legend" and
"mark container" that Vega itself gives its groups: no setting of Vega-Lite reaches those).

The games against the bots (issue 13), once the learner has played a hand: how many hands, the
average cost per priced decision (the cards played; the fair cost of `tutor.hand_review`, judged
from what the learner could see), and a table of the same per day (the computer's local days,
as the streak counts them), oldest first.

Every reset asks first: its button only opens a question with "Yes, reset" and "Cancel" in its
place, and nothing is deleted before "Yes, reset".

The learner's name is shown only through `tutor.app.plain` (never as markdown). When the progress
store fails (`learner.saving`), the page shows only its title under the app's notice.
"""

import json
import textwrap
from datetime import date, datetime, timedelta, timezone
from typing import Any

import streamlit as st
from babel.dates import format_date, format_timedelta
from babel.numbers import format_decimal

from tutor.app import content, current_game, language, learner
from tutor.lessons import Lesson
from tutor.schedule import NOT_KNOWN_BELOW, due_concepts, known_yet, mastery, why_due
from tutor.store import PlayedHandRow

# (Comments, not docstrings: Streamlit's magic would print a bare string of a page script.)
KNOWN_COLOUR = "#1c6fb8"  # blue: a concept known
NOT_KNOWN_COLOUR = "#e8710a"  # orange: not known yet; blue and orange stay apart for colour-blind eyes
LABEL_WIDTH = 26  # characters per line of a concept's label on the chart; longer headings wrap
PENDING = "progress-reset-pending"  # the reset waiting for "Yes, reset": (learner, game, kind, id)
DONE = "progress-reset-done"  # what the last confirmed reset reset, for a toast

t = language.translator()
lang = language.current()
game = current_game.current()


def heading(rule: str) -> str:
    return t.gettext(game.rules_text.rule_text(rule).heading)


def mastery_chart(
    order: list[str], known: dict[str, float], last: dict[str, Any]
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The Vega-Lite spec of the mastery chart and its rows, one per concept of `order`."""
    # TRANSLATORS: in the legend of the mastery chart and the list under it: a concept that
    # the learner answers right by now.
    known_label = t.pgettext("mastery", "known")
    # TRANSLATORS: in the legend of the mastery chart and the list under it: a concept whose
    # last answer was wrong, or that the learner is unlikely to get right a week from now.
    not_known_label = t.pgettext("mastery", "not known yet")
    rows = []
    for rule in order:
        value = round(100 * known[rule])
        answer = last.get(rule)
        status = known_label if known_yet(known[rule], answer.correct if answer else None) else not_known_label
        rows.append({
            "concept": heading(rule),
            "label": "\n".join(textwrap.wrap(heading(rule), LABEL_WIDTH)),
            "mastery": value,
            "status": status,
            # TRANSLATORS: what a screen reader says of one bar of the mastery chart, e.g.
            # "Follow suit: 81 of 100, known".
            "aria": t.gettext("%(concept)s: %(mastery)d of 100, %(status)s") % {
                "concept": heading(rule), "mastery": value, "status": status},
        })
    lines = max((row["label"].count("\n") + 1 for row in rows), default=1)
    # TRANSLATORS: the title of the mastery chart's horizontal axis (0 to 100).
    scale_title = t.gettext("Chance to get it right in a week (0–100)")
    concept_title = t.gettext("Concept")
    common = {
        "y": {
            "field": "label", "type": "nominal", "sort": [row["label"] for row in rows],
            "title": None,
            "axis": {
                "labelLimit": 0, "labelExpr": "split(datum.label, '\\n')",
                "labelFontSize": 13, "labelLineHeight": 16, "labelPadding": 6,
                "description": concept_title,
            },
        },
        "x": {
            "field": "mastery", "type": "quantitative", "title": scale_title,
            "scale": {"domain": [0, 100], "nice": False, "zero": True},
            "axis": {"values": [0, 25, 50, 75, 100], "description": scale_title},
        },
        "color": {
            "field": "status", "type": "nominal", "title": None,
            "scale": {"domain": [known_label, not_known_label],
                      "range": [KNOWN_COLOUR, NOT_KNOWN_COLOUR]},
            "legend": {
                "orient": "top", "direction": "horizontal", "labelLimit": 0,
                "labelFontSize": 13, "description": t.gettext("Colours of the bars"),
            },
        },
    }
    bars = {
        # TRANSLATORS: what a screen reader calls one bar of a chart.
        "mark": {"type": "bar", "cornerRadiusEnd": 3, "ariaRoleDescription": t.pgettext("chart", "bar")},
        "encoding": {
            **common,
            "description": {"field": "aria", "type": "nominal"},
            "tooltip": [
                {"field": "concept", "type": "nominal", "title": concept_title},
                {"field": "mastery", "type": "quantitative", "title": scale_title},
                {"field": "status", "type": "nominal", "title": t.gettext("State")},
            ],
        },
    }
    numbers = {
        "mark": {"type": "text", "align": "left", "dx": 4, "aria": False},
        "encoding": {**common, "text": {"field": "mastery", "type": "quantitative"}},
    }
    line = {
        "mark": {"type": "rule", "strokeDash": [4, 4], "opacity": 0.7, "aria": False},
        "encoding": {
            "x": {"datum": round(100 * NOT_KNOWN_BELOW), "type": "quantitative"},
            "color": {"value": NOT_KNOWN_COLOUR},
        },
    }
    spec = {
        "height": {"step": 16 * lines + 14},
        "layer": [bars, numbers, line],
        "padding": {"right": 24},
    }
    return spec, rows


def average_cost(hands: list[PlayedHandRow], fair: bool = True) -> str:
    """The cost per priced decision of `hands`, in points, as the learner's language writes
    numbers (two decimals); a dash when none was priced."""
    priced = sum(hand.priced for hand in hands)
    if not priced:
        return "–"
    total = sum(hand.fair_cost if fair else hand.dd_cost for hand in hands)
    return format_decimal(total / priced, format="0.00", locale=lang)


def games_against_the_bots(hands: list[PlayedHandRow]) -> None:
    """Hands played, the average cost per card played, and both per day, oldest first."""
    # TRANSLATORS: a heading of the progress page: the hands the learner played on the Play page.
    st.subheader(t.gettext("Games against the bots"), anchor=False)
    first, second = st.columns(2)
    # TRANSLATORS: a figure of the progress page: how many hands the learner played against the bots.
    first.metric(t.gettext("Hands played"), len(hands))
    # TRANSLATORS: a figure of the progress page: what the learner's cards cost on average, in
    # points, judged from what the learner could see (0 is the best card every time).
    second.metric(t.gettext("Average cost per card played"), average_cost(hands))
    # TRANSLATORS: under the figures of the games against the bots.
    st.caption(t.gettext("What each card you played cost on average, in points: judged from what "
                         "you could see when you played it (0 means the best card every time). "
                         "“Every hand open” judges it as if you had seen all the cards. Only cards "
                         "are priced: bids, the trump, discards and the rob are not."))
    days: dict[date, list[PlayedHandRow]] = {}
    for hand in hands:
        days.setdefault(hand.played_at.astimezone().date(), []).append(hand)
    # TRANSLATORS: the columns of the table of the games against the bots, one line per day.
    day_title, hands_title = t.pgettext("table", "Day"), t.pgettext("table", "Hands")
    # TRANSLATORS: a column of the table of the games against the bots: the average cost of the
    # learner's cards that day, judged from what the learner could see.
    fair_title = t.gettext("Average cost")
    # TRANSLATORS: a column of the table of the games against the bots: the same average with
    # every hand open (double dummy).
    open_title = t.gettext("Every hand open")
    st.table([
        {day_title: format_date(day, format="medium", locale=lang), hands_title: str(len(played)),
         fair_title: average_cost(played), open_title: average_cost(played, fair=False)}
        for day, played in days.items()
    ])


def ask(kind: str, target: str) -> None:
    st.session_state[PENDING] = (who.id, game.name, kind, target)


def cancel() -> None:
    st.session_state.pop(PENDING, None)


def confirm(kind: str, target: str, name: str) -> None:
    if st.session_state.pop(PENDING, None) != (who.id, game.name, kind, target):
        return  # a stale button: ask again rather than delete
    if kind == "lesson":
        kept = learner.done(lambda opened: opened.reset_lesson(who.id, target))
    else:
        kept = learner.done(lambda opened: opened.reset_concept(who.id, target, game=game.name))
    if not kept:
        return  # the store failed: the page's notice says so
    # TRANSLATORS: %(name)s is a lesson's title or a rule's heading that was just reset.
    st.session_state[DONE] = t.gettext("“%(name)s” was reset.") % {"name": name}


def pending(kind: str, target: str) -> bool:
    return st.session_state.get(PENDING) == (who.id, game.name, kind, target)


def confirmation(question: str, kind: str, target: str, name: str) -> None:
    """The question a reset asks, with its two answers."""
    with st.container(border=True, key=f"reset-question-{kind}"):
        st.warning(question, icon=":material/warning:")
        with st.container(horizontal=True):
            st.button(t.gettext("Yes, reset"), key="reset-confirm", type="primary",
                      icon=":material/delete:", on_click=confirm, args=(kind, target, name))
            st.button(t.gettext("Cancel"), key="reset-cancel", on_click=cancel)


st.title(t.gettext("Your progress"))
who = learner.current()
if not learner.saving():
    st.stop()  # the page's notice says why progress cannot be read (a read below that fails
    # makes main.py run the page again, to stop here)
if who is None:
    st.info(t.gettext("Choose a name in the sidebar to keep your progress; it then shows here."),
            icon=":material/person:")
    st.stop()

store = learner.store()
now = datetime.now(timezone.utc)
lessons = [item for item in content.all_lessons() if isinstance(item, Lesson) and item.game == game.name]
done = store.lessons_done(who.id)
answers = store.answers(who.id, game=game.name)
if DONE in st.session_state:
    st.toast(st.session_state.pop(DONE), icon=":material/restart_alt:")

first, second, third = st.columns(3)
first.metric(t.gettext("Lessons done"), f"{len([lesson for lesson in lessons if lesson.id in done])} / {len(lessons)}")
second.metric(t.gettext("Exercises answered"), len(answers))
streak = store.streak(who.id)
third.metric(t.gettext("Streak"), t.ngettext("%(days)d day", "%(days)d days", streak) % {"days": streak})

st.subheader(t.gettext("Mastery per concept"), anchor=False)
known = mastery(store, who.id, now + timedelta(days=7), game=game.name)  # what lasts a week, not what is fresh
order = [rule for rule in game.rule_ids if rule in known]  # the rule book's order: bars and list
if known:
    st.caption(t.gettext("How likely you are to still get each concept right a week from now, "
                         "judging by your answers so far: from 0 (surely not) to 100 (surely)."))
    last = store.last_answers(who.id, game=game.name)
    spec, rows = mastery_chart(order, known, last)
    st.vega_lite_chart(rows, spec, width="stretch", key="mastery-chart",
                       # TRANSLATORS: the description of the mastery chart for screen readers.
                       alt=t.gettext("Mastery per concept, from 0 to 100: one bar per concept "
                                     "you practised, orange when not known yet."))
    st.caption(t.gettext("Orange: not known yet. The last answer was wrong, or the chance is "
                         "below %(threshold)d (the dashed line). Blue: known.")
               % {"threshold": round(100 * NOT_KNOWN_BELOW)})
    lines = []
    for rule, row in zip(order, rows):
        colour = "blue" if row["status"] == t.pgettext("mastery", "known") else "orange"
        line = f"**{row['concept']}**"
        answer = last.get(rule)
        if answer is not None:
            ago = format_timedelta(answer.at - now, add_direction=True, locale=lang)
            verdict = t.gettext("right") if answer.correct else t.gettext("wrong")
            line = t.gettext("%(concept)s: last answer %(verdict)s, %(ago)s") % {
                "concept": line, "verdict": verdict, "ago": ago}
        lines.append(f"- :{colour}-badge[{row['mastery']} · {row['status']}] {line}")
    st.markdown("\n".join(lines))
else:
    st.caption(t.gettext("No exercise answered yet: the practice page is the place to start."))

due = due_concepts(store, who.id, now, known.keys(), game=game.name)
if due:
    st.subheader(t.gettext("Due for review"), anchor=False)
    st.markdown("\n".join(f"- {why_due(item, lang, now)}" for item in due))

played_hands = store.played_hands(who.id, game=game.name)
if played_hands:
    games_against_the_bots(played_hands)

st.subheader(t.gettext("Lessons"), anchor=False)
for lesson in lessons:
    cols = st.columns([4, 1], vertical_alignment="center")
    when = done.get(lesson.id)
    status = (t.gettext("done") if when else t.gettext("not done yet"))
    title = t.gettext(lesson.title)
    cols[0].markdown(f"**{title}** · {status}")
    if when:
        cols[1].button(t.gettext("Reset"), key=f"reset-lesson-{lesson.id}", on_click=ask,
                       args=("lesson", lesson.id), disabled=pending("lesson", lesson.id))
        if pending("lesson", lesson.id):
            confirmation(
                # TRANSLATORS: asked before a lesson's progress is deleted; %(lesson)s is its title.
                t.gettext("Reset the lesson “%(lesson)s”? The tutor forgets your steps in it and "
                          "that you finished it. This cannot be undone.") % {"lesson": title},
                "lesson", lesson.id, title)

if known:
    st.subheader(t.gettext("Start a concept afresh"), anchor=False)
    concept = st.selectbox(t.gettext("Concept"), order, format_func=heading, key="reset-concept-choice",
                           placeholder=t.gettext("Choose an option"))
    st.button(t.gettext("Reset this concept"), key="reset-concept", on_click=ask,
              args=("concept", concept), disabled=pending("concept", concept))
    if pending("concept", concept):
        confirmation(
            # TRANSLATORS: asked before a concept's answers are deleted; %(concept)s is a rule's heading.
            t.gettext("Start “%(concept)s” afresh? The tutor forgets your answers on it and when "
                      "to review it. This cannot be undone.") % {"concept": heading(concept)},
            "concept", concept, heading(concept))

st.subheader(t.gettext("Take your progress with you"), anchor=False)
st.download_button(
    t.gettext("Export as JSON"), json.dumps(store.export(who.id, game=game.name), indent=2, ensure_ascii=False),
    file_name=f"{game.name}-progress-{who.name}.json", mime="application/json", key="export",
    icon=":material/download:",
)
