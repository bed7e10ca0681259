package interpreter

// placeKinds is dropKinds with sowing.place: a seed of the placed kind
// in the hand falls at the seed number of the lap that place_at gives (1
// for the lap's first seed), before the seeds of the declared order; it
// is held back until then, but never past the lap's last drop. A number
// the lap has passed, or below 1, leaves the declared order.
func (f *frame) placeKinds(x, k, hand int32) {
	p := f.g.p
	j := p.place - 1 // its index among sowK
	st := p.kindSlots()
	if f.sowK[j] > 0 {
		t := atPit(f, x, p.placeAt)
		switch {
		case t > f.sown && t <= f.sown+k:
			// this drop holds seed number t: the placed seed falls first
			f.sowK[j]--
			f.s.Kinds[j*st+x]++
			k, hand = k-1, hand-1
		case t > f.sown && hand > k:
			// not yet: held back while seeds are left after this drop
			f.sowK[j]--
			f.dropOrdered(x, k, hand-1)
			f.sowK[j]++
			return
		}
	}
	f.dropOrdered(x, k, hand)
}

// dropOrdered moves the kinds of k seeds from the lap's hand, which holds
// hand seeds, into pit x in the declared order.
func (f *frame) dropOrdered(x, k, hand int32) {
	p := f.g.p
	first := hand
	for j := range p.kinds {
		first -= f.sowK[j]
	}
	rest := k - min(k, first)
	st := p.kindSlots()
	for j := int32(0); j < p.kinds && rest > 0; j++ {
		d := min(rest, f.sowK[j])
		f.sowK[j] -= d
		f.s.Kinds[j*st+x] += d
		rest -= d
	}
}
