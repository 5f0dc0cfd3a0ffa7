# query: Extract events from iCalendar lines. A line starting with a space or tab continues the previous line (that one
#   whitespace character is dropped). Between "BEGIN:VEVENT" and "END:VEVENT", each "NAME;PARAMS:VALUE" or "NAME:VALUE"
#   line sets NAME (upper-cased, parameters dropped) to VALUE; lines outside events and lines without ":" are ignored and
#   an event without END is dropped. Return a list of dicts.
# entry_point: parse_ics_events
# example: parse_ics_events(["BEGIN:VEVENT", "SUMMARY:Lunch", "END:VEVENT"]) == [{"SUMMARY": "Lunch"}]
# example: parse_ics_events(["SUMMARY:Lunch"]) == []

def parse_ics_events(lines):
    unfolded = []
    for line in lines:
        if line[:1] in (" ", "\t") and unfolded:
            unfolded[-1] += line[1:]
        else:
            unfolded.append(line)
    events = []
    current = None
    for line in unfolded:
        if line == "BEGIN:VEVENT":
            current = {}
        elif line == "END:VEVENT":
            if current is not None:
                events.append(current)
            current = None
        elif current is not None and ":" in line:
            head, value = line.split(":", 1)
            current[head.split(";", 1)[0].upper()] = value
    return events


# tests
assert parse_ics_events([]) == []
assert parse_ics_events(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "DTSTART;TZID=Europe/Paris:20240105T090000", "SUMMARY:Stand", " up", "END:VEVENT", "END:VCALENDAR"]) == [{'DTSTART': '20240105T090000', 'SUMMARY': 'Standup'}]
assert parse_ics_events(["BEGIN:VEVENT", "summary:a:b", "NOCOLON", "END:VEVENT"]) == [{'SUMMARY': 'a:b'}]
assert parse_ics_events(["BEGIN:VEVENT", "UID:1", "BEGIN:VEVENT", "UID:2", "END:VEVENT"]) == [{'UID': '2'}]
assert parse_ics_events(["BEGIN:VEVENT", "UID:1"]) == []
assert parse_ics_events(["END:VEVENT", "BEGIN:VEVENT", "X:\tq", "\tr", "END:VEVENT"]) == [{'X': '\tqr'}]
assert parse_ics_events([" orphan", "BEGIN:VEVENT", "END:VEVENT", "UID:9"]) == [{}]
assert parse_ics_events(["BEGIN:VEVENT", "A:1", "A:2", "END:VEVENT", "BEGIN:VEVENT", "B:3", "END:VEVENT"]) == [{'A': '2'}, {'B': '3'}]
