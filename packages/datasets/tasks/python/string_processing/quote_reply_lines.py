# query: Quote an email body for a reply: every line gets a ">" in front, followed by a space unless the
#   line is empty or already starts with ">" (so "> a" becomes ">> a"). Lines are separated by "\n"; a final
#   newline is kept without quoting the empty remainder after it.
# entry_point: quote_reply_lines
# example: quote_reply_lines("Thanks!") == '> Thanks!'
# example: quote_reply_lines("hi\n> old") == '> hi\n>> old'

def quote_reply_lines(body):
    trailing = body.endswith("\n")
    if trailing:
        body = body[:-1]
    quoted = []
    for line in body.split("\n"):
        if line == "" or line.startswith(">"):
            quoted.append(">" + line)
        else:
            quoted.append("> " + line)
    return "\n".join(quoted) + ("\n" if trailing else "")


# tests
assert quote_reply_lines("a\nb") == '> a\n> b'
assert quote_reply_lines("a\n\nb") == '> a\n>\n> b'
assert quote_reply_lines(">> deep") == '>>> deep'
assert quote_reply_lines("x\n") == '> x\n'
assert quote_reply_lines("") == '>'
assert quote_reply_lines("\n") == '>\n'
assert quote_reply_lines(" >not quoted") == '>  >not quoted'
assert quote_reply_lines("x\n\n") == '> x\n>\n'
