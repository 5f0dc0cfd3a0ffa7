# query: Return the first Gregorian leap year strictly after a given year (divisible by 4, except century
#   years unless divisible by 400).
# entry_point: next_leap_year
# example: next_leap_year(2025) == 2028
# example: next_leap_year(2027) == 2028

def next_leap_year(year):
    candidate = year + 1
    while not (candidate % 4 == 0 and (candidate % 100 != 0 or candidate % 400 == 0)):
        candidate += 1
    return candidate


# tests
assert next_leap_year(2024) == 2028
assert next_leap_year(2023) == 2024
assert next_leap_year(2096) == 2104
assert next_leap_year(1896) == 1904
assert next_leap_year(2396) == 2400
assert next_leap_year(1999) == 2000
assert next_leap_year(-1) == 0
assert next_leap_year(2100) == 2104 and next_leap_year(2101) == 2104
