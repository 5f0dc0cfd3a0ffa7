# query: Guess the delimiter of CSV-like text lines among ",", ";", tab and "|": a candidate qualifies if it
#   occurs the same number of times (at least once) in every non-blank line. Pick the qualifying candidate
#   with the most occurrences per line, earlier in that list on ties, or return None if none qualifies.
# entry_point: sniff_csv_delimiter
# example: sniff_csv_delimiter(["a;b;c", "1;2;3"]) == ";"
# example: sniff_csv_delimiter(["name|age", "bo|7"]) == "|"

def sniff_csv_delimiter(lines):
    rows = [line for line in lines if line.strip()]
    if not rows:
        return None
    best = None
    best_count = 0
    for candidate in (",", ";", "\t", "|"):
        count = rows[0].count(candidate)
        if all(row.count(candidate) == count for row in rows) and count > best_count:
            best = candidate
            best_count = count
    return best


# tests
assert sniff_csv_delimiter([]) is None and sniff_csv_delimiter(["", "  "]) is None
assert sniff_csv_delimiter(["abc", "def"]) is None
assert sniff_csv_delimiter(["a,b", "c,d", ""]) == ","
assert sniff_csv_delimiter(["a\tb\tc", "1\t2\t3"]) == "\t"
assert sniff_csv_delimiter(["a,b;c", "d,e;f"]) == ","
assert sniff_csv_delimiter(["a;b;c,d", "1;2;3,4"]) == ";"
assert sniff_csv_delimiter(["a,b;c", "d,e,f;g"]) == ";"
assert sniff_csv_delimiter(["a,b", "c"]) is None
assert sniff_csv_delimiter(["x|y|z"]) == "|"
assert sniff_csv_delimiter(["a|b,c", "d|e,f", "g|h,i"]) == ","
