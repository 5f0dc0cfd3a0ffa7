# query: Count the lines, words and characters of a text like the wc tool does, returned as a dict with
#   keys "lines", "words" and "characters". Lines are separated by "\n" and a final newline does not start
#   an extra line (empty text has 0 lines); words are runs of non-whitespace characters.
# entry_point: text_statistics
# example: text_statistics("hello world\n") == {'lines': 1, 'words': 2, 'characters': 12}
# example: text_statistics("a\nb c") == {'lines': 2, 'words': 3, 'characters': 5}

def text_statistics(text):
    lines = text.count("\n")
    if text and not text.endswith("\n"):
        lines += 1
    words = 0
    in_word = False
    for character in text:
        if character.isspace():
            in_word = False
        elif not in_word:
            in_word = True
            words += 1
    return {"lines": lines, "words": words, "characters": len(text)}


# tests
assert text_statistics("") == {'lines': 0, 'words': 0, 'characters': 0}
assert text_statistics("\n") == {'lines': 1, 'words': 0, 'characters': 1}
assert text_statistics("one") == {'lines': 1, 'words': 1, 'characters': 3}
assert text_statistics("one\ntwo\n") == {'lines': 2, 'words': 2, 'characters': 8}
assert text_statistics("  spaced   out  ") == {'lines': 1, 'words': 2, 'characters': 16}
assert text_statistics("a\n\nb") == {'lines': 3, 'words': 2, 'characters': 4}
assert text_statistics("tab\tsep\nx") == {'lines': 2, 'words': 3, 'characters': 9}
assert text_statistics("x\n\n") == {'lines': 2, 'words': 1, 'characters': 3}
