# query: Expand shell-style brace alternatives in a pattern, such as "img{1,2}.{png,jpg}" -> img1.png,
#   img1.jpg, img2.png, img2.jpg, in that order (groups are not nested). A "{" without a closing "}" or a
#   group without a comma is kept literally.
# entry_point: expand_brace_pattern
# example: expand_brace_pattern("file.{txt,md}") == ['file.txt', 'file.md']
# example: expand_brace_pattern("no braces") == ['no braces']

def expand_brace_pattern(pattern):
    results = [""]
    index = 0
    while index < len(pattern):
        character = pattern[index]
        close = pattern.find("}", index) if character == "{" else -1
        if close != -1 and "," in pattern[index + 1:close]:
            options = pattern[index + 1:close].split(",")
            results = [prefix + option for prefix in results for option in options]
            index = close + 1
            continue
        results = [prefix + character for prefix in results]
        index += 1
    return results


# tests
assert expand_brace_pattern("a{b,c}d") == ['abd', 'acd']
assert expand_brace_pattern("{x,y}{1,2}") == ['x1', 'x2', 'y1', 'y2']
assert expand_brace_pattern("") == ['']
assert expand_brace_pattern("{single}") == ['{single}']
assert expand_brace_pattern("open{a,b") == ['open{a,b']
assert expand_brace_pattern("{,s}") == ['', 's']
assert expand_brace_pattern("a}{b,c}") == ['a}b', 'a}c']
assert expand_brace_pattern("{a,b,c}") == ['a', 'b', 'c']
assert expand_brace_pattern("{}") == ['{}']
