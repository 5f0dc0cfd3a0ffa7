# query: Parse an opening-hours string such as "Mon-Fri 09:00-17:00; Sat 10:00-14:00" into a dict from
#   weekday index (0 = Mon ... 6 = Sun) to an (open, close) tuple of the time texts as written. Day ranges
#   may wrap around the week ("Fri-Mon"), later rules override earlier ones and empty rules are skipped;
#   return None for an unknown day abbreviation or a rule not shaped "days open-close".
# entry_point: parse_opening_hours
# example: parse_opening_hours("Sat 10:00-14:00") == {5: ("10:00", "14:00")}
# example: parse_opening_hours("Mon-Tue 08:00-12:00") == {0: ("08:00", "12:00"), 1: ("08:00", "12:00")}

def parse_opening_hours(text):
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    schedule = {}
    for rule in text.split(";"):
        parts = rule.split()
        if not parts:
            continue
        if len(parts) != 2:
            return None
        first, _, last = parts[0].partition("-")
        opening, dash, closing = parts[1].partition("-")
        if first not in days or (last and last not in days) or not dash:
            return None
        index = days.index(first)
        end = days.index(last) if last else index
        while True:
            schedule[index] = (opening, closing)
            if index == end:
                break
            index = (index + 1) % 7
    return schedule


# tests
assert parse_opening_hours("") == {}
assert parse_opening_hours(" ; ") == {}
assert parse_opening_hours("Sun 12:00-16:00") == {6: ("12:00", "16:00")}
assert parse_opening_hours("Fri-Mon 10:00-02:00") == {4: ("10:00", "02:00"), 5: ("10:00", "02:00"), 6: ("10:00", "02:00"), 0: ("10:00", "02:00")}
assert parse_opening_hours("Mon-Sun 00:00-24:00") == {day: ("00:00", "24:00") for day in range(7)}
assert parse_opening_hours("Mon-Wed 09:00-17:00; Wed 09:00-12:00") == {0: ("09:00", "17:00"), 1: ("09:00", "17:00"), 2: ("09:00", "12:00")}
assert parse_opening_hours("Thu-Thu 08:00-09:00") == {3: ("08:00", "09:00")}
assert parse_opening_hours("Mon 09:00") is None and parse_opening_hours("Monday 09:00-17:00") is None
assert parse_opening_hours("Mon-Xyz 09:00-17:00") is None and parse_opening_hours("Mon - Fri 09:00-17:00") is None
assert parse_opening_hours("Sat 10:00-14:00;") == {5: ("10:00", "14:00")} and parse_opening_hours("Sat-Sun") is None
