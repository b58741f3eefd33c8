"""The rule book check, run through `.ci/rule-book-check`, whose header says what it checks."""
import os
import re
import subprocess
import sys

BOOK = "RULES.md"
WIDTH = 100

# `R` and digits, alone; optionally a range to a second number (R59-R70, R59–R70, R59 – R70).
CITATION = re.compile(r"(?<![A-Za-z0-9])R(\d+)(?:(?:[-–—]R?|\s+[-–—]\s+R)(\d+))?(?![A-Za-z0-9])")
# The design documents' file names, built so that this script does not name them itself.
DESIGN_DOCUMENT = re.compile(r"(?<![A-Za-z0-9_])(?:API|BEHAVIOU?R)" + r"\.md\b", re.IGNORECASE)
TEST_DECLARATION = re.compile(r"@Test\b|\bfunc\s+test\w*\s*\(")
ENTRY_START = re.compile(r"^- \*\*R")
ENTRY = re.compile(r"^- \*\*R(\d+)\*\* \[(doc|obs|chosen)\] \S")
ENTRY_NUMBER = re.compile(r"^- \*\*R(\d+)\*\*")
CODE = re.compile(r"`([^`]+)`")


def repository_files():
    """Paths (relative, sorted) of the repository's regular files, outside .git and .build*."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            capture_output=True, check=True).stdout.decode("utf-8", "surrogateescape").split("\0")
    except (OSError, subprocess.CalledProcessError):
        listed = []
        for root, dirs, names in os.walk("."):
            dirs[:] = [d for d in dirs if d != ".git" and not d.startswith(".build")]
            listed += [os.path.relpath(os.path.join(root, n)) for n in names]
    paths = set()
    for path in listed:
        parts = path.split("/")
        if not path or ".git" in parts or any(p.startswith(".build") for p in parts):
            continue
        if os.path.isfile(path) and not os.path.islink(path):
            paths.add(path)
    return sorted(paths)


def read_text(path):
    with open(path, "rb") as f:
        data = f.read()
    if b"\0" in data:
        return None
    return data.decode("utf-8", "replace")


def citations(text):
    """(line number, first rule, last rule, the cited text) for each citation in `text`."""
    for number, line in enumerate(text.splitlines(), 1):
        for match in CITATION.finditer(line):
            first = int(match.group(1))
            last = int(match.group(2)) if match.group(2) else first
            yield number, first, last, match.group(0)


def cited_rules(text):
    rules = set()
    for _, first, last, _ in citations(text):
        if first <= last:
            rules.update(range(first, last + 1))
    return rules


def is_test_file(path, text):
    return path.startswith("Tests/") and path.endswith(".swift") and bool(TEST_DECLARATION.search(text))


class Entry:
    def __init__(self, number, tag, start, lines):
        self.number, self.tag, self.start, self.lines = number, tag, start, lines

    def field(self, name):
        """The text of a field that starts a continuation line (`  Constant:`), up to the next field."""
        found, parts = False, []
        for line in self.lines[1:]:
            stripped = line.strip()
            if re.match(r"^(Constant|Tests):", stripped):
                if found:
                    break
                if stripped.startswith(name + ":"):
                    found = True
                    parts.append(stripped[len(name) + 1:].strip())
                    continue
            elif found:
                parts.append(stripped)
        return " ".join(parts) if found else None

    def tests(self):
        field = self.field("Tests")
        return [] if field is None else CODE.findall(field)


def parse_book(lines, problems):
    entries = []
    index = 0
    while index < len(lines):
        line = lines[index]
        if ENTRY_START.match(line):
            match = ENTRY.match(line)
            end = index + 1
            while end < len(lines) and lines[end].strip() and lines[end][:1] in (" ", "\t"):
                end += 1
            if match:
                entries.append(Entry(int(match.group(1)), match.group(2), index, lines[index:end]))
            else:
                problems["e"].append(f"{BOOK}:{index + 1}: a rule bullet must start `- **Rn** [doc|obs|chosen] `: {line.strip()[:60]}")
                number = ENTRY_NUMBER.match(line)
                if number:   # still a rule, so that its citations are not reported as missing too
                    entries.append(Entry(int(number.group(1)), None, index, lines[index:end]))
            index = end
        else:
            index += 1
    return entries


def tests_lines(paths):
    """The "Tests:" line(s) for `paths`, wrapped at WIDTH with continuation lines indented."""
    if not paths:
        return ["  Tests: (none yet)"]
    items = [f"`{p}`" + ("," if i < len(paths) - 1 else "") for i, p in enumerate(paths)]
    lines, current = [], "  Tests:"
    for item in items:
        if len(current) + 1 + len(item) > WIDTH and current.strip() != "Tests:":
            lines.append(current)
            current = "  " + item
        else:
            current += " " + item
    lines.append(current)
    return lines


def main(arguments):
    update = False
    for argument in arguments:
        if argument == "--update":
            update = True
        else:
            print("usage: .ci/rule-book-check [--update]", file=sys.stderr)
            return 2
    if not os.path.isfile(BOOK):
        print(f"rule-book-check: {BOOK} is missing (the rule book beside README.md)", file=sys.stderr)
        return 1

    texts = {}
    for path in repository_files():
        text = read_text(path)
        if text is not None:
            texts[path] = text

    tested_by = {}   # rule -> sorted test files citing it
    for path, text in texts.items():
        if is_test_file(path, text):
            for rule in cited_rules(text):
                tested_by.setdefault(rule, []).append(path)
    for rule in tested_by:
        tested_by[rule].sort()

    problems = {key: [] for key in "abcde"}
    book_lines = texts[BOOK].splitlines()
    entries = parse_book(book_lines, problems)

    if update:
        output, index, changed = [], 0, 0
        starts = {entry.start: entry for entry in entries}
        while index < len(book_lines):
            entry = starts.get(index)
            if entry is None:
                output.append(book_lines[index])
                index += 1
                continue
            kept = []
            in_tests = False
            for line in entry.lines:
                if line.strip().startswith("Tests:"):
                    in_tests = True
                elif in_tests and re.match(r"^\s*(Constant):", line):
                    in_tests = False
                if not in_tests:
                    kept.append(line)
            new_lines = kept + tests_lines(tested_by.get(entry.number, []))
            if new_lines != entry.lines:
                changed += 1
            output += new_lines
            index += len(entry.lines)
        new_text = "\n".join(output) + "\n"
        if new_text != texts[BOOK]:
            with open(BOOK, "w", encoding="utf-8") as f:
                f.write(new_text)
            texts[BOOK] = new_text
            book_lines = new_text.splitlines()
            problems = {key: [] for key in "abcde"}
            entries = parse_book(book_lines, problems)
        print(f"rule-book-check --update: rewrote the Tests list of {changed} rule(s) in {BOOK}")

    # (e) format
    by_number = {}
    expected = 1
    for entry in entries:
        where = f"{BOOK}:{entry.start + 1}"
        if entry.number in by_number:
            problems["e"].append(f"{where}: R{entry.number} appears twice")
        elif entry.number < expected:
            problems["e"].append(f"{where}: R{entry.number} is out of order: rules run R1, R2 … in order")
        expected = max(expected, entry.number + 1)
        by_number.setdefault(entry.number, entry)
        if entry.field("Tests") is None:
            problems["e"].append(f"{where}: R{entry.number} has no \"Tests:\" line (run .ci/rule-book-check --update)")
        constant = entry.field("Constant")
        if entry.tag in ("obs", "chosen") and constant is None:
            problems["e"].append(f"{where}: R{entry.number} is [{entry.tag}] but has no \"Constant:\" line (its constants, \"none: …\" or \"(no constant yet)\")")
        for name in CODE.findall(constant or ""):
            match = re.fullmatch(r"([A-Z]\w*)\.([a-z]\w*)", name)
            if not match:
                continue
            owner, member = match.groups()
            declares_owner = re.compile(rf"\b(?:class|struct|enum|protocol|actor|extension)\s+{owner}\b")
            declares_member = re.compile(rf"\b(?:let|var)\s+{member}\b")
            if not any(path.startswith("Sources/") and declares_owner.search(text) and declares_member.search(text)
                       for path, text in texts.items()):
                problems["e"].append(f"{where}: R{entry.number} names the constant `{name}`, which Sources do not declare")
    if not entries:
        problems["e"].append(f"{BOOK}: no rule bullets found")

    # (a) every cited rule is in the book
    for path, text in texts.items():
        for line, first, last, cited in citations(text):
            if first > last:
                problems["a"].append(f"{path}:{line}: `{cited}` is a range that runs backwards")
                continue
            missing = [n for n in range(first, last + 1) if n not in by_number]
            if missing:
                names = ", ".join(f"R{n}" for n in missing[:5]) + (" …" if len(missing) > 5 else "")
                problems["a"].append(f"{path}:{line}: `{cited}` cites {names}, not in {BOOK}")

    # (b) every rule is named by a test, and (c) every listed test exists and cites its rule
    for number, entry in sorted(by_number.items()):
        where = f"{BOOK}:{entry.start + 1}"
        listed = entry.tests()
        if number not in tested_by:
            problems["b"].append(f"{where}: R{number} is cited by no test file under Tests/")
        elif not listed:
            problems["b"].append(f"{where}: R{number} lists no test, though {len(tested_by[number])} test file(s) cite it (run .ci/rule-book-check --update)")
        for path in listed:
            text = texts.get(path)
            if text is None or not os.path.isfile(path):
                problems["c"].append(f"{where}: R{number} lists `{path}`, which does not exist (run .ci/rule-book-check --update)")
            elif not is_test_file(path, text):
                problems["c"].append(f"{where}: R{number} lists `{path}`, which declares no test")
            elif number not in cited_rules(text):
                problems["c"].append(f"{where}: R{number} lists `{path}`, which does not cite R{number} (run .ci/rule-book-check --update)")

    # (d) no file refers to the design documents
    for path, text in texts.items():
        for line_number, line in enumerate(text.splitlines(), 1):
            for match in DESIGN_DOCUMENT.finditer(line):
                problems["d"].append(f"{path}:{line_number}: refers to `{match.group(0)}`, a design document that is not in the repository (cite the rule numbers or \"the public contract\" instead)")

    titles = {
        "a": "rule numbers cited in the repository but missing from RULES.md",
        "b": "rules named by no test",
        "c": "listed test files that are missing or do not cite their rule",
        "d": "references to design documents outside the repository",
        "e": "RULES.md format",
    }
    total = sum(len(v) for v in problems.values())
    for key in "eabcd":
        if problems[key]:
            print(f"error: ({key}) {titles[key]}:", file=sys.stderr)
            for problem in problems[key]:
                print(f"  {problem}", file=sys.stderr)
    if total:
        print(f"rule-book-check: {total} problem(s); see .ci/rule-book-check's header for what is checked.", file=sys.stderr)
        return 1
    test_files = len({p for paths in tested_by.values() for p in paths})
    print(f"rule-book-check: {BOOK} holds {held_ranges(entries)}; every rule cited in the repository is there, "
          f"every rule is checked by a test ({test_files} test files), and every listed test cites its rule.")
    return 0


def held_ranges(entries):
    """The rule numbers the book holds, as ranges: "R1-R103, R109"."""
    ranges = []
    for number in sorted({entry.number for entry in entries}):
        if ranges and ranges[-1][1] == number - 1:
            ranges[-1][1] = number
        else:
            ranges.append([number, number])
    return ", ".join(f"R{low}" if low == high else f"R{low}-R{high}" for low, high in ranges)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
