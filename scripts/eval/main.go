// Command eval measures the default detection engine on the project's own
// dev set (shared/eval/devset, embedded, always loaded) and on the labelled
// dev sets in ../shared/data when that directory exists, and prints
// precision, recall and F1 per set, type and language as Markdown (see
// shared/eval). -sets devset scores the embedded set alone.
//
//	go run ./scripts/eval [-data DIR] [-md FILE] [-sets SUBSTR,...] [-half tune|check|all] [-threshold 0.35]
//	                      [-extra ner,address] [-ner-model FILE] [-ner-exhaustive] [-scored-only]
//	                      [-errors FILE] [-policy NAME] [-merge-split-addresses] [-ablate] [-stages-off a,b]
//	go run ./scripts/eval -half check -quality-doc docs/QUALITY.md [-update] [-data DIR]
//	go run ./scripts/eval -half check -calibration [-data DIR]
//
// -extra adds recognizer groups that builtin does not contain yet; -ner-model
// and -ner-exhaustive replace the engine's NER recognizer for experiments.
// -half keeps one fixed half of every set (eval.Half): tune on the tune
// half, report the check half. The Markdown's heading names the half.
// -ablate reports instead what each post-tagging stage of the NER
// contributes (ner.Stages): F1 with every stage on minus F1 with that one
// off, per set and genre; `make eval-rules` runs it on the check halves.
// -merge-split-addresses scores against gold whose addresses labelled as
// pieces are merged into one span each (see eval.MergeSplitAddresses).
// -calibration reports instead the observed precision of the PERSON, LOCATION
// and ORGANIZATION entities per score bin (docs/QUALITY.md, "Confidence"),
// over the three types and per type, then per type the expected calibration
// error and Brier score.
// -quality-doc checks or rewrites the generated figures of docs/QUALITY.md
// (doc.go).
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/entity"
	"github.com/piiguard/piiguard/shared/eval"
	"github.com/piiguard/piiguard/shared/ner"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/recognizers/address"
	"github.com/piiguard/piiguard/shared/recognizers/builtin"
)

func main() {
	data := flag.String("data", "../shared/data", "directory with ner/ and pii/ dev sets")
	md := flag.String("md", "", "also write the Markdown report to this file")
	match := flag.String("sets", "", "only sets whose name contains one of these comma-separated substrings")
	threshold := flag.Float64("threshold", 0.35, "minimum score kept (the engine default with no policy)")
	extra := flag.String("extra", "", "comma-separated recognizer groups to add when the default engine lacks them: ner, address")
	nerModel := flag.String("ner-model", "", "use this NER model file instead of the embedded one")
	nerExhaustive := flag.Bool("ner-exhaustive", false, "NER scores every token (no cold-token skipping)")
	scoredOnly := flag.Bool("scored-only", false, "detect only the types each set labels (no overlap with other types)")
	policyName := flag.String("policy", "", "apply a global policy (its types and threshold; overrides -threshold)")
	errFile := flag.String("errors", "", "write every missed gold span and unmatched prediction (IoU < 0.5) to this file")
	mergeAddr := flag.Bool("merge-split-addresses", false, "score against gold whose addresses labelled as pieces are merged into one span each")
	half := flag.String("half", eval.HalfAll, "score only this half of every set: tune (work on it), check (report it) or all")
	join := flag.Int("join", 0, "score NER sets as texts of this many consecutive sentences (document-level rules)")
	stagesOff := flag.String("stages-off", "", "comma-separated post-tagging stages of the NER to switch off (see -ablate)")
	qdoc := flag.String("quality-doc", "", "instead of the report, check that this file's generated figures (docs/QUALITY.md, between eval markers) are those of the check halves; with -update, rewrite them")
	update := flag.Bool("update", false, "with -quality-doc: rewrite the figures")
	calib := flag.Bool("calibration", false, "instead of the quality tables, report the observed precision of the PERSON, LOCATION and ORGANIZATION entities per score bin, per type, with ECE and Brier (NER corpora and dev set)")
	ablate := flag.Bool("ablate", false, "instead of the quality tables, report what each post-tagging stage of the NER contributes (run each with the stage off)")
	flag.Parse()
	if *nerModel != "" || *nerExhaustive || *stagesOff != "" {
		// a model file need not match the embedded one, which may not load
		// with the code under test (another feature count)
		var m *ner.Model
		var err error
		if *nerModel != "" {
			var b []byte
			if b, err = os.ReadFile(*nerModel); err == nil {
				m, err = ner.ReadModel(b)
			}
		} else {
			m, err = ner.Default()
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "eval:", err)
			os.Exit(1)
		}
		t := ner.NewTagger(m)
		t.Exhaustive = *nerExhaustive
		if *stagesOff != "" {
			if err := t.SetStagesOff(strings.Split(*stagesOff, ",")...); err != nil {
				fmt.Fprintln(os.Stderr, "eval:", err)
				os.Exit(2)
			}
		}
		nerOverride = ner.NewRecognizerFor(t)
	}

	sets, err := loadSets(*data, *match)
	if err != nil {
		fmt.Fprintln(os.Stderr, "eval:", err)
		os.Exit(1)
	}
	for i, s := range sets {
		if sets[i], err = eval.Half(s, *half); err != nil {
			fmt.Fprintln(os.Stderr, "eval:", err)
			os.Exit(2)
		}
	}
	if *qdoc != "" {
		if *half != eval.HalfCheck {
			fmt.Fprintln(os.Stderr, "eval: -quality-doc reports the check halves: use -half check")
			os.Exit(2)
		}
		if err := qualityDoc(*qdoc, sets, *update); err != nil {
			fmt.Fprintln(os.Stderr, "eval:", err)
			os.Exit(1)
		}
		return
	}
	var policyTypes map[string]bool
	if *policyName != "" {
		p, ok := policy.Get(*policyName)
		if !ok {
			fmt.Fprintf(os.Stderr, "eval: unknown policy %q (%v)\n", *policyName, policy.Names())
			os.Exit(2)
		}
		*threshold = p.Threshold
		policyTypes = p.TypeSet()
	}
	eng := builtin.Engine()
	if *extra != "" || nerOverride != nil {
		groups := strings.Split(*extra, ",")
		if nerOverride != nil {
			groups = append(groups, "ner") // in place of an embedded model that did not load
		}
		eng = withExtra(eng, groups)
	}
	if *calib {
		dev, corpora := reliabilityByType(eng, sets, *threshold)
		fmt.Printf("## Confidence: observed IoU precision of PERSON, LOCATION and ORGANIZATION by score (half %s, threshold %.2f)\n\n", *half, *threshold)
		fmt.Print(reliabilityTable(dev[""], corpora[""]))
		for _, t := range []string{"PERSON", "LOCATION", "ORGANIZATION"} {
			fmt.Printf("\n### %s\n\n", t)
			fmt.Print(reliabilityTable(dev[t], corpora[t]))
		}
		fmt.Printf("\n### Calibration error per type\n\n")
		fmt.Print(calibrationSummary(dev, corpora))
		return
	}
	var buf []eval.Span
	var errs *bytes.Buffer
	if *errFile != "" {
		errs = &bytes.Buffer{}
	}
	start := time.Now()
	runSets := func(eng *detect.Engine, errs *bytes.Buffer) []eval.SetResult {
		var results []eval.SetResult
		for _, s := range sets {
			opt := detect.Options{Threshold: *threshold}
			if *scoredOnly {
				opt.Types, _ = entity.Resolve(keys(s.Types))
			}
			if policyTypes != nil {
				if opt.Types == nil {
					opt.Types = policyTypes
				} else {
					for t := range opt.Types {
						if !policyTypes[t] {
							delete(opt.Types, t)
						}
					}
				}
			}
			det := func(text, lang string) []eval.Span {
				o := opt
				o.Lang = lang
				buf = buf[:0]
				for _, e := range eng.Detect(text, o) {
					buf = append(buf, eval.Span{Start: e.Start, End: e.End, Type: e.Type})
				}
				return buf
			}
			if *mergeAddr {
				s = eval.MergeSplitAddresses(s)
			}
			if *join > 1 && s.Kind == "ner" {
				s = eval.JoinDocuments(s, *join)
			}
			results = append(results, eval.Evaluate(s, det))
			if errs != nil {
				eval.WriteErrors(errs, s, det)
			}
		}
		return results
	}
	if *ablate {
		out := ablation(eng, runSets, *half, *threshold)
		os.Stdout.Write(out)
		if *md != "" {
			if err := os.WriteFile(*md, out, 0o644); err != nil {
				fmt.Fprintln(os.Stderr, "eval:", err)
				os.Exit(1)
			}
		}
		fmt.Fprintf(os.Stderr, "eval: %d sets, %d stages in %s\n", len(sets), len(ner.Stages()), time.Since(start).Round(time.Millisecond))
		return
	}
	results := runSets(eng, errs)
	if errs != nil {
		if err := os.WriteFile(*errFile, errs.Bytes(), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "eval:", err)
			os.Exit(1)
		}
	}
	var out bytes.Buffer
	switch {
	case *mergeAddr:
		fmt.Fprintf(&out, "## Detection quality against gold with split addresses merged (%d recognizers, threshold %.2f)\n\n", len(eng.Recognizers()), *threshold)
	case *policyName != "":
		fmt.Fprintf(&out, "## Detection quality, policy %s (%d recognizers, threshold %.2f)\n\n", *policyName, len(eng.Recognizers()), *threshold)
	default:
		fmt.Fprintf(&out, "## Detection quality (%d recognizers, threshold %.2f)\n\n", len(eng.Recognizers()), *threshold)
	}
	if *half == "" || *half == eval.HalfAll {
		fmt.Fprintf(&out, "Every text of each set (-half all).\n\n")
	} else {
		fmt.Fprintf(&out, "The %s half of each set only (-half %s: a fixed hash of the sentence text, or of the record id; see eval.Half).\n\n", *half, *half)
	}
	eval.WriteMarkdown(&out, results)
	os.Stdout.Write(out.Bytes())
	if *md != "" {
		if err := os.WriteFile(*md, out.Bytes(), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "eval:", err)
			os.Exit(1)
		}
	}
	fmt.Fprintf(os.Stderr, "eval: %d sets in %s\n", len(sets), time.Since(start).Round(time.Millisecond))
}

// ablation runs the sets once with every post-tagging stage of the NER on,
// once with each stage off and once with all off, and renders what each
// contributes (eval.WriteAblation).
func ablation(eng *detect.Engine, runSets func(*detect.Engine, *bytes.Buffer) []eval.SetResult, half string, threshold float64) []byte {
	m, err := ner.Default()
	if err != nil {
		fmt.Fprintln(os.Stderr, "eval:", err)
		os.Exit(1)
	}
	with := func(off ...string) []eval.SetResult {
		t := ner.NewTagger(m)
		if err := t.SetStagesOff(off...); err != nil {
			fmt.Fprintln(os.Stderr, "eval:", err)
			os.Exit(2)
		}
		nerOverride = ner.NewRecognizerFor(t)
		return runSets(withExtra(eng, []string{"ner"}), nil)
	}
	base := with()
	var rows []eval.Ablation
	var all []string
	for _, st := range ner.Stages() {
		rows = append(rows, eval.Ablation{Stage: st.Name, Langs: st.Langs, Results: with(st.Name)})
		all = append(all, st.Name)
	}
	rows = append(rows, eval.Ablation{Stage: "**all stages**", Results: with(all...)})
	var out bytes.Buffer
	fmt.Fprintf(&out, "## Post-tagging rules: contribution of each stage (half %s, threshold %.2f)\n\n", half, threshold)
	eval.WriteAblation(&out, base, rows)
	return out.Bytes()
}

// withExtra returns an engine with the named groups added unless a recognizer
// of the same name is already in eng (once they are wired into builtin), and
// with the NER recognizer replaced by nerOverride when that is set.
func withExtra(eng *detect.Engine, groups []string) *detect.Engine {
	have := map[string]bool{}
	rs := append([]detect.Recognizer(nil), eng.Recognizers()...)
	for i, r := range rs {
		if nerOverride != nil && r.Name() == nerOverride.Name() {
			rs[i] = nerOverride
		}
		have[r.Name()] = true
	}
	for _, g := range groups {
		var add []detect.Recognizer
		switch g {
		case "":
			continue
		case "ner":
			add = ner.All()
			if nerOverride != nil {
				add = []detect.Recognizer{nerOverride}
			}
		case "address":
			add = address.All()
		default:
			fmt.Fprintf(os.Stderr, "eval: unknown group %q\n", g)
			os.Exit(2)
		}
		for _, r := range add {
			if !have[r.Name()] {
				rs = append(rs, r)
				have[r.Name()] = true
			}
		}
	}
	return detect.New(rs...)
}

var nerOverride detect.Recognizer

// loadSets returns the embedded devset.<lang> sets and, when data exists, the
// corpora under it; -sets filters both. Only no set at all is an error.
func loadSets(data, match string) ([]*eval.Set, error) {
	sets, err := eval.LoadDevset(match)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(data); err != nil {
		fmt.Fprintf(os.Stderr, "eval: no corpora at %s, only the embedded dev set is scored (README.md, \"Labelled corpora\", says where they come from)\n", data)
	} else {
		more, err := eval.LoadDir(data, match)
		if err != nil && !(errors.Is(err, eval.ErrNoSets) && len(sets) > 0) {
			return nil, err
		}
		sets = append(sets, more...)
	}
	if len(sets) == 0 {
		return nil, fmt.Errorf("no set matches %q", match)
	}
	return sets, nil
}

func keys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}
