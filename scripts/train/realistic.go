package main

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/piiguard/piiguard/shared/eval"
	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/ner"
)

// realisticFS holds the realistic training documents: chats, e-mails,
// letters, forms, invoices and the like in the eight languages, written for
// training by writers who never saw the realistic dev set
// (shared/eval/devset), in its markup with PERSON, LOCATION and ORGANIZATION
// labelled by its guide. They are the only training text that looks like
// what customers send, and the only Italian gold we may train on.
//
//go:embed realistic
var realisticFS embed.FS

// realisticTypes are the types the training documents label: the tagger's.
var realisticTypes = map[string]bool{"PERSON": true, "LOCATION": true, "ORGANIZATION": true}

// realisticDocs returns the training documents of the languages wanted
// (nil: all), sorted by path. A file that is not <lang>/<name>.txt with a
// supported language, or whose markup does not parse, is an error, so that
// no document is silently left out.
func realisticDocs(fsys fs.FS, langs []string) ([]eval.Example, error) {
	top, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, err
	}
	var out []eval.Example
	for _, d := range top {
		if d.Name() == "README.md" {
			continue
		}
		if !d.IsDir() || !slices.Contains(gazetteer.Langs, d.Name()) {
			return nil, fmt.Errorf("realistic: %s is not a language directory", d.Name())
		}
		lang := d.Name()
		if langs != nil && !slices.Contains(langs, lang) {
			continue
		}
		files, err := fs.ReadDir(fsys, lang)
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			p := path.Join(lang, f.Name())
			if f.IsDir() || !strings.HasSuffix(f.Name(), ".txt") {
				return nil, fmt.Errorf("realistic: %s is not a .txt document", p)
			}
			b, err := fs.ReadFile(fsys, p)
			if err != nil {
				return nil, err
			}
			text, spans, err := eval.ParseMarkup(string(b), realisticTypes)
			if err != nil {
				return nil, fmt.Errorf("realistic: %s:%w", p, err)
			}
			if len(spans) == 0 {
				return nil, fmt.Errorf("realistic: %s labels no span", p)
			}
			out = append(out, eval.Example{ID: strings.TrimSuffix(p, ".txt"), Lang: lang, Text: text, Spans: spans})
		}
	}
	return out, nil
}

// realisticSentences turns the documents into tagger sentences, one per
// line, as the PII train splits are (piiSentences).
func realisticSentences(docs []eval.Example) []ner.Sentence {
	var out []ner.Sentence
	for _, ex := range docs {
		first := len(out)
		out = append(out, piiSentences(ex)...)
		for k := first; k < len(out); k++ {
			out[k].Lang = ex.Lang
		}
	}
	return out
}

// mustSub is fs.Sub of a directory the binary embeds.
func mustSub(fsys fs.FS, dir string) fs.FS {
	sub, err := fs.Sub(fsys, dir)
	if err != nil {
		panic(err) // the directory is embedded: only a bad name gets here
	}
	return sub
}
