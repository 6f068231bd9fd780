package builtin

import (
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/internal/cputime"
)

// TestCostLinearInSize: the whole engine's CPU time grows about linearly
// with the text, so a request's cost is bounded by its size. A 1 MB text
// costs 16 times a 64 KB one when linear; the test allows 48 (load and
// caches), far below the 256 of a scan back to the text's start per match
// (birthAsked was one: 0.65 s for 1 MB of prose without line breaks). The
// texts: prose without line breaks, short lines of chat and form text,
// values that make recognizers read the line before them, without breaks,
// keywords that make one read the line after them, addresses,
// credentials (password words, speakers, keys), offices before names, and
// Fraktur I read as J.
func TestCostLinearInSize(t *testing.T) {
	lines := func(n int) string {
		var b strings.Builder
		for i := 0; b.Len() < n; i++ {
			b.WriteString("[10:1" + string(rune('0'+i%10)) + "] Agent: date of birth?\n")
			b.WriteString("Member: Angela M. Ruiz, 07/19/1984, IBAN DE89 3704 0044 0532 0130 00\n")
			b.WriteString("Name: Novák Jan\tTel.: +420 601 123 456\tE-mail: jan.novak@example.cz\n")
		}
		return b.String()
	}
	// values whose recognizers read the line before them (a chat's question
	// for a birth date, postal code or plate; a UK postcode line), none of
	// them with a line break
	values := func(n int) string {
		var b strings.Builder
		for b.Len() < n {
			b.WriteString("10:15 Client : 12/02/1987 et 69003, B74 2NT, Klient: PO 7K419, 31. prosince 2024 ")
		}
		return b.String()
	}
	// keywords of a value a chat's next line may answer ("@user"), none of
	// them on a question line: chatAnswer looked for each one's line break
	// to the text's end (2.2 s for 1 MB)
	keywords := func(n int) string {
		return rep("@user ")(n)
	}
	// estates, streets, military addresses and corners, no line break:
	// estates looked for each lead's comma to the text's end and through
	// every street found, a military address and a corner filtered every
	// match found before them
	addresses := func(n int) string {
		return rep("Gewerbegebiet Nord, 12 Main Street PSC 0413, Box 8144, APO AE 09012 the corner of Dalbraut 99 and Frederikke Coves, Gewerbegebiet ")(n)
	}
	// house numbers with a road's keyword in a chat turn in lower case, no
	// line break and no address word: each looked for an address word
	// around it (streetNumberInLine), and "form labels" with a street's
	// word before their colon (streetNumberLabel)
	turns := func(n int) string {
		return rep("Hi 1 a st 2 b st 3 c rd Ulica i nr: 4 via x n.: 5 ")(n)
	}
	// password words, each read back through its sentence and ahead over
	// three lines, passwords listed after each other, chat speakers named by
	// user names, vendor keys and a British address block, with and
	// without line breaks
	credentials := func(n int) string {
		return rep("Heslo nefunguje, skúšal som Kovacik1962 aj kovacik62! a Kovacik63! a heslo zadal\n" +
			"[10:02] zuzka_tothova: hi\nnmb_live_4f9Qx7TzR2kLw8VbY3cJpA6s Unit 5, Brunel Court\nGloucester GL1 2DX\n password ")(n)
	}
	// chat senders named again and again (the chat-speaker stage) and
	// surname-first names in form lines (inverted-name): each looked through
	// every match of the text
	chats := func(n int) string {
		return rep("[09:13] hoa nguyen: dobry den, mam problem\n[09:14] Tereza (Telmea): Rozumím, pane Nguyene.\n")(n)
	}
	forms := func(n int) string {
		return rep("Patient: Lehmann, Petra          geb.: 28.02.1966\nPat.: Oyelaran, Marlies, geb. 14.02.1949\n")(n)
	}
	// abbreviations defined beside their long forms and named again (the
	// acronym stage): each later mention looks the definitions up
	acronyms := func(n int) string {
		return rep("Manuelle Therapie (MT), 6 x. Zakład Ubezpieczeń Społecznych (ZUS) i MT, ZUS. OEA ( Organización de Estados Americanos ) (((AB) ")(n)
	}
	// names written again and again, many of them sharing a given name
	// (doc-propagate tries each word against the names tagged before)
	names := func(n int) string {
		surnames := []string{"Nováková", "Horáková", "Dvořáková", "Černá", "Procházková", "Kučerová", "Veselá", "Krejčí", "Marková", "Pokorná"}
		var b strings.Builder
		for i := 0; b.Len() < n; i++ {
			b.WriteString("Anna " + surnames[i%len(surnames)] + " wrote to Anna, then Enron Corp paid Enron in Brno; Brno.\n")
		}
		return b.String()
	}
	// listed firms, many in one text, beside the model's spans (the firm
	// stage meets each model span near a hit only)
	firmsText := func(n int) string {
		return rep("Zaplatil jsem přes ČSOB, pak Komerční bankou. Paid NatWest and Lloyds Bank; nie mbank, tylko pko bp. Jan Novák v Brně.\n")(n)
	}
	// units of hospitals and firms under their names, in one text (the unit
	// stage reads each organisation span's words)
	units := func(n int) string {
		return rep("Ospedale Maggiore\nLaboratorio di Analisi Cliniche – Reparto di Cardiologia, Servizio di Cardiologia ASL Torino, Laboratorio Analisi Rossi S.r.l.\n")(n)
	}
	// offices before surnames, abbreviated and with particles, one sentence
	// after another and one running on without a full stop (the role stage
	// reads each office's next words)
	offices := func(n int) string {
		return rep("Abg. v. Heydebrand (c.) und Minister Bosse, General Motors, Director General Smith, ministra Nováka a onorevole Rapkay; Abg. Kindler. ")(n)
	}
	// Fraktur I read as J, many in one text (the fraktur-i stage copies the
	// text once, not once per word)
	fraktur := func(n int) string {
		return rep("Jch denke , Jhr Athem ging fliegend . Jm Unterhauſe erklärte Jn Bilbao der Lord . ")(n)
	}
	eng := Engine()
	opts := detect.Options{Threshold: 0.35}
	cost := func(text string, runs int) time.Duration {
		best := time.Duration(1 << 62)
		for range runs {
			c0 := cputime.Process()
			eng.Detect(text, opts)
			best = min(best, cputime.Process()-c0)
		}
		return best
	}
	for name, gen := range map[string]func(int) string{"prose": sizedText, "lines": lines, "values": values, "keywords": keywords, "addresses": addresses, "turns": turns, "credentials": credentials, "chats": chats, "forms": forms, "acronyms": acronyms, "names": names, "firms": firmsText, "units": units, "offices": offices, "fraktur": fraktur} {
		small, large := gen(64<<10), gen(1<<20)
		eng.Detect(small, opts) // warm: the model and tables load once
		cs, cl := cost(small, 5), cost(large, 2)
		if cs <= 0 {
			t.Fatalf("%s: no CPU time measured", name)
		}
		ratio := float64(cl) / float64(cs) * float64(len(small)) / float64(len(large)) * 16
		t.Logf("%s: 64 KB %v, 1 MB %v CPU: %.1f times (16 when linear)", name, cs, cl, ratio)
		if ratio > 48 {
			t.Errorf("%s: 1 MB costs %.0f times 64 KB (%v against %v), want about 16", name, ratio, cl, cs)
		}
	}
}
