package main

import (
	"strings"

	"github.com/piiguard/piiguard/shared/gazetteer"
)

// Particle lines: person names whose surname carries a particle or is built
// of two surnames, as each language writes them, in every place of a
// sentence, so that the tagger takes "von Bülow", "de la Cruz", "Di Pietro",
// "Le Gall", "O'Brien", "García Márquez" or "Nowak-Jeziorańska" as one
// PERSON, the particle inside it, and the surname after a particle not for a
// place ("de Palencia", "von Dessau" after a given name or an address word):
//
//   - {Xn}: a given name and such a surname (PERSON);
//   - {Xs}: the surname alone (PERSON), capitalised when it opens the line;
//   - {Xa}: an address word or title that stays O ("Frau Abgeordnete",
//     "l'onorevole", "Madame la députée", "pan poseł") and the surname, at
//     times with a given name (PERSON);
//   - {Xf}: surname first as forms write it ("VON BÜLOW, Ernst",
//     "de la Cruz, María": one PERSON).
//
// An argument gives the case in cs, pl and sk ({Xs:ins}); "m" or "f" before
// it fixes the gender where the template's words need one ({Xa:m:dat}).
// A few lines use the same particles as prepositions before a place ("von
// Halle nach Gera": LOCATION), which they mostly are.
//
// The words were written for this file (no dev-set, Europarl or HIPE text;
// TestNoDevsetText checks them).
var particleTemplates = map[string][]string{
	"en": {"I agree with {Xr} on this point.", "{Xr} has asked for more time.", "We thank {Xr} for the report.", "{Xn} signed the lease yesterday.", "I spoke to {Xa} about the refund.", "Dear {Xa},", "The parcel was sent to {Xa} in {C}.",
		"According to {Xs}, the invoice was paid in full.", "{Xs} will call you back on Monday.", "Please forward this to {Xn}.",
		"Name: {Xf}", "Surname, first name: {Xf}", "Present: {Xn}, {Xn} and {Xs}.", "Thanks to {Xa} for the quick reply.",
		"{Xa} asked for a copy of the contract.", "The claim by {Xa} was turned down.", "I have known {Xn} since school.",
		"We met {Xs} and {Xs} at the station.", "Our client {Xn} lives in {C}.", "Kind regards,\n{Xn}", "Tenant: {Xn}",
		"The report by {Xa} on water quality", "{Xn} ({C}) joined the board in May.", "The train from {C} to {C} is late again.",
		"{Xa}, you raised a fair point.", "The proposal of {Xs} was adopted.", "cc: {Xn}"},
	"de": {"Ich stimme {Xr} in diesem Punkt zu.", "{Xr} hat um mehr Zeit gebeten.", "Wir danken {Xr} für den Bericht.", "{Xn} hat den Mietvertrag gestern unterschrieben.", "Ich habe mit {Xa} über die Kündigung gesprochen.", "Sehr geehrte{T:de} {Xs},",
		"Die Unterlagen gingen an {Xa} in {C}.", "Laut {Xs} ist die Rechnung bezahlt.", "{Xs} ruft Sie am Montag zurück.", "Bitte leiten Sie das an {Xn} weiter.",
		"Name: {Xf}", "Name, Vorname: {Xf}", "Anwesend: {Xn}, {Xn} und {Xs}.", "Wir danken {Xa} für die schnelle Antwort.",
		"{Xa} hat um eine Kopie des Vertrags gebeten.", "Der Antrag von {Xa} wurde abgelehnt.", "Ich kenne {Xn} seit der Schulzeit.",
		"Am Bahnhof trafen wir {Xs} und {Xs}.", "Unsere Mandantin {Xn} wohnt in {C}.", "Mit freundlichen Grüßen\n{Xn}", "Mieter: {Xn}",
		"Der Bericht von {Xa} über die Wasserqualität", "{Xn} ({C}) ist seit Mai im Vorstand.", "Der Zug von {C} nach {C} hat Verspätung.",
		"{Xa}, Sie haben recht.", "Der Vorschlag von {Xs} wurde angenommen.", "Das Paket kam gestern von {C}.", "Kopie an {Xn}"},
	"fr": {"Je suis d'accord avec {Xr} sur ce point.", "{Xr} a demandé plus de temps.", "Nous remercions {Xr} pour le rapport.", "{Xn} a signé le bail hier.", "J'ai parlé avec {Xa} du remboursement.", "Chère Madame {Xs:f},", "Cher Monsieur {Xs:m},", "Le colis a été envoyé à {Xa} à {C}.",
		"Selon {Xs}, la facture est réglée.", "{Xs} vous rappellera lundi.", "Merci de transmettre ceci à {Xn}.",
		"Nom : {Xf}", "Nom, prénom : {Xf}", "Présents : {Xn}, {Xn} et {Xs}.", "Nous remercions {Xa} pour sa réponse rapide.",
		"{Xa} a demandé une copie du contrat.", "La requête de {Xa} a été rejetée.", "Je connais {Xn} depuis le lycée.",
		"Nous avons croisé {Xs} et {Xs} à la gare.", "Notre cliente {Xn} habite à {C}.", "Cordialement,\n{Xn}", "Locataire : {Xn}",
		"Le rapport de {Xa} sur la qualité de l'eau", "{Xn} ({C}) siège au conseil depuis mai.", "Le train de {C} pour {C} a du retard.",
		"{Xa}, vous avez raison.", "La proposition de {Xs} a été adoptée.", "Copie à {Xn}"},
	"es": {"Estoy de acuerdo con {Xr} en este punto.", "{Xr} ha pedido más tiempo.", "Agradecemos a {Xr} el informe.", "{Xn} firmó ayer el contrato de alquiler.", "Hablé con {Xa} sobre la devolución.", "Estimada señora {Xs:f}:", "Estimado señor {Xs:m}:", "El paquete se envió a {Xa} en {C}.",
		"Según {Xs}, la factura está pagada.", "{Xs} le llamará el lunes.", "Por favor, reenvíe esto a {Xn}.",
		"Nombre: {Xf}", "Apellidos, nombre: {Xf}", "Asistentes: {Xn}, {Xn} y {Xs}.", "Agradecemos a {Xa} su rápida respuesta.",
		"{Xa} pidió una copia del contrato.", "La solicitud de {Xa} fue rechazada.", "Conozco a {Xn} desde el colegio.",
		"Vimos a {Xs} y a {Xs} en la estación.", "Nuestra clienta {Xn} vive en {C}.", "Atentamente,\n{Xn}", "Arrendatario: {Xn}",
		"El informe de {Xa} sobre la calidad del agua", "{Xn} ({C}) entró en el consejo en mayo.", "El tren de {C} a {C} llega tarde.",
		"{Xa}, tiene usted razón.", "La propuesta de {Xs} fue aprobada.", "Salió de {C} el lunes.", "Copia a {Xn}"},
	"it": {"Sono d'accordo con {Xr} su questo punto.", "{Xr} ha chiesto più tempo.", "Ringraziamo {Xr} per la relazione.", "{Xn} ha firmato ieri il contratto d'affitto.", "Ho parlato con {Xa} del rimborso.", "Gentile {Xa},", "Il pacco è stato spedito a {Xa} a {C}.",
		"Secondo {Xs}, la fattura è stata saldata.", "{Xs} la richiamerà lunedì.", "Per favore inoltri questo a {Xn}.",
		"Nome: {Xf}", "Cognome e nome: {Xf}", "Presenti: {Xn}, {Xn} e {Xs}.", "Ringraziamo {Xa} per la risposta rapida.",
		"{Xa} ha chiesto una copia del contratto.", "La domanda di {Xa} è stata respinta.", "Conosco {Xn} dai tempi della scuola.",
		"Abbiamo visto {Xs} e {Xs} alla stazione.", "La nostra cliente {Xn} abita a {C}.", "Cordiali saluti,\n{Xn}", "Conduttore: {Xn}",
		"La relazione di {Xa} sulla qualità dell'acqua", "{Xn} ({C}) siede nel consiglio da maggio.", "Il treno da {C} per {C} è in ritardo.",
		"{Xa}, lei ha ragione.", "La proposta di {Xs} è stata approvata.", "Arriva da {C} domani.", "Copia a {Xn}"},
	"pl": {"Zgadzam się z tym, co mówi {Xr}.", "{Xr} poprosił o więcej czasu.", "Dziękujemy, {Xr} przedstawił sprawozdanie.", "{Xn:m} podpisał wczoraj umowę najmu.", "Rozmawiałam z {Xa:ins} o zwrocie.", "Szanowna Pani {Xn:f},", "Szanowny Panie {Xn:m:voc},", "Paczka została wysłana do {Xa:gen} w {L}.",
		"Według {Xs:gen} faktura jest zapłacona.", "{Xs} oddzwoni w poniedziałek.", "Proszę przekazać to {Xn:dat}.",
		"Imię i nazwisko: {Xn}", "Nazwisko, imię: {Xf}", "Obecni: {Xn}, {Xn} i {Xs}.", "Dziękujemy {Xa:dat} za szybką odpowiedź.",
		"{Xa:m} poprosił o kopię umowy.", "Wniosek {Xa:gen} został odrzucony.", "Znam {Xn:gen} od szkoły.",
		"Na dworcu spotkaliśmy {Xs:m:gen}.", "Nasza klientka {Xn:f} mieszka w {L}.", "Z poważaniem\n{Xn}", "Najemca: {Xn}",
		"Sprawozdanie {Xa:gen} o jakości wody", "{Xn} ({C}) zasiada w zarządzie od maja.", "Pociąg zatrzymuje się w {L}.",
		"{Xa:m}, ma Pan rację.", "Wniosek {Xs:gen} został przyjęty.", "Do wiadomości: {Xn}"},
	"cs": {"Souhlasím s tím, co říká {Xr}.", "{Xr} požádal o více času.", "Děkujeme, {Xr} předložil zprávu.", "{Xn:m} včera podepsal nájemní smlouvu.", "Mluvila jsem s {Xa:ins} o vrácení peněz.", "Vážená paní {Xs:f},", "Vážený pane {Xs:m:voc},", "Balík byl odeslán {Xa:dat}.",
		"Podle {Xs:gen} je faktura zaplacená.", "{Xs} vám zavolá v pondělí.", "Předejte to prosím {Xn:dat}.",
		"Jméno a příjmení: {Xn}", "Příjmení, jméno: {Xf}", "Přítomni: {Xn}, {Xn} a {Xs}.", "Děkujeme {Xa:dat} za rychlou odpověď.",
		"{Xa:m} požádal o kopii smlouvy.", "Žádost {Xa:gen} byla zamítnuta.", "Znám {Xn:gen} ze školy.",
		"Na nádraží jsme potkali {Xs:m:gen}.", "Naše klientka {Xn:f} bydlí v {L}.", "S pozdravem\n{Xn}", "Nájemce: {Xn}",
		"Zpráva {Xa:gen} o kvalitě vody", "{Xn} ({C}) je ve vedení od května.", "Vlak stojí v {L}.",
		"{Xa}, máte pravdu.", "Návrh {Xs:gen} byl přijat.", "Na vědomí: {Xn}"},
	"sk": {"Súhlasím s tým, čo hovorí {Xr}.", "{Xr} požiadal o viac času.", "Ďakujeme, {Xr} predložil správu.", "{Xn:m} včera podpísal nájomnú zmluvu.", "Hovorila som s {Xa:ins} o vrátení peňazí.", "Vážená pani {Xs:f},", "Vážený pán {Xs:m},", "Balík bol odoslaný {Xa:dat}.",
		"Podľa {Xs:gen} je faktúra zaplatená.", "{Xs} vám zavolá v pondelok.", "Odovzdajte to prosím {Xn:dat}.",
		"Meno a priezvisko: {Xn}", "Priezvisko, meno: {Xf}", "Prítomní: {Xn}, {Xn} a {Xs}.", "Ďakujeme {Xa:dat} za rýchlu odpoveď.",
		"{Xa:m} požiadal o kópiu zmluvy.", "Žiadosť {Xa:gen} bola zamietnutá.", "Poznám {Xn:gen} zo školy.",
		"Na stanici sme stretli {Xs:m:gen}.", "Naša klientka {Xn:f} býva v {L}.", "S pozdravom\n{Xn}", "Nájomca: {Xn}",
		"Správa {Xa:gen} o kvalite vody", "{Xn} ({C}) je vo vedení od mája.", "Vlak stojí v {L}.",
		"{Xa}, máte pravdu.", "Návrh {Xs:gen} bol prijatý.", "Na vedomie: {Xn}"},
}

// particleRoots are surnames with a particle: "particle|root root ...", the
// particle as the language writes it inside a name (lower case where it is
// so written, "De", "Di", "Le" capitalised where it is); a particle ending
// in an apostrophe, "Mc" or "Mac" joins its root without a space. The
// roots are written for the purpose: no city nor common surname follows a
// particle that is also the language's everyday preposition ("di Firenze",
// "von Berlin" are places).
var particleRoots = map[string][]string{
	"en": {"van|Dijk Buren Houten Beek Dam Rijn Horne", "van der|Berg Meer Linden Velde Merwe Heyden", "de|Souza Silva Vries Jong Groot Witt Mello",
		"O'|Brien Connell Donnell Hara Neill Sullivan Reilly Leary Keefe Shea Rourke Dwyer", "Mc|Kenzie Donald Carthy Gregor Intyre Laughlin Allister Guire Cann Bride",
		"Mac|Leod Kay Millan Intosh Farlane Askill", "da|Costa Cunha Rosa", "Le|Fevre Roy Mesurier Blanc", "St|Clair John Leger"},
	"de": {"von|Bülow Arnim Hohenfels Falkenried Lindenau Stetten Brockdorff Eschenbach Alvensleben Saldern Trotha Rochow Oertzen Bredow Dohna Kessel Marwitz Puttkamer Wedel Schwerin Rantzau Moltke",
		"von der|Heide Linde Mühlen Osten Lippe Schulenburg Gröben Marck Decken Weppen", "vom|Stein Hofe Berge Bruch Feld Brocke", "zu|Stolberg Eltz Salm Dohna Putlitz Solms",
		"van|Dijk Beek Dam Rijn Houten Laak Aken", "van der|Meer Velde Linden Berg Hoeven", "ten|Brink Haaf Hompel Berge Hoevel", "ter|Horst Haar Veen Steege Hell Beek",
		"de|Vries Boer Haan Jong Maizière",
		"von|Wolkenau Rosenow Treskow Eichstedt Wangenheim Bernstorff Plessen Stechow Quitzow Dörnberg Thadden Gaisberg Riedesel Osterhagen"},
	"fr": {"de|Villiers Montfort Rohan Beaumont Courcy Vergennes Brissac Castelnau Tourville Lattre Boisgelin Sèze Broglie Charette",
		"de|Montesquiou Boissieu Rivarol Chabannes Ganay Vogüé Lestrange Penfentenyo Kersauson Bourbon-Busset Clermont-Tonnerre", "du|Pont Bellay Plessis Mesnil Moulin Bois Chêne Guesclin Fresne",
		"de la|Fontaine Tour Salle Motte Haye Roche Croix Vallée Garde Porte", "d'|Aubigny Harcourt Estrées Albret Arvieux Ormesson Argenson Aboville",
		"Le|Gall Goff Bihan Guen Floch Meur Roux Brun Corre Moal Pen Bris Coz Duc Gac", "des|Roches Champs Essarts Cars Isnards", "La|Fayette Combe Grange",
		"Du|Bois Four Mas Pré", "de Saint-|Pierre Just Simon Rémy"},
	"es": {"de la|Fuente Torre Cruz Vega Rosa Serna Peña Calle Hoz Iglesia Osa Cierva", "del|Río Castillo Valle Pino Olmo Campo Moral Pozo Amo Barrio Rey",
		"de los|Santos Ríos Reyes Mozos Cobos", "de|Andrés Prada Miguel Haro Soto Lucas Dios Paz Castro Diego Lara Gracia Frutos Guindos Juan",
		"de|Mendoza Ayala Zúñiga Guzmán Quirós Arce Castañeda Lemos Ulloa Montalbán Portocarrero Ercilla", "de las|Heras Casas Cuevas",
		"San|Martín Juan Román José Millán Segundo", "dos|Santos Reis", "da|Silva Costa"},
	"it": {"De|Luca Santis Angelis Rosa Simone Marco Martino Felice Lorenzo Filippo Vita Sanctis Rossi Cesare", "Di|Pietro Stefano Gregorio Benedetto Giacomo Marco Salvo Lorenzo Maio Nardo Mauro Bella Matteo",
		"Della|Valle Rocca Torre Porta Corte Bella Pietra", "Del|Piero Monte Vecchio Bene Prete Gaudio Rio Grosso", "Dal|Molin Lago Pozzo Zotto Bosco Ferro",
		"D'|Angelo Amico Alessandro Agostino Urso Onofrio Ambrosio Antoni Errico", "Lo|Russo Bianco Presti Monaco Cascio Verde Giudice", "La|Rosa Torre Malfa Russa Porta Rocca",
		"Li|Causi Volsi Puma", "Da|Ponte Rios Mosto Col"},
	"pl": {"de|Virion Tramecourt Laveaux", "von|Strachwitz Moltke"},
	"cs": {"z|Lobkowicz"},
	"sk": {"de|Pauli"},
}

// addressWords are the address words and titles before a surname (O):
// "m|..." for a man, "f|..." for a woman; in cs, pl and sk each case
// after a "/" in the order nom/gen/dat/ins.
var addressWords = map[string][]string{
	"en": {"m|Mr", "m|Mr.", "f|Mrs", "f|Ms", "f|Ms.", "m|Commissioner", "f|Commissioner", "m|Dr", "f|Dr", "m|Professor", "f|Professor", "m|Judge", "m|Councillor",
		"f|Councillor", "m|Minister", "f|Minister", "m|Sir", "f|Lady", "m|Vice-President", "f|Vice-President", "m|Senator", "f|Baroness"},
	"de": {"m|Herr", "m|Herrn", "m|Herr Kollege", "m|Herrn Kollegen", "m|Herr Abgeordneter", "m|Herrn Abgeordneten", "m|Herr Kommissar", "m|Herr Minister",
		"m|Herr Dr.", "m|Herr Professor", "m|Herr Bürgermeister", "m|Herr Rechtsanwalt", "f|Frau", "f|Frau Kollegin", "f|Frau Abgeordnete", "f|Frau Kommissarin",
		"f|Frau Ministerin", "f|Frau Dr.", "f|Frau Professorin", "f|Frau Bürgermeisterin", "f|Frau Rechtsanwältin", "f|Frau Präsidentin", "m|Graf", "f|Gräfin",
		"m|Abg.", "f|Abg.", "m|Abgeordneter", "m|Botschafter", "f|Botschafterin", "m|Staatssekretär", "f|Staatssekretärin", "m|Freiherr", "m|Frhr.", "f|Freifrau",
		"m|Minister", "f|Ministerin", "m|Ministerpräsident", "m|Landrat", "f|Landrätin", "m|Prinz", "f|Prinzessin", "m|Major", "m|General"},
	"fr": {"m|M.", "m|Monsieur", "f|Mme", "f|Madame", "f|Madame la députée", "m|Monsieur le député", "m|Monsieur le commissaire", "f|Madame la commissaire",
		"f|Madame la ministre", "m|Maître", "f|Maître", "m|le docteur", "f|la docteure", "m|le député", "f|la députée", "m|le commissaire", "m|le président",
		"f|Mme la rapporteure", "m|M. le maire", "f|Mme la juge"},
	"es": {"m|señor", "f|señora", "m|Sr.", "f|Sra.", "m|don", "f|doña", "m|el señor", "f|la señora", "m|el diputado", "f|la diputada", "m|el comisario",
		"f|la comisaria", "m|el ministro", "f|la ministra", "m|el doctor", "f|la doctora", "f|la presidenta", "m|el juez", "f|la jueza", "m|el Sr.", "f|la Sra."},
	"it": {"m|il signor", "f|la signora", "m|il sig.", "f|la sig.ra", "m|l'onorevole", "f|l'onorevole", "m|l'on.", "m|il commissario", "f|la commissaria",
		"m|il presidente", "f|la presidente", "m|il collega", "f|la collega", "m|il dottor", "f|la dottoressa", "m|l'avvocato", "m|il ministro", "f|la ministra",
		"m|il relatore", "f|la relatrice", "m|Signor", "f|Signora", "m|Sig.", "f|Sig.ra", "m|dott.", "f|dott.ssa", "m|On.", "f|On."},
	"pl": {"m|pan/pana/panu/panem", "f|pani/pani/pani/panią", "m|pan poseł/pana posła/panu posłowi/panem posłem", "f|pani poseł/pani poseł/pani poseł/panią poseł",
		"m|pan komisarz/pana komisarza/panu komisarzowi/panem komisarzem", "f|pani komisarz/pani komisarz/pani komisarz/panią komisarz",
		"m|pan minister/pana ministra/panu ministrowi/panem ministrem", "f|pani minister/pani minister/pani minister/panią minister",
		"m|pan doktor/pana doktora/panu doktorowi/panem doktorem", "f|pani doktor/pani doktor/pani doktor/panią doktor",
		"m|pan mecenas/pana mecenasa/panu mecenasowi/panem mecenasem", "f|pani mecenas/pani mecenas/pani mecenas/panią mecenas",
		"m|Pan/Pana/Panu/Panem", "f|Pani/Pani/Pani/Panią", "m|pan profesor/pana profesora/panu profesorowi/panem profesorem"},
	"cs": {"m|pan/pana/panu/panem", "f|paní/paní/paní/paní", "m|pan poslanec/pana poslance/panu poslanci/panem poslancem", "f|paní poslankyně/paní poslankyně/paní poslankyni/paní poslankyní",
		"m|pan komisař/pana komisaře/panu komisaři/panem komisařem", "f|paní komisařka/paní komisařky/paní komisařce/paní komisařkou",
		"m|pan ministr/pana ministra/panu ministrovi/panem ministrem", "f|paní ministryně/paní ministryně/paní ministryni/paní ministryní",
		"m|pan doktor/pana doktora/panu doktorovi/panem doktorem", "f|paní doktorka/paní doktorky/paní doktorce/paní doktorkou", "m|pan inženýr/pana inženýra/panu inženýrovi/panem inženýrem"},
	"sk": {"m|pán/pána/pánovi/pánom", "f|pani/pani/pani/pani", "m|pán poslanec/pána poslanca/pánovi poslancovi/pánom poslancom", "f|pani poslankyňa/pani poslankyne/pani poslankyni/pani poslankyňou",
		"m|pán komisár/pána komisára/pánovi komisárovi/pánom komisárom", "f|pani komisárka/pani komisárky/pani komisárke/pani komisárkou",
		"m|pán minister/pána ministra/pánovi ministrovi/pánom ministrom", "f|pani ministerka/pani ministerky/pani ministerke/pani ministerkou",
		"m|pán doktor/pána doktora/pánovi doktorovi/pánom doktorom", "f|pani doktorka/pani doktorky/pani doktorke/pani doktorkou"},
}

// roleNouns are the roles that stand before a bare surname in running
// text and stay O ("the rapporteur de la Torre", "il relatore Di Stefano"):
// the {Xr} slot.
var roleNouns = map[string][]string{
	"en": {"rapporteur", "the rapporteur", "the chairman", "the chairwoman", "our lawyer", "the notary", "landlord", "tenant", "the applicant", "my colleague", "the commissioner"},
	"de": {"Berichterstatter", "Berichterstatterin", "der Berichterstatter", "die Berichterstatterin", "der Vorsitzende", "die Vorsitzende", "Kollege", "Kollegin", "der Notar", "die Vermieterin", "der Antragsteller", "Rechtsanwalt"},
	"fr": {"le rapporteur", "la rapporteure", "le président", "la présidente", "notre avocat", "le notaire", "la bailleresse", "le locataire", "le demandeur", "mon collègue", "la commissaire"},
	"es": {"el ponente", "la ponente", "el presidente", "la presidenta", "nuestro abogado", "el notario", "la arrendadora", "el inquilino", "el solicitante", "mi colega", "la comisaria", "el vicepresidente"},
	"it": {"il relatore", "la relatrice", "il presidente", "la presidente", "il nostro avvocato", "il notaio", "la locatrice", "l'inquilino", "il richiedente", "il mio collega", "la commissaria", "il vicepresidente"},
	"pl": {"sprawozdawca", "sprawozdawczyni", "przewodniczący", "przewodnicząca", "nasz adwokat", "notariusz", "wynajmujący", "najemca", "wnioskodawca", "mój kolega", "komisarz", "wiceprzewodniczący"},
	"cs": {"zpravodaj", "zpravodajka", "předseda", "předsedkyně", "náš advokát", "notář", "pronajímatel", "nájemce", "žadatel", "můj kolega", "komisař", "místopředseda"},
	"sk": {"spravodajca", "spravodajkyňa", "predseda", "predsedníčka", "náš advokát", "notár", "prenajímateľ", "nájomca", "žiadateľ", "môj kolega", "komisár", "podpredseda"},
}

// particleN is the number of particle lines per language (particleTemplates):
// 0, off for the shipped weights (docs/QUALITY.md, "Measured and not kept").
var particleN = 0

// particleSlot fills one particle slot and reports whether slot is one.
func (g *synth) particleSlot(slot, arg string, female bool) bool {
	switch slot {
	case "Xn", "Xs", "Xa", "Xf", "Xr":
	default:
		return false
	}
	if gender, rest, ok := strings.Cut(arg, ":"); ok {
		female, arg = gender == "f", rest
	} else if arg == "m" || arg == "f" {
		female, arg = arg == "f", ""
	}
	c := caseOf(arg)
	sur := g.particleSurname(female, c)
	switch slot {
	case "Xn":
		g.emit(g.givenName(female, c)+" "+sur, "PER")
	case "Xs":
		if g.text.Len() == 0 {
			sur = capital(sur)
		}
		g.emit(sur, "PER")
	case "Xa":
		w := g.contract(g.addressWord(female, c))
		if g.text.Len() == 0 {
			w = capital(w)
		}
		g.emit(w+" ", "")
		if g.rng.IntN(4) == 0 {
			sur = g.givenName(female, c) + " " + sur
		}
		g.emit(sur, "PER")
	case "Xr":
		w := g.pick(roleNouns[g.lang])
		if g.text.Len() == 0 {
			w = capital(w)
		}
		g.emit(w+" ", "")
		g.emit(sur, "PER")
	case "Xf":
		name := sur + ", " + g.givenName(female, gazetteer.Nom)
		if g.rng.IntN(2) == 0 {
			name = strings.ToUpper(sur) + ", " + g.givenName(female, gazetteer.Nom)
		}
		g.emit(name, "PER")
	}
	return true
}

// contractions are a preposition and an article that es and it write as
// one word ("a el" is "al", "di la" is "della").
var contractions = map[string][][3]string{
	"es": {{"a ", "el ", "al "}, {"de ", "el ", "del "}},
	"it": {{"a ", "il ", "al "}, {"a ", "l'", "all'"}, {"a ", "la ", "alla "}, {"di ", "il ", "del "}, {"di ", "l'", "dell'"}, {"di ", "la ", "della "},
		{"da ", "il ", "dal "}, {"da ", "la ", "dalla "}, {"da ", "l'", "dall'"}},
}

// contract joins the preposition that ends the text so far with the
// article that opens w, as the language writes them, and returns the rest
// of w; the preposition is outside every entity.
func (g *synth) contract(w string) string {
	text := g.text.String()
	for _, c := range contractions[g.lang] {
		if strings.HasSuffix(text, " "+c[0]) && strings.HasPrefix(w, c[1]) {
			g.text.Reset()
			g.text.WriteString(text[:len(text)-len(c[0])])
			return c[2] + strings.TrimPrefix(w, c[1])
		}
	}
	return w
}

// givenName is a given name of the language in case c.
func (g *synth) givenName(female bool, c int) string {
	n := gazetteer.ByLang[g.lang]
	giv := g.pick(n.Male)
	if female {
		giv = g.pick(n.Female)
	}
	return gazetteer.Decline(g.lang, giv, female, c)
}

// addressWord is an address word or title of the gender in case c.
func (g *synth) addressWord(female bool, c int) string {
	want := map[bool]string{true: "f|", false: "m|"}[female]
	var ws []string
	for _, w := range addressWords[g.lang] {
		if strings.HasPrefix(w, want) {
			ws = append(ws, w[2:])
		}
	}
	forms := strings.Split(g.pick(ws), "/")
	if i := min(c, gazetteer.Ins); i < len(forms) && c != gazetteer.Voc {
		return forms[i]
	}
	return forms[0]
}

// particleSurname is a surname with a particle, of two surnames joined by a
// hyphen, or (es) of two surnames, in case c: the language's own most
// often, at times another language's particle name, which every language's
// news and letters write too.
func (g *synth) particleSurname(female bool, c int) string {
	lang := g.lang
	n := gazetteer.ByLang[lang]
	if c == gazetteer.Voc {
		c = gazetteer.Nom // "Panie Adamie Kowalski": the surname keeps its form
	}
	last := ""
	own := func() string {
		s := g.pick(n.Surnames)
		for s == last {
			s = g.pick(n.Surnames)
		}
		last = s
		if female {
			s = gazetteer.FeminineSurname(lang, s)
		}
		return gazetteer.Decline(lang, s, female, c)
	}
	r := g.rng.IntN(10)
	switch lang {
	case "pl", "cs", "sk":
		if r < 5 {
			return own() + "-" + own()
		}
	case "es":
		switch {
		case r < 2:
			return own() + "-" + own()
		case r < 5:
			return own() + " " + own()
		case r < 6:
			return own() + " " + g.particleWith(lang)
		case r < 9:
			return g.particleWith(lang)
		}
	default:
		switch {
		case r < 2:
			return own() + "-" + own()
		case r < 8:
			return g.particleWith(lang)
		}
	}
	// another language's particle name
	other := gazetteer.Langs[g.rng.IntN(len(gazetteer.Langs))]
	for other == "pl" || other == "cs" || other == "sk" {
		other = gazetteer.Langs[g.rng.IntN(len(gazetteer.Langs))]
	}
	return g.particleWith(other)
}

// particleWith is a particle of lang and one of its roots (particleRoots).
func (g *synth) particleWith(lang string) string {
	part, roots, _ := strings.Cut(g.pick(particleRoots[lang]), "|")
	root := g.pick(strings.Fields(roots))
	joined := strings.HasSuffix(part, "'") || strings.HasSuffix(part, "-") || part == "Mc" || part == "Mac"
	if part == "von" && g.lang == "de" && g.rng.IntN(4) == 0 {
		part = "v." // as older German print abbreviates it
	}
	if joined {
		return part + root
	}
	return part + " " + root
}
