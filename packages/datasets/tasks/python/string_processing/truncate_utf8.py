# query: Cut a string so that its UTF-8 encoding fits in max_bytes bytes without splitting a character,
#   returning the longest such prefix. If cutting happens and a suffix (default "") is given, the suffix is
#   counted in the limit too; a suffix that alone does not fit gives "".
# entry_point: truncate_utf8
# example: truncate_utf8("hello", 3) == 'hel'
# example: truncate_utf8("naïve", 3) == 'na'

def truncate_utf8(text, max_bytes, suffix=""):
    if len(text.encode("utf-8")) <= max_bytes:
        return text
    budget = max_bytes - len(suffix.encode("utf-8"))
    if budget < 0:
        return ""
    used = 0
    end = 0
    for character in text:
        size = len(character.encode("utf-8"))
        if used + size > budget:
            break
        used += size
        end += 1
    return text[:end] + suffix


# tests
assert truncate_utf8("abc", 3) == 'abc'
assert truncate_utf8("abcd", 3) == 'abc'
assert truncate_utf8("日本語", 7) == '日本'
assert truncate_utf8("日本語", 6) == '日本'
assert truncate_utf8("日本語", 2) == ''
assert truncate_utf8("abcdef", 5, "...") == 'ab...'
assert truncate_utf8("abcdef", 2, "...") == ''
assert truncate_utf8("abcdef", 3, "...") == '...'
assert truncate_utf8("abc", 3, "...") == 'abc'
assert truncate_utf8("é!", 2, "~") == '~'
