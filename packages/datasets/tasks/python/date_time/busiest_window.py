# query: Find the window of a given number of minutes, starting on a whole minute and lying within one day
#   (00:00 to 24:00), that contains the most of the given "HH:MM" event times; an event counts if it is at
#   or after the window start and before its end. Return (start "HH:MM", count), choosing the earliest
#   start on ties. No events or a width outside 1..1440 gives None.
# entry_point: busiest_window
# example: busiest_window(["09:05", "09:20", "11:00"], 30) == ("08:51", 2)
# example: busiest_window(["12:00"], 60) == ("11:01", 1)

def busiest_window(clocks, width):
    if not clocks or width < 1 or width > 1440:
        return None
    times = []
    for clock in clocks:
        hours, minutes = clock.split(":")
        times.append(int(hours) * 60 + int(minutes))
    counts = []
    for start in range(1441 - width):
        counts.append(sum(1 for time in times if start <= time < start + width))
    best = counts.index(max(counts))
    return (f"{best // 60:02d}:{best % 60:02d}", counts[best])


# tests
assert busiest_window([], 30) is None and busiest_window(["10:00"], 0) is None and busiest_window(["10:00"], 1441) is None
assert busiest_window(["00:00"], 10) == ("00:00", 1)
assert busiest_window(["23:59"], 10) == ("23:50", 1)
assert busiest_window(["10:00", "10:59"], 60) == ("10:00", 2)
assert busiest_window(["10:00", "11:00"], 60) == ("09:01", 1)
assert busiest_window(["10:00", "11:00"], 61) == ("10:00", 2)
assert busiest_window(["08:00", "08:00", "17:00", "17:10", "17:20"], 15) == ("07:46", 2)
assert busiest_window(["06:30", "06:45", "20:00", "20:01", "20:02"], 1440) == ("00:00", 5)
assert busiest_window(["13:37"], 1) == ("13:37", 1)
