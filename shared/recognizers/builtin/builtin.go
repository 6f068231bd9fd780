// Package builtin assembles every recognizer group into the default engine.
// A new group (a country, a kind of secret) adds its All() here.
package builtin

import (
	"sync"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/recognizers/contextual"
	"github.com/piiguard/piiguard/shared/recognizers/generic"
	"github.com/piiguard/piiguard/shared/recognizers/health"
	"github.com/piiguard/piiguard/shared/recognizers/national"
	"github.com/piiguard/piiguard/shared/recognizers/secrets"
)

// Recognizers returns every built-in recognizer.
func Recognizers() []detect.Recognizer {
	var rs []detect.Recognizer
	rs = append(rs, generic.All()...)
	rs = append(rs, national.Recognizer())
	rs = append(rs, contextual.All()...)
	rs = append(rs, secrets.All()...)
	rs = append(rs, health.All()...)
	return rs
}

var (
	once sync.Once
	eng  *detect.Engine
)

// Engine returns the shared default engine, built on first use.
func Engine() *detect.Engine {
	once.Do(func() { eng = detect.New(Recognizers()...) })
	return eng
}
