package address

import (
	"slices"
	"testing"
)

// TestCityAfterComma: a city after a comma on the street's line, with
// lower-case connectors inside its name.
func TestCityAfterComma(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"IS cue and suffix", "Jay Pearce lives at 67952 Höfðagata 39, Keflavíkurflugvöllur", "67952 Höfðagata 39, Keflavíkurflugvöllur"},
		{"DE end of sentence", "Wir wohnen in der Hauptstraße 5, Berlin. Kommt vorbei!", "Hauptstraße 5, Berlin"},
		{"DE end of text", "Hauptstraße 5, Berlin", "Hauptstraße 5, Berlin"},
		{"CZ u", "Adresa: 641 Dašická 688, Turkovice u Prelouce", "641 Dašická 688, Turkovice u Prelouce"},
		{"CZ nad", "Bydlí na adrese náměstí Míru 12, Ústí nad Labem.", "náměstí Míru 12, Ústí nad Labem"},
		{"CZ district number", "Kancelář: nám. Míru 5, Praha 2", "nám. Míru 5, Praha 2"},
		{"DE am", "Lieferung an Berliner Straße 12, Frankfurt am Main.", "Berliner Straße 12, Frankfurt am Main"},
		{"DE an der", "Wir sind in der Lindenallee 3, Mülheim an der Ruhr", "Lindenallee 3, Mülheim an der Ruhr"},
		{"DE an der, river", "Lieferadresse: Lindenallee 3, Frankfurt an der Oder.", "Lindenallee 3, Frankfurt an der Oder"},
		{"DE im", "Adresse: Kaiserring 7, Freiburg im Breisgau", "Kaiserring 7, Freiburg im Breisgau"},
		{"FR hyphenated sur", "Livraison au 12 rue de la Paix, Boulogne-sur-Mer.", "12 rue de la Paix, Boulogne-sur-Mer"},
		{"ES de la", "Dirección: Calle Mayor 5, Castellón de la Plana", "Calle Mayor 5, Castellón de la Plana"},
		{"EN upon, hyphenated", "Send it to 10 Henley Street, Stratford-upon-Avon.", "10 Henley Street, Stratford-upon-Avon"},
		{"EN upon, spaced", "Send it to 10 Henley Street, Stratford upon Avon.", "10 Henley Street, Stratford upon Avon"},
		{"IT three words", "Indirizzo: Via Roma 10, Sesto San Giovanni", "Via Roma 10, Sesto San Giovanni"},
		{"PL", "Mieszkam przy ul. Długa 5, Kraków.", "ul. Długa 5, Kraków"},
		{"SK", "Sídlo: Námestie SNP 12 , Bratislava", "Námestie SNP 12 , Bratislava"},
		{"US state", "The office is at 350 Main Street, Springfield, IL.", "350 Main Street, Springfield, IL"},
		{"DE city and postal code", "Anschrift: Lindenweg 7, Berlin 10115", "Lindenweg 7, Berlin 10115"},
		{"St. prefix", "Write to 4 Church Lane, St. Albans", "4 Church Lane, St. Albans"},
		{"line end", "Address: 221B Baker Street, London\nPhone: 020 7224 3688", "221B Baker Street, London"},
		{"closing bracket", "(office: Hauptstraße 5, Berlin)", "Hauptstraße 5, Berlin"},
		{"postal code, an der", "Lindenallee 3, 15230 Frankfurt an der Oder", "Lindenallee 3, 15230 Frankfurt an der Oder"},
		{"postal code, de la", "Calle Mayor 5, 12001 Castellón de la Plana.", "Calle Mayor 5, 12001 Castellón de la Plana"},
		{"lower case", "he lives at 12 oak road, springfield", "12 oak road, springfield"},
		{"list item, known city", "Anna, Peter, Hauptstraße 5, Berlin.", "Hauptstraße 5, Berlin"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := addresses(tc.text); !slices.Contains(got, tc.want) {
				t.Errorf("want %q, got %q", tc.want, got)
			}
		})
	}
}

// TestNoCityAfterComma: look-alikes of a city after a street; the street
// alone is found.
func TestNoCityAfterComma(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"weekday", "See you at Main St 5, Tuesday.", "Main St 5"},
		{"lower-case word", "Hauptstraße 5, bitte.", "Hauptstraße 5"},
		{"thanks", "Ringstraße 7, Thanks", "Ringstraße 7"},
		{"month", "Calle Mayor 5, Marzo.", "Calle Mayor 5"},
		{"greeting", "Ul. Długa 5, Dzień dobry", "Ul. Długa 5"},
		{"person", "I moved to 12 Oak Road, Peter Smith said.", "12 Oak Road"},
		{"person at the end", "We met at 12 Oak Road, Peter Smith.", "12 Oak Road"},
		{"vocative", "See you at Hauptstraße 5, Anna!", "Hauptstraße 5"},
		{"title", "Visit 12 Oak Road, Mr Brown.", "12 Oak Road"},
		{"sentence goes on", "He lives at 12 Oak Road, London based firm", "12 Oak Road"},
		{"weekday after connector", "Office: Hauptstraße 5, Berlin am Montag", "Hauptstraße 5"},
		{"season after im", "Office: Hauptstraße 5, Berlin im Sommer", "Hauptstraße 5"},
		{"part of the building", "Rathausstraße 6, Laden.", "Rathausstraße 6"},
		{"floor", "Calle Mayor 5, Bajo.", "Calle Mayor 5"},
		{"another street", "Kochstraße 8, Königstr. 19", "Kochstraße 8"},
		{"list of records", "Anton, Schneider, 41 J., Neubau, Burggasse 33, Wassersucht. Maria, Köchin", "Burggasse 33"},
		{"opening quote", "Philipp-Reis-Straße 84, Stichwort \"Stadtpark\"", "Philipp-Reis-Straße 84"},
		{"a dot inside a word", "Pz de Pontevedra 2, Ed.ICA", "Pz de Pontevedra 2"},
		{"lower case weekday", "see you at 12 oak road, tuesday", "12 oak road"},
		{"connector at the end", "Office: Hauptstraße 5, Frankfurt am.", "Hauptstraße 5"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := addresses(tc.text); !slices.Contains(got, tc.want) {
				t.Errorf("want %q alone, got %q", tc.want, got)
			}
		})
	}
}

// TestBlockRegionLine: a region code alone on its line after the city
// line, and postal codes of other layouts that end a block.
func TestBlockRegionLine(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"CA region and postcode", "Billing address: Tintin Forsberg\n    03262 2437 Main St Suite 442\n   Mill Village\n    NS\n    B0J 2H0",
			"03262 2437 Main St Suite 442\n   Mill Village\n    NS\n    B0J 2H0"},
		{"GB postcode", "Ship to: 14 Crown Street\n Suite 321\n LONDON\n SW1A 2AA", "14 Crown Street\n Suite 321\n LONDON\n SW1A 2AA"},
		{"US region line and ZIP", "2437 Main St\nSpringfield\nIL\n62704", "2437 Main St\nSpringfield\nIL\n62704"},
		{"PL postal code", "Adres:\nul. Słowicza 10 Apt. 360\nWrocław\n53-320", "ul. Słowicza 10 Apt. 360\nWrocław\n53-320"},
		{"CZ postal code", "Adresa:\nnáměstí Míru 12\nPraha\n120 00", "náměstí Míru 12\nPraha\n120 00"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := addresses(tc.text); !slices.Contains(got, tc.want) {
				t.Errorf("want %q, got %q", tc.want, got)
			}
		})
	}
	// a region code right after the street line, with no city line before
	// it, does not continue the block
	for _, text := range []string{
		"2437 Main St\nNS\nB0J 2H0",
		"14 Crown Street\nUK\n12345",
	} {
		for _, got := range addresses(text) {
			if len(got) > len("14 Crown Street") {
				t.Errorf("%q: unexpected block %q", text, got)
			}
		}
	}
}
