package generic

import (
	"regexp"
	"sync"

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
	region := regionForNumber(cc, nsn)
	var m *fastMeta
	if region == phonenumbers.REGION_CODE_FOR_NON_GEO_ENTITY {
		m = phoneMeta.nonGeo(cc)
	} else {
		m = phoneMeta.region(region)
	}
	if m == nil {
		return phonenumbers.UNKNOWN
	}
	return m.typeOf(nsn)
}

// regionForNumber is phonenumbers.GetRegionCodeForNumber.
func regionForNumber(cc int, nsn string) string {
	regions := phonenumbers.GetRegionCodesForCountryCode(cc)
	switch len(regions) {
	case 0:
		return ""
	case 1:
		return regions[0]
	}
	for _, r := range regions {
		m := phoneMeta.region(r)
		if m == nil {
			continue // the library finds no type for missing metadata
		}
		if m.leading != nil {
			if m.leading.MatchString(nsn) {
				return r
			}
		} else if m.typeOf(nsn) != phonenumbers.UNKNOWN {
			return r
		}
	}
	return ""
}

// fastDesc is one PhoneNumberDesc: its possible lengths and its pattern.
type fastDesc struct {
	lens []int32
	re   *regexp.Regexp
}

func newFastDesc(d *phonenumbers.PhoneNumberDesc) fastDesc {
	return fastDesc{
		lens: d.GetPossibleLength(),
		re:   regexp.MustCompile("^(?:" + d.GetNationalNumberPattern() + ")$"),
	}
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
	return f.re.MatchString(nsn)
}

type fastMeta struct {
	general, premium, tollFree, shared, voip, personal, pager, uan, voicemail, fixed, mobile fastDesc
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
