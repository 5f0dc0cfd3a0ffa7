# query: Check whether a string is a valid semantic version MAJOR.MINOR.PATCH with optional "-prerelease"
#   and "+build" parts. The three numbers are digits without leading zeros; prerelease and build are
#   non-empty dot-separated identifiers of letters, digits and hyphens, and numeric prerelease
#   identifiers (but not build ones) may not have leading zeros.
# entry_point: is_valid_semver
# example: is_valid_semver("2.1.0-beta.2") == True
# example: is_valid_semver("v1.0.0") == False

def is_valid_semver(version):
    core = version
    build = None
    prerelease = None
    plus = core.find("+")
    if plus != -1:
        build = core[plus + 1:]
        core = core[:plus]
    dash = core.find("-")
    if dash != -1:
        prerelease = core[dash + 1:]
        core = core[:dash]
    numbers = core.split(".")
    if len(numbers) != 3:
        return False
    for number in numbers:
        if not number.isdigit():
            return False
        if len(number) > 1 and number[0] == "0":
            return False
    for section, numeric_rule in ((prerelease, True), (build, False)):
        if section is None:
            continue
        for identifier in section.split("."):
            if identifier == "":
                return False
            for character in identifier:
                if not (character.isalnum() or character == "-"):
                    return False
            if numeric_rule and identifier.isdigit() and len(identifier) > 1 and identifier[0] == "0":
                return False
    return True


# tests
assert is_valid_semver("10.0.1") is True
assert is_valid_semver("1.2") is False
assert is_valid_semver("01.2.3") is False
assert is_valid_semver("1.2.3-0.alpha") is True
assert is_valid_semver("1.2.3-alpha..1") is False
assert is_valid_semver("1.2.3-01") is False
assert is_valid_semver("1.2.3+b.007") is True
assert is_valid_semver("1.2.3-rc.1+exp-sha.5114f85") is True
assert is_valid_semver("1.x.3") is False
assert is_valid_semver("1.2.3-beta_1") is False
