package synth

import (
	"strconv"
	"strings"
)

// fakeLocation returns a city of the locale; an original in a locative form of
// a table city ("v Brně") gets the fake's locative too.
func (s *Session) fakeLocation(orig string) string {
	c := choose(s, s.loc.Cities)
	for _, known := range s.loc.Cities {
		if known.Loc != "" && known.Loc != known.Name && strings.EqualFold(orig, known.Loc) && c.Loc != "" {
			return applyCase(orig, c.Loc)
		}
	}
	return applyCase(orig, c.Name)
}

// usStates abbreviates the states of the English city table.
var usStates = map[string]string{
	"New York": "NY", "California": "CA", "Illinois": "IL", "Texas": "TX", "Arizona": "AZ",
	"Pennsylvania": "PA", "Washington": "WA", "Colorado": "CO", "Massachusetts": "MA",
	"Oregon": "OR", "Georgia": "GA", "Florida": "FL", "Tennessee": "TN", "Ohio": "OH",
	"Minnesota": "MN", "Maryland": "MD",
}

// fakeStreetAddress writes street and house number in the locale's order and,
// when the original has more than a street line (a postal code or a comma),
// the postal code and city as well.
func (s *Session) fakeStreetAddress(orig string) string {
	l := s.loc
	num := strconv.Itoa(1 + s.intn(180))
	if l.Lang == "cs" || l.Lang == "sk" {
		if strings.Contains(orig, "/") {
			num = strconv.Itoa(100+s.intn(2900)) + "/" + strconv.Itoa(1+s.intn(60))
		}
	}
	street := choose(s, l.Streets)
	var line string
	if l.StreetNumberFirst {
		line = num + " " + street
	} else {
		line = street + l.StreetSep + num
	}
	// a street line ("Calle Mayor, 12") stays one: detect reports the postal
	// code and town of an address as parts of their own (address/parts.go),
	// which are faked apart; a whole address ("... Apt. 5, Oulu, Finland")
	// gets a fake town
	if hasPostal(orig) || townAfterComma(orig) {
		c := choose(s, l.Cities)
		switch l.Lang {
		case "en":
			line += ", " + c.Name + ", " + usStates[c.Region] + " " + c.Postal
		default:
			line += ", " + c.Postal + " " + c.Name
		}
	}
	return applyCase(orig, line)
}

// townAfterComma reports words without digits after the last comma:
// "Koskikatu 25, Oulu", not "Via Roma, 12".
func townAfterComma(s string) bool {
	k := strings.LastIndexByte(s, ',')
	return k >= 0 && strings.TrimSpace(s[k+1:]) != "" && !strings.ContainsAny(s[k+1:], "0123456789")
}

// hasPostal reports a digit group that looks like a postal code (4-5 digits, or
// "123 45" / "12-345").
func hasPostal(s string) bool {
	runs := digitRuns(s)
	for i, r := range runs {
		n := r[1] - r[0]
		if n == 4 || n == 5 {
			return true
		}
		if i+1 < len(runs) && runs[i+1][0] == r[1]+1 && (s[r[1]] == ' ' || s[r[1]] == '-') &&
			n+runs[i+1][1]-runs[i+1][0] == 5 {
			return true
		}
	}
	return false
}

// fakeOrganization makes a company name with a legal form of the locale.
func (s *Session) fakeOrganization(orig string) string {
	l := s.loc
	a := choose(s, l.CompanyRoots)
	var name string
	if s.intn(2) == 0 {
		name = s.surname(false) + " " + a
	} else {
		b := choose(s, l.CompanyRoots)
		for b == a {
			b = choose(s, l.CompanyRoots)
		}
		name = a + " " + b
	}
	form := choose(s, l.LegalForms)
	sep := " "
	if l.Lang == "en" && strings.HasPrefix(form, "Inc") {
		sep = ", "
		if !strings.Contains(orig, ",") {
			sep = " "
		}
	}
	return applyCase(orig, name+sep+form)
}
