package ner

import "testing"

func TestChatOpening(t *testing.T) {
	cases := []struct {
		line, name, firm string
		ok               bool
	}{
		{"[09:13] hoa nguyen: dobry den", "hoa nguyen", "", true},
		{"16:41 Birte (Weserland Direkt): Moin!", "Birte", "Weserland Direkt", true},
		{"09:32 Federica – Iliad: Buongiorno", "Federica", "Iliad", true},
		{"[18:02:15] aoife: hi", "aoife", "", true},
		{"  10:15 tom: 41 Harehills Lane", "tom", "", true},
		{"[18:11] Darragh (Agent): anything else?", "Darragh", "", true},      // a role in brackets is no firm
		{"21:54 Samuele – Supporto Digitale: Buonasera", "Samuele", "", true}, // nor after a dash
		{"19:06 Bankár Tomáš: Dobrý večer", "Bankár Tomáš", "", true},
		{"[14:02] Klient: dzień dobry", "", "", false}, // a role
		{"[09:12] Systém: Dobrý večer", "", "", false}, // a role
		{"09:00 Uhr Begrüßung", "", "", false},         // no colon
		{"12:30: lunch", "", "", false},                // no sender
		{"[09:13 hoa: missing bracket", "", "", false}, // unclosed bracket
		{"9:5 anna: one digit minutes", "", "", false}, // not a time
		{"10:15 a b c d: four words", "", "", false},   // too long for a sender
		{"10:15 anna:no blank after the colon", "", "", false},
		{"Re: 10:15 anna: quoted", "", "", false}, // the time must open the line
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
	}
}
