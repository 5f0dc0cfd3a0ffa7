# query: Convert a road or roof slope given as a percentage grade (rise over run times 100) into its angle
#   in degrees rounded to 2 decimals; a negative grade (downhill) gives a negative angle. Also accept a
#   string such as "12%" or "-8 %"; return None for text that is not a percentage.
# entry_point: grade_to_angle
# example: grade_to_angle(100) == 45.0
# example: grade_to_angle("0%") == 0.0

def grade_to_angle(grade):
    import math

    if isinstance(grade, str):
        text = grade.strip()
        if not text.endswith("%"):
            return None
        try:
            grade = float(text[:-1].strip())
        except ValueError:
            return None
    return round(math.degrees(math.atan(grade / 100)), 2)


# tests
assert grade_to_angle(0) == 0.0
assert grade_to_angle(10) == 5.71
assert grade_to_angle(-10) == -5.71
assert grade_to_angle(200) == 63.43
assert grade_to_angle("12%") == 6.84
assert grade_to_angle(" -8 % ") == -4.57
assert grade_to_angle("50") is None
assert grade_to_angle("abc%") is None
assert grade_to_angle(57.735) == 30.0
