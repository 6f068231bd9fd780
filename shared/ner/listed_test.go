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

// TestGazClassesAnswersAsClass: the gazetteer's classes by the word's hash
// (gazClasses, which classes reads) are gazetteer.Class's for every word it
// knows, and 0 for words it does not know, as keys (lower case, digits 0)
// and as written; every known word has a slot of its own.
func TestGazClassesAnswersAsClass(t *testing.T) {
	gt := gazClasses()
	n := 0
	gazetteer.EachClass(func(w string, c uint8) {
		n++
		if got := gt.get(hashString(w)); got != c {
			t.Errorf("%q: table %#x, Class %#x", w, got, c)
		}
	})
	if n < 1000 {
		t.Fatalf("only %d words with classes", n)
	}
	used := 0
	for _, s := range gt.slots {
		if s != 0 {
			used++
		}
	}
	if used != n {
		t.Errorf("%d slots used, want %d", used, n)
	}
	for _, w := range []string{"", "zzqxv", "Praha", "gmbh.", "the", "1999", "0000", "dr", "praha", "gmbh", "v"} {
		if got, want := gt.get(hashString(w)), gazetteer.Class(w); got != want {
			t.Errorf("%q: table %#x, Class %#x", w, got, want)
		}
	}
	if gt.get(hashString("praha")) == 0 {
		t.Error(`"praha" has no classes: the test needs a known word`)
	}
}
