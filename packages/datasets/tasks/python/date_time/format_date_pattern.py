# query: Format a date given as year, month and day with a pattern made of the tokens YYYY (4-digit year),
#   YY (last two digits), MMMM (full English month name), MMM (its first three letters), MM and DD
#   (zero-padded) and M and D (unpadded); the longest token is matched first and any other character is
#   copied literally.
# entry_point: format_date_pattern
# example: format_date_pattern(2024, 3, 5, "DD/MM/YYYY") == "05/03/2024"
# example: format_date_pattern(2024, 3, 5, "MMMM D, YYYY") == "March 5, 2024"

def format_date_pattern(year, month, day, pattern):
    names = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
    values = {"YYYY": f"{year:04d}", "YY": f"{year % 100:02d}", "MMMM": names[month - 1],
              "MMM": names[month - 1][:3], "MM": f"{month:02d}", "M": str(month), "DD": f"{day:02d}", "D": str(day)}
    tokens = ["YYYY", "MMMM", "MMM", "YY", "MM", "DD", "M", "D"]
    result = []
    index = 0
    while index < len(pattern):
        for token in tokens:
            if pattern.startswith(token, index):
                result.append(values[token])
                index += len(token)
                break
        else:
            result.append(pattern[index])
            index += 1
    return "".join(result)


# tests
assert format_date_pattern(2024, 1, 9, "") == ""
assert format_date_pattern(2024, 1, 9, "YYYY-MM-DD") == "2024-01-09"
assert format_date_pattern(2024, 11, 30, "M/D/YY") == "11/30/24"
assert format_date_pattern(2007, 1, 9, "D MMM YY") == "9 Jan 07"
assert format_date_pattern(2024, 12, 25, "MMMM") == "December"
assert format_date_pattern(987, 9, 1, "YYYY.MM.DD") == "0987.09.01"
assert format_date_pattern(2024, 5, 6, "MMMMM") == "May5"
assert format_date_pattern(2024, 5, 6, "Y-DDD") == "Y-066"
assert format_date_pattern(2024, 2, 3, "[Q] MMM/MM/M") == "[Q] Feb/02/2"
assert format_date_pattern(2100, 10, 10, "YYYYYY") == "210000"
