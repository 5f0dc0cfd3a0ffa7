# query: Turn a title into a URL slug: lowercase ASCII letters and digits are kept, every run of other
#   characters (including non-ASCII letters) becomes a single hyphen, and there are no leading or
#   trailing hyphens. A slug longer than the maximum length is cut to it and any trailing hyphen removed.
# entry_point: make_url_slug
# example: make_url_slug("My First Post") == "my-first-post"
# example: make_url_slug("What's New in 2.0?") == "what-s-new-in-2-0"

def make_url_slug(title, max_length=50):
    pieces = []
    pending_dash = False
    for character in title.lower():
        if "a" <= character <= "z" or "0" <= character <= "9":
            if pending_dash and pieces:
                pieces.append("-")
            pieces.append(character)
            pending_dash = False
        else:
            pending_dash = True
    slug = "".join(pieces)
    if len(slug) > max_length:
        slug = slug[:max_length].rstrip("-")
    return slug


# tests
assert make_url_slug("Hello, World!") == "hello-world"
assert make_url_slug("  Leading and trailing  ") == "leading-and-trailing"
assert make_url_slug("C++ & Rust 2024") == "c-rust-2024"
assert make_url_slug("") == ""
assert make_url_slug("!!!") == ""
assert make_url_slug("Ünïcode café") == "n-code-caf"
assert make_url_slug("abc def ghi", 7) == "abc-def"
assert make_url_slug("abc def ghi", 4) == "abc"
assert make_url_slug("Zebra 09") == "zebra-09"
assert make_url_slug("x" * 60) == "x" * 50
