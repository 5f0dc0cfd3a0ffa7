# query: Convert a "HH:MM" wall-clock time observed at one UTC offset ("+HH:MM"/"-HH:MM") into the time at
#   another offset. Returns a pair of the converted "HH:MM" time and the day shift (-1 for the previous
#   day, 0 for the same day, 1 for the next day, and so on).
# entry_point: convert_wall_clock
# example: convert_wall_clock("12:00", "+00:00", "+02:00") == ("14:00", 0)
# example: convert_wall_clock("20:00", "-04:00", "+09:00") == ("09:00", 1)

def convert_wall_clock(clock, from_offset, to_offset):
    def offset_minutes(text):
        sign = 1
        if text[0] == "-":
            sign = -1
        return sign * (int(text[1:3]) * 60 + int(text[4:6]))

    hours, minutes = clock.split(":")
    local = int(hours) * 60 + int(minutes)
    shifted = local - offset_minutes(from_offset) + offset_minutes(to_offset)
    day_shift = shifted // 1440
    shifted -= day_shift * 1440
    return (f"{shifted // 60:02d}:{shifted % 60:02d}", day_shift)


# tests
assert convert_wall_clock("23:30", "+02:00", "-05:00") == ("16:30", 0)
assert convert_wall_clock("01:00", "+00:00", "-05:00") == ("20:00", -1)
assert convert_wall_clock("22:00", "-05:00", "+01:00") == ("04:00", 1)
assert convert_wall_clock("12:00", "+05:30", "+00:00") == ("06:30", 0)
assert convert_wall_clock("00:15", "+01:00", "+00:00") == ("23:15", -1)
assert convert_wall_clock("10:00", "+03:00", "+03:00") == ("10:00", 0)
assert convert_wall_clock("23:59", "-12:00", "+14:00") == ("01:59", 2)
assert convert_wall_clock("09:45", "-03:30", "+00:00") == ("13:15", 0)
assert convert_wall_clock("00:00", "+00:00", "-00:30") == ("23:30", -1)
assert convert_wall_clock("23:00", "+00:00", "+01:00") == ("00:00", 1) and convert_wall_clock("22:59", "+00:00", "+01:00") == ("23:59", 0)
