# query: Clamp numeric fields of a record to per-field (low, high) limits, where None means unbounded on
#   that side; fields absent from the record are skipped. Return a tuple of the new record (the input is
#   not modified) and the sorted names of the fields that had to be changed.
# entry_point: clamp_fields
# example: clamp_fields({"age": 150}, {"age": (0, 120)}) == ({"age": 120}, ["age"])
# example: clamp_fields({"qty": 5, "price": -1}, {"price": (0, None)}) == ({"qty": 5, "price": 0}, ["price"])

def clamp_fields(record, limits):
    result = dict(record)
    clamped = []
    for field, (low, high) in limits.items():
        if field not in result:
            continue
        value = result[field]
        if low is not None and value < low:
            result[field] = low
            clamped.append(field)
        elif high is not None and value > high:
            result[field] = high
            clamped.append(field)
    return (result, sorted(clamped))


# tests
assert clamp_fields({}, {"a": (0, 1)}) == ({}, [])
assert clamp_fields({"a": 5}, {}) == ({"a": 5}, [])
assert clamp_fields({"a": 0, "b": 10}, {"a": (0, 10), "b": (0, 10)}) == ({"a": 0, "b": 10}, [])
assert clamp_fields({"a": -1}, {"a": (0, 10)}) == ({"a": 0}, ["a"])
assert clamp_fields({"a": 11}, {"a": (0, 10)}) == ({"a": 10}, ["a"])
assert clamp_fields({"a": 999}, {"a": (None, None)}) == ({"a": 999}, [])
assert clamp_fields({"a": -50}, {"a": (None, 3)}) == ({"a": -50}, [])
assert clamp_fields({"z": 9, "m": -9, "k": 1}, {"z": (0, 5), "m": (-5, 5), "k": (0, 5)}) == ({"z": 5, "m": -5, "k": 1}, ["m", "z"])
assert clamp_fields({"t": 2.5}, {"t": (3, 4)}) == ({"t": 3}, ["t"])
