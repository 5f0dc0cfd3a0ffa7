# query: Convert plain text to simple HTML: blocks separated by blank lines become "<p>...</p>" elements,
#   single line breaks inside a block become "<br>", and "&", "<" and ">" are escaped. Lines are stripped
#   and the paragraphs are joined with "\n"; text with no content gives "".
# entry_point: paragraphs_to_html
# example: paragraphs_to_html("Hi\n\nBye") == '<p>Hi</p>\n<p>Bye</p>'
# example: paragraphs_to_html("a\nb") == '<p>a<br>b</p>'

def paragraphs_to_html(text):
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    paragraphs = []
    current = []
    for line in escaped.split("\n") + [""]:
        stripped = line.strip()
        if stripped:
            current.append(stripped)
        elif current:
            paragraphs.append("<p>" + "<br>".join(current) + "</p>")
            current = []
    return "\n".join(paragraphs)


# tests
assert paragraphs_to_html("") == ''
assert paragraphs_to_html("  \n \n") == ''
assert paragraphs_to_html("one") == '<p>one</p>'
assert paragraphs_to_html("x < y & z") == '<p>x &lt; y &amp; z</p>'
assert paragraphs_to_html("l1\nl2\n\n\n\np2") == '<p>l1<br>l2</p>\n<p>p2</p>'
assert paragraphs_to_html("  pad  \n\tx") == '<p>pad<br>x</p>'
assert paragraphs_to_html("<b>") == '<p>&lt;b&gt;</p>'
assert paragraphs_to_html("&lt;") == '<p>&amp;lt;</p>'
