# query: Format an angle in decimal degrees as degrees, minutes and seconds like 12°30'05", rounding to the
#   nearest whole second (carrying into minutes and degrees) and prefixing "-" for negative angles that
#   do not round to zero.
# entry_point: degrees_to_dms
# example: degrees_to_dms(45.25) == "45°15'00\""
# example: degrees_to_dms(-12.75) == "-12°45'00\""

def degrees_to_dms(value):
    total_seconds = round(abs(value) * 3600)
    sign = ""
    if value < 0 and total_seconds > 0:
        sign = "-"
    degrees = total_seconds // 3600
    minutes = (total_seconds % 3600) // 60
    seconds = total_seconds % 60
    return f"{sign}{degrees}°{minutes:02d}'{seconds:02d}\""


# tests
assert degrees_to_dms(12.5) == "12°30'00\""
assert degrees_to_dms(0.25) == "0°15'00\""
assert degrees_to_dms(-45.5) == "-45°30'00\""
assert degrees_to_dms(10.999999) == "11°00'00\""
assert degrees_to_dms(-0.0001) == "0°00'00\""
assert degrees_to_dms(-0.5) == "-0°30'00\""
assert degrees_to_dms(33.8625) == "33°51'45\""
assert degrees_to_dms(0.0125) == "0°00'45\""
assert degrees_to_dms(-1.0005) == "-1°00'02\"" and degrees_to_dms(-0.0003) == "-0°00'01\""
assert degrees_to_dms(359.99) == "359°59'24\""
