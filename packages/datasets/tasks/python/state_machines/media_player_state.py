# query: Track a media player over a playlist of the given length, starting stopped on track 0: "play" starts or
#   resumes playing, "pause" pauses only while playing, "stop" stops, and "next"/"prev" move to the following or
#   previous track (wrapping around) without changing the play state. Unknown events are ignored. Return
#   (state, track index), or None when the playlist is empty.
# entry_point: media_player_state
# example: media_player_state(["play", "next"], 2) == ("playing", 1)
# example: media_player_state(["play", "stop", "prev"], 3) == ("stopped", 2)

def media_player_state(events, track_count):
    if track_count <= 0:
        return None
    state = "stopped"
    track = 0
    for event in events:
        if event == "play":
            state = "playing"
        elif event == "pause" and state == "playing":
            state = "paused"
        elif event == "stop":
            state = "stopped"
        elif event == "next":
            track = (track + 1) % track_count
        elif event == "prev":
            track = (track - 1 + track_count) % track_count
    return (state, track)


# tests
assert media_player_state([], 3) == ("stopped", 0)
assert media_player_state(["play"], 3) == ("playing", 0)
assert media_player_state(["play", "pause"], 3) == ("paused", 0)
assert media_player_state(["pause"], 3) == ("stopped", 0)
assert media_player_state(["play", "next", "next"], 3) == ("playing", 2)
assert media_player_state(["next", "next", "next"], 3) == ("stopped", 0)
assert media_player_state(["prev"], 4) == ("stopped", 3)
assert media_player_state(["play", "pause", "stop", "pause", "prev", "prev"], 5) == ("stopped", 3)
assert media_player_state(["play"], 0) is None
assert media_player_state(["play", "pause", "play", "skip"], 1) == ("playing", 0)
