# query: Describe the percentage change from an old value to a new value, relative to the old value's
#   magnitude and rounded to one decimal, as a label like "+25.0%", "-3.5%" or "0.0%" (when it rounds to
#   zero). Returns None when the old value is zero.
# entry_point: percent_change_label
# example: percent_change_label(80, 100) == "+25.0%"
# example: percent_change_label(40, 30) == "-25.0%"

def percent_change_label(old, new):
    if old == 0:
        return None
    change = round((new - old) / abs(old) * 100, 1)
    if change > 0:
        return f"+{change}%"
    if change < 0:
        return f"{change}%"
    return "0.0%"


# tests
assert percent_change_label(100, 125) == "+25.0%"
assert percent_change_label(200, 150) == "-25.0%"
assert percent_change_label(0, 5) is None
assert percent_change_label(50, 50) == "0.0%"
assert percent_change_label(-50, -25) == "+50.0%"
assert percent_change_label(-50, -75) == "-50.0%"
assert percent_change_label(3, 4) == "+33.3%" and percent_change_label(3, 2) == "-33.3%"
assert percent_change_label(1000, 1000.4) == "0.0%"
assert percent_change_label(8, 20) == "+150.0%"
assert percent_change_label(200, 201) == "+0.5%" and percent_change_label(200, 199) == "-0.5%"
