# query: Fill a template by replacing each {name} placeholder with the string form of values[name].
#   Placeholders whose name is missing from the values are left as written, a "{" with no closing "}" is
#   literal, and "{{" and "}}" stand for literal single braces.
# entry_point: render_placeholders
# example: render_placeholders("{greeting}, {name}", {"greeting": "Hi", "name": "Bo"}) == "Hi, Bo"
# example: render_placeholders("Total: {n}", {"n": 3}) == "Total: 3"

def render_placeholders(template, values):
    result = []
    index = 0
    while index < len(template):
        character = template[index]
        if template.startswith("{{", index) or template.startswith("}}", index):
            result.append(character)
            index += 2
            continue
        if character == "{":
            close = template.find("}", index + 1)
            if close != -1:
                name = template[index + 1:close]
                if name in values:
                    result.append(str(values[name]))
                else:
                    result.append(template[index:close + 1])
                index = close + 1
                continue
        result.append(character)
        index += 1
    return "".join(result)


# tests
assert render_placeholders("Hello {name}!", {"name": "Ann"}) == "Hello Ann!"
assert render_placeholders("{a}{b}", {"a": 1, "b": 2}) == "12"
assert render_placeholders("{missing} here", {}) == "{missing} here"
assert render_placeholders("{{literal}}", {"literal": "x"}) == "{literal}"
assert render_placeholders("open { brace", {}) == "open { brace"
assert render_placeholders("", {}) == ""
assert render_placeholders("{n} items", {"n": 0}) == "0 items"
assert render_placeholders("{x}}", {"x": "y"}) == "y}"
assert render_placeholders("a}}b", {}) == "a}b"
assert render_placeholders("{}", {"": "E"}) == "E"
