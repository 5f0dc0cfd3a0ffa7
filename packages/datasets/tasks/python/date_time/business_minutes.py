# query: Count the minutes between two "YYYY-MM-DDTHH:MM" timestamps that fall inside business hours,
#   09:00 to 17:00 Monday to Friday. Returns 0 when the end is not after the start.
# entry_point: business_minutes
# example: business_minutes("2024-06-04T10:00", "2024-06-04T12:00") == 120
# example: business_minutes("2024-06-05T15:00", "2024-06-06T10:00") == 180

def business_minutes(start, end):
    from datetime import datetime, timedelta

    begin = datetime.fromisoformat(start)
    finish = datetime.fromisoformat(end)
    total = 0
    day = begin.date()
    while day <= finish.date():
        if day.weekday() < 5:
            opening = datetime(day.year, day.month, day.day, 9, 0)
            closing = datetime(day.year, day.month, day.day, 17, 0)
            low = max(opening, begin)
            high = min(closing, finish)
            if high > low:
                total += int((high - low).total_seconds()) // 60
        day += timedelta(days=1)
    return total


# tests
assert business_minutes("2024-06-03T09:00", "2024-06-03T17:00") == 480
assert business_minutes("2024-06-03T08:00", "2024-06-03T10:30") == 90
assert business_minutes("2024-06-03T16:00", "2024-06-04T10:00") == 120
assert business_minutes("2024-06-07T16:00", "2024-06-10T09:30") == 90
assert business_minutes("2024-06-08T10:00", "2024-06-09T12:00") == 0
assert business_minutes("2024-06-03T12:00", "2024-06-03T11:00") == 0
assert business_minutes("2024-06-03T17:00", "2024-06-03T18:00") == 0
assert business_minutes("2024-06-03T00:00", "2024-06-10T00:00") == 2400
assert business_minutes("2024-06-03T08:59", "2024-06-03T09:01") == 1
assert business_minutes("2024-06-07T16:59", "2024-06-07T17:01") == 1
