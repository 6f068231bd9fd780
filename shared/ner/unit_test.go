package ner

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// TestUnit runs the unit stage over an organisation span as the tagger
// found it, in a text of the stated language.
func TestUnit(t *testing.T) {
	cases := []struct {
		lang, text, span string
		drop             bool
	}{
		// a unit's head opens the name
		{"it", "Laboratorio di Analisi Cliniche – Struttura accreditata", "Laboratorio di Analisi Cliniche", true},
		{"it", "ricoverato presso il Reparto di Medicina Generale", "Reparto di Medicina Generale", true},
		{"pl", "Oddział Kardiologii z Pododdziałem Intensywnego Nadzoru Kardiologicznego", "Pododdziałem Intensywnego Nadzoru Kardiologicznego", true},
		{"pl", "Dział Kadr i Płac", "Dział Kadr i Płac", true},
		{"de", "Abteilung Einkauf und Logistik", "Abteilung Einkauf und Logistik", true},
		{"en", "transferred to Ward 7B on Monday", "Ward 7B", true},
		{"cs", "Oddělení klinické biochemie", "Oddělení klinické biochemie", true},
		// or ends it where the adjective comes first
		{"cs", "Interní oddělení, Nemocnice Jihlava", "Interní oddělení", true},
		{"de", "Bitte an die Personalabteilung senden", "Personalabteilung", true},
		// a department's head before a medical specialty
		{"es", "Servicio de Cardiología del Hospital", "Servicio de Cardiología", true},
		{"en", "Department of Cardiology, Royal Infirmary", "Department of Cardiology", true},
		{"de", "Klinik für Innere Medizin", "Klinik für Innere Medizin", true},
		{"pl", "Poradnia Kardiologiczna, pokój 12", "Poradnia Kardiologiczna", true},
		// a specialty alone
		{"de", "Fachrichtung: Innere Medizin", "Innere Medizin", true},
		{"cs", "Pracoviště: Kardiologie", "Kardiologie", true},
		// the firm's functions alone
		{"de", "Mag. Verena Stadlober\nEinkauf & Logistik\nAigner-Wallner Holzbau GmbH", "Einkauf & Logistik", true},
		{"en", "Jane Doe\nHuman Resources\nAcme Ltd", "Human Resources", true},
		{"es", "Departamento: Ventas y Marketing", "Ventas y Marketing", true},
		{"en", "Marketing Partners Group signed the deal", "Marketing Partners Group", false},
		{"cs", "Prodejna Albert na Rokycanské", "Prodejna Albert", false},
		// a department's head alone names a government department or a
		// public service
		{"en", "The Department of Health said it would review the rules", "Department of Health", false},
		{"es", "El Departamento de Estado confirmó la visita", "Departamento de Estado", false},
		{"es", "La llamada llegó al Servicio de Urgencias 061", "Servicio de Urgencias 061", false},
		{"es", "la Unidad Militar de Emergencias llegó", "Unidad Militar de Emergencias", false},
		// the owner's name, a legal form, an acronym, a kind of organisation
		{"de", "Befund: Labor Dr. Wisplinghoff, Köln", "Labor Dr. Wisplinghoff", false},
		{"it", "eseguite da Laboratorio Analisi Rossi S.r.l. di Sondrio", "Laboratorio Analisi Rossi S.r.l.", false},
		{"it", "Servizio di Cardiologia ASL Torino", "Servizio di Cardiologia ASL", false},
		{"pl", "Oddział Szpitala Wojewódzkiego", "Oddział Szpitala Wojewódzkiego", false},
		{"de", "Die Station Berlin sendet", "Station Berlin", false},
		// a proper name right after a head that opens the name: a firm
		{"de", "Die Proben gingen an das Labor Limbach in Heidelberg.", "Labor Limbach", false},
		{"es", "Análisis realizados por el Laboratorio Echevarne en Barcelona.", "Laboratorio Echevarne", false},
		{"fr", "Prélèvement transmis au Laboratoire Cerba à Paris.", "Laboratoire Cerba", false},
		// a proper name after the name's lower-case words
		{"fr", "le Laboratoire national de Los Alamos a publié", "Laboratoire national de Los Alamos", false},
		{"fr", "analyses du Laboratoire municipal de la ville", "Laboratoire municipal", true},
		// not capitalised, or another language's head
		{"pl", "oddział kardiologii", "oddział kardiologii", false},
		{"en", "Reparto Corse", "Reparto Corse", false},
		// long: no unit's name
		{"it", "Laboratorio di Analisi Cliniche e di Ricerca e di Altre Cose Ancora Varie", "Laboratorio di Analisi Cliniche e di Ricerca e di Altre Cose Ancora Varie", false},
	}
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	tg := NewTagger(m)
	for _, c := range cases {
		i := strings.Index(c.text, c.span)
		_, _, _, ok := tg.vetWith(&vetState{doc: detect.NewDoc(c.text, c.lang)}, c.text, Span{Start: i, End: i + len(c.span), Type: "ORGANIZATION", Score: 0.9})
		if ok == c.drop {
			t.Errorf("%s %q in %q: kept %v, want %v", c.lang, c.span, c.text, ok, !c.drop)
		}
	}
	// only an organisation
	text := "Laboratorio di Analisi Cliniche"
	if _, _, _, ok := tg.vetWith(&vetState{doc: detect.NewDoc(text, "it")}, text, Span{End: len(text), Type: "LOCATION", Score: 0.9}); !ok {
		t.Errorf("dropped a LOCATION")
	}
}
