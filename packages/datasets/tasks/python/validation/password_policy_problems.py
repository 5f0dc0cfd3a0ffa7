# query: List the ways a password breaks the policy, in this order: "too short" (fewer than min_length
#   characters, default 8), "no uppercase letter", "no lowercase letter", "no digit" (ASCII only),
#   "no symbol" (any other non-whitespace character) and "contains whitespace". A compliant password
#   gives an empty list.
# entry_point: password_policy_problems
# example: password_policy_problems("Secur3!pass") == []
# example: password_policy_problems("password") == ["no uppercase letter", "no digit", "no symbol"]

def password_policy_problems(password, min_length=8):
    problems = []
    if len(password) < min_length:
        problems.append("too short")
    has_upper = False
    has_lower = False
    has_digit = False
    has_symbol = False
    has_space = False
    for character in password:
        if "A" <= character <= "Z":
            has_upper = True
        elif "a" <= character <= "z":
            has_lower = True
        elif "0" <= character <= "9":
            has_digit = True
        elif character.isspace():
            has_space = True
        else:
            has_symbol = True
    if not has_upper:
        problems.append("no uppercase letter")
    if not has_lower:
        problems.append("no lowercase letter")
    if not has_digit:
        problems.append("no digit")
    if not has_symbol:
        problems.append("no symbol")
    if has_space:
        problems.append("contains whitespace")
    return problems


# tests
assert password_policy_problems("Az0!Az0!") == []
assert password_policy_problems("Za9#Za9#") == []
assert password_policy_problems("short") == ["too short", "no uppercase letter", "no digit", "no symbol"]
assert password_policy_problems("") == ["too short", "no uppercase letter", "no lowercase letter", "no digit", "no symbol"]
assert password_policy_problems("ALLUPPER123!") == ["no lowercase letter"]
assert password_policy_problems("Has Space1!") == ["contains whitespace"]
assert password_policy_problems("Abcdefg1!", 10) == ["too short"]
assert password_policy_problems("Abcdef1!") == []
assert password_policy_problems("Abcdefg1") == ["no symbol"]
assert password_policy_problems("Abcde1!") == ["too short"]
