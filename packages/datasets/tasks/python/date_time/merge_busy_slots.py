# query: Merge a list of busy time ranges given as ("HH:MM", "HH:MM") pairs into a sorted list of
#   non-overlapping ranges. Ranges that overlap or touch end-to-start are combined into one.
# entry_point: merge_busy_slots
# example: merge_busy_slots([("10:00", "11:00"), ("10:30", "12:00")]) == [("10:00", "12:00")]
# example: merge_busy_slots([("14:00", "15:00"), ("09:00", "09:30")]) == [("09:00", "09:30"), ("14:00", "15:00")]

def merge_busy_slots(slots):
    def to_minutes(clock):
        hours, minutes = clock.split(":")
        return int(hours) * 60 + int(minutes)

    ordered = sorted(slots, key=lambda slot: to_minutes(slot[0]))
    merged = []
    for start, end in ordered:
        if merged and to_minutes(start) <= to_minutes(merged[-1][1]):
            if to_minutes(end) > to_minutes(merged[-1][1]):
                merged[-1] = (merged[-1][0], end)
            continue
        merged.append((start, end))
    return merged


# tests
assert merge_busy_slots([]) == []
assert merge_busy_slots([("09:00", "10:00")]) == [("09:00", "10:00")]
assert merge_busy_slots([("09:00", "10:00"), ("09:30", "11:00")]) == [("09:00", "11:00")]
assert merge_busy_slots([("09:00", "10:00"), ("10:00", "10:30")]) == [("09:00", "10:30")]
assert merge_busy_slots([("09:00", "10:00"), ("10:01", "10:30")]) == [("09:00", "10:00"), ("10:01", "10:30")]
assert merge_busy_slots([("13:00", "14:00"), ("09:00", "10:00")]) == [("09:00", "10:00"), ("13:00", "14:00")]
assert merge_busy_slots([("09:00", "12:00"), ("10:00", "11:00")]) == [("09:00", "12:00")]
assert merge_busy_slots([("08:00", "09:00"), ("11:00", "12:00"), ("08:30", "11:00")]) == [("08:00", "12:00")]
assert merge_busy_slots([("08:00", "09:00"), ("10:00", "12:00"), ("10:30", "11:00")]) == [("08:00", "09:00"), ("10:00", "12:00")]
assert merge_busy_slots([("08:00", "09:00"), ("10:00", "11:00"), ("12:00", "13:00"), ("10:30", "12:00")]) == [("08:00", "09:00"), ("10:00", "13:00")]
