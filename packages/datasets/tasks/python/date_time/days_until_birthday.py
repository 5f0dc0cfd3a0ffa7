# query: Given a birth date and today's date as "YYYY-MM-DD" strings, return how many days remain until the
#   next birthday (0 if it is today). A February 29 birthday is celebrated on March 1 in non-leap years.
# entry_point: days_until_birthday
# example: days_until_birthday("1990-07-04", "2024-07-01") == 3
# example: days_until_birthday("2001-01-10", "2024-01-01") == 9

def days_until_birthday(birth, today):
    import calendar
    from datetime import date

    born = date.fromisoformat(birth)
    current = date.fromisoformat(today)
    year = current.year
    while True:
        if born.month == 2 and born.day == 29 and not calendar.isleap(year):
            target = date(year, 3, 1)
        else:
            target = date(year, born.month, born.day)
        if target >= current:
            return (target - current).days
        year += 1


# tests
assert days_until_birthday("1990-06-15", "2024-06-15") == 0
assert days_until_birthday("1990-06-15", "2024-06-14") == 1
assert days_until_birthday("1990-06-15", "2024-06-16") == 364
assert days_until_birthday("2000-02-29", "2023-02-28") == 1
assert days_until_birthday("2000-02-29", "2024-02-28") == 1
assert days_until_birthday("2000-02-29", "2023-03-01") == 0
assert days_until_birthday("2000-02-29", "2023-03-02") == 364
assert days_until_birthday("1985-12-31", "2024-01-01") == 365
assert days_until_birthday("1985-01-01", "2024-12-31") == 1
