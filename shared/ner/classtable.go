package ner

import (
	"sync"

	"github.com/piiguard/piiguard/shared/gazetteer"
)

// classTable holds the gazetteer's word classes (gazetteer.Class) by the
// FNV hash of the word (tokInfo.lw): describe's one probe of a flat table
// for the string map's hashing and group search (about 2 % of the tagger
// on news text). As in the listed-name table, two words whose hashes agree
// in the top 56 bits share an entry; no two of the gazetteer's words do
// (TestClassTableAnswersAsClass).
var classTable = sync.OnceValue(func() *byteTable {
	n := 0
	gazetteer.EachClass(func(string, uint8) { n++ })
	t := newByteTable(n)
	gazetteer.EachClass(func(w string, c uint8) { t.add(hashString(w), c) })
	return t
})
