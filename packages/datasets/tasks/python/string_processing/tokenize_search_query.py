# query: Parse a search box query into a dict with "terms", "phrases" and "excluded" lists: text in double
#   quotes is a phrase, a word starting with "-" (and more than just "-") is excluded without its dash, and
#   other words are terms. Words are lowercased; an unclosed quote runs to the end of the query.
# entry_point: tokenize_search_query
# example: tokenize_search_query('red shoes -leather') == {'terms': ['red', 'shoes'], 'phrases': [], 'excluded': ['leather']}
# example: tokenize_search_query('"new york" pizza') == {'terms': ['pizza'], 'phrases': ['new york'], 'excluded': []}

def tokenize_search_query(query):
    result = {"terms": [], "phrases": [], "excluded": []}
    index = 0
    while index < len(query):
        character = query[index]
        if character.isspace():
            index += 1
            continue
        if character == '"':
            close = query.find('"', index + 1)
            if close == -1:
                close = len(query)
            phrase = " ".join(query[index + 1:close].lower().split())
            if phrase:
                result["phrases"].append(phrase)
            index = close + 1
            continue
        start = index
        while index < len(query) and not query[index].isspace():
            index += 1
        word = query[start:index].lower()
        if word.startswith("-") and len(word) > 1:
            result["excluded"].append(word[1:])
        else:
            result["terms"].append(word)
    return result


# tests
assert tokenize_search_query('') == {'terms': [], 'phrases': [], 'excluded': []}
assert tokenize_search_query('Python  TUTORIAL') == {'terms': ['python', 'tutorial'], 'phrases': [], 'excluded': []}
assert tokenize_search_query('"  exact   match " -spam') == {'terms': [], 'phrases': ['exact match'], 'excluded': ['spam']}
assert tokenize_search_query('a - b') == {'terms': ['a', '-', 'b'], 'phrases': [], 'excluded': []}
assert tokenize_search_query('"unclosed phrase here') == {'terms': [], 'phrases': ['unclosed phrase here'], 'excluded': []}
assert tokenize_search_query('""  x') == {'terms': ['x'], 'phrases': [], 'excluded': []}
assert tokenize_search_query('-Ads - -b') == {'terms': ['-'], 'phrases': [], 'excluded': ['ads', 'b']}
assert tokenize_search_query('"a""b"') == {'terms': [], 'phrases': ['a', 'b'], 'excluded': []}
assert tokenize_search_query('x"y z"') == {'terms': ['x"y', 'z"'], 'phrases': [], 'excluded': []}
