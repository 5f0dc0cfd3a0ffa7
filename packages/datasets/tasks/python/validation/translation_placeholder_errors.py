# query: Compare a translated message with its source and list the placeholder problems: every "{name}" in
#   the source that is missing from the translation gives "missing {name}" and every one in the translation
#   that is not in the source gives "unexpected {name}". Each name is reported once, missing ones first, each
#   group in order of first appearance.
# entry_point: translation_placeholder_errors
# example: translation_placeholder_errors("Hi {name}", "Hola {name}") == []
# example: translation_placeholder_errors("Hi {name}", "Hola") == ['missing {name}']

def translation_placeholder_errors(source, translation):
    def placeholders(text):
        names = []
        start = text.find("{")
        while start != -1:
            end = text.find("}", start + 1)
            if end == -1:
                break
            name = text[start + 1:end]
            if name not in names:
                names.append(name)
            start = text.find("{", end + 1)
        return names

    wanted = placeholders(source)
    found = placeholders(translation)
    problems = []
    for name in wanted:
        if name not in found:
            problems.append("missing {" + name + "}")
    for name in found:
        if name not in wanted:
            problems.append("unexpected {" + name + "}")
    return problems


# tests
assert translation_placeholder_errors("{}", "{x}") == ['missing {}', 'unexpected {x}']
assert translation_placeholder_errors("{a} {b}", "{b} {a}") == []
assert translation_placeholder_errors("{a} {b}", "{c}") == ['missing {a}', 'missing {b}', 'unexpected {c}']
assert translation_placeholder_errors("{a}{a}", "{a}") == []
assert translation_placeholder_errors("x", "{y}{y}{z}") == ['unexpected {y}', 'unexpected {z}']
assert translation_placeholder_errors("{count} items", "{Count} articles") == ['missing {count}', 'unexpected {Count}']
assert translation_placeholder_errors("{open", "{open}") == ['unexpected {open}']
assert translation_placeholder_errors("}{a}", "{a}{") == []
assert translation_placeholder_errors("{b}{a}", "") == ['missing {b}', 'missing {a}']
