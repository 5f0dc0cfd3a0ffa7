# query: Remove repeated lines from a text, keeping the first occurrence of each line in its original
#   position. With ignore_case=True lines that differ only in letter case count as duplicates; blank lines
#   are never removed. Lines are separated by "\n" and the result is joined the same way.
# entry_point: remove_duplicate_lines
# example: remove_duplicate_lines("a\nb\na") == 'a\nb'
# example: remove_duplicate_lines("X\nx", True) == 'X'

def remove_duplicate_lines(text, ignore_case=False):
    seen = set()
    kept = []
    for line in text.split("\n"):
        key = line.lower() if ignore_case else line
        if line.strip() == "":
            kept.append(line)
            continue
        if key in seen:
            continue
        seen.add(key)
        kept.append(line)
    return "\n".join(kept)


# tests
assert remove_duplicate_lines("one\ntwo\none\nthree\ntwo") == 'one\ntwo\nthree'
assert remove_duplicate_lines("") == ''
assert remove_duplicate_lines("a\n\na\n\n") == 'a\n\n\n'
assert remove_duplicate_lines("Apple\napple") == 'Apple\napple'
assert remove_duplicate_lines("Apple\napple\nAPPLE", True) == 'Apple'
assert remove_duplicate_lines("x \nx") == 'x \nx'
assert remove_duplicate_lines("  \n  \nq") == '  \n  \nq'
assert remove_duplicate_lines("z\nz\nz") == 'z'
