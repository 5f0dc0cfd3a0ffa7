def batched_lines(lines, width=80):
    """Greedy word wrap of words into lines no wider than width."""
    out, current = [], ""
    for word in lines.split():
        if current and len(current) + 1 + len(word) > width:
            out.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        out.append(current)
    return out
