# query: Add two unsigned values of the given bit width like a CPU adder and return a dict with the
#   wrapped result and the flags carry (unsigned overflow), overflow (signed two's complement
#   overflow), zero and negative (top bit of the result). A width below 1 or an operand outside 0 to
#   2**width - 1 gives None.
# entry_point: add_with_flags
# example: add_with_flags(1, 2, 8) == {"result": 3, "carry": False, "overflow": False, "zero": False, "negative": False}
# example: add_with_flags(0xF, 0x1, 4) == {"result": 0, "carry": True, "overflow": False, "zero": True, "negative": False}

def add_with_flags(a, b, width):
    if width < 1:
        return None
    limit = 1 << width
    if not (0 <= a < limit and 0 <= b < limit):
        return None
    total = a + b
    result = total & (limit - 1)
    sign = 1 << (width - 1)
    overflow = (a & sign) == (b & sign) and (result & sign) != (a & sign)
    return {"result": result, "carry": total >= limit, "overflow": overflow,
            "zero": result == 0, "negative": result & sign != 0}


# tests
assert add_with_flags(0, 0, 8) == {'result': 0, 'carry': False, 'overflow': False, 'zero': True, 'negative': False}
assert add_with_flags(0x7F, 1, 8) == {'result': 128, 'carry': False, 'overflow': True, 'zero': False, 'negative': True}
assert add_with_flags(0xFF, 1, 8) == {'result': 0, 'carry': True, 'overflow': False, 'zero': True, 'negative': False}
assert add_with_flags(0x80, 0x80, 8) == {'result': 0, 'carry': True, 'overflow': True, 'zero': True, 'negative': False}
assert add_with_flags(0xFF, 0xFF, 8) == {'result': 254, 'carry': True, 'overflow': False, 'zero': False, 'negative': True}
assert add_with_flags(0x40, 0x3F, 8) == {'result': 127, 'carry': False, 'overflow': False, 'zero': False, 'negative': False}
assert add_with_flags(1, 0, 1) == {'result': 1, 'carry': False, 'overflow': False, 'zero': False, 'negative': True}
assert add_with_flags(256, 0, 8) is None
assert (add_with_flags(0, 256, 8), add_with_flags(-1, 0, 8), add_with_flags(0, -1, 8), add_with_flags(0, 0, 0)) == (None, None, None, None)
