package ner

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// TestLawName: a place inside or right before a law's or an agreement's
// name is dropped, as the model's span and as doc-propagate's mention; a
// place beside a law's word but outside its name stays.
func TestLawName(t *testing.T) {
	for _, c := range []struct {
		text, tagged string
		drop         bool
	}{
		{"Mit der Verarbeitung der Daten gemäß Schulgesetz Schleswig-Holstein sind wir einverstanden.", "LOCATION|Schleswig-Holstein", true},
		{"Die Daten verarbeiten wir nach dem Bayerisches Datenschutzgesetz und nicht anders.", "LOCATION|Bayerisches", true},
		{"Derzeit gilt das Nichtraucherschutzgesetz Baden-Württembergs in den Gaststätten.", "LOCATION|Baden-Württembergs", false},
		{"Die Maklerverordnung von Frankfurt gilt seit gestern.", "LOCATION|Frankfurt", false},
		{"Según el Convenio Colectivo de Hostelería de las Illes Balears, le corresponden 30 días.", "LOCATION|Illes Balears", true},
		{"Conforme a la Ley 2/2003 de Andalucía, le informamos de que sus datos serán tratados por la empresa.", "LOCATION|Andalucía", true},
		{"The lease is governed by the Texas Property Code.", "LOCATION|Texas", true},
		{"As required by the Oregon Revised Statutes, you will be paid.", "ORGANIZATION|Oregon Revised Statutes", true},
		{"Maryland Toleration Act", "ORGANIZATION|Maryland Toleration Act", false},
		{"Er arbeitet im Bundesministerium für Arbeit und Sozialordnung in Bonn.", "ORGANIZATION|Bundesministerium für Arbeit und Sozialordnung", false},
		{"ai sensi della Legge regionale della Toscana n. 40 del 2005, la informiamo che", "LOCATION|Toscana", true},
		{"Le contrat relève du Code du travail de la Polynésie française pour ces salariés.", "LOCATION|Polynésie française", true},
		{"zpracováváme podle zákona o ochraně osobních údajů České republiky a dalších předpisů", "LOCATION|České republiky", true},
		{"Gazprom vypoví všechny smlouvy s Ukrajinou o tranzitu plynu.", "LOCATION|Ukrajinou", false},
		{"Zgodnie z ustawą CAATSA prezydent USA może nałożyć sankcje.", "LOCATION|USA", false},
		{"The Act was passed in Texas last year.", "LOCATION|Texas", false},
		{"She moved from Texas to Ohio in 2019.", "LOCATION|Texas", false},
	} {
		typ, surface, _ := strings.Cut(c.tagged, "|")
		i := strings.Index(c.text, surface)
		v := vetSpan{doc: detect.NewDoc(c.text, ""), text: c.text, sp: Span{Start: i, End: i + len(surface), Type: typ},
			start: i, end: i + len(surface), typ: typ, multi: strings.Contains(surface, " ")}
		if got := lawNameStage(&v) == dropIt; got != c.drop {
			t.Errorf("%q in %q: dropped %v, want %v", c.tagged, c.text, got, c.drop)
		}
	}
}

// TestLawNamePropagated: a place of a letterhead is no place again inside
// a law's name further down, where doc-propagate finds it.
func TestLawNamePropagated(t *testing.T) {
	text := "Avinguda de Joan Miró 211 · 07015 Palma (Illes Balears)\n\nEstos hechos constituyen una falta leve conforme al Convenio Colectivo de Hostelería de las Illes Balears."
	d := detect.NewDoc(text, "")
	out := []detect.Match{
		{Type: "LOCATION", Start: strings.Index(text, "Illes"), End: strings.Index(text, "Illes") + len("Illes Balears"), Model: true},
		{Type: "LOCATION", Start: strings.LastIndex(text, "Illes"), End: strings.LastIndex(text, "Illes") + len("Illes Balears"), Model: true},
	}
	got := vetLawMentions(d, out, 0)
	if len(got) != 1 || got[0].Start != out[0].Start {
		t.Errorf("kept %v, want the letterhead's place alone", got)
	}
}
