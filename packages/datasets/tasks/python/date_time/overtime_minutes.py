# query: Given worked minutes for consecutive days of a week starting on Monday, return the overtime
#   minutes: on weekdays everything above 480 minutes (8 hours) counts, and on Saturday and Sunday every
#   worked minute counts. The list may be shorter than seven days.
# entry_point: overtime_minutes
# example: overtime_minutes([540, 480, 480, 480, 480, 0, 0]) == 60
# example: overtime_minutes([480, 480, 480, 480, 480, 120, 60]) == 180

def overtime_minutes(week):
    total = 0
    for index, minutes in enumerate(week):
        if index >= 5:
            total += minutes
        elif minutes > 480:
            total += minutes - 480
    return total


# tests
assert overtime_minutes([480, 480, 480, 480, 480, 0, 0]) == 0
assert overtime_minutes([500, 480, 480, 480, 480, 0, 0]) == 20
assert overtime_minutes([481, 0, 0, 0, 0, 0, 0]) == 1
assert overtime_minutes([480, 480, 480, 480, 480, 60, 0]) == 60
assert overtime_minutes([0, 0, 0, 0, 0, 0, 90]) == 90
assert overtime_minutes([600, 300]) == 120
assert overtime_minutes([]) == 0
assert overtime_minutes([479, 0, 0, 0, 0, 0, 0]) == 0
assert overtime_minutes([0, 0, 0, 0, 490, 30, 0]) == 40
