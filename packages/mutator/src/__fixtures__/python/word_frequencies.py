from collections import Counter


def word_frequencies(text, top=5):
    """The `top` most common lowercase words."""
    words = [w.strip(".,!?;:").lower() for w in text.split()]
    words = [w for w in words if w]
    return Counter(words).most_common(top)
