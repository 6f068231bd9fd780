package ner

import (
	"fmt"
	"testing"
)

func TestZZProbe(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	lt := m.lexTable()
	for _, w := range []string{"marseille", "aix", "lleida", "mollerussa", "cagliari", "elmas", "villasimius", "trencin", "trencina", "rzeszow", "rzeszów", "winterthur", "phoenix", "prostejova", "olomouce", "offenbach", "duisburg", "santiago", "lyon", "bari", "romania", "trnave", "presova", "kosiciach", "kerala", "punjab", "mexico", "baguio", "casa", "nuevo", "home", "work", "praze", "brne", "paris", "london", "berlin", "sabrina", "julien", "aleix", "yaiza", "tom", "may", "rose", "nice", "bill", "mark"} {
		lx := lt.get(hashString(w))
		fmt.Printf("%-12s per=%d loc=%d org=%d known=%v common=%v\n", w, perLevel(lx), locLevel(lx), orgLevel(lx), knownWord(lx), commonInLower(lx))
	}
}
