# query: Check whether a string is an opening-hours range "HH:MM-HH:MM" on one day: two-digit hours 00-23 and
#   minutes 00-59, except that the end may be exactly "24:00", and the start must be strictly before the end.
# entry_point: is_valid_time_range
# example: is_valid_time_range("09:00-17:30") == True
# example: is_valid_time_range("18:00-09:00") == False

def is_valid_time_range(text):
    if len(text) != 11 or text[5] != "-":
        return False
    minutes = []
    for part in (text[:5], text[6:]):
        if part[2] != ":" or not (part[:2] + part[3:]).isdigit():
            return False
        hour = int(part[:2])
        minute = int(part[3:])
        if minute > 59:
            return False
        minutes.append(hour * 60 + minute)
    if minutes[1] > 24 * 60:
        return False
    return minutes[0] < minutes[1]


# tests
assert is_valid_time_range("00:00-24:00") is True
assert is_valid_time_range("08:59-09:00") is True
assert is_valid_time_range("08:30-08:30") is False
assert is_valid_time_range("24:00-24:00") is False
assert is_valid_time_range("23:00-24:01") is False
assert is_valid_time_range("10:60-11:30") is False
assert is_valid_time_range("0a:00-17:00") is False
assert is_valid_time_range("9:00-17:00") is False
assert is_valid_time_range("09:00~17:00") is False
assert is_valid_time_range("09:a0-17:00") is False
