# query: Compute the deadline for a task that needs a number of working minutes, starting from a
#   "YYYY-MM-DD HH:MM" timestamp, where work happens only Monday to Friday between 09:00 and 17:00; a start
#   outside those hours begins at the next opening. Return the deadline as "YYYY-MM-DD HH:MM" (a deadline
#   that falls exactly at closing time stays at 17:00).
# entry_point: sla_deadline
# example: sla_deadline("2024-05-06 10:00", 120) == "2024-05-06 12:00"
# example: sla_deadline("2024-05-06 16:00", 120) == "2024-05-07 10:00"

def sla_deadline(start, minutes_needed):
    from datetime import datetime, timedelta

    current = datetime.strptime(start, "%Y-%m-%d %H:%M")
    remaining = minutes_needed
    while True:
        opening = current.replace(hour=9, minute=0)
        closing = current.replace(hour=17, minute=0)
        if current.weekday() >= 5 or current >= closing:
            current = opening + timedelta(days=1)
            continue
        if current < opening:
            current = opening
        available = int((closing - current).total_seconds()) // 60
        if remaining <= available:
            return (current + timedelta(minutes=remaining)).strftime("%Y-%m-%d %H:%M")
        remaining -= available
        current = closing


# tests
assert sla_deadline("2024-05-06 09:00", 0) == "2024-05-06 09:00"
assert sla_deadline("2024-05-06 09:00", 480) == "2024-05-06 17:00"
assert sla_deadline("2024-05-06 09:00", 481) == "2024-05-07 09:01"
assert sla_deadline("2024-05-06 07:30", 30) == "2024-05-06 09:30"
assert sla_deadline("2024-05-06 17:00", 15) == "2024-05-07 09:15"
assert sla_deadline("2024-05-10 16:30", 60) == "2024-05-13 09:30"
assert sla_deadline("2024-05-11 12:00", 10) == "2024-05-13 09:10"
assert sla_deadline("2024-05-12 23:59", 480) == "2024-05-13 17:00"
assert sla_deadline("2024-05-06 16:59", 961) == "2024-05-08 17:00"
assert sla_deadline("2024-05-09 13:00", 1200) == "2024-05-13 17:00"
