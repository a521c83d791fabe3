"""The command line: ``python -m tutor COMMAND …``.

Each command is a function ``(args) -> exit status`` and a subparser in `build_parser` that
points to it with ``set_defaults(run=…)``; a command that grows gets its own module.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tutor import catalogs, check_cli, i18n, replay_cli, solve_cli, transcript


def catalogs_command(args: argparse.Namespace) -> int:
    """Extract, update, compile or check the translation catalogs."""
    if args.action == "extract":
        template = catalogs.write_template()
        print(f"{i18n.template_file()}: {len(template)} messages")
    elif args.action == "update":
        print("\n".join(catalogs.update()))
    elif args.action == "purge":
        print("\n".join(catalogs.purge()))
    elif args.action == "import":
        if len(args.files) != 2:
            print("usage: python -m tutor catalogs import LANG FILE.po", file=sys.stderr)
            return 2
        lang, path = args.files
        try:
            skipped = catalogs.import_translations(lang, Path(path))
        except (OSError, ValueError) as error:
            print(error, file=sys.stderr)
            return 2
        print("\n".join(skipped) or f"imported {path} into {lang}")
        return 1 if skipped else 0
    elif args.action == "compile":
        try:
            written = catalogs.compile()
        except catalogs.CatalogError as error:
            print("refusing to compile:", *error.problems, sep="\n", file=sys.stderr)
            return 1
        print("\n".join(f"wrote {path}" for path in written))
    else:
        found = catalogs.check()
        print("\n".join(found) or "catalogs complete", file=sys.stderr if found else sys.stdout)
        return 1 if found else 0
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The parser of every command."""
    parser = argparse.ArgumentParser(prog="python -m tutor", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(title="commands", required=True, metavar="COMMAND")

    catalog = commands.add_parser(
        "catalogs",
        help="maintain the translation catalogs in locales/",
        description="extract: write locales/tutor.pot from the sources; update: that, then merge "
        "it into each language's .po; compile: write the .mo files, refusing catalogs with "
        "errors; check: list untranslated, fuzzy, broken, obsolete and stale messages; "
        "import LANG FILE.po: copy the translations of FILE.po into LANG's catalog; purge: "
        "delete the obsolete #~ entries.",
    )
    catalog.add_argument("action", choices=("extract", "update", "import", "purge", "compile", "check"))
    catalog.add_argument("files", nargs="*", metavar="ARG", help="import: LANG FILE.po")
    catalog.set_defaults(run=catalogs_command)

    replay_cli.add_parser(commands)
    solve_cli.add_parser(commands)
    check_cli.add_parser(commands)
    transcript.add_parser(commands)

    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command named in `argv` (default: the process's arguments); its exit status."""
    args = build_parser().parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
