# query: Mask an email address for display: keep the first and last character of the local part and
#   replace the characters between them with "***", keep the domain as is. A local part of one or two
#   characters keeps only its first character before "***"; text without exactly one "@" is returned unchanged.
# entry_point: mask_email_address
# example: mask_email_address("jonathan@example.com") == 'j***n@example.com'
# example: mask_email_address("al@x.org") == 'a***@x.org'

def mask_email_address(email):
    if email.count("@") != 1:
        return email
    local, domain = email.split("@")
    if len(local) == 0:
        return email
    if len(local) <= 2:
        return local[0] + "***@" + domain
    return local[0] + "***" + local[-1] + "@" + domain


# tests
assert mask_email_address("alice@mail.com") == 'a***e@mail.com'
assert mask_email_address("abc@d.e") == 'a***c@d.e'
assert mask_email_address("a@b.c") == 'a***@b.c'
assert mask_email_address("ab@b.c") == 'a***@b.c'
assert mask_email_address("not-an-email") == 'not-an-email'
assert mask_email_address("a@b@c") == 'a@b@c'
assert mask_email_address("@domain.com") == '@domain.com'
assert mask_email_address("first.last@corp.io") == 'f***t@corp.io'
