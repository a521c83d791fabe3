"""Passphrases (issue 15): `tutor.passphrases` hashes and checks them; the store keeps only the
hash, per learner (schema version 6), on both databases; an older store keeps everything it had."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest

from tutor import passphrases
from tutor.passphrases import hash_passphrase, passphrases_required, verify
from tutor.store import MIGRATIONS, SCHEMA_VERSION, Learner, Store

T0 = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)


# --- the hash -------------------------------------------------------------------------------------


def test_a_hash_is_scrypt_with_its_costs_and_a_random_salt() -> None:
    first, second = hash_passphrase("correct horse"), hash_passphrase("correct horse")
    assert first != second  # a fresh salt each time
    scheme, n, r, p, salt, digest = first.split("$")
    assert (scheme, n, r, p) == ("scrypt", str(2**14), "8", "1")
    assert len(bytes.fromhex(salt)) == 16
    # Worked out with hashlib itself, independently of the module's own helper.
    expected = hashlib.scrypt(b"correct horse", salt=bytes.fromhex(salt), n=2**14, r=8, p=1,
                              dklen=len(bytes.fromhex(digest)))
    assert expected.hex() == digest


def test_verify_takes_the_passphrase_and_nothing_else() -> None:
    digest = hash_passphrase("Kröte im Teich")
    assert verify("Kröte im Teich", digest)
    for wrong in ("kröte im teich", "Kröte im Teich ", "", "Krote im Teich"):
        assert not verify(wrong, digest)


@pytest.mark.parametrize("digest", [
    "", "scrypt", "plain text", "bcrypt$16384$8$1$00$00", "scrypt$x$8$1$00$00",
    "scrypt$16384$8$1$zz$00", "scrypt$3$8$1$0011$" + "00" * 32,  # n not a power of two
    "scrypt$1073741824$8$1$0011$" + "00" * 32,  # a cost that would take gigabytes
    "scrypt$16384$8$1$$" + "00" * 32,  # no salt
])
def test_a_malformed_hash_verifies_nothing_and_raises_nothing(digest: str) -> None:
    assert verify("anything", digest) is False


def test_an_empty_passphrase_is_refused() -> None:
    with pytest.raises(ValueError):
        hash_passphrase("")


def test_passphrases_are_required_only_when_the_setting_is_1(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(passphrases.VARIABLE, raising=False)
    assert not passphrases_required()
    for value, required in (("1", True), ("0", False), ("yes", False), ("", False)):
        monkeypatch.setenv("TUTOR_PASSPHRASES", value)
        assert passphrases_required() is required


# --- in the store ---------------------------------------------------------------------------------


@pytest.fixture
def store(store_target: dict[str, Any]) -> Iterator[Store]:
    opened = Store(**store_target)
    yield opened
    opened.close()


@pytest.fixture
def anna(store: Store) -> Learner:
    return store.add_learner("Anna")


def test_a_passphrase_hash_is_kept_per_learner(
    store: Store, anna: Learner, store_target: dict[str, Any]
) -> None:
    bert = store.add_learner("Bert")
    assert store.passphrase(anna.id) is None
    digest = hash_passphrase("anna's secret")
    store.set_passphrase(anna.id, digest)
    assert store.passphrase(anna.id) == digest and store.passphrase(bert.id) is None
    replaced = hash_passphrase("a new one")
    store.set_passphrase(anna.id, replaced)
    again = Store(**store_target)
    try:
        assert again.passphrase(anna.id) == replaced
        assert verify("a new one", again.passphrase(anna.id) or "")
    finally:
        again.close()
    assert store.passphrase(bert.id + 99) is None


def test_only_a_hash_is_stored(store: Store, anna: Learner) -> None:
    for not_a_hash in ("anna's secret", "", "scrypt$1$2"):
        with pytest.raises(ValueError):
            store.set_passphrase(anna.id, not_a_hash)
    with pytest.raises(KeyError):
        store.set_passphrase(anna.id + 99, hash_passphrase("x"))
    assert store.passphrase(anna.id) is None


def test_the_export_holds_no_passphrase(store: Store, anna: Learner) -> None:
    digest = hash_passphrase("anna's secret")
    store.set_passphrase(anna.id, digest)
    assert digest not in repr(store.export(anna.id))
    assert "passphrase" not in repr(store.export(anna.id))


# --- migrations, the same on both databases -------------------------------------------------------


def test_a_version_5_store_keeps_everything_and_gains_passphrases(store_target: dict[str, Any]) -> None:
    old = Store(**store_target, _migrations=MIGRATIONS[:5])
    anna = old.add_learner("Anna")
    old.answer_exercise(anna.id, "rank-1", "rank.left-pedro", True, T0)
    old.set_preference(anna.id, "four-colour-deck", "true")
    before = old.export(anna.id)
    old.close()
    assert SCHEMA_VERSION == 6
    store = Store(**store_target)
    try:
        assert store.learners() == [anna]
        assert store.export(anna.id) == before
        assert store.passphrase(anna.id) is None
        store.set_passphrase(anna.id, hash_passphrase("now one"))
        assert store.passphrase(anna.id) is not None
    finally:
        store.close()


def test_a_version_1_store_is_migrated_with_its_answers_scheduled(store_target: dict[str, Any]) -> None:
    """Version 1 filled through the SQL of its time (no game, no cards), then opened."""
    old = Store(**store_target, _migrations=MIGRATIONS[:1])
    with old.transaction() as connection:
        for name in ("Anna", "Bert"):
            connection.execute("INSERT INTO learners (name, created) VALUES (?, ?)",
                               (name, "2025-03-01T09:00:00.000000+00:00"))
        ids = dict(connection.execute("SELECT name, id FROM learners").fetchall())
        for learner, code, concept, correct, at in (
            (ids["Anna"], "rank-1", "rank.left-pedro", 0, "2025-03-01T10:00:00.000000+00:00"),
            (ids["Anna"], "rank-2", "rank.left-pedro", 1, "2025-03-01T10:05:00.000000+00:00"),
            (ids["Bert"], "play-1", "play.follow-trump", 1, "2025-03-02T10:00:00.000000+00:00"),
        ):
            connection.execute(
                "INSERT INTO answers (learner, code, concept, correct, at) VALUES (?, ?, ?, ?, ?)",
                (learner, code, concept, correct, at),
            )
    old.close()
    store = Store(**store_target)
    try:
        assert [row.code for row in store.answers(ids["Anna"], game="cinch")] == ["rank-1", "rank-2"]
        assert set(store.cards(ids["Anna"])) == {"rank.left-pedro"}
        assert [review["rating"] for review in store.export(ids["Anna"])["reviews"]] == [1, 3]
        assert set(store.cards(ids["Bert"])) == {"play.follow-trump"}
        carl = store.add_learner("Carl")  # new ids follow the old ones
        assert carl.id not in ids.values()
    finally:
        store.close()
