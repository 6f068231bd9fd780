package generic

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/nyaruka/phonenumbers"
)

// fastParse must give what phonenumbers.Parse gives (country code and
// national significant number) whenever it answers.
func TestFastParseAsLibrary(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	regions := []string{"US", "GB", "DE", "FR", "ES", "IT", "PL", "CZ", "SK", "AT", "CH", "BE", "DE", "US"}
	seps := []string{" ", " ", "-", ".", "/", "", "", ") ", " (", ")-", "(0)"}
	prefixes := []string{"", "", "+", "+", "00", "011", "0", "(", "+1 ", "+44 ", "+49 ", "+33 ", "+39 ", "+420 ", "+41 (0)", "+7 ", "+262 ", "+590 ", "+800 "}
	answered, agreed := 0, 0
	for k := 0; k < 200000; k++ {
		var b strings.Builder
		b.WriteString(prefixes[rng.Intn(len(prefixes))])
		groups := 1 + rng.Intn(5)
		for g := 0; g < groups; g++ {
			for n := 1 + rng.Intn(4); n > 0; n-- {
				b.WriteByte(byte('0' + rng.Intn(10)))
			}
			if g < groups-1 {
				b.WriteString(seps[rng.Intn(len(seps))])
			}
		}
		s := b.String()
		region := regions[rng.Intn(len(regions))]
		cc, nsn, ok := fastParse(s, region)
		if !ok {
			continue
		}
		answered++
		num, err := phonenumbers.Parse(s, region)
		if err != nil {
			t.Fatalf("%q %s: fastParse %d %s, Parse error %v", s, region, cc, nsn, err)
		}
		if int(num.GetCountryCode()) != cc || phonenumbers.GetNationalSignificantNumber(num) != nsn {
			t.Fatalf("%q %s: fastParse %d %s, Parse %d %s", s, region, cc, nsn, num.GetCountryCode(), phonenumbers.GetNationalSignificantNumber(num))
		}
		if numberTypeOf(cc, nsn) != phonenumbers.GetNumberType(num) {
			t.Fatalf("%q %s: types differ", s, region)
		}
		if p, known := isPossible(cc, nsn); known && p != phonenumbers.IsPossibleNumber(num) {
			t.Fatalf("%q %s: isPossible %v, IsPossibleNumber %v", s, region, p, !p)
		}
		agreed++
	}
	if answered < 100000 {
		t.Errorf("fastParse answered only %d of 200000", answered)
	}
	t.Logf("fastParse answered %d, all agreed with Parse", agreed)
}

// refClassify is classify as first written, on the library alone.
func (p Phone) refClassify(s string, hint []string) (string, float64) {
	intl := s[0] == '+' || strings.HasPrefix(s, "00") && len(s) > 2 && s[2] != '0' // no country code starts with 0
	tryRegion := func(region string) (*phonenumbers.PhoneNumber, bool) {
		num, err := phonenumbers.Parse(s, region)
		if err != nil {
			return nil, false
		}
		return num, phonenumbers.IsValidNumber(num)
	}
	var num *phonenumbers.PhoneNumber
	score := 0.0
	if intl {
		if n, ok := tryRegion("DE"); ok {
			num, score = n, 0.8
		} else if n != nil && s[0] == '+' && phonenumbers.IsPossibleNumber(n) {
			num, score = n, 0.45
		}
	} else {
		for i, r := range hint {
			if r == "AR" && arLocalMobile(s) {
				return "MOBILE_PHONE_NUMBER", 0.7 // no plan validates it without its area code
			}
			if !writtenFor(s, hint, i) {
				continue
			}
			if n, ok := tryRegion(r); ok {
				num, score = n, 0.7
				// a landline that another region of the hint calls a
				// mobile and writes as s is written (typeByGrouping)
				g := firstGroup(s)
				group := func(n *phonenumbers.PhoneNumber) string {
					return firstGroup(phonenumbers.Format(n, phonenumbers.NATIONAL))
				}
				if g != "" && phonenumbers.GetNumberType(n) == phonenumbers.FIXED_LINE && group(n) != g {
					for _, r2 := range hint[i+1:] {
						if n2, ok := tryRegion(r2); ok && phonenumbers.GetNumberType(n2) == phonenumbers.MOBILE && group(n2) == g {
							num = n2
							break
						}
					}
				}
				break
			}
		}
		if len(hint) == 0 {
			for _, r := range p.regions {
				if !localLength(s, r) {
					continue
				}
				if n, ok := tryRegion(r); ok {
					if num != nil && phonenumbers.GetNumberType(n) != phonenumbers.GetNumberType(num) {
						return "PHONE_NUMBER", 0.5 // the regions disagree on the type
					}
					num, score = n, 0.5
				}
			}
		}
	}
	if num == nil {
		if separated(s) {
			return "PHONE_NUMBER", 0.2
		}
		return "PHONE_NUMBER", 0.1
	}
	switch phonenumbers.GetNumberType(num) {
	case phonenumbers.MOBILE:
		return "MOBILE_PHONE_NUMBER", score
	case phonenumbers.FIXED_LINE:
		return "LANDLINE_PHONE_NUMBER", score
	}
	return "PHONE_NUMBER", score
}

func TestClassifyAsReference(t *testing.T) {
	p := NewPhone()
	rng := rand.New(rand.NewSource(6))
	langs := []string{"", "en", "de", "fr", "es", "it", "pl", "cs", "sk"}
	prefixes := []string{"", "", "+", "00", "0", "(", "+1 ", "+44 ", "+49 ", "+33 ", "+39 ", "+420 ", "+41 (0)", "+7 ", "+800 "}
	seps := []string{" ", "-", ".", "/", "", ") "}
	for k := 0; k < 20000; k++ {
		var b strings.Builder
		b.WriteString(prefixes[rng.Intn(len(prefixes))])
		groups := 1 + rng.Intn(4)
		for g := 0; g < groups; g++ {
			for n := 2 + rng.Intn(3); n > 0; n-- {
				b.WriteByte(byte('0' + rng.Intn(10)))
			}
			if g < groups-1 {
				b.WriteString(seps[rng.Intn(len(seps))])
			}
		}
		s := b.String()
		hint := regionsOfLang[langs[rng.Intn(len(langs))]]
		t1, s1 := p.classifySlow(s, hint)
		t2, s2 := p.refClassify(s, hint)
		if t1 != t2 || s1 != s2 {
			t.Fatalf("%q %v: %s %.2f, reference %s %.2f", s, hint, t1, s1, t2, s2)
		}
	}
}

// TestFirstBytes: the first-byte filter of a number-type pattern is exactly
// the digits a match can start with, and unknown (nil) where a match may be
// empty or start with anything.
func TestFirstBytes(t *testing.T) {
	cases := []struct{ pat, want string }{
		{`^(?:900[2-9]\d{6})$`, "9"},
		{`^(?:8(?:00|33)\d{7}|5(?:00|2[1-9])\d{7})$`, "58"},
		{`^(?:[2-9]\d{9}|3\d{6})$`, "23456789"},
		{`^(?:(?:1|6)?\d{5})$`, "0123456789"},
		{`^(?:\d*)$`, ""},
		{`^(?:.\d)$`, ""},
		{`^(?:)$`, ""},
	}
	for _, c := range cases {
		set := firstBytes(c.pat)
		got := ""
		if set != nil {
			for b := 0; b < 256; b++ {
				if set[b] {
					got += string(rune(b))
				}
			}
		}
		if got != c.want {
			t.Errorf("%s: %q, want %q", c.pat, got, c.want)
		}
	}
}
