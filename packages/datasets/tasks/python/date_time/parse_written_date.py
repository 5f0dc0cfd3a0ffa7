# query: Parse a written date such as "3 March 2024", "March 3, 2024" or "Mar 3rd 2024" (day before or
#   after the month, month as full English name or three-letter abbreviation in any case, optional comma
#   and st/nd/rd/th suffix on the day) into "YYYY-MM-DD". Return None for other shapes or impossible dates.
# entry_point: parse_written_date
# example: parse_written_date("14 July 1789") == "1789-07-14"
# example: parse_written_date("Dec 25, 2023") == "2023-12-25"

def parse_written_date(text):
    from datetime import date

    full = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
            "october", "november", "december"]
    tokens = text.replace(",", " ").lower().split()
    if len(tokens) != 3:
        return None
    if tokens[0][:1].isdigit():
        day_text, month_text, year_text = tokens
    else:
        month_text, day_text, year_text = tokens
    if day_text[-2:] in ("st", "nd", "rd", "th"):
        day_text = day_text[:-2]
    months = [name for name in full if month_text in (name, name[:3])]
    if not months or not day_text.isdigit() or not year_text.isdigit():
        return None
    try:
        return date(int(year_text), full.index(months[0]) + 1, int(day_text)).isoformat()
    except ValueError:
        return None


# tests
assert parse_written_date("1 January 2000") == "2000-01-01" and parse_written_date("1st March 2020") == "2020-03-01"
assert parse_written_date("February 29, 2024") == "2024-02-29"
assert parse_written_date("February 29, 2023") is None
assert parse_written_date("SEP 2nd 2021") == "2021-09-02"
assert parse_written_date("21st oct 2015") == "2015-10-21"
assert parse_written_date("May 31 1999") == "1999-05-31" and parse_written_date("31 Jun 1999") is None
assert parse_written_date("3 Sept 2024") is None and parse_written_date("3 Marc 2024") is None
assert parse_written_date("March 2024") is None and parse_written_date("March 3 2024 10am") is None
assert parse_written_date("March x 2024") is None and parse_written_date("March 3 '24") is None
assert parse_written_date("11th, November, 1918") == "1918-11-11"
