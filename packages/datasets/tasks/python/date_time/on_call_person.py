# query: Find who is on call on a "YYYY-MM-DD" date for a rotation that starts on a given date with the
#   first person and hands over to the next person in the list every rotation_days days, wrapping
#   around. Return None for a date before the start, an empty list or a rotation shorter than one day.
# entry_point: on_call_person
# example: on_call_person(["ann", "bob"], "2024-01-01", 7, "2024-01-09") == "bob"
# example: on_call_person(["ann", "bob"], "2024-01-01", 7, "2024-01-15") == "ann"

def on_call_person(people, start, rotation_days, day):
    from datetime import date

    elapsed = (date.fromisoformat(day) - date.fromisoformat(start)).days
    if elapsed < 0 or not people or rotation_days < 1:
        return None
    return people[(elapsed // rotation_days) % len(people)]


# tests
assert on_call_person(["a", "b", "c"], "2024-03-01", 7, "2024-03-01") == "a"
assert on_call_person(["a", "b", "c"], "2024-03-01", 7, "2024-03-07") == "a"
assert on_call_person(["a", "b", "c"], "2024-03-01", 7, "2024-03-08") == "b"
assert on_call_person(["a", "b", "c"], "2024-03-01", 7, "2024-03-22") == "a"
assert on_call_person(["a", "b", "c"], "2024-03-01", 7, "2024-02-29") is None
assert on_call_person([], "2024-03-01", 7, "2024-03-05") is None
assert on_call_person(["a", "b"], "2024-03-01", 0, "2024-03-05") is None
assert on_call_person(["x", "y", "z"], "2023-12-30", 1, "2024-01-02") == "x"
assert on_call_person(["solo"], "2020-01-01", 3, "2024-06-30") == "solo"
assert on_call_person(["p", "q"], "2024-02-27", 2, "2024-03-01") == "q"
