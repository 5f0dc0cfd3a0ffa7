# query: Decide whether United States daylight saving time applies on a "YYYY-MM-DD" date, treating it as
#   active from the second Sunday of March through the day before the first Sunday of November.
# entry_point: us_dst_active
# example: us_dst_active("2024-08-15") == True
# example: us_dst_active("2024-12-01") == False

def us_dst_active(text):
    from datetime import date

    day = date.fromisoformat(text)
    march_sunday = 7 - date(day.year, 3, 1).weekday()
    november_sunday = 7 - date(day.year, 11, 1).weekday()
    start = date(day.year, 3, march_sunday + 7)
    end = date(day.year, 11, november_sunday)
    return start <= day < end


# tests
assert us_dst_active("2024-03-09") is False
assert us_dst_active("2024-03-10") is True
assert us_dst_active("2024-11-02") is True
assert us_dst_active("2024-11-03") is False
assert us_dst_active("2024-07-04") is True and us_dst_active("2024-01-15") is False
assert us_dst_active("2023-03-11") is False and us_dst_active("2023-03-12") is True
assert us_dst_active("2023-11-04") is True and us_dst_active("2023-11-05") is False
assert us_dst_active("2026-03-07") is False and us_dst_active("2026-03-08") is True
assert us_dst_active("2026-10-31") is True and us_dst_active("2026-11-01") is False
