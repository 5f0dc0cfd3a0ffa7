# query: Given a date string "YYYY-MM-DD", return its ordinal day within the year (1 for January 1st),
#   accounting for leap years. Returns None if the month or day does not exist.
# entry_point: day_of_year
# example: day_of_year("2024-02-01") == 32
# example: day_of_year("2023-03-01") == 60

def day_of_year(text):
    year, month, day = (int(part) for part in text.split("-"))
    lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0):
        lengths[1] = 29
    if month < 1 or month > 12:
        return None
    if day < 1 or day > lengths[month - 1]:
        return None
    total = day
    for index in range(month - 1):
        total += lengths[index]
    return total


# tests
assert day_of_year("2023-01-01") == 1
assert day_of_year("2023-12-31") == 365
assert day_of_year("2024-12-31") == 366
assert day_of_year("2024-03-01") == 61
assert day_of_year("1900-03-01") == 60
assert day_of_year("2000-03-01") == 61
assert day_of_year("2023-02-29") is None
assert day_of_year("2023-12-32") is None and day_of_year("2023-05-00") is None
assert day_of_year("2023-13-01") is None
assert day_of_year("2023-00-10") is None
