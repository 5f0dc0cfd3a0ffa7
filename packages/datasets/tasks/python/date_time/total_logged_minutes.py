# query: Sum the minutes covered by a list of same-day work log entries written as "HH:MM-HH:MM". An empty
#   list totals 0; if any entry does not end strictly after it starts, the result is None.
# entry_point: total_logged_minutes
# example: total_logged_minutes(["08:00-10:00"]) == 120
# example: total_logged_minutes(["09:00-09:45", "14:00-14:30"]) == 75

def total_logged_minutes(entries):
    total = 0
    for entry in entries:
        start, end = entry.split("-")
        start_hours, start_minutes = start.split(":")
        end_hours, end_minutes = end.split(":")
        begin = int(start_hours) * 60 + int(start_minutes)
        finish = int(end_hours) * 60 + int(end_minutes)
        if finish <= begin:
            return None
        total += finish - begin
    return total


# tests
assert total_logged_minutes(["09:00-12:30", "13:00-17:15"]) == 465
assert total_logged_minutes([]) == 0
assert total_logged_minutes(["09:00-09:00"]) is None
assert total_logged_minutes(["10:00-09:00"]) is None
assert total_logged_minutes(["00:00-23:59"]) == 1439
assert total_logged_minutes(["09:05-09:06"]) == 1
assert total_logged_minutes(["08:00-12:00", "13:00-12:00"]) is None
assert total_logged_minutes(["07:45-08:15", "12:10-13:20"]) == 100
assert total_logged_minutes(["10:00-11:00", "10:30-11:30"]) == 120
