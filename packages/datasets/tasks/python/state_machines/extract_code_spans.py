# query: Extract the inline code spans from a line of Markdown. A span opens with a run of backticks and closes at the
#   next run of exactly the same length; when its content both starts and ends with a space (and is at least two
#   characters), one space is removed from each end. A backtick run with no matching closing run is plain text.
# entry_point: extract_code_spans
# example: extract_code_spans("use `ls -l` here") == ["ls -l"]
# example: extract_code_spans("``a`b``") == ["a`b"]

def extract_code_spans(text):
    spans = []
    i = 0
    while i < len(text):
        if text[i] != "`":
            i += 1
            continue
        run_end = i
        while run_end < len(text) and text[run_end] == "`":
            run_end += 1
        size = run_end - i
        found = -1
        j = run_end
        while j < len(text):
            if text[j] != "`":
                j += 1
                continue
            k = j
            while k < len(text) and text[k] == "`":
                k += 1
            if k - j == size:
                found = j
                break
            j = k
        if found == -1:
            i = run_end
            continue
        content = text[run_end:found]
        if len(content) >= 2 and content[0] == " " and content[-1] == " ":
            content = content[1:-1]
        spans.append(content)
        i = found + size
    return spans


# tests
assert extract_code_spans("") == []
assert extract_code_spans("`  `") == ['']
assert extract_code_spans("`a` and `b`") == ['a', 'b']
assert extract_code_spans("`` `x` ``") == ['`x`']
assert extract_code_spans("`unclosed") == []
assert extract_code_spans("```a`` b```") == ['a`` b']
assert extract_code_spans("` `") == [' ']
assert extract_code_spans("`  two  `") == [' two ']
assert extract_code_spans("``x` y``z`") == ['x` y']
assert extract_code_spans("`a ``b`` c") == ['b']
