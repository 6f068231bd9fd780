package main

import (
	"strings"

	"github.com/piiguard/piiguard/shared/gazetteer"
)

// Role lines: the kinds of words in customers' documents that the tagger
// took for organisations or places, in every language:
//
//   - job titles built of a role and a field ("Payroll Coordinator",
//     "Responsabile acquisti", "Specjalista ds. kadr"), in signatures, offer
//     letters, references and form fields (the {Jt} slot, O: the guide does
//     not label job titles);
//   - capitalised common nouns that open an invoice row, a list item or a
//     form line: goods and services, symptoms, legal and office terms
//     ("Toner", "Schwindel", "Kaution"), and section headings in capitals
//     ("BANK DETAILS") (the {Cn} and {Hu} slots, O);
//   - complaints and findings inside a clinical sentence ("mit
//     akutem Schwindel", capitalised in German) (the {Sy} slot, O);
//   - a greeting before a given name and a colon or comma ("Buenos días
//     Marta:"), where a place was tagged (the name PERSON);
//   - a place after a unit of a firm that is written in lower case ("our
//     warehouse in Leeds", "la planta de Tudela"), beside the institutions
//     below: a LOCATION, not part of an organisation;
//   - institutions named by their kind and their place ("Archivio di Stato
//     di Bari", "Landratsamt Fulda", "Leeds City Council", "Sąd Okręgowy w
//     Krakowie"): one ORGANIZATION, the place inside it no LOCATION (the
//     {Ip} slot).
//
// The words were written for this file (no dev-set text, TestNoDevsetText).
var roleTemplates = map[string][]string{
	"en": {"The patient presented with painless {Sy} and {Sy} for ten days.", "Please re-refer if {Sy} or {Sy} recur.", "The order leaves our {C} warehouse on Monday.", "You can collect it from the {C} branch.", "{G} has worked at our site in {C} since 2020.", "Head office: {C}", "Product: {Pm}", "You are now on {Pm} with {Bk}.", "{G} receives {Pm}.", "Account type: {Pm}", "Good morning {G},", "Good afternoon {G},", "{P}\n{Jt}\n{O}", "{P}\n{Jt}, {Bk}", "Kind regards,\n{P}\n{Jt}", "Position: {Jt}", "Job title: {Jt}", "Reporting to: {Jt}",
		"We would like to appoint you as {Jt} from 1 March 2027.", "{G} worked with us as {Jt} from 2019 to 2024.",
		"{Jt}: {P}", "{P} ({Jt})", "{G} became {Jt} in 2023.",
		"{Cn}   2   £24.00", "{Cn}: £120.00", "- {Cn}", "{Cn} – see attached.", "{Hu}", "{Hu}\nName: {P}",
		"Sent to {Ip} on 12 March.", "{P} ({Ip})", "Please write to {Ip}, {AD}", "{Ip}\n{AD}", "The letter from {Ip} arrived today.",
		"{G} works for {Ip}.", "Copy to: {Ip}"},
	"de": {"Die Patientin stellte sich mit schmerzlosem {Sy} und {Sy} seit zehn Tagen vor.", "Bei erneutem {Sy} oder {Sy} bitten wir um Wiedervorstellung.", "Kein {Sy}, kein {Sy}, kein {Sy}.", "Die Ware verlässt unser Lager in {C} am Montag.", "Sie können es in der Filiale {C} abholen.", "{G} arbeitet seit 2020 am Standort {C}.", "Sitz: {C}", "Produkt: {Pm}", "Sie haben jetzt {Pm} bei der {Bk}.", "{G} bezieht {Pm}.", "Kontomodell: {Pm}", "Guten Morgen {G},", "Guten Tag {G},", "{P}\n{Jt}\n{O}", "{P}\n{Jt}, {Bk}", "Viele Grüße\n{P}\n{Jt}", "Position: {Jt}", "Stelle: {Jt}", "Vorgesetzte: {Jt}",
		"Wir freuen uns, Ihnen die Stelle als {Jt} ab dem 1. März 2027 anzubieten.", "{G} war bei uns von 2019 bis 2024 als {Jt} tätig.",
		"{Jt}: {P}", "{P} ({Jt})", "{G} wurde im letzten Jahr zur {Jt} befördert.",
		"{Cn}   2   24,00 €", "{Cn}: 120,00 €", "- {Cn}", "{Cn} seit drei Tagen.", "{Cn} – siehe Anlage.", "{Hu}", "{Hu}\nName: {P}",
		"Am 12. März an das {Ip} geschickt.", "{P} ({Ip})", "Bitte schreiben Sie an das {Ip}, {AD}", "{Ip}\n{AD}", "Das Schreiben vom {Ip} kam heute.",
		"{G} arbeitet beim {Ip}.", "Kopie an: {Ip}"},
	"fr": {"La patiente consulte pour {Sy} et {Sy} depuis dix jours.", "Reconsulter en cas de {Sy} ou de {Sy}.", "La commande part de notre entrepôt de {C} lundi.", "Vous pouvez la retirer à l'agence de {C}.", "{G} travaille sur le site de {C} depuis 2020.", "Siège : {C}", "Produit : {Pm}", "Vous bénéficiez de l'offre {Pm} chez {Bk}.", "{G} perçoit la {Pm}.", "Type de compte : {Pm}", "Bonjour {G},", "Bonsoir {G},", "{P}\n{Jt}\n{O}", "{P}\n{Jt}, {Bk}", "Cordialement,\n{P}\n{Jt}", "Poste : {Jt}", "Fonction : {Jt}", "Sous la responsabilité du {Jt}",
		"Nous avons le plaisir de vous proposer le poste de {Jt} à compter du 1er mars 2027.", "{G} a travaillé chez nous comme {Jt} de 2019 à 2024.",
		"{Jt} : {P}", "{P} ({Jt})", "{G} est devenue {Jt} l'an dernier.",
		"{Cn}   2   24,00 €", "{Cn} : 120,00 €", "- {Cn}", "{Cn} depuis trois jours.", "{Cn} – voir pièce jointe.", "{Hu}", "{Hu}\nNom : {P}",
		"Destinataire : {Ip}", "{P} ({Ip})", "Expéditeur : {Ip}, {AD}", "{Ip}\n{AD}", "Dossier 2026/118 – {Ip}",
		"Organisme : {Ip}", "Copie : {Ip}"},
	"es": {"La paciente acude por {Sy} y {Sy} de diez días de evolución.", "Volver a consultar si presenta {Sy} o {Sy}.", "Los palés se cargan mañana en la fábrica de {C}.", "Puede recogerlo en la oficina de {C}.", "{G} trabaja en el almacén de {C} desde 2020.", "Sede: {C}", "Producto: {Pm}", "Tiene contratada la {Pm} con {Bk}.", "{G} cobra el {Pm}.", "Modalidad: {Pm}", "Buenos días {G}:", "Buenas tardes {G}:", "Hola {G}:", "{P}\n{Jt}\n{O}", "{P}\n{Jt}, {Bk}", "Atentamente,\n{P}\n{Jt}", "Puesto: {Jt}", "Cargo: {Jt}", "Depende de: {Jt}",
		"Nos complace ofrecerle el puesto de {Jt} a partir del 1 de marzo de 2027.", "{G} trabajó con nosotros como {Jt} de 2019 a 2024.",
		"{Jt}: {P}", "{P} ({Jt})", "{G} pasó a {Jt} el año pasado.",
		"{Cn}   2   24,00 €", "{Cn}: 120,00 €", "- {Cn}", "{Cn} desde hace tres días.", "{Cn} – ver adjunto.", "{Hu}", "{Hu}\nNombre: {P}",
		"Destinatario: {Ip}", "{P} ({Ip})", "Remitente: {Ip}, {AD}", "{Ip}\n{AD}", "Expediente 2026/118 – {Ip}",
		"Organismo emisor: {Ip}", "Copia: {Ip}"},
	"it": {"La paziente si presenta per {Sy} e {Sy} da dieci giorni.", "Ricontrollo in caso di {Sy} o {Sy}.", "L'ordine parte dal nostro stabilimento di {C} lunedì.", "Può ritirarlo presso la filiale di {C}.", "{G} lavora nella sede di {C} dal 2020.", "Sede legale: {C}", "Prodotto: {Pm}", "Ha sottoscritto {Pm} con {Bk}.", "{G} riceve {Pm}.", "Tipo di conto: {Pm}", "Buongiorno {G},", "Buonasera {G},", "{P}\n{Jt}\n{O}", "{P}\n{Jt}, {Bk}", "Cordiali saluti,\n{P}\n{Jt}", "Posizione: {Jt}", "Mansione: {Jt}", "Riferisce a: {Jt}",
		"Siamo lieti di offrirle la posizione di {Jt} a partire dal 1° marzo 2027.", "{G} ha lavorato con noi come {Jt} dal 2019 al 2024.",
		"{Jt}: {P}", "{P} ({Jt})", "{G} è diventata {Jt} l'anno scorso.",
		"{Cn}   2   24,00 €", "{Cn}: 120,00 €", "- {Cn}", "{Cn} da tre giorni.", "{Cn} – vedi allegato.", "{Hu}", "{Hu}\nNome: {P}",
		"Destinatario: {Ip}", "{P} ({Ip})", "Mittente: {Ip}, {AD}", "{Ip}\n{AD}", "Pratica 2026/118 – {Ip}",
		"Ente emittente: {Ip}", "Copia: {Ip}"},
	"pl": {"Pacjentka zgłosiła się z {Sy} i {Sy} od dziesięciu dni.", "W razie ponownego wystąpienia objawów ({Sy}) proszę o kontakt.", "Zamówienie wyjedzie z naszego magazynu w {L} w poniedziałek.", "Można je odebrać w oddziale w {L}.", "{G} pracuje w zakładzie w {L} od 2020 r.", "Siedziba: {C}", "Produkt: {Pm}", "Ma Pani {Pm} w {Bk}.", "{G} otrzymuje świadczenie: {Pm}.", "Rodzaj rachunku: {Pm}", "Dzień dobry {G:voc},", "Witam {G:voc},", "Sprawę załatwiam {Io}.", "Mam kredyt hipoteczny {Io}.", "Pełnomocnik będzie mnie reprezentował {Io}.", "Pismo {Io} dotarło wczoraj.",
		"{P}\n{Jt}\n{O}", "{P}\n{Jt}, {Bk}", "Z poważaniem\n{P}\n{Jt}", "Stanowisko: {Jt}", "Funkcja: {Jt}", "Przełożony: {Jt}",
		"Z przyjemnością proponujemy Pani stanowisko: {Jt} od 1 marca 2027 r.", "{G} pracowała u nas w latach 2019–2024, stanowisko: {Jt}.",
		"{Jt}: {P}", "{P} ({Jt})", "Od zeszłego roku {G} pełni funkcję: {Jt}.",
		"{Cn}   2   24,00 zł", "{Cn}: 120,00 zł", "- {Cn}", "{Cn} od trzech dni.", "{Cn} – w załączeniu.", "{Hu}", "{Hu}\nNazwisko: {P}",
		"Odbiorca: {Ip}", "{P} ({Ip})", "Adresat: {Ip}, {AD}", "{Ip}\n{AD}", "Sygn. akt I C 118/26 – {Ip}",
		"Organ wydający: {Ip}", "Do wiadomości: {Ip}"},
	"cs": {"Pacientka přichází s {Sy} a {Sy} trvajícími deset dní.", "Při opětovných potížích ({Sy}) kontrola.", "Zboží odjede z našeho skladu v {L} v pondělí.", "Můžete si ho vyzvednout na pobočce v {L}.", "{G} pracuje v závodě v {L} od roku 2020.", "Sídlo: {C}", "Produkt: {Pm}", "Máte {Pm} u {Bk}.", "{G} pobírá: {Pm}.", "Typ účtu: {Pm}", "Dobrý den {G:voc},", "Dobré ráno {G:voc},", "Vše jsem vyřídila {Io}.", "Mám hypotéku {Io}.", "Zmocněnec mě bude zastupovat {Io}.", "Dopis {Io} přišel včera.",
		"{P}\n{Jt}\n{O}", "{P}\n{Jt}, {Bk}", "S pozdravem\n{P}\n{Jt}", "Pozice: {Jt}", "Funkce: {Jt}", "Nadřízený: {Jt}",
		"S potěšením Vám nabízíme pozici {Jt} od 1. 3. 2027.", "{G} u nás v letech 2019–2024 pracovala na pozici {Jt}.",
		"{Jt}: {P}", "{P} ({Jt})", "Od loňska je {G} na pozici {Jt}.",
		"{Cn}   2   240 Kč", "{Cn}: 1 200 Kč", "- {Cn}", "{Cn} tři dny.", "{Cn} – viz příloha.", "{Hu}", "{Hu}\nJméno: {P}",
		"Příjemce: {Ip}", "{P} ({Ip})", "Adresát: {Ip}, {AD}", "{Ip}\n{AD}", "Sp. zn. 12 C 118/2026 – {Ip}",
		"Vydal: {Ip}", "Na vědomí: {Ip}"},
	"sk": {"Pacientka prichádza so {Sy} a {Sy} trvajúcimi desať dní.", "Pri opätovných ťažkostiach ({Sy}) kontrola.", "Tovar odíde z nášho skladu v {L} v pondelok.", "Môžete si ho vyzdvihnúť na pobočke v {L}.", "{G} pracuje v závode v {L} od roku 2020.", "Sídlo: {C}", "Produkt: {Pm}", "Máte {Pm} v {Bk}.", "{G} poberá: {Pm}.", "Typ účtu: {Pm}", "Dobrý deň {G},", "Dobré ráno {G},", "Všetko som vybavila {Io}.", "Mám hypotéku {Io}.", "Splnomocnenec ma bude zastupovať {Io}.", "List {Io} prišiel včera.",
		"{P}\n{Jt}\n{O}", "{P}\n{Jt}, {Bk}", "S pozdravom\n{P}\n{Jt}", "Pozícia: {Jt}", "Funkcia: {Jt}", "Nadriadený: {Jt}",
		"S potešením Vám ponúkame pozíciu {Jt} od 1. 3. 2027.", "{G} u nás v rokoch 2019–2024 pracovala na pozícii {Jt}.",
		"{Jt}: {P}", "{P} ({Jt})", "Od minulého roka je {G} na pozícii {Jt}.",
		"{Cn}   2   24,00 EUR", "{Cn}: 120,00 EUR", "- {Cn}", "{Cn} tri dni.", "{Cn} – pozri prílohu.", "{Hu}", "{Hu}\nMeno: {P}",
		"Príjemca: {Ip}", "{P} ({Ip})", "Adresát: {Ip}, {AD}", "{Ip}\n{AD}", "Sp. zn. 12C/118/2026 – {Ip}",
		"Vydal: {Ip}", "Na vedomie: {Ip}"},
}

// roleKinds are the role words of job titles, % where the field goes
// (roleFields); a kind without % is a title of its own.
var roleKinds = map[string][]string{
	"en": {"% Advisor", "% Operative", "% Coordinator", "% Manager", "% Assistant", "% Officer", "% Administrator", "% Analyst",
		"% Lead", "% Specialist", "% Executive", "% Supervisor", "% Technician", "Senior % Officer", "Head of %", "Assistant % Manager",
		"Consultant Radiologist", "Specialty Registrar", "Clinical Nurse Specialist", "Consultant Haematologist", "Senior Staff Nurse"},
	"de": {"Sachbearbeiter %", "Sachbearbeiterin %", "Leiter %", "Leiterin %", "Referentin %", "Teamleiter %", "Mitarbeiterin %",
		"Assistenz %", "Kaufmännische Angestellte", "Lagerist", "Oberärztin", "Assistenzarzt", "Pflegefachkraft"},
	"fr": {"Responsable %", "Chargé %", "Chargée %", "Assistante %", "Technicien %", "Gestionnaire %", "Directeur %", "Coordinatrice %",
		"Agent %", "Cariste", "Préparateur de commandes", "Infirmière diplômée d'État", "Kinésithérapeute"},
	"es": {"Técnico de %", "Técnica de %", "Responsable de %", "Jefe de %", "Auxiliar de %", "Coordinadora de %", "Director de %",
		"Asesor de %", "Operario de %", "Administrativa", "Enfermera", "Médico adjunto"},
	"it": {"Coordinatore %", "Coordinatrice %", "Responsabile %", "Addetto %", "Addetta %", "Tecnico %", "Impiegata %",
		"Capo %", "Magazziniere", "Infermiera professionale", "Dirigente medico"},
	"pl": {"Specjalista ds. %", "Specjalistka ds. %", "Koordynator ds. %", "Asystentka ds. %", "Referent ds. %", "Kierownik %",
		"Starszy specjalista ds. %", "Magazynier", "Pielęgniarka", "Lekarz rezydent"},
	"cs": {"Referent %", "Referentka %", "Vedoucí %", "Specialista %", "Koordinátorka %", "Asistentka %", "Manažer %",
		"Skladník", "Personalistka", "Zdravotní sestra", "Sekundární lékař"},
	"sk": {"Referent %", "Referentka %", "Vedúci %", "Špecialista %", "Koordinátorka %", "Asistentka %", "Manažér %",
		"Skladník", "Mzdová účtovníčka", "Zdravotná sestra", "Sekundárny lekár"},
}

// roleFields are the fields of job titles, in the form that follows the
// role word (the genitive in pl, cs and sk).
var roleFields = map[string][]string{
	"en": {"HR", "Payroll", "Sales", "Marketing", "Finance", "IT", "Customer Service", "Operations", "Logistics", "Procurement",
		"Compliance", "Quality", "Facilities", "Recruitment", "Data", "Office", "Site", "Accounts", "Warehouse", "Project", "Lettings", "Maintenance"},
	"de": {"Einkauf", "Vertrieb", "Personal", "Buchhaltung", "Lager", "Logistik", "Marketing", "Qualitätssicherung", "Lohnbuchhaltung",
		"Kundenservice", "Controlling", "Versand", "Instandhaltung"},
	"fr": {"logistique", "paie", "clientèle", "recrutement", "maintenance", "communication", "ressources humaines", "achats", "qualité",
		"formation", "comptabilité", "accueil", "projets"},
	"es": {"Recursos Humanos", "almacén", "ventas", "compras", "logística", "calidad", "nóminas", "mantenimiento", "proyectos",
		"marketing", "atención al cliente", "administración"},
	"it": {"progetti", "amministrazione", "vendite", "acquisti", "logistica", "qualità", "risorse umane", "magazzino", "manutenzione",
		"paghe", "contabilità", "marketing"},
	"pl": {"kadr", "płac", "sprzedaży", "logistyki", "zakupów", "jakości", "marketingu", "księgowości", "obsługi klienta", "projektów",
		"rekrutacji", "magazynu"},
	"cs": {"nákupu", "prodeje", "logistiky", "kvality", "marketingu", "personalistiky", "mezd", "účetnictví", "skladu", "projektů",
		"zákaznického servisu", "údržby"},
	"sk": {"nákupu", "predaja", "logistiky", "kvality", "marketingu", "ľudských zdrojov", "miezd", "účtovníctva", "skladu", "projektov",
		"zákazníckeho servisu", "údržby"},
}

// commonNouns are capitalised common nouns that open an invoice row, a list
// item or a form line (the {Cn} slot, O): goods, services, symptoms, legal
// and office terms.
var commonNouns = map[string][]string{
	"en": {"Toner", "Envelopes", "Staples", "Cleaning", "Delivery", "Labour", "Call-out", "Dizziness", "Nausea", "Rash", "Deposit",
		"Arrears", "Costs", "Exhibits", "Parking", "Catering", "Postage", "Binders", "Storage"},
	"de": {"Schwindel", "Übelkeit", "Hautausschlag", "Husten", "Kaution", "Nebenkosten", "Gegenstandswert", "Anlagen", "Ordner",
		"Druckerpapier", "Reinigung", "Anfahrt", "Arbeitszeit", "Verpackung", "Porto", "Mahngebühr", "Schriftsatz", "Beglaubigung", "Übersetzung"},
	"fr": {"Toner", "Enveloppes", "Agrafes", "Nettoyage", "Déplacement", "Main-d'œuvre", "Vertiges", "Nausées", "Éruption", "Caution",
		"Dépens", "Frais", "Affranchissement", "Traduction", "Classeurs", "Stockage", "Légalisation", "Restauration"},
	"es": {"Tóner", "Sobres", "Grapas", "Limpieza", "Desplazamiento", "Portes", "Mareos", "Náuseas", "Erupción", "Fianza",
		"Costas", "Gastos", "Franqueo", "Traducción", "Carpetas", "Almacenaje", "Legalización", "Catering"},
	"it": {"Toner", "Buste", "Graffette", "Raccoglitori", "Trasporto", "Manodopera", "Vertigini", "Nausea", "Eruzione", "Cauzione",
		"Spese", "Affrancatura", "Traduzione", "Magazzinaggio", "Legalizzazione", "Sopralluogo", "Imballaggio", "Rilegatura"},
	"pl": {"Toner", "Koperty", "Zszywki", "Segregatory", "Sprzątanie", "Dojazd", "Robocizna", "Zawroty", "Nudności", "Wysypka",
		"Kaucja", "Koszty", "Opłata", "Tłumaczenie", "Magazynowanie", "Poświadczenie", "Opakowanie", "Catering"},
	"cs": {"Toner", "Obálky", "Sponky", "Šanony", "Úklid", "Doprava", "Montáž", "Závratě", "Nevolnost", "Vyrážka", "Kauce",
		"Náklady", "Poplatek", "Překlad", "Skladování", "Ověření", "Balné", "Poštovné"},
	"sk": {"Toner", "Obálky", "Spinky", "Šanóny", "Upratovanie", "Doprava", "Montáž", "Závraty", "Nevoľnosť", "Vyrážka", "Kaucia",
		"Náklady", "Poplatok", "Preklad", "Skladovanie", "Overenie", "Balné", "Poštovné"},
}

// sectionHeadings are the headings of forms and letters, written in
// capitals in the {Hu} slot (O).
var sectionHeadings = map[string][]string{
	"en": {"payment instructions", "direct debit", "school year", "results", "supplementary cover", "assignor", "assignee", "policyholder",
		"beneficiary", "declaration", "terms and conditions", "balance outstanding", "medication on discharge", "next of kin", "employment history"},
	"de": {"bankverbindung", "lastschriftmandat", "schuljahr", "laborwerte", "zusatzversicherung", "zedent", "versicherungsnehmer",
		"begünstigter", "erklärung", "zahlungsbedingungen", "gesamtbetrag", "entlassmedikation", "sachverhalt", "antrag", "begründung"},
	"fr": {"domiciliation bancaire", "échéancier", "année universitaire", "résultats", "assurance complémentaire", "cédant",
		"cessionnaire", "souscripteur", "bénéficiaire", "déclaration", "conditions générales", "montant dû", "synthèse", "pièces jointes", "motifs"},
	"es": {"datos de pago", "domiciliación", "curso escolar", "resultados", "seguro complementario", "cedente", "cesionario", "tomador",
		"beneficiario", "declaración", "condiciones generales", "liquidación", "tratamiento al alta", "hechos", "fundamentos de derecho"},
	"it": {"coordinate bancarie", "addebito diretto", "anno scolastico", "risultati", "polizza integrativa", "cessionario", "contraente",
		"beneficiario", "dichiarazione", "condizioni generali", "riepilogo", "terapia alla dimissione", "premesso che", "fatto", "diritto"},
	"pl": {"dane do przelewu", "polecenie zapłaty", "rok akademicki", "wyniki", "ubezpieczenie dodatkowe", "cedent", "cesjonariusz",
		"ubezpieczający", "uposażony", "oświadczenie", "warunki ogólne", "rozliczenie", "zalecenia", "uzasadnienie", "żądanie"},
	"cs": {"platební údaje", "inkaso", "školní rok", "výsledky", "připojištění", "postupitel", "postupník", "pojistník",
		"obmyšlený", "prohlášení", "všeobecné podmínky", "souhrn", "doporučení", "odůvodnění", "návrh"},
	"sk": {"platobné údaje", "inkaso", "akademický rok", "výsledky", "pripoistenie", "postupca", "postupník", "poistník",
		"oprávnená osoba", "vyhlásenie", "všeobecné podmienky", "spolu na úhradu", "odporúčania", "odôvodnenie", "návrh"},
}

// placeBodies are institutions named by their kind and a place: {C} the
// city, {L} the city after a locative preposition (cs, pl, sk); the {Ip}
// slot, one ORGANIZATION.
var placeBodies = map[string][]string{
	"en": {"{C} City Council", "{C} Borough Council", "{C} Magistrates' Court", "{C} Crown Court", "University of {C}", "{C} Register Office",
		"{C} Royal Infirmary", "{C} College", "{C} Community Health Trust"},
	"de": {"Landratsamt {C}", "Jobcenter {C}", "Finanzamt {C}", "Standesamt {C}", "Stadtverwaltung {C}", "Universität {C}",
		"Handwerkskammer {C}", "Bürgeramt {C}", "Sozialgericht {C}", "Stadtarchiv {C}"},
	"fr": {"préfecture de {C}", "Université de {C}", "CAF de {C}", "conseil de prud'hommes de {C}", "Archives municipales de {C}",
		"Chambre de commerce et d'industrie de {C}", "tribunal de commerce de {C}", "centre hospitalier de {C}", "rectorat de {C}"},
	"es": {"Universidad de {C}", "Registro Civil de {C}", "Archivo Histórico Provincial de {C}", "Diputación de {C}", "Hospital Clínico de {C}",
		"Juzgado de Primera Instancia n.º 3 de {C}", "Colegio Notarial de {C}", "Cámara de Comercio de {C}", "Audiencia Provincial de {C}"},
	"it": {"Archivio di Stato di {C}", "Diocesi di {C}", "Università degli Studi di {C}", "Camera di Commercio di {C}", "Prefettura di {C}",
		"Questura di {C}", "Ordine degli Avvocati di {C}", "Corte d'Appello di {C}", "Azienda Sanitaria Locale di {C}", "Fiera di {C}"},
	"pl": {"Sąd Okręgowy w {L}", "Starostwo Powiatowe w {L}", "Powiatowy Urząd Pracy w {L}", "Urząd Stanu Cywilnego w {L}",
		"Archiwum Państwowe w {L}", "Miejski Ośrodek Pomocy Społecznej w {L}", "Izba Administracji Skarbowej w {L}", "Politechnika w {L}"},
	"cs": {"Okresní soud v {L}", "Krajský soud v {L}", "Úřad práce ČR – kontaktní pracoviště {C}", "Katastrální pracoviště {C}",
		"Okresní správa sociálního zabezpečení {C}", "Městský úřad {C}", "Státní okresní archiv {C}", "Finanční úřad v {L}"},
	"sk": {"Okresný súd {C}", "Okresný úrad {C}", "Daňový úrad {C}", "Úrad práce sociálnych vecí a rodiny {C}", "Sociálna poisťovňa – pobočka {C}",
		"Štátny archív v {L}", "Mestský úrad v {L}", "Krajský súd v {L}"},
}

// obliqueBodies are banks, insurers, courts and offices in an oblique
// case after their preposition ("před|Okresním soudem v Kolíně"), in cs,
// pl and sk, where a declined institution ends like a declined place (the
// {Io} slot: the preposition O, the institution one ORGANIZATION).
var obliqueBodies = map[string][]string{
	"cs": {"u|České spořitelny", "od|Československé obchodní banky", "s|Českou podnikatelskou pojišťovnou", "před|Okresním soudem v Kolíně",
		"u|Krajského soudu v Ostravě", "vůči|Finančnímu úřadu pro Jihomoravský kraj", "od|Všeobecné zdravotní pojišťovny", "na|Krajský úřad Olomouckého kraje",
		"s|Magistrátem města Olomouce", "u|Katastrálního úřadu pro Olomoucký kraj", "od|Fakultní nemocnice Olomouc", "s|Českou správou sociálního zabezpečení",
		"u|Oborové zdravotní pojišťovny", "na|Městském úřadu Kolín", "u|Raiffeisenbank"},
	"pl": {"w|Banku Millennium", "przed|Sądem Okręgowym w Poznaniu", "do|Urzędu Skarbowego w Gdyni", "w|Zakładzie Ubezpieczeń Społecznych",
		"z|Narodowego Funduszu Zdrowia", "przed|Wojewódzkim Sądem Administracyjnym w Krakowie", "do|Powiatowego Urzędu Pracy w Toruniu",
		"w|Urzędzie Miasta Krakowa", "z|Alior Banku", "w|Szpitalu Wojewódzkim w Opolu", "od|Powszechnego Zakładu Ubezpieczeń", "z|Urzędem Gminy Kórnik",
		"w|Starostwie Powiatowym w Lesznie", "do|Sądu Rejonowego w Gnieźnie"},
	"sk": {"v|Slovenskej sporiteľni", "od|Všeobecnej zdravotnej poisťovne", "pred|Okresným súdom Žilina", "na|Okresnom úrade Nitra",
		"s|Daňovým úradom Bratislava", "zo|Sociálnej poisťovne", "v|Tatra banke", "od|Krajského súdu v Košiciach", "voči|Finančnej správe",
		"z|Okresného úradu Prešov", "na|Mestskom úrade v Trnave", "v|Prima banke", "od|Union zdravotnej poisťovne", "s|Kooperativou poisťovňou"},
}

// schemes are the named products of banks and insurers and the public
// benefits and schemes that forms and letters name (the {Pm} slot, O): no
// organisation, though capitalised ("Pension Credit", "Girokonto Klassik").
var schemes = map[string][]string{
	"en": {"Pension Credit", "Child Benefit", "Working Tax Credit", "Help to Buy", "Premium Bonds", "Cash ISA", "Student Finance", "Carer's Allowance",
		"Personal Independence Payment", "Club Current Account", "Reward Saver", "Green Deal"},
	"de": {"Girokonto Klassik", "Tagesgeld Plus", "Elterngeld", "Bürgergeld", "Riester-Rente", "Kindergeld", "Wohngeld", "Bildungskredit",
		"Depot Premium", "Mastercard Gold", "Deutschlandticket", "Pflegegeld"},
	"fr": {"Livret A", "Compte Essentiel", "Prime d'activité", "Allocation de rentrée scolaire", "Pass Culture", "Carte Vitale", "Prêt à taux zéro",
		"Livret Jeune", "Offre Sérénité", "Chèque énergie", "Assurance Habitation Confort"},
	"es": {"Cuenta Nómina", "Ingreso Mínimo Vital", "Plan Renove", "Bono Social", "Hipoteca Fija Plus", "Tarjeta Oro", "Cuenta Joven",
		"Seguro Hogar Confort", "Cheque Bebé", "Plan de Pensiones Futuro", "Depósito Ahorro"},
	"it": {"Conto Arancio", "Assegno Unico", "Reddito di Cittadinanza", "Bonus Trasporti", "Carta Oro", "Mutuo Giovani", "Polizza Casa Sicura",
		"Conto Base", "Superbonus", "Carta del Docente", "Libretto Smart"},
	"pl": {"Konto Osobiste", "Rodzina 800 plus", "Bon Turystyczny", "Karta Dużej Rodziny", "Kredyt Mieszkanie na Start", "Lokata Progresywna",
		"Konto Oszczędnościowe Plus", "Mój Prąd", "Czyste Powietrze", "Karta Platinum"},
	"cs": {"Osobní účet Plus", "Přídavek na dítě", "Rodičovský příspěvek", "Stavební spoření", "Nová zelená úsporám", "Spořicí účet Extra",
		"Kreditní karta Gold", "Hypotéka Start", "Důchodové spoření", "Příspěvek na bydlení"},
	"sk": {"Osobný účet Plus", "Rodičovský príspevok", "Prídavok na dieťa", "Stavebné sporenie", "Sporiaci účet Extra", "Kreditná karta Gold",
		"Hypotéka Štart", "Zelená domácnostiam", "Príspevok na bývanie", "Dôchodkové sporenie"},
}

// symptoms are complaints and findings as clinical letters write them
// inside a sentence (the {Sy} slot, O): capitalised in German, as every
// noun there, in lower case elsewhere.
var symptoms = map[string][]string{
	"en": {"jaundice", "itching", "dizziness", "nausea", "fever", "chest pain", "shortness of breath", "swelling", "fatigue", "palpitations"},
	"de": {"Pruritus", "Schwindel", "Übelkeit", "Fieber", "Brustschmerz", "Atemnot", "Ödeme", "Abgeschlagenheit", "Herzrasen", "Erbrechen", "Durchfall"},
	"fr": {"ictère", "prurit", "vertiges", "nausées", "fièvre", "douleur thoracique", "dyspnée", "œdèmes", "asthénie", "palpitations"},
	"es": {"ictericia", "prurito", "mareo", "náuseas", "fiebre", "dolor torácico", "disnea", "edemas", "astenia", "palpitaciones"},
	"it": {"ittero", "prurito", "vertigini", "nausea", "febbre", "cefalea", "dispnea", "edemi", "astenia", "palpitazioni"},
	"pl": {"żółtaczką", "świądem", "zawrotami głowy", "nudnościami", "gorączką", "bólem w klatce piersiowej", "dusznością", "obrzękami", "osłabieniem", "kołataniem serca"},
	"cs": {"ikterem", "svěděním", "závratí", "nevolností", "horečkou", "bolestí na hrudi", "dušností", "otoky", "únavou", "bušením srdce"},
	"sk": {"ikterom", "svrbením", "závratom", "nevoľnosťou", "horúčkou", "bolesťou na hrudi", "dýchavičnosťou", "opuchmi", "únavou", "búšením srdca"},
}

// roleSlot fills one role slot and reports whether slot is one.
func (g *synth) roleSlot(slot string) bool {
	switch slot {
	case "Jt":
		g.emit(g.jobTitle(), "")
	case "Cn":
		g.emit(g.pick(commonNouns[g.lang]), "")
	case "Io":
		prep, name, _ := strings.Cut(g.pick(obliqueBodies[g.lang]), "|")
		g.emit(prep+" ", "")
		g.emit(name, "ORG")
	case "Pm":
		g.emit(g.pick(schemes[g.lang]), "")
	case "Sy":
		g.emit(g.pick(symptoms[g.lang]), "")
	case "Hu":
		g.emit(strings.ToUpper(g.pick(sectionHeadings[g.lang])), "")
	case "Ip":
		name := g.pick(placeBodies[g.lang])
		city := g.pick(gazetteer.Cities[g.lang])
		if strings.Contains(name, "{L}") {
			// only a city whose locative is known: never "w Częstochowa"
			for try := 0; try < 50 && gazetteer.Locatives[city] == ""; try++ {
				city = g.pick(gazetteer.Cities[g.lang])
			}
			if loc := gazetteer.Locatives[city]; loc != "" {
				city = loc
			}
		}
		g.emit(strings.ReplaceAll(strings.ReplaceAll(name, "{C}", city), "{L}", city), "ORG")
	default:
		return false
	}
	return true
}

// jobTitle builds a job title of a role and a field (roleKinds,
// roleFields), capitalised as signatures write it, at times in lower case
// after its first letter as running text does.
func (g *synth) jobTitle() string {
	kind := g.pick(roleKinds[g.lang])
	if !strings.Contains(kind, "%") {
		return kind
	}
	t := strings.Replace(kind, "%", g.pick(roleFields[g.lang]), 1)
	if g.lang == "en" || g.lang == "de" {
		return t
	}
	return capital(t)
}

// roleN is the number of role lines per language (roleTemplates).
var roleN = 600
