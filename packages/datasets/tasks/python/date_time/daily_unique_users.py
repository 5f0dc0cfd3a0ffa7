# query: Count distinct users per local calendar day from (user, Unix timestamp in seconds) events, where
#   local time is UTC shifted by a fixed offset in minutes (negative west of Greenwich). Return a dict from
#   "YYYY-MM-DD" to the count with keys in ascending date order.
# entry_point: daily_unique_users
# example: daily_unique_users([("a", 0), ("b", 60), ("a", 120)], 0) == {"1970-01-01": 2}
# example: daily_unique_users([("a", 0)], -60) == {"1969-12-31": 1}

def daily_unique_users(events, offset_minutes):
    from datetime import date, timedelta

    users = {}
    for user, stamp in events:
        day_number = (stamp + offset_minutes * 60) // 86400
        key = (date(1970, 1, 1) + timedelta(days=day_number)).isoformat()
        users.setdefault(key, set()).add(user)
    return {day: len(users[day]) for day in sorted(users)}


# tests
assert daily_unique_users([], 0) == {}
assert daily_unique_users([("u", 86399), ("v", 86400)], 0) == {"1970-01-01": 1, "1970-01-02": 1}
assert daily_unique_users([("u", 86399), ("v", 86400)], 1) == {"1970-01-02": 2}
assert daily_unique_users([("u", 1), ("u", 2), ("u", 3)], 0) == {"1970-01-01": 1}
assert daily_unique_users([("u", 1704067200), ("w", 1704067199)], 0) == {"2023-12-31": 1, "2024-01-01": 1}
assert daily_unique_users([("u", 1704067200), ("w", 1704067199)], 330) == {"2024-01-01": 2}
assert daily_unique_users([("x", 1709251200), ("y", 1709251200), ("z", 1709164800)], -300) == {"2024-02-28": 1, "2024-02-29": 2}
assert list(daily_unique_users([("a", 200000), ("b", 0), ("c", 100000)], 0)) == ["1970-01-01", "1970-01-02", "1970-01-03"]
assert daily_unique_users([("a", -1)], 0) == {"1969-12-31": 1}
assert daily_unique_users([("u", 86340), ("v", 86339)], 1) == {"1970-01-01": 1, "1970-01-02": 1}
