// Command quickeval measures the generic recognizers on the PII dev sets:
// per-type precision, recall and F1, a prediction matching a gold span of the
// same type when their intersection over union is at least 0.5. It is a tuning
// aid for this package; the project-wide harness is `make eval`.
//
//	go run ./shared/recognizers/generic/internal/quickeval [-errors TYPE] file.jsonl...
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/recognizers/generic"
)

type span struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Label string `json:"label"`
}

type record struct {
	ID    string `json:"id"`
	Lang  string `json:"lang"`
	Text  string `json:"text"`
	Spans []span `json:"spans"`
}

// owned are the types this package detects and the corpora label.
var owned = map[string]bool{
	"EMAIL_ADDRESS": true, "PHONE_NUMBER": true, "FAX_NUMBER": true, "CREDIT_CARD": true, "IBAN_CODE": true,
	"IP_ADDRESS": true, "URL": true, "US_SSN": true, "DATE_TIME": true,
}

type counts struct{ tp, fp, fn int }

func main() {
	showErrors := flag.String("errors", "", "print the false positives and negatives of this type")
	labelsPath := flag.String("labels", "/work/shared/data/pii/labels.json", "label mapping")
	flag.Parse()
	labels := map[string]*string{}
	b, err := os.ReadFile(*labelsPath)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := json.Unmarshal(b, &labels); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	eng := detect.New(generic.All()...)
	for _, path := range flag.Args() {
		recs, err := load(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		hasFax := false
		for _, r := range recs {
			for _, s := range r.Spans {
				if m := labels[s.Label]; m != nil && *m == "FAX_NUMBER" {
					hasFax = true
				}
			}
		}
		c := map[string]*counts{}
		get := func(t string) *counts {
			if c[t] == nil {
				c[t] = &counts{}
			}
			return c[t]
		}
		for _, r := range recs {
			var gold []span
			for _, s := range r.Spans {
				if m := labels[s.Label]; m != nil && owned[*m] {
					gold = append(gold, span{s.Start, s.End, *m})
				}
			}
			var pred []span
			for _, e := range eng.Detect(r.Text, detect.Options{Lang: r.Lang, Threshold: 0.35}) {
				t := normalise(e.Type, hasFax)
				if owned[t] {
					pred = append(pred, span{e.Start, e.End, t})
				}
			}
			used := make([]bool, len(gold))
			runes := []rune(r.Text)
			for _, p := range pred {
				hit := false
				for i, g := range gold {
					if !used[i] && g.Label == p.Label && iou(g, p) >= 0.5 {
						used[i], hit = true, true
						break
					}
				}
				if hit {
					get(p.Label).tp++
				} else {
					get(p.Label).fp++
					if p.Label == *showErrors {
						fmt.Printf("FP %s %q  in …%s…\n", p.Label, string(runes[p.Start:p.End]), window(runes, p))
					}
				}
			}
			for i, g := range gold {
				if !used[i] {
					get(g.Label).fn++
					if g.Label == *showErrors {
						fmt.Printf("FN %s %q  in …%s…\n", g.Label, string(runes[g.Start:g.End]), window(runes, g))
					}
				}
			}
		}
		fmt.Printf("%s\n%-15s %5s %5s %5s %6s %6s %6s\n", filepath.Base(path), "type", "tp", "fp", "fn", "P", "R", "F1")
		var types []string
		for t := range c {
			types = append(types, t)
		}
		sort.Strings(types)
		for _, t := range types {
			k := c[t]
			p := ratio(k.tp, k.tp+k.fp)
			rc := ratio(k.tp, k.tp+k.fn)
			f := 0.0
			if p+rc > 0 {
				f = 2 * p * rc / (p + rc)
			}
			fmt.Printf("%-15s %5d %5d %5d %6.3f %6.3f %6.3f\n", t, k.tp, k.fp, k.fn, p, rc, f)
		}
	}
}

// normalise maps refined types to what the corpora label: mobile and landline
// numbers are phone numbers, a date of birth is a date (neither corpus has the
// finer labels) and, in a corpus without a fax label, a fax number is a phone
// number.
func normalise(t string, hasFax bool) string {
	switch t {
	case "MOBILE_PHONE_NUMBER", "LANDLINE_PHONE_NUMBER":
		return "PHONE_NUMBER"
	case "DATE_OF_BIRTH":
		return "DATE_TIME"
	case "FAX_NUMBER":
		if !hasFax {
			return "PHONE_NUMBER"
		}
	}
	return t
}

func iou(a, b span) float64 {
	inter := min(a.End, b.End) - max(a.Start, b.Start)
	if inter <= 0 {
		return 0
	}
	union := max(a.End, b.End) - min(a.Start, b.Start)
	return float64(inter) / float64(union)
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func window(r []rune, s span) string {
	a, b := max(0, s.Start-40), min(len(r), s.End+25)
	return string(r[a:s.Start]) + "[[" + string(r[s.Start:s.End]) + "]]" + string(r[s.End:b])
}

func load(path string) ([]record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []record
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var r record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		out = append(out, r)
	}
	return out, sc.Err()
}
