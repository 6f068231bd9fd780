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
var docAbbrevs = strings.Fields("CRP GOT GPT GGT LDH TSH HbA1c INR PTT BMI EKG MRT CT AP BZ NIP REGON KRS IBAN BIC SWIFT VAT PIN ID NR FAQ PDF USt-IdNr. IČO DIČ CUP CAP ASL CF ECG MRI ICU GP HR CVV PEC SDI RX TAC ECO ERCP USG RTG KO OP ZNA EF LVEF COPD BPCO HWS BWS LWS MwSt. WZ CMR DPH PSČ ETA SKU EAN CET")

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

// layoutTemplates are the document lines every language shares: headings in
// capitals, table headers and lab rows with column gaps, letterheads and
// signature blocks with departments and job titles, and postal addresses
// whose street is no place or person (the devset guide labels it
// STREET_ADDRESS; only the town is a LOCATION). Their words come from the
// language's lists below, so that the model sees layout, not sentences.
var layoutTemplates = []string{
	"{U}", "{U} {U}", "{Hd}", "{Hd}\n{W}: {A}", "{TH}", "{TH}\n{LV}\n{LV}", "{LV}\n{LV}\n{LV}",
	"{P}\n{AD}", "{O}\n{D}\n{AD}", "{P}\n{J}\n{O}", "{P}\n{J}", "{H}\n{D}", "{O} – {D}", "{D}\n{P}, {J}",
	"{C}, 05.11.2025", "{AD}\n{C}, 12.03.2026", "{O}\n{ST}, {C}", "{Gr} {G},", "{Gr}!", "{R}", "{W}: {R}",
	"{D}: {P}", "{U}\n{P}\n{AD}",
	"{Tm} {G}: {Cm}", "{Tm} {P}: {Cm}", "{Tm} {Sp}: {Cm}", "{Tm} {O}: {Cm}", "{Tm} {Sp} {G}: {Cm}", "{G}: {Cm}",
	"{Tm} {Sp}: {Cm}\n{Tm} {G}: {Cm}", "{Nl}: {PU}", "{Nl}: {S}, {G}", "{Nl}: {G}",
}

// docTimes are the time stamps that open chat lines (the {Tm} slot, O).
var docTimes = []string{"[09:32]", "[16:23]", "[12.09.25, 09:41]", "[08:47:10]", "10:33", "[2025-11-03 14:02]", "11:02", "[21:15:44]"}

// docHeadings are form and letter headings, written in capitals as documents
// do (the {Hd} slot, O).
var docHeadings = map[string][]string{
	"en": {"DISCHARGE SUMMARY", "PERSONAL DETAILS", "INVOICE", "PAYMENT DETAILS", "ORDER CONFIRMATION", "CLAIM FORM", "REFERENCE", "TENANCY AGREEMENT", "NOTICE OF TERMINATION", "CONFIDENTIAL"},
	"de": {"ENTLASSUNGSBRIEF", "BEFUNDBERICHT", "RECHNUNG", "ANGABEN ZUR PERSON", "KÜNDIGUNG", "VOLLMACHT", "SCHADENSMELDUNG", "ARBEITSZEUGNIS", "MIETVERTRAG", "LABORWERTE"},
	"fr": {"COMPTE RENDU D'HOSPITALISATION", "FACTURE", "BULLETIN D'INSCRIPTION", "ÉTAT CIVIL", "ATTESTATION", "PROCURATION", "CONTRAT DE TRAVAIL", "DÉCLARATION DE SINISTRE", "COORDONNÉES BANCAIRES"},
	"es": {"INFORME DE ALTA", "FACTURA", "DATOS PERSONALES", "NOTIFICACIÓN", "CONTRATO DE TRABAJO", "PODER NOTARIAL", "PARTE DE ACCIDENTE", "DATOS BANCARIOS", "PRESUPUESTO"},
	"it": {"RELAZIONE CLINICA", "DATI DEL PAZIENTE", "FATTURA", "MODULO DI CONSTATAZIONE", "DATI DEL VEICOLO", "TESTIMONI", "DESCRIZIONE DEI DANNI", "ESAMI EMATOCHIMICI", "DATI DEL FORNITORE", "DATI DEL CLIENTE", "DATI ANAGRAFICI", "PROCURA SPECIALE"},
	"pl": {"OŚWIADCZENIE", "FAKTURA VAT", "DANE OSOBOWE", "SKIEROWANIE", "KARTA INFORMACYJNA", "UMOWA O PRACĘ", "ZGŁOSZENIE SZKODY", "WYPOWIEDZENIE", "DANE NABYWCY"},
	"cs": {"ÚHRADA", "OSOBNÍ ÚDAJE", "FAKTURA", "PLNÁ MOC", "PROPOUŠTĚCÍ ZPRÁVA", "PRACOVNÍ SMLOUVA", "HLÁŠENÍ POJISTNÉ UDÁLOSTI", "PŘIHLÁŠKA", "VÝPOVĚĎ"},
	"sk": {"FAKTÚRA", "OSOBNÉ ÚDAJE", "SPLNOMOCNENIE", "PREPÚŠŤACIA SPRÁVA", "PRACOVNÁ ZMLUVA", "HLÁSENIE POISTNEJ UDALOSTI", "PRIHLÁŠKA", "VÝPOVEĎ", "PLATBA"},
}

// docColumns are table column headings (the {TH} slot joins three or four
// with column gaps, O).
var docColumns = map[string][]string{
	"en": strings.Fields("Qty Description Unit Net VAT Total Amount Price Date Item Result Units Reference Range Code"),
	"de": strings.Fields("Pos. Menge Einheit Bezeichnung Einzelpreis Gesamt Betrag Ergebnis Normbereich Datum Artikel MwSt. Summe Leistung"),
	"fr": strings.Fields("Prestation Quantité Désignation Montant Total TVA Date Résultat Unité Référence Prix Article"),
	"es": strings.Fields("Concepto Cantidad Descripción Importe Total IVA Fecha Resultado Unidades Referencia Precio Artículo"),
	"it": strings.Fields("Descrizione Quantità Prezzo Importo Totale IVA Data Risultato Unità Riferimento Articolo Codice"),
	"pl": strings.Fields("Lp. Nazwa Ilość Cena Wartość Netto Brutto VAT Data Wynik Jednostka Norma Kwota"),
	"cs": strings.Fields("Položka Množství Cena Celkem DPH Datum Výsledek Jednotka Norma Popis Částka"),
	"sk": strings.Fields("Položka Množstvo Cena Spolu DPH Dátum Výsledok Jednotka Norma Popis Suma"),
}

// docLabs are lab and measurement names of report tables (the {LV} slot
// writes one with a value, a unit and a range, O).
var docLabs = map[string][]string{
	"en": strings.Fields("Sodium Potassium Creatinine Urea Haemoglobin Platelets Glucose Albumin Bilirubin Ferritin CRP MCV WBC eGFR ALT AST TSH"),
	"de": strings.Fields("Natrium Kalium Kreatinin Harnstoff Hämoglobin Thrombozyten Leukozyten Glukose Albumin Bilirubin Ferritin Quick CRP MCV GOT GPT TSH"),
	"fr": strings.Fields("Sodium Potassium Créatinine Urée Hémoglobine Plaquettes Leucocytes Glycémie Albumine Bilirubine Ferritine CRP VGM TSH"),
	"es": strings.Fields("Sodio Potasio Creatinina Urea Hemoglobina Plaquetas Leucocitos Glucosa Albúmina Bilirrubina Ferritina PCR VCM TSH"),
	"it": strings.Fields("Sodio Potassio Creatinina Urea Emoglobina Piastrine Leucociti Glicemia Albumina Bilirubina Ferritina PCR MCV TSH"),
	"pl": strings.Fields("Sód Potas Kreatynina Mocznik Hemoglobina Płytki Leukocyty Glukoza Albumina Bilirubina Ferrytyna CRP MCV TSH"),
	"cs": strings.Fields("Sodík Draslík Kreatinin Urea Hemoglobin Trombocyty Leukocyty Glukóza Albumin Bilirubin Feritin CRP MCV TSH KO"),
	"sk": strings.Fields("Sodík Draslík Kreatinín Urea Hemoglobín Trombocyty Leukocyty Glukóza Albumín Bilirubín Feritín CRP MCV TSH Hb"),
}

// docDepts are departments and units, which the guide does not label (the
// {D} slot, O).
var docDepts = map[string][]string{
	"en": {"Human Resources", "Billing Team", "Customer Services", "Department of Cardiology", "Renal Medicine", "Accounts Payable", "Finance Department", "Cardiology", "Emergency Department", "Ward 7", "Legal Department"},
	"de": {"Personalabteilung", "Innere Medizin", "Klinik für Kardiologie", "Neurologie und Psychiatrie", "Labormedizin", "Notaufnahme", "Kundenservice", "Buchhaltung", "Geschäftsführung", "Hämatologie", "Station 4B"},
	"fr": {"Direction des Ressources Humaines", "Service client", "Service de cardiologie", "Service des urgences", "Comptabilité", "Service juridique", "Direction générale", "Service de pneumologie"},
	"es": {"Departamento de Recursos Humanos", "Atención al cliente", "Servicio de Cardiología", "Urgencias", "Contabilidad", "Departamento Jurídico", "Medicina Interna", "Servicio de Neumología"},
	"it": {"U.O. Cardiologia", "Ufficio Risorse Umane", "Servizio Clienti", "Reparto di Cardiologia", "Pronto Soccorso", "Amministrazione", "Ufficio Legale", "Direzione Generale", "Ufficio Sinistri"},
	"pl": {"Dział Kadr", "Dział obsługi klienta", "Oddział Kardiologii", "Izba Przyjęć", "Księgowość", "Dział Prawny", "Poradnia Kardiologiczna", "Sekretariat", "Zarząd"},
	"cs": {"Personální oddělení", "Zákaznická podpora", "Kardiologické oddělení", "Urgentní příjem", "Účtárna", "Právní oddělení", "Interní oddělení", "Obchodní oddělení"},
	"sk": {"Personálne oddelenie", "Zákaznícka podpora", "Kardiologické oddelenie", "Urgentný príjem", "Účtovníctvo", "Právne oddelenie", "Interné oddelenie", "Obchodné oddelenie"},
}

// docJobs are job titles of signature blocks (the {J} slot, O).
var docJobs = map[string][]string{
	"en": {"Operations Director", "Payroll Officer", "Consultant", "Area Manager", "Care Coordinator", "Customer Service Advisor", "Solicitor", "Head of Finance", "Staff Nurse"},
	"de": {"Oberärztin", "Stationsarzt", "Pflegedienstleitung", "Sachbearbeiterin", "Facharzt für Innere Medizin", "Rechtsanwalt", "Geschäftsführer", "Leiterin Personal", "Kundenberater"},
	"fr": {"Directrice des Ressources Humaines", "Conseiller clientèle", "Médecin traitant", "Avocat au Barreau", "Responsable d'exploitation", "Gérant", "Chef de service", "Comptable"},
	"es": {"Director Financiero", "Médica Adjunta", "Agente de atención al cliente", "Abogado", "Gerente", "Jefe de Servicio", "Administrativa", "Letrado"},
	"it": {"Direttore", "Responsabile Amministrativo", "Medico di Medicina Generale", "Avvocato", "Amministratore Unico", "Operatore", "Dirigente Medico", "Commercialista", "Geometra"},
	"pl": {"Dyrektor ds. Sprzedaży", "Członek Zarządu", "Specjalista ds. Kadr", "Doradca klienta", "Lekarz prowadzący", "Radca prawny", "Kierownik", "Księgowa"},
	"cs": {"Jednatel", "Vedoucí obchodního oddělení", "Ošetřující lékař", "Advokát", "Účetní", "Koordinátorka", "Ředitel", "Referentka"},
	"sk": {"Konateľ", "Vedúci obchodného oddelenia", "Ošetrujúci lekár", "Advokát", "Účtovníčka", "Riaditeľ", "Referentka", "Pediater"},
}

// docGreetings open chats and letters (the {Gr} slot, O).
var docGreetings = map[string][]string{
	"en": {"Hi", "Hello", "Good morning", "Good evening", "Hey", "Thanks", "Cheers"},
	"de": {"Na", "Hallo", "Hi", "Guten Tag", "Guten Morgen", "Servus", "Danke"},
	"fr": {"Bonjour", "Bonsoir", "Salut", "Merci", "Coucou"},
	"es": {"Hola", "Buenos días", "Buenas tardes", "Gracias", "Saludos"},
	"it": {"Buongiorno", "Buonasera", "Ciao", "Salve", "Grazie", "Gentile"},
	"pl": {"Dzień dobry", "Cześć", "Witam", "Dziękuję", "Hej"},
	"cs": {"Dobrý den", "Ahoj", "Zdravím", "Děkuji", "Dobrý večer"},
	"sk": {"Dobrý deň", "Ahoj", "Zdravím", "Ďakujem", "Dobrý večer"},
}

// products are products named by brand and model, which the guide does not
// label: the document lines' {R} slot and the class lines' {Pd} slot (O;
// {Pd} may put the language's ProductNouns before one).
var products = []string{"Shimano XT", "Fiat Tipo 1.4", "Skoda Octavia", "Škoda Fabia", "Bosch Serie 4", "iPhone 15", "Samsung Galaxy S23", "VW Golf", "Opel Corsa", "Renault Clio", "Seat Ibiza", "Miele W1", "Whirlpool FFB", "Dacia Duster", "Toyota Yaris", "ThinkPad T14", "Philips Hue", "Dyson V11", "Paracetamol Kern", "Kivik 3-seat sofa", "Konto Plus", "SAP Business One", "Grundig GWN 37", "Siemens iQ500", "Miele G 7000", "AEG L8FE", "Electrolux EW7F", "Whirlpool W6", "Samsung WW90", "LG F4V5", "Candy CS 1410", "Hotpoint NSWM", "Indesit BWE", "Gorenje WNEI", "Zanussi ZWF", "Haier HW80", "Lenovo IdeaPad 5", "Dell XPS 13", "HP ProBook 450", "MacBook Air", "Xiaomi Redmi Note 12", "Vaillant ecoTEC plus", "Wolf CGB-2", "Junkers Cerapur", "Brother HL-L2350", "Canon PIXMA", "Epson EcoTank", "Dyson V15", "Philips Series 3000", "De'Longhi Magnifica", "Garmin Forerunner", "Sram GX Eagle", "Campagnolo Chorus", "Microsoft Teams", "Windows 11", "Excel"}

// docSpeakers are the role words that name a chat's speakers (the {Sp}
// slot, O).
var docSpeakers = map[string][]string{
	"en": {"Agent", "Customer", "Support", "System", "Advisor", "Virtual Assistant", "Me"},
	"de": {"Kunde", "Kundin", "Support", "Mitarbeiter", "System", "Berater", "Ich"},
	"fr": {"Client", "Cliente", "Conseiller", "Support", "Système", "Agent"},
	"es": {"Cliente", "Usuario", "Agente", "Sistema", "Soporte", "Asesor"},
	"it": {"Cliente", "Operatore", "Operatrice", "Sistema", "Assistenza", "Utente"},
	"pl": {"Klient", "Klientka", "Konsultant", "Doradca", "System", "Obsługa"},
	"cs": {"Zákazník", "Zákaznice", "Operátor", "Podpora", "Systém", "Poradce"},
	"sk": {"Klient", "Klientka", "Operátor", "Podpora", "Systém", "Poradca"},
}

// docChat are chat messages without a name (the {Cm} slot, O).
var docChat = map[string][]string{
	"en": {"hi, my parcel has not arrived", "Can you check the order number?", "ok thanks", "Sure, one moment please.", "yes that's right", "It still shows an error.", "Great, thank you!"},
	"de": {"hallo, ist mein Auftrag schon fertig?", "Kann ich mit Karte zahlen?", "ok danke", "Klar, einen Moment bitte.", "ja passt", "Die Lieferung kommt morgen.", "Gerne, bis dann!"},
	"fr": {"bonjour, ma commande n'est pas arrivée", "Pouvez-vous vérifier le numéro ?", "ok merci", "Bien sûr, un instant.", "oui c'est ça", "Ça ne marche toujours pas.", "Parfait, merci !"},
	"es": {"hola, no me ha llegado el pedido", "¿Puede comprobar el número?", "vale gracias", "Claro, un momento.", "sí, eso es", "Sigue dando error.", "Perfecto, gracias."},
	"it": {"buongiorno, l'ordine non è arrivato", "Può verificare il numero?", "ok grazie", "Certo, un attimo.", "sì esatto", "Dà ancora errore.", "Perfetto, grazie!"},
	"pl": {"dzień dobry, paczka nie dotarła", "Czy może Pan sprawdzić numer?", "ok dzięki", "Oczywiście, chwileczkę.", "tak, zgadza się", "Nadal jest błąd.", "Super, dziękuję!"},
	"cs": {"dobrý den, balík nedorazil", "Můžete ověřit číslo objednávky?", "ok díky", "Jistě, okamžik.", "ano, přesně tak", "Pořád to hlásí chybu.", "Super, děkuji!"},
	"sk": {"dobrý deň, balík neprišiel", "Môžete overiť číslo objednávky?", "ok vďaka", "Samozrejme, moment.", "áno, presne tak", "Stále to hlási chybu.", "Super, ďakujem!"},
}

// docNameLabels are the form labels a name follows (the {Nl} slot, O).
var docNameLabels = map[string][]string{
	"en": {"Surname", "Name", "Full name", "Forename(s)", "Preferred name", "Patient", "Account holder"},
	"de": {"Name", "Familienname", "Nachname", "Vorname", "Patient/in", "Kontoinhaber", "Versicherte/r"},
	"fr": {"Nom", "Nom de naissance", "Nom d'usage", "Prénom(s)", "Patient", "Titulaire du compte"},
	"es": {"Nombre", "Apellidos", "Nombre y apellidos", "Paciente", "Titular"},
	"it": {"Nome", "Cognome", "Cognome e nome", "Paziente", "Intestatario", "Assicurato"},
	"pl": {"Imię i nazwisko", "Nazwisko", "Imię", "Pacjent", "Właściciel rachunku"},
	"cs": {"Jméno a příjmení", "Příjmení", "Jméno", "Pacient", "Majitel účtu"},
	"sk": {"Meno a priezvisko", "Priezvisko", "Meno", "Pacient", "Majiteľ účtu"},
}

// debateTemplates are lines of parliamentary and institutional speech in
// every language: the short names of public bodies ("the Commission",
// "il Consiglio") are organisations, the role words a speaker addresses
// ("Mr President", "Herr Kommissar") are not. {B} is a body of
// debateBodies with its article; {B:gen}, {B:pp} and {B:acc} one of
// debateForms: after a noun ("the report of the Commission", "der Bericht
// der Kommission"), after a preposition ("im Parlament", "dalla
// Commissione") and as an object ("den Rat"), so that the name is learnt in
// every place of a sentence rather than after the address that opens a
// speech. The last lines of each language use the same words for no body
// ("eine unabhängige Kommission", "um Rat bitten": O).
var debateTemplates = map[string][]string{
	"en": {"Mr President, {B} has presented a proposal.", "Madam President, {B} must act now.", "Commissioner, {B} has not answered the question.",
		"I believe that {B} should support the report by Mr {S}.", "We call on {B:acc} to take action.", "Mr President, Commissioner {S}, ladies and gentlemen,",
		"As Commissioner {S} said, {B} will respond in May.", "The position {B:gen} is clear, Mr President.",
		"Last year {B} adopted the directive on fishing quotas.", "I hope that {B} will publish the figures before the summer.", "If {B} agrees, we can vote on the budget in June.",
		"The answer {B:gen} to my written question was disappointing.", "This matter has been raised {B:pp} several times.", "Farmers expect a clear signal {B:pp}.",
		"We have asked {B:acc} to review the rules on state aid.", "The proposal {B:gen} on air quality deserves our support.", "Both {B} and the national governments share this responsibility.",
		"Whether {B} will extend the agreement remains to be seen.", "Our group will vote against the amendment tabled {B:pp}.",
		"We need an independent commission of experts.", "The council of the town met on Monday."},
	"de": {"Herr Präsident, {B} hat einen Vorschlag vorgelegt.", "Frau Präsidentin, {B} muss jetzt handeln.", "Herr Kommissar, {B} hat die Frage nicht beantwortet.",
		"Ich glaube, dass {B} den Bericht von Herrn {S} unterstützen sollte.", "Herr Präsident, Herr Kommissar {S}, meine Damen und Herren!",
		"Wie Kommissar {S} sagte, wird {B} im Mai antworten.", "Die Haltung {B:gen} ist klar, Herr Präsident.",
		"Im vergangenen Jahr hat {B} die Richtlinie über Fangquoten angenommen.", "Ich hoffe, dass {B} die Zahlen vor dem Sommer veröffentlicht.", "Wenn {B} zustimmt, können wir im Juni über den Haushalt abstimmen.",
		"Die Antwort {B:gen} auf meine schriftliche Anfrage war enttäuschend.", "Diese Frage wurde {B:pp} mehrmals angesprochen.", "Die Landwirte erwarten ein klares Signal {B:pp}.",
		"Wir haben {B:acc} gebeten, die Regeln für staatliche Beihilfen zu überprüfen.", "Der Vorschlag {B:gen} zur Luftqualität verdient unsere Unterstützung.", "Sowohl {B} als auch die nationalen Regierungen tragen diese Verantwortung.",
		"Ob {B} das Abkommen verlängert, bleibt abzuwarten.", "Unsere Fraktion stimmt gegen den Änderungsantrag, der {B:pp} eingereicht wurde.", "Auch {B} hat diese Entwicklung zu spät erkannt.",
		"Wir stimmen zu, weil {B} die Fristen verkürzen will.", "Dann muss {B} einen neuen Zeitplan vorlegen.", "Was {B} heute vorschlägt, reicht nicht aus.",
		"Gestern hat {B} die Mittel für den Hochwasserschutz freigegeben.", "Die Vertreter {B:gen} waren bei der Anhörung nicht anwesend.", "Dafür ist nicht {B} zuständig, sondern die Länder.",
		"Wir haben {B:pp} über die Zukunft der Werften gesprochen.", "Die Zusammenarbeit {B:pp} hat sich bewährt.",
		"Wir brauchen eine unabhängige Kommission von Sachverständigen.", "Ich möchte Sie um Rat bitten.", "Der Rat der Stadt tagte am Montag."},
	"fr": {"Monsieur le Président, {B} a présenté une proposition.", "Madame la Présidente, {B} doit agir maintenant.", "Monsieur le Commissaire, {B} n'a pas répondu.",
		"Je crois que {B} devrait soutenir le rapport de M. {S}.", "Monsieur le Président, Monsieur le Commissaire {S}, chers collègues,",
		"Comme l'a dit le commissaire {S}, {B} répondra en mai.", "Nous demandons à {B} d'agir, Monsieur le Président.",
		"L'an dernier, {B} a adopté la directive sur les quotas de pêche.", "J'espère que {B} publiera les chiffres avant l'été.", "Si {B} est d'accord, nous pourrons voter le budget en juin.",
		"La réponse {B:gen} à ma question écrite était décevante.", "Cette question a été soulevée {B:pp} à plusieurs reprises.", "Les agriculteurs attendent un signal clair {B:gen}.",
		"Nous avons prié {B:acc} de revoir les règles sur les aides d'État.", "La proposition {B:gen} sur la qualité de l'air mérite notre soutien.", "Tant {B} que les gouvernements nationaux partagent cette responsabilité.",
		"Reste à savoir si {B} prolongera l'accord.", "Notre groupe votera contre l'amendement déposé {B:pp}.",
		"Il faut une commission indépendante d'experts.", "Le conseil municipal s'est réuni lundi."},
	"es": {"Señor Presidente, {B} ha presentado una propuesta.", "Señora Presidenta, {B} debe actuar ahora.", "Señor Comisario, {B} no ha respondido.",
		"Creo que {B} debería apoyar el informe del señor {S}.", "Señor Presidente, señor Comisario {S}, Señorías,",
		"Como ha dicho el Comisario {S}, {B} responderá en mayo.", "Pedimos {B:acc} que actúe, señor Presidente.",
		"El año pasado, {B} adoptó la directiva sobre cuotas de pesca.", "Espero que {B} publique las cifras antes del verano.", "Si {B} está de acuerdo, podremos votar el presupuesto en junio.",
		"La respuesta {B:gen} a mi pregunta escrita fue decepcionante.", "Esta cuestión se ha planteado {B:pp} varias veces.", "Los agricultores esperan una señal clara {B:gen}.",
		"Hemos rogado {B:acc} que revise las normas sobre ayudas estatales.", "La propuesta {B:gen} sobre la calidad del aire merece nuestro apoyo.", "Tanto {B} como los gobiernos nacionales comparten esta responsabilidad.",
		"Queda por ver si {B} prorrogará el acuerdo.", "Nuestro grupo votará en contra de la enmienda presentada {B:pp}.",
		"Necesitamos una comisión independiente de expertos.", "El consejo municipal se reunió el lunes."},
	"it": {"Signor Presidente, {B} ha presentato una proposta.", "Signora Presidente, {B} deve agire subito.", "Signor Commissario, {B} non ha risposto.",
		"Credo che {B} debba sostenere la relazione dell'onorevole {S}.", "Signor Presidente, signor Commissario {S}, onorevoli colleghi,",
		"Come ha detto il Commissario {S}, {B} risponderà a maggio.", "Chiediamo che {B} intervenga, signor Presidente.",
		"L'anno scorso {B} ha adottato la direttiva sulle quote di pesca.", "Spero che {B} pubblichi i dati prima dell'estate.", "Se {B} è d'accordo, potremo votare il bilancio a giugno.",
		"La risposta {B:gen} alla mia interrogazione scritta è stata deludente.", "La questione è stata sollevata {B:pp} più volte.", "Gli agricoltori attendono un segnale chiaro {B:gen}.",
		"Abbiamo pregato {B:acc} di rivedere le norme sugli aiuti di Stato.", "La proposta {B:gen} sulla qualità dell'aria merita il nostro sostegno.", "Sia {B} sia i governi nazionali condividono questa responsabilità.",
		"Resta da vedere se {B} prorogherà l'accordo.", "Il nostro gruppo voterà contro l'emendamento presentato {B:pp}.",
		"Votiamo a favore perché {B} vuole ridurre i termini.", "Ora {B} deve presentare un nuovo calendario.", "Ieri {B} ha sbloccato i fondi per la protezione dalle alluvioni.",
		"I rappresentanti {B:gen} non erano presenti all'audizione.", "Abbiamo discusso {B:pp} del futuro dei cantieri navali.",
		"Serve una commissione indipendente di esperti.", "Il consiglio comunale si è riunito lunedì."},
	"pl": {"Panie Przewodniczący! {B} musi teraz działać.", "Panie Komisarzu, {B} nie odpowiada na pytanie.", "Uważam, że {B} musi poprzeć sprawozdanie pana {S:gen}.",
		"Pani Przewodnicząca, {B} przedstawia wniosek.", "Jak powiedział komisarz {S}, {B} odpowie w maju.",
		"W zeszłym roku {B} przyjęła dyrektywę o kwotach połowowych.", "Odpowiedź {B:gen} na moje pytanie była rozczarowująca.", "Ta sprawa była poruszana {B:pp} wiele razy.",
		"Stanowisko {B:gen} jest jasne.", "Wzywamy {B:acc} do działania.", "Wniosek {B:gen} w sprawie jakości powietrza zasługuje na poparcie.", "Potrzebujemy niezależnej komisji ekspertów."},
	"cs": {"Pane předsedající, {B} musí jednat hned.", "Pane komisaři, {B} neodpovídá na otázku.", "Myslím, že {B} musí podpořit zprávu pana {S:gen}.",
		"Paní předsedající, {B} předkládá návrh.", "Jak řekl komisař {S}, {B} odpoví v květnu.",
		"Loni {B} přijala směrnici o rybolovných kvótách.", "Odpověď {B:gen} na mou otázku byla zklamáním.", "Tato otázka byla {B:pp} projednána několikrát.",
		"Postoj {B:gen} je jasný.", "Vyzýváme {B:acc}, aby jednala.", "Návrh {B:gen} o kvalitě ovzduší si zaslouží podporu.", "Potřebujeme nezávislou komisi odborníků."},
	"sk": {"Vážený pán predsedajúci, {B} musí konať hneď.", "Pán komisár, {B} neodpovedá na otázku.", "Myslím si, že {B} musí podporiť správu pána {S:gen}.",
		"Pani predsedajúca, {B} predkladá návrh.", "Ako povedal komisár {S}, {B} odpovie v máji.",
		"Minulý rok {B} prijala smernicu o rybolovných kvótach.", "Odpoveď {B:gen} na moju otázku bola sklamaním.", "Táto otázka bola {B:pp} prerokovaná niekoľkokrát.",
		"Pozícia {B:gen} je jasná.", "Vyzývame {B:acc}, aby konala.", "Návrh {B:gen} o kvalite ovzdušia si zaslúži podporu.", "Potrebujeme nezávislú komisiu odborníkov."},
}

// debateBodies are public bodies by their short names, each with the
// article it takes ("article|name"; no article in cs, pl, sk).
var debateBodies = map[string][]string{
	"en": {"the|Commission", "the|Parliament", "|Parliament", "this|Parliament", "the|Council", "the|Union", "the|European Union", "the|Court of Justice", "the|European Central Bank", "the|Court of Auditors"},
	"de": {"die|Kommission", "das|Parlament", "dieses|Parlament", "der|Rat", "die|Union", "die|Europäische Union", "der|Gerichtshof", "die|Europäische Zentralbank", "der|Rechnungshof"},
	"fr": {"la|Commission", "le|Parlement", "ce|Parlement", "le|Conseil", "l'|Union", "l'|Union européenne", "la|Cour de justice", "la|Banque centrale européenne", "la|Cour des comptes"},
	"es": {"la|Comisión", "el|Parlamento", "este|Parlamento", "el|Consejo", "la|Unión", "la|Unión Europea", "el|Tribunal de Justicia", "el|Banco Central Europeo", "el|Tribunal de Cuentas"},
	"it": {"la|Commissione", "il|Parlamento", "questo|Parlamento", "il|Consiglio", "l'|Unione", "l'|Unione europea", "la|Corte di giustizia", "la|Banca centrale europea", "la|Corte dei conti"},
	"pl": {"|Komisja", "|Parlament", "|Rada", "|Unia", "|Unia Europejska", "|Trybunał Sprawiedliwości", "|Europejski Bank Centralny", "|Trybunał Obrachunkowy"},
	"cs": {"|Komise", "|Parlament", "|Rada", "|Unie", "|Evropská unie", "|Soudní dvůr", "|Evropská centrální banka", "|Účetní dvůr"},
	"sk": {"|Komisia", "|Parlament", "|Rada", "|Únia", "|Európska únia", "|Súdny dvor", "|Európska centrálna banka", "|Dvor audítorov"},
}

// debateForms are the bodies of debateBodies in the other places of a
// sentence ("form" of the {B:form} slot, "article|name" as there): gen
// after a noun, pp after a preposition, acc as an object (es: with the
// personal a).
var debateForms = map[string]map[string][]string{
	"en": {
		"gen": {"of the|Commission", "of the|Council", "of|Parliament", "of this|Parliament", "of the|Union", "of the|European Union", "of the|Court of Auditors", "of the|European Central Bank"},
		"pp":  {"by the|Commission", "to the|Council", "in|Parliament", "with the|Commission", "from the|Council", "within the|Union", "in the|European Union", "by this|Parliament", "with|Parliament"},
		"acc": {"the|Commission", "the|Council", "|Parliament", "this|Parliament", "the|Union", "the|European Central Bank"},
	},
	"de": {
		"gen": {"der|Kommission", "des|Parlaments", "dieses|Parlaments", "des|Rates", "der|Union", "der|Europäischen Union", "des|Gerichtshofs", "der|Europäischen Zentralbank", "des|Rechnungshofs"},
		"pp":  {"von der|Kommission", "mit der|Kommission", "bei der|Kommission", "im|Parlament", "vom|Parlament", "in diesem|Parlament", "vom|Rat", "mit dem|Rat", "im|Rat", "in der|Union", "in der|Europäischen Union", "beim|Gerichtshof"},
		"acc": {"die|Kommission", "das|Parlament", "den|Rat", "die|Union", "die|Europäische Union", "dieses|Parlament", "den|Gerichtshof"},
	},
	"fr": {
		"gen": {"de la|Commission", "du|Conseil", "du|Parlement", "de ce|Parlement", "de l'|Union", "de l'|Union européenne", "de la|Cour des comptes", "de la|Banque centrale européenne"},
		"pp":  {"par la|Commission", "à la|Commission", "au|Conseil", "au|Parlement", "avec le|Conseil", "dans l'|Union", "par le|Conseil", "par ce|Parlement"},
		"acc": {"la|Commission", "le|Conseil", "le|Parlement", "l'|Union", "ce|Parlement"},
	},
	"es": {
		"gen": {"de la|Comisión", "del|Consejo", "del|Parlamento", "de este|Parlamento", "de la|Unión", "de la|Unión Europea", "del|Tribunal de Cuentas", "del|Banco Central Europeo"},
		"pp":  {"por la|Comisión", "a la|Comisión", "al|Consejo", "en el|Parlamento", "con el|Consejo", "en la|Unión", "por el|Parlamento", "por el|Consejo"},
		"acc": {"a la|Comisión", "al|Consejo", "al|Parlamento", "a la|Unión Europea", "a este|Parlamento"},
	},
	"it": {
		"gen": {"della|Commissione", "del|Consiglio", "del|Parlamento", "di questo|Parlamento", "dell'|Unione", "dell'|Unione europea", "della|Corte dei conti", "della|Banca centrale europea"},
		"pp":  {"dalla|Commissione", "alla|Commissione", "al|Consiglio", "nel|Parlamento", "con il|Consiglio", "nell'|Unione", "dal|Parlamento", "dal|Consiglio"},
		"acc": {"la|Commissione", "il|Consiglio", "il|Parlamento", "l'|Unione"},
	},
	"pl": {
		"gen": {"|Komisji", "|Parlamentu", "|Rady", "|Unii", "|Unii Europejskiej", "|Trybunału Sprawiedliwości", "|Europejskiego Banku Centralnego"},
		"pp":  {"w|Parlamencie", "przez|Komisję", "w|Komisji", "przez|Radę", "w|Unii Europejskiej", "w|Radzie"},
		"acc": {"|Komisję", "|Parlament", "|Radę", "|Unię", "|Unię Europejską"},
	},
	"cs": {
		"gen": {"|Komise", "|Parlamentu", "|Rady", "|Unie", "|Evropské unie", "|Soudního dvora", "|Evropské centrální banky"},
		"pp":  {"v|Parlamentu", "v|Komisi", "v|Radě", "v|Evropské unii", "s|Komisí", "s|Radou"},
		"acc": {"|Komisi", "|Parlament", "|Radu", "|Unii", "|Evropskou unii"},
	},
	"sk": {
		"gen": {"|Komisie", "|Parlamentu", "|Rady", "|Únie", "|Európskej únie", "|Súdneho dvora", "|Európskej centrálnej banky"},
		"pp":  {"v|Parlamente", "v|Komisii", "v|Rade", "v|Európskej únii", "s|Komisiou", "s|Radou"},
		"acc": {"|Komisiu", "|Parlament", "|Radu", "|Úniu", "|Európsku úniu"},
	},
}
