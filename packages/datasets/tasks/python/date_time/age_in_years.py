# query: Return a person's age in completed years on a given date, given their birth date. Someone born
#   on February 29 turns a year older on March 1 in non-leap years. Returns None if the date is before
#   the birth date.
# entry_point: age_in_years
# example: age_in_years(date(2000, 1, 1), date(2024, 12, 31)) == 24
# example: age_in_years(date(1985, 10, 20), date(2024, 10, 19)) == 38

from datetime import date


def age_in_years(birth, on):
    if on < birth:
        return None
    years = on.year - birth.year
    if (on.month, on.day) < (birth.month, birth.day):
        years -= 1
    return years


# tests
assert age_in_years(date(1990, 6, 15), date(2024, 6, 15)) == 34
assert age_in_years(date(1990, 6, 15), date(2024, 6, 14)) == 33
assert age_in_years(date(1990, 6, 15), date(2024, 7, 1)) == 34
assert age_in_years(date(2000, 2, 29), date(2023, 2, 28)) == 22
assert age_in_years(date(2000, 2, 29), date(2023, 3, 1)) == 23
assert age_in_years(date(2000, 2, 29), date(2024, 2, 29)) == 24
assert age_in_years(date(2024, 1, 1), date(2024, 1, 1)) == 0
assert age_in_years(date(2024, 1, 2), date(2024, 1, 1)) is None
assert age_in_years(date(1990, 12, 31), date(1991, 1, 1)) == 0
