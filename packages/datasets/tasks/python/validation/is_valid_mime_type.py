# query: Check whether a string is a media type "type/subtype": the type must be one of application, audio,
#   font, image, message, model, multipart, text or video (any case), and the subtype a non-empty run of
#   letters, digits and the characters !#$&-^_.+ (so no spaces, extra slashes or parameters).
# entry_point: is_valid_mime_type
# example: is_valid_mime_type("image/png") == True
# example: is_valid_mime_type("picture/png") == False

def is_valid_mime_type(text):
    known = {"application", "audio", "font", "image", "message", "model", "multipart", "text", "video"}
    slash = text.find("/")
    if slash == -1:
        return False
    main = text[:slash].lower()
    subtype = text[slash + 1:]
    if main not in known or subtype == "":
        return False
    for character in subtype:
        if not (character.isascii() and character.isalnum()) and character not in "!#$&-^_.+":
            return False
    return True


# tests
assert is_valid_mime_type("application/vnd.api+json") is True
assert is_valid_mime_type("TEXT/HTML") is True
assert is_valid_mime_type("text/") is False
assert is_valid_mime_type("/plain") is False
assert is_valid_mime_type("texts") is False
assert is_valid_mime_type("text/plain; charset=utf-8") is False
assert is_valid_mime_type("a/b/c") is False
assert is_valid_mime_type("video/x-matroska") is True
assert is_valid_mime_type("text/pl\u00e4in") is False
assert is_valid_mime_type("text/ plain") is False
