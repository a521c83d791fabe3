"""Progress in a game (``?game=``, default the first): lessons done, mastery per concept, the
streak, resets, and an export as JSON."""

import json
from datetime import datetime, timedelta, timezone

import streamlit as st
from babel.dates import format_timedelta

from tutor.app import content, current_game, language, learner
from tutor.lessons import Lesson
from tutor.schedule import due_concepts, mastery, why_due

t = language.translator()
lang = language.current()
game = current_game.current()


def heading(rule: str) -> str:
    return t.gettext(game.rules_text.rule_text(rule).heading)


st.title(t.gettext("Your progress"))
who = learner.current()
if who is None:
    st.info(t.gettext("Choose a name in the sidebar to keep your progress; it then shows here."),
            icon=":material/person:")
    st.stop()

store = learner.store()
now = datetime.now(timezone.utc)
lessons = [item for item in content.all_lessons() if isinstance(item, Lesson) and item.game == game.name]
done = store.lessons_done(who.id)
answers = store.answers(who.id, game=game.name)

first, second, third = st.columns(3)
first.metric(t.gettext("Lessons done"), f"{len([lesson for lesson in lessons if lesson.id in done])} / {len(lessons)}")
second.metric(t.gettext("Exercises answered"), len(answers))
streak = store.streak(who.id)
third.metric(t.gettext("Streak"), t.ngettext("%(days)d day", "%(days)d days", streak) % {"days": streak})

st.subheader(t.gettext("Mastery per concept"), anchor=False)
known = mastery(store, who.id, now + timedelta(days=7), game=game.name)  # what lasts a week, not what is fresh
if known:
    st.caption(t.gettext("How likely you are to still get each concept right a week from now, "
                         "judging by your answers so far: from 0 (surely not) to 100 (surely)."))
    st.bar_chart({heading(rule): round(100 * value) for rule, value in known.items()}, horizontal=True,
                 x_label=t.gettext("Concept"), y_label="%")
    last = store.last_answers(who.id, game=game.name)
    lines = []
    for rule in known:
        row = last.get(rule)
        if row is None:
            continue
        ago = format_timedelta(row.at - now, add_direction=True, locale=lang)
        verdict = t.gettext("right") if row.correct else t.gettext("wrong")
        lines.append(t.gettext("%(concept)s: last answer %(verdict)s, %(ago)s") % {
            "concept": heading(rule), "verdict": verdict, "ago": ago})
    st.markdown("\n".join(f"- {line}" for line in lines))
else:
    st.caption(t.gettext("No exercise answered yet: the practice page is the place to start."))

due = due_concepts(store, who.id, now, known.keys(), game=game.name)
if due:
    st.subheader(t.gettext("Due for review"), anchor=False)
    st.markdown("\n".join(f"- {why_due(item, lang, now)}" for item in due))

st.subheader(t.gettext("Lessons"), anchor=False)
for lesson in lessons:
    cols = st.columns([4, 1], vertical_alignment="center")
    when = done.get(lesson.id)
    status = (t.gettext("done") if when else t.gettext("not done yet"))
    cols[0].markdown(f"**{t.gettext(lesson.title)}** · {status}")
    if when:
        cols[1].button(t.gettext("Reset"), key=f"reset-lesson-{lesson.id}",
                       on_click=store.reset_lesson, args=(who.id, lesson.id))

if known:
    st.subheader(t.gettext("Start a concept afresh"), anchor=False)
    concept = st.selectbox(t.gettext("Concept"), sorted(known), format_func=heading, key="reset-concept-choice")
    st.button(t.gettext("Reset this concept"), key="reset-concept",
              on_click=store.reset_concept, args=(who.id, concept), kwargs={"game": game.name})

st.subheader(t.gettext("Take your progress with you"), anchor=False)
st.download_button(
    t.gettext("Export as JSON"), json.dumps(store.export(who.id, game=game.name), indent=2, ensure_ascii=False),
    file_name=f"{game.name}-progress-{who.name}.json", mime="application/json", key="export",
    icon=":material/download:",
)
