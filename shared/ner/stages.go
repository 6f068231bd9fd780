package ner

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// The post-tagging rules, as one pipeline of named stages. The text goes
// through the text stages before the model reads it (a copy, same offsets);
// the model's path for a segment goes through the segment stages in order; its spans through
// the retype stages as they are emitted; each span through the vet stages
// (vet); the recognizer's matches through the match stages. Each stage lists
// the languages it was written for, why it exists and its examples, which
// TestStageExamples runs (a positive example must fail with its stage off).
// `go run ./scripts/eval -ablate -half check` measures what each stage buys
// on the check half of every dev set (docs/QUALITY.md, "Post-tagging
// rules"); a stage that does not pay there is deleted, not kept "just in
// case".

// stageID is a stage's bit in a Tagger's off mask.
type stageID uint8

const (
	stSplit stageID = iota
	stField
	stCoord
	stPossessive
	stCountry
	stLowerPlace
	stResidenceType
	stDropLabel
	stCompassRegion
	stHeadNoun
	stCountryType
	stSignature
	stChatSpeaker
	stInverted
	stBodyHead
	stOrgPlace
	stAcronym
	stDocPropagate
	stFirm
	stUnit
	stRole
	stFrakturI
	stStateCode
	stTownType
	stClinicalScale
	numStages
)

// Stage is one post-tagging rule. Exactly one of its functions is set; it
// says where in the pipeline the stage runs.
type Stage struct {
	Name  string
	Langs string // the languages it serves: "all" or codes ("cs sk pl")
	Why   string
	id    stageID

	// text rewrites a copy of the text before the model reads it, byte for
	// byte at the same offsets (ok false: no change).
	text func(t *Tagger, text string, toks []Token) (string, bool)
	// segment rewrites a decoded segment: it may relabel s.path and append
	// spans of its own (which then own their tokens).
	segment func(s *scratch, text string, toks []Token, out []Span) []Span
	// retype changes the type of the model's span toks[i:j] as it is emitted.
	retype func(s *scratch, text string, toks []Token, i, j int, typ string) string
	// vet checks one span (see vet): it drops it, keeps it with a new type
	// (and bounds), or passes it on.
	vet func(v *vetSpan) verdict
	// match rewrites the recognizer's matches (from on are the model's).
	match func(text string, out []detect.Match, from int) []detect.Match

	Examples []StageExample
}

// StageExample is a text and what the recognizer must find in it, as
// "TYPE|surface" strings. A positive example holds with every stage on and
// fails with its stage off; a negative one is a text of the shape the stage
// looks for where it must not fire: the output is the same with it off.
// Given are matches of other recognizers the stage reads
// ("STREET_ADDRESS|Vinohradská 12").
type StageExample struct {
	Text string
	// Tagged, when set, is the span as the model tagged it ("TYPE|surface"):
	// the example runs vet over it alone (the vet stages).
	Tagged   string
	Want     []string // spans that must be found
	Not      []string // spans that must not be found
	Given    []string
	Negative bool
}

// stages is the pipeline, in the order the stages run within each phase.
var stages = []Stage{
	{Name: "fraktur-i", id: stFrakturI, Langs: "de", text: frakturIText,
		Why: "a Fraktur I that OCR read as J before a consonant is the common word, no name (Jch denke, Jm Unterhauſe, Jn Bilbao)",
		Examples: []StageExample{
			{Text: "Jch habe den Brief geſtern erhalten und danke Jhnen herzlich .", Not: []string{"PERSON|Jch", "PERSON|Jhnen"}},
			{Text: "Martin Luther King Jr. sprach in Washington.", Negative: true},
			{Text: "Jsem rád, že jste přišli, pane Nováku.", Negative: true},
		}},
	{Name: "split", id: stSplit, Langs: "all", segment: splitStage,
		Why: "cut a PERSON span the model ran over two names or a verb (said Gladys to Logan)",
		Examples: []StageExample{
			{Text: "I'm so jealous! said Gladys to Logan", Want: []string{"PERSON|Logan"}, Not: []string{"PERSON|Gladys to Logan"}},
			{Text: "Works by Ludwig van Beethoven were played.", Negative: true},
		}},
	{Name: "field", id: stField, Langs: "all", segment: fieldStage,
		Why: "the value after a name label, a self-introduction or a quote (Name: Jan Novák, me llamo Ana)",
		Examples: []StageExample{
			{Text: "Nachname: Winter", Want: []string{"PERSON|Winter"}},
			{Text: "Company name: Acme Widgets", Negative: true},
		}},
	{Name: "role", id: stRole, Langs: "all", segment: roleCue,
		Why: "a surname right after an office or rank used as a title, the office left out (Minister Bosse, ministro Giorgetti, Abg. Kindler)",
		Examples: []StageExample{
			{Text: "Abg . Glattfelter bemerkt, dass er dagegen stimme.", Want: []string{"PERSON|Glattfelter"}},
			{Text: "In diesem Lied klagt der Oberst Ollendorf, dass ihm Laura abgewiesen hat.", Want: []string{"PERSON|Ollendorf"}, Not: []string{"LOCATION|Oberst Ollendorf"}},
			{Text: "Shares of General Motors rose on Monday.", Negative: true},
			{Text: "Der Bürgermeister von Wien eröffnete die Messe.", Negative: true},
			{Text: "la Junta se entrevistará con el alcalde de Zafra.", Negative: true},
		}},
	{Name: "coord", id: stCoord, Langs: "all", segment: coordStage,
		Why: "one-word names in a list most of whose items are names (Kónya, Becker and Vasquez)",
		Examples: []StageExample{
			{Text: "Kónya, Becker and Vasquez signed the letter.", Want: []string{"PERSON|Kónya", "PERSON|Becker", "PERSON|Vasquez"}},
			{Text: "He then headed to Florence, Amalfi and Sorrento.", Negative: true},
		}},
	{Name: "possessive", id: stPossessive, Langs: "cs sk", segment: possessiveCue,
		Why: "possessive adjectives from a person's name (Trumpův návrh)",
		Examples: []StageExample{
			{Text: "Trumpův návrh kritizovali všichni.", Want: []string{"PERSON|Trumpův"}},
			{Text: "Bydlí v Havlíčkově Brodě, Karlova ulice 5.", Negative: true},
		}},
	{Name: "country", id: stCountry, Langs: "all", segment: countryCue,
		Why: "a country in any case form the model left out (s Íránem, w Niemczech)",
		Examples: []StageExample{
			{Text: "Niemcy i Francja podpisały umowę.", Want: []string{"LOCATION|Niemcy", "LOCATION|Francja"}},
			{Text: "Georgia said she would come.", Negative: true},
		}},
	{Name: "lower-place", id: stLowerPlace, Langs: "all", segment: lowerPlaceStage,
		Why: "a lower-case word after a place preposition that the corpora know as a place is one: in a sentence typed in lower case when they mostly do (je la rends a marseille, ritiro a cagliari), in a cased one when they nearly always do (moved from Boston to delaware)",
		Examples: []StageExample{
			{Text: "ok je la rends a marseille demain, c possible ?", Want: []string{"LOCATION|marseille"}},
			{Text: "domani ritiro la macchina a cagliari alle 9", Want: []string{"LOCATION|cagliari"}},
			{Text: "My cousin moved from Boston to delaware last year.", Want: []string{"LOCATION|delaware"}},
			{Text: "ich fahre morgen nach hause und dann zur arbeit", Negative: true},
			{Text: "Je la rends à Marseille ou a nice, merci.", Negative: true},
			{Text: "it may sound like a bad idea to me", Negative: true},
			{Text: "inwestor działa na niemieckim szelfie od lat", Negative: true},
		}},
	{Name: "residence-type", id: stResidenceType, Langs: "all", retype: residenceTypeStage,
		Why: "a person or organisation span after a residence phrase is a place (wohnt in Jena)",
		Examples: []StageExample{
			{Text: "flew to Coles yesterday", Want: []string{"LOCATION|Coles"}, Not: []string{"PERSON|Coles"}},
			{Text: "He moved to Rishi Valley School in 1990.", Negative: true},
		}},
	{Name: "drop-label", id: stDropLabel, Langs: "all", vet: dropLabelStage,
		Why: "form labels, headings and function words are no entities (Domicilio:, Datos del paciente:)",
		Examples: []StageExample{
			{Text: "Domicilio: Calle Mayor 5", Tagged: "PERSON|Domicilio", Not: []string{"PERSON|Domicilio"}},
			{Text: "NINO: AB 12 34 56 C", Tagged: "PERSON|NINO", Not: []string{"PERSON|NINO"}},
			{Text: "VIN: WVWZZZ1JZXW000001", Tagged: "PERSON|VIN", Not: []string{"PERSON|VIN"}},
			{Text: "JOHN: see you at 5", Tagged: "PERSON|JOHN", Negative: true},
			{Text: "NHS number 538 357 2821", Tagged: "ORGANIZATION|NHS", Not: []string{"ORGANIZATION|NHS"}},
			{Text: "IBM no longer makes them, since 2019", Tagged: "ORGANIZATION|IBM", Negative: true},
			{Text: "Ana García vino ayer", Tagged: "PERSON|Ana García", Negative: true},
		}},
	{Name: "compass-region", id: stCompassRegion, Langs: "en", vet: compassRegionStage,
		Why: "a compass word before a country leaves only the country a place (Southern Italy)",
		Examples: []StageExample{
			{Text: "a professional orchestra serving Southern Austria", Tagged: "ORGANIZATION|Southern Austria", Want: []string{"LOCATION|Austria"}},
			{Text: "riots in Northern Ireland", Tagged: "LOCATION|Northern Ireland", Negative: true},
		}},
	{Name: "unit", id: stUnit, Langs: "all", vet: unitStage,
		Why: "a unit of a hospital, laboratory or firm, named by a unit's head, a department's head before a medical specialty, a specialty or the firm's functions alone, is no organisation (Laboratorio di Analisi Cliniche, Pododdziałem Intensywnego Nadzoru Kardiologicznego, Servicio de Cardiología, Einkauf & Logistik)",
		Examples: []StageExample{
			{Text: "CENTRO DIAGNOSTICO VALTELLINA S.r.l.\nLaboratorio di Analisi Cliniche – Struttura accreditata\nIl referto è stato firmato dal medico e non ha bisogno di altro.", Tagged: "ORGANIZATION|Laboratorio di Analisi Cliniche", Not: []string{"ORGANIZATION|Laboratorio di Analisi Cliniche"}},
			{Text: "Oddział Kardiologii z Pododdziałem Intensywnego Nadzoru Kardiologicznego\nul. Grunwaldzka 45\nPacjent został przyjęty w trybie pilnym i jest w stanie dobrym.", Tagged: "ORGANIZATION|Pododdziałem Intensywnego Nadzoru Kardiologicznego", Not: []string{"ORGANIZATION|Pododdziałem Intensywnego Nadzoru Kardiologicznego"}},
			{Text: "Hospital Universitario La Paz\nServicio de Cardiología\nPaseo de la Castellana 261\nEl paciente ingresa por dolor en el pecho y se queda en la planta.", Tagged: "ORGANIZATION|Servicio de Cardiología", Not: []string{"ORGANIZATION|Servicio de Cardiología"}},
			{Text: "Freundliche Grüße\nMag. Verena Stadlober\nEinkauf & Logistik\nAigner-Wallner Holzbau GmbH\nWir danken Ihnen für die gute Zusammenarbeit und das Vertrauen.", Tagged: "ORGANIZATION|Einkauf & Logistik", Not: []string{"ORGANIZATION|Einkauf & Logistik"}},
			{Text: "La llamada llegó al Servicio de Urgencias 061 a las diez.", Tagged: "ORGANIZATION|Servicio de Urgencias 061", Negative: true},
			{Text: "The Department of Health said on Monday it would review the rules.", Tagged: "ORGANIZATION|Department of Health", Negative: true},
			{Text: "Befund: Labor Dr. Wisplinghoff, Köln", Tagged: "ORGANIZATION|Labor Dr. Wisplinghoff", Negative: true},
			{Text: "Analisi eseguite da Laboratorio Analisi Rossi S.r.l. di Sondrio", Tagged: "ORGANIZATION|Laboratorio Analisi Rossi S.r.l.", Negative: true},
		}},
	{Name: "org-place", id: stOrgPlace, Langs: "all", vet: orgPlaceStage,
		Why: "a place after a capitalised kind of court, office, school or authority and its links ends that organisation's name (Jugendamt der Bundesstadt Bonn, Collegio Notarile di Brescia, Magistrátu města Olomouce); a place or person the tagger read that opens with such a kind is that organisation (Rehaklinik Bad Salzschlirf)",
		Examples: []StageExample{
			{Text: "Der Bescheid kam vom Jugendamt der Bundesstadt Bonn.", Tagged: "LOCATION|Bonn", Want: []string{"ORGANIZATION|Jugendamt der Bundesstadt Bonn"}},
			{Text: "Die Firma ist beim Amtsgericht Passau eingetragen und hat ihren Sitz dort.", Tagged: "LOCATION|Passau", Want: []string{"ORGANIZATION|Amtsgericht Passau"}},
			{Text: "iscritto nel Collegio Notarile di Brescia, certifico", Tagged: "LOCATION|Brescia", Want: []string{"ORGANIZATION|Collegio Notarile di Brescia"}},
			{Text: "Avocat au Barreau de Paris", Tagged: "LOCATION|Paris", Want: []string{"ORGANIZATION|Barreau de Paris"}},
			{Text: "Rozhodnutí Magistrátu města Olomouce nabylo právní moci.", Tagged: "LOCATION|Olomouce", Want: []string{"ORGANIZATION|Magistrátu města Olomouce"}},
			{Text: "Nehodu vyšetroval Okresný dopravný inšpektorát Žilina, hliadka bola na mieste a nikto nie je zranený, ďakujem.", Tagged: "LOCATION|Žilina", Want: []string{"ORGANIZATION|Okresný dopravný inšpektorát Žilina"}},
			{Text: "Wir wohnen seit Jahren in der Stadt Bonn.", Tagged: "LOCATION|Bonn", Negative: true},
			{Text: "Ha chiamato la mairie? No, il tribunale di Brescia.", Tagged: "LOCATION|Brescia", Negative: true},
			{Text: "Vive en la Provincia de Buenos Aires.", Tagged: "LOCATION|Buenos Aires", Negative: true},
			// the kind opening the span the tagger read as a place
			{Text: "Die Anmeldung zur AHB in der Rehaklinik Bad Salzschlirf ist erfolgt.", Tagged: "LOCATION|Rehaklinik Bad Salzschlirf", Want: []string{"ORGANIZATION|Rehaklinik Bad Salzschlirf"}},
			{Text: "Der Bescheid des Landkreis Hildesheim liegt vor.", Tagged: "LOCATION|Landkreis Hildesheim", Negative: true},
			{Text: "She moved to College Park last year.", Tagged: "LOCATION|College Park", Negative: true},
			{Text: "Es unterschrieb Kammer Thomas als Zeuge.", Tagged: "PERSON|Kammer Thomas", Negative: true},
		}},
	{Name: "body-head", id: stBodyHead, Langs: "it fr", vet: bodyHeadStage,
		Why: "a place's head capitalised inside a sentence names its administration (la Regione Toscana valuterà, la Région Nouvelle-Aquitaine)",
		Examples: []StageExample{
			{Text: "Il contributo è stato confermato dalla Regione Toscana ieri.", Tagged: "LOCATION|Regione Toscana", Want: []string{"ORGANIZATION|Regione Toscana"}},
			{Text: "Vive nella regione Toscana da anni.", Tagged: "LOCATION|regione Toscana", Negative: true},
			{Text: "Regione Toscana, ufficio bandi", Tagged: "LOCATION|Regione Toscana", Negative: true},
			{Text: "Na 112. metrze lądował Ville Kantee.", Tagged: "PERSON|Ville Kantee", Negative: true},
		}},
	{Name: "head-noun", id: stHeadNoun, Langs: "all", vet: headNounStage,
		Why: "a head noun makes a place or organisation (Condado de Jefferson, Landkreis Böblingen)",
		Examples: []StageExample{
			{Text: "Condado de Jefferson", Tagged: "PERSON|Condado de Jefferson", Want: []string{"LOCATION|Condado de Jefferson"}},
			{Text: "Landkreis Böblingen", Tagged: "ORGANIZATION|Landkreis Böblingen", Want: []string{"LOCATION|Landkreis Böblingen"}},
			{Text: "Universidad de Chile", Tagged: "LOCATION|Universidad de Chile", Negative: true},
		}},
	{Name: "country-type", id: stCountryType, Langs: "all", vet: countryTypeStage,
		Why: "a country is a place (País: España)",
		Examples: []StageExample{
			{Text: "País: España.", Tagged: "ORGANIZATION|España", Want: []string{"LOCATION|España"}},
			{Text: "Ana García vino ayer", Tagged: "PERSON|García", Negative: true},
		}},
	{Name: "clinical-scale", id: stClinicalScale, Langs: "all", vet: clinicalScaleStage,
		Why: "a clinical score or classification named after a town or a physician is no entity where a value follows or a scale word comes before (Glasgow 15, Triaje Manchester, nach Outerbridge, Gleason VII)",
		Examples: []StageExample{
			{Text: "Exploración: consciente y orientada, Glasgow 15. Deformidad en dorso de tenedor.", Tagged: "LOCATION|Glasgow", Not: []string{"LOCATION|Glasgow"}},
			{Text: "Llegada 13:42 · Triaje Manchester: nivel 3 (amarillo) · Alta 18:10", Tagged: "LOCATION|Manchester", Not: []string{"LOCATION|Manchester"}},
			{Text: "Retropatellarknorpel Grad I–II nach Outerbridge.", Tagged: "LOCATION|Outerbridge", Not: []string{"LOCATION|Outerbridge"}},
			{Text: "She moved to Glasgow in 2019 and works at the university.", Tagged: "LOCATION|Glasgow", Negative: true},
			{Text: "The Commonwealth Games Glasgow 2014 were a success.", Tagged: "LOCATION|Glasgow", Negative: true},
			{Text: "Das Comité von Manchester: D. Holmes, J. Mawdsley.", Tagged: "LOCATION|Manchester", Negative: true},
		}},
	{Name: "town-type", id: stTownType, Langs: "all", vet: townTypeStage,
		Why: "a town the gazetteer knows, read as an organisation right after a place preposition, is a place (relocate to Aberdeen, nata a Arequipa, Niederlassungen in Venlo)",
		Examples: []StageExample{
			{Text: "He left to relocate to Aberdeen for family reasons.", Tagged: "ORGANIZATION|Aberdeen", Want: []string{"LOCATION|Aberdeen"}},
			{Text: "In 2019 she moved to Microsoft as an engineer.", Tagged: "ORGANIZATION|Microsoft", Negative: true},
			{Text: "Die Gespräche mit der Kommission in der EU dauern an.", Tagged: "ORGANIZATION|EU", Negative: true},
		}},
	{Name: "state-code", id: stStateCode, Langs: "en", match: stateCodes,
		Why: "a US state's, Canadian province's or Australian state's code after a place, after a comma or before a postcode, is a place of its own, also cut off a place the model ran over it (Gallup, NM; Québec, QC; Canberra ACT 2600; Bibra Lake WA 6163)",
		Examples: []StageExample{
			{Text: "Previous school: Jefferson Elementary School, Gallup, NM – last attended in May.", Want: []string{"LOCATION|NM"}},
			{Text: "We met in Canberra ACT 2600 last spring.", Want: []string{"LOCATION|ACT"}},
			{Text: "City / State / ZIP:   Chicago / IL / 60640\nPhone: (773) 555-0100", Want: []string{"LOCATION|IL"}},
			{Text: "She flew to Perth WA yesterday and then to Sydney.", Negative: true},
			{Text: "Dr. Sarah Klein, MD, will see you now.", Negative: true},
			{Text: "PLEASE SHIP IT TO BERLIN, OR LONDON IF THAT IS EASIER.", Negative: true},
		}},
	{Name: "signature", id: stSignature, Langs: "all", match: signatureOrgs,
		Why: "the company line of a signature block between a name and an address, phone or e-mail (its part with the legal form, or its first, when a dash or a bar splits it), and a line in capitals that ends in a legal form",
		Examples: []StageExample{
			{Text: "Zizi Kónya\nEnigmaio\n5850 Jana Nerudy 894", Given: []string{"STREET_ADDRESS|5850 Jana Nerudy 894"}, Want: []string{"ORGANIZATION|Enigmaio"}},
			{Text: "PRZEDSIĘBIORSTWO BUDOWLANE KOWALSKI SP. Z O.O.\nul. Długa 5, Kraków", Want: []string{"ORGANIZATION|PRZEDSIĘBIORSTWO BUDOWLANE KOWALSKI SP. Z O.O."}, Not: []string{"PERSON|KOWALSKI"}},
			{Text: "Gruß\nA. Vogt-Baranski\nPolsterei Vogt – Inh. Anneliese Vogt-Baranski\nZwickauer Str. 7, 09112 Chemnitz", Given: []string{"STREET_ADDRESS|Zwickauer Str. 7"},
				Want: []string{"ORGANIZATION|Polsterei Vogt", "PERSON|Anneliese Vogt-Baranski"}, Not: []string{"ORGANIZATION|Polsterei Vogt – Inh. Anneliese Vogt-Baranski"}, Negative: true},
			{Text: "RE: ORDER FOR ACME LTD\nPlease confirm.", Negative: true},
			{Text: "Jan Novák\nSales manager\nVinohradská 12", Given: []string{"STREET_ADDRESS|Vinohradská 12"}, Negative: true},
		}},
	{Name: "chat-speaker", id: stChatSpeaker, Langs: "all", match: chatSpeakers,
		Why: "a chat message's sender after its time is a person, a firm beside it an organisation ([09:13] hoa nguyen:, 16:41 Birte (Weserland Direkt):), a department there none unless the model reads a firm (Rhiannon (Card Services):); so is a sender before the time on a header line (mei-ling ortiz 7:44 PM) or before a colon in a dialogue of two senders or more (hoa nguyen: hej, Kacper | Netia: Cześć); a person sender's name is found again where a message addresses them (merci gwenaelle); a firm's account named with a role (Haspa Service:) or with its agent in brackets (DODÁVKY-GA (Renáta):) is the organisation",
		Examples: []StageExample{
			{Text: "[09:12] Tereza: Dobrý den, s čím pomohu?\n[09:13] hoa nguyen: dobry den, mam problem s kartou\n[09:14] Tereza: Rozumím.\n[09:15] hoa nguyen: dekuju",
				Want: []string{"PERSON|hoa nguyen"}},
			{Text: "[10:02] Wiebke (Küstenstrom): Guten Tag, was kann ich tun?\n[10:03] Marek Olszewski: zähler kaputt\n[10:04] Wiebke (Küstenstrom): Verstehe.",
				Want: []string{"PERSON|Wiebke", "ORGANIZATION|Küstenstrom"}},
			// a date before the time, as app exports and WhatsApp write it
			{Text: "28.11.2026 08:19 Merve (Flinkpaket): Guten Morgen!\n28.11.2026 08:20 Maik Tschirner: paket ist weg\n28.11.2026 08:21 Merve (Flinkpaket): Verstehe.",
				Want: []string{"PERSON|Maik Tschirner", "ORGANIZATION|Flinkpaket"}},
			{Text: "[12.09.25, 09:41] hoa nguyen: moin, ist mein rad fertig?\n[12.09.25, 09:43] Radhaus Kreuzberg: Ja, ab 14 Uhr.\n[12.09.25, 09:44] hoa nguyen: super",
				Want: []string{"PERSON|hoa nguyen"}},
			// a sender that is a role word is no name, whatever the model reads
			{Text: "13:05 Chatbot: Dobrý den! Zadejte prosím číslo zásilky.\n13:05 Zákazník: 13975502288140\n13:06 Chatbot: Zásilka je uložena v depu.\n13:07 Zákazník: díky",
				Not: []string{"PERSON|Chatbot"}},
			{Text: "[14:02] Klient: dzień dobry\n[14:03] Kamil (konsultant): Dzień dobry!\n[14:04] Klient: mam pytanie", Not: []string{"PERSON|Klient", "ORGANIZATION|konsultant"}, Negative: true},
			{Text: "[14:05] Rhiannon (Card Services): Hello, you're through to Rhiannon.\n[14:06] tomasz wojcik: hi\n[14:07] Rhiannon (Card Services): Thanks.\n[14:08] tomasz wojcik: ok",
				Not: []string{"ORGANIZATION|Card Services"}, Negative: true},
			{Text: "Programm\n09:00 Begrüßung: Vorstand\n10:30 Kaffeepause: Foyer\n12:00 Mittagessen: Kantine", Negative: true},
			// a firm's account speaks: named with a role, or with its agent in brackets
			// (named again elsewhere in the export, as exports name their firm)
			{Text: "Prisma Direkt Versicherung AG – Chat-Protokoll\n[19:04] Prisma Assistent: Guten Abend! Worum geht es?\n[19:04] Kunde: Neuer Schaden\n[19:05] Prisma Assistent: Danke, ich verbinde Sie.",
				Want: []string{"ORGANIZATION|Prisma"}},
			{Text: "DODÁVKY-GA – WhatsApp Business\n[08:44] DODÁVKY-GA (Renáta): Dobré ráno\n[08:45] Zákazník: potrebujem dodávku\n[08:46] DODÁVKY-GA (Renáta): Super.",
				Want: []string{"ORGANIZATION|DODÁVKY-GA", "PERSON|Renáta"}},
			{Text: "Virtual Assistant: Hello! How can I help?\nMember: card blocked\nVirtual Assistant: I can connect you with a card specialist.",
				Not: []string{"ORGANIZATION|Virtual"}, Negative: true},
			{Text: "IT Support ticket\n[09:00] IT Support: Hello, is the laptop on?\n[09:01] Customer: yes\n[09:02] IT Support: Restart it.",
				Not: []string{"ORGANIZATION|IT"}, Negative: true},
			// exports without a time before the sender: bare lines and
			// header lines with the time after it
			{Text: "Kacper | Netia: Cześć, w czym pomóc?\nhoa nguyen: hej, nie działa internet\nKacper | Netia: Zrestartuj router.\nhoa nguyen: ok dzieki",
				Want: []string{"PERSON|hoa nguyen", "ORGANIZATION|Netia"}},
			{Text: "Darnell (Tech Support) 7:43 PM\nHi, who am I chatting with?\n\nmei-ling ortiz 7:44 PM\ninternet keeps dropping\n\nDarnell (Tech Support) 7:45 PM\nSorry about that.\n\nmei-ling ortiz 7:46 PM\nthanks",
				Want: []string{"PERSON|mei-ling ortiz"}},
			// the agent's name in the customer's thanks, in lower case and
			// without its accent
			{Text: "[08:20] Gwenaëlle (Assistance): Bonjour, que puis-je faire ?\n[08:21] nicolas ferrandi : j'ai un souci avec la voiture\n[08:25] Gwenaëlle (Assistance): C'est réglé.\n[08:26] nicolas ferrandi : merci gwenaelle 👍",
				Want: []string{"PERSON|gwenaelle", "PERSON|nicolas ferrandi"}},
			{Text: "22:01 Samuele – Supporto Digitale: Buonasera!\n22:01 fortunato leone: ho un problema\n22:02 Samuele – Supporto Digitale: Risolto.\n22:02 fortunato leone: grazie samuele gentilissimo 👍",
				Want: []string{"PERSON|samuele"}, Not: []string{"PERSON|samuele gentilissimo"}},
			{Text: "[10:01] Will (Support): Hello, how can I help?\n[10:02] jo parker: hi\n[10:03] Will (Support): Sure.\n[10:04] jo parker: will you call me back?",
				Not: []string{"PERSON|will"}, Negative: true},
			{Text: "name: jan novak\nphone: 123 456 789\nname: eva novakova\nphone: 987 654 321", Not: []string{"PERSON|name", "PERSON|phone"}, Negative: true},
			{Text: "jana: ahoj\ntomas: cau\nfirma: Stavby Novák s.r.o.\nfirma: Okna Jihlava a.s.", Not: []string{"PERSON|firma"}, Negative: true},
			{Text: "Splnomocniteľka:\nValéria Nagyová\nnar.: 14. 3. 1988\ntrvalý pobyt: Hlavná 54, 943 01 Štúrovo\n\nSplnomocnenec:\nLadislav Nagy\nnar.: 19. 7. 1984\ntrvalý pobyt: Komenského 7, 943 01 Štúrovo\n\naby ju zastupoval vo veci predaja bytu a podpísal za ňu zmluvu.",
				Not: []string{"PERSON|trvalý pobyt", "PERSON|nar."}, Negative: true},
		}},
	{Name: "inverted-name", id: stInverted, Langs: "all", match: invertedNames,
		Why: "a name written surname first, a comma, then the given names, ending its field, is one person (Pat.: Lehmann, Petra)",
		Examples: []StageExample{
			{Text: "Patientin: Lehmann, Petra\ngeb.: 28.02.1966", Want: []string{"PERSON|Lehmann, Petra"}},
			{Text: "Kónya, Becker and Vasquez signed the letter.", Negative: true},
			{Text: "They had 3: Romi, Erik, Amy.", Negative: true},
		}},
	{Name: "acronym", id: stAcronym, Langs: "all", match: acronyms,
		Why: "an abbreviation defined beside its long form names what the long form names, there and later: nothing for a common noun phrase (Manuelle Therapie (MT)), the long form's place or organisation otherwise (Bundesrepublik Deutschland (BRD))",
		Examples: []StageExample{
			{Text: "Verordnung: Manuelle Therapie (MT), 6 x. Die MT erfolgt ambulant.", Not: []string{"ORGANIZATION|MT", "LOCATION|MT"}},
			{Text: "Trombo en vena cava inferior (VCI). Lipoma en VCI, sin cambios.", Not: []string{"ORGANIZATION|VCI"}},
			{Text: "Er zog 1990 in die Bundesrepublik Deutschland (BRD).", Want: []string{"LOCATION|BRD"}},
			{Text: "Il contributo della Agenzia Spaziale Italiana (ASI) arriva. L'ASI conferma.", Want: []string{"ORGANIZATION|ASI"}},
			{Text: "Die Weltgesundheitsorganisation (WHO) warnt vor Masern.", Negative: true},
			{Text: "Studiował na Uniwersytecie Teksas w Austin (USA) przez rok.", Negative: true},
			{Text: "Telefonische Befundmitteilung an Frau Gerber (MFA) am 03.11.2025.", Negative: true},
		}},
	{Name: "firm", id: stFirm, Langs: "all", match: firms,
		Why: "a well-known bank, insurer, telecom operator, postal firm, firm of another well-known sector, public body or international organisation (firms.txt) is an organisation, in any case form and in lower-case chat (Payment to NatWest, nie mbank tylko pko bp, Komerční bankou, at Enron, una denuncia ai Carabinieri, z ZUS-u), not a maker before its model (Toyota Venza)",
		Examples: []StageExample{
			{Text: "Payment should go to NatWest, IBAN GB29 NWBK 6016 1331 9268 19.", Want: []string{"ORGANIZATION|NatWest"}},
			{Text: "nie mbank, tylko pko bp", Want: []string{"ORGANIZATION|mbank", "ORGANIZATION|pko bp"}},
			{Text: "Komerční bance jsem psal, platil jsem Komerční bankou.", Want: []string{"ORGANIZATION|Komerční bance", "ORGANIZATION|Komerční bankou"}},
			{Text: "The match was played at the Commerzbank Arena in Frankfurt.", Negative: true},
			{Text: "I drive my Toyota Venza to work and use Microsoft 365.", Negative: true},
			{Text: "Le consiglio anche una denuncia ai Carabinieri o alla Polizia Postale.", Want: []string{"ORGANIZATION|Carabinieri"}},
			{Text: "Ich arbeite im Home Office.", Negative: true},
		}},
	{Name: "doc-propagate", id: stDocPropagate, Langs: "all", match: docPropagate,
		Why: "a name the model or a stage tagged is the same name where the text repeats it untagged, as a whole word beside no other capitalised word (Umowa Zielbud wygasa); a person's full name also in another case or without its diacritics (a chat's sender typing their own name: marek durco)",
		Examples: []StageExample{
			{Text: "Napisałem do firmy Zielbud wczoraj. Umowa Zielbud wygasa w marcu.",
				Want: []string{"ORGANIZATION|Zielbud", "ORGANIZATION|Zielbud"}},
			{Text: "Er wohnt in Passau. Die Passau-Werke schließen.", Negative: true},
			{Text: "La paciente con CU ingresó en el Hospital. Nuevo brote de CU.", Negative: true},
			{Text: "[08:49] Marek Ďurčo: marek durco, nar. 14.6.1993, bytom Prešov",
				Want: []string{"PERSON|Marek Ďurčo", "PERSON|marek durco"}},
			{Text: "[08:49] Rose Tyler: I bought a rose for tyler street.", Negative: true},
		}},
}

// textStages, segmentStages and retypeStages are the stages of those
// phases, in pipeline order: the per-text, per-segment and per-span loops go
// over their own stages only.
var textStages, segmentStages, retypeStages = func() (txt, seg, ret []*Stage) {
	for i := range stages {
		switch st := &stages[i]; {
		case st.text != nil:
			txt = append(txt, st)
		case st.segment != nil:
			seg = append(seg, st)
		case st.retype != nil:
			ret = append(ret, st)
		}
	}
	return txt, seg, ret
}()

// StageDoc describes a stage for reports.
type StageDoc struct{ Name, Langs, Why string }

// Stages describes every stage, in pipeline order.
func Stages() []StageDoc {
	out := make([]StageDoc, len(stages))
	for i, st := range stages {
		out[i] = StageDoc{st.Name, st.Langs, st.Why}
	}
	return out
}

func stageNames() string {
	var b strings.Builder
	for i := range stages {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(stages[i].Name)
	}
	return b.String()
}

// stageMask is a set of stages by stageID.
type stageMask uint64

// SetStagesOff switches the named stages off (measurement only: the eval's
// ablation; the API never does this). Unknown names are an error.
func (t *Tagger) SetStagesOff(names ...string) error {
	var m stageMask
	for _, n := range names {
		found := false
		for i := range stages {
			if stages[i].Name == n {
				m |= 1 << stages[i].id
				found = true
			}
		}
		if !found {
			return fmt.Errorf("ner: no stage %q (stages: %s)", n, stageNames())
		}
	}
	t.off = m
	return nil
}

// on reports whether stage id runs.
func (t *Tagger) on(id stageID) bool { return t.off&(1<<id) == 0 }

// runText runs the text stages over a text and its tokens: the text the
// model reads, with the same offsets and tokens.
func (t *Tagger) runText(text string, toks []Token) string {
	for _, st := range textStages {
		if t.on(st.id) {
			if x, ok := st.text(t, text, toks); ok {
				text = x
			}
		}
	}
	return text
}

// runSegment runs the segment stages over a decoded segment.
func (t *Tagger) runSegment(s *scratch, text string, toks []Token, out []Span) []Span {
	// the model's own PERSON labels, before any stage relabels the path:
	// the stages that only lengthen or group them need one
	s.segPer = bytes.IndexByte(s.path[:len(toks)], labelPerB) >= 0
	for _, st := range segmentStages {
		if t.on(st.id) {
			out = st.segment(s, text, toks, out)
		}
	}
	return out
}

// runRetype runs the retype stages over the model's span toks[i:j].
func (t *Tagger) runRetype(s *scratch, text string, toks []Token, i, j int, typ string) string {
	for _, st := range retypeStages {
		if t.on(st.id) {
			typ = st.retype(s, text, toks, i, j, typ)
		}
	}
	return typ
}

// runMatch runs the match stages over the recognizer's matches.
func (t *Tagger) runMatch(text string, out []detect.Match, from int) []detect.Match {
	for i := range stages {
		if st := &stages[i]; st.match != nil && t.on(st.id) {
			out = st.match(text, out, from)
		}
	}
	return out
}

// The segment stages' adapters: each skips what cannot apply.

func splitStage(s *scratch, text string, toks []Token, out []Span) []Span {
	if s.segPer {
		splitCue(s, text, toks)
	}
	return out
}

func fieldStage(s *scratch, text string, toks []Token, out []Span) []Span {
	if !s.mayValue && !s.afterLabel {
		return out
	}
	return fieldCue(s, text, toks, out, s.afterLabel)
}

func coordStage(s *scratch, text string, toks []Token, out []Span) []Span {
	if !s.segPer {
		return out
	}
	return coordCue(s, text, toks, out)
}

// The retype stages.

func residenceTypeStage(s *scratch, text string, toks []Token, i, j int, typ string) string {
	if typ != "LOCATION" && s.residence(text, toks, i, j) {
		return "LOCATION"
	}
	return typ
}
