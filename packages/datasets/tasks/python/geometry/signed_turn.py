# query: Return the signed smallest rotation in degrees that turns a start heading into an end heading,
#   in the range (-180, 180]: positive means counterclockwise, and a half turn is reported as +180.
# entry_point: signed_turn
# example: signed_turn(90, 180) == 90
# example: signed_turn(30, 300) == -90

def signed_turn(start, end):
    difference = end - start
    while difference > 180:
        difference -= 360
    while difference <= -180:
        difference += 360
    return difference


# tests
assert signed_turn(10, 30) == 20
assert signed_turn(350, 10) == 20
assert signed_turn(10, 350) == -20
assert signed_turn(0, 180) == 180
assert signed_turn(180, 0) == 180
assert signed_turn(0, 190) == -170
assert signed_turn(720, 0) == 0
assert signed_turn(45, 45) == 0
assert signed_turn(-170, 170) == -20
assert signed_turn(0, 540) == 180 and signed_turn(0, 181) == -179
