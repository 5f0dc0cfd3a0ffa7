# query: Validate pagination query parameters given as strings: page must be a whole number of at least 1
#   and page_size a whole number from 1 to max_size (default 100). Return None when both are fine, otherwise
#   the first problem in this order: "page must be an integer", "page must be at least 1", "page_size must be an
#   integer", "page_size must be between 1 and <max_size>".
# entry_point: pagination_error
# example: pagination_error("2", "50") == None
# example: pagination_error("0", "50") == 'page must be at least 1'

def pagination_error(page, page_size, max_size=100):
    if not page.isascii() or not page.isdigit():
        return "page must be an integer"
    if int(page) < 1:
        return "page must be at least 1"
    if not page_size.isascii() or not page_size.isdigit():
        return "page_size must be an integer"
    size = int(page_size)
    if size < 1 or size > max_size:
        return "page_size must be between 1 and " + str(max_size)
    return None


# tests
assert pagination_error("1", "1") is None
assert pagination_error("1", "100") is None
assert pagination_error("1", "101") == 'page_size must be between 1 and 100'
assert pagination_error("3", "0") == 'page_size must be between 1 and 100'
assert pagination_error("-1", "10") == 'page must be an integer'
assert pagination_error("x", "y") == 'page must be an integer'
assert pagination_error("1", "2.5") == 'page_size must be an integer'
assert pagination_error("1", "30", 25) == 'page_size must be between 1 and 25'
assert pagination_error("00", "10") == 'page must be at least 1'
assert pagination_error("", "10") == 'page must be an integer'
