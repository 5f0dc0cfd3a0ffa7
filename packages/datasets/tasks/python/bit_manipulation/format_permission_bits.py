# query: Render the nine Unix permission bits of a file mode as the familiar string such as
#   "rwxr-xr-x" (owner, group, others; a dash for each missing permission). Modes that are negative
#   or larger than 0o777 give None.
# entry_point: format_permission_bits
# example: format_permission_bits(0o700) == "rwx------"
# example: format_permission_bits(0o640) == "rw-r-----"

def format_permission_bits(mode):
    if mode < 0 or mode > 0o777:
        return None
    letters = "rwx"
    result = ""
    for shift in range(8, -1, -1):
        if (mode >> shift) & 1:
            result += letters[(8 - shift) % 3]
        else:
            result += "-"
    return result


# tests
assert format_permission_bits(0o755) == "rwxr-xr-x"
assert format_permission_bits(0o644) == "rw-r--r--"
assert format_permission_bits(0) == "---------"
assert format_permission_bits(0o777) == "rwxrwxrwx"
assert format_permission_bits(0o1000) is None
assert format_permission_bits(-1) is None
assert format_permission_bits(0o400) == "r--------"
assert format_permission_bits(0o001) == "--------x"
assert format_permission_bits(0o052) == "---r-x-w-"
