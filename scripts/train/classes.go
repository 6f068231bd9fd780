package main

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// Class lines: the kinds of words in customers' documents that look like a
// name but are none by the labelling guide (shared/eval/devset/README.md),
// each class in running sentences and in the lines of forms and
// letterheads: clinical and office abbreviations in capitals ("nach der
// MRT", "per SEPA"), medical and legal specialties in job titles and departments
// ("Facharzt für Innere Medizin", "U.O.S. Cardiologia"), nationality
// adjectives in form fields, products by kind, brand and model ("pračka
// Beko WTV 8"), form labels as headings in capitals, a role word before
// a chat speaker's name ("Poradca Tomáš:") and a practice's generic word and
// title before its owner's surname ("Praxis Dr. Jung": only the surname,
// PERSON); one-person firms named by a trade and their owner, the owner's
// given name and surname PERSON after an unlabelled trade ("Usługi
// Dekarskie Jan Nowak"), a trade with a bare surname one ORGANIZATION
// ("Usługi Dekarskie Nowak"), as the guide has it; and places of birth and
// branches (LOCATION). The words come from shared/lang/vocab
// (ClinicalAbbrevs ... Trades, FormLabels, RoleHeads); the brands and models
// below belong to no language.
var classTemplates = map[string][]string{
	"en": {"{Tm} {Rw} {G}: {Cm}", "{Rw} {G}: {Cm}", "{Tp} {S}", "Referred by: {Tp} {S}, {C}", "Place of birth: {C}", "Branch: {C}",
		"{Ca} on 12/03: no acute change.", "Started on {Ca} in {Ca}, weaned after two days.", "{Ca} and {Ca} were unremarkable.",
		"Please avoid {Ca} given the {Ca} result.", "Reviewed in {Ca} by the {Ms} team.", "Paid by {Oa} on 03/11, ref {FV}.",
		"We can take {Oa} or card.", "{Oa}: {FV}", "{Oa} and {Oa} details below.", "Department of {Ms}", "{T} {S}\nConsultant in {Ms}",
		"{P}\nConsultant in {Ms}\n{H}", "{Ms} Outpatient Clinic", "{P}, Partner, {Ls}", "{Ls} team", "Nationality: {Na}",
		"{G} is {Na} and moved here in 2019.", "my {Pd} stopped working again", "The {Pd} was delivered yesterday.", "Item: {Pd}   1   £249.00",
		"{Fp}", "Invoice from {Fp}", "{Fp}\n{AD}", "{P} – {Fp}", "Quote accepted: {Fp} will start on Monday.", "{FU}", "{FU}\n{Fc}: {FV}"},
	"de": {"{Tm} {Rw} {G}: {Cm}", "{Rw} {G}: {Cm}", "{Tp} {S}", "Überweisung durch {Tp} {S}, {C}", "Geburtsort: {C}", "Filiale {C}",
		"{Ca} vom 12.03.: unauffällig.", "Die {Ca} vom 14.02. zeigte keinen Anhalt für eine Blutung.", "{Ca} und {Ca} ohne Befund.", "Nach {Ca} stabil, {Ca} für Donnerstag angemeldet.",
		"Vorstellung in der {Ca} am Montag.", "Zahlung per {Oa} oder bar.", "Klar, {Oa} geht auch.", "Das Büro liegt im dritten {Oa}, gleich neben dem Aufzug.", "{Oa}: {FV}",
		"Die Unterlagen ({Oa}) liegen der Akte bei.", "Fachärztin für {Ms}", "Facharzt für {Ms}", "{T} {S}\nFachärztin für {Ms}", "Klinik für {Ms}\n{H}",
		"Abteilung für {Ms}", "Fachanwalt für {Ls}", "{P}\nRechtsanwältin, Fachanwältin für {Ls}", "Tätigkeitsschwerpunkte: {Ls} und {Ls}",
		"Staatsangehörigkeit: {Na}", "Nationalität: {Na}", "Meine {Pd} ist kaputt.", "Die {Pd} kommt morgen.", "Artikel: {Pd}   1   249,00 €",
		"{Fp}", "Rechnung von {Fp}", "{Fp}\n{AD}", "{P} – {Fp}", "Wir haben {Fp} beauftragt.", "{FU}", "{FU}\n{Fc}: {FV}"},
	"fr": {"{Tm} {Rw} {G} : {Cm}", "{Rw} {G} : {Cm}", "{Tp} {S}", "Adressé par : {Tp} {S}, {C}", "Lieu de naissance : {C}", "Agence de {C}",
		"{Ca} du 12/03 : sans particularité.", "{Ca} et {Ca} normaux.", "Mise sous {Ca} aux urgences, puis {Ca} le lendemain.",
		"Éviter les {Ca} en raison de la {Ca}.", "Paiement par {Oa} ou par chèque.", "{Oa} : {FV}", "Montant {Oa} : 1 200,00 EUR",
		"Conformément à l'article 289 du {Oa}.", "Service de {Ms}", "Médecin spécialiste en {Ms}", "{T} {S}\nPraticien hospitalier, {Ms}",
		"Unité de {Ms}\n{H}", "Avocat en {Ls}", "{P}\nAvocate, spécialiste en {Ls}", "Nationalité : {Na}", "Elle est {Na} et vit ici depuis 2019.",
		"mon {Pd} ne marche plus", "Le {Pd} a été livré hier.", "Article : {Pd}   1   249,00 €", "{Fp}", "Facture de {Fp}", "{Fp}\n{AD}",
		"{P} – {Fp}", "Nous avons choisi {Fp} pour les travaux.", "{FU}", "{FU}\n{Fc} : {FV}"},
	"es": {"{Tm} {Rw} {G}: {Cm}", "{Rw} {G}: {Cm}", "{Tp} {S}", "Remitido por: {Tp} {S}, {C}", "Lugar de nacimiento: {C}", "Sucursal de {C}",
		"{Ca} del 12/03: sin alteraciones.", "{Ca} y {Ca} normales.", "Inicia {Ca} en urgencias y {Ca} al día siguiente.",
		"Evitar {Ca} por la {Ca}.", "Pago por domiciliación {Oa}.", "{Oa}: {FV}", "Base imponible más {Oa} del 21 %.", "Afiliada a la {Oa} con el número {FV}.",
		"Servicio de {Ms}", "Especialista en {Ms}", "Médico de Atención Primaria", "Médica Adjunta, {Ms}\n{H}", "{T} {S}\nFacultativo Especialista de Área, {Ms}",
		"Unidad de {Ms}", "Abogado especialista en {Ls}", "{P}\nAbogada, {Ls}", "Nacionalidad: {Na}", "Es {Na} y vive aquí desde 2019.",
		"mi {Pd} no funciona", "La {Pd} llegó ayer.", "Artículo: {Pd}   1   249,00 €", "{Fp}", "Factura de {Fp}", "{Fp}\n{AD}",
		"{P} – {Fp}", "Hemos contratado a {Fp} para la obra.", "{FU}", "{FU}\n{Fc}: {FV}"},
	"it": {"{Tm} {Rw} {G}: {Cm}", "{Rw} {G}: {Cm}", "{Tp} {S}", "Inviato da: {Tp} {S}, {C}", "Luogo di nascita: {C}", "Filiale di {C}",
		"{Ca} del 12/03: nella norma.", "{Ca} e {Ca} nella norma.", "Avviata {Ca} in PS, poi {Ca} il giorno dopo.",
		"Evitare {Ca} per la {Ca}.", "Pagamento tramite {Oa} o bonifico.", "{Oa}: {FV}", "Inviare tramite {Oa} entro venerdì.",
		"Imponibile più {Oa} 22%.", "U.O.C. {Ms}", "U.O.S. {Ms}", "Unità Operativa di {Ms}\n{H}", "Specialista in {Ms}", "{T} {S}\nDirigente Medico, {Ms}",
		"Ambulatorio di {Ms}", "Avvocato esperto in {Ls}", "{P}\nAvvocata, {Ls}", "Cittadinanza: {Na}", "È {Na} e vive qui dal 2019.",
		"la mia {Pd} non funziona", "La {Pd} è arrivata ieri.", "Articolo: {Pd}   1   249,00 €", "{Fp}", "Fattura di {Fp}", "{Fp}\n{AD}",
		"{P} – {Fp}", "Abbiamo incaricato {Fp} dei lavori.", "{FU}", "{FU}\n{Fc}: {FV}"},
	"pl": {"{Tm} {Rw} {G}: {Cm}", "{Rw} {G}: {Cm}", "{Tp} {S}", "Skierowanie od: {Tp} {S}, {C}", "Miejsce urodzenia: {C}", "Oddział {C}",
		"{Ca} z 12.03: bez zmian.", "{Ca} i {Ca} w normie.", "W {Ca} wykonano {Ca}.", "Unikać {Ca} z powodu {Ca}.",
		"Płatność przez {Oa} lub przelewem.", "{Oa}: {FV}", "List przewozowy {Oa} w załączeniu.", "Kwota brutto z {Oa}: 1200,00 zł",
		"Specjalizacja: {Ms}", "Oddział: {Ms}", "{T} {S}\nLekarz specjalista – {Ms}", "Poradnia – {Ms}\n{H}", "Dziedzina: {Ls}",
		"{P}\nRadca prawny, {Ls}", "Obywatelstwo: {Na}", "Narodowość: {Na}", "moja {Pd} nie działa", "{Pd} dotarła wczoraj.",
		"Towar: {Pd}   1   999,00 zł", "{Fp}", "Faktura od {Fp}", "{Fp}\n{AD}", "{P} – {Fp}", "Remont wykona firma {Fp}.", "{FU}", "{FU}\n{Fc}: {FV}"},
	"cs": {"{Tm} {Rw} {G}: {Cm}", "{Rw} {G}: {Cm}", "{Tp} {S}", "Doporučil: {Tp} {S}, {C}", "Místo narození: {C}", "Pobočka {C}",
		"{Ca} z 10/2025: bez změn.", "{Ca} a {Ca} v normě.", "Na {Ca} provedeno {Ca}.", "Nepodávat {Ca} pro {Ca}.",
		"Platba přes {Oa} nebo převodem.", "{Oa}: {FV}", "Částka bez {Oa}: 12 000 Kč", "Doklad {Oa} v příloze.",
		"Odbornost: {Ms}", "Oddělení: {Ms}", "{T} {S}\nLékař – {Ms}", "Ambulance – {Ms}\n{H}", "Specializace: {Ls}", "{P}\nAdvokátka, {Ls}",
		"Státní občanství: {Na}", "Národnost: {Na}", "{Pd} mi přišla poškozená", "{Pd} dorazila včera.", "Položka: {Pd}   1   9 990 Kč",
		"{Fp}", "Faktura od {Fp}", "{Fp}\n{AD}", "{P} – {Fp}", "Práce provede {Fp}.", "{FU}", "{FU}\n{Fc}: {FV}"},
	"sk": {"{Tm} {Rw} {G}: {Cm}", "{Rw} {G}: {Cm}", "{Tp} {S}", "Odosielateľ: {Tp} {S}, {C}", "Miesto narodenia: {C}", "Pobočka {C}",
		"{Ca} z 10/2025: bez zmien.", "{Ca} a {Ca} v norme.", "Na {Ca} vykonané {Ca}.", "Nepodávať {Ca} pre {Ca}.",
		"Platba cez {Oa} alebo prevodom.", "{Oa}: {FV}", "Suma bez {Oa}: 1 200,00 EUR", "Doklad {Oa} v prílohe.",
		"Odbornosť: {Ms}", "Oddelenie: {Ms}", "{T} {S}\nLekár – {Ms}", "Ambulancia – {Ms}\n{H}", "Špecializácia: {Ls}", "{P}\nAdvokátka, {Ls}",
		"Štátna príslušnosť: {Na}", "Národnosť: {Na}", "{Pd} mi prišla poškodená", "{Pd} prišla včera.", "Položka: {Pd}   1   399,00 EUR",
		"{Fp}", "Faktúra od {Fp}", "{Fp}\n{AD}", "{P} – {Fp}", "Práce vykoná {Fp}.", "{FU}", "{FU}\n{Fc}: {FV}"},
}

// titledPractices are a practice's, pharmacy's or office's generic word
// with its owner's title (the {Tp} slot, O): the guide labels only the
// owner's surname after it ("Praxis Dr. Weiß").
var titledPractices = map[string][]string{
	"en": {"Practice of Dr", "Surgery of Dr.", "Clinic of Dr", "Chambers of Mr"},
	"de": {"Gemeinschaftspraxis Dr.", "Hausarztpraxis Dr. med.", "Zahnarztpraxis Dr.", "Kanzlei Dr.", "Praxis Prof. Dr."},
	"fr": {"Cabinet du Dr", "Cabinet de Maître", "Pharmacie du Dr", "Cabinet médical du Dr"},
	"es": {"Farmacia Ldo.", "Farmacia Lda.", "Clínica Dental Dr.", "Consulta Dra.", "Despacho Ldo."},
	"it": {"Studio Dott.", "Farmacia Dott.", "Studio Legale Avv.", "Ambulatorio Dott.ssa", "Studio Medico Dott."},
	"pl": {"Gabinet lek.", "Gabinet Lekarski dr", "Porady Prawne mec.", "Praktyka Lekarska lek.", "Gabinet Stomatologiczny lek. dent."},
	"cs": {"Ordinace MUDr.", "Advokátní kancelář JUDr.", "Lékárna PharmDr.", "Zubní ordinace MDDr."},
	"sk": {"Ambulancia MUDr.", "Notársky úrad JUDr.", "Lekáreň PharmDr.", "Zubná ambulancia MDDr."},
}

// classWords are the vocab concepts of the class slots, per language.
var classWords = func() map[string]map[string][]string {
	out := map[string]map[string][]string{}
	for _, lang := range gazetteer.Langs {
		lx, _ := vocab.Of(lang)
		out[lang] = map[string][]string{
			"Ca": lx.ClinicalAbbrevs, "Oa": lx.OfficeAbbrevs, "Ms": lx.MedicalSpecialties, "Ls": lx.LegalSpecialties,
			"Na": lx.Nationalities, "Pd": lx.ProductNouns, "Fp": lx.Trades, "FU": lx.FormLabels, "Fc": lx.FormLabels, "Rw": lx.RoleHeads,
		}
	}
	return out
}()

// classSlot fills one class slot and reports whether slot is one.
func (g *synth) classSlot(slot string) bool {
	words, ok := classWords[g.lang][slot]
	if !ok && slot != "Tp" {
		return false
	}
	switch slot {
	case "Ca", "Oa":
		g.emit(strings.ToUpper(g.pick(words)), "")
	case "Ms", "Ls":
		g.emit(g.titled(g.pick(words)), "")
	case "Na":
		w := g.pick(words)
		if g.lang == "en" || g.rng.IntN(4) == 0 {
			w = capital(w)
		}
		g.emit(w, "")
	case "Pd":
		p := g.pick(products)
		if g.rng.IntN(3) > 0 {
			n := g.pick(words)
			if g.lang == "de" {
				n = capital(n)
			}
			p = n + " " + p
		}
		g.emit(p, "")
	case "Fp":
		name, owner := g.tradeFirm(words)
		if owner > 0 {
			g.emit(name[:owner], "")
			g.emit(name[owner:], "PER")
		} else {
			g.emit(name, "ORG")
		}
	case "FU":
		g.emit(strings.ToUpper(g.pick(words)), "")
	case "Fc":
		g.emit(capital(g.pick(words)), "")
	case "Tp":
		g.emit(g.pick(titledPractices[g.lang]), "")
	case "Rw":
		if g.rng.IntN(2) == 0 {
			g.emit(capital(g.pick(words)), "")
		} else {
			g.emit(g.pick(docSpeakers[g.lang]), "")
		}
	}
	return true
}

// tradeFirm names a one-person firm: the trade before the owner's name, or
// in English the surname before the trade, with a legal form at times.
// owner > 0 is where the owner's given name and surname begin after the
// trade: the guide labels that name PERSON and the trade O; a trade with a
// bare surname (or an English firm) is one ORGANIZATION (owner 0).
func (g *synth) tradeFirm(trades []string) (name string, owner int) {
	giv, sur := g.person(false, true)
	trade := g.titled(g.pick(trades))
	if g.lang == "en" {
		name := sur + " " + trade
		if g.rng.IntN(2) == 0 {
			name += " " + g.pick(legalForms["en"])
		}
		return name, 0
	}
	if g.rng.IntN(3) > 0 {
		return trade + " " + giv + " " + sur, len(trade) + 1
	}
	return trade + " " + sur, 0
}

// titled capitalises a phrase as letterheads do: German every word but the
// short joining ones ("Kinder- und Jugendmedizin"), the other languages the
// first word, or at times every word of four letters or more.
func (g *synth) titled(s string) string {
	words := strings.Fields(s)
	all := g.lang == "de" || g.lang == "en" || g.rng.IntN(2) == 0
	for i, w := range words {
		if i == 0 || (all && utf8.RuneCountInString(w) > 3) {
			parts := strings.Split(w, "-")
			for k := range parts {
				if k == 0 || all {
					parts[k] = capital(parts[k])
				}
			}
			words[i] = strings.Join(parts, "-")
		}
	}
	return strings.Join(words, " ")
}

// capital upper-cases the first letter of w; an empty w stays empty (the
// part after a hyphen that ends a word, "Kinder- und ...").
func capital(w string) string {
	if w == "" {
		return ""
	}
	r, n := utf8.DecodeRuneInString(w)
	return string(unicode.ToUpper(r)) + w[n:]
}
