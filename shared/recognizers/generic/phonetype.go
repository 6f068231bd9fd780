package generic

import (
	"regexp"
	"regexp/syntax"
	"sync"
	"unicode/utf8"

	"github.com/nyaruka/phonenumbers"
)

// numberType is phonenumbers.GetNumberType with the same metadata and the
// same regular expressions, at about half the cost: the library matches each
// number-type pattern twice (once for "possible", once for "matching") and
// builds the pattern string and takes a lock on its regexp cache for every
// match; here each pattern is compiled once, per region on first use, and
// matched once. IsValidNumber(n) is numberType(n) != UNKNOWN (see classify).
func numberType(num *phonenumbers.PhoneNumber) phonenumbers.PhoneNumberType {
	return numberTypeOf(int(num.GetCountryCode()), phonenumbers.GetNationalSignificantNumber(num))
}

// numberTypeOf is numberType for a country code and a national significant
// number.
func numberTypeOf(cc int, nsn string) phonenumbers.PhoneNumberType {
	regions := phonenumbers.GetRegionCodesForCountryCode(cc)
	var m *fastMeta
	switch {
	case len(regions) == 0:
		return phonenumbers.UNKNOWN
	case len(regions) > 1:
		// the region's type is known once the region is
		return typeInRegions(regions, nsn)
	case regions[0] == phonenumbers.REGION_CODE_FOR_NON_GEO_ENTITY:
		m = phoneMeta.nonGeo(cc)
	default:
		m = phoneMeta.region(regions[0])
	}
	if m == nil {
		return phonenumbers.UNKNOWN
	}
	return m.typeOf(nsn)
}

// typeInRegions is the library's GetRegionCodeForNumber over the regions of
// a shared country code (+1, +7, +44, ...) followed by the number's type in
// the region found, with the type worked out once: a region without leading
// digits is chosen by its type (not UNKNOWN), which is then the answer.
func typeInRegions(regions []string, nsn string) phonenumbers.PhoneNumberType {
	for _, r := range regions {
		m := phoneMeta.region(r)
		if m == nil {
			continue // the library finds no type for missing metadata
		}
		if m.leading != nil {
			if m.leading.MatchString(nsn) {
				return m.typeOf(nsn)
			}
		} else if t := m.typeOf(nsn); t != phonenumbers.UNKNOWN {
			return t
		}
	}
	return phonenumbers.UNKNOWN
}

// fastDesc is one PhoneNumberDesc: its possible lengths and its pattern,
// compiled on its first match of a number of a possible length. A region's
// eleven patterns are not all needed: a shared country code's regions are
// told apart by their leading digits, and a number's length rules most
// patterns out (compiling every pattern of the 25 regions of +1 took 20 ms
// of a function's first request).
type fastDesc struct {
	lens  []int32
	pat   string
	once  sync.Once
	re    *regexp.Regexp
	first *[256]bool // the bytes a match can start with; nil: any
}

func newFastDesc(d *phonenumbers.PhoneNumberDesc) *fastDesc {
	return &fastDesc{lens: d.GetPossibleLength(), pat: "^(?:" + d.GetNationalNumberPattern() + ")$"}
}

// compile compiles the pattern, once.
func (f *fastDesc) compile() {
	f.once.Do(func() {
		f.re = regexp.MustCompile(f.pat)
		f.first = firstBytes(f.pat)
	})
}

// firstBytes is the set of bytes a match of the anchored pattern can start
// with, or nil when it is not known (a pattern that may match the empty
// string, or starts with a non-ASCII rune): a number whose first digit is not
// in it cannot match, which saves most of a number's patterns the regexp
// run (a US number is tried against premium, toll-free, ... patterns that
// start with other digits).
func firstBytes(pat string) *[256]bool {
	re, err := syntax.Parse(pat, syntax.Perl)
	if err != nil {
		return nil
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return nil
	}
	var set [256]bool
	seen := map[uint32]bool{}
	var walk func(pc uint32) bool
	walk = func(pc uint32) bool {
		if seen[pc] {
			return true
		}
		seen[pc] = true
		in := &prog.Inst[pc]
		switch in.Op {
		case syntax.InstAlt, syntax.InstAltMatch:
			return walk(in.Out) && walk(in.Arg)
		case syntax.InstNop, syntax.InstCapture, syntax.InstEmptyWidth:
			return walk(in.Out)
		case syntax.InstRune1:
			if in.Rune[0] >= utf8.RuneSelf {
				return false
			}
			set[in.Rune[0]] = true
			return true
		case syntax.InstRune:
			if syntax.Flags(in.Arg)&syntax.FoldCase != 0 {
				return false
			}
			for k := 0; k+1 < len(in.Rune); k += 2 {
				lo, hi := in.Rune[k], in.Rune[k+1]
				if hi >= utf8.RuneSelf {
					return false
				}
				for c := lo; c <= hi; c++ {
					set[c] = true
				}
			}
			return true
		default: // a match of the empty string, any rune, a failure
			return false
		}
	}
	if !walk(uint32(prog.Start)) {
		return nil
	}
	return &set
}

// match is the library's isNumberMatchingDesc.
func (f *fastDesc) match(nsn string) bool {
	if len(f.lens) > 0 {
		ok := false
		for _, l := range f.lens {
			if int32(len(nsn)) == l {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	f.compile()
	if f.first != nil && (nsn == "" || !f.first[nsn[0]]) {
		return false
	}
	return f.re.MatchString(nsn)
}

type fastMeta struct {
	general, premium, tollFree, shared, voip, personal, pager, uan, voicemail, fixed, mobile *fastDesc
	same                                                                                     bool           // same mobile and fixed-line pattern
	leading                                                                                  *regexp.Regexp // leading digits, when the metadata has them
}

func newFastMeta(md *phonenumbers.PhoneMetadata) *fastMeta {
	m := &fastMeta{
		general:   newFastDesc(md.GetGeneralDesc()),
		premium:   newFastDesc(md.GetPremiumRate()),
		tollFree:  newFastDesc(md.GetTollFree()),
		shared:    newFastDesc(md.GetSharedCost()),
		voip:      newFastDesc(md.GetVoip()),
		personal:  newFastDesc(md.GetPersonalNumber()),
		pager:     newFastDesc(md.GetPager()),
		uan:       newFastDesc(md.GetUan()),
		voicemail: newFastDesc(md.GetVoicemail()),
		fixed:     newFastDesc(md.GetFixedLine()),
		mobile:    newFastDesc(md.GetMobile()),
		same:      md.GetSameMobileAndFixedLinePattern(),
	}
	if ld := md.GetLeadingDigits(); ld != "" {
		m.leading = regexp.MustCompile("^(?:" + ld + ")")
	}
	return m
}

// typeOf is the library's getNumberTypeHelper.
func (m *fastMeta) typeOf(nsn string) phonenumbers.PhoneNumberType {
	switch {
	case !m.general.match(nsn):
		return phonenumbers.UNKNOWN
	case m.premium.match(nsn):
		return phonenumbers.PREMIUM_RATE
	case m.tollFree.match(nsn):
		return phonenumbers.TOLL_FREE
	case m.shared.match(nsn):
		return phonenumbers.SHARED_COST
	case m.voip.match(nsn):
		return phonenumbers.VOIP
	case m.personal.match(nsn):
		return phonenumbers.PERSONAL_NUMBER
	case m.pager.match(nsn):
		return phonenumbers.PAGER
	case m.uan.match(nsn):
		return phonenumbers.UAN
	case m.voicemail.match(nsn):
		return phonenumbers.VOICEMAIL
	}
	if m.fixed.match(nsn) {
		if m.same || m.mobile.match(nsn) {
			return phonenumbers.FIXED_LINE_OR_MOBILE
		}
		return phonenumbers.FIXED_LINE
	}
	if !m.same && m.mobile.match(nsn) {
		return phonenumbers.MOBILE
	}
	return phonenumbers.UNKNOWN
}

// phoneMeta holds the compiled metadata, built per region on first use (all
// regions at once would cost start-up time for regions never seen).
var phoneMeta = &metaCache{regions: map[string]*fastMeta{}, ccs: map[int]*fastMeta{}, raws: map[string]*rawMeta{}}

type metaCache struct {
	once      sync.Once
	supported map[string]bool
	byRegion  map[string]*phonenumbers.PhoneMetadata
	byCC      map[int]*phonenumbers.PhoneMetadata // non-geographical entities

	mu      sync.RWMutex
	regions map[string]*fastMeta // compiled; nil: no metadata
	ccs     map[int]*fastMeta
	raws    map[string]*rawMeta // for fastParse
}

func (c *metaCache) load() {
	c.once.Do(func() {
		c.supported = phonenumbers.GetSupportedRegions()
		c.byRegion = map[string]*phonenumbers.PhoneMetadata{}
		c.byCC = map[int]*phonenumbers.PhoneMetadata{}
		coll, err := phonenumbers.MetadataCollection()
		if err != nil {
			return
		}
		for _, md := range coll.GetMetadata() {
			if md.GetId() == phonenumbers.REGION_CODE_FOR_NON_GEO_ENTITY {
				c.byCC[int(md.GetCountryCode())] = md
			} else {
				c.byRegion[md.GetId()] = md
			}
		}
	})
}

// region is the library's getMetadataForRegion, compiled.
func (c *metaCache) region(r string) *fastMeta {
	return cached(c, c.regions, r, func() *fastMeta {
		if md := c.byRegion[r]; md != nil && r != "" && c.supported[r] {
			return newFastMeta(md)
		}
		return nil
	})
}

// nonGeo is the library's getMetadataForNonGeographicalRegion, compiled.
func (c *metaCache) nonGeo(cc int) *fastMeta {
	return cached(c, c.ccs, cc, func() *fastMeta {
		if md := c.byCC[cc]; md != nil && len(phonenumbers.GetRegionCodesForCountryCode(cc)) > 0 {
			return newFastMeta(md)
		}
		return nil
	})
}

// cached returns m[k], building it on first use after the metadata is
// loaded; nil (no metadata) is remembered too. Two goroutines may build the
// same entry: the first one stored wins.
func cached[K comparable, V any](c *metaCache, m map[K]*V, k K, build func() *V) *V {
	c.mu.RLock()
	v, ok := m[k]
	c.mu.RUnlock()
	if ok {
		return v
	}
	c.load()
	v = build()
	c.mu.Lock()
	if prev, ok := m[k]; ok {
		v = prev
	} else {
		m[k] = v
	}
	c.mu.Unlock()
	return v
}
