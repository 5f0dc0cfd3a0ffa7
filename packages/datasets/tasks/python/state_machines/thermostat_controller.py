# query: Drive a heater from temperature readings with hysteresis: it starts off, turns on when a reading is below
#   target - band and turns off when a reading is above target + band; readings inside the band keep the current
#   state. Return (list of "on"/"off" after each reading, number of switches).
# entry_point: thermostat_controller
# example: thermostat_controller([17, 20], 20, 2) == (["on", "on"], 1)
# example: thermostat_controller([22, 23], 20, 2) == (["off", "off"], 0)

def thermostat_controller(readings, target, band):
    heating = False
    states = []
    switches = 0
    for reading in readings:
        if not heating and reading < target - band:
            heating = True
            switches += 1
        elif heating and reading > target + band:
            heating = False
            switches += 1
        states.append("on" if heating else "off")
    return (states, switches)


# tests
assert thermostat_controller([20, 18, 19, 21, 23], 20, 1) == (["off", "on", "on", "on", "off"], 2)
assert thermostat_controller([], 20, 1) == ([], 0)
assert thermostat_controller([19], 20, 1) == (["off"], 0)
assert thermostat_controller([18.5], 20, 1) == (["on"], 1)
assert thermostat_controller([10, 21, 22], 20, 1) == (["on", "on", "off"], 2)
assert thermostat_controller([25, 15, 25, 15], 20, 0) == (["off", "on", "off", "on"], 3)
assert thermostat_controller([20, 19, 20], 20, 0) == (["off", "on", "on"], 1)
assert thermostat_controller([-5, -2, 3], 0, 2) == (["on", "on", "off"], 2)
