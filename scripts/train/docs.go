package main

import "strings"

// Everyday document lines: chats, forms, invoices, clinical letters, HR and
// legal letters, in every supported language. The news and Wikipedia
// corpora teach the model that a capital letter is most of what makes a
// name; these lines hold many capitalised words that are no name (German
// nouns, role words, form labels, lab and form abbreviations, a chat reply
// opened by "Sorry") beside the names, places and organisations such
// documents do hold. Slots as in templates, and: {W} a capitalised common
// word of the language (O), {A} an upper-case abbreviation (O), {H} an
// institution named by its kind and a place (ORG), {E} a public body (ORG).
var docTemplates = map[string][]string{
	"en": {
		"Sorry, I missed your call.", "Sorry for the delay, {G}.", "Thanks! The {W} is attached.", "Agent: Hello, how can I help?",
		"Customer: my {W} has not arrived yet", "Patient: {P}\nDate of birth: 12/03/1961", "{W}: {A} 4.2 mg/dl (normal range 0.3-1.2)",
		"Referred by {T} {S}, {H}.", "The {W} was normal.", "Invoice number: 2024-118\nCustomer: {O}\nTotal: 1,200.00 EUR",
		"Dear Colleague,", "Dear Sir or Madam,", "{W} and {W} were discussed with the patient.", "Employee: {P}\nDepartment: Finance",
		"The Borrower shall repay the Loan to the Lender.", "{A}: 5.1, {A}: 12 (both within the normal range)", "Sincerely,\n{P}\nHuman Resources",
		"The {E} rejected the appeal of {P}.", "{P} was admitted to {H} on Monday.", "Re: your {W} of 3 May", "Hi team, the {W} is done.",
		"Order confirmation for {P}, {C}", "Claimant: {P}\nRespondent: {O}", "Signature: {P}", "Subject: {W}",
	},
	"de": {
		"Sehr geehrte Frau Kollegin, sehr geehrter Herr Kollege,", "Liebe Kollegin, lieber Kollege,", "Wir berichten über {T} {S}, geb. 12.03.1961.",
		"{W}: {A} 1,2 mg/dl (Normbereich 0,3-1,2)", "Im Labor zeigte sich ein erhöhtes {W}.", "{W} und {W} waren unauffällig.",
		"Die {W} erfolgte am 12.05. in der {W}.", "Diagnosen: {W}, {W}", "Entlassung in gutem Allgemeinzustand nach Hause.",
		"Mit freundlichen kollegialen Grüßen\n{T} {S}\nOberarzt, {H}", "Patient: {P}, wohnhaft in {C}", "Befund: {W} ohne {W}.",
		"Rechnungsnummer: 2024-118\nKundennummer: 44810\nBetrag: 1.200,00 EUR", "Sorry, ich war gerade im {W}.", "Danke für die {W}!",
		"Kunde: {P}\n{W}: offen", "{E} hat die Klage von {P} abgewiesen.", "Der Kläger wohnt in {C}.", "Die {W} ist bis zum 30.06. fällig.",
		"{P} wurde in die {H} aufgenommen.", "Arbeitgeber: {O}\nArbeitnehmer: {P}", "Ihr {W}-Team", "Bitte senden Sie uns die {W} und das {W} zurück.",
		"{W} {A}, {W} {A}", "Zur {W} stellte sich {T} {S} in unserer {W} vor.", "Betreff: {W}", "Unterschrift: {P}",
	},
	"fr": {
		"Désolé, je n'ai pas vu votre message.", "Numéro de sécurité sociale : 1 84 12 75 115 042 27", "Chère Consœur, cher Confrère,",
		"{W} : {A} 4,2 mg/l (valeurs normales 0,3-1,2)", "Le {W} était normal.", "Patient : {P}, né le 12/03/1961", "{W} et {W} sans particularité.",
		"Facture n° 2024-118\nClient : {O}\nMontant : 1 200,00 EUR", "Cordialement,\n{P}\nService client", "Merci pour votre {W} !",
		"Le {E} a rejeté le recours de {P}.", "{P} a été hospitalisé au {H}.", "Objet : {W}", "Employeur : {O}\nSalarié : {P}",
		"Adressé par le {T} {S}, {H}.", "Madame, Monsieur,", "Signature : {P}", "Conseiller : {G}\nClient : bonjour, ma {W} ne marche pas",
	},
	"es": {
		"Perdón, no vi tu mensaje.", "Paciente: {P}, nacido el 12/03/1961", "{W}: {A} 4,2 mg/dl (valores normales 0,3-1,2)",
		"El {W} fue normal.", "{W} y {W} sin alteraciones.", "Factura n.º 2024-118\nCliente: {O}\nImporte: 1.200,00 EUR",
		"Atentamente,\n{P}\nAtención al cliente", "Gracias por su {W}.", "El {E} desestimó el recurso de {P}.",
		"{P} ingresó en el {H}.", "Asunto: {W}", "Empleador: {O}\nTrabajador: {P}", "Remitido por el {T} {S}, {H}.",
		"Estimados señores:", "Firma: {P}", "Agente: hola, ¿en qué puedo ayudarle?", "Número de la Seguridad Social: 28 1234567840",
	},
	"it": {
		"Scusa, non avevo visto il messaggio.", "Paziente: {P}, nato il 12/03/1961", "{W}: {A} 4,2 mg/dl (valori normali 0,3-1,2)",
		"L'{W} è risultato nella norma.", "{W} e {W} nella norma.", "Fattura n. 2024-118\nCliente: {O}\nImporto: 1.200,00 EUR",
		"Cordiali saluti,\n{P}\nServizio clienti", "Grazie per la {W}.", "La {E} ha respinto il ricorso di {P}.",
		"{P} è stato ricoverato presso l'{H}.", "Oggetto: {W}", "Datore di lavoro: {O}\nDipendente: {P}", "Inviato dal {T} {S}, {H}.",
		"Gentile Cliente,", "Egregio Dottore,", "Firma: {P}", "Signor Presidente, onorevoli colleghi,", "Infatti la {W} non è chiara.",
		"Pertanto chiedo alla {E} di intervenire.", "Ritengo che la {W} sia necessaria.", "Codice fiscale: RSSMRA80A01H501U",
		"Il {W} della {E} ha presentato una {W}.", "Inoltre il {W} deve essere firmato.", "Operatore: buongiorno, come posso aiutarla?",
	},
	"pl": {
		"Przepraszam, nie widziałem wiadomości.", "NIP: 5261040828\nREGON: 012100784", "Pacjent: {P}, ur. 12.03.1961",
		"{W}: {A} 4,2 mg/dl (norma 0,3-1,2)", "{W} i {W} w normie.", "Faktura VAT nr 2024/118\nNabywca: {O}\nKwota: 1200,00 zł",
		"Z poważaniem,\n{P}\nDział obsługi klienta", "Dziękuję za {W}.", "{E} oddalił skargę {P:gen}.", "{P} został przyjęty do {H}.",
		"Temat: {W}", "Pracodawca: {O}\nPracownik: {P}", "Szanowni Państwo,", "Podpis: {P}", "Konsultant: dzień dobry, w czym mogę pomóc?",
		"Sprzedawca: {O}, {C}", "Ad. {W}: bez zmian.",
	},
	"cs": {
		"Promiň, neviděl jsem zprávu.", "Vaši objednávku jsme odeslali.", "Děkujeme, Váš tým {O}", "Pacient: {P}, nar. 12. 3. 1961",
		"{W}: {A} 4,2 mg/dl (norma 0,3-1,2)", "{W} a {W} v normě.", "Faktura č. 2024118\nOdběratel: {O}\nČástka: 12 000 Kč",
		"S pozdravem\n{P}\nZákaznická podpora", "Děkuji za {W}.", "{E} zamítl žalobu {P:gen}.", "{P} byl přijat do {H}.",
		"Předmět: {W}", "Zaměstnavatel: {O}\nZaměstnanec: {P}", "Vážení,", "Podpis: {P}", "IČO: 27082440\nDIČ: CZ27082440",
	},
	"sk": {
		"Prepáč, nevidel som správu.", "Vaši kolegovia vám odpovedia.", "Pacient: {P}, nar. 12. 3. 1961", "{W}: {A} 4,2 mg/dl (norma 0,3-1,2)",
		"{W} a {W} v norme.", "Faktúra č. 2024118\nOdberateľ: {O}\nSuma: 1 200,00 EUR", "S pozdravom\n{P}\nZákaznícka podpora",
		"Ďakujem za {W}.", "{E} zamietol žalobu {P:gen}.", "{P} bol prijatý do {H}.", "Predmet: {W}", "Zamestnávateľ: {O}\nZamestnanec: {P}",
		"Vážení,", "Podpis: {P}", "IČO: 35763469\nDIČ: 2021475093",
	},
}

// docWords are capitalised common words of each language: nouns of
// clinical, business and legal letters, role words and form labels (the {W}
// slot). German writes every noun with a capital letter.
var docWords = map[string][]string{
	"en": strings.Fields("Invoice Order Account Report Contract Agreement Patient Diagnosis Treatment Discharge Admission Colleague Customer Manager Department Payment Refund Delivery Appointment Prescription Borrower Lender Guarantor Claimant Respondent Tenant Landlord Employee Employer Schedule Amendment Notice Summary Reference Attachment Ticket Subscription Password Username"),
	"de": strings.Fields("Kollegin Kollege Labor Normbereich Bilirubin Kreatinin Hämoglobin Leukozyten Thrombozyten Befund Diagnose Therapie Anamnese Aufnahme Entlassung Medikation Blutdruck Sonographie Röntgen Thorax Abdomen Station Ambulanz Sprechstunde Kontrolle Wiedervorstellung Allgemeinzustand Beschwerden Schmerzen Patient Patientin Rechnung Betrag Kundennummer Bestellung Lieferung Zahlung Mahnung Frist Vertrag Kündigung Arbeitgeber Arbeitnehmer Zeugnis Urlaub Gehalt Kläger Beklagte Urteil Berufung Antrag Bescheid Unterlagen Anlage Rückfrage Termin Sachbearbeiter Kundenservice Abteilung Personalabteilung Geschäftsführung Versicherung Schaden Formular Unterschrift Datum Anschrift"),
	"fr": strings.Fields("Facture Commande Contrat Patient Diagnostic Traitement Hospitalisation Sortie Consultation Ordonnance Client Service Paiement Remboursement Livraison Rendez-vous Employeur Salarié Demandeur Défendeur Jugement Appel Dossier Courrier Objet Référence Attestation Mutuelle Assurance Bilan Examen Créatinine Hémoglobine"),
	"es": strings.Fields("Factura Pedido Contrato Paciente Diagnóstico Tratamiento Ingreso Alta Consulta Receta Cliente Servicio Pago Reembolso Entrega Cita Empleador Trabajador Demandante Demandado Sentencia Recurso Expediente Asunto Referencia Certificado Seguro Analítica Exploración Creatinina Hemoglobina"),
	"it": strings.Fields("Fattura Ordine Contratto Paziente Diagnosi Terapia Ricovero Dimissione Visita Ricetta Cliente Servizio Pagamento Rimborso Consegna Appuntamento Datore Dipendente Ricorrente Resistente Sentenza Ricorso Pratica Oggetto Riferimento Certificato Assicurazione Esame Emocromo Creatinina Emoglobina Presidente Commissario Relatore Onorevole Relazione Proposta Direttiva Regolamento Risoluzione Emendamento Discussione Votazione Collega Colleghi Signora Signore"),
	"pl": strings.Fields("Faktura Zamówienie Umowa Pacjent Rozpoznanie Leczenie Przyjęcie Wypis Wizyta Recepta Klient Obsługa Płatność Zwrot Dostawa Termin Pracodawca Pracownik Powód Pozwany Wyrok Apelacja Sprawa Temat Zaświadczenie Ubezpieczenie Badanie Morfologia Kreatynina Hemoglobina Nabywca Sprzedawca Kwota"),
	"cs": strings.Fields("Faktura Objednávka Smlouva Pacient Diagnóza Léčba Příjem Propuštění Návštěva Recept Zákazník Služba Platba Vrácení Dodávka Termín Zaměstnavatel Zaměstnanec Žalobce Žalovaný Rozsudek Odvolání Spis Předmět Potvrzení Pojištění Vyšetření Krevní Kreatinin Hemoglobin Odběratel Dodavatel Částka Vaši Vážení"),
	"sk": strings.Fields("Faktúra Objednávka Zmluva Pacient Diagnóza Liečba Príjem Prepustenie Návšteva Recept Zákazník Služba Platba Vrátenie Dodávka Termín Zamestnávateľ Zamestnanec Žalobca Žalovaný Rozsudok Odvolanie Spis Predmet Potvrdenie Poistenie Vyšetrenie Kreatinín Hemoglobín Odberateľ Dodávateľ Suma Vaši"),
}

// docAbbrevs are upper-case abbreviations of lab values and form fields that
// are no organisation (the {A} slot).
var docAbbrevs = strings.Fields("CRP GOT GPT GGT LDH TSH HbA1c INR PTT BMI EKG MRT CT AP BZ NIP REGON KRS IBAN BIC SWIFT VAT PIN ID NR FAQ PDF USt-IdNr. IČO DIČ CUP CAP ASL CF")

// docInstitutions name an institution by its kind and a {C} place (the {H}
// slot): hospitals, clinics, courts.
var docInstitutions = map[string][]string{
	"en": {"St Mary's Hospital", "{C} General Hospital", "{C} County Court", "University Hospital {C}", "{C} City Council"},
	"de": {"Klinikum {C}", "Universitätsklinikum {C}", "Amtsgericht {C}", "Landgericht {C}", "Stadtwerke {C}", "Sparkasse {C}"},
	"fr": {"CHU de {C}", "Hôpital Saint-Louis", "tribunal judiciaire de {C}", "Clinique du Parc", "mairie de {C}"},
	"es": {"Hospital Universitario de {C}", "Juzgado de lo Social de {C}", "Ayuntamiento de {C}", "Clínica San Rafael"},
	"it": {"Ospedale San Raffaele", "Policlinico di {C}", "Tribunale di {C}", "Comune di {C}", "Azienda Ospedaliera di {C}", "ASL di {C}"},
	"pl": {"Szpital Wojewódzki w {L}", "Sąd Rejonowy w {L}", "Urząd Skarbowy w {L}", "Uniwersytecki Szpital Kliniczny w {L}"},
	"cs": {"Fakultní nemocnice {C}", "Krajský soud v {L}", "Finanční úřad v {L}", "Nemocnice {C}"},
	"sk": {"Fakultná nemocnica {C}", "Okresný súd {C}", "Daňový úrad {C}", "Nemocnica {C}", "Mestský úrad {C}"},
}

// docBodies are public bodies and institutions that documents and debates
// name without a place (the {E} slot).
var docBodies = map[string][]string{
	"en": {"European Commission", "Commission", "European Parliament", "Council", "Supreme Court", "Federal Court", "HMRC", "Home Office"},
	"de": {"Europäische Kommission", "Kommission", "Europäische Parlament", "Bundesverfassungsgericht", "Bundesgerichtshof", "Finanzamt", "Bundesagentur für Arbeit"},
	"fr": {"Commission européenne", "Commission", "Parlement européen", "Conseil d'État", "Cour de cassation", "Sécurité sociale", "CPAM"},
	"es": {"Comisión Europea", "Comisión", "Parlamento Europeo", "Tribunal Supremo", "Agencia Tributaria", "Seguridad Social"},
	"it": {"Commissione europea", "Commissione", "Parlamento europeo", "Consiglio", "Corte di Cassazione", "Agenzia delle Entrate", "INPS", "Unione europea"},
	"pl": {"Komisja Europejska", "Parlament Europejski", "Sąd Najwyższy", "ZUS", "Naczelny Sąd Administracyjny", "Urząd Skarbowy"},
	"cs": {"Evropská komise", "Evropský parlament", "Nejvyšší soud", "Ústavní soud", "Finanční úřad", "Česká správa sociálního zabezpečení"},
	"sk": {"Európska komisia", "Európsky parlament", "Najvyšší súd", "Ústavný súd", "Sociálna poisťovňa", "Finančná správa"},
}
