# query: Return the end-of-year book values of an asset under straight-line depreciation from its cost
#   down to its salvage value over a whole number of years, rounded to cents, with the last year landing
#   exactly on the salvage value. Returns None for non-positive years or a salvage value above the cost.
# entry_point: depreciation_schedule
# example: depreciation_schedule(1000, 0, 4) == [750.0, 500.0, 250.0, 0.0]
# example: depreciation_schedule(500, 100, 1) == [100.0]

def depreciation_schedule(cost, salvage, years):
    if years <= 0 or salvage > cost:
        return None
    yearly = (cost - salvage) / years
    values = []
    for year in range(1, years + 1):
        if year == years:
            values.append(round(float(salvage), 2))
        else:
            values.append(round(cost - yearly * year, 2))
    return values


# tests
assert depreciation_schedule(10000, 1000, 3) == [7000.0, 4000.0, 1000.0]
assert depreciation_schedule(100, 0, 3) == [66.67, 33.33, 0.0]
assert depreciation_schedule(2000, 500, 2) == [1250.0, 500.0]
assert depreciation_schedule(300, 300, 2) == [300.0, 300.0]
assert depreciation_schedule(1000, 0, 0) is None and depreciation_schedule(1000, 0, -2) is None
assert depreciation_schedule(100, 101, 2) is None
assert depreciation_schedule(1, 0, 3) == [0.67, 0.33, 0.0]
assert depreciation_schedule(100, 10, 4) == [77.5, 55.0, 32.5, 10.0]
assert depreciation_schedule(50, 20, 1) == [20.0] and depreciation_schedule(50, 1.006, 1) == [1.01]
