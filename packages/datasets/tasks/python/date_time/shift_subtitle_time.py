# query: Shift an SRT subtitle timestamp "HH:MM:SS,mmm" by a signed number of milliseconds and return it in
#   the same format; a result before zero is clamped to "00:00:00,000".
# entry_point: shift_subtitle_time
# example: shift_subtitle_time("00:01:02,500", 1500) == "00:01:04,000"
# example: shift_subtitle_time("00:00:01,000", -2000) == "00:00:00,000"

def shift_subtitle_time(stamp, offset_ms):
    clock, millis = stamp.split(",")
    hours, minutes, seconds = (int(part) for part in clock.split(":"))
    total = ((hours * 60 + minutes) * 60 + seconds) * 1000 + int(millis) + offset_ms
    if total < 0:
        total = 0
    total_seconds, millis_part = divmod(total, 1000)
    total_minutes, seconds = divmod(total_seconds, 60)
    hours, minutes = divmod(total_minutes, 60)
    return f"{hours:02d}:{minutes:02d}:{seconds:02d},{millis_part:03d}"


# tests
assert shift_subtitle_time("00:00:00,000", 0) == "00:00:00,000"
assert shift_subtitle_time("00:00:00,999", 1) == "00:00:01,000"
assert shift_subtitle_time("00:00:59,990", 20) == "00:01:00,010"
assert shift_subtitle_time("00:59:59,500", 500) == "01:00:00,000"
assert shift_subtitle_time("01:00:00,000", -1) == "00:59:59,999"
assert shift_subtitle_time("00:00:05,250", -5250) == "00:00:00,000"
assert shift_subtitle_time("00:00:05,250", -5251) == "00:00:00,000"
assert shift_subtitle_time("02:03:04,005", 3600000) == "03:03:04,005"
assert shift_subtitle_time("10:20:30,040", -61001) == "10:19:29,039"
