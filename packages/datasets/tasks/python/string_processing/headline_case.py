# query: Convert a title to headline case: every word is lowercased and then capitalised, except the
#   small words a, an, the, and, or, of, in, on, to and for, which stay lowercase unless they are the first
#   or last word. Words are re-joined with single spaces.
# entry_point: headline_case
# example: headline_case("gone with the wind") == "Gone With the Wind"
# example: headline_case("the cat in the hat") == "The Cat in the Hat"

def headline_case(title):
    small = {"a", "an", "the", "and", "or", "of", "in", "on", "to", "for"}
    words = title.split()
    result = []
    for index, word in enumerate(words):
        lower = word.lower()
        if lower in small and index > 0 and index < len(words) - 1:
            result.append(lower)
        else:
            result.append(lower[:1].upper() + lower[1:])
    return " ".join(result)


# tests
assert headline_case("the lord of the rings") == "The Lord of the Rings"
assert headline_case("a tale of two cities") == "A Tale of Two Cities"
assert headline_case("what are you looking for") == "What Are You Looking For"
assert headline_case("") == ""
assert headline_case("of") == "Of"
assert headline_case("in and out") == "In and Out"
assert headline_case("HELLO wORLD") == "Hello World"
assert headline_case("war  and   peace") == "War and Peace"
assert headline_case("to be or not to be") == "To Be or Not to Be"
