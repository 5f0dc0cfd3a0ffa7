# query: Turn a file name into a human-readable title: drop the directory and the last extension, treat
#   underscores, hyphens and dots as spaces, collapse repeated spaces and capitalise the first letter of each
#   word (lowercasing the rest). A name with nothing left gives "".
# entry_point: title_from_filename
# example: title_from_filename("my_holiday-photos.zip") == 'My Holiday Photos'
# example: title_from_filename("docs/README.md") == 'Readme'

def title_from_filename(path):
    name = path[path.rfind("/") + 1:]
    dot = name.rfind(".")
    if dot > 0:
        name = name[:dot]
    for separator in "_-.":
        name = name.replace(separator, " ")
    words = []
    for word in name.split(" "):
        if word:
            words.append(word[0].upper() + word[1:].lower())
    return " ".join(words)


# tests
assert title_from_filename("annual_report-2024.v2.pdf") == 'Annual Report 2024 V2'
assert title_from_filename("") == ''
assert title_from_filename("/a/b/") == ''
assert title_from_filename(".hidden") == 'Hidden'
assert title_from_filename("UPPER CASE.TXT") == 'Upper Case'
assert title_from_filename("a__b--c") == 'A B C'
assert title_from_filename("a.b") == 'A'
assert title_from_filename("dir.d/no_ext") == 'No Ext'
assert title_from_filename("1st-place.png") == '1st Place'
