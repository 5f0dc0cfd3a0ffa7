# query: Format a non-negative number of seconds as an ISO-8601 duration such as "P1DT2H3M4S", using days,
#   hours, minutes and seconds, leaving out zero parts and the "T" when there is no time part; zero is
#   "PT0S". A negative input gives None.
# entry_point: format_iso_duration
# example: format_iso_duration(5400) == "PT1H30M"
# example: format_iso_duration(86400) == "P1D"

def format_iso_duration(seconds):
    if seconds < 0:
        return None
    if seconds == 0:
        return "PT0S"
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    text = "P"
    if days:
        text += f"{days}D"
    if hours or minutes or secs:
        text += "T"
    for value, unit in ((hours, "H"), (minutes, "M"), (secs, "S")):
        if value:
            text += f"{value}{unit}"
    return text


# tests
assert format_iso_duration(0) == "PT0S"
assert format_iso_duration(-1) is None
assert format_iso_duration(59) == "PT59S"
assert format_iso_duration(60) == "PT1M"
assert format_iso_duration(3600) == "PT1H"
assert format_iso_duration(3661) == "PT1H1M1S"
assert format_iso_duration(93784) == "P1DT2H3M4S"
assert format_iso_duration(86400 * 10 + 1) == "P10DT1S"
assert format_iso_duration(86399) == "PT23H59M59S"
assert format_iso_duration(172860) == "P2DT1M"
