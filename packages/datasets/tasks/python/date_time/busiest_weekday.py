# query: Return the name of the weekday ("Monday" ... "Sunday") on which most of the given "YYYY-MM-DD"
#   dates fall, counting duplicates; on a tie the day earliest in the week (Monday first) wins. An empty
#   list gives None.
# entry_point: busiest_weekday
# example: busiest_weekday(["2024-05-06", "2024-05-13", "2024-05-07"]) == "Monday"
# example: busiest_weekday(["2024-05-11"]) == "Saturday"

def busiest_weekday(dates):
    from datetime import date

    if not dates:
        return None
    names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    counts = [0] * 7
    for text in dates:
        counts[date.fromisoformat(text).weekday()] += 1
    best = 0
    for index in range(1, 7):
        if counts[index] > counts[best]:
            best = index
    return names[best]


# tests
assert busiest_weekday([]) is None
assert busiest_weekday(["2024-06-02"]) == "Sunday" and busiest_weekday(["2024-06-04"]) == "Tuesday"
assert busiest_weekday(["2024-06-04", "2024-06-05", "2024-06-05"]) == "Wednesday"
assert busiest_weekday(["2024-06-09", "2024-06-08"]) == "Saturday"
assert busiest_weekday(["2024-06-09", "2024-06-09", "2024-06-03"]) == "Sunday"
assert busiest_weekday(["2024-06-07", "2024-06-06"]) == "Thursday"
assert busiest_weekday(["2024-06-03", "2024-06-04", "2024-06-10"]) == "Monday"
assert busiest_weekday(["2024-06-03", "2024-06-10", "2024-06-02", "2024-06-09", "2024-06-16"]) == "Sunday"
assert busiest_weekday(["2024-06-02", "2024-06-01", "2024-06-08"]) == "Saturday"
