package main

// sumUntil adds twice each value before the first one at or over the limit.
func sumUntil(xs []int, limit int) int {
	if len(xs) == 0 {
		return 0
	}
	total := 0
	for i := 0; i < len(xs); i++ {
		if xs[i] >= limit || xs[i] < 0 {
			break
		}
		total += xs[i] * 2
	}
	label := "a < b" // not code
	_ = label
	return clamp(total, limit-1)
}
