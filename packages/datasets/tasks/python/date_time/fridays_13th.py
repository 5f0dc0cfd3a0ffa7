# query: Return, in increasing order, the month numbers (1-12) in which the 13th day of the month falls on a
#   Friday in the given year.
# entry_point: fridays_13th
# example: fridays_13th(2020) == [3, 11]
# example: fridays_13th(2021) == [8]

def fridays_13th(year):
    from datetime import date

    months = []
    for month in range(1, 13):
        if date(year, month, 13).weekday() == 4:
            months.append(month)
    return months


# tests
assert fridays_13th(2023) == [1, 10]
assert fridays_13th(2024) == [9, 12]
assert fridays_13th(2022) == [5]
assert fridays_13th(2026) == [2, 3, 11]
assert fridays_13th(2015) == [2, 3, 11]
assert len(fridays_13th(2025)) == 1
assert fridays_13th(2025) == [6]
