# query: Format a running pace from a total time in seconds and a distance in kilometres as "M:SS /km",
#   rounding the seconds per kilometre to the nearest whole second (minutes may exceed 59). Return None
#   for a distance of zero or less or a negative time.
# entry_point: running_pace
# example: running_pace(1500, 5) == "5:00 /km"
# example: running_pace(3000, 10) == "5:00 /km"

def running_pace(total_seconds, distance_km):
    if distance_km <= 0 or total_seconds < 0:
        return None
    per_km = round(total_seconds / distance_km)
    minutes, seconds = divmod(per_km, 60)
    return f"{minutes}:{seconds:02d} /km"


# tests
assert running_pace(0, 5) == "0:00 /km"
assert running_pace(1559, 5) == "5:12 /km"
assert running_pace(3599, 10) == "6:00 /km"
assert running_pace(2700, 7.5) == "6:00 /km"
assert running_pace(7200, 1) == "120:00 /km"
assert running_pace(1801, 4) == "7:30 /km"
assert running_pace(1000, 0) is None and running_pace(1000, -1) is None
assert running_pace(-10, 3) is None and running_pace(-1, 3) is None
assert running_pace(59, 1) == "0:59 /km" and running_pace(61, 1) == "1:01 /km"
