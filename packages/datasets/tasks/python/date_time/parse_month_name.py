# query: Convert an English month name to its number 1-12, ignoring case and surrounding spaces and
#   accepting any abbreviation of at least three letters with an optional trailing "." ("Sep", "sept.",
#   "DECEMBER"). Return None for anything else.
# entry_point: parse_month_name
# example: parse_month_name("March") == 3
# example: parse_month_name("oct.") == 10

def parse_month_name(text):
    names = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
             "october", "november", "december"]
    word = text.strip().lower()
    if word.endswith("."):
        word = word[:-1]
    if len(word) < 3:
        return None
    for index, name in enumerate(names):
        if name.startswith(word):
            return index + 1
    return None


# tests
assert parse_month_name("january") == 1
assert parse_month_name(" DECEMBER ") == 12
assert parse_month_name("Sept") == 9 and parse_month_name("sep.") == 9
assert parse_month_name("May") == 5 and parse_month_name("may.") == 5
assert parse_month_name("jun") == 6 and parse_month_name("jul") == 7
assert parse_month_name("Ja") is None and parse_month_name("") is None
assert parse_month_name("februaryy") is None
assert parse_month_name("mar..") is None
assert parse_month_name("abc") is None
assert parse_month_name("Aug") == 8 and parse_month_name("novem") == 11
