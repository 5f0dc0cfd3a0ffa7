# query: Return how many ISO-8601 weeks (52 or 53) a week-numbering year has: 53 when 1 January is a
#   Thursday, or a Wednesday in a Gregorian leap year, otherwise 52.
# entry_point: iso_weeks_in_year
# example: iso_weeks_in_year(2020) == 53
# example: iso_weeks_in_year(2023) == 52

def iso_weeks_in_year(year):
    from datetime import date

    first_weekday = date(year, 1, 1).weekday()
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    if first_weekday == 3 or (leap and first_weekday == 2):
        return 53
    return 52


# tests
assert iso_weeks_in_year(2015) == 53
assert iso_weeks_in_year(2026) == 53
assert iso_weeks_in_year(2024) == 52
assert iso_weeks_in_year(2025) == 52
assert iso_weeks_in_year(1992) == 53
assert iso_weeks_in_year(2008) == 52 and iso_weeks_in_year(1800) == 52 and iso_weeks_in_year(200) == 52
assert iso_weeks_in_year(2014) == 52
assert iso_weeks_in_year(2100) == 52 and iso_weeks_in_year(2099) == 53
assert iso_weeks_in_year(2000) == 52 and iso_weeks_in_year(2004) == 53
