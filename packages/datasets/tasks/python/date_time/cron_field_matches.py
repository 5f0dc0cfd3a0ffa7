# query: Decide whether a minute value matches a cron-style minute field. The field is a comma-separated
#   list of parts, each "*" (0-59), a single number, or a range "a-b", optionally followed by "/n" to
#   keep only every n-th value counted from the start of that part.
# entry_point: cron_field_matches
# example: cron_field_matches("*/10", 30) == True
# example: cron_field_matches("0-30/5", 12) == False

def cron_field_matches(field, value):
    for part in field.split(","):
        step = 1
        if "/" in part:
            part, step_text = part.split("/")
            step = int(step_text)
        if part == "*":
            low, high = 0, 59
        elif "-" in part:
            low_text, high_text = part.split("-")
            low, high = int(low_text), int(high_text)
        else:
            low = high = int(part)
        if low <= value <= high and (value - low) % step == 0:
            return True
    return False


# tests
assert cron_field_matches("*", 59) is True
assert cron_field_matches("*", 60) is False
assert cron_field_matches("*/15", 45) is True and cron_field_matches("*/15", 0) is True
assert cron_field_matches("*/15", 50) is False
assert [cron_field_matches("10-20", v) for v in (9, 10, 20, 21)] == [False, True, True, False]
assert cron_field_matches("1,5,9", 5) is True
assert cron_field_matches("1,5,9", 6) is False
assert cron_field_matches("4-20/3", 7) is True
assert cron_field_matches("10-30/10", 25) is False
assert cron_field_matches("7", 7) is True and cron_field_matches("7", 8) is False
