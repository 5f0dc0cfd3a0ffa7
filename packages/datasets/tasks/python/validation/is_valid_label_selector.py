# query: Check a label selector such as "app=web,tier!=db,!legacy": comma-separated requirements, each
#   "key=value", "key==value", "key!=value", "key" (exists) or "!key" (does not exist). Keys are 1-63
#   characters and values 0-63 characters of ASCII letters, digits, "-", "_" and "."; non-empty names must
#   start and end with a letter or digit. An empty selector is valid.
# entry_point: is_valid_label_selector
# example: is_valid_label_selector("app=web,tier!=db") == True
# example: is_valid_label_selector("app=web,,tier=db") == False

def is_valid_label_selector(selector):
    def valid_name(name, allow_empty):
        if name == "":
            return allow_empty
        if len(name) > 63:
            return False
        for character in name:
            if not (character.isascii() and (character.isalnum() or character in "-_.")):
                return False
        return name[0].isalnum() and name[-1].isalnum()

    if selector == "":
        return True
    for requirement in selector.split(","):
        if requirement.startswith("!"):
            if not valid_name(requirement[1:], False):
                return False
            continue
        for operator in ("!=", "==", "="):
            position = requirement.find(operator)
            if position != -1:
                key = requirement[:position]
                value = requirement[position + len(operator):]
                break
        else:
            key = requirement
            value = ""
        if not valid_name(key, False) or not valid_name(value, True):
            return False
    return True


# tests
assert is_valid_label_selector("") is True
assert is_valid_label_selector("k" * 63) is True
assert is_valid_label_selector("!e") is True
assert is_valid_label_selector("!") is False
assert is_valid_label_selector("a==b,c!=") is True
assert is_valid_label_selector("-a=b") is False
assert is_valid_label_selector("a=b-") is False
assert is_valid_label_selector("a=b=c") is False
assert is_valid_label_selector("k" * 63 + "=" + "v" * 64) is False
assert is_valid_label_selector("my.app_1=v-2.x") is True
