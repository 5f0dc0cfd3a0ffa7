# query: Parse an opening-hours range written with 12-hour times such as "9am-5:30pm" or "11:15 AM - 2 PM"
#   into a tuple of start and end minutes after midnight (12am is midnight, 12pm is noon). Return None for
#   malformed times (hour outside 1-12, minutes not two digits up to 59, missing am/pm) or an end that is
#   not after the start.
# entry_point: parse_hours_range
# example: parse_hours_range("9am-5:30pm") == (540, 1050)
# example: parse_hours_range("11:15 AM - 2 PM") == (675, 840)

def parse_hours_range(text):
    def parse(part):
        part = part.strip().lower()
        if part[-2:] not in ("am", "pm"):
            return None
        hours_text, _, minutes_text = part[:-2].strip().partition(":")
        if not hours_text.isdigit() or (minutes_text and (len(minutes_text) != 2 or not minutes_text.isdigit())):
            return None
        hours = int(hours_text)
        minutes = int(minutes_text or "0")
        if hours < 1 or hours > 12 or minutes > 59:
            return None
        offset = 12 if part.endswith("pm") else 0
        return (hours % 12 + offset) * 60 + minutes

    pieces = text.split("-")
    if len(pieces) != 2:
        return None
    start = parse(pieces[0])
    end = parse(pieces[1])
    if start is None or end is None or end <= start:
        return None
    return (start, end)


# tests
assert parse_hours_range("12am-12pm") == (0, 720)
assert parse_hours_range("12pm-11:59pm") == (720, 1439)
assert parse_hours_range("8:05am-8:06am") == (485, 486)
assert parse_hours_range("1PM-1:01 pm") == (780, 781)
assert parse_hours_range("5pm-9am") is None and parse_hours_range("9am-9am") is None
assert parse_hours_range("13pm-2pm") is None and parse_hours_range("0am-2am") is None
assert parse_hours_range("9:60am-11am") is None and parse_hours_range("9:5am-10am") is None
assert parse_hours_range("9-5pm") is None and parse_hours_range("9am") is None
assert parse_hours_range("9am-5pm-6pm") is None and parse_hours_range("x:00am-5pm") is None
assert parse_hours_range("10:00am-11:a0am") is None and parse_hours_range("1000-11am") is None
