package secrets

// vendorModeKey reads the API keys that name their vendor and their mode in
// a prefix: "<vendor>_live_<random>" and "<vendor>_test_<random>" (Stripe's
// sk_live_ and pk_test_, and the many payment and SaaS vendors that copied
// it: "nmb_live_4f9Q...", "pp_test_9d2e..."). The anchor is the mode word
// after the '_'; the vendor prefix before it is 2 to 5 lower-case letters
// that begin a token, the random part 16 to 99 letters and digits, with
// both, random enough (the rule's MinEntropy), ending where the token ends.
// Stripe's own prefixes are left to its rules (STRIPE_API_KEY).
func vendorModeKey(t string, at, kwEnd int) (int, int, float64, bool) {
	if at < 3 || t[at-1] != '_' {
		return 0, 0, 0, false
	}
	s := at - 1
	for s > 0 && at-1-s < 6 && isLower(t[s-1]) {
		s--
	}
	if n := at - 1 - s; n < 2 || n > 5 || s > 0 && (isTokenByte(t[s-1]) || t[s-1] == '.') {
		return 0, 0, 0, false
	}
	switch t[s : at-1] {
	case "sk", "rk", "pk":
		if t[at:kwEnd] == "live_" || t[s:at-1] != "pk" {
			return 0, 0, 0, false // the Stripe rules'
		}
	}
	e := kwEnd
	for e < len(t) && e-kwEnd < 100 && isAlnum(t[e]) {
		e++
	}
	body := t[kwEnd:e]
	if len(body) < 16 || len(body) > 99 || e < len(t) && isTokenByte(t[e]) || !hasDigitAndLetter(body) || entropy(body) < 3.5 {
		return 0, 0, 0, false
	}
	score := vendorLiveScore
	if t[at:kwEnd] == "test_" {
		score = vendorTestScore
	}
	return s, e, score, true
}

const (
	// vendorLiveScore: a live key's shape is as sure as a vendor's own
	// prefix; vendorTestScore: a test key unlocks no money or data but
	// still names an account.
	vendorLiveScore = 0.85
	vendorTestScore = 0.7
)
