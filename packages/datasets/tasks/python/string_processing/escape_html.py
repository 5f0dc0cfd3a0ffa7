# query: Escape text for safe insertion into HTML: "&", "<", ">", '"' and "'" become "&amp;", "&lt;",
#   "&gt;", "&quot;" and "&#39;". With quote=False the two quote characters are left unchanged.
# entry_point: escape_html
# example: escape_html("a < b") == 'a &lt; b'
# example: escape_html("Tom & 'Jerry'", False) == "Tom &amp; 'Jerry'"

def escape_html(text, quote=True):
    replacements = {"&": "&amp;", "<": "&lt;", ">": "&gt;"}
    if quote:
        replacements['"'] = "&quot;"
        replacements["'"] = "&#39;"
    pieces = []
    for character in text:
        if character in replacements:
            pieces.append(replacements[character])
        else:
            pieces.append(character)
    return "".join(pieces)


# tests
assert escape_html("<script>alert(1)</script>") == '&lt;script&gt;alert(1)&lt;/script&gt;'
assert escape_html("fish & chips") == 'fish &amp; chips'
assert escape_html("") == ''
assert escape_html('say "hi"') == 'say &quot;hi&quot;'
assert escape_html("it's") == 'it&#39;s'
assert escape_html('"x" & \'y\'', False) == '"x" &amp; \'y\''
assert escape_html("&amp;") == '&amp;amp;'
assert escape_html("plain text") == 'plain text'
assert escape_html("a>b", False) == 'a&gt;b'
