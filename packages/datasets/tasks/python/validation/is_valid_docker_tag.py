# query: Check whether a string is a valid container image tag: 1 to 128 characters, the first a letter,
#   digit or underscore and the rest letters, digits, underscores, periods or hyphens (ASCII only).
# entry_point: is_valid_docker_tag
# example: is_valid_docker_tag("v1.2.3") == True
# example: is_valid_docker_tag("-latest") == False

def is_valid_docker_tag(tag):
    if len(tag) < 1 or len(tag) > 128:
        return False
    for index, character in enumerate(tag):
        if character.isascii() and (character.isalnum() or character == "_"):
            continue
        if index > 0 and character in ".-":
            continue
        return False
    return True


# tests
assert is_valid_docker_tag("a") is True
assert is_valid_docker_tag("") is False
assert is_valid_docker_tag("a" * 128) is True
assert is_valid_docker_tag("a" * 129) is False
assert is_valid_docker_tag("_build-42") is True
assert is_valid_docker_tag(".hidden") is False
assert is_valid_docker_tag("1.0-rc.1") is True
assert is_valid_docker_tag("my tag") is False
assert is_valid_docker_tag("caf\u00e9") is False
assert is_valid_docker_tag("a:b") is False
