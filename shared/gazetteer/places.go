package gazetteer

import (
	_ "embed"
	"strings"
	"sync"
)

//go:embed places/towns.txt
var townsText string

// towns is built once, when the word classes are (buildClasses marks the
// one-word towns City).
var towns = sync.OnceValue(func() map[string]bool {
	m := make(map[string]bool, 50000)
	for l := range strings.SplitSeq(townsText, "\n") {
		if l != "" && l[0] != '#' {
			m[l] = true // written in lower case by scripts/towns
		}
	}
	return m
})

// IsTown reports the name of a town (lower case, as written otherwise:
// "venlo", "slavkov u brna") from places/towns.txt, the GeoNames places
// that scripts/towns selects (see NOTICE).
func IsTown(lower string) bool { return towns()[lower] }
