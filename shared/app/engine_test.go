package app

import (
	"runtime/debug"
	"sync"
	"testing"

	"github.com/piiguard/piiguard/shared/app/base"
)

// The engine's first build switches the collector off and back: whoever
// calls, and however many at once, the setting afterwards is the one before.
func TestEngineBuildRestoresGC(t *testing.T) {
	before := debug.SetGCPercent(77)
	defer debug.SetGCPercent(before)
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() { defer wg.Done(); engine() }()
	}
	wg.Wait()
	if engine() == nil {
		t.Fatal("no engine")
	}
	if got := debug.SetGCPercent(77); got != 77 {
		t.Errorf("GC percent after the build: %d, want 77", got)
	}
}

// WithStoresBuilding leaves Engine unset and waits for the shared build in
// EngineFunc: the engine is the one WithStores gets.
func TestWithStoresBuilding(t *testing.T) {
	cfg := WithStoresBuilding(base.Stores{}, nil)
	if cfg.Engine != nil || cfg.EngineFunc == nil || cfg.NewFaker == nil {
		t.Fatalf("Engine %v, EngineFunc set %v, NewFaker set %v", cfg.Engine, cfg.EngineFunc != nil, cfg.NewFaker != nil)
	}
	if got, want := cfg.EngineFunc(), WithStores(base.Stores{}, nil).Engine; got == nil || got != want {
		t.Errorf("EngineFunc gave %p, WithStores %p", got, want)
	}
}
