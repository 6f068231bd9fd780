package ner

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

func TestOrgKind(t *testing.T) {
	for _, c := range []struct {
		lang, word string
		want       bool
	}{
		{"de", "amtsgericht", true}, // a compound's end
		{"de", "jugendamt", true},
		{"de", "landkreis", false}, // a place head
		{"pl", "urzędu", true},     // a whole form
		{"pl", "urzędnicy", false}, // officials, not the office
		{"pl", "szkołę", true},     // a stem
		{"cs", "magistrátu", true},
		{"fr", "courcelles", false}, // whole words only
		{"fr", "barreau", true},
		{"it", "agenzia", false}, // a bank's branch as often as an agency
	} {
		if got := orgKindsByLang[c.lang].kinds.has(c.word); got != c.want {
			t.Errorf("%s %q: kind %v, want %v", c.lang, c.word, got, c.want)
		}
	}
}

func TestPrevWord(t *testing.T) {
	for _, c := range []struct {
		text string
		want string // "" for none
	}{
		{"mairie d'Anglet", "d'"},
		{"Urząd m.st. Warszawy", "m.st."},
		{"Sitz: Passau", ""}, // a colon is no word's
		{"Ausstellende Behörde:\nMünster", ""},
		{"Direzione Provinciale – Brescia", ""},
	} {
		i := strings.LastIndexAny(c.text, " \n'") + 1
		s, e, ok := prevWord(c.text, i, 0)
		if got := c.text[s:e]; ok != (c.want != "") || ok && got != c.want {
			t.Errorf("%q: %q %v, want %q", c.text, got, ok, c.want)
		}
	}
}

// TestOrgPlace runs the stage over a place the tagger found, and over a
// place after the tagger's organisation (the two spans become one).
func TestOrgPlace(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	tg := NewTagger(m)
	for _, c := range []struct {
		lang, text string
		place      string // the place as tagged
		prev       string // the tagger's organisation before it, if any
		want       string // TYPE|surface
	}{
		{"de", "Die Bescheinigung stellt das Jugendamt der Bundesstadt Bonn aus.", "Bonn", "", "ORGANIZATION|Jugendamt der Bundesstadt Bonn"},
		{"de", "Wir wohnen in der Stadt Bonn.", "Bonn", "", "LOCATION|Bonn"},
		{"de", "Die Dorfkirche Neu Lübbenau entstand 1939.", "Neu Lübbenau", "", "LOCATION|Neu Lübbenau"},
		{"es", "Lo aprobó el Gobierno de Aragón ayer.", "Aragón", "", "ORGANIZATION|Gobierno de Aragón"},
		{"es", "Vive en la Provincia de Buenos Aires.", "Buenos Aires", "", "LOCATION|Buenos Aires"},
		{"es", "POLITICA DE LA JUNTA Córdoba ( EFE )", "Córdoba", "", "LOCATION|Córdoba"},
		{"es", "Servicio de Oftalmología Medina del Campo (Valladolid)", "Medina del Campo", "", "LOCATION|Medina del Campo"},
		{"fr", "Avocat au Barreau de Paris", "Paris", "", "ORGANIZATION|Barreau de Paris"},
		{"fr", "il travaille à la mairie de Paris", "Paris", "", "LOCATION|Paris"},
		{"cs", "Knihu půjčuje Městská knihovna Český Brod.", "Český Brod", "", "ORGANIZATION|Městská knihovna Český Brod"},
		{"cs", "Leží v nemocnici Brno.", "Brno", "", "LOCATION|Brno"},
		{"pl", "Urzędnicy Warszawy przyszli.", "Warszawy", "", "LOCATION|Warszawy"},
		{"en", "proceedings in the County Court at Bristol without notice", "Bristol", "County Court", "ORGANIZATION|County Court at Bristol"},
		{"it", "dott. Nesti (Archivio di Stato di Prato), Simona", "Prato", "Archivio di Stato", "ORGANIZATION|Archivio di Stato di Prato"},
		{"de", "Das Auswärtige Amt in Berlin erklärte", "Berlin", "Auswärtige Amt", "LOCATION|Berlin"},
		{"cs", "na oddělení Policie ČR ve Vimperku", "Vimperku", "Policie ČR", "LOCATION|Vimperku"},
		{"pl", "przez Sąd Rejonowy dla Krakowa Podgórza po tym", "Podgórza", "Sąd Rejonowy dla Krakowa", "LOCATION|Podgórza"},
	} {
		vs := &vetState{doc: &detect.Doc{Text: c.text, Lang: c.lang}}
		i := strings.Index(c.text, c.place)
		if c.prev != "" {
			j := strings.Index(c.text, c.prev)
			vs.prev = Span{Start: j, End: j + len(c.prev), Type: "ORGANIZATION"}
		}
		typ, start, end, ok := tg.vetWith(vs, c.text, Span{Start: i, End: i + len(c.place), Type: "LOCATION", Score: 0.9})
		if got := typ + "|" + c.text[start:end]; !ok || got != c.want {
			t.Errorf("%s %q: %q, want %q", c.lang, c.text, got, c.want)
		}
	}
}
