# query: Given a list of public holidays ("YYYY-MM-DD"), find the bridge days: working days (Monday to
#   Friday and not a holiday) that are directly next to a holiday and have a non-working day (weekend or
#   holiday) on both sides. Return them sorted as "YYYY-MM-DD" strings without duplicates.
# entry_point: bridge_days
# example: bridge_days(["2024-05-09"]) == ["2024-05-10"]
# example: bridge_days(["2024-05-08"]) == []

def bridge_days(holidays):
    from datetime import date, timedelta

    off = {date.fromisoformat(text) for text in holidays}
    one = timedelta(days=1)

    def resting(day):
        return day.weekday() >= 5 or day in off

    result = set()
    for holiday in off:
        for candidate in (holiday - one, holiday + one):
            if not resting(candidate) and resting(candidate - one) and resting(candidate + one):
                result.add(candidate.isoformat())
    return sorted(result)


# tests
assert bridge_days([]) == []
assert bridge_days(["2024-04-02"]) == ["2024-04-01"]
assert bridge_days(["2024-04-03"]) == []
assert bridge_days(["2024-12-24", "2024-12-26"]) == ["2024-12-23", "2024-12-25", "2024-12-27"]
assert bridge_days(["2024-05-09", "2024-05-10"]) == []
assert bridge_days(["2024-06-01"]) == []
assert bridge_days(["2024-12-31", "2025-01-02"]) == ["2024-12-30", "2025-01-01", "2025-01-03"]
assert bridge_days(["2024-10-03", "2024-10-03"]) == ["2024-10-04"]
assert bridge_days(["2024-07-02", "2024-07-04"]) == ["2024-07-01", "2024-07-03", "2024-07-05"]
