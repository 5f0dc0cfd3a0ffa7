# query: Describe a signed offset in seconds relative to now in words: under 45 seconds either way is
#   "just now"; otherwise use the largest whole unit among days, hours, minutes and seconds, e.g.
#   "in 2 hours" for the future or "1 day ago" for the past, with singular units for a count of one.
# entry_point: relative_time
# example: relative_time(300) == "in 5 minutes"
# example: relative_time(-172800) == "2 days ago"

def relative_time(delta):
    if -45 < delta < 45:
        return "just now"
    size = abs(delta)
    for name, unit in (("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1)):
        if size >= unit:
            count = size // unit
            break
    label = f"{count} {name}"
    if count != 1:
        label += "s"
    if delta < 0:
        return label + " ago"
    return "in " + label


# tests
assert relative_time(0) == "just now"
assert relative_time(44) == "just now" and relative_time(-44) == "just now"
assert relative_time(45) == "in 45 seconds"
assert relative_time(-45) == "45 seconds ago"
assert relative_time(60) == "in 1 minute"
assert relative_time(-7200) == "2 hours ago"
assert relative_time(86399) == "in 23 hours"
assert relative_time(172800) == "in 2 days"
assert relative_time(-86400) == "1 day ago"
assert relative_time(3599) == "in 59 minutes"
