# query: Remove one pair of matching surrounding quotes (single or double) from a string and turn each
#   doubled quote of that kind inside it into a single one, as in SQL or CSV. Strings that are not wrapped
#   in a matching pair (including a lone quote character) are returned unchanged.
# entry_point: unquote_string
# example: unquote_string("'hello'") == 'hello'
# example: unquote_string('"say ""hi"""') == 'say "hi"'

def unquote_string(text):
    if len(text) < 2:
        return text
    quote = text[0]
    if quote not in "'\"" or text[-1] != quote:
        return text
    inner = text[1:-1]
    return inner.replace(quote + quote, quote)


# tests
assert unquote_string("'it''s'") == "it's"
assert unquote_string('"plain"') == 'plain'
assert unquote_string("no quotes") == 'no quotes'
assert unquote_string("'mismatch\"") == '\'mismatch"'
assert unquote_string("'") == "'"
assert unquote_string("''") == ''
assert unquote_string('"a\'\'b"') == "a''b"
assert unquote_string("") == ''
assert unquote_string("x'y'") == "x'y'"
assert unquote_string("'''") == "'"
