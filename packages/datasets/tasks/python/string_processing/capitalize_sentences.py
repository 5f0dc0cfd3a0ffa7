# query: Capitalise the first letter of each sentence: the first letter of the text, and the first letter
#   after ".", "!" or "?" when only whitespace lies in between. Any other non-space character first (such
#   as a digit) means that sentence gets no capital; all other characters are left unchanged.
# entry_point: capitalize_sentences
# example: capitalize_sentences("hi there. bye") == "Hi there. Bye"
# example: capitalize_sentences("what? no!") == "What? No!"

def capitalize_sentences(text):
    result = []
    capitalize_next = True
    for character in text:
        if capitalize_next and character.isalpha():
            result.append(character.upper())
            capitalize_next = False
            continue
        result.append(character)
        if character in ".!?":
            capitalize_next = True
        elif not character.isspace():
            capitalize_next = False
    return "".join(result)


# tests
assert capitalize_sentences("hello. how are you? fine!") == "Hello. How are you? Fine!"
assert capitalize_sentences("") == ""
assert capitalize_sentences("already Fine. yes") == "Already Fine. Yes"
assert capitalize_sentences("  leading space") == "  Leading space"
assert capitalize_sentences("3 apples. ok") == "3 apples. Ok"
assert capitalize_sentences("wait...what") == "Wait...What"
assert capitalize_sentences("a.b") == "A.B"
assert capitalize_sentences("no\n\nnew para? yes") == "No\n\nnew para? Yes"
assert capitalize_sentences("stop! (quiet) go") == "Stop! (quiet) go"
