# query: Check a package version constraint: one or more space-separated clauses, each an optional operator
#   (=, >, >=, <, <=, ^ or ~) directly followed by a version of one to three dot-separated numbers without
#   leading zeros, such as ">=1.2 <2" or "^0.4.1". A clause may also be a lone "*"; extra spaces are allowed.
# entry_point: is_valid_version_constraint
# example: is_valid_version_constraint(">=1.2 <2") == True
# example: is_valid_version_constraint(">=1.2.3.4") == False

def is_valid_version_constraint(constraint):
    clauses = constraint.split()
    if not clauses:
        return False
    for clause in clauses:
        if clause == "*":
            continue
        version = clause
        for operator in (">=", "<=", "=", ">", "<", "^", "~"):
            if clause.startswith(operator):
                version = clause[len(operator):]
                break
        numbers = version.split(".")
        if len(numbers) > 3:
            return False
        for number in numbers:
            if not number.isascii() or not number.isdigit():
                return False
            if len(number) > 1 and number[0] == "0":
                return False
    return True


# tests
assert is_valid_version_constraint("*") is True
assert is_valid_version_constraint("1") is True
assert is_valid_version_constraint("  ~1.2.3   ") is True
assert is_valid_version_constraint("<=10.0.0 >0.9") is True
assert is_valid_version_constraint("") is False
assert is_valid_version_constraint(">= 1.2") is False
assert is_valid_version_constraint("=>1.2") is False
assert is_valid_version_constraint("^1.02") is False
assert is_valid_version_constraint("1.2.") is False
assert is_valid_version_constraint("1.2.3.4") is False
