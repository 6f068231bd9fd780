package ner

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/gazetteer"
)

// TestHashLower: hashing the lower case in place is hashing the lower-case
// copy, for every listed form and for the cases strings.ToLower treats apart.
func TestHashLower(t *testing.T) {
	words := []string{"", "Anna", "NOVÁKOVÁ", "Łukasz", "İstanbul", "ẞ", "Σίσυφος", "a\xffb", "\ufffd", "ǅ", "Jean-Luc", "O’Brien"}
	gazetteer.EachListedForm(func(w string, _ uint8) { words = append(words, w) })
	if len(words) < 10000 {
		t.Fatalf("only %d forms", len(words))
	}
	for _, w := range words {
		if got, want := hashLower(w), hashString(strings.ToLower(w)); got != want {
			t.Errorf("hashLower(%q) = %x, want %x", w, got, want)
		}
	}
}

// TestListedTableSize: the table built from the forms' hashes has the size
// the distinct lower-case words give it (at most two thirds full) and holds
// one slot per word.
func TestListedTableSize(t *testing.T) {
	n := 0
	gazetteer.ListedWords(func(string, uint8) { n++ })
	lt := listedNames()
	if want := len(newByteTable(n).slots); len(lt.slots) != want {
		t.Errorf("%d slots, want %d for %d words", len(lt.slots), want, n)
	}
	used := 0
	for _, s := range lt.slots {
		if s != 0 {
			used++
		}
	}
	if used != n {
		t.Errorf("%d slots used, want %d", used, n)
	}
}

// TestListedTableAnswersAsListedClass: the table built from the forms'
// hashes gives every lower-case word ListedClass knows its classes, and 0
// to words it does not know.
func TestListedTableAnswersAsListedClass(t *testing.T) {
	lt := listedNames()
	n := 0
	gazetteer.ListedWords(func(w string, c uint8) {
		n++
		if got := lt.class(hashString(w)); got != c {
			t.Errorf("%q: table %#x, ListedClass %#x", w, got, c)
		}
	})
	if n < 10000 {
		t.Fatalf("only %d listed words", n)
	}
	for _, w := range []string{"", "zzqxv", "Anna", "praha"} { // not lower case, or not a listed name
		if got, want := lt.class(hashString(w)), gazetteer.ListedClass(w); got != want {
			t.Errorf("%q: table %#x, ListedClass %#x", w, got, want)
		}
	}
	if lt.class(hashString("anna")) == 0 {
		t.Error(`"anna" is not listed: the test needs a listed word`)
	}
}
