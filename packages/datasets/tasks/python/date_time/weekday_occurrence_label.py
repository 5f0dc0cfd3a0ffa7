# query: Describe which occurrence of its weekday within its month a "YYYY-MM-DD" date is, e.g. "2nd
#   Tuesday" or "1st Sunday"; when the date is the last such weekday of the month, say "last Friday"
#   instead (even if it is also the 4th or 5th).
# entry_point: weekday_occurrence_label
# example: weekday_occurrence_label("2024-05-14") == "2nd Tuesday"
# example: weekday_occurrence_label("2024-05-31") == "last Friday"

def weekday_occurrence_label(text):
    import calendar
    from datetime import date

    names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    day = date.fromisoformat(text)
    name = names[day.weekday()]
    if day.day + 7 > calendar.monthrange(day.year, day.month)[1]:
        return "last " + name
    ordinals = ["1st", "2nd", "3rd", "4th"]
    return ordinals[(day.day - 1) // 7] + " " + name


# tests
assert weekday_occurrence_label("2024-05-01") == "1st Wednesday"
assert weekday_occurrence_label("2024-05-07") == "1st Tuesday"
assert weekday_occurrence_label("2024-05-08") == "2nd Wednesday"
assert weekday_occurrence_label("2024-05-15") == "3rd Wednesday"
assert weekday_occurrence_label("2024-05-22") == "4th Wednesday"
assert weekday_occurrence_label("2024-05-24") == "4th Friday"
assert weekday_occurrence_label("2024-05-29") == "last Wednesday"
assert weekday_occurrence_label("2024-02-22") == "4th Thursday" and weekday_occurrence_label("2024-02-23") == "last Friday"
assert weekday_occurrence_label("2023-02-22") == "last Wednesday" and weekday_occurrence_label("2023-02-21") == "3rd Tuesday"
