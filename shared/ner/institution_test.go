package ner

import (
	"slices"
	"strings"
	"testing"
)

// TestInstitutionCue: a Czech, Slovak or Polish institution named by
// adjectives around its head noun, with its town, is one ORGANIZATION; a
// head noun alone, a sentence's first word before it, a title-case name and
// the words that only begin like a head are not claimed.
func TestInstitutionCue(t *testing.T) {
	tg := tagger(t)
	for _, c := range []struct {
		text string
		want []string // ORGANIZATION spans that must be found
		not  []string // spans of any type that must not be found
	}{
		{"Pacient bol prevezený do Fakultnej nemocnice v Nitre.", []string{"Fakultnej nemocnice v Nitre"}, []string{"Fakultnej"}},
		{"Byl hospitalizován ve Fakultní nemocnici v Motole.", []string{"Fakultní nemocnici v Motole"}, nil},
		{"Liečil sa vo Fakultnej nemocnici s poliklinikou Žilina.", []string{"Fakultnej nemocnici s poliklinikou Žilina"}, []string{"Fakultnej"}},
		{"Przyjęty do Szpitala Uniwersyteckiego w Krakowie.", []string{"Szpitala Uniwersyteckiego w Krakowie"}, []string{"Szpitala Uniwersyteckiego"}},
		{"Rozsudek Okresního soudu v Chrudimi nabyl právní moci.", []string{"Okresního soudu v Chrudimi"}, []string{"Rozsudek Okresního soudu v Chrudimi"}},
		{"Propuštěn domů, kontrola v Nemocnici Na Homolce za 14 dní.", []string{"Nemocnici Na Homolce"}, nil},
		{"Sprawa zostanie skierowana do Sądu Rejonowego dla Krakowa-Śródmieścia w Krakowie.", []string{"Sądu Rejonowego dla Krakowa-Śródmieścia w Krakowie"}, nil},
		// no name, or not claimed by the cue
		{"Leží v nemocnici v Brně a má se lépe.", nil, []string{"nemocnici v Brně"}},
		{"Niemiecki sąd konstytucyjny zabronił stosowania go.", nil, []string{"Niemiecki sąd"}},
		{"Zdaniem Urzędu może to oznaczać złamanie prawa.", nil, []string{"Zdaniem Urzędu"}},
		{"– Nie sądzę, że gazociąg zostanie zbudowany.", nil, []string{"Nie sądzę"}},
		{"Funkcjonariusze urządzili na nich zasadzkę.", nil, []string{"Funkcjonariusze urządzili"}},
		{"Pacientka byla přijata na Interní kliniku FN Brno.", nil, []string{"Interní kliniku FN Brno", "Interní kliniku"}},
		{"Gazprom a pět dalších, \" Jak úřad uvedl , podaly žalobu.", nil, []string{"Jak úřad"}},
		{"W kontekście sytuacji na Ukrainie urząd przypomina, że Niemcy czekają.", nil, []string{"Ukrainie urząd"}},
		{"Oznámil to dnes Spolkový úřad pro lodní dopravu a hydrografii.", nil, []string{"Spolkový úřad"}},
		{"ocenia prezes Instytutu Jagiellońskiego Marcin Roszkowski.", nil, []string{"Instytutu Jagiellońskiego Marcin Roszkowski"}},
		{"( Akademischer Medailleur Josef Kleinert", nil, []string{"Akademischer Medailleur Josef Kleinert"}},
	} {
		got := found(tg, c.text)
		for _, w := range c.want {
			if !slices.Contains(got, "ORGANIZATION:"+w) {
				t.Errorf("%q: no ORGANIZATION %q in %q", c.text, w, got)
			}
		}
		for _, w := range c.not {
			for _, g := range got {
				if _, v, _ := strings.Cut(g, ":"); v == w {
					t.Errorf("%q: %q found", c.text, g)
				}
			}
		}
	}
}
