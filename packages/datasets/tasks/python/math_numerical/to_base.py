# query: Write an integer in a base from 2 to 36 using digits 0-9 then lowercase letters, with a leading
#   "-" for negative numbers; zero is "0". Returns None for a base outside 2-36.
# entry_point: to_base
# example: to_base(10, 2) == "1010"
# example: to_base(-255, 16) == "-ff"

def to_base(number, base):
    if base < 2 or base > 36:
        return None
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if number == 0:
        return "0"
    sign = ""
    if number < 0:
        sign = "-"
        number = -number
    result = ""
    while number > 0:
        result = digits[number % base] + result
        number //= base
    return sign + result


# tests
assert to_base(255, 16) == "ff"
assert to_base(0, 2) == "0"
assert to_base(-10, 2) == "-1010"
assert to_base(35, 36) == "z"
assert to_base(36, 36) == "10"
assert to_base(5, 1) is None
assert to_base(5, 37) is None
assert to_base(7, 7) == "10"
assert to_base(100, 10) == "100"
assert to_base(1, 2) == "1" and to_base(-1, 3) == "-1"
