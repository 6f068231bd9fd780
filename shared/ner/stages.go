package ner

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// The post-tagging rules, as one pipeline of named stages. The model's path
// for a segment goes through the segment stages in order; its spans through
// the span stages as they are emitted; the whole text's spans through the
// text stages; each span through the trim and vet stages (vet); the
// recognizer's matches through the match stages. Each stage lists the
// languages it was written for, why it exists and its examples, which
// TestStageExamples runs (a positive example must fail with its stage off).
// `go run ./scripts/eval -ablate -half check` measures what each stage buys
// on the check half of every dev set (docs/QUALITY.md, "Post-tagging
// rules"); a stage that does not pay there is deleted, not kept "just in
// case".

// stageID is a stage's bit in a Tagger's off mask.
type stageID uint8

const (
	stTitle stageID = iota
	stSplit
	stPersonAfter
	stField
	stCoord
	stPossessive
	stResidence
	stCountry
	stResidenceType
	stPersonOfOrg
	stEcho
	stTrimLead
	stDropLabel
	stDropAcronym
	stDropShort
	stDropQuotedTitle
	stDropJobTitle
	stCompassRegion
	stHeadNoun
	stCountryType
	stInitialled
	stSignature
	numStages
)

// Stage is one post-tagging rule. Exactly one of its functions is set; it
// says where in the pipeline the stage runs.
type Stage struct {
	Name  string
	Langs string // the languages it serves: "all" or codes ("cs sk pl")
	Why   string
	id    stageID

	// segment rewrites a decoded segment: it may relabel s.path and append
	// spans of its own (which then own their tokens).
	segment func(t *Tagger, s *scratch, text string, toks []Token, out []Span) []Span
	// retype changes the type of the model's span toks[i:j] as it is emitted.
	retype func(s *scratch, text string, toks []Token, i, j int, typ string) string
	// split marks a stage the span emitter applies itself (nameOf).
	split bool
	// whole runs once over the spans of the whole text.
	whole func(s *scratch, text string, toks []Token, out []Span) []Span
	// vet checks one span (see vet): trim stages move its bounds, the others
	// drop it, keep it with a new type, or pass it on.
	vet func(v *vetSpan) verdict
	// trim marks the vet stages that run before the span's words are read.
	trim bool
	// match rewrites the recognizer's matches (from on are the model's).
	match func(text string, out []detect.Match, from int) []detect.Match

	Examples []StageExample
}

// StageExample is a text and what the recognizer must find in it, as
// "TYPE|surface" strings. A positive example must fail with the stage off;
// a negative one shows where the stage must not fire. Given are matches of
// other recognizers the stage reads ("EMAIL_ADDRESS|a@b.cz").
type StageExample struct {
	Text     string
	Want     []string // spans that must be found
	Not      []string // spans that must not be found
	Given    []string
	Negative bool
}

// stages is the pipeline, in the order the stages run within each phase.
var stages = []Stage{
	{Name: "title", id: stTitle, Langs: "all", segment: titleStage,
		Why: "a name after a title or salutation the model left out (Mr. Leiva, Frau Weber, pane Dvořáku)"},
	{Name: "split", id: stSplit, Langs: "all", segment: splitStage,
		Why: "cut a PERSON span the model ran over two names or a verb (said Gladys to Logan)"},
	{Name: "person-after", id: stPersonAfter, Langs: "all", segment: personAfterStage,
		Why: "cut the person off an organisation or place span after an acronym or title (Präsident Kibaki)"},
	{Name: "field", id: stField, Langs: "all", segment: fieldStage,
		Why: "the value after a name label, a self-introduction or a quote (Name: Jan Novák, me llamo Ana)"},
	{Name: "coord", id: stCoord, Langs: "all", segment: coordStage,
		Why: "one-word names in a list most of whose items are names (Kónya, Becker and Vasquez)"},
	{Name: "possessive", id: stPossessive, Langs: "cs sk", segment: possessiveStage,
		Why: "possessive adjectives from a person's name (Trumpův návrh)"},
	{Name: "residence", id: stResidence, Langs: "all", segment: residenceStage,
		Why: "an unlabelled place after a residence phrase (flew to HORTEN)"},
	{Name: "country", id: stCountry, Langs: "all", segment: countryStage,
		Why: "a country in any case form the model left out (s Íránem, w Niemczech)"},
	{Name: "residence-type", id: stResidenceType, Langs: "all", retype: residenceTypeStage,
		Why: "a person or organisation span after a residence phrase is a place (wohnt in Jena)"},
	{Name: "person-of-org", id: stPersonOfOrg, Langs: "en", split: true,
		Why: "split \"Kristen Rocher of Butler-Peters\" into the person and the organisation"},
	{Name: "echo", id: stEcho, Langs: "all", whole: echoCue,
		Why: "later mentions of a person the text names in full (Anna Berg ... Anna)"},
	{Name: "trim-lead", id: stTrimLead, Langs: "all", vet: trimLeadStage, trim: true,
		Why: "greetings, pronouns and interrogatives before a name are cut or the span dropped (Who's, Hello Anna)"},
	{Name: "drop-label", id: stDropLabel, Langs: "all", vet: dropLabelStage,
		Why: "form labels, headings and function words are no entities (Domicilio:, Datos del paciente)"},
	{Name: "drop-acronym", id: stDropAcronym, Langs: "all", vet: dropAcronymStage,
		Why: "common and clinical acronyms are no entities (TAC, RM)"},
	{Name: "drop-short", id: stDropShort, Langs: "all", vet: dropShortStage,
		Why: "one letter or a deity is no name (I, God)"},
	{Name: "drop-quoted-title", id: stDropQuotedTitle, Langs: "all", vet: dropQuotedTitleStage,
		Why: "a quoted title of three words or more is no name (\"Carry Me Back To Canada\")"},
	{Name: "drop-job-title", id: stDropJobTitle, Langs: "all", vet: dropJobTitleStage,
		Why: "a job title is no name or employer (Cable line installer)"},
	{Name: "compass-region", id: stCompassRegion, Langs: "en", vet: compassRegionStage,
		Why: "a compass word before a country leaves only the country a place (Southern Italy)"},
	{Name: "head-noun", id: stHeadNoun, Langs: "all", vet: headNounStage,
		Why: "a head noun makes a place or organisation (Condado de Jefferson, Landkreis Böblingen)"},
	{Name: "country-type", id: stCountryType, Langs: "all", vet: countryTypeStage,
		Why: "a country is a place (País: España)"},
	{Name: "initialled", id: stInitialled, Langs: "all", vet: initialledStage,
		Why: "three words with a middle initial are a person (Mijail C Adomo)"},
	{Name: "signature", id: stSignature, Langs: "all", match: signatureOrgs,
		Why: "the company line of a signature block between a name and an address, phone or e-mail"},
}

// StageDoc describes a stage for reports.
type StageDoc struct{ Name, Langs, Why string }

// Stages describes every stage, in pipeline order.
func Stages() []StageDoc {
	out := make([]StageDoc, len(stages))
	for i, st := range stages {
		out[i] = StageDoc{st.Name, st.Langs, st.Why}
	}
	return out
}

func stageNames() string {
	var b strings.Builder
	for i := range stages {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(stages[i].Name)
	}
	return b.String()
}

// stageMask is a set of stages by stageID.
type stageMask uint64

// SetStagesOff switches the named stages off (measurement only: the eval's
// ablation; the API never does this). Unknown names are an error.
func (t *Tagger) SetStagesOff(names ...string) error {
	var m stageMask
	for _, n := range names {
		found := false
		for i := range stages {
			if stages[i].Name == n {
				m |= 1 << stages[i].id
				found = true
			}
		}
		if !found {
			return fmt.Errorf("ner: no stage %q (stages: %s)", n, stageNames())
		}
	}
	t.off = m
	return nil
}

// on reports whether stage id runs.
func (t *Tagger) on(id stageID) bool { return t.off&(1<<id) == 0 }

// runSegment runs the segment stages over a decoded segment.
func (t *Tagger) runSegment(s *scratch, text string, toks []Token, out []Span) []Span {
	// the model's own PERSON labels, before any stage relabels the path:
	// the stages that only lengthen or group them need one
	s.segPer = bytes.IndexByte(s.path[:len(toks)], labelPerB) >= 0
	for i := range stages {
		if st := &stages[i]; st.segment != nil && t.on(st.id) {
			out = st.segment(t, s, text, toks, out)
		}
	}
	return out
}

// runRetype runs the retype stages over the model's span toks[i:j].
func (t *Tagger) runRetype(s *scratch, text string, toks []Token, i, j int, typ string) string {
	for k := range stages {
		if st := &stages[k]; st.retype != nil && t.on(st.id) {
			typ = st.retype(s, text, toks, i, j, typ)
		}
	}
	return typ
}

// runWhole runs the whole-text stages.
func (t *Tagger) runWhole(s *scratch, text string, toks []Token, out []Span) []Span {
	for i := range stages {
		if st := &stages[i]; st.whole != nil && t.on(st.id) {
			out = st.whole(s, text, toks, out)
		}
	}
	return out
}

// runMatch runs the match stages over the recognizer's matches.
func (t *Tagger) runMatch(text string, out []detect.Match, from int) []detect.Match {
	for i := range stages {
		if st := &stages[i]; st.match != nil && t.on(st.id) {
			out = st.match(text, out, from)
		}
	}
	return out
}

// The segment stages' adapters: each skips what cannot apply.

func titleStage(t *Tagger, s *scratch, text string, toks []Token, out []Span) []Span {
	return titleCue(s, text, toks, out)
}

func splitStage(t *Tagger, s *scratch, text string, toks []Token, out []Span) []Span {
	if s.segPer {
		splitCue(s, text, toks)
	}
	return out
}

func personAfterStage(t *Tagger, s *scratch, text string, toks []Token, out []Span) []Span {
	personAfterCue(s, text, toks)
	return out
}

func fieldStage(t *Tagger, s *scratch, text string, toks []Token, out []Span) []Span {
	if !s.mayValue && !s.afterLabel {
		return out
	}
	return fieldCue(s, text, toks, out, s.afterLabel)
}

func coordStage(t *Tagger, s *scratch, text string, toks []Token, out []Span) []Span {
	if !s.segPer {
		return out
	}
	return coordCue(s, text, toks, out)
}

func possessiveStage(t *Tagger, s *scratch, text string, toks []Token, out []Span) []Span {
	return possessiveCue(s, text, toks, out)
}

func residenceStage(t *Tagger, s *scratch, text string, toks []Token, out []Span) []Span {
	return residenceCue(s, text, toks, out)
}

func countryStage(t *Tagger, s *scratch, text string, toks []Token, out []Span) []Span {
	return countryCue(s, text, toks, out)
}

// The retype stages.

func residenceTypeStage(s *scratch, text string, toks []Token, i, j int, typ string) string {
	if typ != "LOCATION" && s.residence(text, toks, i, j) {
		return "LOCATION"
	}
	return typ
}
