# query: Expand a page selection such as "1-3,5" into the sorted list of distinct page numbers it
#   covers. Parts are separated by commas (spaces and empty parts are ignored) and are either a page
#   or an inclusive "start-end" range. Return None for non-numeric parts, page 0, or a range whose end
#   is before its start.
# entry_point: expand_page_ranges
# example: expand_page_ranges("2,4-6") == [2, 4, 5, 6]
# example: expand_page_ranges("10-12,1") == [1, 10, 11, 12]

def expand_page_ranges(spec):
    pages = set()
    for part in spec.split(","):
        part = part.strip()
        if part == "":
            continue
        if "-" in part:
            start_text, end_text = part.split("-", 1)
        else:
            start_text, end_text = part, part
        start_text = start_text.strip()
        end_text = end_text.strip()
        if not start_text.isdigit() or not end_text.isdigit():
            return None
        start = int(start_text)
        end = int(end_text)
        if start < 1 or end < start:
            return None
        for page in range(start, end + 1):
            pages.add(page)
    return sorted(pages)


# tests
assert expand_page_ranges("") == []
assert expand_page_ranges("1-3,5") == [1, 2, 3, 5]
assert expand_page_ranges("5,1-2,2") == [1, 2, 5]
assert expand_page_ranges(" 4 - 6 , 9 ") == [4, 5, 6, 9]
assert expand_page_ranges("2-2") == [2]
assert expand_page_ranges("7,,8") == [7, 8]
assert expand_page_ranges("3-1") is None
assert expand_page_ranges("0-2") is None
assert expand_page_ranges("1,x") is None
assert expand_page_ranges("1-3-5") is None
