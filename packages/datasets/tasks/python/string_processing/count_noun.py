# query: Format a count with a noun in the right number, such as "1 file" or "3 files". The singular is
#   used for 1 and -1; otherwise the given plural is used, or one is formed by adding "es" after s, x, z,
#   ch or sh, replacing a final "y" that follows a consonant with "ies", and adding "s" in all other cases.
# entry_point: count_noun
# example: count_noun(4, "apple") == "4 apples"
# example: count_noun(2, "bus") == "2 buses"

def count_noun(count, singular, plural=None):
    if count == 1 or count == -1:
        return str(count) + " " + singular
    if plural is None:
        if singular.endswith(("s", "x", "z", "ch", "sh")):
            plural = singular + "es"
        elif singular[-1:] == "y" and singular[-2:-1] not in "aeiou":
            plural = singular[:-1] + "ies"
        else:
            plural = singular + "s"
    return str(count) + " " + plural


# tests
assert count_noun(1, "file") == "1 file"
assert count_noun(0, "file") == "0 files"
assert count_noun(3, "box") == "3 boxes"
assert count_noun(2, "city") == "2 cities"
assert count_noun(2, "day") == "2 days"
assert count_noun(5, "church") == "5 churches"
assert count_noun(2, "child", "children") == "2 children"
assert count_noun(-1, "degree") == "-1 degree"
assert count_noun(2, "y") == "2 ys"
assert count_noun(1, "mouse", "mice") == "1 mouse"
