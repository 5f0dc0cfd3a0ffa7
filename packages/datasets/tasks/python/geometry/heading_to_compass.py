# query: Convert a compass heading in degrees (any real value, wrapped into 0-360) to the nearest of the
#   eight compass points "N", "NE", "E", "SE", "S", "SW", "W", "NW"; a heading exactly halfway between
#   two points goes to the clockwise one.
# entry_point: heading_to_compass
# example: heading_to_compass(135) == "SE"
# example: heading_to_compass(300) == "NW"

def heading_to_compass(degrees):
    names = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    heading = degrees % 360
    index = int((heading + 22.5) // 45)
    if index == 8:
        index = 0
    return names[index]


# tests
assert heading_to_compass(0) == "N"
assert heading_to_compass(22.4) == "N" and heading_to_compass(22.5) == "NE"
assert heading_to_compass(90) == "E"
assert heading_to_compass(180) == "S" and heading_to_compass(200) == "S"
assert heading_to_compass(270) == "W"
assert heading_to_compass(337.4) == "NW"
assert heading_to_compass(337.5) == "N" and heading_to_compass(359.9) == "N"
assert heading_to_compass(-45) == "NW"
assert heading_to_compass(405) == "NE" and heading_to_compass(382) == "N" and heading_to_compass(-337.6) == "N"
assert heading_to_compass(157.5) == "S" and heading_to_compass(157.4) == "SE"
