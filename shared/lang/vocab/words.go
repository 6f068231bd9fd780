// Package vocab holds each supported language's vocabulary in one place: a
// file per language (en.go, de.go, ...) with a Lexicon, whose fields are
// concepts (the months as written in dates, the weekdays, ...). Packages that
// write or read a language's words ask for a concept here rather than keeping
// their own list, so that what synthesis writes and what the recognizers read
// cannot drift apart. A new concept is a field of Lexicon, filled in every
// language's file.
package vocab

import "slices"

// Lexicon is one language's words by concept. Every concept is filled in
// every language, or named in NotApplicable with the reason it is empty
// (TestEveryConceptInEveryLanguage); a concept tagged sparse is filled when
// it has at least one word.
type Lexicon struct {
	// Months as written in a date ("Januar"); MonthsGen in the genitive
	// where the language declines them ("12. ledna"), else empty (Of fills
	// it with Months); MonthsAbbr their short forms.
	Months, MonthsGen, MonthsAbbr [12]string
	// MonthsVariant is another spelling a date may hold, read but never
	// written: regional ("Jänner"), without diacritics ("aout"), another
	// abbreviation ("sept"); "" where there is none.
	MonthsVariant [12]string `vocab:"sparse"`
	// MonthsAbbrWords are the abbreviations (of MonthsAbbr) that are also
	// everyday words ("set", "lis", "Mär"): a date reader does not take
	// them for a month.
	MonthsAbbrWords []string
	// Weekdays, starting on Monday; WeekdaysVariant another name in use
	// ("Sonnabend"), "" where there is none.
	Weekdays        [7]string
	WeekdaysVariant [7]string `vocab:"sparse"`

	// Honorifics before a name, lower case without the final dot, that
	// tell the gender (TitlesFemale "frau", TitlesMale "herr"), and
	// academic and professional titles (TitlesOther "dr", "ing").
	TitlesFemale, TitlesMale, TitlesOther []string

	// FunctionWords are frequent short words of the language (articles,
	// pronouns, prepositions), lower case: the language guesser counts them.
	// Letters are the letters no other language of lang.All writes.
	FunctionWords []string
	Letters       string

	// The words below are context stems: lower-case prefixes, so that one
	// covers a word's inflected forms ("bydli" for "bydliště", "bydlí").
	// A word of several languages is listed in each; brands, units and
	// abbreviations of no language stay with the recognizer that reads them.

	// StreetLead comes before a street's name ("ul.", "via", "rue"),
	// StreetTrail after it ("Street", "Straße"); lower case without the dot.
	StreetLead, StreetTrail []string
	// AddressWords name an address near it ("Anschrift", "bydliště"),
	// PostalWords a postal code ("PLZ", "PSČ").
	AddressWords, PostalWords []string
	// Words near a medical condition ("diagnos", "leidet"), a medication
	// ("dose", "užívá"), a health insurer ("versich", "pojišť") and a blood
	// group ("Blutgruppe", "krwi").
	ConditionWords, MedicationWords, InsurerWords, BloodWords []string
	// BirthWords mark a date of birth ("geboren", "nar."); YearWords, right
	// before a bare year, make it a date ("seit 2004", "v roce 2004").
	BirthWords, YearWords []string
	// SinceWords put a start date right after them ("seit dem 01.04.2013",
	// "depuis le", "od"): a date after one is never a date of birth.
	SinceWords []string
	// Words near a phone number ("Handy", "zavolat"), a payment card
	// ("Karte", "tarjeta") and a web address ("Webseite", "stránka").
	PhoneWords, CardWords, WebWords []string
	// PassportWords name a passport ("Reisepass", "cestovní pas").
	// PassportQualifiers may stand between a passport's word and its
	// number: the issuing country's adjective or abbreviation and the
	// passport's kind ("passeport américain n°", "cestovní pas USA č.",
	// "paszport biometryczny nr"). Stems.
	PassportWords, PassportQualifiers []string
	// TLDWords are words of the language that are also top-level domains
	// ("it", "de", "si", "no", "design"): one joined to the word before by
	// a missing blank after a full stop ("help.it works", "merci.de rien")
	// makes no domain on its own.
	TLDWords []string
	// RegistrationWords label the numbers a register gives doctors and
	// firms ("RPPS", "LANR", "nº colegiado", "PWZ", "SIRET"): stems; a number
	// after one is no phone and no national id.
	RegistrationWords []string
	// ReferenceWords begin the labels of reference numbers: orders,
	// invoices, shipments, tickets, contracts, bookings, policies and
	// files ("Bestellnummer", "facture", "zamówienia"): stems. A number
	// after one is an order's, not a card's or a foreign national id.
	ReferenceWords []string
	// PersonalIDWords label the personal number the language's country
	// gives its residents ("PESEL", "rodné číslo", "RČ", "DNI", "NIE",
	// "codice fiscale"), TaxIDWords its tax numbers ("NIP", "St.-Nr.",
	// "NIF", "DIČ"): lower-case stems, the language's abbreviations with
	// their dots ("r.č", "st.-nr"; "r. č" with its blank), since they name
	// the country's number in any text ("PESEL number: ..."). A number after
	// one is no phone; typed in groups after one it is that id
	// (shared/recognizers/national, spaced.go).
	PersonalIDWords, TaxIDWords []string
	// LoginWords name a login or user name ("Benutzername", "użytkownik",
	// "identifiant"), or say someone is logged in ("angemeldet",
	// "přihlášen"): stems, phrases with a space between words ("logged in
	// as").
	LoginWords []string
	// LoginNameWords name a person's name or a chat's visitor, and a login
	// when the value has a login's shape or its password follows ("meno
	// mhromada87", "meno pbednar a heslo ...", "Visitor: tomo_trails84");
	// "meno: Ján Novák" is a name. Stems.
	LoginNameWords []string
	// PasswordWords name a password ("Passwort", "mot de passe", "heslo"),
	// whole words as written, with the inflected forms a label or a
	// sentence takes ("hasła", "heslem"); phrases with one space; a word
	// that ends compounds has a leading "-" ("-passwort" for
	// "Startpasswort", "Einmalkennwort").
	PasswordWords []string
	// EntryVerbs say a value was typed in or tried ("typed", "eingegeben",
	// "zkusil"): whole words, past forms and participles, feminine forms
	// where they differ.
	EntryVerbs []string
	// AgeWords introduce an age right before the number ("Alter", "věk");
	// AccountWords name a bank account ("Kontonummer", "číslo účtu"), also
	// in the short forms of bank details ("Kto.-Nr.", "cta."; "a/c" and
	// "c/c" are read by the account recognizer itself);
	// PlateWords a vehicle's registration plate ("Kennzeichen", "SPZ").
	AgeWords, AccountWords, PlateWords []string
	// UserAccountWords name a person's account with a service, whose user
	// name a login-shaped value after one is ("le compte r.jacquinot",
	// "do svého účtu (jirous.tomas)", "sull'utenza m.rugani"): whole
	// words, lower case, with the case forms a sentence takes ("účtu",
	// "koncie").
	UserAccountWords []string

	// LabelFillers may stand between a label and its value ("number",
	// "the", "Ihre", "číslo"); Copulas are the verbs that may too ("is",
	// "lautet", "je"), with those that say it stays ("remains", "bleibt",
	// "zůstává"). Whole words or stems, lower case.
	LabelFillers, Copulas []string

	// The concepts below are the NER tagger's (shared/gazetteer builds its
	// word classes and sets from them). NameTitles, PlacePrepositions and
	// Elided are features of the trained weights: a changed word there
	// changes shared/ner/model/ner.bin (go run ./scripts/train -check tells);
	// the others steer the rules after decoding (the eval sets tell).

	// NameTitles are the titles read before a name, with the case forms the
	// tagger meets ("pana", "Herrn") and without the final dot.
	NameTitles []string
	// PlacePrepositions introduce a place ("in", "nach", "v").
	PlacePrepositions []string
	// LeadWords start a sentence or a question but never a name: pronouns,
	// interrogatives, determiners ("who", "wer", "kdo").
	LeadWords []string
	// Auxiliaries open a question before one of the QuestionPronouns
	// ("Can I", "Kannst du").
	Auxiliaries, QuestionPronouns []string
	// RoleHeads are the head words of job titles ("manager", "jednatel").
	RoleHeads []string
	// Offices are the public offices, ranks and offices of church, court,
	// police and parliament that stand before a surname as a title
	// ("Minister Bosse", "ministro Giorgetti", "Abg. Kindler", "dyrektora
	// Nowaka"), with the case forms the Slavic languages put them in, lower
	// case; abbreviations with their dot ("abg.", "gen."). Of RoleHeads'
	// job titles only the director's and chairman's stand before a name
	// ("Direktor Mauthner"; not "Consultant Rheumatologist", "técnica de
	// Coleman"), so they are here too.
	Offices []string
	// BodyHeads are the heads of a place's name that, capitalised inside a
	// sentence, name its administration rather than its land ("la Regione
	// Toscana valuterà", "la Région Nouvelle-Aquitaine a confirmé"; the land
	// is "la regione", "la région"), lower case.
	BodyHeads []string
	// ChatRoles name a chat message's sender by role, not by name ("Kunde",
	// "Systém", "Hannah (Support)"), lower case.
	ChatRoles []string
	// ResidencePhrases put a place right after them ("lives in", "bydlí v"),
	// the preposition last, words separated by one space.
	ResidencePhrases []string
	// PlaceHeads begin the name of a county, island, lake, river ...
	// ("Landkreis", "Condado"); OrgHeads that of a federation, university,
	// ministry ... ("Universität").
	PlaceHeads, OrgHeads []string
	// OrgKinds are the kinds of public body, court, office, school,
	// library or agency that begin an organisation's official name ending
	// in its town ("Collegio Notarile di Brescia", "Magistrátu města
	// Olomouce"), lower case: whole words, or stems with a final "-" that
	// cover a word's case forms ("knihovn-" for "knihovna", "knihovny");
	// a kind that ends compounds has a leading "-" ("-gericht" for
	// "Amtsgericht", "-amt" for "Jugendamt"). Place heads ("Landkreis",
	// "Provincia") are not kinds: the name they begin is a place.
	OrgKinds []string
	// OrgPlaceLinks are the words between such a name and its town ("der
	// Stadt", "de la", "di", "města", "w"): whole words, lower case.
	OrgPlaceLinks []string
	// UnitHeads begin the name of a unit of a hospital, laboratory or
	// firm, never of a whole organisation: a ward, a laboratory, a section
	// ("Laboratorio di Analisi Cliniche", "Pododdział Intensywnego Nadzoru
	// Kardiologicznego", "Station 4B"); DepartmentHeads begin a unit's name
	// too, but also a government department's or a public service's
	// ("Department of Health", "Servicio de Urgencias 061"), so only a
	// medical specialty after one makes it a unit ("Servicio de
	// Cardiología"). The dev set's guide labels no unit. Lower case: whole
	// words, stems with a final "-" ("oddział-" for "Oddziałem"), compound
	// endings with a leading "-" ("-abteilung").
	UnitHeads, DepartmentHeads []string
	// DepartmentFunctions are the business functions a firm's department
	// is named by, without a head ("Einkauf & Logistik", "Ventas",
	// "Human Resources"): lower case, whole words or stems with a final
	// "-"; a name made of them alone is a unit.
	DepartmentFunctions []string
	// FormLabels are form field labels and headings ("Domicilio",
	// "Datos"); OpeningWords function words and sentence adverbs that
	// start a sentence ("Asimismo"): capitalised, but never a name.
	FormLabels, OpeningWords []string

	// The concepts below are read by the NER tagger's rules and tokenizer
	// (shared/ner).

	// Conjunctions join the names of a list ("and", "und", "nebo").
	Conjunctions []string
	// NameLabels are the last word of a form label or question whose value
	// is a person's name ("Vorname", "nazwisko"); NameModifiers may stand
	// before an ambiguous label ("last name", "your name", "voller Name").
	NameLabels, NameModifiers []string
	// DocumentWords name a document, permit or status a country's name
	// qualifies ("UK driving licence", "Reisepass: Deutschland", "permis de
	// conduire : Belgique"); TaxResidenceWords a tax residence or liability
	// ("Residencia fiscal: España", "tax resident in Ireland", "In
	// Deutschland steuerpflichtig"). Lower-case stems of the words right
	// after the country or before it (with at most two short words between,
	// "tax resident in the"): the guide labels no country that qualifies a
	// right, duty or document. RightWords name a right or permission to
	// work or live there, read like TaxResidenceWords ("the right to work
	// in the United Kingdom", "eligible to work in the US", "prawo do
	// pracy w Polsce").
	DocumentWords, TaxResidenceWords, RightWords []string
	// ReportingVerbs introduce the speaker after a quote (`..." says
	// Bergqvist.`, `," uvedl Kempf.`): third person, present and past,
	// feminine forms where they differ.
	ReportingVerbs []string
	// StreetNouns follow a possessive adjective that names a street
	// ("Karlova ulice").
	StreetNouns []string
	// Elided are the articles and prepositions written with an apostrophe
	// before a word ("l'Italie", "dell'Arte"): a token of their own.
	Elided []string

	// The concepts below are written into the NER tagger's synthetic
	// training lines (scripts/train, classes.go) as what the guide leaves
	// unlabelled, except Trades: a trade with its owner's bare surname is an
	// organisation, with the owner's given name and surname that name is a
	// person and the trade unlabelled (shared/eval/devset/README.md).

	// ClinicalAbbrevs are the abbreviations of examinations, procedures,
	// wards and conditions ("mrt", "rtg", "niv"); OfficeAbbrevs those of
	// payments, taxes, forms and offices ("sepa", "iva", "pec", "og").
	// Written in capitals.
	ClinicalAbbrevs, OfficeAbbrevs []string
	// MedicalSpecialties and LegalSpecialties name a field of medicine or
	// law ("allgemeinmedizin", "droit du travail"), as departments, job
	// titles and letterheads write them.
	MedicalSpecialties, LegalSpecialties []string
	// Nationalities are the adjectives a form's nationality field holds
	// ("deutsch", "slovenská").
	Nationalities []string
	// ProductNouns name what a product by brand and model is ("pračka",
	// "dishwasher").
	ProductNouns []string
	// Trades are the trade words a one-person firm puts before or after its
	// owner's name ("usługi remontowo-budowlane", "joinery").
	Trades []string

	// NotApplicable names the concepts this language leaves empty, each
	// with the reason.
	NotApplicable map[string]string
}

// byLang has a Lexicon for every language of lang.All (words_test.go).
var byLang = map[string]*Lexicon{"cs": &cs, "de": &de, "en": &en, "es": &es, "fr": &fr, "it": &it, "pl": &pl, "sk": &sk}

// Languages returns the languages with words, sorted.
func Languages() []string {
	out := make([]string, 0, len(byLang))
	for l := range byLang {
		out = append(out, l)
	}
	slices.Sort(out)
	return out
}

// All returns the words of one concept of every language, in the order of
// Languages, each word once: the union a recognizer matches with when the
// text's language does not choose the words.
func All(concept func(*Lexicon) []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, l := range Languages() {
		lx, _ := Of(l)
		for _, w := range concept(&lx) {
			if !seen[w] {
				seen[w] = true
				out = append(out, w)
			}
		}
	}
	return out
}

// Of returns lang's words, and false for a language without them.
func Of(lang string) (Lexicon, bool) {
	lx, ok := byLang[lang]
	if !ok {
		return Lexicon{}, false
	}
	out := *lx
	if out.MonthsGen[0] == "" {
		out.MonthsGen = out.Months
	}
	return out, true
}
