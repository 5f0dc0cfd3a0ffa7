# query: Convert an elapsed-time string "H:MM:SS" or "M:SS" into a number of seconds; the leading field may
#   be any size but later fields must be below 60. Returns None for the wrong number of fields or any
#   field that is not made of digits.
# entry_point: clock_text_to_seconds
# example: clock_text_to_seconds("2:30") == 150
# example: clock_text_to_seconds("1:00:00") == 3600

def clock_text_to_seconds(text):
    parts = text.split(":")
    if len(parts) < 2 or len(parts) > 3:
        return None
    total = 0
    for index, part in enumerate(parts):
        if not part.isdigit():
            return None
        value = int(part)
        if index > 0 and value >= 60:
            return None
        total = total * 60 + value
    return total


# tests
assert clock_text_to_seconds("1:02:03") == 3723
assert clock_text_to_seconds("02:03") == 123
assert clock_text_to_seconds("0:00") == 0
assert clock_text_to_seconds("90:00") == 5400
assert clock_text_to_seconds("0:59:59") == 3599
assert clock_text_to_seconds("1:60:00") is None
assert clock_text_to_seconds("1:00:60") is None
assert clock_text_to_seconds("5") is None
assert clock_text_to_seconds("1:2:3:4") is None
assert clock_text_to_seconds("1:-2") is None
