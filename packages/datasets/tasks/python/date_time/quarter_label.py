# query: Given a "YYYY-MM-DD" date string, return its calendar quarter label such as "2024-Q2". Returns
#   None when the month is not between 1 and 12.
# entry_point: quarter_label
# example: quarter_label("2024-08-15") == "2024-Q3"
# example: quarter_label("2021-02-28") == "2021-Q1"

def quarter_label(text):
    year, month, _ = text.split("-")
    number = int(month)
    if number < 1 or number > 12:
        return None
    quarter = (number - 1) // 3 + 1
    return f"{year}-Q{quarter}"


# tests
assert [quarter_label(f"2024-{m:02d}-01") for m in range(1, 13)] == ["2024-Q1"] * 3 + ["2024-Q2"] * 3 + ["2024-Q3"] * 3 + ["2024-Q4"] * 3
assert quarter_label("2024-05-17") == "2024-Q2"
assert quarter_label("1999-12-31") == "1999-Q4"
assert quarter_label("2023-01-01") == "2023-Q1"
assert quarter_label("2023-03-31") == "2023-Q1"
assert quarter_label("2023-10-01") == "2023-Q4"
assert quarter_label("2024-13-01") is None
assert quarter_label("2024-00-01") is None
