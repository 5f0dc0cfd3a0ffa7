# query: Compute the weekday of a Gregorian date given as year, month and day without using a date library,
#   returning 0 for Monday through 6 for Sunday. It must work for any positive year, including century
#   leap-year rules.
# entry_point: zeller_weekday
# example: zeller_weekday(2024, 7, 4) == 3
# example: zeller_weekday(2000, 1, 1) == 5

def zeller_weekday(year, month, day):
    if month < 3:
        month += 12
        year -= 1
    century, year_of_century = divmod(year, 100)
    value = (day + (13 * (month + 1)) // 5 + year_of_century + year_of_century // 4 + century // 4
             + 5 * century) % 7
    return (value + 5) % 7


# tests
assert zeller_weekday(2024, 1, 1) == 0
assert zeller_weekday(2024, 2, 29) == 3 and zeller_weekday(2024, 3, 1) == 4
assert zeller_weekday(1900, 2, 28) == 2 and zeller_weekday(1900, 3, 1) == 3
assert zeller_weekday(2000, 2, 29) == 1
assert zeller_weekday(1970, 1, 1) == 3
assert zeller_weekday(2026, 12, 1) == 1 and zeller_weekday(2026, 12, 6) == 6
assert [zeller_weekday(2023, month, 1) for month in range(1, 13)] == [6, 2, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
assert zeller_weekday(1, 1, 1) == 0
assert zeller_weekday(2099, 12, 31) == 3 and zeller_weekday(2100, 1, 1) == 4
