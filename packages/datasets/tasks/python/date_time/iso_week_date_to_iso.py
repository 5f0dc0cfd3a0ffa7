# query: Convert an ISO week date "YYYY-Www-D" (week-numbering year, week 01-53, weekday 1 = Monday to
#   7 = Sunday) to the calendar date "YYYY-MM-DD". Week 1 is the week containing 4 January. Return None
#   for malformed text, a weekday outside 1-7 or a week number the year does not have.
# entry_point: iso_week_date_to_iso
# example: iso_week_date_to_iso("2024-W11-5") == "2024-03-15"
# example: iso_week_date_to_iso("2025-W01-1") == "2024-12-30"

def iso_week_date_to_iso(text):
    from datetime import date, timedelta

    parts = text.split("-")
    if len(parts) != 3 or not parts[1].startswith("W"):
        return None
    try:
        year, week, weekday = int(parts[0]), int(parts[1][1:]), int(parts[2])
    except ValueError:
        return None
    weeks_in_year = date(year, 12, 28).isocalendar()[1]
    if not 1 <= week <= weeks_in_year or not 1 <= weekday <= 7:
        return None
    january_fourth = date(year, 1, 4)
    week_one_monday = january_fourth - timedelta(days=january_fourth.weekday())
    return (week_one_monday + timedelta(weeks=week - 1, days=weekday - 1)).isoformat()


# tests
assert iso_week_date_to_iso("2024-W01-1") == "2024-01-01" and iso_week_date_to_iso("2021-W01-1") == "2021-01-04"
assert iso_week_date_to_iso("2023-W01-1") == "2023-01-02"
assert iso_week_date_to_iso("2022-W52-7") == "2023-01-01"
assert iso_week_date_to_iso("2020-W53-4") == "2020-12-31"
assert iso_week_date_to_iso("2021-W53-1") is None and iso_week_date_to_iso("2026-W53-7") == "2027-01-03"
assert iso_week_date_to_iso("2024-W00-1") is None and iso_week_date_to_iso("2025-W52-7") == "2025-12-28"
assert iso_week_date_to_iso("2024-W10-0") is None and iso_week_date_to_iso("2024-W10-8") is None
assert iso_week_date_to_iso("2024-10-1") is None and iso_week_date_to_iso("2024-Wx-1") is None
assert iso_week_date_to_iso("2024-W10") is None
assert iso_week_date_to_iso("2026-W27-3") == "2026-07-01"
