# query: Build URL anchors for a list of document headings: lowercase each heading, drop every character
#   that is not a letter, digit, space, hyphen or underscore, and turn spaces into hyphens. A repeated
#   anchor gets "-1", "-2", ... appended in order of appearance, skipping suffixes already taken.
# entry_point: heading_anchors
# example: heading_anchors(["Setup", "Usage", "Setup"]) == ['setup', 'usage', 'setup-1']
# example: heading_anchors(["What's New?"]) == ['whats-new']

def heading_anchors(headings):
    used = set()
    counts = {}
    anchors = []
    for heading in headings:
        base = ""
        for character in heading.lower():
            if character.isalnum() or character in "-_":
                base += character
            elif character == " ":
                base += "-"
        anchor = base
        number = counts.get(base, 0)
        while anchor in used:
            number += 1
            anchor = base + "-" + str(number)
        counts[base] = number
        used.add(anchor)
        anchors.append(anchor)
    return anchors


# tests
assert heading_anchors(["Intro", "Intro", "Intro"]) == ['intro', 'intro-1', 'intro-2']
assert heading_anchors(["Hello, World!"]) == ['hello-world']
assert heading_anchors([]) == []
assert heading_anchors(["A  B"]) == ['a--b']
assert heading_anchors(["x", "x-1", "x"]) == ['x', 'x-1', 'x-2']
assert heading_anchors(["API_v2 Notes"]) == ['api_v2-notes']
assert heading_anchors(["???", "!!"]) == ['', '-1']
assert heading_anchors(["Tips", "tips", "TIPS", "Tips-1"]) == ['tips', 'tips-1', 'tips-2', 'tips-1-1']
assert heading_anchors(["Step 1", "Step 2"]) == ['step-1', 'step-2']
