# query: Label a "YYYY-MM-DD" date relative to today's date: "Today", "Tomorrow" or "Yesterday"; the
#   weekday name (e.g. "Friday") for 2 to 6 days ahead; "Last " plus the weekday name for 2 to 6 days
#   ago; otherwise the date itself.
# entry_point: friendly_day_label
# example: friendly_day_label("2024-05-10", "2024-05-08") == "Friday"
# example: friendly_day_label("2024-05-07", "2024-05-08") == "Yesterday"

def friendly_day_label(day, today):
    from datetime import date

    names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    target = date.fromisoformat(day)
    delta = (target - date.fromisoformat(today)).days
    if delta == 0:
        return "Today"
    if delta == 1:
        return "Tomorrow"
    if delta == -1:
        return "Yesterday"
    if 2 <= delta <= 6:
        return names[target.weekday()]
    if -6 <= delta <= -2:
        return "Last " + names[target.weekday()]
    return target.isoformat()


# tests
assert friendly_day_label("2024-02-29", "2024-02-29") == "Today"
assert friendly_day_label("2024-03-01", "2024-02-29") == "Tomorrow"
assert friendly_day_label("2024-12-31", "2025-01-01") == "Yesterday"
assert friendly_day_label("2024-03-02", "2024-02-29") == "Saturday"
assert friendly_day_label("2024-03-06", "2024-02-29") == "Wednesday"
assert friendly_day_label("2024-03-07", "2024-02-29") == "2024-03-07"
assert friendly_day_label("2024-02-27", "2024-02-29") == "Last Tuesday"
assert friendly_day_label("2024-02-23", "2024-02-29") == "Last Friday"
assert friendly_day_label("2024-02-22", "2024-02-29") == "2024-02-22"
assert friendly_day_label("2024-06-09", "2024-06-04") == "Sunday"
