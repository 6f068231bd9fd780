package ner

import "testing"

func TestTruecase(t *testing.T) {
	tg := tagger(t)
	for _, c := range []struct{ in, want string }{
		{"follow up with benjamin a seiler in a couple of months.", "follow up with Benjamin A Seiler in a couple of months."},
		{"they were singing about eric g. samoylova's tales", "they were singing about Eric G. Samoylova's tales"},
		{"hey mike, did you talk to sarah?", "hey Mike, did you talk to Sarah?"},
		{"tell emma i said hi", "tell Emma i said hi"},       // "i" is no initial
		{"ahoj petr jdeš dneska?", "ahoj Petr jdeš dneska?"}, // a verb after a name stays
		{"may i request the statement?", "may i request the statement?"},
		{"we met mark and rose at the park", "we met mark and rose at the park"}, // common words too
		{"the weather is nice", "the weather is nice"},
		// a place after a place preposition, and a place after it
		{"i am from mexico traveling to san francisco california one week", "i am from Mexico traveling to San Francisco california one week"},
		{"information about migratory birds in punjab ?", "information about migratory birds in Punjab ?"},
		{"ich wohne in deutschland", "ich wohne in Deutschland"},
		{"see you in time for dinner", "see you in time for dinner"},             // a common word
		{"we talked about mexico yesterday", "we talked about mexico yesterday"}, // no preposition
		{"salut c'est julie martin de lyon", "salut c'est Julie martin de lyon"}, // after a name: split's
	} {
		got, ok := tg.truecase(c.in)
		if !ok || got != c.want {
			t.Errorf("truecase(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
	}
	// a text that starts with a full stop (found by FuzzOperations: it
	// read the byte before the text)
	if got, ok := tg.truecase(".0a"); !ok || got != ".0a" {
		t.Errorf("truecase(\".0a\") = %q, %v", got, ok)
	}
	for _, in := range []string{"Anna is here", "hello WORLD", "12345", "", "ab"} {
		if _, ok := tg.truecase(in); ok {
			t.Errorf("truecase(%q): want no copy (a capital, or no letters)", in)
		}
	}
}

// TestTagLowerCaseText: in a text written all in lower case the names are
// found with the same offsets as in the text.
func TestTagLowerCaseText(t *testing.T) {
	tg := tagger(t)
	text := "follow up with benjamin a seiler in a couple of months."
	var got []string
	for _, sp := range tg.Tag(text, nil) {
		got = append(got, sp.Type+":"+text[sp.Start:sp.End])
	}
	if !has(got, "PERSON:benjamin a seiler") {
		t.Errorf("got %v", got)
	}
}
