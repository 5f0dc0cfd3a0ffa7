# query: Find every pair of meetings that overlap, given meetings as "HH:MM-HH:MM" strings on the same
#   day; meetings that only touch (one ends when the other starts) do not conflict. Return the pairs as
#   (i, j) index tuples with i < j, in ascending order.
# entry_point: conflicting_meetings
# example: conflicting_meetings(["09:00-10:00", "09:30-11:00"]) == [(0, 1)]
# example: conflicting_meetings(["09:00-10:00", "10:00-11:00"]) == []

def conflicting_meetings(meetings):
    def minutes(clock):
        hours, mins = clock.split(":")
        return int(hours) * 60 + int(mins)

    spans = []
    for meeting in meetings:
        start, end = meeting.split("-")
        spans.append((minutes(start), minutes(end)))
    pairs = []
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            if spans[i][0] < spans[j][1] and spans[j][0] < spans[i][1]:
                pairs.append((i, j))
    return pairs


# tests
assert conflicting_meetings([]) == []
assert conflicting_meetings(["08:00-09:00"]) == [] and conflicting_meetings(["08:00-09:00", "09:00-09:30"]) == []
assert conflicting_meetings(["10:00-11:00", "09:00-10:00"]) == []
assert conflicting_meetings(["10:00-11:00", "09:00-10:01"]) == [(0, 1)]
assert conflicting_meetings(["10:59-12:00", "10:00-11:00"]) == [(0, 1)]
assert conflicting_meetings(["09:00-17:00", "10:00-10:30", "16:00-18:00"]) == [(0, 1), (0, 2)]
assert conflicting_meetings(["13:00-14:00", "12:00-13:00", "12:30-13:30"]) == [(0, 2), (1, 2)]
assert conflicting_meetings(["08:00-08:30", "08:00-08:30", "08:00-08:30"]) == [(0, 1), (0, 2), (1, 2)]
assert conflicting_meetings(["07:00-07:10", "07:20-07:30", "07:05-07:25"]) == [(0, 2), (1, 2)]
assert conflicting_meetings(["10:00-12:00", "10:30-11:00"]) == [(0, 1)]
