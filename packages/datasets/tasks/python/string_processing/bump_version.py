# query: Bump a "MAJOR.MINOR.PATCH" version string by the given part ("major", "minor" or "patch"):
#   the chosen number goes up by one and every number after it resets to 0. Anything after the patch number
#   (such as "-beta" or "+build") is dropped. An unknown part or a malformed version gives None.
# entry_point: bump_version
# example: bump_version("1.4.2", "minor") == '1.5.0'
# example: bump_version("0.9.9", "patch") == '0.9.10'

def bump_version(version, part):
    core = version
    for marker in "-+":
        cut = core.find(marker)
        if cut != -1:
            core = core[:cut]
    numbers = core.split(".")
    if len(numbers) != 3:
        return None
    for number in numbers:
        if not number.isdigit():
            return None
    order = ["major", "minor", "patch"]
    if part not in order:
        return None
    position = order.index(part)
    values = [int(number) for number in numbers]
    values[position] += 1
    for index in range(position + 1, 3):
        values[index] = 0
    return ".".join(str(value) for value in values)


# tests
assert bump_version("1.2.3", "major") == '2.0.0'
assert bump_version("1.2.3", "minor") == '1.3.0'
assert bump_version("1.2.3", "patch") == '1.2.4'
assert bump_version("2.0.0-rc.1", "patch") == '2.0.1'
assert bump_version("1.9.9+build.5", "minor") == '1.10.0'
assert bump_version("10.20.30+x-y", "major") == '11.0.0'
assert bump_version("1.2", "patch") is None
assert bump_version("1.2.3.4", "patch") is None
assert bump_version("1.a.3", "major") is None
assert bump_version("1.2.3", "build") is None
