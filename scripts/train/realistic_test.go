package main

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/piiguard/piiguard/shared/gazetteer"
)

// TestRealisticDocs parses every embedded training document and checks the
// layout: each language has documents, each labels some span.
func TestRealisticDocs(t *testing.T) {
	docs, err := realisticDocs(mustSub(realisticFS, "realistic"), nil)
	if err != nil {
		t.Fatal(err)
	}
	per := map[string]int{}
	for _, d := range docs {
		per[d.Lang]++
	}
	for _, l := range gazetteer.Langs {
		if per[l] < 20 {
			t.Errorf("%s: %d realistic training documents, want at least 20", l, per[l])
		}
	}
}

func TestRealisticDocsErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		fs   fstest.MapFS
		want string
	}{
		{"unknown language", fstest.MapFS{"xx/chat-01.txt": {Data: []byte("⟦PERSON|Anna⟧")}}, "not a language directory"},
		{"not txt", fstest.MapFS{"de/chat-01.md": {Data: []byte("⟦PERSON|Anna⟧")}}, "not a .txt document"},
		{"other type", fstest.MapFS{"de/chat-01.txt": {Data: []byte("Tel ⟦PHONE_NUMBER|0171 2345678⟧")}}, "unknown type"},
		{"no span", fstest.MapFS{"de/chat-01.txt": {Data: []byte("Hallo")}}, "labels no span"},
		{"unclosed", fstest.MapFS{"de/chat-01.txt": {Data: []byte("Hallo ⟦PERSON|Anna")}}, "without"},
	} {
		_, err := realisticDocs(c.fs, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

// TestRealisticSentences: a document's lines become sentences whose gold
// tags follow the markup; other text stays O.
func TestRealisticSentences(t *testing.T) {
	docs, err := realisticDocs(fstest.MapFS{
		"de/email-01.txt": {Data: []byte("Hallo ⟦PERSON|Anna Weber⟧,\nwir liefern nach ⟦LOCATION|Köln⟧.\n⟦ORGANIZATION|Müller GmbH⟧")},
		"fr/chat-01.txt":  {Data: []byte("Bonjour ⟦PERSON|Luc⟧")},
	}, []string{"de"})
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 1 {
		t.Fatalf("%d documents, want the German one only", len(docs))
	}
	got := goldLines(realisticSentences(docs))
	want := []string{
		"Hallo/O Anna/B-PER Weber/I-PER ,/O",
		"wir/O liefern/O nach/O Köln/B-LOC ./O",
		"Müller/B-ORG GmbH/I-ORG",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("sentences:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
