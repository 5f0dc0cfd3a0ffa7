# query: Return the deepest nesting level of tags in markup such as "<a><b></b></a>" (text between tags is
#   ignored, and a self-closing tag like <br/> counts one level deeper than its parent without staying open).
#   Return -1 if a closing tag does not match the innermost open tag, a tag stays open, or a "<" has no ">".
# entry_point: max_tag_nesting_depth
# example: max_tag_nesting_depth("<div><p>hi</p></div>") == 2
# example: max_tag_nesting_depth("<a></a><b></b>") == 1

def max_tag_nesting_depth(markup):
    stack = []
    deepest = 0
    index = 0
    while index < len(markup):
        if markup[index] != "<":
            index += 1
            continue
        end = markup.find(">", index)
        if end == -1:
            return -1
        tag = markup[index + 1:end]
        index = end + 1
        if tag.endswith("/"):
            deepest = max(deepest, len(stack) + 1)
            continue
        if tag.startswith("/"):
            if not stack or stack[-1] != tag[1:]:
                return -1
            stack.pop()
        else:
            stack.append(tag)
            deepest = max(deepest, len(stack))
    if stack:
        return -1
    return deepest


# tests
assert max_tag_nesting_depth("<a><b></b></a>") == 2
assert max_tag_nesting_depth("") == 0
assert max_tag_nesting_depth("x<>") == -1
assert max_tag_nesting_depth("<a></b>") == -1
assert max_tag_nesting_depth("<a>") == -1
assert max_tag_nesting_depth("</a>") == -1
assert max_tag_nesting_depth("<a><br/></a>") == 2
assert max_tag_nesting_depth("<p>x</p><p><i>y</i></p>") == 2
assert max_tag_nesting_depth("<a></a><") == -1
assert max_tag_nesting_depth("<br/>x<hr/>") == 1
