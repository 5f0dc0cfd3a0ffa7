# query: Decode HTML character references in a text: the named entities &amp; &lt; &gt; &quot; &apos; and
#   &nbsp;, decimal references like &#65; and hexadecimal ones like &#x41; (x in either case). Unknown
#   names, malformed references, code points above 0x10FFFF and a "&" without a closing ";" stay unchanged.
# entry_point: decode_html_entities
# example: decode_html_entities("a &lt; b") == "a < b"
# example: decode_html_entities("&#x263A; &#97;") == "\u263a a"

def decode_html_entities(text):
    named = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'", "nbsp": "\xa0"}
    result = []
    index = 0
    while index < len(text):
        end = text.find(";", index)
        if text[index] == "&" and end != -1:
            name = text[index + 1:end]
            code = None
            if name[:2].lower() == "#x" and len(name) > 2 and all(c in "0123456789abcdefABCDEF" for c in name[2:]):
                code = int(name[2:], 16)
            elif name[:1] == "#" and name[1:].isdigit():
                code = int(name[1:])
            replacement = named.get(name)
            if code is not None and code <= 0x10FFFF:
                replacement = chr(code)
            if replacement is not None:
                result.append(replacement)
                index = end + 1
                continue
        result.append(text[index])
        index += 1
    return "".join(result)


# tests
assert decode_html_entities("") == ""
assert decode_html_entities("fish &amp; chips") == "fish & chips"
assert decode_html_entities("&quot;x&quot; &apos;y&apos; &gt;") == "\"x\" 'y' >"
assert decode_html_entities("a&nbsp;b") == "a\xa0b"
assert decode_html_entities("&#65;&#X42;&#x63;&#x7;") == "ABc\x07"
assert decode_html_entities("&bogus; &#; &#x; &#xZZ; &#1a; &#xg1; &#a1;") == "&bogus; &#; &#x; &#xZZ; &#1a; &#xg1; &#a1;"
assert decode_html_entities("AT&T and more;") == "AT&T and more;" and decode_html_entities("&lt &ampX") == "&lt &ampX"
assert decode_html_entities("&#1114111;&#1114112;") == "\U0010ffff&#1114112;"
assert decode_html_entities("&amp;lt;") == "&lt;"
assert decode_html_entities("&&amp;") == "&&" and decode_html_entities("x#66; y") == "x#66; y"
