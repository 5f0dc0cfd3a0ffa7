# query: Sort email addresses by domain and then by the local part, both compared case-insensitively, where the domain
#   is everything after the last "@". Strings without an "@" come first in their original order; addresses with equal
#   keys also keep their order.
# entry_point: sort_emails_by_domain
# example: sort_emails_by_domain(["z@a.io", "a@b.io"]) == ["z@a.io", "a@b.io"]
# example: sort_emails_by_domain(["bo@x.org", "al@x.org"]) == ["al@x.org", "bo@x.org"]

def sort_emails_by_domain(emails):
    without_at = []
    keyed = []
    for email in emails:
        at = email.rfind("@")
        if at == -1:
            without_at.append(email)
        else:
            keyed.append((email[at + 1:].lower(), email[:at].lower(), email))
    keyed.sort(key=lambda item: (item[0], item[1]))
    return without_at + [item[2] for item in keyed]


# tests
assert sort_emails_by_domain(["ann@zeta.com", "bob@alpha.com", "al@zeta.com"]) == ['bob@alpha.com', 'al@zeta.com', 'ann@zeta.com']
assert sort_emails_by_domain([]) == []
assert sort_emails_by_domain(["Bob@Example.com", "alice@example.COM"]) == ['alice@example.COM', 'Bob@Example.com']
assert sort_emails_by_domain(["x@b.com", "nobody", "y@a.com", "admin"]) == ['nobody', 'admin', 'y@a.com', 'x@b.com']
assert sort_emails_by_domain(["a@b@c.com", "a@c.com", "z@b.com"]) == ['z@b.com', 'a@c.com', 'a@b@c.com']
assert sort_emails_by_domain(["Me@site.io", "me@SITE.io"]) == ['Me@site.io', 'me@SITE.io']
assert sort_emails_by_domain(["b@ab.com", "a@b.com"]) == ['b@ab.com', 'a@b.com']
assert sort_emails_by_domain(["c@x.io", "@z.io", "b@x.io"]) == ['b@x.io', 'c@x.io', '@z.io']
