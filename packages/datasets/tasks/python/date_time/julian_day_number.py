# query: Compute the Julian Day Number (the integer day count used by astronomers, where 2000-01-01 is
#   2451545) for a date in the proleptic Gregorian calendar given as year, month and day; years before 1
#   use astronomical numbering (0 is 1 BC).
# entry_point: julian_day_number
# example: julian_day_number(2000, 1, 2) == 2451546
# example: julian_day_number(1970, 1, 1) == 2440588

def julian_day_number(year, month, day):
    shift = (14 - month) // 12
    years = year + 4800 - shift
    months = month + 12 * shift - 3
    return (day + (153 * months + 2) // 5 + 365 * years + years // 4 - years // 100
            + years // 400 - 32045)


# tests
assert julian_day_number(2000, 1, 1) == 2451545
assert julian_day_number(1582, 10, 15) == 2299161
assert julian_day_number(-4713, 11, 24) == 0
assert julian_day_number(2024, 2, 29) == 2460370
assert julian_day_number(2024, 3, 1) == 2460371
assert julian_day_number(2023, 12, 31) == 2460310 and julian_day_number(2010, 6, 15) == 2455363
assert julian_day_number(1900, 3, 1) - julian_day_number(1900, 2, 28) == 1
assert julian_day_number(2100, 3, 1) - julian_day_number(2100, 2, 28) == 1
assert julian_day_number(2026, 7, 31) - julian_day_number(2026, 6, 30) == 31
assert julian_day_number(2026, 12, 1) - julian_day_number(2026, 8, 1) == 122
