package ner

import (
	"strings"
	"testing"
)

// TestElidedArticleBeforeName: a name after an elided article or
// preposition (French l', d', qu'; Italian l', dell', all', nell', un') is
// tagged as the name alone, glued to the article, after a space or with the
// typographic apostrophe, and no span stretches back over the words before
// the article ("parti pour l'Inde" as one organisation, "de l'Allemagne" as
// a person). A span may hold an apostrophe only where the name itself does
// (a particle: "Giscard d'Estaing").
func TestElidedArticleBeforeName(t *testing.T) {
	tg := tagger(t)
	tests := []struct {
		name, text string
		want       []string // entities that must be found exactly
	}{
		// countries and continents
		// "Inde" alone is a weak name: no span over "parti pour l'" is
		// what must hold
		{"fr country after pour l'", "Il est parti pour l'Inde.", nil},
		{"fr country after a spaced l'", "Il est parti pour l' Inde.", nil},
		{"fr country after l’", "Il est parti pour l’Inde.", nil},
		{"fr country after de l'", "Le président de l'Allemagne est arrivé.", []string{"LOCATION:Allemagne"}},
		{"fr country after de l’", "Le président de l’Allemagne est arrivé.", []string{"LOCATION:Allemagne"}},
		{"fr countries, sentence start", "L'Espagne et l'Italie ont voté.", []string{"LOCATION:Espagne", "LOCATION:Italie"}},
		{"fr countries after L’ and l’", "L’Espagne et l’Italie ont voté.", []string{"LOCATION:Espagne", "LOCATION:Italie"}},
		{"fr two countries after de l'", "Les ministres de l'Autriche et de l'Irlande se sont réunis.", []string{"LOCATION:Autriche", "LOCATION:Irlande"}},
		{"it countries, sentence start", "L'Olanda e l'Irlanda hanno votato.", []string{"LOCATION:Olanda", "LOCATION:Irlanda"}},
		{"it continent after dell'", "Il futuro dell'Europa è incerto.", []string{"LOCATION:Europa"}},
		{"it continent after dell’", "Il futuro dell’Europa è incerto.", []string{"LOCATION:Europa"}},
		{"it country after dall'", "Sono tornata dall'Olanda.", []string{"LOCATION:Olanda"}},
		// cities
		{"fr city after d'", "Il est né à Lyon et vit près d'Annecy.", []string{"LOCATION:Lyon", "LOCATION:Annecy"}},
		{"fr city after d’", "Il est né près d’Arras.", []string{"LOCATION:Arras"}},
		{"fr city after d', then a date", "Elle vit près d'Alençon depuis mars.", []string{"LOCATION:Alençon"}},
		// organisations
		{"fr body after à l'", "Il a écrit à l'Assurance Maladie hier.", []string{"ORGANIZATION:Assurance Maladie"}},
		{"fr university after à l'", "Le dossier est à l'Université de Nantes.", []string{"ORGANIZATION:Université de Nantes"}},
		{"fr acronym after à l'", "Elle travaille à l'AFNOR depuis 2019.", []string{"ORGANIZATION:AFNOR"}},
		{"it body after dell'", "La lettera dell'Ordine degli Avvocati di Torino è arrivata.", []string{"ORGANIZATION:Ordine degli Avvocati di Torino"}},
		{"it body after nell'", "Ho lavorato nell'Azienda Sanitaria di Firenze.", []string{"ORGANIZATION:Azienda Sanitaria di Firenze"}},
		{"it body after nell', then a person", "Marco Rossi lavora nell'Agenzia delle Entrate di Bari.", []string{"PERSON:Marco Rossi"}},
		// persons whose surname holds an elided particle: one name
		{"fr particle d'", "Jean-Paul d'Aubert a signé la lettre.", []string{"PERSON:Jean-Paul d'Aubert"}},
		{"fr particle d', three words", "Valéry Giscard d'Estaing a été élu en 1974.", []string{"PERSON:Valéry Giscard d'Estaing"}},
		{"it particle D'", "Ho parlato con Marco D'Ambrosio ieri.", []string{"PERSON:Marco D'Ambrosio"}},
	}
	for _, tc := range tests {
		got := found(tg, tc.text)
		for _, w := range tc.want {
			if !has(got, w) {
				t.Errorf("%s: %q: want %s, got %v", tc.name, tc.text, w, got)
			}
		}
		for _, g := range got {
			if strings.ContainsAny(g, "'’") && !has(tc.want, g) {
				t.Errorf("%s: %q: span %s holds the elided article", tc.name, tc.text, g)
			}
		}
	}
}
