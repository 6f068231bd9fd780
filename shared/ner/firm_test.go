package ner

import (
	"slices"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// TestFirms runs the firm stage alone over the model's spans as given
// ("TYPE|surface"), so it does not depend on the weights.
func TestFirms(t *testing.T) {
	cases := []struct {
		lang, text string
		model      []string // the model's spans
		want, not  []string // spans after the stage
	}{
		// en
		{"en", "Payment should go to NatWest, IBAN GB29 NWBK 6016 1331 9268 19.", []string{"LOCATION|NatWest"}, []string{"ORGANIZATION|NatWest"}, []string{"LOCATION|NatWest"}},
		{"en", "Bank: Lloyds Bank", []string{"PERSON|Lloyds"}, []string{"ORGANIZATION|Lloyds Bank"}, []string{"PERSON|Lloyds"}},
		{"en", "i bank with bank of ireland since 2010", nil, []string{"ORGANIZATION|bank of ireland"}, nil},
		{"en", "We bank with barclays and hsbc.", nil, []string{"ORGANIZATION|barclays", "ORGANIZATION|hsbc"}, nil},
		{"en", "The match was played at the Commerzbank Arena.", []string{"LOCATION|Commerzbank Arena"}, []string{"LOCATION|Commerzbank Arena"}, []string{"ORGANIZATION|Commerzbank"}},
		{"en", "Halifax is a town in Yorkshire.", nil, nil, []string{"ORGANIZATION|Halifax"}},
		// a person's title before a listed name: a surname
		{"en", "Mr Ford will drive you to the airport.", []string{"PERSON|Ford"}, []string{"PERSON|Ford"}, []string{"ORGANIZATION|Ford"}},
		{"it", "Gentile dott. Ferrari, allego la firma del contratto.", []string{"PERSON|Ferrari"}, []string{"PERSON|Ferrari"}, []string{"ORGANIZATION|Ferrari"}},
		{"de", "Frau Bayer hat mir eine Email geschickt.", []string{"PERSON|Bayer"}, []string{"PERSON|Bayer"}, []string{"ORGANIZATION|Bayer"}},
		// sector words that are everyday words: "firmato" (signed), "email", "model"
		{"it", "Mercedes ha firmato il contratto ieri sera.", []string{"PERSON|Mercedes"}, []string{"PERSON|Mercedes"}, []string{"ORGANIZATION|Mercedes"}},
		{"en", "Ms Roche sent me an email yesterday.", []string{"PERSON|Roche"}, []string{"PERSON|Roche"}, []string{"ORGANIZATION|Roche"}},
		{"en", "Kia said she would email me the model answers.", []string{"PERSON|Kia"}, []string{"PERSON|Kia"}, []string{"ORGANIZATION|Kia"}},
		{"en", "Please return the signed DPA by Friday.", nil, nil, []string{"ORGANIZATION|DPA"}},
		{"en", "I paid by transfer from my Halifax account.", nil, []string{"ORGANIZATION|Halifax"}, nil},
		{"en", "The river bank of the Thames; we ate an orange.", nil, nil, []string{"ORGANIZATION|orange"}},
		{"en", "He cut the chase and left.", nil, nil, []string{"ORGANIZATION|chase"}},
		// de
		{"de", "Bankverbindung: HypoVereinsbank · IBAN DE92 7002 0270", nil, []string{"ORGANIZATION|HypoVereinsbank"}, nil},
		{"de", "Mein Konto ist bei der Sparkasse KölnBonn.", []string{"ORGANIZATION|KölnBonn"}, []string{"ORGANIZATION|Sparkasse KölnBonn"}, []string{"ORGANIZATION|KölnBonn"}},
		{"de", "Die Sparkasse hat heute zu.", nil, nil, []string{"ORGANIZATION|Sparkasse"}},
		{"de", "Die Volksbank Mittelhessen eG zahlt.", nil, []string{"ORGANIZATION|Volksbank Mittelhessen eG"}, nil},
		{"de", "Die Allianz der Staaten hält.", nil, nil, []string{"ORGANIZATION|Allianz"}},
		{"de", "Er war für die Allianz-Versicherung tätig.", nil, nil, []string{"ORGANIZATION|Allianz"}},
		// fr
		{"fr", "Le virement vient du Crédit Agricole, pas de la Société Générale.", nil, []string{"ORGANIZATION|Crédit Agricole", "ORGANIZATION|Société Générale"}, nil},
		{"fr", "J'ai appelé la Caisse d’Épargne hier.", nil, []string{"ORGANIZATION|Caisse d’Épargne"}, nil},
		{"fr", "la poste est fermée, la société générale des eaux aussi", nil, nil, []string{"ORGANIZATION|poste", "ORGANIZATION|société générale"}},
		// es
		{"es", "quiero traerme mi linea de Digi a Orange, la tarifa de fibra", []string{"LOCATION|Digi"}, []string{"ORGANIZATION|Digi", "ORGANIZATION|Orange"}, []string{"LOCATION|Digi"}},
		{"es", "quiero la fibra de Movistar o de Vodafone", []string{"ORGANIZATION|Movistar o de Vodafone"}, []string{"ORGANIZATION|Movistar", "ORGANIZATION|Vodafone"}, nil},
		{"es", "Chat Orange · Atención al cliente\n[18:02] Ana: quiero la tarifa de fibra de Orange", nil, []string{"ORGANIZATION|Orange"}, nil},
		{"es", "Chat Orange · Atención al cliente\n[18:02] Ana: hola", nil, nil, []string{"ORGANIZATION|Orange"}},
		{"es", "Vivo en Santander desde 2010.", []string{"LOCATION|Santander"}, []string{"LOCATION|Santander"}, []string{"ORGANIZATION|Santander"}},
		{"es", "El Banco de España y el BBVA.", []string{"ORGANIZATION|Banco de España"}, []string{"ORGANIZATION|Banco de España", "ORGANIZATION|BBVA"}, nil},
		{"es", "La relación telefónica era buena. Los correos llegaron.", nil, nil, []string{"ORGANIZATION|telefónica", "ORGANIZATION|correos"}},
		{"es", "Presidente de Telefónica de Argentina.", []string{"LOCATION|Argentina"}, nil, []string{"ORGANIZATION|Telefónica"}},
		// it
		{"it", "Il rimborso lo vorrei sul conto Fineco come l'anno scorso.", nil, []string{"ORGANIZATION|Fineco"}, nil},
		{"it", "La filiale della Banca Popolare di Sondrio ha chiuso.", []string{"ORGANIZATION|Banca Popolare di Sondrio"}, []string{"ORGANIZATION|Banca Popolare di Sondrio"}, nil},
		{"it", "Le direttive generali sono chiare; intesa raggiunta.", nil, nil, []string{"ORGANIZATION|generali", "ORGANIZATION|intesa"}},
		// pl
		{"pl", "nie mbank, tylko pko bp", nil, []string{"ORGANIZATION|mbank", "ORGANIZATION|pko bp"}, nil},
		{"pl", "Przelew na konto w Banku Pekao S.A. zaksięgowano.", []string{"ORGANIZATION|Banku Pekao S.A."}, []string{"ORGANIZATION|Banku Pekao S.A."}, nil},
		{"pl", "Płaciłem Bankiem Pekao, konto mam w mBanku.", []string{"PERSON|Pekao"}, []string{"ORGANIZATION|Bankiem Pekao", "ORGANIZATION|mBanku"}, []string{"PERSON|Pekao"}},
		{"pl", "Pieniądze są w banku, w aplikacji Mój Orange.", nil, nil, []string{"ORGANIZATION|Orange"}},
		// cs
		{"cs", "Komerční bance jsem psal, platil jsem Komerční bankou.", nil, []string{"ORGANIZATION|Komerční bance", "ORGANIZATION|Komerční bankou"}, nil},
		{"sk", "Prijatý cez ÚPS pre nauzeu. Balík prišiel cez UPS.", nil, []string{"ORGANIZATION|UPS"}, []string{"ORGANIZATION|ÚPS"}},
		{"cs", "Zaplatil jsem přes ČSOB, účet mám u Fio banky.", []string{"LOCATION|Fio"}, []string{"ORGANIZATION|ČSOB", "ORGANIZATION|Fio banky"}, []string{"LOCATION|Fio"}},
		{"cs", "Ing. Jan Novák, ING. PETR NOVÁK", []string{"PERSON|Jan Novák"}, nil, []string{"ORGANIZATION|ING", "ORGANIZATION|Ing"}},
		{"cs", "Balík přišel přes Českou poštu.", nil, []string{"ORGANIZATION|Českou poštu"}, nil},
		{"cs", "komerční banky a česká pošta obecně", nil, nil, []string{"ORGANIZATION|komerční banky", "ORGANIZATION|česká pošta"}},
		// sk
		{"sk", "Účet mám v Tatra banke a vo VÚB banke.", []string{"LOCATION|Tatra"}, []string{"ORGANIZATION|Tatra banke", "ORGANIZATION|VÚB banke"}, []string{"LOCATION|Tatra"}},
		{"sk", "Platba prišla zo Slovenskej sporiteľne a z 365.bank.", nil, []string{"ORGANIZATION|Slovenskej sporiteľne", "ORGANIZATION|365.bank"}, nil},
		{"sk", "Vysoké Tatry sú krásne, Tatra je pohorie.", []string{"LOCATION|Vysoké Tatry"}, []string{"LOCATION|Vysoké Tatry"}, []string{"ORGANIZATION|Tatra"}},
		{"sk", "Tatra banka sa rozhodla zvýšiť poplatky.", nil, []string{"ORGANIZATION|Tatra banka"}, []string{"ORGANIZATION|Tatra banka sa"}},
		{"cs", "Komerční banka se rozhodla, banka se omluvila.", nil, []string{"ORGANIZATION|Komerční banka"}, []string{"ORGANIZATION|Komerční banka se"}},
		// other sectors: tech, energy, retail, transport, car, pharma, media
		{"en", "What they wonder is whether Google can be anything more than a search engine.", nil, []string{"ORGANIZATION|Google"}, nil},
		{"en", "Exxon Mobil released nonessential staff; I worked at Enron.", []string{"LOCATION|Enron"}, []string{"ORGANIZATION|Exxon Mobil", "ORGANIZATION|Enron"}, []string{"LOCATION|Enron"}},
		{"en", "Toyota recalled 20,000 vehicles.", nil, []string{"ORGANIZATION|Toyota"}, nil},
		{"en", "I drive my Toyota Venza to work.", nil, nil, []string{"ORGANIZATION|Toyota"}},
		{"en", "Windows / Microsoft 365 login: rprice", nil, nil, []string{"ORGANIZATION|Microsoft"}},
		{"en", "Apple released a software update.", nil, []string{"ORGANIZATION|Apple"}, nil},
		{"en", "My new Apple iPhone broke, so the software is gone.", nil, nil, []string{"ORGANIZATION|Apple"}},
		{"en", "Apple pie is my favourite; I ate an apple.", nil, nil, []string{"ORGANIZATION|Apple", "ORGANIZATION|apple"}},
		{"en", "Shell raised its oil output.", nil, []string{"ORGANIZATION|Shell"}, nil},
		{"en", "Shell beach is lovely in June.", nil, nil, []string{"ORGANIZATION|Shell"}},
		{"en", "Harrison Ford bought a new car.", []string{"PERSON|Harrison Ford"}, []string{"PERSON|Harrison Ford"}, []string{"ORGANIZATION|Ford"}},
		{"en", "Ford will build a car plant in Valencia.", nil, []string{"ORGANIZATION|Ford"}, nil},
		{"en", "The Delta of the Nile floods every year.", nil, nil, []string{"ORGANIZATION|Delta"}},
		{"en", "Delta cancelled my flight to Boston.", nil, []string{"ORGANIZATION|Delta"}, nil},
		{"en", "On admission BP 140/90, HR 88.", nil, nil, []string{"ORGANIZATION|BP"}},
		{"de", "Er arbeitet seit 2019 bei Siemens in München.", []string{"LOCATION|München"}, []string{"ORGANIZATION|Siemens"}, nil},
		{"de", "Über uns: der Zug fuhr pünktlich.", nil, nil, []string{"ORGANIZATION|Über"}},
		{"es", "Pagué la factura de Iberdrola y la de Endesa.", nil, []string{"ORGANIZATION|Iberdrola", "ORGANIZATION|Endesa"}, nil},
		{"es", "Iberia me canceló el vuelo a Roma.", []string{"LOCATION|Roma"}, []string{"ORGANIZATION|Iberia"}, nil},
		{"es", "La Península Iberia tiene ríos largos.", nil, nil, []string{"ORGANIZATION|Iberia"}},
		{"es", "alfafetoproteína (AFP): 51 ng/ml; trombosis venosa profunda (TVP).", nil, nil, []string{"ORGANIZATION|AFP", "ORGANIZATION|TVP"}},
		{"fr", "J'ai fait mes courses chez Carrefour hier.", nil, []string{"ORGANIZATION|Carrefour"}, nil},
		{"fr", "Le Carrefour de l'Europe est une place.", nil, nil, []string{"ORGANIZATION|Carrefour"}},
		{"it", "Il fornitore è Enel Energia; la bolletta di Eni è alta.", nil, []string{"ORGANIZATION|Enel Energia", "ORGANIZATION|Eni"}, nil},
		{"it", "Lancia la palla al cane.", nil, nil, []string{"ORGANIZATION|Lancia"}},
		{"pl", "UOKiK stawia zarzuty Gazpromowi i PKN Orlen.", []string{"PERSON|Gazpromowi"}, []string{"ORGANIZATION|Gazpromowi", "ORGANIZATION|PKN Orlen"}, []string{"PERSON|Gazpromowi"}},
		{"pl", "Biedronka to mały owad.", nil, nil, []string{"ORGANIZATION|Biedronka"}},
		{"de", "Orlenbach liegt im Westerwald; Philips van Marnix schrieb es.", nil, nil, []string{"ORGANIZATION|Orlenbach", "ORGANIZATION|Philips"}},
		{"pl", "Zakupy zrobiłam w sklepie Biedronka.", nil, []string{"ORGANIZATION|Biedronka"}, nil},
		{"pl", "** TVP 2 rozpoczął nadawanie.", nil, nil, []string{"ORGANIZATION|TVP"}},
		{"cs", "vidím platbu 1 249 Kč v prodejně Albert na Rokycanské", []string{"PERSON|Albert"}, []string{"ORGANIZATION|Albert"}, []string{"PERSON|Albert"}},
		{"en", "Albert: I see. The customer wants a refund for the order.", []string{"PERSON|Albert"}, []string{"PERSON|Albert"}, []string{"ORGANIZATION|Albert"}},
		{"cs", "Albert Einstein nakupoval v obchodě.", []string{"PERSON|Albert Einstein"}, []string{"PERSON|Albert Einstein"}, []string{"ORGANIZATION|Albert"}},
		{"cs", "Vozidlo: Hyundai i30, RZ 5J2 1174", nil, nil, []string{"ORGANIZATION|Hyundai"}},
		{"cs", "Škoda, že auto nejede. Škoda na vozidle je velká. Škoda Auto zvýšila výrobu.", nil, []string{"ORGANIZATION|Škoda Auto"}, []string{"ORGANIZATION|Škoda"}},
		{"cs", "Přetahovaná s Gazpromem o plyn.", []string{"PERSON|Gazpromem"}, []string{"ORGANIZATION|Gazpromem"}, nil},
		// public bodies and international organisations
		{"en", "Struggling to pay? Contact StepChange or Ofgem's consumer line.", []string{"PERSON|StepChange"}, []string{"ORGANIZATION|StepChange", "ORGANIZATION|Ofgem"}, []string{"PERSON|StepChange"}},
		{"en", "hmrc wrote to me and the dvla too", nil, []string{"ORGANIZATION|hmrc", "ORGANIZATION|dvla"}, nil},
		{"de", "Ich arbeite im Home Office; die Bundeswehr und die Polizei kamen.", nil, nil, []string{"ORGANIZATION|Home Office", "ORGANIZATION|Bundeswehr", "ORGANIZATION|Polizei"}},
		{"de", "Die Verbraucherzentrale Hamburg rät: Finanzamt und BaFin informieren.", nil, []string{"ORGANIZATION|Verbraucherzentrale Hamburg", "ORGANIZATION|BaFin"}, []string{"ORGANIZATION|Finanzamt"}},
		{"de", "In der Arbeiterkammer¬ vollversammlung sprach er.", nil, nil, []string{"ORGANIZATION|Arbeiterkammer"}},
		{"fr", "J'ai écrit à l'URSSAF et à la CAF pour mes allocations.", nil, []string{"ORGANIZATION|URSSAF", "ORGANIZATION|CAF"}, nil},
		{"it", "Ho fatto la dichiarazione al CAF sotto casa.", nil, nil, []string{"ORGANIZATION|CAF"}},
		{"es", "Laboratorio acreditado por ENAC; demandados la empresa y el FOGASA.", nil, []string{"ORGANIZATION|ENAC", "ORGANIZATION|FOGASA"}, nil},
		{"es", "Durante su estancia en UCI no presentó crisis. La Policía y Hacienda.", nil, nil, []string{"ORGANIZATION|UCI", "ORGANIZATION|Policía", "ORGANIZATION|Hacienda"}},
		{"it", "Le consiglio una denuncia ai Carabinieri o alla Polizia Postale.", []string{"LOCATION|Carabinieri"}, []string{"ORGANIZATION|Carabinieri", "ORGANIZATION|Polizia Postale"}, []string{"LOCATION|Carabinieri"}},
		{"pl", "Pismo z ZUS-u i z Narodowego Funduszu Zdrowia; skarga do UOKiK.", nil, []string{"ORGANIZATION|ZUS-u", "ORGANIZATION|Narodowego Funduszu Zdrowia", "ORGANIZATION|UOKiK"}, nil},
		{"cs", "Dopis od České správy sociálního zabezpečení a Policie ČR.", nil, []string{"ORGANIZATION|České správy sociálního zabezpečení", "ORGANIZATION|Policie ČR"}, nil},
		{"sk", "Sociálna poisťovňa a Finančná správa poslali list.", nil, []string{"ORGANIZATION|Sociálna poisťovňa", "ORGANIZATION|Finančná správa"}, nil},
		{"cs", "Mírové mise OSN a summit NATO; MKOl i UEFA.", nil, []string{"ORGANIZATION|OSN", "ORGANIZATION|NATO", "ORGANIZATION|MKOl", "ORGANIZATION|UEFA"}, nil},
		{"pl", "Organizacja Narodów Zjednoczonych i Światowej Organizacji Zdrowia.", nil, []string{"ORGANIZATION|Organizacja Narodów Zjednoczonych", "ORGANIZATION|Światowej Organizacji Zdrowia"}, nil},
		{"es", "La OEA y la OPEP; el Draft de la NBA de 1991.", nil, []string{"ORGANIZATION|OEA", "ORGANIZATION|OPEP"}, []string{"ORGANIZATION|NBA"}},
		{"pl", "TABELA Cen i cen nie zmieniła się.", nil, nil, []string{"ORGANIZATION|Cen", "ORGANIZATION|cen"}},
	}
	for _, c := range cases {
		got := typesOf(c.text, firms(c.text, modelMatches(c.text, c.model), 0))
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s %q: want %s, got %v", c.lang, c.text, w, got)
			}
		}
		for _, n := range c.not {
			if slices.Contains(got, n) {
				t.Errorf("%s %q: %s found, got %v", c.lang, c.text, n, got)
			}
		}
	}
}

// TestFirmsLexicon: every line of firms.txt parses into a term, and each
// language's countries have names.
func TestFirmsLexicon(t *testing.T) {
	l := loadFirms()
	if len(l.terms) < 500 {
		t.Errorf("%d terms", len(l.terms))
	}
	for _, term := range l.terms {
		if len(term.toks) == 0 || !term.toks[0].stem && l.first[term.toks[0].fold] == nil {
			t.Errorf("term %+v not indexed", term)
		}
		// a '?' name needs its sector's words, which sectorContext keys
		// by the heading of firms.txt
		if term.ctx && (int(term.sector) >= len(l.sectorWords) || len(l.sectorWords[term.sector]) == 0) {
			t.Errorf("term %+v: '?' in a sector without context words", term.toks[0].fold)
		}
	}
	// the sectors the code names are headings of firms.txt
	headings := map[string]bool{}
	for line := range strings.Lines(firmsData) {
		if name, ok := strings.CutPrefix(strings.TrimSpace(line), "## "); ok {
			headings[name] = true
		}
	}
	for _, m := range []map[string]bool{firstSectors, productSectors} {
		for name := range m {
			if !headings[name] {
				t.Errorf("sector %q is no heading of firms.txt", name)
			}
		}
	}
	for name := range sectorContext {
		if !headings[name] {
			t.Errorf("sectorContext %q is no heading of firms.txt", name)
		}
	}
}

// BenchmarkFirms: the stage over a kilobyte of ordinary text with one bank
// in it (compare BenchmarkTag: the stage should cost a few per cent of it).
func BenchmarkFirms(b *testing.B) {
	text := strings.Repeat("The quarterly report was reviewed by the committee and the results were shared with all teams. ", 4) +
		"Please pay the invoice to our account at Lloyds Bank before March 3, 2025. " +
		strings.Repeat("Further details about the budget, the schedule and the next steps will follow in a separate message. ", 5)
	out := make([]detect.Match, 0, 16)
	b.SetBytes(int64(len(text)))
	for i := 0; i < b.N; i++ {
		out = firms(text, out[:0], 0)
	}
}

// TestFirmsConfirmedOnce: a '?' name confirmed by its sector's words once is
// the firm at every mention of the text.
func TestFirmsConfirmedOnce(t *testing.T) {
	text := "Chat Orange · Atención al cliente\n[18:02] Ana: quiero la tarifa de fibra de Orange"
	got := firms(text, nil, 0)
	if len(got) != 2 {
		t.Fatalf("got %v, want both mentions of Orange", got)
	}
	for _, m := range got {
		if text[m.Start:m.End] != "Orange" || m.Type != "ORGANIZATION" {
			t.Errorf("got %s %q", m.Type, text[m.Start:m.End])
		}
	}
}

// TestMayLeadKeepsEveryName: the scan's quick test of an ASCII word's first
// three bytes rejects no word that may start a listed name: each name's
// first word as listed, in lower case where the name may be written so, and
// a stem with endings.
func TestMayLeadKeepsEveryName(t *testing.T) {
	l := loadFirms()
	checked := 0
	for _, term := range l.terms {
		f := term.toks[0]
		words := []string{f.word}
		if term.anyCase || !f.upper {
			words = append(words, strings.ToLower(f.word))
		}
		if f.stem {
			for _, w := range words {
				words = append(words, w+"a", w+"em", w+"ami")
			}
		}
		for _, w := range words {
			if len(w) < 3 || asciiWordEnd(w, 0) != len(w) {
				continue // the scan leaves these words to mayStart
			}
			checked++
			if !l.mayLead(w) {
				t.Errorf("mayLead(%q) = false, but %q may start a name", w, w)
			}
		}
	}
	if checked < 100 {
		t.Fatalf("checked only %d words", checked)
	}
	for _, w := range []string{"quarterly", "the", "2025"} {
		if l.mayLead(w) {
			t.Errorf("mayLead(%q) = true, want the word rejected", w)
		}
	}
}
