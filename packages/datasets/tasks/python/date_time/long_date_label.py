# query: Turn a "YYYY-MM-DD" date string into a long English label such as "March 1st, 2024", using the
#   full month name and an ordinal suffix (st, nd, rd, th, with 11th-13th always "th"). Returns None if
#   the month is not 1-12.
# entry_point: long_date_label
# example: long_date_label("2024-07-22") == "July 22nd, 2024"
# example: long_date_label("2023-11-13") == "November 13th, 2023"

def long_date_label(text):
    names = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
    year, month, day = (int(part) for part in text.split("-"))
    if month < 1 or month > 12:
        return None
    if 11 <= day <= 13:
        suffix = "th"
    elif day % 10 == 1:
        suffix = "st"
    elif day % 10 == 2:
        suffix = "nd"
    elif day % 10 == 3:
        suffix = "rd"
    else:
        suffix = "th"
    return f"{names[month - 1]} {day}{suffix}, {year}"


# tests
assert long_date_label("2024-03-01") == "March 1st, 2024"
assert long_date_label("2024-01-05") == "January 5th, 2024"
assert long_date_label("2024-12-25") == "December 25th, 2024"
assert [long_date_label(f"2024-05-{d:02d}")[4:-6] for d in (1, 2, 3, 4, 10)] == ["1st", "2nd", "3rd", "4th", "10th"]
assert [long_date_label(f"2024-05-{d:02d}")[4:-6] for d in (11, 12, 13, 14)] == ["11th", "12th", "13th", "14th"]
assert [long_date_label(f"2024-05-{d:02d}")[4:-6] for d in (21, 22, 23, 24)] == ["21st", "22nd", "23rd", "24th"]
assert long_date_label("1999-07-31") == "July 31st, 1999"
assert long_date_label("2024-13-01") is None
assert long_date_label("2024-00-01") is None
