# query: Format a non-negative number of seconds as a compact duration like "1d 2h 3m 4s", listing
#   days, hours, minutes and seconds from largest to smallest and omitting zero units. Zero gives "0s"
#   and a negative input gives None.
# entry_point: format_duration
# example: format_duration(125) == "2m 5s"
# example: format_duration(90000) == "1d 1h"

def format_duration(seconds):
    if seconds < 0:
        return None
    if seconds == 0:
        return "0s"
    parts = []
    for name, size in (("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
        count = seconds // size
        if count > 0:
            parts.append(f"{count}{name}")
            seconds -= count * size
    return " ".join(parts)


# tests
assert format_duration(0) == "0s"
assert format_duration(-1) is None
assert format_duration(59) == "59s"
assert format_duration(60) == "1m"
assert format_duration(3600) == "1h"
assert format_duration(86400) == "1d"
assert format_duration(3661) == "1h 1m 1s"
assert format_duration(90061) == "1d 1h 1m 1s"
assert format_duration(7322) == "2h 2m 2s"
assert format_duration(172799) == "1d 23h 59m 59s"
