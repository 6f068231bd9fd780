package ner

import "testing"

func TestStreetCrossingStage(t *testing.T) {
	for _, c := range []struct {
		lang, text, span string
		drop             bool
	}{
		{"de", "gestern an der Ampel an der Stader Straße / Ecke Hastedter Heerstraße ist mir einer aufgefahren", "Stader Straße", true},
		{"de", "gestern an der Ampel an der Stader Straße / Ecke Hastedter Heerstraße ist mir einer aufgefahren", "Hastedter Heerstraße", true},
		{"en", "Location: Junction of Cowbridge Road East and Leckwith Road, Canton, Cardiff", "Cowbridge Road East", true},
		{"en", "at the intersection of Elm Street and Oak Avenue", "Oak Avenue", true},
		{"pl", "Miejsce: Warszawa, skrzyżowanie ul. Puławskiej z ul. Rzymowskiego", "Rzymowskiego", true},
		{"it", "Incidente all'incrocio tra Via Garibaldi e Via Roma, nessun ferito.", "Via Roma", true},
		{"es", "en el cruce de la calle Alcalá con la calle Goya", "Goya", true},
		{"fr", "au carrefour de la rue Nationale et de la rue Colbert", "Colbert", true},
		{"cs", "na křižovatce Karlova ulice a nám. Míru", "Karlova", true},
		{"fr", "Il se trouvait au coin de la rue Balzac, devant le café.", "Balzac", false}, // one street at a corner
		{"de", "Wien, Liebenberggasse 7, Ecke Stubenring", "Liebenberggasse", false},        // with its house number
		{"en", "the corner shop in Elm Grove and Leckwith Road", "Elm Grove", true},
		{"en", "riots in Tiananmen Square left many dead", "Tiananmen Square", false}, // no crossing
		{"de", "Das Weinfest an der Ecke in Neustadt an der Weinstraße, Hauptstraße", "Neustadt an der Weinstraße", false},
		{"en", "The junction of Cowbridge Road and Cardiff\nBristol Road East", "Bristol Road East", false}, // the crossing is on the line before
		{"de", "an der Ecke Stader Straße / Hastedter Heerstraße", "Hastedter", false},                      // no street word in it
		{"nl", "op de hoek van Stader Straße en Hastedter Heerstraße", "Stader Straße", false},              // no vocab for Dutch
	} {
		v := vetOne(t, c.text, c.span, "LOCATION", c.lang)
		if got := streetCrossingStage(v) == dropIt; got != c.drop {
			t.Errorf("%s %q %q: dropped %v, want %v", c.lang, c.text, c.span, got, c.drop)
		}
	}
	// only a LOCATION goes
	v := vetOne(t, "Junction of Cowbridge Road East and Leckwith Road", "Cowbridge Road East", "ORGANIZATION", "en")
	if streetCrossingStage(v) != pass {
		t.Errorf("an organisation was dropped")
	}
}

func TestLineWords(t *testing.T) {
	text := "first line\nJunction of Cowbridge Road East and Leckwith Road, Canton\nnext"
	i := indexWord(text, "Cowbridge Road East")
	words := lineWords(text, i, i+len("Cowbridge Road East"), nil)
	var got []string
	for _, w := range words {
		got = append(got, text[w.start:w.end])
	}
	want := []string{"Junction", "of", "and", "Leckwith", "Road", "Canton"}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for k := range want {
		if got[k] != want[k] {
			t.Fatalf("got %q, want %q", got, want)
		}
	}
}
