# query: Split a time span between two "YYYY-MM-DD HH:MM" timestamps into the minutes that fall on each
#   calendar day, returned as a dict from "YYYY-MM-DD" to minutes in date order. A span whose end is not
#   after its start gives an empty dict.
# entry_point: split_span_by_day
# example: split_span_by_day("2024-05-01 22:00", "2024-05-02 01:30") == {"2024-05-01": 120, "2024-05-02": 90}
# example: split_span_by_day("2024-05-01 08:00", "2024-05-01 09:15") == {"2024-05-01": 75}

def split_span_by_day(start, end):
    from datetime import datetime, timedelta

    current = datetime.strptime(start, "%Y-%m-%d %H:%M")
    finish = datetime.strptime(end, "%Y-%m-%d %H:%M")
    result = {}
    while current < finish:
        next_midnight = datetime(current.year, current.month, current.day) + timedelta(days=1)
        stop = min(next_midnight, finish)
        result[current.date().isoformat()] = int((stop - current).total_seconds()) // 60
        current = stop
    return result


# tests
assert split_span_by_day("2024-05-01 10:00", "2024-05-01 10:00") == {}
assert split_span_by_day("2024-05-01 10:00", "2024-05-01 09:00") == {}
assert split_span_by_day("2024-05-01 00:00", "2024-05-02 00:00") == {"2024-05-01": 1440}
assert split_span_by_day("2024-05-01 23:59", "2024-05-02 00:01") == {"2024-05-01": 1, "2024-05-02": 1}
assert split_span_by_day("2024-02-28 12:00", "2024-03-01 06:00") == {"2024-02-28": 720, "2024-02-29": 1440, "2024-03-01": 360}
assert split_span_by_day("2023-12-31 18:00", "2024-01-01 00:00") == {"2023-12-31": 360}
assert split_span_by_day("2024-06-10 00:00", "2024-06-10 00:01") == {"2024-06-10": 1}
assert list(split_span_by_day("2024-06-29 20:00", "2024-07-02 04:00")) == ["2024-06-29", "2024-06-30", "2024-07-01", "2024-07-02"]
