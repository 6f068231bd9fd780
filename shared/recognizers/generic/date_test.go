package generic

import (
	"strings"
	"testing"
	"unicode"
)

func TestDate(t *testing.T) {
	runCases(t, Date{}, []tcase{
		{"en", "due 12/31/2024, paid 2024-12-31.", []string{"DATE_TIME:12/31/2024", "DATE_TIME:2024-12-31"}},
		{"de", "am 31.12.2024 und 31. 12. 2024", []string{"DATE_TIME:31.12.2024", "DATE_TIME:31. 12. 2024"}},
		{"en", "at 2018-01-14 03:07:43 and 2024-03-01T14:30:00Z", []string{"DATE_TIME:2018-01-14 03:07:43", "DATE_TIME:2024-03-01T14:30:00Z"}},
		{"en", "on 31 December 2024 or December 31, 2024 or Dec 31st", []string{"DATE_TIME:31 December 2024", "DATE_TIME:December 31, 2024", "DATE_TIME:Dec 31st"}},
		{"cs", "dne 31. prosince 2024 🙂", []string{"DATE_TIME:31. prosince 2024"}},
		{"pl", "dnia 31 grudnia 2024 r.", []string{"DATE_TIME:31 grudnia 2024"}},
		{"sk", "3. marca 2024", []string{"DATE_TIME:3. marca 2024"}},
		{"es", "el 3 de marzo de 2024, en abril 2002 y diciembre-2002", []string{"DATE_TIME:3 de marzo de 2024", "DATE_TIME:abril 2002", "DATE_TIME:diciembre-2002"}},
		{"it", "il 3 marzo 2024", []string{"DATE_TIME:3 marzo 2024"}},
		// a date glued to letters by '/' or '-' is the tail of an identifier
		// or a path
		{"pl", "Faktura FV/2026/04/12 z dnia 12.04.2026", []string{"DATE_TIME:12.04.2026"}},
		{"en", "Ref ABC-2026-04-12 attached", nil},
		{"en", "see /var/log/2026/04/12/app.log", nil},
		// "D.O.B." with its dots
		{"en", "Patient: Fiona McLeod   D.O.B.: 4 July 1988", []string{"DATE_OF_BIRTH:4 July 1988"}},
		{"en", "d.o.b 14/09/1956", []string{"DATE_OF_BIRTH:14/09/1956"}},
		// the genealogical star, "born"; a star that opens a line is a bullet
		{"de", "Frau Meier (* 12.03.1988) wurde am 14.03.2025 aufgenommen.", []string{"DATE_OF_BIRTH:12.03.1988", "DATE_TIME:14.03.2025"}},
		{"de", "Anna Berg, *12.03.1988 in Graz", []string{"DATE_OF_BIRTH:12.03.1988"}},
		// "né le" typed without its accent; "ne" alone is the negation
		{"fr", "[18:05] Client : kevin lemaitre ne le 03/02/1994", []string{"DATE_TIME:18:05", "DATE_OF_BIRTH:03/02/1994"}},
		{"fr", "Mlle Durand, nee le 12/05/1988 à Lyon", []string{"DATE_OF_BIRTH:12/05/1988"}},
		{"fr", "RDV avec Hélène le 14/03/2026 à 10h.", []string{"DATE_TIME:14/03/2026"}},
		{"fr", "Mise en scène le 15/03/2026 au théâtre.", []string{"DATE_TIME:15/03/2026"}},
		// a table's rows under a column of birth
		{"fr", "Nom, prénom                    Date de naissance\nRIOU Gwenaël                   03/02/1990\nRIOU Soizic                    15/09/1993",
			[]string{"DATE_OF_BIRTH:03/02/1990", "DATE_OF_BIRTH:15/09/1993"}},
		{"pl", "Lp. | Imię    | Nazwisko      | PESEL       | Obywatelstwo | Data urodzenia | Pokrewieństwo\n1.  | OLIWER  | PAWLUKIEWICZ  | 16250913735 | polskie      | 09.05.2016     | syn",
			[]string{"DATE_OF_BIRTH:09.05.2016"}},
		// rows of '|' that open with one under a header that does not
		{"de", "Name | Eintritt | Geburtsdatum | Austritt\n| Anna | 01.04.2013 | 12.03.1990 | 31.12.2024 |\n| Tom | 01.05.2014 | 15.09.1993 | 30.06.2023 |",
			[]string{"DATE_OF_BIRTH:01.04.2013", "DATE_OF_BIRTH:12.03.1990", "DATE_TIME:31.12.2024", "DATE_TIME:01.05.2014", "DATE_OF_BIRTH:15.09.1993", "DATE_TIME:30.06.2023"}},
		// a tab-separated paste: cells by their tabs
		{"de", "Name\tEintritt\tGeburtsdatum\nTom Berg\t01.05.2014\t15.09.1993\nAnna-Maria Bergmann\t01.04.2013\t12.03.1990",
			[]string{"DATE_OF_BIRTH:01.05.2014", "DATE_OF_BIRTH:15.09.1993", "DATE_TIME:01.04.2013", "DATE_OF_BIRTH:12.03.1990"}},
		{"de", "Name              Geb.-Datum\nTom Berg          15.09.1993\nAnna Berg         12.03.1990",
			[]string{"DATE_OF_BIRTH:15.09.1993", "DATE_OF_BIRTH:12.03.1990"}},
		// a form's fields and a prose line above are no header
		{"de", "Fachabteilung:   Geburtshilfe\nAufnahme:        12.03.2025\nEntlassung:      15.03.2025",
			[]string{"DATE_OF_BIRTH:12.03.2025", "DATE_TIME:15.03.2025"}},
		{"de", "anbei die Termine für die Geburtsvorbereitung, bitte pünktlich sein\n  12.03.2025 Kurs eins\n  19.03.2025 Kurs zwei",
			[]string{"DATE_OF_BIRTH:12.03.2025", "DATE_TIME:19.03.2025"}},
		{"de", "Datum        Betrag     Fällig\n03.02.2025   120,00     15.02.2025", []string{"DATE_TIME:03.02.2025", "DATE_TIME:15.02.2025"}},
		// a field's line with a birth above is no header
		{"it", "Paziente:      Maspoli Elia, nato il 14.06.2019\nDegenza:       16.11.2024 – 21.11.2024",
			[]string{"DATE_OF_BIRTH:14.06.2019", "DATE_TIME:16.11.2024", "DATE_TIME:21.11.2024"}},
		{"de", "* 12.03.2025 Termin beim Zahnarzt", []string{"DATE_TIME:12.03.2025"}},
		// a two-digit year after "del"; "nací" (I was born)
		{"es", "nací el 5 de septiembre del 62", []string{"DATE_OF_BIRTH:5 de septiembre del 62"}},
		{"it", "nata il 3 marzo del '85", []string{"DATE_OF_BIRTH:3 marzo del '85"}},
		{"es", "la cita es el 5 de mayo del 2025", []string{"DATE_TIME:5 de mayo del 2025"}},
		{"fr", "le 3 mars 2024 à 14:30", []string{"DATE_TIME:3 mars 2024", "DATE_TIME:14:30"}},
		{"en", "meet at 2:30 pm, founded in 2004", []string{"DATE_TIME:2:30 pm", "DATE_TIME:2004"}},
		// birth context
		{"en", "She was born on 7/14/1995.", []string{"DATE_OF_BIRTH:7/14/1995"}},
		// a birth verb or an abbreviated label
		{"es", "El paciente nació el 3 de marzo de 2014 en Soria.", []string{"DATE_OF_BIRTH:3 de marzo de 2014"}},
		{"es", "F. nac.: 12/05/1978", []string{"DATE_OF_BIRTH:12/05/1978"}},
		{"pl", "ur. 12.03.1961 w Gdańsku", []string{"DATE_OF_BIRTH:12.03.1961"}},
		{"pl", "Pacjent urodził się 12.03.1961", []string{"DATE_OF_BIRTH:12.03.1961"}},
		{"it", "nacque il 3 marzo 1980 a Roma", []string{"DATE_OF_BIRTH:3 marzo 1980"}},
		// a start date after "since" is no birth date, a birth word near or not
		{"de", "Der 1984 geborene Kläger ist seit dem 01.04.2013 bei der Beklagten.", []string{"DATE_TIME:01.04.2013"}},
		{"en", "Born in Leeds, employed since 01/04/2013.", []string{"DATE_TIME:01/04/2013"}},
		{"fr", "née à Lyon, en poste depuis le 01/09/2010", []string{"DATE_TIME:01/09/2010"}},
		{"es", "nacida en Soria, trabaja desde el 01/09/2010", []string{"DATE_TIME:01/09/2010"}},
		{"it", "nata a Como, assunta dal 01/09/2010", []string{"DATE_TIME:01/09/2010"}},
		{"pl", "urodzona w Gdańsku, zatrudniona od 01.09.2010", []string{"DATE_TIME:01.09.2010"}},
		{"cs", "narozena v Brně, zaměstnána od 1. 9. 2010", []string{"DATE_TIME:1. 9. 2010"}},
		{"de", "geboren am 12.03.1961, seit 2010 in Rente", []string{"DATE_OF_BIRTH:12.03.1961", "DATE_TIME:2010"}},
		// slashes between spaces, as forms print them
		{"en", "Date of birth: 09 / 12 / 1996\nNational", []string{"DATE_OF_BIRTH:09 / 12 / 1996"}},
		{"en", "Signed 12 / 31 / 2024", []string{"DATE_TIME:12 / 31 / 2024"}},
		{"en", "ratio 1 / 2 / 3 and 13 / 13 / 2024", nil},
		// the answer to a request for the birth date on the line before
		{"en", "Marcus: Can I have your date of birth?\nMember: Angela M. Ruiz, 07/19/1984", []string{"DATE_OF_BIRTH:07/19/1984"}},
		{"fr", "Inès : votre date de naissance et votre code postal ?\nClient : 12/02/1987 et 69003", []string{"DATE_OF_BIRTH:12/02/1987"}},
		{"sk", "[08:14] Miroslava: Prosím dátum narodenia.\n[08:15] Zákazník: 14.6.1988", []string{"DATE_TIME:08:14", "DATE_TIME:08:15", "DATE_OF_BIRTH:14.6.1988"}},
		{"de", "Agent: Ihr Geburtsdatum bitte?\nKunde: 03.05.1958", []string{"DATE_OF_BIRTH:03.05.1958"}},
		{"es", "Agente: ¿su fecha de nacimiento?\nCliente: 22/02/1987", []string{"DATE_OF_BIRTH:22/02/1987"}},
		{"it", "Operatore: mi dice la data di nascita?\nCliente: 22/02/1987", []string{"DATE_OF_BIRTH:22/02/1987"}},
		{"pl", "Doradca: Proszę o datę urodzenia.\nKlient: 22.02.1987", []string{"DATE_OF_BIRTH:22.02.1987"}},
		{"cs", "Operátor: Datum narození prosím.\nKlient: 22. 2. 1987", []string{"DATE_OF_BIRTH:22. 2. 1987"}},
		// not when the asking line gave one, nor a second date of the line
		{"en", "date of birth 01/02/1980?\nOrder placed 07/19/2024", []string{"DATE_OF_BIRTH:01/02/1980", "DATE_TIME:07/19/2024"}},
		{"en", "date of birth?\nMember: 07/19/1984, visit 08/01/2025", []string{"DATE_OF_BIRTH:07/19/1984", "DATE_TIME:08/01/2025"}},
		{"en", "Appointment booked.\nVisit: 07/19/2025", []string{"DATE_TIME:07/19/2025"}},
		{"de", "Geburtsdatum: 01.02.1980", []string{"DATE_OF_BIRTH:01.02.1980"}},
		{"cs", "datum narození 5. 6. 1977", []string{"DATE_OF_BIRTH:5. 6. 1977"}},
		{"es", "fecha de nacimiento: 22/02/1987", []string{"DATE_OF_BIRTH:22/02/1987"}},
		{"cs", "Marie Svobodová, nar. 29. 10. 1944, r. č. 446029/3882", []string{"DATE_OF_BIRTH:29. 10. 1944"}},
		{"sk", "Matka: Jana Oravcová, nar. 5. 5. 1990", []string{"DATE_OF_BIRTH:5. 5. 1990"}},
		{"de", "Der am 14.03.1977 geborene Kläger", []string{"DATE_OF_BIRTH:14.03.1977"}},
		// the verb at the clause's end, after the place of birth
		{"de", "Ich bin am 3.5.1985 in Bad Ischl geboren.", []string{"DATE_OF_BIRTH:3.5.1985"}},
		{"de", "Termin am 3.5.2026, geboren bin ich in Graz.", []string{"DATE_TIME:3.5.2026"}},
		{"it", "la data di nascita?\n22:15 Cliente: Lorenzo", []string{"DATE_TIME:22:15"}},
		{"pl", "data urodzenia: 12.03.1980, godz. 10:32", []string{"DATE_OF_BIRTH:12.03.1980", "DATE_TIME:10:32"}},
		{"cs", "v kanceláři na Národní 12. 1. 2025", []string{"DATE_TIME:12. 1. 2025"}},
		{"de", "am 14.03.1977 gebucht", []string{"DATE_TIME:14.03.1977"}},
		// a range: the first date takes its month and year from the second
		{"de", "Urlaub vom 12.03. bis 15.03.2026", []string{"DATE_TIME:12.03.", "DATE_TIME:15.03.2026"}},
		{"de", "Messe 12.–15.3.2026 in Köln, Hotel 12.-15.03.2026", []string{"DATE_TIME:12.", "DATE_TIME:15.3.2026", "DATE_TIME:12.", "DATE_TIME:15.03.2026"}},
		{"de", "von 12. bis 15. März 2026 und 12-15.03.2026", []string{"DATE_TIME:12.", "DATE_TIME:15. März 2026", "DATE_TIME:12", "DATE_TIME:15.03.2026"}},
		{"en", "The conference runs from 3 to 5 March 2026.", []string{"DATE_TIME:3", "DATE_TIME:5 March 2026"}},
		{"en", "Closed 3-5 March 2026, open 3rd to 5th April 2026", []string{"DATE_TIME:3", "DATE_TIME:5 March 2026", "DATE_TIME:3rd", "DATE_TIME:5th April 2026"}},
		{"en", "Stay 12/03 - 15/03/2026", []string{"DATE_TIME:12/03", "DATE_TIME:15/03/2026"}},
		{"fr", "Séjour du 12 au 15 mars 2026.", []string{"DATE_TIME:12", "DATE_TIME:15 mars 2026"}},
		{"es", "del 12 al 15 de marzo de 2026", []string{"DATE_TIME:12", "DATE_TIME:15 de marzo de 2026"}},
		{"it", "dal 12 al 15 marzo 2026", []string{"DATE_TIME:12", "DATE_TIME:15 marzo 2026"}},
		{"pl", "od 12 do 15 marca 2026", []string{"DATE_TIME:12", "DATE_TIME:15 marca 2026"}},
		{"cs", "od 12. do 15. března 2026", []string{"DATE_TIME:12.", "DATE_TIME:15. března 2026"}},
		{"sk", "12. – 15. 3. 2026", []string{"DATE_TIME:12.", "DATE_TIME:15. 3. 2026"}},
		// the month's name first: the second day takes the year
		{"en", "Stay March 3 to 5, 2026 or Oct. 30–31, 2026", []string{"DATE_TIME:March 3", "DATE_TIME:5, 2026", "DATE_TIME:Oct. 30", "DATE_TIME:31, 2026"}},
		{"en", "on May 5 - 10 people came, May 7 to 2026", []string{"DATE_TIME:May 5", "DATE_TIME:May 7"}},
		// not a range: a version, a day after the second, a longer number
		{"en", "Version 2.3 - 15.03.2026, rooms 15 to 12 March 2026, ref 1.000 - 15.03.2026", []string{"DATE_TIME:15.03.2026", "DATE_TIME:12 March 2026", "DATE_TIME:15.03.2026"}},
		{"de", "Lieferung KW 12 - 15.03.2026, Rechnung Nr. 12 / 15/03/2026", []string{"DATE_TIME:15.03.2026", "DATE_TIME:15/03/2026"}},
		// negatives
		{"en", "invalid 02/30/2024, 13/13/2024, 2024-13-01, 31 February", nil},
		{"en", "version 1.2.3.4 and 10.0.0.1, price 12.50, ratio 3:1", nil},
		{"en", "we have 2004 reasons", nil},
		{"es", "Hospital 12 de Octubre, exón 5 del gen", nil},
	})
}

func TestWeekday(t *testing.T) {
	runCases(t, Weekday{}, []tcase{
		{"en", "flew to Oslo on Tuesday morning", []string{"DATE_TIME:Tuesday"}},
		{"de", "am Mittwoch und Sonntag", []string{"DATE_TIME:Mittwoch", "DATE_TIME:Sonntag"}},
		{"en", "today, someday, Montagne, Holiday", nil},
	})
}

// birthAskedUnbounded is birthAsked as it was before its look-backs were
// bounded (quadratic on a long text of dates without line breaks): the
// reference its answers must equal.
func birthAskedUnbounded(t string, start, prevEnd int) bool {
	ls := strings.LastIndexByte(t[:start], '\n')
	if ls <= 0 || prevEnd > ls {
		return false
	}
	q := t[strings.LastIndexByte(t[:ls], '\n')+1 : ls]
	if prevEnd > ls-len(q) || len(q) > 400 {
		return false
	}
	for w := range strings.FieldsFuncSeq(q, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if birthStems.Match(w) {
			return true
		}
	}
	return false
}

// TestBirthAskedAsUnbounded: the bounded look-backs answer as the unbounded
// ones at every position of texts with short, long and no asking lines.
func TestBirthAskedAsUnbounded(t *testing.T) {
	texts := []string{
		"date of birth?\nMember: Angela M. Ruiz, 07/19/1984",
		"\ndate of birth?\n07/19/1984",
		"date of birth?\n" + strings.Repeat("x", 500) + " 07/19/1984",
		strings.Repeat("a", 399) + " birth\n07/19/1984",
		strings.Repeat("a", 400) + " birth\n07/19/1984",
		"x\n" + strings.Repeat("b", 396) + "birth\n1.2.1990\nDatum narození:\n3.4.1991",
		strings.Repeat("born 1.2.1990 ", 100),
		"\n\n\n",
	}
	for _, text := range texts {
		for start := 0; start <= len(text); start++ {
			for _, prev := range []int{-1, 0, start / 3, start / 2, start - 1, start, start + 1, start + 20} {
				if got, want := birthAsked(text, start, prev), birthAskedUnbounded(text, start, prev); got != want {
					t.Fatalf("text %.30q start %d prevEnd %d: %v, want %v", text, start, prev, got, want)
				}
			}
		}
	}
}
