# query: Bucket-sort integer scores from 0 to 100 into `count` equal-width buckets, where a score s goes into bucket
#   s * count // 101, then sort each bucket. Return the list of buckets (empty buckets included) so the concatenation is
#   the sorted scores. Scores outside 0..100 are dropped.
# entry_point: bucket_sort_scores
# example: bucket_sort_scores([90, 10, 55], 2) == [[10], [55, 90]]
# example: bucket_sort_scores([100, 0], 1) == [[0, 100]]

def bucket_sort_scores(scores, count):
    buckets = [[] for _ in range(count)]
    for score in scores:
        if score < 0 or score > 100:
            continue
        buckets[score * count // 101].append(score)
    for bucket in buckets:
        bucket.sort()
    return buckets


# tests
assert bucket_sort_scores([], 3) == [[], [], []]
assert bucket_sort_scores([33, 34, 67, 68, 0, 100], 3) == [[0, 33], [34, 67], [68, 100]]
assert bucket_sort_scores([50, 49, 51], 2) == [[49, 50], [51]]
assert bucket_sort_scores([-1, 101, 5], 2) == [[5], []]
assert bucket_sort_scores([9, 3, 9, 1], 4) == [[1, 3, 9, 9], [], [], []]
assert bucket_sort_scores([100, 99, 0, 1], 10) == [[0, 1], [], [], [], [], [], [], [], [], [99, 100]]
assert bucket_sort_scores([25, 26, 75, 76], 4) == [[25], [26], [75], [76]]
assert bucket_sort_scores([88, 12, 45], 1) == [[12, 45, 88]]
