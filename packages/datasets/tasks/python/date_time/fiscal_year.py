# query: Return the fiscal year a "YYYY-MM-DD" date belongs to, for a fiscal year starting on the first day
#   of the given month and named after the calendar year in which it ends (a January start means fiscal
#   year equals calendar year). Returns None if the start month is outside 1-12.
# entry_point: fiscal_year
# example: fiscal_year("2024-07-01", 7) == 2025
# example: fiscal_year("2024-06-30", 7) == 2024

def fiscal_year(text, start_month):
    year, month, _ = (int(part) for part in text.split("-"))
    if start_month < 1 or start_month > 12:
        return None
    if start_month == 1:
        return year
    if month >= start_month:
        return year + 1
    return year


# tests
assert fiscal_year("2024-03-31", 4) == 2024
assert fiscal_year("2024-04-01", 4) == 2025
assert fiscal_year("2024-12-31", 10) == 2025
assert fiscal_year("2024-09-30", 10) == 2024
assert fiscal_year("2024-06-15", 1) == 2024
assert fiscal_year("2024-12-01", 12) == 2025
assert fiscal_year("2024-11-30", 12) == 2024
assert fiscal_year("2024-05-01", 13) is None
assert fiscal_year("2024-05-01", 0) is None
assert fiscal_year("2024-02-01", 2) == 2025
