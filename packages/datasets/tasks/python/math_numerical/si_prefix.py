# query: Format a value with an SI prefix (p, n, u, m, none, k, M, G, T) chosen so the scaled number lies in
#   [1, 1000) where possible, rounded to 2 decimals with trailing zeros removed and followed by the unit,
#   e.g. 4700 ohm is "4.7kohm". Zero gives "0" plus the unit; values beyond the prefix range use p or T.
# entry_point: si_prefix
# example: si_prefix(4700, "ohm") == "4.7kohm"
# example: si_prefix(0.001, "F") == "1mF"

def si_prefix(value, unit):
    prefixes = [(-12, "p"), (-9, "n"), (-6, "u"), (-3, "m"), (0, ""), (3, "k"), (6, "M"), (9, "G"), (12, "T")]
    if value == 0:
        return "0" + unit
    magnitude = abs(value)
    chosen_power, chosen_prefix = prefixes[0]
    for power, prefix in prefixes:
        if magnitude >= 10 ** power:
            chosen_power, chosen_prefix = power, prefix
    scaled = value / 10 ** chosen_power
    text = f"{scaled:.2f}".rstrip("0").rstrip(".")
    return text + chosen_prefix + unit


# tests
assert si_prefix(0, "V") == "0V"
assert si_prefix(1, "V") == "1V"
assert si_prefix(999, "V") == "999V"
assert si_prefix(1000, "Hz") == "1kHz"
assert si_prefix(2500000, "Hz") == "2.5MHz" and si_prefix(7.2e9, "B") == "7.2GB"
assert si_prefix(-0.0047, "A") == "-4.7mA"
assert si_prefix(0.00000033, "F") == "330nF" and si_prefix(0.000022, "F") == "22uF"
assert si_prefix(1.234e15, "W") == "1234TW"
assert si_prefix(5e-15, "F") == "0.01pF"
assert si_prefix(12.345, "m") == "12.35m" and si_prefix(0.9996, "g") == "999.6mg"
