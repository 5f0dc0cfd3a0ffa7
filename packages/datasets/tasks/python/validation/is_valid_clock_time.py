# query: Check whether a string is a 24-hour clock time "HH:MM" or, when seconds are allowed (the default),
#   "HH:MM:SS". Every field is exactly two ASCII digits, hours go up to 23 and minutes and seconds up to 59.
# entry_point: is_valid_clock_time
# example: is_valid_clock_time("08:15") == True
# example: is_valid_clock_time("25:00") == False

def is_valid_clock_time(text, allow_seconds=True):
    parts = text.split(":")
    if len(parts) < 2 or len(parts) > 3:
        return False
    if len(parts) == 3 and not allow_seconds:
        return False
    limits = [23, 59, 59]
    for index, part in enumerate(parts):
        if len(part) != 2:
            return False
        if not part.isdigit() or not part.isascii():
            return False
        if int(part) > limits[index]:
            return False
    return True


# tests
assert is_valid_clock_time("23:30:59") is True
assert is_valid_clock_time("24:00") is False
assert is_valid_clock_time("12:60") is False
assert is_valid_clock_time("12:30:60") is False
assert is_valid_clock_time("12:30:15", False) is False
assert is_valid_clock_time("23:59", False) is True
assert is_valid_clock_time("7:05") is False
assert is_valid_clock_time("12") is False
assert is_valid_clock_time("12:00:00:00") is False
assert is_valid_clock_time("+1:00") is False
