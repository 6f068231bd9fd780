package generic

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// fastParse is phonenumbers.Parse for the shapes the phone recognizer
// produces — an optional leading '+', then digits and the separators
// " -./()" — on the paths that succeed: it returns the country code and the
// national significant number Parse would give (what numberType needs). It
// runs the library's steps on the library's metadata and patterns, but skips
// the generic ones that cannot apply to these shapes (extensions, letters,
// RFC 3966, several numbers), which cost most of Parse's 8 µs. ok is false
// whenever the input is another shape or Parse would take a path not ported
// here (an error, an invalid country code after '+', ...): the caller then
// asks the library. phoneparse_test.go compares it with Parse.
func fastParse(s, region string) (cc int, nsn string, ok bool) {
	if s == "" || len(s) > 64 {
		return 0, "", false
	}
	plus := s[0] == '+'
	var buf [32]byte
	d := buf[:0]
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			if len(d) == len(buf) {
				return 0, "", false
			}
			d = append(d, c)
		case c == ' ' || c == '-' || c == '.' || c == '/' || c == '(' || c == ')':
		case c == '+' && i == 0:
		default:
			return 0, "", false
		}
	}
	if len(d) < 3 {
		return 0, "", false // Parse's viability test needs three digits in these shapes
	}
	rm := phoneMeta.raw(region)
	if rm == nil {
		return 0, "", false
	}
	digits := string(d)

	// maybeExtractCountryCode
	var national string
	fromPlusOrIDD := false
	full := digits
	if plus {
		fromPlusOrIDD = true
	} else {
		if loc := rm.idd.FindStringIndex(full); loc != nil && loc[0] == 0 {
			rest := full[loc[1]:]
			if rest == "" || rest[0] != '0' {
				full, fromPlusOrIDD = rest, true
			}
		}
	}
	if fromPlusOrIDD {
		if len(full) <= 2 || full[0] == '0' {
			return 0, "", false // too short after IDD, or no country code
		}
		for i := 1; i <= 3 && i <= len(full); i++ {
			v, _ := strconv.Atoi(full[:i])
			if len(phonenumbers.GetRegionCodesForCountryCode(v)) > 0 {
				cc, national = v, full[i:]
				break
			}
		}
		if cc == 0 {
			return 0, "", false // Parse retries without the '+'
		}
	} else if ccs := rm.ccString; strings.HasPrefix(full, ccs) {
		potential := rm.stripNationalPrefix(full[len(ccs):])
		if !rm.general.MatchString(full) && rm.general.MatchString(potential) || rm.testLength(full) == phonenumbers.TOO_LONG {
			cc, national = rm.cc, potential
		}
	}

	// parseHelper after the country code
	meta := rm
	if cc != 0 {
		if main := phonenumbers.GetRegionCodeForCountryCode(cc); main != region {
			if main == phonenumbers.REGION_CODE_FOR_NON_GEO_ENTITY {
				return 0, "", false
			}
			if meta = phoneMeta.raw(main); meta == nil {
				return 0, "", false
			}
		}
	} else {
		national = digits
		cc = rm.cc
	}
	if len(national) < 2 {
		return 0, "", false
	}
	potential := meta.stripNationalPrefix(national)
	switch meta.testLength(potential) {
	case phonenumbers.TOO_SHORT, phonenumbers.IS_POSSIBLE_LOCAL_ONLY, phonenumbers.INVALID_LENGTH:
	default:
		national = potential
	}
	if len(national) < 2 || len(national) > 17 {
		return 0, "", false
	}
	// NationalNumber is the number as an integer and the Italian leading
	// zeros are kept apart; GetNationalSignificantNumber puts them back, so
	// the significant number is the digit string itself.
	return cc, national, true
}

// rawMeta is what fastParse needs of a region's metadata, compiled once.
type rawMeta struct {
	cc       int
	ccString string
	idd      *regexp.Regexp // international prefix, unanchored as the library uses it
	general  *regexp.Regexp // ^(?:general national number pattern)$
	// national prefix for parsing, anchored at the start, and its transform
	prefix    *regexp.Regexp
	transform string
	lengths   []int32 // general possible lengths
	local     []int32 // general possible lengths, local only
	noPattern bool    // the general description has no pattern
}

// isPossible is phonenumbers.IsPossibleNumber for a country code and a
// national significant number; known is false where it was not ported
// (non-geographical country codes, missing metadata).
func isPossible(cc int, nsn string) (possible, known bool) {
	if len(phonenumbers.GetRegionCodesForCountryCode(cc)) == 0 {
		return false, true // invalid country code
	}
	region := phonenumbers.GetRegionCodeForCountryCode(cc)
	if region == phonenumbers.REGION_CODE_FOR_NON_GEO_ENTITY {
		return false, false
	}
	m := phoneMeta.raw(region)
	if m == nil {
		return false, false
	}
	if m.noPattern {
		return len(nsn) >= 2 && len(nsn) <= 17, true
	}
	r := m.testLength(nsn)
	return r == phonenumbers.IS_POSSIBLE || r == phonenumbers.IS_POSSIBLE_LOCAL_ONLY, true
}

func newRawMeta(md *phonenumbers.PhoneMetadata) *rawMeta {
	m := &rawMeta{
		cc:        int(md.GetCountryCode()),
		general:   regexp.MustCompile("^(?:" + md.GetGeneralDesc().GetNationalNumberPattern() + ")$"),
		transform: md.GetNationalPrefixTransformRule(),
		lengths:   md.GetGeneralDesc().GetPossibleLength(),
		local:     md.GetGeneralDesc().GetPossibleLengthLocalOnly(),
		noPattern: md.GetGeneralDesc().GetNationalNumberPattern() == "",
	}
	m.ccString = strconv.Itoa(m.cc)
	// compiled even when empty: the library then takes every number not
	// starting with 0 as dialled with an (empty) international prefix
	m.idd = regexp.MustCompile(md.GetInternationalPrefix())
	if p := md.GetNationalPrefixForParsing(); p != "" {
		m.prefix = regexp.MustCompile("^(?:" + p + ")")
	}
	return m
}

// stripNationalPrefix is the library's maybeStripNationalPrefixAndCarrierCode
// without the carrier code.
func (m *rawMeta) stripNationalPrefix(number string) string {
	if number == "" || m.prefix == nil || !m.prefix.MatchString(number) {
		return number
	}
	viable := m.general.MatchString(number)
	groups := m.prefix.FindStringSubmatchIndex(number)
	n := len(groups)/2 - 1
	if m.transform == "" || groups[n*2] < 0 {
		if viable && !m.general.MatchString(number[groups[1]:]) {
			return number
		}
		return number[groups[1]:]
	}
	t := m.prefix.ReplaceAllString(number, m.transform)
	if viable && !m.general.MatchString(t) {
		return number
	}
	return t
}

// testLength is the library's testNumberLength for the UNKNOWN type.
func (m *rawMeta) testLength(number string) phonenumbers.ValidationResult {
	if len(m.lengths) == 0 || m.lengths[0] == -1 {
		return phonenumbers.INVALID_LENGTH
	}
	n := int32(len(number))
	for _, l := range m.local {
		if l == n {
			return phonenumbers.IS_POSSIBLE_LOCAL_ONLY
		}
	}
	switch {
	case m.lengths[0] == n:
		return phonenumbers.IS_POSSIBLE
	case m.lengths[0] > n:
		return phonenumbers.TOO_SHORT
	case m.lengths[len(m.lengths)-1] < n:
		return phonenumbers.TOO_LONG
	}
	for _, l := range m.lengths[1:] {
		if l == n {
			return phonenumbers.IS_POSSIBLE
		}
	}
	return phonenumbers.INVALID_LENGTH
}

// raw returns a region's rawMeta (nil when the library has no metadata for it).
func (c *metaCache) raw(r string) *rawMeta {
	return cached(c, c.raws, r, func() *rawMeta {
		if md := c.byRegion[r]; md != nil && r != "" && c.supported[r] {
			return newRawMeta(md)
		}
		return nil
	})
}
