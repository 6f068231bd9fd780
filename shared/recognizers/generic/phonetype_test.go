package generic

import (
	"math/rand"
	"slices"
	"sync"
	"testing"

	"github.com/nyaruka/phonenumbers"
)

// numberType must agree with phonenumbers.GetNumberType, and validity with
// phonenumbers.IsValidNumber, on every number (classify relies on both).
func TestNumberTypeAsLibrary(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	regions := []string{"US", "GB", "DE", "FR", "ES", "IT", "PL", "CZ", "SK", "AT", "CH", "BE"}
	n, valid := 0, 0
	for k := 0; k < 60000; k++ {
		var s string
		l := 6 + rng.Intn(9)
		b := make([]byte, l)
		for i := range b {
			b[i] = byte('0' + rng.Intn(10))
		}
		switch rng.Intn(4) {
		case 0:
			s = "+" + string(b)
		case 1:
			s = "+" + []string{"1", "44", "7", "39", "262", "590", "599", "47", "358", "800", "882", "41", "49", "33"}[rng.Intn(14)] + string(b)
		case 2:
			s = "0" + string(b)
		default:
			s = string(b)
		}
		num, err := phonenumbers.Parse(s, regions[rng.Intn(len(regions))])
		if err != nil {
			continue
		}
		n++
		want := phonenumbers.GetNumberType(num)
		if want != phonenumbers.UNKNOWN {
			valid++
		}
		if got := numberType(num); got != want {
			t.Fatalf("%s: got %v want %v", s, got, want)
		}
		if (want != phonenumbers.UNKNOWN) != phonenumbers.IsValidNumber(num) {
			t.Fatalf("%s: IsValidNumber disagrees with GetNumberType", s)
		}
	}
	t.Logf("%d parsed, %d valid", n, valid)
}

// A region's patterns are compiled when a number of a possible length first
// reaches them, and the type is the library's.
func TestFastDescCompiledOnUse(t *testing.T) {
	phoneMeta.load()
	descs := func(m *fastMeta) map[string]*fastDesc {
		return map[string]*fastDesc{"general": m.general, "premium": m.premium, "tollFree": m.tollFree, "shared": m.shared,
			"voip": m.voip, "personal": m.personal, "pager": m.pager, "uan": m.uan, "voicemail": m.voicemail, "fixed": m.fixed, "mobile": m.mobile}
	}
	for _, tc := range []struct{ region, number string }{{"US", "2015550123"}, {"GB", "7400123456"}, {"DE", "30123456"}, {"CZ", "601123456"}} {
		m := newFastMeta(phoneMeta.byRegion[tc.region])
		for name, d := range descs(m) {
			if d.re != nil {
				t.Errorf("%s %s: compiled before use", tc.region, name)
			}
		}
		num, err := phonenumbers.Parse(tc.number, tc.region)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := m.typeOf(phonenumbers.GetNationalSignificantNumber(num)), phonenumbers.GetNumberType(num); got != want {
			t.Errorf("%s %s: type %v, want %v", tc.region, tc.number, got, want)
		}
		compiled := 0
		for name, d := range descs(m) {
			possible := len(d.lens) == 0 || slices.Contains(d.lens, int32(len(tc.number)))
			if d.re != nil {
				compiled++
				if !possible {
					t.Errorf("%s %s: compiled for a number of another length", tc.region, name)
				}
			}
		}
		if compiled == 0 {
			t.Errorf("%s: nothing compiled", tc.region)
		}
	}
}

// Concurrent requests reach a region's patterns before any is compiled: each
// compiles once, and every goroutine gets the library's type (go test -race
// checks the lazy compile for data races).
func TestFastDescConcurrentFirstUse(t *testing.T) {
	phoneMeta.load()
	types := []phonenumbers.PhoneNumberType{phonenumbers.FIXED_LINE, phonenumbers.MOBILE, phonenumbers.TOLL_FREE,
		phonenumbers.PREMIUM_RATE, phonenumbers.SHARED_COST, phonenumbers.VOIP, phonenumbers.PERSONAL_NUMBER, phonenumbers.UAN}
	for _, region := range []string{"US", "GB", "DE", "CZ", "FR", "IT"} {
		m := newFastMeta(phoneMeta.byRegion[region])
		var nsns []string
		var want []phonenumbers.PhoneNumberType
		for _, ty := range types {
			if num := phonenumbers.GetExampleNumberForType(region, ty); num != nil {
				nsns = append(nsns, phonenumbers.GetNationalSignificantNumber(num))
				want = append(want, phonenumbers.GetNumberType(num))
			}
		}
		if len(nsns) < 2 {
			t.Fatalf("%s: %d example numbers", region, len(nsns))
		}
		const workers = 8
		got := make([][]phonenumbers.PhoneNumberType, workers)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for w := range workers {
			wg.Go(func() {
				<-start
				for i := range nsns {
					k := (i + w) % len(nsns) // the workers reach the patterns in different orders
					if got[w] == nil {
						got[w] = make([]phonenumbers.PhoneNumberType, len(nsns))
					}
					got[w][k] = m.typeOf(nsns[k])
				}
			})
		}
		close(start)
		wg.Wait()
		for w := range workers {
			if !slices.Equal(got[w], want) {
				t.Errorf("%s, worker %d: types %v, want %v", region, w, got[w], want)
			}
		}
	}
}
