# query: Mask a sensitive string such as a card or account number, replacing every character with the
#   mask character except the last few visible ones (default 4). Spaces and hyphens are kept as they are
#   and do not count as characters; if there are no more characters than the visible count, the text
#   is returned unchanged.
# entry_point: mask_sensitive
# example: mask_sensitive("4111111111111111") == "************1111"
# example: mask_sensitive("555-1234", 2) == "***-**34"

def mask_sensitive(text, visible=4, mask_char="*"):
    maskable = 0
    for character in text:
        if character not in " -":
            maskable += 1
    to_mask = maskable - visible
    result = []
    for character in text:
        if character in " -" or to_mask <= 0:
            result.append(character)
        else:
            result.append(mask_char)
            to_mask -= 1
    return "".join(result)


# tests
assert mask_sensitive("1234567812345678") == "************5678"
assert mask_sensitive("1234-5678-9012", 4) == "****-****-9012"
assert mask_sensitive("abc", 4) == "abc"
assert mask_sensitive("abcd", 4) == "abcd"
assert mask_sensitive("abcde", 4) == "*bcde"
assert mask_sensitive("secret", 0, "#") == "######"
assert mask_sensitive("") == ""
assert mask_sensitive("12 34", 2, "x") == "xx 34"
assert mask_sensitive("a-b-c", 1) == "*-*-c"
