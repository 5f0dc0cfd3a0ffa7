# query: Format two "YYYY-MM-DD" dates as a compact human-readable range with abbreviated month names:
#   "5 Mar 2024" for a single day, "4-6 Mar 2024" within a month, "28 Feb - 2 Mar 2024" within a year,
#   and "30 Dec 2023 - 2 Jan 2024" across years. Returns None if the end is before the start.
# entry_point: format_date_range
# example: format_date_range("2024-05-01", "2024-05-03") == "1-3 May 2024"
# example: format_date_range("2024-08-30", "2024-09-02") == "30 Aug - 2 Sep 2024"

def format_date_range(start, end):
    names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    first = [int(part) for part in start.split("-")]
    last = [int(part) for part in end.split("-")]
    if last < first:
        return None
    first_month = names[first[1] - 1]
    last_month = names[last[1] - 1]
    if first == last:
        return f"{first[2]} {first_month} {first[0]}"
    if first[0] != last[0]:
        return f"{first[2]} {first_month} {first[0]} - {last[2]} {last_month} {last[0]}"
    if first[1] != last[1]:
        return f"{first[2]} {first_month} - {last[2]} {last_month} {last[0]}"
    return f"{first[2]}-{last[2]} {last_month} {last[0]}"


# tests
assert format_date_range("2024-03-05", "2024-03-05") == "5 Mar 2024"
assert format_date_range("2024-03-04", "2024-03-06") == "4-6 Mar 2024"
assert format_date_range("2024-02-28", "2024-03-02") == "28 Feb - 2 Mar 2024"
assert format_date_range("2023-12-30", "2024-01-02") == "30 Dec 2023 - 2 Jan 2024"
assert format_date_range("2024-03-05", "2024-03-04") is None
assert format_date_range("2024-01-15", "2024-02-15") == "15 Jan - 15 Feb 2024"
assert format_date_range("2024-12-01", "2024-11-30") is None
assert format_date_range("2023-05-10", "2024-05-10") == "10 May 2023 - 10 May 2024"
assert format_date_range("2024-06-30", "2024-07-01") == "30 Jun - 1 Jul 2024"
