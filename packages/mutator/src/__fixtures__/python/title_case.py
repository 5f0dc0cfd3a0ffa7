def title_case(sentence: str, minor=("a", "an", "the", "of")) -> str:
    words = sentence.split()
    out = []
    for i, word in enumerate(words):
        if i > 0 and word.lower() in minor:
            out.append(word.lower())
        else:
            out.append(word[:1].upper() + word[1:].lower())
    return " ".join(out)
