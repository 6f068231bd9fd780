package ner

import "testing"

func TestStemSet(t *testing.T) {
	compound := newStemSet([]string{"labor", "oddział-", "-abteilung"}, 3)
	anyEnd := newStemSet([]string{"-gericht"}, 0)
	for _, c := range []struct {
		set  *stemSet
		word string
		want bool
	}{
		{&compound, "labor", true},     // a whole word
		{&compound, "laborant", false}, // whole words only
		{&compound, "oddziałem", true}, // a stem
		{&compound, "personalabteilung", true},
		{&compound, "abteilung", false}, // an ending needs a compound's first part
		{&compound, "xabteilung", false},
		{&anyEnd, "gericht", true}, // or not
		{&anyEnd, "amtsgericht", true},
		{&anyEnd, "", false},
	} {
		if got := c.set.has(c.word); got != c.want {
			t.Errorf("has(%q) = %v, want %v", c.word, got, c.want)
		}
		if got := c.set.hasBytes([]byte(c.word)); got != c.want {
			t.Errorf("hasBytes(%q) = %v, want %v", c.word, got, c.want)
		}
	}
}
