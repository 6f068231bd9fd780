// Package builtin assembles every recognizer group into the default engine.
// A new group adds its All() to Rules; a new model joins Recognizers. Within
// a group the lists are explicit too (a country is a line of
// national.countries, a type a line of shared/entity's lists): nothing
// registers itself from init().
package builtin

import (
	"sync"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/ner"
	"github.com/piiguard/piiguard/shared/recognizers/address"
	"github.com/piiguard/piiguard/shared/recognizers/contextual"
	"github.com/piiguard/piiguard/shared/recognizers/generic"
	"github.com/piiguard/piiguard/shared/recognizers/health"
	"github.com/piiguard/piiguard/shared/recognizers/national"
	"github.com/piiguard/piiguard/shared/recognizers/secrets"
)

// Rules returns every rule-based recognizer: patterns, checksums, lexicons
// and address grammars, without the NER model. The speed targets are stated
// for this set.
func Rules() []detect.Recognizer {
	var rs []detect.Recognizer
	rs = append(rs, generic.All()...)
	rs = append(rs, national.Recognizer())
	rs = append(rs, contextual.All()...)
	rs = append(rs, secrets.All()...)
	rs = append(rs, health.All()...)
	rs = append(rs, address.All()...)
	return rs
}

// Recognizers returns every built-in recognizer: the rules and the NER
// tagger for names, places and organisations.
func Recognizers() []detect.Recognizer {
	return append(Rules(), ner.All()...)
}

var (
	once, rulesOnce sync.Once
	eng, rulesEng   *detect.Engine
)

// Engine returns the shared default engine, built on first use.
func Engine() *detect.Engine {
	once.Do(func() {
		// The model's weights load beside the rules' lexicons: a cold start
		// with a second core (and Lambda's init) waits for the longer only.
		model := make(chan []detect.Recognizer, 1)
		go func() { model <- ner.All() }()
		rules := Rules()
		eng = detect.New(append(rules, <-model...)...)
	})
	return eng
}

// RulesEngine returns an engine with the rules only (benchmarks, and callers
// that do not want the model's cost).
func RulesEngine() *detect.Engine {
	rulesOnce.Do(func() { rulesEng = detect.New(Rules()...) })
	return rulesEng
}
