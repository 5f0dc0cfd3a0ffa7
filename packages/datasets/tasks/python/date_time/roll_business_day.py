# query: Adjust a "YYYY-MM-DD" date that is a weekend day or a holiday (a set of "YYYY-MM-DD" strings) to a
#   business day using the convention "following" (next business day), "preceding" (previous one) or
#   "modified_following" (the following one unless it falls in another month, then the preceding one).
#   Business days are returned unchanged; an unknown convention gives None.
# entry_point: roll_business_day
# example: roll_business_day("2024-06-08", set(), "following") == "2024-06-10"
# example: roll_business_day("2024-06-08", set(), "preceding") == "2024-06-07"

def roll_business_day(day, holidays, convention):
    from datetime import date, timedelta

    start = date.fromisoformat(day)

    def roll(step):
        current = start
        while current.weekday() >= 5 or current.isoformat() in holidays:
            current += timedelta(days=step)
        return current

    if convention == "following":
        result = roll(1)
    elif convention == "preceding":
        result = roll(-1)
    elif convention == "modified_following":
        result = roll(1)
        if result.month != start.month:
            result = roll(-1)
    else:
        return None
    return result.isoformat()


# tests
assert roll_business_day("2024-06-12", set(), "following") == "2024-06-12"
assert roll_business_day("2024-06-12", set(), "preceding") == "2024-06-12"
assert roll_business_day("2024-06-09", set(), "following") == "2024-06-10"
assert roll_business_day("2024-06-09", {"2024-06-07"}, "preceding") == "2024-06-06"
assert roll_business_day("2024-12-25", {"2024-12-25", "2024-12-26"}, "following") == "2024-12-27"
assert roll_business_day("2024-08-31", set(), "following") == "2024-09-02"
assert roll_business_day("2024-08-31", set(), "modified_following") == "2024-08-30"
assert roll_business_day("2024-06-16", set(), "modified_following") == "2024-06-17"
assert roll_business_day("2024-09-01", set(), "preceding") == "2024-08-30"
assert roll_business_day("2024-06-15", set(), "nearest") is None
