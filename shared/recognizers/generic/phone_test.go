package generic

import (
	"fmt"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

func TestPhone(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"en", "Call (602) 272-9781 today", []string{"PHONE_NUMBER:(602) 272-9781"}},
		{"en", "Phone: 201-948-1927", []string{"PHONE_NUMBER:201-948-1927"}},
		{"en", "Desk: +41 (0)85 806 98 67", []string{"PHONE_NUMBER:+41 (0)85 806 98 67"}},
		{"en", "mobile 07700 900123.", []string{"MOBILE_PHONE_NUMBER:07700 900123"}},
		{"de", "Tel.: 030 12345678, Fax: 030 12345679", []string{"LANDLINE_PHONE_NUMBER:030 12345678", "FAX_NUMBER:030 12345679"}},
		{"de", "Handy +49 151 23456789", []string{"MOBILE_PHONE_NUMBER:+49 151 23456789"}},
		{"fr", "téléphone : 01 42 68 53 00", []string{"LANDLINE_PHONE_NUMBER:01 42 68 53 00"}},
		{"fr", "télécopie 01 42 68 53 01", []string{"FAX_NUMBER:01 42 68 53 01"}},
		{"es", "Teléfono: 963 862 500 – información", []string{"LANDLINE_PHONE_NUMBER:963 862 500"}},
		{"it", "cellulare 347 123 4567", []string{"MOBILE_PHONE_NUMBER:347 123 4567"}},
		{"pl", "komórka: 512 345 678", []string{"MOBILE_PHONE_NUMBER:512 345 678"}},
		{"cs", "tel. č. 602 123 456 🙂", []string{"MOBILE_PHONE_NUMBER:602 123 456"}},
		{"sk", "telefón 0905 123 456", []string{"MOBILE_PHONE_NUMBER:0905 123 456"}},
		{"", "Tfno.+34 945007000", []string{"LANDLINE_PHONE_NUMBER:+34 945007000"}},
		// a number valid in two regions of the hint, a landline in one and a
		// mobile in the other, is typed by the region that writes it so:
		// Belgian 0475, Swiss 079 and 076, Austrian 0664 mobiles
		{"fr", "GSM : 0475 12 34 56", []string{"MOBILE_PHONE_NUMBER:0475 12 34 56"}},
		{"fr", "Tél. 04 75 12 34 56", []string{"LANDLINE_PHONE_NUMBER:04 75 12 34 56"}},
		{"de", "Tel. 079 123 45 67", []string{"MOBILE_PHONE_NUMBER:079 123 45 67"}},
		{"de", "Tel. 0664 123 45 67", []string{"MOBILE_PHONE_NUMBER:0664 123 45 67"}},
		{"it", "telefono 076 555 12 34", []string{"MOBILE_PHONE_NUMBER:076 555 12 34"}},
		{"it", "telefono 091 923 45 67", []string{"LANDLINE_PHONE_NUMBER:091 923 45 67"}},
		// the area code's slash after a country code and a trunk "(0)"
		{"de", "Tel.: +43 (0)664/123 45 67", []string{"MOBILE_PHONE_NUMBER:+43 (0)664/123 45 67"}},
		{"fr", "GSM : +32 (0)475/12.34.56", []string{"MOBILE_PHONE_NUMBER:+32 (0)475/12.34.56"}},
		{"de", "Tel. +49 (0)30/12345678", []string{"LANDLINE_PHONE_NUMBER:+49 (0)30/12345678"}},
		// a Swiss postal account's label
		{"fr", "CCP 10-12345-6", nil},
		// written in one group, a mobile word decides it
		{"de", "Handy 0791234567", []string{"MOBILE_PHONE_NUMBER:0791234567"}},
		{"de", "Tel. 0791234567", []string{"LANDLINE_PHONE_NUMBER:0791234567"}},
		// a mobile word and a mobile of a neighbouring country outside the
		// hint: German-speaking Belgium's 0475
		{"de", "meine Handynummer 0475 12 34 56", []string{"MOBILE_PHONE_NUMBER:0475 12 34 56"}},
		{"en", "mobile 020 7946 0958", []string{"LANDLINE_PHONE_NUMBER:020 7946 0958"}},
		// no hint and no language in the words: a number that is a mobile in
		// one region and a landline in another is a phone number, not a
		// landline (it was GB's landline); a mobile word types it
		{"", "Tél : 06 12 34 56 78", []string{"PHONE_NUMBER:06 12 34 56 78"}},
		{"", "tel. 512 345 678", []string{"PHONE_NUMBER:512 345 678"}},
		{"", "Handy 777 123 456", []string{"MOBILE_PHONE_NUMBER:777 123 456"}},
		// no hint, the words say French: typed by France's plan
		{"", "Vous pouvez me joindre au 06 12 34 56 78, merci.", []string{"MOBILE_PHONE_NUMBER:06 12 34 56 78"}},
		// an adjective before the number's abbreviation says which number, not its kind
		{"fr", "nouveau num 07 68 41 25 93", []string{"MOBILE_PHONE_NUMBER:07 68 41 25 93"}},
		{"de", "meine neue Nr. 0171 2345678", []string{"MOBILE_PHONE_NUMBER:0171 2345678"}},
		// a file's or an order's word elsewhere in the sentence takes no phone
		{"es", "Si necesita información sobre el estado de su expediente, llame al 912 345 678.", []string{"LANDLINE_PHONE_NUMBER:912 345 678"}},
		{"cs", "Ohledně obj. mi zavolejte na 602 123 456", []string{"MOBILE_PHONE_NUMBER:602 123 456"}},
		// two years joined by a dash
		{"fr", "régimes : [X] MSA (emplois saisonniers 1980-1982)   [ ] Fonction publique", nil},
		{"fr", "emplois saisonniers 1980 - 1982", nil},
		{"fr", "Tél. 1990-2045", []string{"LANDLINE_PHONE_NUMBER:1990-2045"}},
		// a '+' number is never a card, even when Luhn-valid and Visa-shaped
		{"de", "Handy +49 151 23456787", []string{"MOBILE_PHONE_NUMBER:+49 151 23456787"}},
		// Irish numbers in English text, written with their trunk 0, are
		// valid without a phone word next to them; without the 0 they are
		// not Irish
		{"en", "My wife's is 085-331-2046 if I'm out.", []string{"MOBILE_PHONE_NUMBER:085-331-2046"}},
		{"en", "or at home (01) 497 3318 after six", []string{"LANDLINE_PHONE_NUMBER:(01) 497 3318"}},
		{"en", "Our Galway office, 091 756 332, is open.", []string{"LANDLINE_PHONE_NUMBER:091 756 332"}},
		{"en", "Order 4973318 shipped.", nil},
		// digits that open with 00 are an international number only when
		// valid: an insurance group number is none
		{"en", "Member ID: W123456789   Group #: 0049281", nil},
		{"de", "Tel. 0049 30 12345678", []string{"LANDLINE_PHONE_NUMBER:0049 30 12345678"}},
		{"en", "Irish freephone 1800 123 456 (24/7)", []string{"PHONE_NUMBER:1800 123 456"}},
		// Australian numbers in English text, written with their trunk 0
		// or as 1300/1800 numbers; without the 0 they are not Australian
		{"en", "SWANSIDE ELECTRICAL\n(08) 9434 6120 · accounts@example.com.au", []string{"LANDLINE_PHONE_NUMBER:(08) 9434 6120"}},
		// an Irish mobile keeps its reading: its first group is Ireland's
		{"en", "My wife's is 085 331 2046 if I'm out.", []string{"MOBILE_PHONE_NUMBER:085 331 2046"}},
		{"en", "Her mobile is 0431 228 907, after 5pm.", []string{"MOBILE_PHONE_NUMBER:0431 228 907"}},
		{"en", "Reception: 02 9382 1111", []string{"LANDLINE_PHONE_NUMBER:02 9382 1111"}},
		{"en", "International: +61 8 9434 6120", []string{"LANDLINE_PHONE_NUMBER:+61 8 9434 6120"}},
		{"en", "Bookings on 1300 655 506 or 1800 020 080.", []string{"LANDLINE_PHONE_NUMBER:1300 655 506", "PHONE_NUMBER:1800 020 080"}},
		{"en", "Order 94346120 shipped.", nil},
		{"en", "Invoice 0894346120 is overdue.", nil},
		// Latin American numbers in Spanish text: Argentina and Uruguay with
		// their trunk 0, Mexico, Colombia, Chile and Peru's mobiles in
		// groups; Spain's nine digits first
		{"es", "Consultas: estudio@ejemplo.com.ar · (0341) 448-3902", []string{"LANDLINE_PHONE_NUMBER:(0341) 448-3902"}},
		{"es", "Llamá al 011 4321-5678 de 9 a 18.", []string{"LANDLINE_PHONE_NUMBER:011 4321-5678"}},
		{"es", "Escribinos al +54 9 341 555-1234.", []string{"MOBILE_PHONE_NUMBER:+54 9 341 555-1234"}},
		{"es", "Al 800 112 4638, con el folio FO-2611-0934.", []string{"PHONE_NUMBER:800 112 4638"}},
		{"es", "oficina 81 8340 1276, celular 55 1234 5678", []string{"PHONE_NUMBER:81 8340 1276", "MOBILE_PHONE_NUMBER:55 1234 5678"}},
		{"es", "Agencia (606) 741 2290 o 300 123 4567.", []string{"LANDLINE_PHONE_NUMBER:(606) 741 2290", "MOBILE_PHONE_NUMBER:300 123 4567"}},
		{"es", "Oficina (2) 2345 6789, móvil +56 9 8765 4321", []string{"PHONE_NUMBER:(2) 2345 6789", "MOBILE_PHONE_NUMBER:+56 9 8765 4321"}},
		{"es", "Lima: (01) 234 5678; cel. 997 654 321", []string{"LANDLINE_PHONE_NUMBER:(01) 234 5678", "MOBILE_PHONE_NUMBER:997 654 321"}},
		{"es", "En Montevideo: 099 123 456 o +598 2916 0000", []string{"MOBILE_PHONE_NUMBER:099 123 456", "LANDLINE_PHONE_NUMBER:+598 2916 0000"}},
		{"es", "Teléfono 987 654 321 (León)", []string{"LANDLINE_PHONE_NUMBER:987 654 321"}},
		// Argentine mobiles with their 15: after the area code, or as
		// dialled inside the area
		{"es", "Celular: 0341 15-448-3902", []string{"MOBILE_PHONE_NUMBER:0341 15-448-3902"}},
		{"es", "cel (011) 15 4321-5678", []string{"MOBILE_PHONE_NUMBER:(011) 15 4321-5678"}},
		{"es", "llamame al 15-4321-5678 a la tarde", []string{"MOBILE_PHONE_NUMBER:15-4321-5678"}},
		{"es", "Expediente 15 43215678 del juzgado", nil},
		// (Mexico's plan does not tell mobiles from landlines)
		// in one run, ten digits are an order or a reference, not a Mexican
		// or Colombian number; an Argentine registered letter's number
		{"es", "Pedido 8183401276 enviado ayer.", nil},
		{"es", "Referencia 3001234567 del envío.", nil},
		{"es", "El pago de 3.001.234 pesos", nil},
		{"es", "CARTA DOCUMENTO · CD 915473208", nil},
		// grouped otherwise than at home: a Spanish collegiate number, a
		// post-office box before its postcode, a range of volumes
		{"es", "Médico: Luis Busto NºCol: 41 41 26458.", nil},
		{"es", "Apartado de Correos 20134 48080 Bilbao.", nil},
		{"es", "un débito de 1500-2000 ml/día", nil},
		{"es", "contrato 0045-118273, expediente 2025-0187734", nil},
		// a label in brackets after a number is that number's, not the next one's
		{"en", "Contact: (415) 555-0132 (cell), (415) 555-0177 (work)", []string{"MOBILE_PHONE_NUMBER:(415) 555-0132", "PHONE_NUMBER:(415) 555-0177"}},
		{"en", "Fax: 212-555-0134 (office) 646-555-0199", []string{"FAX_NUMBER:212-555-0134", "PHONE_NUMBER:646-555-0199"}},
		// a foreign number is carried by a phone word next to it
		{"en", "Can someone call me on 9472 7916?", []string{"PHONE_NUMBER:9472 7916"}},
		// numbers side by side: the second was joined to the first or lost
		{"en", "(212) 555-0134 (646) 555-0199", []string{"PHONE_NUMBER:(212) 555-0134", "PHONE_NUMBER:(646) 555-0199"}},
		{"en", "call 212-555-0134 646-555-0199", []string{"PHONE_NUMBER:212-555-0134", "PHONE_NUMBER:646-555-0199"}},
		{"en", "call 212 555 0134 646 555 0199", []string{"PHONE_NUMBER:212 555 0134", "PHONE_NUMBER:646 555 0199"}},
		{"de", "Tel.: 030 12345678 030 12345679", []string{"LANDLINE_PHONE_NUMBER:030 12345678", "LANDLINE_PHONE_NUMBER:030 12345679"}},
		// the longest split whose every number validates, not three
		// "landlines" of two groups each
		{"de", "call 0151 2345 6789 0171 2345 6789", []string{"MOBILE_PHONE_NUMBER:0151 2345 6789", "MOBILE_PHONE_NUMBER:0171 2345 6789"}},
		// no phone inside an account number: "00" before a 0 is no
		// international prefix
		{"pl", "przelew na konto 12 1020 2892 0000 5102 0123 4567", nil},
		// a number in four groups of four, as cards are written, holds no phone
		{"fr", "CB n° 4970 1012 3456 7890", nil},
		{"de", "Karte 4970-1012-3456-7890 gesperrt", nil},
		{"en", "number 4970 1012 3456 7890 123", nil},
		// customer, case and mandate numbers
		// a company's register number without a language hint
		{"", "Registered in England and Wales, Company No. 01234567.", nil},
		{"", "Company number: 08123456", nil},
		{"", "Company Registration No: 01234567", nil},
		{"", "Reg. No. 01234567", nil},
		{"en", "Company switchboard: 020 7946 0000", []string{"LANDLINE_PHONE_NUMBER:020 7946 0000"}},
		{"de", "Kundennummer 0123456789", nil},
		{"fr", "Numéro client 0123456789", nil},
		{"de", "Mandatsreferenz: 0123456789, Gläubiger-ID DE98ZZZ09999999999", nil},
		{"fr", "Référence dossier : 0123456789", nil},
		{"de", "Kundennummer 4711, Telefon 0221 4711-23", []string{"LANDLINE_PHONE_NUMBER:0221 4711-23"}},
		{"en", "numbers 1234 5678 9012 3456 7890 1234", nil},
		// negatives: dates, prices, IPs, SSN format, cards, postcodes, ids
		{"en", "on 12/31/2024 and 2024-12-31 10:30", nil},
		{"en", "it costs $1 234 567 or 2 345 678 €", nil},
		{"en", "server 192.168.100.200", nil},
		{"en", "SSN 123-45-6789", nil},
		{"en", "card 4111 1111 1111 1111", nil},
		{"es", "Calle Vicente Blasco Ibáñez, 23 45010 Valencia", nil},
		{"es", "NHC: 784123665.", nil},
		{"en", "The restaurant is at 17151 2450 Crown St", nil},
		// case, patient, order, contract, register numbers
		{"sk", "cislo poistenca: 0482565702 .", nil},
		{"cs", "číslo pojištěnce 0482565702", nil},
		{"de", "Versichertennummer 0171 2345678", nil},
		{"de", "Fall-Nr.: 2025-0187734 · Versichertennr.: H281237997", nil},
		{"de", "Pat.-ID: 40012873        Eingang: 03.11.2025", nil},
		{"de", "Mietvertragsnummer: 0447-2210-05", nil},
		{"cs", "pořád nic, objednávka 2611-04471", nil},
		{"cs", "vratit mixer co mi prisel minuly tyden, obj. 2510-44718", nil},
		{"es", "No. de expediente: 0784512        Cama: 412-B", nil},
		{"es", "FACTURA N.º 2026-0412", nil},
		// shipment, session, ticket and case numbers
		{"de", "Betreff: Beschädigte Palette – Sendung 4471-2209 nach Leipzig", nil},
		{"de", "Export vom 21.11.2026, Sitzung 88-40217", nil},
		{"de", "Ticket-Nr. 0221 4711234", nil},
		{"en", "your shipment 0207 946 0000 left the depot", nil},
		{"en", "Case number: 020 7946 0000", nil},
		{"fr", "votre colis 01 42 68 53 00 est parti", nil},
		{"pl", "przesyłka 22 628 51 40 dotarła", nil},
		{"cs", "zásilka 224 815 211 je na cestě", nil},
		{"de", "Sendung angekommen. Rückfragen: Tel. 0221 4711234", []string{"LANDLINE_PHONE_NUMBER:0221 4711234"}},
		{"de", "Tickets unter 0221 4711234", []string{"LANDLINE_PHONE_NUMBER:0221 4711234"}},
		// the same words elsewhere in the sentence leave a hotline a phone
		{"en", "For questions about your parcel call 020 7946 0958.", []string{"LANDLINE_PHONE_NUMBER:020 7946 0958"}},
		{"fr", "Pour votre colis, appelez le 01 42 68 53 00.", []string{"LANDLINE_PHONE_NUMBER:01 42 68 53 00"}},
		{"pl", "W sprawie przesyłki dzwoń: 22 123 45 67.", []string{"LANDLINE_PHONE_NUMBER:22 123 45 67"}},
		{"es", "Sesión de fisioterapia: llame al 912 345 678.", []string{"LANDLINE_PHONE_NUMBER:912 345 678"}},
		// the EU's harmonised service numbers, and other six digits
		{"de", "erreichen Sie den Sperr-Notruf unter 116 116.", []string{"PHONE_NUMBER:116 116"}},
		{"fr", "appelez le 116000 (enfants disparus)", []string{"PHONE_NUMBER:116000"}},
		{"de", "Artikel 116 118 und 116 120", nil},
		{"de", "Ticket-Nr. 116 116", nil},
		// company registers and tax numbers in imprints
		{"fr", "RCS Paris B 512 345 678, capital 10 000 €", nil},
		{"it", "Sede legale Milano – P.IVA 01234567890", nil},
		// a German firm's Steuernummer, abbreviated (the guide leaves it unlabelled)
		{"de", "St.-Nr. 2181508150", nil},
		{"de", "St.Nr.: 2181508150", nil},
		{"de", "StNr 2181508150", nil},
		{"de", "St.-Nr. 2181508150, Tel. 0221 4711234", []string{"LANDLINE_PHONE_NUMBER:0221 4711234"}},
		{"en", "Company switchboard: 020 7946 0000", []string{"LANDLINE_PHONE_NUMBER:020 7946 0000"}},
		{"de", "FACTURA N.º 2026-0412", nil}, // a Spanish invoice in a German request
		{"", "Albarán n.º 2026-0412", nil},
		{"cs", "Číslo OP: 209518374", nil},
		{"pl", "KRS pod nr 0000932290, NIP 8518314965", nil},
		{"fr", "SIREN 487883753 – TVA non applicable", nil},
		{"fr", "Assurance scolaire : MAE, contrat n° 0188-2271-55", nil},
		{"es", "Póliza 0188-2271-55 en vigor", nil},
		{"it", "contratto n. 0188-2271-55", nil},
		{"pl", "umowa nr 0188-2271-55", nil},
		{"cs", "číslo smlouvy 0188-2271-55", nil},
		{"de", "Verwendungszweck: NK 2025 / 7-0419", nil},
		// every register's label that national ids yield to (vocab's RegistrationWords)
		{"de", "Praxis Dr. Weber, BSNR 0301 234 5600", nil},
		{"fr", "Clinique du Parc, FINESS 0142 685 300", nil},
		{"en", "Dr Adams, NPI 0201 946 0958", nil},
		{"es", "Dr. Ruiz, nº colegiado 28/123456", nil},
		// a Swiss practice's GS1 location number and creditor number (ZSR,
		// RCC), a Czech practice's number with the insurers (IČP)
		{"de", "ZSR-Nr. K 4021.17 · GLN 7601000583926", nil},
		{"fr", "RCC K 4021.17, GLN 7601000583926", nil},
		{"it", "Studio medico, GLN 7601000583926", nil},
		{"cs", "IČP 62318004 | tel. 569 421 733", []string{"LANDLINE_PHONE_NUMBER:569 421 733"}},
		{"de", "GLN 7601000583926, Tel. 044 251 34 56", []string{"LANDLINE_PHONE_NUMBER:044 251 34 56"}},
		// a SIREN in the register clause of an imprint, its label too far
		// back for the context words; the same digits alone may be a phone
		{"fr", "La société est immatriculée au RCS de Clermont-Ferrand sous le n° 812 409 738, SIRET 812 409 738 00018.", nil},
		{"fr", "immatriculée au registre du commerce et des sociétés de Nanterre sous le numéro 812 409 738", nil},
		{"fr", "Appelez-nous au 812 409 738.", []string{"PHONE_NUMBER:812 409 738"}},
		{"fr", "RCS Lyon B 812 409 738 – Tél. 04 72 10 30 30", []string{"LANDLINE_PHONE_NUMBER:04 72 10 30 30"}},
		{"fr", "Contrat : 0188-2271-55, tél. 01 42 68 53 00", []string{"LANDLINE_PHONE_NUMBER:01 42 68 53 00"}},
		// a serial-number label nearer than "numer"/"number"/"nummer": an id
		{"pl", "Numer seryjny: FD 0312 400518", nil},
		{"en", "Serial number: FD 0312 400518", nil},
		{"cs", "Sériové číslo: FD 0312 400518", nil},
		// Ofcom's drama range, invalid for libphonenumber, is still a phone
		{"en", "her daughter Claire (07700 900 382) is the main contact.", []string{"MOBILE_PHONE_NUMBER:07700 900 382"}},
		{"en", "reach me at +44 7700 900382", []string{"PHONE_NUMBER:+44 7700 900382"}},
		{"de", "Bestellung 07700 900382", nil},
		// ... and phones next to such words, after a clause boundary
		{"de", "Fall-Nr.: 2025-0187734, Tel. 0911 3982521", []string{"LANDLINE_PHONE_NUMBER:0911 3982521"}},
		{"cs", "objednávka 2611-04471. Volejte na tel. 602 123 456", []string{"MOBILE_PHONE_NUMBER:602 123 456"}},
	})
}

// TestPhoneMemoPerText: the memo (a value that lives in one Find call, one
// text) remembers verdicts and stays within phoneMemoMax entries.
func TestPhoneMemoPerText(t *testing.T) {
	p := NewPhone()
	var m phoneMemo
	typ, score := m.classify(p, "030 12345678", "de", regionsOfLang["de"])
	if m.size() != 1 || typ != "LANDLINE_PHONE_NUMBER" || score < 0.3 {
		t.Fatalf("memo of %d, verdict %s %.2f", m.size(), typ, score)
	}
	for i := range phoneMemoMax + 10 {
		m.classify(p, fmt.Sprintf("030 %08d", i), "de", regionsOfLang["de"])
	}
	if m.size() > phoneMemoMax {
		t.Errorf("memo holds %d verdicts, more than %d", m.size(), phoneMemoMax)
	}
	if typ2, score2 := m.classify(p, "030 12345678", "de", regionsOfLang["de"]); typ2 != typ || score2 != score {
		t.Errorf("verdict changed: %s %.2f", typ2, score2)
	}
}

// TestPhoneContextWords: a word that begins like a label of another number
// does not lower the phone: "kontakt" is no "konta" (of the account), which
// as a stem lowered "kontakt pod numerem 22 345 67 89" from 1.0 to 0.65;
// "praticamente" no "pratica" (a case), which dropped the number.
func TestPhoneContextWords(t *testing.T) {
	e := detect.New(NewPhone())
	for _, c := range []struct {
		lang, text, value string
		min               float64
	}{
		{"pl", "W razie pytań prosimy o kontakt pod numerem 22 345 67 89.", "22 345 67 89", 0.9},
		{"pl", "Kontakt: 601 234 567", "601 234 567", 0.9},
		{"it", "Sono praticamente sempre al 02 2951 1234", "02 2951 1234", 0.6},
	} {
		found := false
		for _, en := range e.Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.3}) {
			if en.Text == c.value {
				found = true
				if en.Score < c.min {
					t.Errorf("%q: %s at %.2f, want %.2f or more", c.text, en.Type, en.Score, c.min)
				}
			}
		}
		if !found {
			t.Errorf("%q: %q not found", c.text, c.value)
		}
	}
}

// TestPhoneCaseNumberLabels: a case, claim, file or ticket number after its
// label is no phone, although it has a phone's shape and "numero" or
// "numer" beside it is a phone word ("Numero pratica 0123456789" was a
// landline at 1.0); a phone next to such a word, not labelled by it, stays.
func TestPhoneCaseNumberLabels(t *testing.T) {
	e := detect.New(NewPhone())
	for _, c := range []struct {
		lang, text, value string
		phone             bool
	}{
		{"it", "Numero pratica 0123456789", "0123456789", false},
		{"it", "Rif. pratica: 0123456789", "0123456789", false},
		{"it", "Numero di pratica 0612345678", "0612345678", false},
		{"it", "Numero sinistro 0123456789", "0123456789", false},
		{"de", "Aktenzeichen 0123456789", "0123456789", false},
		{"de", "Ticketnummer 0301234567", "0301234567", false},
		{"fr", "Numéro de sinistre 0123456789", "0123456789", false},
		{"fr", "Numéro de ticket 0123456789", "0123456789", false},
		{"pl", "Numer sprawy 0123456789", "0123456789", false},
		{"en", "Case ID: 02012345678", "02012345678", false},
		{"en", "Policy no. 02012345678", "02012345678", false},
		{"fr", "Patient né le 12/05/1958, IPP 123456789.", "123456789", false},
		{"fr", "IPP : 0612345678", "0612345678", false},
		{"fr", "NDA 0123456789", "0123456789", false},
		{"it", "Cartella clinica 0612345678", "0612345678", false},
		{"pl", "Nr historii choroby 221234567", "221234567", false},
		{"de", "Buchungsnummer 1234567890, Zimmer 214", "1234567890", false},
		{"de", "[09:15:30] Sabine: kdnr 40017735, sabine terwey-kaminski", "40017735", false},
		{"de", "Kd.-Nr. 040177355", "040177355", false},
		{"de", "Kd.Nr. 040177355", "040177355", false},
		{"en", "OHIP HCN: 5847-192-035   Version: KT", "5847-192-035", false},
		{"it", "Telefono di riferimento:        3331234567", "3331234567", true},
		{"cs", "Variabilní symbol 0212345678", "0212345678", false},
		{"en", "Booking reference: 02012345678", "02012345678", false},
		{"fr", "Secrétariat du service : 01 42 68 53 00", "01 42 68 53 00", true},
		{"it", "Per la pratica chiamare lo 02 2951 1234", "02 2951 1234", true},
		{"en", "About your claim, call 020 7946 0000", "020 7946 0000", true},
	} {
		found := false
		for _, en := range e.Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.3}) {
			found = found || en.Text == c.value
		}
		if found != c.phone {
			t.Errorf("%q: phone %q found %v, want %v", c.text, c.value, found, c.phone)
		}
	}
}

// TestPhoneHeadOfLetterCode: digits followed by a lone capital letter and
// more digits are the head of a code in groups, not a phone ("12 030462 M
// 005" was a landline "12 030462"); a phone before a word stays.
func TestPhoneHeadOfLetterCode(t *testing.T) {
	e := detect.New(NewPhone())
	for _, c := range []struct {
		lang, text, value string
		phone             bool
	}{
		{"de", "Versicherungsnummer 12 030462 M 005", "12 030462", false},
		{"de", "Ihre Mitgliedsnummer 12 030462 M 005 bitte angeben", "12 030462", false},
		{"de", "Tel. 030 1234567 A bis Z erreichbar", "030 1234567", true},
	} {
		found := false
		for _, en := range e.Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.3}) {
			found = found || en.Text == c.value
		}
		if found != c.phone {
			t.Errorf("%q: phone %q found %v, want %v", c.text, c.value, found, c.phone)
		}
	}
}

// TestStudentLabelIsNoPhone: a student number's label right before a
// number that a phone plan also validates names a student's number.
func TestStudentLabelIsNoPhone(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"de", "Matrikelnummer 0301234567", nil},
		{"fr", "numéro étudiant 0612345678", nil},
		{"en", "Student number 0712345678", nil},
		{"en", "Student ID: 0712345678", nil},
		{"it", "Università di Bologna, numero di matricola 0000912345", nil},
		{"pl", "numer albumu 0501234567", nil},
		{"en", "Student services: 020 7946 0958", []string{"LANDLINE_PHONE_NUMBER:020 7946 0958"}},
	})
}

// TestIdLabelIsNoPhone: a transaction's, a booking's, a serial, a passport
// or a staff number's label right before a number that a phone plan
// validates names that number; a phone line of the same words is still one.
func TestIdLabelIsNoPhone(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"en", "Transaction ID 0712345678", nil},
		{"en", "Transaction reference: 0712345678", nil},
		{"en", "Passport number 0712345678", nil},
		{"de", "Personalnummer 0301234567", nil},
		{"de", "Transaktionsnummer 0301234567", nil},
		{"de", "Seriennummer 0301234567", nil},
		{"de", "Reservierungsnummer 0301234567", nil},
		{"fr", "numéro de transaction 0612345678", nil},
		{"fr", "numéro de série 0612345678", nil},
		{"es", "localizador 612345678", nil},
		{"es", "número de transacción 612345678", nil},
		{"it", "codice transazione 0612345678", nil},
		{"pl", "numer transakcji 501234567", nil},
		{"cs", "číslo transakce 602123456", nil},
		{"en", "For reservations call 0712 345678", []string{"LANDLINE_PHONE_NUMBER:0712 345678"}},
		{"en", "Passport office: 0300 222 0000", []string{"PHONE_NUMBER:0300 222 0000"}},
	})
}

// TestPersonalTaxIDLabelIsNoPhone: a number after the label of a
// personal or tax number (vocab's PersonalIDWords and TaxIDWords, the
// words the grouped ids read too) is no phone ("RČ 602 123 456", "NIR :
// 06 12 34 56 78", "C.F. 333 123 4567" were mobile numbers at 0.7); "cf."
// (compare) is no label.
func TestPersonalTaxIDLabelIsNoPhone(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"cs", "RČ 602 123 456", nil},
		{"cs", "r.č. 602 123 456", nil},
		{"sk", "r. č. 902 123 456", nil},
		{"fr", "NIR : 06 12 34 56 78", nil},
		{"it", "C.F. 333 123 4567", nil},
		{"pl", "NIP 600 100 200", nil},
		{"en", "see cf. 020 7946 0000", []string{"LANDLINE_PHONE_NUMBER:020 7946 0000"}},
		{"cs", "tel. 602 123 456", []string{"MOBILE_PHONE_NUMBER:602 123 456"}},
	})
}

// TestInsuranceLabelIsNoPhone: an insured person's, a member's or a
// policy's number after its label is no phone, whatever plan validates it.
func TestInsuranceLabelIsNoPhone(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"en", "Member ID: 0712345678", nil},
		{"en", "Insurance number 0712345678", nil},
		{"de", "Mitgliedsnummer 0301234567", nil},
		{"de", "Policennummer 0301234567", nil},
		{"fr", "numéro d'adhérent 0612345678", nil},
		{"fr", "numéro de sécurité sociale 0612345678", nil},
		{"es", "tarjeta sanitaria 612345678", nil},
		{"it", "tessera sanitaria 0612345678", nil},
		{"pl", "numer ubezpieczenia 501234567", nil},
		{"en", "Member services: 0800 123 4567", []string{"PHONE_NUMBER:0800 123 4567"}},
	})
}

// TestSocialSecurityLabelIsNoPhone: a social security number's label right
// before a number makes it none of a phone.
func TestSocialSecurityLabelIsNoPhone(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"de", "Sozialversicherungsnummer 0612345678", nil},
		{"de", "SV-Nummer 0612345678", nil},
		{"en", "Social security number 0712345678", nil},
		{"es", "número de la seguridad social 612345678", nil},
		{"es", "Nº Seguridad Social 612345678", nil},
		{"it", "numero di previdenza sociale 0612345678", nil},
		{"en", "Social security office: 0800 731 0469", []string{"PHONE_NUMBER:0800 731 0469"}},
	})
}

// TestSlashJoinedNumbers: two numbers with their country codes joined by a
// slash are two phones; the German area code's slash stays inside one.
func TestSlashJoinedNumbers(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"en", "Mob: +44 7700 900123/+44 7700 900456", []string{"MOBILE_PHONE_NUMBER:+44 7700 900123", "PHONE_NUMBER:+44 7700 900456"}},
		{"de", "Tel.: +49 30 1234567/+49 171 2345678", []string{"LANDLINE_PHONE_NUMBER:+49 30 1234567", "MOBILE_PHONE_NUMBER:+49 171 2345678"}},
		{"de", "Tel. 030/1234567", []string{"LANDLINE_PHONE_NUMBER:030/1234567"}},
	})
}

// TestLabelThenNumberWord: a number word between an id's label and the
// number ("Reisepass Nr.", "numéro de série n°") leaves it the id's; a
// phone's label with one stays a phone's.
func TestLabelThenNumberWord(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"de", "Reisepass Nr. 0301234567", nil},
		{"fr", "numéro de série n° 0612345678", nil},
		{"en", "Passport No. 0712345678", nil},
		{"de", "Telefon Nr. 0301234567", []string{"LANDLINE_PHONE_NUMBER:0301234567"}},
		{"en", "Phone no. 0712 345678", []string{"LANDLINE_PHONE_NUMBER:0712 345678"}},
	})
}

// TestArticleNumberIsNoPhone: an invoice line's article or product number
// after its label is no phone, though a plan validates its digits.
func TestArticleNumberIsNoPhone(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"de", "Pos. 1  Artikel-Nr. 4006381333931  Menge 12", nil},
		{"de", "EAN 4006381333931", nil},
		{"en", "SKU: 0712345678", nil},
		{"fr", "Code article 0612345678", nil},
		// a phone's label keeps it a phone; without its trunk 0, no
		// German plan's
		{"de", "Tel. 4006381333931", []string{"PHONE_NUMBER:4006381333931"}},
	})
}

// TestOrderReferenceIsNoPhone: a purchase order's, a delivery note's or a
// reference's label right before a number makes it none of a phone.
func TestOrderReferenceIsNoPhone(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"en", "Invoice no. 2025-118, PO 0712345678, customer ref 0712345678", nil},
		{"en", "Ref: 0712345678", nil},
		{"it", "Codice cliente 100234 – Riferimento DDT 0612345678", nil},
		{"it", "rif. 0612345678", nil},
		{"en", "For reference, call 0712 345678", []string{"LANDLINE_PHONE_NUMBER:0712 345678"}},
	})
}

// TestPassportFirst: a passport word among the label words before a number,
// before any phone word, makes it the passport's; an office's number is a
// phone.
func TestPassportFirst(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"fr", "passeport américain n° 123456789", nil},
		// a qualifier of several words: up to six words, all of them qualifiers
		{"fr", "passeport des États-Unis n° 548213977", nil},
		{"es", "pasaporte de EE. UU. nº 548213977", nil},
		{"fr", "Mon passeport est expiré, appelez-moi au 06 12 34 56 78", []string{"MOBILE_PHONE_NUMBER:06 12 34 56 78"}},
		{"fr", "passeport perdu hier soir chez nous 0612345678", []string{"MOBILE_PHONE_NUMBER:0612345678"}},
		{"en", "Passport office: 0300 222 0000", []string{"PHONE_NUMBER:0300 222 0000"}},
		{"en", "Passport office: call 0300 222 0000", []string{"PHONE_NUMBER:0300 222 0000"}},
		{"en", "Passport and phone: 07700 900123", []string{"MOBILE_PHONE_NUMBER:07700 900123"}},
	})
}

// TestBankCodeIsNoPhone: a bank's code after its label is no phone.
func TestBankCodeIsNoPhone(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"de", "kontonr 84417360 blz 29050101, sparkasse bremen", nil},
		{"de", "Tel. 0421 29050101", []string{"LANDLINE_PHONE_NUMBER:0421 29050101"}},
	})
}

// TestConversationNumberIsNoPhone: a conversation's or an export's number
// after its label is no phone.
func TestConversationNumberIsNoPhone(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"sk", "Export konverzácie č. 2611-48803 | štvrtok", nil},
		{"en", "Conversation #0712345678", nil},
		{"sk", "tel. č. 0905 123 456", []string{"MOBILE_PHONE_NUMBER:0905 123 456"}},
	})
}

// TestNorthAmericaInSpanishAndFrench: Spanish and French text try North
// America's plan after their own, for numbers in its groups only.
func TestNorthAmericaInSpanishAndFrench(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"es", "Celular: (210) 519-8846    Casa: (210) 433-0972", []string{"MOBILE_PHONE_NUMBER:(210) 519-8846", "PHONE_NUMBER:(210) 433-0972"}},
		{"es", "Llámeme al 210.433.0972", []string{"PHONE_NUMBER:210.433.0972"}},
		{"fr", "communiquer avec la soussignée au 819 563-2470, poste 226", []string{"PHONE_NUMBER:819 563-2470"}},
		// Spain's and France's own numbers keep their reading
		{"es", "Teléfono: 963 862 500", []string{"LANDLINE_PHONE_NUMBER:963 862 500"}},
		{"fr", "Tél. 01 42 68 53 00", []string{"LANDLINE_PHONE_NUMBER:01 42 68 53 00"}},
		// ten digits in one run, or in other groups, are no North American
		// number: a postbox and its postcode, an order
		{"es", "Apartado de Correos 20134 48080 Bilbao", nil},
		{"es", "Pedido 2105198846 enviado", nil},
		{"fr", "Facture 8195632470 réglée", nil},
	})
}

// TestLongRunWithoutTrunk: a number longer than a local one, without the
// trunk 0 its region's numbers are written with, is none of that region's.
func TestLongRunWithoutTrunk(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"de", "28.11.2026 08:14 Maik Tschirner: 3408 7721 5590 12\n28.11.2026 08:14 Bot: Status", nil},
		{"en", "Tracking: 3408 7721 5590 12", nil},
		{"de", "Tel. 030 1234 5678 90", []string{"LANDLINE_PHONE_NUMBER:030 1234 5678 90"}},
		// a local number, dialled without its area code
		{"de", "Tel. 7721 5590", []string{"LANDLINE_PHONE_NUMBER:7721 5590"}},
	})
}

// TestReferenceAbbreviationIsNoPhone: a number after a number's
// abbreviation whose noun names no phone is the contract's, the order's
// or the file's; a phone's, a line's or a preposition's keeps it a phone.
func TestReferenceAbbreviationIsNoPhone(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"de", "Krankenversicherung (Gruppenvertrag Nr. 7730-114) besteht zusätzlich.", nil},
		{"de", "Vertrags-Nr. 030 1234567", nil},
		{"cs", "smlouva č. 602 123 456", nil},
		{"fr", "Contrat n° 0612345678", nil},
		{"en", "Invoice No. 0712345678", nil},
		{"it", "certificato di malattia telematico (protocollo 8813520974).", nil},
		{"de", "Festnetz-Nr. 030 1234567", []string{"LANDLINE_PHONE_NUMBER:030 1234567"}},
		{"de", "Telefon Nr. 0301234567", []string{"LANDLINE_PHONE_NUMBER:0301234567"}},
		{"en", "Home No. 020 7946 0000", []string{"LANDLINE_PHONE_NUMBER:020 7946 0000"}},
		{"pl", "proszę dzwonić pod nr 601 234 567", []string{"MOBILE_PHONE_NUMBER:601 234 567"}},
		{"pl", "sms jak bedzie naprawione, nr 512 640 187", []string{"MOBILE_PHONE_NUMBER:512 640 187"}},
		{"cs", "SMS na č. 602 123 456", []string{"MOBILE_PHONE_NUMBER:602 123 456"}},
		{"fr", "joignable au n° 06 12 34 56 78", []string{"MOBILE_PHONE_NUMBER:06 12 34 56 78"}},
		{"it", "Numero verde n. 800 913 447", []string{"PHONE_NUMBER:800 913 447"}},
		{"de", "Tel.-Nr. 030 1234567", []string{"LANDLINE_PHONE_NUMBER:030 1234567"}},
		{"de", "Kunden-Nr. 0301234567", nil},
	})
}

// TestItalianFreephone: Italy's 800 and 803 numbers, after a service's
// hours too; a six-digit amount with its thousands' dot stays one.
func TestItalianFreephone(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"it", "Reperibilità SOC 24/7 800 913 447", []string{"PHONE_NUMBER:800 913 447"}},
		{"it", "Soccorso stradale ACI 803 116", []string{"PHONE_NUMBER:803 116"}},
		{"it", "chiamate il numero verde 803.116", []string{"PHONE_NUMBER:803.116"}},
		{"it", "abitanti 803.116 nel 2024", nil},
		{"it", "Ordine 803116", nil},
		{"it", "codice 123456", nil},
	})
}

// TestPolishNegationIsNoLabel: Polish "nie" (not) is no Spanish NIE's
// label before a phone.
func TestPolishNegationIsNoLabel(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		{"pl", "Klient: nie, teraz 731 204 588. mail ten sam", []string{"MOBILE_PHONE_NUMBER:731 204 588"}},
	})
}
