# query: Increment the number at the end of a string, keeping its zero padding ("file009" -> "file010",
#   "v9" -> "v10"); a string that does not end in a digit gets "1" appended, or separator + "1" if a
#   separator is given.
# entry_point: increment_suffix
# example: increment_suffix("backup7") == 'backup8'
# example: increment_suffix("copy", "_") == 'copy_1'

def increment_suffix(text, separator=""):
    start = len(text)
    while start > 0 and text[start - 1].isdigit():
        start -= 1
    digits = text[start:]
    if not digits:
        return text + separator + "1"
    bumped = str(int(digits) + 1).zfill(len(digits))
    return text[:start] + bumped


# tests
assert increment_suffix("file009") == 'file010'
assert increment_suffix("v9") == 'v10'
assert increment_suffix("item099") == 'item100'
assert increment_suffix("") == '1'
assert increment_suffix("", "-") == '-1'
assert increment_suffix("42") == '43'
assert increment_suffix("a1b") == 'a1b1'
assert increment_suffix("run-0", "-") == 'run-1'
assert increment_suffix("x99") == 'x100'
assert increment_suffix("0") == '1'
