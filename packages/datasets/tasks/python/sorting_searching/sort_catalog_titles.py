# query: Sort titles the way a library catalogue files them: alphabetically, ignoring case and ignoring a leading
#   "The ", "A " or "An " (any case). Titles with the same sort key keep their original order.
# entry_point: sort_catalog_titles
# example: sort_catalog_titles(["The Zoo", "Apples"]) == ["Apples", "The Zoo"]
# example: sort_catalog_titles(["An Owl", "a Bear"]) == ["a Bear", "An Owl"]

def sort_catalog_titles(titles):
    def sort_key(title):
        lowered = title.lower()
        for article in ("the ", "a ", "an "):
            if lowered.startswith(article):
                return lowered[len(article):]
        return lowered
    return sorted(titles, key=sort_key)


# tests
assert sort_catalog_titles(["The Hobbit", "Dune", "A Wrinkle in Time"]) == ['Dune', 'The Hobbit', 'A Wrinkle in Time']
assert sort_catalog_titles([]) == []
assert sort_catalog_titles(["an apple", "Banana", "THE cherry"]) == ['an apple', 'Banana', 'THE cherry']
assert sort_catalog_titles(["Theory", "Anatomy", "Ant"]) == ['Anatomy', 'Ant', 'Theory']
assert sort_catalog_titles(["The Cat", "Cat", "a cat"]) == ['The Cat', 'Cat', 'a cat']
assert sort_catalog_titles(["zeta", "Alpha", "beta"]) == ['Alpha', 'beta', 'zeta']
assert sort_catalog_titles(["A Zebra", "The Yak", "An Xray"]) == ['An Xray', 'The Yak', 'A Zebra']
assert sort_catalog_titles(["Them", "The M", "Anvil"]) == ['Anvil', 'The M', 'Them']
