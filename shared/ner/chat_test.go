package ner

import (
	"slices"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

func TestChatOpening(t *testing.T) {
	cases := []struct {
		line, name, firm string
		role, ok         bool
		bare             bool
	}{
		{"[09:13] hoa nguyen: dobry den", "hoa nguyen", "", false, true, false},
		{"16:41 Birte (Weserland Direkt): Moin!", "Birte", "Weserland Direkt", false, true, false},
		{"09:32 Federica – Iliad: Buongiorno", "Federica", "Iliad", false, true, false},
		{"[18:02:15] aoife: hi", "aoife", "", false, true, false},
		{"  10:15 tom: 41 Harehills Lane", "tom", "", false, true, false},
		{"9:13 pm anna: hi", "anna", "", false, true, false},                                // am/pm belongs to the time
		{"[9:13 PM] anna: hi", "anna", "", false, true, false},                              // in brackets too
		{"19:54 Rachid : bonjour", "Rachid", "", false, true, false},                        // French blank before the colon
		{"09:13 anna:\r", "anna", "", false, true, false},                                   // CRLF line end, empty message
		{"09:13 anna:", "anna", "", false, true, false},                                     // the text's end
		{"[18:11] Darragh (Agent): anything else?", "Darragh", "", false, true, false},      // a role in brackets is no firm
		{"21:54 Samuele – Supporto Digitale: Buonasera", "Samuele", "", false, true, false}, // nor after a dash
		{"19:06 Bankár Tomáš: Dobrý večer", "Bankár Tomáš", "", false, true, false},
		{"[14:02] Klient: dzień dobry", "Klient", "", true, true, false},
		{"[09:12] Systém: Dobrý večer", "Systém", "", true, true, false},
		{"09:00 Uhr Begrüßung", "", "", false, false, false},         // no colon
		{"12:30: lunch", "", "", false, false, false},                // no sender
		{"[09:13 hoa: missing bracket", "", "", false, false, false}, // unclosed bracket
		{"9:5 anna: one digit minutes", "", "", false, false, false}, // not a time
		{"10:15 a b c d: four words", "", "", false, false, false},   // too long for a sender
		{"10:15 anna:no blank after the colon", "", "", false, false, false},
		{"Re: 10:15 anna: quoted", "", "", false, false, false}, // the time must open the line
		{"[10:15]", "", "", false, false, false},
		{"10:15 (", "", "", false, false, false},
		// no time: a bare sender and colon, or a header line with the
		// time after the sender and nothing else
		{"hoa nguyen: hej, od rana nie działa", "hoa nguyen", "", false, true, true},
		{"Kacper | Netia: Cześć, tu Kacper", "Kacper", "Netia", false, true, true},
		{"Ondřej | Zákaznické centrum: Dobrý den", "Ondřej", "", false, true, true}, // a department is no firm
		{"mei-ling ortiz 7:44 PM", "mei-ling ortiz", "", false, true, false},
		{"Darnell (Tech Support) 7:43 PM  ", "Darnell", "", false, true, false},
		{"Anna Weber 7:44 PM kam zu spät", "", "", false, false, false}, // a sentence goes on
		{"  hoa: indented", "", "", false, false, false},                // a bare sender opens the line
		{"AW: Termin am Montag", "", "", false, false, false},           // a reply's subject
	}
	for _, c := range cases {
		l, ok := chatOpening(c.line, 0, len(c.line))
		if ok != c.ok {
			t.Errorf("%q: ok %v, want %v", c.line, ok, c.ok)
			continue
		}
		if !ok {
			continue
		}
		if got := c.line[l.name[0]:l.name[1]]; got != c.name {
			t.Errorf("%q: sender %q, want %q", c.line, got, c.name)
		}
		if got := c.line[l.firm[0]:l.firm[1]]; got != c.firm {
			t.Errorf("%q: firm %q, want %q", c.line, got, c.firm)
		}
		if l.role != c.role {
			t.Errorf("%q: role %v, want %v", c.line, l.role, c.role)
		}
		if l.bare != c.bare {
			t.Errorf("%q: bare %v, want %v", c.line, l.bare, c.bare)
		}
	}
}

// TestChatSpeakers: which senders the stage claims, given the model's and
// the rules' matches.
func TestChatSpeakers(t *testing.T) {
	at := func(text, s string) (int, int) {
		for i := 0; i+len(s) <= len(text); i++ {
			if text[i:i+len(s)] == s {
				return i, i + len(s)
			}
		}
		t.Fatalf("%q not in %q", s, text)
		return 0, 0
	}
	m := func(text, typ, s string) detect.Match {
		a, b := at(text, s)
		return detect.Match{Type: typ, Start: a, End: b, Model: true}
	}
	chat := "[09:12] Tereza: Dobrý den\n[09:13] hoa nguyen: ahoj\n[09:14] Tereza: Rozumím.\n[09:15] hoa nguyen: dekuju"
	cases := []struct {
		name        string
		text        string
		rules, mod  func(text string) []detect.Match
		want, wantN []string
	}{
		{name: "a repeated lower-case sender", text: chat, want: []string{"PERSON|hoa nguyen", "PERSON|Tereza"}},
		{name: "a sender named once", text: "[09:12] Tereza: Dobrý den\n[09:13] hoa nguyen: ahoj\n[09:14] Tereza: Rozumím.",
			want: []string{"PERSON|Tereza"}, wantN: []string{"PERSON|hoa nguyen"}},
		{name: "one sender alone", text: "09:00 anna: a\n10:00 anna: b\n11:00 anna: c", want: []string{"PERSON|anna"}},
		{name: "a role answers", text: "09:31 Cliente: ciao\n09:32 Federica – Iliad: Buongiorno\n09:33 Cliente: ok\n09:35 Federica – Iliad: Grazie",
			want: []string{"PERSON|Federica", "ORGANIZATION|Iliad"}, wantN: []string{"PERSON|Cliente"}},
		{name: "an agenda", text: "09:00 Welcome: hall\n10:30 Coffee break: foyer\n12:00 Lunch: canteen\n15:30 Coffee break: foyer",
			wantN: []string{"PERSON|Coffee break"}},
		{name: "a log", text: "10:15:02 INFO: start\n10:15:03 ERROR: failed\n10:15:04 INFO: retry", wantN: []string{"PERSON|INFO", "PERSON|ERROR"}},
		{name: "the model's own cut stands", text: "19:06 Bankár Tomáš: Dobrý\n19:07 Klient: áno\n19:08 Bankár Tomáš: Výborne",
			mod:  func(s string) []detect.Match { return []detect.Match{m(s, "PERSON", "Tomáš")} },
			want: []string{"PERSON|Tomáš"}, wantN: []string{"PERSON|Bankár Tomáš"}},
		{name: "a firm speaks", text: "09:41 Mutua Madrileña: Buenos días\n09:42 paco: hola\n09:43 Mutua Madrileña: Gracias\n09:44 paco: ok",
			mod:  func(s string) []detect.Match { return []detect.Match{m(s, "ORGANIZATION", "Mutua Madrileña")} },
			want: []string{"ORGANIZATION|Mutua Madrileña", "PERSON|paco"}, wantN: []string{"PERSON|Mutua Madrileña"}},
		{name: "a rule match stays", text: chat,
			rules: func(s string) []detect.Match { // every "hoa nguyen"
				var out []detect.Match
				for i := 0; i+10 <= len(s); i++ {
					if s[i:i+10] == "hoa nguyen" {
						out = append(out, detect.Match{Type: "USERNAME", Start: i, End: i + 10})
					}
				}
				return out
			},
			want: []string{"USERNAME|hoa nguyen"}, wantN: []string{"PERSON|hoa nguyen"}},
		{name: "a department is no firm", text: "[14:05] Rhiannon (Card Services): Hello\n[14:06] tomasz: hi\n[14:07] Rhiannon (Card Services): Thanks\n[14:08] tomasz: ok",
			want: []string{"PERSON|Rhiannon"}, wantN: []string{"ORGANIZATION|Card Services"}},
		{name: "a department's abbreviation is no firm", text: "[08:48] Bartosz (BOK): Dzień dobry\n[08:49] Klient: wezwanie\n[08:51] Bartosz (BOK): Dziękuję\n[08:52] Klient: ok",
			want: []string{"PERSON|Bartosz"}, wantN: []string{"ORGANIZATION|BOK"}},
		{name: "a firm whose name holds a department's word, read by the model", text: "[14:05] Rhiannon (Acme Financial Services): Hello\n[14:06] tomasz: hi\n[14:07] Rhiannon (Acme Financial Services): Thanks\n[14:08] tomasz: ok",
			mod:  func(s string) []detect.Match { return []detect.Match{m(s, "ORGANIZATION", "Acme Financial")} },
			want: []string{"PERSON|Rhiannon", "ORGANIZATION|Acme Financial Services"}},
		{name: "a model place over a sender goes", text: chat,
			mod:  func(s string) []detect.Match { return []detect.Match{m(s, "LOCATION", "Tereza")} },
			want: []string{"PERSON|Tereza"}, wantN: []string{"LOCATION|Tereza"}},
	}
	for _, c := range cases {
		var out []detect.Match
		if c.rules != nil {
			out = append(out, c.rules(c.text)...)
		}
		from := len(out)
		if c.mod != nil {
			out = append(out, c.mod(c.text)...)
		}
		got := map[string]bool{}
		for _, x := range chatSpeakers(c.text, out, from) {
			got[x.Type+"|"+c.text[x.Start:x.End]] = true
		}
		for _, w := range c.want {
			if !got[w] {
				t.Errorf("%s: %s missing (got %v)", c.name, w, keys(got))
			}
		}
		for _, w := range c.wantN {
			if got[w] {
				t.Errorf("%s: %s found", c.name, w)
			}
		}
	}
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
