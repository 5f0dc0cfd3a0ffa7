# query: Given a daily schedule of "HH:MM" run times (any order) and the current "HH:MM" time, return the
#   next run strictly after now as a tuple of its time and the minutes to wait, wrapping to the next day
#   (a run at exactly now is 1440 minutes away). An empty schedule gives None.
# entry_point: next_daily_run
# example: next_daily_run(["06:00", "18:00"], "12:00") == ("18:00", 360)
# example: next_daily_run(["06:00", "18:00"], "20:00") == ("06:00", 600)

def next_daily_run(times, now):
    def minutes(clock):
        hours, mins = clock.split(":")
        return int(hours) * 60 + int(mins)

    current = minutes(now)
    best = None
    for clock in times:
        wait = (minutes(clock) - current) % 1440
        if wait == 0:
            wait = 1440
        if best is None or wait < best[1]:
            best = (clock, wait)
    return best


# tests
assert next_daily_run([], "10:00") is None
assert next_daily_run(["09:00"], "08:59") == ("09:00", 1)
assert next_daily_run(["09:00"], "09:00") == ("09:00", 1440)
assert next_daily_run(["09:00"], "09:01") == ("09:00", 1439)
assert next_daily_run(["23:00", "01:00", "12:00"], "12:30") == ("23:00", 630)
assert next_daily_run(["23:00", "01:00", "12:00"], "23:30") == ("01:00", 90)
assert next_daily_run(["00:00"], "23:59") == ("00:00", 1)
assert next_daily_run(["10:00", "10:00"], "09:00") == ("10:00", 60)
assert next_daily_run(["15:00", "14:00"], "13:00") == ("14:00", 60)
