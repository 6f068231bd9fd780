package main

import (
	"strconv"
	"strings"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/synth/locale"
)

// Business lines: small firms are named after their owner with a trade word
// or a legal form ("Greenleaf Joinery Ltd", "Papeteries Delorme", "Studio
// Rossi Commercialisti"), so the words of a person's name stand in an
// organisation. These lines put such names (ORGANIZATION) where businesses
// appear: letterheads, signatures, "Bill to:" and "Account name:" fields and
// chat headers; and the form labels, greetings and role phrases of the same
// documents (Titel:, C.F., NIG, Moin, Branch Manager) as O. Vocabulary
// written for this file; company roots and legal forms from shared/synth/locale.
var bizTemplates = []string{
	"{Bz}", "{Bz}\n{AD}", "{Bz}\n{ST}, {C}", "{P} – {Bz}", "{P} - {Bz}", "{P}\n{Ro}\n{Bz}", "{P}, {Ro}, {Bz}", "{P} | {Ro} | {Bz}",
	"{BL} {Bz}", "{BL} {Bz}\n{AD}", "{BL}\n{Bz}\n{AD}", "{BL} {P}", "Chat – {Bz}", "{Ch} {Bz}", "{Bz} – {Ro}", "{Ro}",
	"{Ro}: {P}", "{Ro}\n{P}", "{FL}", "{FL}: {FV}", "{FL} {FV}", "{FL}: {FV}\n{FL}: {FV}", "{Gs}, {G}", "{Gs} {G}!", "{Gs}",
	"{Gs}, {Cm}", "{Gs} {Cm}", "{Bs}", "{Bs}", "{Bs}", "{Tm} {Bz}: {Cm}", "{Tm} {Bz}: {Gs} {G}, {Cm}", "{Tm} {G}: {Gs}, {Cm}",
	"{FL}: {FV}     {FL}: {FV}", "{FL}: {P}     {FL}: {FV}", "{Ch} {Bz}\n{Tm} {Sp}: {Cm}",
}

// bizNames are business name patterns per language: % is a surname, # a
// given name, @ the owner's given name and surname after a generic word,
// which the guide labels PERSON, the word O (the {Bz} slot, ORG otherwise;
// a legal form may follow, which makes any of them one ORG).
var bizNames = map[string][]string{
	"en": {"% Joinery", "% Homes", "% Surgery", "% & Sons", "% Plumbing", "% Motors", "% Bakery", "% Dental Practice", "% Solicitors", "% Builders",
		"% Electrical", "% Estate Agents", "% Accountancy", "% Roofing", "% Garden Centre", "The % Partnership", "% Cleaning Services", "#'s Café",
		"% Medical Centre", "% Vets", "% Transport", "% Carpets", "% & Co", "% Opticians", "% Family Practice", "% Farm Shop"},
	"de": {"Bäckerei %", "Autohaus %", "Rechtsanwaltskanzlei Dr. % & Partner", "Steuerberatung %", "Zahnarztpraxis Dr. %", "Malerbetrieb %", "Elektro %",
		"Schreinerei %", "% Haustechnik", "% Immobilien", "Physiotherapie %", "Friseursalon #", "% & Söhne", "Metzgerei %", "Kanzlei %", "Sanitär %",
		"Praxis Dr. %", "Spedition %", "Blumen %", "Dachdeckerei %", "Hausarztpraxis %", "% Bau", "Optik %", "Getränke %"},
	"fr": {"Papeteries %", "Boulangerie %", "Garage %", "Cabinet %", "Pharmacie %", "Transports %", "Menuiserie %", "Plomberie %", "Ets %",
		"% Immobilier", "% & Fils", "Étude de Maître %", "Cabinet dentaire du Dr %", "Librairie %", "Fromagerie %", "Maison %", "Charpentes %",
		"Auto-école %", "Cabinet d'avocats %", "Salon #", "Boucherie %", "Fleurs %"},
	"es": {"Transportes %", "Construcciones %", "Talleres %", "Farmacia %", "Clínica Dental %", "Asesoría %", "Carpintería %", "Hermanos %",
		"Gestoría %", "% Abogados", "Panadería %", "IES # %", "Colegio # %", "Autoescuela %", "Ferretería %", "Inmobiliaria %", "Bodegas %",
		"Óptica %", "Peluquería #", "Fontanería %", "Muebles %", "Academia %"},
	"it": {"Studio % Commercialisti", "Libreria %", "Farmacia %", "Studio Legale %", "Autofficina %", "Panificio %", "Trasporti %", "Edilizia %",
		"% Costruzioni", "Ferramenta %", "Studio Dentistico Dott. %", "Istituto Comprensivo # %", "Liceo # %", "F.lli %", "Pasticceria %",
		"Ottica %", "Agenzia Immobiliare %", "Carrozzeria %", "Studio Tecnico %", "Salumeria %", "Impresa Edile %", "Parrucchiere #"},
	"pl": {"Piekarnia %", "Kancelaria Adwokacka @", "Biuro Rachunkowe %", "Zakład Stolarski %", "Auto-Serwis %", "Transport %", "% Budownictwo",
		"Gabinet Stomatologiczny @", "PHU %", "F.H.U. %", "Kwiaciarnia %", "Zakład Fryzjerski #", "Przychodnia %", "Hurtownia %", "Apteka %",
		"Kancelaria Notarialna @", "Meble %", "Usługi Remontowe %"},
	"cs": {"Pekařství %", "Advokátní kancelář @", "Autoservis %", "Truhlářství %", "Stavby %", "% a syn", "Účetnictví %", "Zubní ordinace MUDr. %",
		"Instalatérství %", "Kadeřnictví #", "Lékárna %", "Doprava %", "Elektro %", "Zahradnictví %", "Řeznictví %", "Knihkupectví %"},
	"sk": {"Pekáreň %", "Advokátska kancelária @", "Autoservis %", "Stolárstvo %", "Stavby %", "% a syn", "Účtovníctvo %", "Zubná ambulancia MUDr. %",
		"Inštalatérstvo %", "Kaderníctvo #", "Lekáreň %", "Doprava %", "Elektro %", "Záhradníctvo %", "Mäsiarstvo %", "Kníhkupectvo %"},
}

// bizBrands are a company root with a word of what the unit does ("Iberdrola
// Clientes"): % is a root of the locale's CompanyRoots.
var bizBrands = map[string][]string{
	"en": {"% Energy", "% Customer Services", "% Insurance", "% Bank", "% Group", "% Healthcare"},
	"de": {"% Energie", "% Versicherung", "% Kundenservice", "% Gruppe", "% Vertrieb", "% Bank"},
	"fr": {"% Énergie", "% Assurances", "% Services", "% Groupe", "% Clients", "% Banque"},
	"es": {"% Clientes", "% Energía", "% Seguros", "% Grupo", "% Comercializadora", "% Banca"},
	"it": {"% Energia", "% Assicurazioni", "% Clienti", "% Gruppo", "% Servizi", "% Banca"},
	"pl": {"% Energia", "% Ubezpieczenia", "% Obsługa Klienta", "% Grupa", "% Bank", "% Serwis"},
	"cs": {"% Energie", "% Pojišťovna", "% Zákaznický servis", "% Group", "% Banka", "% Servis"},
	"sk": {"% Energia", "% Poisťovňa", "% Zákaznícky servis", "% Group", "% Banka", "% Servis"},
}

// bizLabels are the fields a business name follows (the {BL} slot, O).
var bizLabels = map[string][]string{
	"en": {"Bill to:", "Account name:", "Supplier:", "Payee:", "Sold by:", "Ship to:", "Invoice to:", "Company:", "Employer:", "From:"},
	"de": {"Rechnungsempfänger:", "Kontoinhaber:", "Auftragnehmer:", "Lieferant:", "Absender:", "Firma:", "Empfänger:", "Auftraggeber:"},
	"fr": {"Facturer à :", "Titulaire du compte :", "Fournisseur :", "Bénéficiaire :", "Société :", "Expéditeur :", "Raison sociale :"},
	"es": {"Facturar a:", "Titular de la cuenta:", "Proveedor:", "Beneficiario:", "Empresa:", "Razón social:", "Remitente:"},
	"it": {"Spett.le", "Intestatario:", "Fornitore:", "Beneficiario:", "Ragione sociale:", "Rag. Soc.:", "Ditta:", "Mittente:"},
	"pl": {"Nabywca:", "Sprzedawca:", "Odbiorca:", "Właściciel rachunku:", "Firma:", "Dostawca:", "Nadawca:"},
	"cs": {"Odběratel:", "Dodavatel:", "Příjemce:", "Majitel účtu:", "Firma:", "Obchodní firma:", "Odesílatel:"},
	"sk": {"Odberateľ:", "Dodávateľ:", "Príjemca:", "Majiteľ účtu:", "Firma:", "Obchodné meno:", "Odosielateľ:"},
}

// bizChats open a chat or a ticket with the business's name (the {Ch} slot, O).
var bizChats = map[string][]string{
	"en": {"Chat with", "Live chat –", "Support ticket –", "Message from"},
	"de": {"Chat mit", "Live-Chat –", "Nachricht von", "Ticket –"},
	"fr": {"Discussion avec", "Chat –", "Message de", "Ticket –"},
	"es": {"Chat con", "Chat –", "Mensaje de", "Incidencia –"},
	"it": {"Chat con", "Chat –", "Messaggio da", "Ticket –"},
	"pl": {"Czat z", "Czat –", "Wiadomość od", "Zgłoszenie –"},
	"cs": {"Chat s", "Chat –", "Zpráva od", "Tiket –"},
	"sk": {"Chat s", "Chat –", "Správa od", "Tiket –"},
}

// bizFormLabels are form labels and abbreviations (the {FL} slot, O).
var bizFormLabels = map[string][]string{
	"en": {"Title", "Bill to", "Ship to", "Account name", "Sort code", "NI No.", "D.O.B.", "Ref.", "Attn", "Payee", "Policy No.", "Member ID", "Postcode", "Tel.", "Mob.", "Nationality", "Witness", "Insurer", "Reg. No.", "Vehicle"},
	"de": {"Titel", "Anrede", "Az.", "Aktenzeichen", "Steuer-ID", "Geb.-Datum", "z. Hd.", "Kollegin", "Kollege", "Versichertennr.", "Tel.", "Mobil", "Kd.-Nr.", "Kassen-Nr.", "BLZ", "Staatsangehörigkeit", "Zeuge", "Kennzeichen", "Versicherung", "Geburtsort", "Familienstand"},
	"fr": {"Civilité", "N° SIRET", "Réf.", "Tél.", "Destinataire", "Titulaire", "Né(e) le", "N° client", "N° de dossier", "Port.", "NIR", "Code postal", "Nationalité", "Témoin", "Immatriculation", "Assureur", "Lieu de naissance"},
	"es": {"NIG", "Ldo.", "Lda.", "D.N.I.", "NIF", "CIF", "ETT", "Att.", "Expte.", "N.º de afiliación", "Tfno.", "Móvil", "C.P.", "Ref.", "NIE", "Nacionalidad", "Testigo", "Matrícula", "Aseguradora", "Lugar de nacimiento"},
	"it": {"Tessera sanitaria", "C.F.", "P.IVA", "Titolo", "N. tessera", "Prot.", "Tel.", "Cell.", "Rif.", "N. pratica", "CAP", "Matricola", "Tessera", "Sig.ra", "Dott.", "Targa", "Testimone", "Compagnia", "Polizza", "Cittadinanza", "Luogo di nascita"},
	"pl": {"Tytuł", "PESEL", "Nr dowodu", "Sygn. akt", "NIP", "Tel.", "Kom.", "Nr klienta", "Kod pocztowy", "Nr polisy", "Znak sprawy", "Obywatelstwo", "Świadek", "Nr rejestracyjny", "Ubezpieczyciel", "Miejsce urodzenia"},
	"cs": {"Titul", "Rodné číslo", "Č. j.", "IČ", "Sp. zn.", "Tel.", "Mob.", "Č. pojištěnce", "PSČ", "Číslo zákazníka", "Var. symbol", "Státní občanství", "Národnost", "Svědek", "Pojišťovna", "Místo narození"},
	"sk": {"Titul", "Rodné číslo", "Č. j.", "IČ DPH", "Sp. zn.", "Tel.", "Mob.", "Č. poistenca", "PSČ", "Číslo zákazníka", "Var. symbol", "Štátna príslušnosť", "Národnosť", "Svedok", "Poisťovňa", "Miesto narodenia"},
}

// bizGreetings open a line (the {Gs} slot, O).
var bizGreetings = map[string][]string{
	"en": {"Hiya", "Morning", "Hi there", "Hey there", "Dear all", "Hello again", "Afternoon", "Evening"},
	"de": {"Moin", "Moin moin", "Grüß Gott", "Hallo zusammen", "Liebe Grüße", "Hey", "Grüezi", "Servus", "Tach"},
	"fr": {"Coucou", "Bonjour à tous", "Rebonjour", "Salut à tous", "Bonsoir"},
	"es": {"Buenas", "Hola a todos", "Buenas noches", "Estimados", "Qué tal", "Hola de nuevo"},
	"it": {"Salve", "Buongiorno a tutti", "Ehi", "Carissimi", "Ciao a tutti", "Buonasera"},
	"pl": {"Siema", "Witajcie", "Dobry wieczór", "Hejka", "Dzień dobry Państwu"},
	"cs": {"Čau", "Nazdar", "Dobré ráno", "Zdravíčko", "Dobrý den všem"},
	"sk": {"Čau", "Servus", "Dobré ráno", "Zdravím vás", "Dobrý deň všetkým"},
}

// bizRoles are job titles and role phrases of sales and branch staff (the
// {Ro} slot, O).
var bizRoles = map[string][]string{
	"en": {"Branch Manager", "Sales Representative", "Account Manager", "Office Manager", "Practice Manager", "Site Supervisor", "Regional Sales North", "Key Account Manager", "Director", "Owner", "Lettings Negotiator"},
	"de": {"Filialleitung", "Vertrieb Nord", "Teamleiter Kundenservice", "Außendienst", "Prokurist", "Inhaber", "Geschäftsführerin", "Kundenbetreuerin", "Vertriebsleiter Süd", "Praxismanagerin"},
	"fr": {"Responsable d'agence", "Commercial Secteur Nord", "Chargée de clientèle", "Directeur d'agence", "Assistante de direction", "Gérante", "Responsable commercial", "Technicien"},
	"es": {"Delegado Zona Levante", "Jefe de Ventas", "Directora de Sucursal", "Responsable Zona Sur", "Atención Comercial", "Gerente de Tienda", "Administradora", "Técnico comercial"},
	"it": {"Responsabile di Filiale", "Agente di Commercio", "Area Manager Nord", "Ufficio Acquisti", "Titolare", "Responsabile Commerciale", "Segreteria", "Consulente"},
	"pl": {"Kierownik Oddziału", "Przedstawiciel Handlowy", "Opiekun Klienta", "Region Północ", "Właściciel", "Prezes Zarządu", "Asystentka", "Kierownik Sprzedaży"},
	"cs": {"Vedoucí pobočky", "Obchodní zástupce", "Region Sever", "Majitel", "Asistentka", "Jednatelka", "Vedoucí prodeje", "Technik"},
	"sk": {"Vedúci pobočky", "Obchodný zástupca", "Región Sever", "Majiteľ", "Asistentka", "Konateľka", "Vedúci predaja", "Technik"},
}

// bizSentences name a business in running text (the {Bs} slot).
var bizSentences = map[string][]string{
	"en": {"I ordered the table from {Bz} last week.", "{Bz} sent the invoice yesterday.", "We use {Bz} for the repairs.", "Please pay {Bz} by Friday."},
	"de": {"Ich habe den Tisch bei {Bz} bestellt.", "{Bz} hat die Rechnung geschickt.", "Wir arbeiten mit {Bz} zusammen.", "Bitte überweisen Sie an {Bz}."},
	"fr": {"J'ai commandé la table chez {Bz}.", "{Bz} a envoyé la facture hier.", "Nous travaillons avec {Bz}.", "Merci de régler {Bz} avant vendredi."},
	"es": {"Pedí la mesa a {Bz} la semana pasada.", "{Bz} envió la factura ayer.", "Trabajamos con {Bz}.", "Por favor, pague a {Bz} antes del jueves."},
	"it": {"Ho ordinato il tavolo da {Bz}.", "{Bz} ha inviato la fattura ieri.", "Lavoriamo con {Bz}.", "Si prega di pagare {Bz} entro venerdì."},
	"pl": {"Zamówiłem stół w firmie {Bz}.", "{Bz} wysłała wczoraj fakturę.", "Współpracujemy z firmą {Bz}.", "Proszę zapłacić firmie {Bz} do piątku."},
	"cs": {"Objednal jsem stůl u firmy {Bz}.", "{Bz} včera poslala fakturu.", "Spolupracujeme s firmou {Bz}.", "Zaplaťte prosím firmě {Bz} do pátku."},
	"sk": {"Objednal som stôl vo firme {Bz}.", "{Bz} včera poslala faktúru.", "Spolupracujeme s firmou {Bz}.", "Zaplaťte prosím firme {Bz} do piatku."},
}

// business returns a business name: a person's name with a trade word, or a
// company root with a unit word, and a legal form at times. owner > 0 is
// where the owner's name begins when the name is a generic word, a title
// and the owner's surname without a legal form ("Praxis Dr. Weiß"), or a
// generic word and the owner's given name and surname ("Kancelaria
// Adwokacka Jan Nowak"): the guide labels only the name (PERSON), not the
// practice.
func (g *synth) business() (name string, owner int) {
	l, _ := locale.Get(g.lang)
	var pat string
	if g.rng.IntN(5) == 0 {
		name = strings.ReplaceAll(g.pick(bizBrands[g.lang]), "%", g.pick(l.CompanyRoots))
	} else {
		giv, sur := g.person(false, true)
		pat = g.pick(bizNames[g.lang])
		name = strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(pat, "@", giv+" "+sur), "%", sur), "#", giv)
	}
	if g.rng.IntN(3) == 0 {
		return name + " " + g.pick(l.LegalForms), 0
	}
	if head, ok := strings.CutSuffix(pat, " @"); ok {
		return name, len(head) + 1
	}
	if head, ok := strings.CutSuffix(pat, " %"); ok {
		if f := strings.Fields(head); gazetteer.IsTitle(f[len(f)-1]) {
			return name, len(head) + 1
		}
	}
	return name, 0
}

// fieldValue is the value of a form field: a number, a code or a title.
func (g *synth) fieldValue() string {
	switch g.rng.IntN(4) {
	case 0:
		return strconv.Itoa(10000 + g.rng.IntN(90000000))
	case 1:
		return strconv.Itoa(2000+g.rng.IntN(30)) + "/" + strconv.Itoa(1+g.rng.IntN(999))
	case 2:
		return g.pick(docAbbrevs) + " " + strconv.Itoa(100+g.rng.IntN(900))
	}
	return g.pick(append(titlesM[g.lang], titlesF[g.lang]...))
}
