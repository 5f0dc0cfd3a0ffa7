# query: Classify a 24-hour "HH:MM" time as "night" (before 05:00 or from 21:00), "morning" (05:00-11:59),
#   "afternoon" (12:00-16:59) or "evening" (17:00-20:59). Returns None for hours outside 0-23 or minutes
#   outside 0-59.
# entry_point: part_of_day
# example: part_of_day("14:30") == "afternoon"
# example: part_of_day("22:15") == "night"

def part_of_day(clock):
    hours, minutes = (int(part) for part in clock.split(":"))
    if hours < 0 or hours > 23 or minutes < 0 or minutes > 59:
        return None
    if hours < 5:
        return "night"
    if hours < 12:
        return "morning"
    if hours < 17:
        return "afternoon"
    if hours < 21:
        return "evening"
    return "night"


# tests
assert [part_of_day(t) for t in ("00:00", "04:59", "05:00")] == ["night", "night", "morning"]
assert [part_of_day(t) for t in ("11:59", "12:00")] == ["morning", "afternoon"]
assert [part_of_day(t) for t in ("16:59", "17:00")] == ["afternoon", "evening"]
assert [part_of_day(t) for t in ("20:59", "21:00", "23:59")] == ["evening", "night", "night"]
assert part_of_day("24:00") is None
assert part_of_day("10:60") is None
assert part_of_day("10:-1") is None
assert part_of_day("-1:30") is None
assert part_of_day("08:30") == "morning"
