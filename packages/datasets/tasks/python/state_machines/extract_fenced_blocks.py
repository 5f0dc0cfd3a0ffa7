# query: Extract fenced code blocks from Markdown lines. A fence is a line starting with at least three backticks or
#   tildes (the text after the fence, trimmed, is the info string); the block ends at a line starting with at least as
#   many of the same character and nothing else but spaces. Return (info, code) pairs, with an unclosed block running to
#   the end.
# entry_point: extract_fenced_blocks
# example: extract_fenced_blocks(["```py", "x = 1", "```"]) == [("py", "x = 1")]
# example: extract_fenced_blocks(["no code"]) == []

def extract_fenced_blocks(lines):
    blocks = []
    fence = None
    info = ""
    body = []
    for line in lines:
        if fence is None:
            for marker in ("`", "~"):
                count = len(line) - len(line.lstrip(marker))
                if count >= 3:
                    fence = marker * count
                    info = line[count:].strip()
                    body = []
                    break
        elif line.startswith(fence) and line.strip(fence[0] + " ") == "":
            blocks.append((info, "\n".join(body)))
            fence = None
        else:
            body.append(line)
    if fence is not None:
        blocks.append((info, "\n".join(body)))
    return blocks


# tests
assert extract_fenced_blocks([]) == []
assert extract_fenced_blocks(["text", "```", "a", "b", "```", "more"]) == [('', 'a\nb')]
assert extract_fenced_blocks(["~~~~ sh ", "echo ```", "~~~", "~~~~~"]) == [('sh', 'echo ```\n~~~')]
assert extract_fenced_blocks(["``", "not a fence", "``"]) == []
assert extract_fenced_blocks(["```js", "let x;"]) == [('js', 'let x;')]
assert extract_fenced_blocks(["```", "```"]) == [('', '')]
assert extract_fenced_blocks(["```", "``` not closing", "```  "]) == [('', '``` not closing')]
assert extract_fenced_blocks(["```a", "1", "```", "~~~b", "2", "~~~"]) == [('a', '1'), ('b', '2')]
