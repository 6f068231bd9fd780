package main

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/eval"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/recognizers/builtin"
)

// The figures of docs/QUALITY.md are generated between markers
// (<!-- eval:NAME begin --> ... <!-- eval:NAME end -->) from the check
// halves, scored with the default engine and threshold:
//
//	make quality-doc   (go run ./scripts/eval -quality-doc docs/QUALITY.md -update [-data DIR])
//
// Blocks named devset-* need only the embedded dev set (TestQualityDoc, in
// make test, fails when they are stale); corpora-* blocks need the corpora
// and are checked by make test-data. Figures that depend on the machine
// (MB/s) are left out.

const docThreshold = 0.35

// targets are the micro IoU F1 targets of issue 29, by set name prefix.
var targets = []struct {
	prefix string
	f1     float64
}{
	{"devset.", 0.90},
	{"europarl.", 0.70},
	{"hipe-", 0.65},
	{"nkjp.", 0.85},
	{"uner-ewt.", 0.75},
}

func isDevset(r eval.SetResult) bool { return strings.HasPrefix(r.Set.Name, "devset.") }

// scoreDoc scores sets (already halved) as the doc's figures are made: the
// default engine, every type, docThreshold.
func scoreDoc(sets []*eval.Set) []eval.SetResult {
	return scoreWith(sets, detect.Options{Threshold: docThreshold})
}

func scoreWith(sets []*eval.Set, opt detect.Options) []eval.SetResult {
	eng := builtin.Engine()
	var results []eval.SetResult
	var buf []eval.Span
	for _, s := range sets {
		results = append(results, eval.Evaluate(s, func(text, lang string) []eval.Span {
			o := opt
			o.Lang = lang
			buf = buf[:0]
			for _, e := range eng.Detect(text, o) {
				buf = append(buf, eval.Span{Start: e.Start, End: e.End, Type: e.Type})
			}
			return buf
		}))
	}
	return results
}

// policySets are the sets the global policies are scored on (PII sets, whose
// gold has every kind of type), in the table's column order.
var policySets = []string{"presidio-synth-v2.en.dev", "meddocan.es.dev"}

// policiesBlock scores each global policy (its types and threshold) on
// policySets, lowest threshold first; "" when a set is missing.
func policiesBlock(sets []*eval.Set) string {
	var ps []*eval.Set
	for _, name := range policySets {
		i := slices.IndexFunc(sets, func(s *eval.Set) bool { return s.Name == name })
		if i < 0 {
			return ""
		}
		ps = append(ps, sets[i])
	}
	globals := policy.Globals()
	sort.SliceStable(globals, func(i, j int) bool { return globals[i].Threshold < globals[j].Threshold })
	var b bytes.Buffer
	b.WriteString("| policy | presidio en, all types | presidio en w/o PER/LOC/ORG | MEDDOCAN es, all types | MEDDOCAN es w/o PER/LOC/ORG |\n|---|---|---|---|---|\n")
	for _, p := range globals {
		fmt.Fprintf(&b, "| %s (threshold %.2f) |", p.Name, p.Threshold)
		for _, r := range scoreWith(ps, detect.Options{Threshold: p.Threshold, Types: p.TypeSet()}) {
			for _, keep := range []func(string) bool{nil, func(t string) bool { return !eval.NERType(t) }} {
				o := r.ByType.Total(keep).Overlap()
				fmt.Fprintf(&b, " %.3f / %.3f / %.3f |", o.P, o.R, o.F1)
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// docBlocks renders the blocks the sets cover: devset-* always (from the
// dev set's results), corpora-* when there is a corpus among them.
func docBlocks(sets []*eval.Set) map[string]string {
	results := scoreDoc(sets)
	var dev, corpora []eval.SetResult
	for _, r := range results {
		if isDevset(r) {
			dev = append(dev, r)
		} else {
			corpora = append(corpora, r)
		}
	}
	blocks := map[string]string{}
	var b bytes.Buffer
	summary(&b, dev)
	blocks["devset-summary"] = b.String()
	b.Reset()
	b.WriteString("| devset | PERSON P / R | LOCATION P / R | ORGANIZATION P / R |\n|---|---|---|---|\n")
	for _, r := range dev {
		fmt.Fprintf(&b, "| %s |", r.Set.Name)
		for _, t := range []string{"PERSON", "LOCATION", "ORGANIZATION"} {
			o := r.ByType.Total(func(x string) bool { return x == t }).Overlap()
			fmt.Fprintf(&b, " %.3f / %.3f |", o.P, o.R)
		}
		b.WriteByte('\n')
	}
	blocks["devset-ner"] = b.String()
	b.Reset()
	for _, r := range dev {
		eval.WriteSetTable(&b, r, false)
	}
	blocks["devset-tables"] = strings.TrimSuffix(b.String(), "\n")
	devRel, corporaRel := reliability(builtin.Engine(), sets, docThreshold)
	blocks["devset-confidence"] = reliabilityTable(devRel, nil)
	if len(corpora) == 0 {
		return blocks
	}
	blocks["corpora-confidence"] = reliabilityTable(nil, corporaRel)
	b.Reset()
	summary(&b, corpora)
	blocks["corpora-summary"] = b.String()
	b.Reset()
	for _, r := range corpora {
		eval.WriteSetTable(&b, r, false)
	}
	eval.WriteByLang(&b, results)
	blocks["corpora-tables"] = strings.TrimSuffix(b.String(), "\n")
	if pb := policiesBlock(sets); pb != "" {
		blocks["corpora-policies"] = pb
	}
	return blocks
}

// summary is one micro IoU row per set with its issue-29 target.
func summary(b *bytes.Buffer, rs []eval.SetResult) {
	b.WriteString("| set | lang | gold | pred | P | R | F1 | target (issue 29) |\n|---|---|---:|---:|---:|---:|---:|---|\n")
	for _, r := range rs {
		c := r.ByType.Total(nil)
		o := c.Overlap()
		target := ""
		for _, t := range targets {
			if strings.HasPrefix(r.Set.Name, t.prefix) {
				met := "not met"
				if o.F1 >= t.f1 {
					met = "met"
				}
				target = fmt.Sprintf(">= %.2f %s", t.f1, met)
			}
		}
		fmt.Fprintf(b, "| %s | %s | %d | %d | %.3f | %.3f | %.3f | %s |\n", r.Set.Name, r.Set.Lang, c.Gold, c.Pred, o.P, o.R, o.F1, target)
	}
}

func marker(name, end string) string { return "<!-- eval:" + name + " " + end + " -->\n" }

// replaceBlocks puts each block between its markers in doc; stale names the
// blocks whose text changed. A block without its markers is an error.
func replaceBlocks(doc string, blocks map[string]string) (out string, stale []string, err error) {
	names := make([]string, 0, len(blocks))
	for n := range blocks {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		begin, end := marker(n, "begin"), marker(n, "end")
		i := strings.Index(doc, begin)
		j := strings.Index(doc, end)
		if i < 0 || j < i {
			return "", nil, fmt.Errorf("no %q ... %q markers", strings.TrimSpace(begin), strings.TrimSpace(end))
		}
		body := blocks[n]
		if !strings.HasSuffix(body, "\n") {
			body += "\n"
		}
		if doc[i+len(begin):j] != body {
			stale = append(stale, n)
		}
		doc = doc[:i+len(begin)] + body + doc[j:]
	}
	return doc, stale, nil
}

// qualityDoc checks (or with update, rewrites) the blocks of path that the
// sets (check halves) cover.
func qualityDoc(path string, sets []*eval.Set, update bool) error {
	doc, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	out, stale, err := replaceBlocks(string(doc), docBlocks(sets))
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	if update {
		return os.WriteFile(path, []byte(out), 0o644)
	}
	if len(stale) > 0 {
		return fmt.Errorf("%s: the figures of %s are stale: run `make quality-doc`", path, strings.Join(stale, ", "))
	}
	return nil
}
