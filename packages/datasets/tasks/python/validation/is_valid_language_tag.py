# query: Check whether a string is a simple language tag: a 2- or 3-letter language code, optionally
#   followed by a 4-letter script, optionally followed by a region of 2 letters or 3 digits, all separated by
#   hyphens, such as "en", "en-US", "zh-Hant-TW" or "es-419". Letters may be in any case (ASCII only).
# entry_point: is_valid_language_tag
# example: is_valid_language_tag("pt-BR") == True
# example: is_valid_language_tag("english") == False

def is_valid_language_tag(tag):
    parts = tag.split("-")

    def letters(part):
        return part.isascii() and part.isalpha()

    if len(parts[0]) not in (2, 3) or not letters(parts[0]):
        return False
    rest = parts[1:]
    if rest and len(rest[0]) == 4 and letters(rest[0]):
        rest = rest[1:]
    if not rest:
        return True
    if len(rest) > 1:
        return False
    region = rest[0]
    return (len(region) == 2 and letters(region)) or (len(region) == 3 and region.isdigit())


# tests
assert is_valid_language_tag("en") is True
assert is_valid_language_tag("zh-Hant-TW") is True
assert is_valid_language_tag("es-419") is True
assert is_valid_language_tag("haw-Latn") is True
assert is_valid_language_tag("e") is False
assert is_valid_language_tag("en-USA") is False
assert is_valid_language_tag("en-US-Latn") is False
assert is_valid_language_tag("sr-1234-RS") is False
assert is_valid_language_tag("sr-Latn-R1") is False
assert is_valid_language_tag("en-") is False
