# query: Sort weekly schedule entries written "Day HH:MM title" (Day is Mon..Sun) by day of the week starting Monday and
#   then by time. Entries with an unrecognised day go last in their original order; entries with the same day and time
#   keep their order.
# entry_point: sort_weekly_schedule
# example: sort_weekly_schedule(["Tue 09:00 gym", "Mon 18:00 choir"]) == ["Mon 18:00 choir", "Tue 09:00 gym"]
# example: sort_weekly_schedule(["Fri 10:00 b", "Fri 08:00 a"]) == ["Fri 08:00 a", "Fri 10:00 b"]

def sort_weekly_schedule(entries):
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    known = []
    unknown = []
    for entry in entries:
        parts = entry.split(" ", 2)
        if parts[0] in days and len(parts) > 1:
            known.append((days.index(parts[0]), parts[1], entry))
        else:
            unknown.append(entry)
    known.sort(key=lambda item: (item[0], item[1]))
    return [item[2] for item in known] + unknown


# tests
assert sort_weekly_schedule([]) == []
assert sort_weekly_schedule(["Sun 10:00 brunch", "Mon 07:00 run", "Wed 12:00 lunch"]) == ['Mon 07:00 run', 'Wed 12:00 lunch', 'Sun 10:00 brunch']
assert sort_weekly_schedule(["Sat 09:00 x", "Fri 23:59 y"]) == ['Fri 23:59 y', 'Sat 09:00 x']
assert sort_weekly_schedule(["Thu 14:00 a", "Thu 09:30 b", "Tue 14:00 c"]) == ['Tue 14:00 c', 'Thu 09:30 b', 'Thu 14:00 a']
assert sort_weekly_schedule(["Mon 10:00 second", "Mon 10:00 first"]) == ['Mon 10:00 second', 'Mon 10:00 first']
assert sort_weekly_schedule(["Funday 10:00 z", "mon 09:00 lower", "Wed 08:00 w"]) == ['Wed 08:00 w', 'Funday 10:00 z', 'mon 09:00 lower']
assert sort_weekly_schedule(["Sun", "Sat 01:00 s", "Tue 08:00"]) == ['Tue 08:00', 'Sat 01:00 s', 'Sun']
assert sort_weekly_schedule(["Wed 10:00 c", "Tue 11:00 b", "Thu 09:00 d", "Mon 12:00 a"]) == ['Mon 12:00 a', 'Tue 11:00 b', 'Wed 10:00 c', 'Thu 09:00 d']
