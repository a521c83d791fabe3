"""The app's safety under AppTest (issue 15, robustness probe §3–4): values from the address and
learners' names shown as text, never as markdown; names cleaned (NFKC, invisible characters,
bidi and control characters refused); storage faults that leave the tutor teaching with one
notice and nothing saved overwritten; no server path on the page; passphrases on a shared server.

A notice's markdown is checked on its source (``element.value``): no link, image, emphasis,
directive, LaTeX or bare address can start in it, and the value is still there to read once the
escapes are taken out.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import re
import sqlite3
import stat
import types
from collections.abc import Callable, Iterator
from datetime import datetime, timezone
from pathlib import Path
from urllib.parse import quote

import pytest
from app_driver import LESSONS_PAGE, click, escapes_removed, frames_walk, open_app
from privileges import permissions_that_bind_root
from streamlit.runtime import context as streamlit_context
from streamlit.testing.v1 import AppTest
from test_app_practice import give, shown_exercise

from tutor import i18n, learner_names, passphrases
from tutor.app import content, errors
from tutor.app import learner as learner_module
from tutor.lessons import BrokenLesson, Lesson, StepKind, frames, load_lessons
from tutor.resources import data_dir
from tutor.store import Learner, Store, StoreError

PRACTICE = "views/practice.py"
PROGRESS = "views/progress.py"
PLAY = "views/play.py"
_numbers = itertools.count(1)

HOSTILE = {
    "link": "[click here](https://e.vil/x)",
    "image": "![pixel](https://e.vil/pixel.png)",
    "formatting": "**bold** _it_ # head <b>x</b> :red[red] $x^2$ `code`",
    "bare address": "see https://e.vil/x or www.e.vil or me@e.vil",
    "icons": ":material/home: :smile:",
}


def starts_no_markdown(source: str) -> list[str]:
    """The markdown constructs that could start in `source` (empty: it is text). The syntax is
    looked for outside backslash escapes; bare addresses and shortcodes, which GFM and Streamlit
    find in the text the escapes leave, in that text."""
    syntax = re.sub(r"\\.", "§", source, flags=re.DOTALL)
    text = re.sub(r"\\(.)", r"\1", source, flags=re.DOTALL)
    found = [construct for construct in ("](", "![", "**", "_it_", "<b>", ":red[", "$x", "`code`",
                                         "# head", ":material/", ":smile:") if construct in syntax]
    found += [construct for construct in ("://", "www.", "@e.vil", ":material/", ":smile:") if construct in text]
    return found


def notices(at: AppTest) -> list[str]:
    return [element.value for kind in ("warning", "error", "info") for element in getattr(at, kind)]


# --- 1. values from the address -----------------------------------------------------------------


@pytest.mark.parametrize("name", list(HOSTILE))
@pytest.mark.parametrize("parameter", ["lesson", "exercise", "game"])
def test_a_crafted_address_value_shows_as_text_in_the_app_s_notice(parameter: str, name: str) -> None:
    value = HOSTILE[name]
    at = open_app("en", **{parameter: value})
    if parameter == "lesson":
        at.switch_page(LESSONS_PAGE).run()
    elif parameter == "exercise":
        at.switch_page(PRACTICE).run()
    assert not at.exception, at.exception
    [notice] = [text for text in notices(at) if escapes_removed(text).count(value[:20])]
    assert starts_no_markdown(notice) == [], notice
    assert value[:40] in escapes_removed(notice), "the reader still sees what the address said"


@pytest.mark.parametrize("parameter", ["lesson", "exercise", "game"])
def test_a_100000_character_address_value_is_cut_in_the_notice(parameter: str) -> None:
    value = "[a](https://e.vil/)" + "x" * 100_000
    at = open_app("en", **{parameter: value})
    if parameter in ("lesson", "exercise"):
        at.switch_page(LESSONS_PAGE if parameter == "lesson" else PRACTICE).run()
    assert not at.exception, at.exception
    [notice] = [text for text in notices(at) if "xxxxxxxxxx" in text]
    assert len(notice) < 600, len(notice)
    assert starts_no_markdown(notice) == []


# --- 2. learners' names ---------------------------------------------------------------------------


@pytest.fixture
def store() -> Iterator[Store]:
    opened = Store.default()
    yield opened
    opened.close()


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_learner_s_name_shows_as_text_in_the_sidebar(store: Store, name: str) -> None:
    typed = " ".join(f"{HOSTILE[name][:30]} {next(_numbers)}".split())
    store.add_learner(typed)  # a name kept before names were cleaned, or by another tool
    at = open_app("en", learner=typed)
    [line] = [item.value for item in at.sidebar.markdown if "Learning as" in item.value]
    assert starts_no_markdown(line.replace("Learning as **", "").replace("**. Your", "")) == [], line
    assert typed in escapes_removed(line)


def test_a_taken_name_is_repeated_as_text_in_the_refusal(store: Store) -> None:
    typed = f"[x](https://e.vil/{next(_numbers)})"
    store.add_learner(typed)
    at = open_app("en")
    start_as(at, typed)
    [refusal] = [error.value for error in at.error]
    assert "taken" in refusal and starts_no_markdown(refusal) == [], refusal


def submit(at: AppTest, form: str) -> AppTest:
    """Press the submit button of the sidebar form `form`."""
    [button] = [item for item in at.button if item.proto.form_id == form]
    button.click().run()
    assert not at.exception, at.exception
    return at


def start_as(at: AppTest, typed: str) -> AppTest:
    at.text_input(key="learner-new-name").input(typed)
    return submit(at, "learner-new")


def test_a_full_width_name_is_the_learner_of_the_same_plain_letters(store: Store) -> None:
    plain = f"Alice {next(_numbers)}"
    alice = store.add_learner(plain)
    full_width = "".join(chr(ord(char) + 0xFEE0) if "!" <= char <= "~" else "\u3000" for char in plain)
    at = start_as(open_app("de"), full_width)
    assert at.error, "a second Alice is refused"
    assert [known.id for known in store.learners() if known.name.casefold() == plain.casefold()] == [alice.id]
    assert learner_names.clean(full_width) == plain


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("typed, code", [
    ("\u200b\u200b\u2060", "empty"),
    ("  \ufeff ", "empty"),
    ("Bob\u202eevil", "bidi"),
    ("\u2067Bob", "bidi"),
    ("Bob\x07", "control"),
    ("Bob\tSmith", "control"),
])
def test_a_name_that_cannot_be_one_is_refused_with_a_translated_message(
    store: Store, lang: str, typed: str, code: str
) -> None:
    before = {known.id for known in store.learners()}
    at = start_as(open_app(lang), typed)
    t = i18n.translator(lang)
    expected = {
        "empty": t.gettext("Please type a name."),
        "bidi": t.gettext("A name cannot hold characters that change the direction of the "
                          "text. Please type it without them."),
        "control": t.gettext("A name cannot hold control characters. Please type it without them."),
    }[code]
    assert [error.value for error in at.error] == [expected]
    assert {known.id for known in store.learners()} == before, "nobody was added"
    with pytest.raises(ValueError) as refused:
        learner_names.clean(typed)
    assert refused.value.args[0] == code


def test_names_keep_what_a_reader_sees() -> None:
    assert learner_names.clean("  Jürgen   Groß ") == "Jürgen Groß"
    assert learner_names.clean("Ana\u200bïs") == "Anaïs", "a zero-width space is taken out"
    assert learner_names.clean("👩\u200d💻 Dev") == "👩\u200d💻 Dev", "an emoji sequence keeps its joiner"
    assert learner_names.clean("Bob\u200d") == "Bob"
    assert learner_names.clean("ﬁona") == "fiona"


# --- 3. storage faults ----------------------------------------------------------------------------

def progress_with_a_learner(folder: Path) -> None:
    """A progress file in `folder` with the learner "Reader", an answer and a finished lesson."""
    folder.mkdir(parents=True, exist_ok=True)
    kept = Store(folder / "progress.sqlite3")
    reader = kept.add_learner("Reader")
    kept.answer_exercise(reader.id, "x", "play.void", True, datetime.now(timezone.utc))
    kept.finish_lesson(reader.id, "trump-order")
    kept.close()


def read_only_empty(tmp: Path) -> Path:
    folder = tmp / "data"
    folder.mkdir()
    folder.chmod(0o555)
    return folder


def read_only_database(tmp: Path) -> Path:
    folder = tmp / "data"
    progress_with_a_learner(folder)
    (folder / "progress.sqlite3").chmod(0o444)
    folder.chmod(0o555)
    return folder


def not_a_database(tmp: Path) -> Path:
    folder = tmp / "data"
    folder.mkdir()
    (folder / "progress.sqlite3").write_bytes(b"this is not a database, only some text\n" * 200)
    return folder


def a_table_missing(tmp: Path) -> Path:
    folder = tmp / "data"
    progress_with_a_learner(folder)
    with contextlib.closing(sqlite3.connect(folder / "progress.sqlite3")) as connection:
        connection.execute("DROP TABLE cards")
        connection.commit()
    return folder


def a_file_not_a_folder(tmp: Path) -> Path:
    file = tmp / "data"
    file.write_text("not a folder\n", encoding="utf-8")
    return file


def from_a_newer_tutor(tmp: Path) -> Path:
    folder = tmp / "data"
    progress_with_a_learner(folder)
    with contextlib.closing(sqlite3.connect(folder / "progress.sqlite3")) as connection:
        connection.execute("PRAGMA user_version = 999")
        connection.commit()
    return folder


FAULTS: dict[str, tuple[Callable[[Path], Path], str]] = {
    "read-only empty folder": (read_only_empty, "the tutor may not write to its data folder or its progress file"),
    "read-only database": (read_only_database, "the tutor may not write to its data folder or its progress file"),
    "not a database": (not_a_database, "the progress file is damaged; it is left as it is"),
    "a table missing": (a_table_missing, "the progress file is damaged; it is left as it is"),
    "a file, not a folder": (a_file_not_a_folder, "the data folder (TUTOR_DATA_DIR) is a file, not a folder"),
    "from a newer tutor": (from_a_newer_tutor, ("the progress was saved by a newer version of the tutor: "
                                                "update the tutor to go on with it")),
}


def snapshot(path: Path) -> dict[str, str]:
    """The digest of every file at `path` (a folder's files, or the file)."""
    files = [path] if path.is_file() else sorted(item for item in path.rglob("*") if item.is_file())
    return {str(file): hashlib.sha256(file.read_bytes()).hexdigest() for file in files}


def saved_rows(folder: Path) -> dict[str, set[tuple]]:
    """Every row of every table of the progress file in `folder`."""
    with contextlib.closing(sqlite3.connect(folder / "progress.sqlite3")) as connection:
        tables = [row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {table: set(connection.execute(f'SELECT * FROM "{table}"')) for table in tables}


@pytest.fixture
def data_folder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[Path], None]]:
    """Point the app at another data folder for one test (the store of the process is cached:
    cleared before and after)."""
    learner_module.store.clear()

    def point(folder: Path) -> None:
        monkeypatch.setenv("TUTOR_DATA_DIR", str(folder))
        learner_module.store.clear()

    yield point
    learner_module.store.clear()


def the_one_notice(at: AppTest, why: str, lang: str, surely: bool = True) -> None:
    """No exception, and the notice with `why` once (or, unless `surely`, not yet: a fault shows
    when the store is first touched where it fails, a missing table when it is read)."""
    assert not at.exception, at.exception
    t = i18n.translator(lang)
    saying = [text for text in notices(at) if t.gettext(why) in text]
    assert len(saying) == (1 if surely else len(saying[:1])), notices(at)
    assert not [text for text in notices(at) if "Error" in text or "sqlite" in text.lower()]


def first_lesson_with_a_do_step() -> tuple[Lesson, int]:
    for lesson in load_lessons():
        if isinstance(lesson, Lesson) and lesson.game == "cinch":
            for frame in frames(lesson):
                if frame.step.kind is not StepKind.READ:
                    return lesson, frame.index
    raise AssertionError("no lesson asks anything")


@pytest.mark.parametrize("fault", list(FAULTS))
def test_a_storage_fault_leaves_the_tutor_teaching_with_one_notice_and_nothing_overwritten(
    fault: str, tmp_path: Path, data_folder: Callable[[Path], None]
) -> None:
    make, why = FAULTS[fault]
    lang = "de"
    with permissions_that_bind_root():
        folder = make(tmp_path)
        before = snapshot(folder)
        before_rows = saved_rows(folder) if fault == "a table missing" else {}
        data_folder(folder)
        try:
            at = open_app(lang, learner="Reader")
            early = fault != "a table missing"  # the others fail as the store opens
            the_one_notice(at, why, lang, surely=early)
            if early:
                assert not [item for item in at.text_input if item.key == "learner-new-name"], \
                    "no name box: nothing can be kept"

            lesson, asks = first_lesson_with_a_do_step()  # a lesson, up to its first question
            at.switch_page(LESSONS_PAGE).run()
            the_one_notice(at, why, lang, surely=early)
            click(at, f"open-{lesson.id}")
            for _frame, _ in frames_walk(at, frames(lesson)[: asks + 1], with_mistakes=False):
                the_one_notice(at, why, lang, surely=early)

            at.switch_page(PRACTICE).run()  # an exercise, answered
            exercise = shown_exercise(at)
            give(at, exercise, exercise.answer)
            assert at.success
            the_one_notice(at, why, lang)

            for page in (PROGRESS, PLAY, "views/rules.py", "views/home.py"):
                at.switch_page(page).run()
                the_one_notice(at, why, lang)
        finally:
            for path in (folder, *folder.glob("*")) if folder.is_dir() else ():
                path.chmod(stat.S_IRWXU)
    after = snapshot(folder)
    if fault == "a table missing":  # the intact tables take new rows; every saved row stays
        for table, rows in saved_rows(folder).items():
            assert rows >= before_rows[table], table
    else:
        assert after == before, "nothing already saved was changed"


def test_a_fault_while_answering_turns_saving_off_with_the_notice(
    tmp_path: Path, data_folder: Callable[[Path], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The store opened well, then a write fails (the disk became read-only): the answer is
    judged, the notice comes, and the learner goes on."""
    folder = tmp_path / "data"
    progress_with_a_learner(folder)
    data_folder(folder)
    at = open_app("fr", learner="Reader")
    assert not at.warning
    at.switch_page(PRACTICE).run()
    exercise = shown_exercise(at)

    def refused(*args: object, **options: object) -> None:
        raise StoreError("read-only", "attempt to write a readonly database")

    monkeypatch.setattr(learner_module.store(), "answer_exercise", refused)
    give(at, exercise, exercise.answer)
    assert at.success
    the_one_notice(at, "the tutor may not write to its data folder or its progress file", "fr")
    click(at, "next-exercise")
    the_one_notice(at, "the tutor may not write to its data folder or its progress file", "fr")


# --- 4. no server path on the page ----------------------------------------------------------------


def test_a_broken_lesson_shows_its_path_in_the_lessons_folder_only(monkeypatch: pytest.MonkeyPatch) -> None:
    lessons = data_dir("lessons")
    broken = BrokenLesson(str(lessons / "cinch" / "99-broken.yaml"),
                          tuple(load_lessons_faults(lessons / "cinch" / "99-broken.yaml")))
    monkeypatch.setattr(content, "load_lessons", lambda: (*load_lessons(), broken))
    content.all_lessons.clear()
    try:
        at = open_app("en", game="cinch")
        at.switch_page(LESSONS_PAGE).run()
        texts = notices(at) + [block.value for block in at.code]
        assert any("cinch/99-broken.yaml" in text for text in texts), texts
        root = str(Path(__file__).resolve().parents[1])
        assert not [text for text in texts if root in text or str(lessons) in text], texts
    finally:
        content.all_lessons.clear()


def load_lessons_faults(path: Path) -> list:
    from tutor.records import Fault

    return [Fault(str(path), 2, f"the id 'x' is already the id of {path.parent / '01-first.yaml'}")]


def test_an_error_of_a_page_is_shown_without_server_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> tuple:
        raise RuntimeError(f"cannot read {data_dir('lessons') / 'cinch' / 'x.yaml'} or /srv/secret/place/y.yaml")

    at = open_app("en", game="cinch")
    monkeypatch.setattr(content, "all_lessons", broken)
    at.switch_page(LESSONS_PAGE).run()
    shown = [item.message for item in at.exception] + [item.value for item in at.code]
    shown += [line for item in at.exception for line in item.stack_trace]
    assert at.exception and "RuntimeError" in [item.proto.type for item in at.exception]
    root = str(Path(__file__).resolve().parents[1])
    assert not [text for text in shown if root in text or "/srv/secret" in text], shown
    assert any("cinch/x.yaml" in text for text in shown) and any("tutor/app/views/lessons.py" in text for text in shown)
    assert errors.relative("/srv/secret/place/y.yaml") == "…/y.yaml"


# --- 5. passphrases on a shared server ------------------------------------------------------------


@pytest.fixture
def shared_server(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(passphrases.VARIABLE, "1")


def with_passphrase(store: Store, passphrase: str = "correct horse") -> Learner:
    who = store.add_learner(f"Nora {next(_numbers)}")
    store.set_passphrase(who.id, passphrases.hash_passphrase(passphrase))
    store.answer_exercise(who.id, "x", "play.void", True, datetime.now(timezone.utc))
    return who


def sign_in(at: AppTest, name: str, passphrase: str) -> AppTest:
    at.text_input(key="learner-sign-in-name").input(name)
    at.text_input(key="learner-sign-in-passphrase").input(passphrase)
    return submit(at, "learner-sign-in")


def exercises_answered(at: AppTest) -> list[str]:
    at.switch_page(PROGRESS).run()
    assert not at.exception, at.exception
    return [metric.value for metric in at.metric if metric.label == "Exercises answered"]


def test_with_passphrases_no_learner_s_name_is_listed(shared_server: None, store: Store) -> None:
    who = with_passphrase(store)
    at = open_app("en")
    assert not [box for box in at.selectbox if box.key == "learner-chosen"]
    sidebar = [element.value for kind in ("markdown", "caption", "error") for element in getattr(at.sidebar, kind)]
    assert not [text for text in sidebar if who.name in text]
    assert at.text_input(key="learner-sign-in-passphrase").proto.type == 1, "a password box"


def test_with_passphrases_learner_in_the_address_opens_nobody_s_progress(
    shared_server: None, store: Store
) -> None:
    who = with_passphrase(store)
    at = open_app("en", learner=who.name)
    assert "learner" not in at.query_params
    assert exercises_answered(at) == []
    assert not list(at.get("download_button")), "no export"


def test_with_passphrases_the_cookie_opens_nobody(shared_server: None, store: Store,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    who = with_passphrase(store)
    client = types.SimpleNamespace(headers=[], cookies={"cinch-tutor-learner": quote(who.name)}, remote_ip=None)
    monkeypatch.setattr(streamlit_context, "_get_client_context", lambda: client)
    at = open_app("en")
    assert exercises_answered(at) == []
    assert not [html for html in at.get("html") if "document.cookie" in html.proto.body], "no name written"


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_with_passphrases_a_wrong_passphrase_gets_a_message_and_nothing_else(
    shared_server: None, store: Store, lang: str
) -> None:
    who = with_passphrase(store)
    t = i18n.translator(lang)
    message = t.gettext("That name and passphrase do not match. Please try again.")
    for name, passphrase in ((who.name, "wrong horse"), (who.name, ""), (f"Nobody {who.id}", "correct horse")):
        at = sign_in(open_app(lang), name, passphrase)
        assert [error.value for error in at.error] == [message]
        assert "learner" not in at.session_state or not at.session_state["learner"]
        at.switch_page(PROGRESS).run()
        assert not at.metric and not at.get("download_button")


def test_with_passphrases_the_right_passphrase_opens_the_learner_s_own_progress_for_the_session(
    shared_server: None, store: Store
) -> None:
    who = with_passphrase(store)
    at = sign_in(open_app("en"), who.name.upper(), "correct horse")
    assert not at.error
    assert exercises_answered(at) == ["1"]
    assert at.get("download_button"), "the export is the learner's own"
    assert "learner" not in at.query_params, "kept in the session only"
    assert exercises_answered(open_app("en", learner=who.name)) == [], "a new session starts with nobody"
    click(at, "learner-change")
    assert exercises_answered(at) == []


def test_with_passphrases_a_new_learner_gives_a_passphrase_twice(shared_server: None, store: Store) -> None:
    name = f"Quinn {next(_numbers)}"

    def start(first: str, second: str) -> AppTest:
        at = open_app("de")
        at.text_input(key="learner-new-name").input(name)
        at.text_input(key="learner-new-passphrase").input(first)
        at.text_input(key="learner-new-passphrase-again").input(second)
        return submit(at, "learner-new")

    t = i18n.translator("de")
    at = start("short", "short")
    assert [error.value for error in at.error] == [
        t.gettext("A passphrase has at least %(count)d characters.") % {"count": 8}]
    at = start("long enough", "long enuogh")
    assert [error.value for error in at.error] == [
        t.gettext("The two passphrases differ. Please type the same one twice.")]
    assert store.learner(name) is None, "nobody added before both passphrases agree"
    at = start("long enough", "long enough")
    assert not at.error
    created = store.learner(name)
    assert created is not None
    digest = store.passphrase(created.id)
    assert digest is not None and digest.startswith("scrypt$") and "long enough" not in digest
    assert passphrases.verify("long enough", digest)
    assert at.session_state["learner"] == name
    assert sign_in(open_app("de"), name, "long enough").error == []


def test_without_passphrases_the_list_and_the_address_work_as_before(store: Store) -> None:
    who = with_passphrase(store)
    at = open_app("en")
    assert who.name in at.selectbox(key="learner-chosen").options
    assert exercises_answered(open_app("en", learner=who.name)) == ["1"]
