package main

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/ner"
	"github.com/piiguard/piiguard/shared/synth/locale"
)

// Templates for synthetic sentences: e-mails, chats, forms and letters. Slots:
// {P} full name, {P:gen|dat|ins} inflected full name, {G} given name, {g}
// lower-case given name (chat), {p} lower-case full name, {S} surname after a
// title {T}, {C} city, {L} city in the locative (cs/pl/sk), {K} a place after
// its preposition in an oblique case (cs/pl/sk), {O} organisation, {Lv} and
// {Ov} a place and an organisation after an elided article (fr/it), {Pv} a
// name with an elided particle (fr/it).
var templates = map[string][]string{
	"en": {
		"{G} will send you the report tomorrow.", "{G} called about the invoice.", "Ask {G} about the keys.",
		"{G} said the meeting moved to Friday.", "{S} confirmed the order.", "According to {S}, the payment is late.",
		"{G} and {G} are on holiday until Monday.", "I met {G} at the station.", "{G} works at {O} now.",
		"The ticket was opened by {P}.", "{G} is from {C}.", "{S} and {S} signed the lease.",
		"Thanks, {P}", "Thank you, {G}!", "Thanks, {G}", "Cheers, {g}",
		"Hi {G}, thanks for your email.", "Dear {T} {S},", "Please contact {P} at the {C} office.",
		"{P} joined {O} in March.", "hey {g} are you coming tonight?", "thanks {g}!", "ok {g}, see you at 5",
		"Name: {P}", "Customer: {P}, {C}", "Best regards, {P}", "Kind regards,\n{P}\n{O}",
		"I spoke with {T} {S} from {O} yesterday.", "{P} lives in {C}.", "cc {g} and {g}", "@{g} can you check this",
		"Signed by {P} on behalf of {O}.", "Patient {P} was referred by {T} {S}.", "Invoice for {O}, {C}",
		"lol {g} said that {g} will call", "{G} {S} will arrive from {C} on Monday.",
		"My name is {P}.", "My name is {G}", "my name is {g}", "I'm {P}, from {C}.", "This is {G} from {O}.",
		"Please ask {P} to call me back.", "Can you send the contract to {P} in {C}?", "{P} (born 1984) works for {O}.",
		"Contact: {P}, {O}, {C}", "Why did {G} not reply?", "{P} and {P} met in {C}.",
		"She is a practising {N}.", "{P} is {N}.", "Our {N} customers in {C} are happy.", "{G} is a {N} citizen.",
	},
	"de": {
		"{G} schickt dir morgen den Bericht.", "{G} hat wegen der Rechnung angerufen.", "Frag {G} nach dem Schlüssel.",
		"{G} sagt, das Treffen ist am Freitag.", "{S} hat die Bestellung bestätigt.", "Laut {S} ist die Zahlung verspätet.",
		"{G} und {G} sind bis Montag im Urlaub.", "Ich habe {G} am Bahnhof getroffen.", "{G} arbeitet jetzt bei der {O}.",
		"Das Ticket wurde von {P} eröffnet.", "{G} kommt aus {C}.",
		"Danke, {P}", "Vielen Dank, {G}!", "Gruß, {g}",
		"Hallo {G}, danke für deine Nachricht.", "Sehr geehrte{T:de} {S},", "Bitte wenden Sie sich an {P} in {C}.",
		"{P} arbeitet seit März bei der {O}.", "hey {g}, kommst du heute?", "danke {g}!", "ok {g}, bis später",
		"Name: {P}", "Kunde: {P}, {C}", "Mit freundlichen Grüßen\n{P}\n{O}", "Ich habe gestern mit {T} {S} von der {O} gesprochen.",
		"{P} wohnt in {C}.", "Vertrag zwischen {O} und {P}", "{G} {S} kommt am Montag aus {C}.", "Rechnung an {O}, {C}",
		"Mein Name ist {P}.", "Ich bin {G} von der {O}.", "Bitte rufen Sie {P} zurück.",
		"{P} ist {N}.", "Sie ist {N}.",
	},
	"fr": {
		"{G} t'envoie le rapport demain.", "{G} a appelé au sujet de la facture.", "Demande à {G} pour les clés.",
		"{G} dit que la réunion est vendredi.", "{S} a confirmé la commande.", "Selon {S}, le paiement est en retard.",
		"{G} et {G} sont en congé jusqu'à lundi.", "J'ai vu {G} à la gare.", "{G} travaille maintenant chez {O}.",
		"Le ticket a été ouvert par {P}.", "{G} vient de {C}.",
		"Merci, {P}", "Merci beaucoup, {G} !", "Bises, {g}",
		"Bonjour {G}, merci pour votre message.", "Chère {T} {S},", "Veuillez contacter {P} à {C}.",
		"{P} travaille chez {O} depuis mars.", "salut {g} tu viens ce soir ?", "merci {g} !", "ok {g}, à plus",
		"Nom : {P}", "Client : {P}, {C}", "Cordialement,\n{P}\n{O}", "J'ai parlé hier avec {T} {S} de la société {O}.",
		"{P} habite à {C}.", "Contrat entre {O} et {P}", "{G} {S} arrive de {C} lundi.", "Facture pour {O}, {C}",
		"Je m'appelle {P}.", "Je suis {G}, de {O}.", "{P} est {N}.",
	},
	"es": {
		"{G} te envía el informe mañana.", "{G} llamó por la factura.", "Pregúntale a {G} por las llaves.",
		"{G} dice que la reunión es el viernes.", "{S} confirmó el pedido.", "Según {S}, el pago está atrasado.",
		"{G} y {G} están de vacaciones hasta el lunes.", "Vi a {G} en la estación.", "{G} trabaja ahora en {O}.",
		"El ticket lo abrió {P}.", "{G} es de {C}.",
		"Gracias, {P}", "Muchas gracias, {G}!", "Saludos, {g}",
		"Hola {G}, gracias por tu correo.", "Estimado {T} {S}:", "Por favor, contacte con {P} en {C}.",
		"{P} trabaja en {O} desde marzo.", "hola {g} vienes esta noche?", "gracias {g}!", "vale {g}, hasta luego",
		"Nombre: {P}", "Cliente: {P}, {C}", "Atentamente,\n{P}\n{O}", "Ayer hablé con {T} {S} de {O}.",
		"{P} vive en {C}.", "Contrato entre {O} y {P}", "{G} {S} llega de {C} el lunes.", "Factura para {O}, {C}",
		"El paciente {P} fue remitido por el {T} {S}.", "Me llamo {P}.", "Soy {G}, de {O}.", "{P} es {N}.",
	},
	"it": {
		"{G} ti manda il rapporto domani.", "{G} ha chiamato per la fattura.", "Chiedi a {G} delle chiavi.",
		"{G} dice che la riunione è venerdì.", "{S} ha confermato l'ordine.", "Secondo {S}, il pagamento è in ritardo.",
		"{G} e {G} sono in ferie fino a lunedì.", "Ho visto {G} alla stazione.", "{G} ora lavora presso {O}.",
		"Il ticket è stato aperto da {P}.", "{G} è di {C}.",
		"Grazie, {P}", "Grazie mille, {G}!", "Saluti, {g}",
		"Ciao {G}, grazie per la tua email.", "Gentile {T} {S},", "Si prega di contattare {P} a {C}.",
		"{P} lavora presso {O} da marzo.", "ciao {g} vieni stasera?", "grazie {g}!", "ok {g}, a dopo",
		"Nome: {P}", "Cliente: {P}, {C}", "Cordiali saluti,\n{P}\n{O}", "Ieri ho parlato con {T} {S} della {O}.",
		"{P} abita a {C}.", "Contratto tra {O} e {P}", "{G} {S} arriva da {C} lunedì.", "Fattura per {O}, {C}",
		"Mi chiamo {P}.", "Sono {G} di {O}.", "{P} è {N}.",
	},
	"pl": {
		"W zeszłym tygodniu pojechaliśmy {K}.", "Firma eksportuje towary {K}.", "Wiadomości {K} są dziś gorsze.",
		"{G} wyśle ci raport jutro.", "{G} zadzwoni w sprawie faktury.", "{G} mówi, że spotkanie jest w piątek.",
		"{S} potwierdza zamówienie.", "{G} i {G} są na urlopie do poniedziałku.", "{G} pracuje teraz w {O}.",
		"Dzięki, {G}", "Pozdrawiam,\n{P}", "Pozdrawiam serdecznie, {G}", "Drogi {G:voc}, dziękuję.", "Cześć {G:voc}!", "hej {g:voc}, co tam?", "Dziękuję, {P}",
		"Cześć {G}, dzięki za wiadomość.", "Szanowny {T} {S},", "Proszę skontaktować się z {P:ins} w {L}.",
		"{P} pracuje w {O} od marca.", "hej {g} idziesz dziś?", "dzięki {g}!", "ok {g}, do zobaczenia",
		"Imię i nazwisko: {P}", "Klient: {P}, {C}", "Z poważaniem,\n{P}\n{O}", "Wczoraj rozmawiałem z {T} {S:ins} z {O}.",
		"{P} mieszka w {L}.", "Umowa między {O} a {P:ins}", "Nie widziałem {P:gen} od tygodnia.", "Przekaż to {P:dat}.",
		"Faktura dla {O}, {C}", "{G} {S} przyjedzie z {C} w poniedziałek.", "{P} jest {N}.",
	},
	"cs": {
		"Minulý týden jsme jeli {K}.", "Firma vyváží zboží {K}.", "Zprávy {K} jsou dnes horší.",
		"{G} ti zítra pošle zprávu.", "{G} volá kvůli faktuře.",
		"{G} říká, že schůzka je v pátek.", "{S} potvrzuje objednávku.",
		"{G} a {G} mají dovolenou do pondělí.", "{G} teď pracuje ve firmě {O}.",
		"Díky, {G}", "Zdravím, {G}", "S pozdravem, {P}", "Ahoj {G:voc}, jak se máš?", "Milý {G:voc}, děkuji.", "ahoj {g:voc}, zavolej mi", "čau {g:voc}", "Děkuji, {P}",
		"Ahoj {G}, díky za zprávu.", "Vážený {T} {S},", "Obraťte se prosím na {P:acc} v {L}.",
		"{P} pracuje ve firmě {O} od března.", "ahoj {g} jdeš dneska?", "díky {g}!", "ok {g}, uvidíme se",
		"Jméno: {P}", "Zákazník: {P}, {C}", "S pozdravem\n{P}\n{O}", "Včera jsem mluvil s {T} {S:ins} z {O}.",
		"{P} bydlí v {L}.", "Smlouva mezi {O} a {P:ins}", "Neviděl jsem {P:gen} týden.", "Předej to {P:dat}.",
		"Faktura pro {O}, {C}", "{G} {S} přijede z {C:gen} v pondělí.", "Mluvil jsem s {P:ins} a s {P:ins}.", "{P} je {N}.",
	},
	"sk": {
		"Minulý týždeň sme išli {K}.", "Firma vyváža tovar {K}.", "Správy {K} sú dnes horšie.",
		"{G} ti zajtra pošle správu.", "{G} volá kvôli faktúre.",
		"{G} hovorí, že stretnutie je v piatok.", "{S} potvrdzuje objednávku.",
		"{G} a {G} majú dovolenku do pondelka.", "{G} teraz pracuje vo firme {O}.",
		"Vďaka, {G}", "S pozdravom, {P}", "Ďakujem, {P}", "čau {g}, zavolaj mi",
		"Ahoj {G}, vďaka za správu.", "Vážený {T} {S},", "Obráťte sa prosím na {P:acc} v {L}.",
		"{P} pracuje vo firme {O} od marca.", "ahoj {g} ideš dnes?", "vďaka {g}!", "ok {g}, uvidíme sa",
		"Meno: {P}", "Zákazník: {P}, {C}", "S pozdravom\n{P}\n{O}", "Včera som hovoril s {T} {S:ins} z {O}.",
		"{P} býva v {L}.", "Zmluva medzi {O} a {P:ins}", "Nevidel som {P:gen} týždeň.", "Daj to {P:dat}.",
		"Faktúra pre {O}, {C}", "{G} {S} príde z {C} v pondelok.", "{P} je {N}.",
	},
}

// placeForms are countries and cities in the oblique cases of cs, sk and pl
// after their preposition ("na|Ukrajinu"): the {K} slot. These cases end
// like the inflected names of the templates ("na Kristinu", "s Moskvou"), so
// the model must see places in them too.
var placeForms = map[string][]string{
	"cs": strings.Fields("na|Ukrajinu z|Ukrajiny na|Ukrajině s|Ukrajinou do|Ruska z|Ruska v|Rusku s|Ruskem podle|Ruska do|Německa v|Německu z|Německa " +
		"do|Polska v|Polsku na|Slovensko na|Slovensku ze|Slovenska do|Rakouska v|Rakousku do|Francie ve|Francii do|Itálie v|Itálii " +
		"do|Turecka v|Turecku s|Tureckem do|Moskvy v|Moskvě s|Moskvou do|Kyjeva v|Kyjevě s|Kyjevem do|Evropy v|Evropě do|Prahy v|Praze do|Brna v|Brně podle|Ukrajiny"),
	"sk": strings.Fields("na|Ukrajinu z|Ukrajiny na|Ukrajine s|Ukrajinou do|Ruska v|Rusku s|Ruskom podľa|Ruska do|Nemecka v|Nemecku z|Nemecka " +
		"do|Poľska v|Poľsku na|Slovensko na|Slovensku zo|Slovenska do|Rakúska v|Rakúsku do|Francúzska vo|Francúzsku do|Talianska v|Taliansku " +
		"do|Turecka v|Turecku do|Moskvy v|Moskve s|Moskvou do|Kyjeva v|Kyjeve do|Európy v|Európe do|Bratislavy v|Bratislave podľa|Ukrajiny"),
	"pl": strings.Fields("na|Ukrainę z|Ukrainy na|Ukrainie z|Ukrainą do|Rosji w|Rosji z|Rosją według|Rosji do|Niemiec w|Niemczech z|Niemcami " +
		"do|Polski w|Polsce z|Polską na|Słowację na|Słowacji do|Czech w|Czechach do|Austrii w|Austrii do|Francji we|Francji do|Włoch we|Włoszech " +
		"do|Turcji w|Turcji do|Moskwy w|Moskwie z|Moskwą do|Kijowa w|Kijowie do|Europy w|Europie do|Warszawy w|Warszawie według|Ukrainy"),
}

// elisionTemplates are the lines of the elision stream: elisionN per
// language that has them, drawn after every other stream, so that the
// other synthetic sentences stay as they were.
var elisionTemplates = map[string][]string{
	"fr": {
		"Le gouvernement de l'{Lv} a répondu.", "{G} revient d'{Lv} demain.", "Les exportations vers l'{Lv} augmentent.",
		"Entre l'{Lv} et l'{Lv}, rien n'est décidé.", "{P} a déménagé près d'{Lv}.", "Nous avons reçu une lettre de l'{Ov}.",
		"Le dossier est parti à l'{Ov} ce matin.", "{P} est employé à l'{Ov}.", "{Pv} a signé le contrat.", "Merci à {Pv} pour son aide.",
	},
	"it": {
		"Il governo dell'{Lv} ha risposto.", "{G} è tornato dall'{Lv} ieri.", "Tra l'{Lv} e l'{Lv} non c'è accordo.",
		"{P} vive nell'{Lv} da anni.", "Ho scritto all'{Ov} la settimana scorsa.", "Abbiamo ricevuto una lettera dell'{Ov}.",
		"{P} lavora nell'{Ov} da marzo.", "{Pv} ha firmato il contratto.", "Grazie a {Pv} per l'aiuto.",
	},
}

// elisionN is the number of elision lines per language that has them.
var elisionN = 400

// elidedPlaces and elidedBodies are places and organisations whose name
// begins with a vowel, for the elision lines that write them after an elided
// article or preposition ("pour l'{Lv}", "all'{Ov}"; slots {Lv} and {Ov}):
// the corpora show the elided token before a name mostly inside one
// (WikiANN's "Conseil général de l'Isère"), so without these lines the
// tagger reads the word after "l'" as the rest of a name. particleSurnames
// are surnames with an elided particle, after a given name ({Pv}). None of
// them is a name of the realistic dev set.
var elidedPlaces = map[string][]string{
	"fr": {"Inde", "Allemagne", "Espagne", "Italie", "Irlande", "Autriche", "Angleterre", "Écosse", "Islande", "Ukraine",
		"Argentine", "Algérie", "Égypte", "Iran", "Irak", "Indonésie", "Australie", "Estonie", "Albanie", "Arménie", "Europe",
		"Afrique", "Asie", "Amérique", "Alsace", "Auvergne", "Occitanie", "Île-de-France", "Ardèche", "Isère", "Essonne",
		"Albi", "Angers", "Amiens", "Antibes", "Avignon", "Arles", "Ajaccio", "Évry", "Aix-en-Provence", "Anvers", "Athènes"},
	"it": {"Italia", "Olanda", "Irlanda", "Austria", "Inghilterra", "Ucraina", "Argentina", "Algeria", "Egitto", "Iran",
		"India", "Indonesia", "Australia", "Estonia", "Albania", "Islanda", "Europa", "Africa", "Asia", "America", "Umbria",
		"Emilia-Romagna", "Abruzzo", "Alto Adige", "Oltrepò Pavese", "Irpinia", "Ossola", "Etiopia", "Eritrea", "Uruguay"},
}

var elidedBodies = map[string][]string{
	"fr": {"Assurance Maladie", "Urssaf", "INSEE", "ONU", "OMS", "Éducation nationale", "Agence régionale de santé",
		"Université de Lyon", "Université de Bordeaux", "Office national des forêts", "AP-HP", "Institut Pasteur",
		"Hôpital Saint-Louis", "INSERM", "Unédic", "Ordre des médecins", "OCDE", "UNESCO", "Union européenne", "Agence France Trésor"},
	"it": {"INAIL", "ARPA Lombardia", "Agenzia delle Dogane e dei Monopoli", "ASL Roma 1", "ONU", "OMS", "Università di Bologna",
		"Università degli Studi di Milano", "Istituto Superiore di Sanità", "Unione Europea", "Ospedale San Raffaele",
		"Azienda Ospedaliera di Padova", "Enel", "Eni", "Istat", "Arma dei Carabinieri", "Esselunga", "Ordine dei Medici di Roma", "OCSE"},
}

var particleSurnames = map[string][]string{
	"fr": {"d'Artagnan", "d'Estaing", "d'Ormesson", "d'Arcy", "d'Aubigné", "d'Alembert", "d'Harcourt", "d'Aboville", "d'Espagnat", "d'Amboise"},
	"it": {"D'Angelo", "D'Amico", "D'Alessandro", "D'Agostino", "D'Antonio", "D'Amato", "Dell'Acqua", "Dell'Orto", "D'Urso", "D'Onofrio",
		"D'Errico", "Dall'Ara"},
}

var titlesM = map[string][]string{"en": {"Mr", "Mr.", "Dr", "Dr.", "Prof."}, "de": {"Herr", "Dr.", "Prof."}, "fr": {"M.", "Monsieur", "Dr"},
	"es": {"Sr.", "Don", "Dr."}, "it": {"Sig.", "Dott.", "Ing."}, "pl": {"Pan", "pan", "Dr"}, "cs": {"pan", "Ing.", "Mgr.", "MUDr."}, "sk": {"pán", "Ing.", "Mgr."}}
var titlesF = map[string][]string{"en": {"Mrs", "Ms", "Mrs.", "Dr."}, "de": {"Frau", "Dr."}, "fr": {"Mme", "Madame"},
	"es": {"Sra.", "Doña", "Dra."}, "it": {"Sig.ra", "Signora", "Dott.ssa"}, "pl": {"Pani", "pani"}, "cs": {"paní", "Ing.", "Mgr."}, "sk": {"pani", "Ing."}}

var legalForms = map[string][]string{"en": {"Ltd", "Ltd.", "Inc.", "Inc", "LLC", "plc", "Corp."}, "de": {"GmbH", "AG", "GmbH & Co. KG", "KG"},
	"fr": {"SARL", "SA", "SAS"}, "es": {"S.L.", "S.A.", "SL"}, "it": {"S.p.A.", "S.r.l.", "SpA", "Srl"}, "pl": {"Sp. z o.o.", "S.A.", "sp. z o.o."},
	"cs": {"s.r.o.", "a.s.", "spol. s r.o."}, "sk": {"s.r.o.", "a.s."}}

// namePool holds person names from the training corpora (set by main):
// some {P} slots take one, so the synthetic sentences carry names of every
// origin, not only the gazetteer's.
var namePool []string

// groups are nationality, religion and party words: not a place or an
// organisation when they stand alone (NRP, labelled O as MISC is).
var groups = map[string][]string{
	"en": strings.Fields("Catholic Protestant Muslim Jewish Buddhist Hindu Christian Orthodox German French Polish Czech Slovak Italian Spanish British American Russian Chinese Democrat Republican Socialist"),
	"de": strings.Fields("katholisch evangelisch Muslimin Jüdin Christ Deutscher Französin Pole Tscheche Italiener Spanier Brite Amerikaner Russe"),
	"fr": strings.Fields("catholique protestant musulman juif bouddhiste chrétien allemand française polonais italien espagnol britannique américain russe"),
	"es": strings.Fields("católico protestante musulmán judío budista cristiano alemán francesa polaco italiano británico estadounidense ruso"),
	"it": strings.Fields("cattolico protestante musulmano ebreo buddista cristiano tedesco francese polacco spagnolo britannico americano russo"),
	"pl": strings.Fields("katolikiem katoliczką muzułmaninem Żydem Niemcem Francuzem Polakiem Czechem Włochem Hiszpanem Anglikiem Rosjaninem"),
	"cs": strings.Fields("katolík katolička muslim Žid Němec Francouz Polák Čech Slovák Ital Španěl Brit Američan Rus"),
	"sk": strings.Fields("katolík katolíčka moslim Žid Nemec Francúz Poliak Čech Slovák Talian Španiel Brit Američan Rus"),
}

var orgWords = strings.Fields("Alfa Beta Nova Tech Agro Stav Invest Trans Media Energo Logistik Systems Consulting Solutions Digital Bau Metal Green Star Global Euro Data Soft Net Medica Pharma Textil Auto Cargo Print")

type synth struct {
	rng  *rand.Rand
	lang string
	text strings.Builder
	ents []struct {
		start, end int
		label      string
	}
}

func (g *synth) pick(xs []string) string { return xs[g.rng.IntN(len(xs))] }

func (g *synth) emit(s, label string) {
	start := g.text.Len()
	g.text.WriteString(s)
	if label != "" {
		g.ents = append(g.ents, struct {
			start, end int
			label      string
		}{start, g.text.Len(), label})
	}
}

// person returns a given name and surname of one gender. Where listed is
// set, a third of them come from the listed names (gazetteer.Listed), half
// of those of the sentence's language and half of any origin, so the model
// meets names it has no hand-written list for. The lower-case chat slots
// keep to the hand-written names: the tagger looks the listed names up for
// capitalised words only, and chat names must keep their gazetteer cue.
func (g *synth) person(female, listed bool) (string, string) {
	if listed && len(listedLocales) > 0 && g.rng.IntN(3) == 0 {
		if giv, sur, ok := g.listedPerson(female); ok {
			return giv, sur
		}
	}
	n := gazetteer.ByLang[g.lang]
	sur := g.pick(n.Surnames)
	if female {
		return g.pick(n.Female), gazetteer.FeminineSurname(g.lang, sur)
	}
	return g.pick(n.Male), sur
}

// listedLocales are the locales of gazetteer.Listed, sorted; ownLocales
// those of each supported language.
var listedLocales = gazetteer.ListedLocales()

var ownLocales = func() map[string][]string {
	m := map[string][]string{}
	for _, loc := range listedLocales {
		if lang := gazetteer.LocaleLang(loc); lang != "" {
			m[lang] = append(m[lang], loc)
		}
	}
	return m
}()

// listedPerson picks a listed given name and surname. In cs, sk and pl
// sentences both must match the gender by their ending (feminine names end
// in -a or -á there, and in most languages the given names do), so that
// Decline inflects them as that gender.
func (g *synth) listedPerson(female bool) (string, string, bool) {
	own := ownLocales[g.lang]
	loc := g.pick(listedLocales)
	if len(own) > 0 && g.rng.IntN(2) == 0 {
		loc = g.pick(own)
	}
	ln := gazetteer.Listed()[loc]
	if len(ln.Given) == 0 || len(ln.Surnames) == 0 {
		return "", "", false
	}
	gendered := g.lang == "cs" || g.lang == "sk" || g.lang == "pl"
	for try := 0; try < 20; try++ {
		giv, sur := g.pick(ln.Given), g.pick(ln.Surnames)
		if gendered && (gazetteer.Feminine(giv) != female || gazetteer.Feminine(sur) != female) {
			continue
		}
		return giv, sur, true
	}
	return "", "", false
}

func caseOf(arg string) int {
	switch arg {
	case "gen", "acc":
		return gazetteer.Gen // accusative of masculine animate equals genitive
	case "dat":
		return gazetteer.Dat
	case "voc":
		return gazetteer.Voc
	case "ins":
		return gazetteer.Ins
	}
	return gazetteer.Nom
}

// sentence fills one template.
// wordSlots are the template slots filled with one entry of the language's
// list, labelled as given ("" is O); the other slots are built in sentence.
var wordSlots = map[string]struct {
	words map[string][]string
	label string
}{
	"N":  {groups, ""},
	"W":  {docWords, ""},
	"Hd": {docHeadings, ""},
	"D":  {docDepts, ""},
	"J":  {docJobs, ""},
	"Gr": {docGreetings, ""},
	"Sp": {docSpeakers, ""},
	"Cm": {docChat, ""},
	"Nl": {docNameLabels, ""},
	"E":  {docBodies, "ORG"},
	"BL": {bizLabels, ""},
	"Ch": {bizChats, ""},
	"FL": {bizFormLabels, ""},
	"Gs": {bizGreetings, ""},
	"Ro": {bizRoles, ""},
	"C":  {gazetteer.Cities, "LOC"},
	"Un": {unitWords, ""},
	"Ol": {orgLabels, ""},
	"Bk": {knownOrgs, "ORG"},
	"Lv": {elidedPlaces, "LOC"},
	"Ov": {elidedBodies, "ORG"},
}

func (g *synth) sentence(tpl string) ner.Sentence {
	g.text.Reset()
	g.ents = g.ents[:0]
	female := g.rng.IntN(2) == 0
	for tpl != "" {
		i := strings.IndexByte(tpl, '{')
		if i < 0 {
			g.emit(tpl, "")
			break
		}
		g.emit(tpl[:i], "")
		j := strings.IndexByte(tpl, '}')
		slot, arg, _ := strings.Cut(tpl[i+1:j], ":")
		tpl = tpl[j+1:]
		if w, ok := wordSlots[slot]; ok {
			g.emit(g.pick(w.words[g.lang]), w.label)
			continue
		}
		if g.classSlot(slot) || g.roleSlot(slot) {
			continue
		}
		c := caseOf(arg)
		switch slot {
		case "P", "p":
			if c == gazetteer.Nom && arg == "" && len(namePool) > 0 && g.rng.IntN(4) == 0 {
				full := g.pick(namePool)
				if slot == "p" {
					full = strings.ToLower(full)
				}
				g.emit(full, "PER")
				continue
			}
			giv, sur := g.person(female, slot == "P")
			if arg == "acc" && female {
				c = gazetteer.Ins // feminine accusative ends like the instrumental (-ou)
				if g.lang == "cs" || g.lang == "sk" {
					giv = strings.TrimSuffix(giv, "a") + "u"
					g.emit(giv+" "+gazetteer.Decline(g.lang, sur, true, gazetteer.Ins), "PER")
					continue
				}
			}
			full := gazetteer.Decline(g.lang, giv, female, c) + " " + gazetteer.Decline(g.lang, sur, female, c)
			if slot == "p" || g.rng.IntN(20) == 0 {
				full = strings.ToLower(full)
			}
			g.emit(full, "PER")
		case "G", "g":
			giv, _ := g.person(female, slot == "G")
			giv = gazetteer.Decline(g.lang, giv, female, c)
			if slot == "g" {
				giv = strings.ToLower(giv)
			}
			g.emit(giv, "PER")
		case "Pv": // a given name and a surname with an elided particle
			giv, _ := g.person(female, true)
			g.emit(giv+" "+g.pick(particleSurnames[g.lang]), "PER")
		case "S":
			_, sur := g.person(female, true)
			g.emit(gazetteer.Decline(g.lang, sur, female, c), "PER")
		case "T":
			if arg == "de" { // "Sehr geehrte Frau" / "Sehr geehrter Herr"
				if female {
					g.emit(" Frau", "")
				} else {
					g.emit("r Herr", "")
				}
				continue
			}
			if female {
				g.emit(g.pick(titlesF[g.lang]), "")
			} else {
				g.emit(g.pick(titlesM[g.lang]), "")
			}
		case "A":
			g.emit(g.pick(docAbbrevs), "")
		case "U":
			g.emit(strings.ToUpper(g.pick(docWords[g.lang])), "")
		case "TH":
			n := 3 + g.rng.IntN(2)
			for k := 0; k < n; k++ {
				if k > 0 {
					g.emit(strings.Repeat(" ", 2+g.rng.IntN(12)), "")
				}
				g.emit(g.pick(docColumns[g.lang]), "")
			}
		case "LV":
			g.emit(g.labRow(), "")
		case "R":
			g.emit(g.pick(products), "")
		case "B":
			forms := debateBodies[g.lang]
			if f := debateForms[g.lang][arg]; len(f) > 0 {
				forms = f
			}
			art, name, _ := strings.Cut(g.pick(forms), "|")
			if art != "" && !strings.HasSuffix(art, "'") {
				art += " "
			}
			g.emit(art, "")
			g.emit(name, "ORG")
		case "Tm":
			g.emit(g.pick(docTimes), "")
		case "PU": // a name in capitals, as forms write it: surname first or last
			giv, sur := g.person(female, true)
			full := giv + " " + sur
			if g.rng.IntN(2) == 0 {
				full = sur + " " + giv
			}
			g.emit(strings.ToUpper(full), "PER")
		case "ST":
			g.emit(g.streetLine(), "")
		case "AD":
			g.address()
		case "H":
			name := g.pick(docInstitutions[g.lang])
			city := g.pick(gazetteer.Cities[g.lang])
			name = strings.ReplaceAll(name, "{C}", city)
			if loc, ok := gazetteer.Locatives[city]; ok {
				city = loc
			}
			g.emit(strings.ReplaceAll(name, "{L}", city), "ORG")
		case "K":
			prep, place, _ := strings.Cut(g.pick(placeForms[g.lang]), "|")
			g.emit(prep+" ", "")
			g.emit(place, "LOC")
		case "L":
			city := g.pick(gazetteer.Cities[g.lang])
			if loc, ok := gazetteer.Locatives[city]; ok {
				city = loc
			}
			g.emit(city, "LOC")
		case "Bz":
			name, owner := g.business()
			if owner > 0 {
				g.emit(name[:owner], "")
				g.emit(name[owner:], "PER")
				continue
			}
			g.emit(name, "ORG")
		case "FV":
			g.emit(g.fieldValue(), "")
		case "Sc":
			g.emit(g.school(), "ORG")
		case "Bs":
			tpl = g.pick(bizSentences[g.lang]) + tpl
		case "O":
			var name string
			switch g.rng.IntN(3) {
			case 0:
				_, sur := g.person(false, true)
				name = sur + " " + g.pick(orgWords)
			case 1:
				name = g.pick(orgWords) + strings.ToLower(g.pick(orgWords))
			default:
				name = g.pick(orgWords) + " " + g.pick(orgWords)
			}
			g.emit(name+" "+g.pick(legalForms[g.lang]), "ORG")
		}
	}
	return label(g.text.String(), g.ents)
}

// labRow is one row of a lab table: name, value (with a flag), unit and
// normal range, separated by column gaps; nothing in it is a name.
func (g *synth) labRow() string {
	gap := func() string { return strings.Repeat(" ", 2+g.rng.IntN(20)) }
	v := strconv.Itoa(1 + g.rng.IntN(300))
	if g.rng.IntN(2) == 0 {
		v += g.pick([]string{",", "."}) + strconv.Itoa(g.rng.IntN(10))
	}
	if g.rng.IntN(4) == 0 {
		v += " " + g.pick([]string{"H", "L", "+", "↑"})
	}
	unit := g.pick([]string{"mmol/l", "mg/dl", "g/dl", "µmol/l", "U/l", "fl", "%", "g/l", "mg/l", "×10⁹/l", "/nl"})
	return g.pick(docLabs[g.lang]) + gap() + v + gap() + unit + gap() + strconv.Itoa(g.rng.IntN(20)) + "–" + strconv.Itoa(20+g.rng.IntN(200))
}

// street returns a street name of the language: one of the locale's, or one
// named after a person as many are ("Via Ciro Rossi", "Jana Nováka",
// "Müllerstraße"), which the model must not take for a person or place.
func (g *synth) street() string {
	l, _ := locale.Get(g.lang)
	if g.rng.IntN(2) == 0 {
		return g.pick(l.Streets)
	}
	giv, sur := g.person(false, true)
	switch g.lang {
	case "de":
		if g.rng.IntN(2) == 0 {
			return sur + g.pick([]string{"straße", "weg", "allee", "platz"})
		}
		return giv + "-" + sur + "-" + g.pick([]string{"Straße", "Weg", "Platz"})
	case "en":
		return sur + " " + g.pick([]string{"Road", "Street", "Close", "Avenue", "Lane", "Crescent", "Drive"})
	case "fr":
		return g.pick([]string{"rue", "avenue", "boulevard", "place", "allée"}) + " " + giv + " " + sur
	case "es":
		return g.pick([]string{"Calle", "Avenida", "Plaza", "Paseo"}) + " " + g.pick([]string{"de ", ""}) + giv + " " + sur
	case "it":
		return g.pick([]string{"Via", "Viale", "Piazza", "Corso", "Largo"}) + " " + giv + " " + sur
	case "pl":
		return g.pick([]string{"ul.", "al.", "pl."}) + " " + gazetteer.Decline(g.lang, giv, false, gazetteer.Gen) + " " + gazetteer.Decline(g.lang, sur, false, gazetteer.Gen)
	default: // cs, sk: the genitive of a person's name
		return gazetteer.Decline(g.lang, giv, false, gazetteer.Gen) + " " + gazetteer.Decline(g.lang, sur, false, gazetteer.Gen)
	}
}

// streetLine is a street with its house number in the language's order.
func (g *synth) streetLine() string {
	l, _ := locale.Get(g.lang)
	num := strconv.Itoa(1 + g.rng.IntN(180))
	if (g.lang == "cs" || g.lang == "sk") && g.rng.IntN(2) == 0 {
		num = strconv.Itoa(100+g.rng.IntN(2900)) + "/" + strconv.Itoa(1+g.rng.IntN(60))
	}
	if l.StreetNumberFirst {
		return num + " " + g.street()
	}
	return g.street() + l.StreetSep + num
}

// address emits a postal address: street line and postal code (O, as the
// guide's STREET_ADDRESS and POSTAL_CODE are no NER types) and the town
// (LOC).
func (g *synth) address() {
	l, _ := locale.Get(g.lang)
	c := l.Cities[g.rng.IntN(len(l.Cities))]
	g.emit(g.streetLine()+g.pick([]string{", ", "\n"}), "")
	if g.lang == "en" {
		g.emit(c.Name, "LOC")
		g.emit(" "+c.Postal, "")
		return
	}
	g.emit(c.Postal+" ", "")
	g.emit(c.Name, "LOC")
}

// label tokenises text as the tagger will and tags the tokens inside each
// entity range.
func label(text string, ents []struct {
	start, end int
	label      string
}) ner.Sentence {
	toks := ner.Tokenize(text, nil)
	s := ner.Sentence{Text: text, Tokens: toks, Gold: make([]uint8, len(toks))}
	for _, e := range ents {
		first := true
		for i, t := range toks {
			if t.Start >= e.start && t.End <= e.end {
				if first {
					s.Gold[i] = ner.LabelIndex("B-" + e.label)
					first = false
				} else {
					s.Gold[i] = ner.LabelIndex("I-" + e.label)
				}
			}
		}
	}
	return s
}

// synthesize returns n template sentences, docs everyday document lines
// (docTemplates), layout lines (layoutTemplates), debate lines
// (debateTemplates), business lines (bizTemplates) and class lines
// (classTemplates) per language, seeded.
func synthesize(n, docs, layout, debates, biz, classes, units int, seed uint64, langs []string) []ner.Sentence {
	var out []ner.Sentence
	for li, lang := range gazetteer.Langs {
		if langs != nil && !slices.Contains(langs, lang) {
			continue // each language keeps its own stream either way
		}
		g := synthFor(lang, seed, uint64(li)+100)
		first := len(out)
		tpls := templates[lang]
		for i := 0; i < n; i++ {
			s := g.sentence(tpls[g.rng.IntN(len(tpls))])
			out = appendLines(out, s)
		}
		for i := 0; i < docs && len(docTemplates[lang]) > 0; i++ {
			out = appendLines(out, g.sentence(g.pick(docTemplates[lang])))
		}
		for i := 0; i < layout; i++ {
			out = appendLines(out, g.sentence(g.pick(layoutTemplates)))
		}
		for i := 0; i < debates; i++ {
			out = appendLines(out, g.sentence(g.pick(debateTemplates[lang])))
		}
		for i := 0; i < biz; i++ {
			out = appendLines(out, g.sentence(g.pick(bizTemplates)))
		}
		for i := 0; i < classes; i++ {
			out = appendLines(out, g.sentence(g.pick(classTemplates[lang])))
		}
		for i := 0; i < units; i++ {
			out = appendLines(out, g.sentence(g.pick(unitTemplates[lang])))
		}
		for i := 0; i < roleN; i++ {
			out = appendLines(out, g.sentence(g.pick(roleTemplates[lang])))
		}
		for i := 0; i < elisionN && len(elisionTemplates[lang]) > 0; i++ {
			out = appendLines(out, g.sentence(g.pick(elisionTemplates[lang])))
		}
		for k := first; k < len(out); k++ {
			out[k].Lang = lang
		}
	}
	return out
}

// appendLines appends s split at its line breaks: the tagger tags a text
// line by line (a line break ends its segment), so training sees the lines
// as it will.
func appendLines(out []ner.Sentence, s ner.Sentence) []ner.Sentence {
	from := 0
	for i := 1; i <= len(s.Tokens); i++ {
		if i < len(s.Tokens) && !strings.Contains(s.Text[s.Tokens[i-1].End:s.Tokens[i].Start], "\n") {
			continue
		}
		out = append(out, ner.Sentence{Text: s.Text, Tokens: s.Tokens[from:i], Gold: s.Gold[from:i]})
		from = i
	}
	return out
}

// synthFor returns a generator for one language with its own random stream.
func synthFor(lang string, seed, stream uint64) *synth {
	return &synth{rng: rand.New(rand.NewPCG(seed, stream)), lang: lang}
}
