package contextual

import "testing"

func TestReservationNumber(t *testing.T) {
	cases := []tcase{
		{name: "en", text: "Booking reference: ABC12D", want: []hit{{"ABC12D", 19}}},
		{name: "en pnr is", text: "Your PNR is QWERTY.", want: []hit{{"QWERTY", 12}}},
		{name: "de", text: "Ihre Buchungsnummer lautet XK4P2Q", want: []hit{{"XK4P2Q", 27}}},
		{name: "fr", text: "réservation n° ZX81QP", want: []hit{{"ZX81QP", 15}}},
		{name: "es", text: "Localizador de reserva: LOC9AB", want: []hit{{"LOC9AB", 24}}},
		{name: "it", text: "codice di prenotazione: A1B2C3", want: []hit{{"A1B2C3", 24}}},
		{name: "pl", text: "numer rezerwacji: QWE123", want: []hit{{"QWE123", 18}}},
		{name: "cs", text: "číslo rezervace ✈ ABC123", want: []hit{{"ABC123", 18}}},
		{name: "no keyword", text: "the code ABC12D"},
		{name: "lower case", text: "booking ref abc12d"},
		{name: "not a code", text: "reservation for 2 people"},
	}
	runCases(t, "RESERVATION_NUMBER", cases)
}

func TestTransactionNumber(t *testing.T) {
	cases := []tcase{
		{name: "en", text: "Transaction ID: TXN-20240501-88231", want: []hit{{"TXN-20240501-88231", 16}}},
		{name: "de", text: "Transaktionsnummer 9F8A7B6C5D", want: []hit{{"9F8A7B6C5D", 19}}},
		{name: "cs", text: "transakce č. 8842199301", want: []hit{{"8842199301", 13}}},
		{name: "pl", text: "ID transakcji: 55AB77CC12", want: []hit{{"55AB77CC12", 15}}},
		{name: "es", text: "número de transacción 🧾 00012345678", want: []hit{{"00012345678", 24}}},
		{name: "failed", text: "transaction failed twice"},
		{name: "too short", text: "transaction 1234"},
		{name: "no digit", text: "transaction ABCDEFGHIJ"},
		// a keyword inside another label's value is none: "TX" is the
		// state of a driver's licence
		{name: "state code after a licence label", text: "Driver license: TX 12345678"},
	}
	runCases(t, "TRANSACTION_NUMBER", cases)
}

func TestSerialNumber(t *testing.T) {
	cases := []tcase{
		{name: "en s/n", text: "S/N: XK-2231-B", want: []hit{{"XK-2231-B", 5}}},
		{name: "en serial no", text: "Serial No. C02XK1ZJJG5H", want: []hit{{"C02XK1ZJJG5H", 11}}},
		{name: "de", text: "Seriennummer: 4711-0815", want: []hit{{"4711-0815", 14}}},
		{name: "fr", text: "numéro de série FR12345678", want: []hit{{"FR12345678", 16}}},
		{name: "es", text: "número de serie 99AB77", want: []hit{{"99AB77", 16}}},
		{name: "pl", text: "numer seryjny SN-998877", want: []hit{{"SN-998877", 14}}},
		{name: "cs", text: "výrobní číslo 123456789", want: []hit{{"123456789", 14}}},
		{name: "killer", text: "serial killer 5 times"},
		{name: "port", text: "serial port 1"},
	}
	runCases(t, "SERIAL_NUMBER", cases)
}

func TestStudentID(t *testing.T) {
	cases := []tcase{
		{name: "en", text: "Student ID: S1234567", want: []hit{{"S1234567", 12}}},
		{name: "de", text: "Matrikelnummer 4711235", want: []hit{{"4711235", 15}}},
		{name: "fr", text: "numéro étudiant 21904567", want: []hit{{"21904567", 16}}},
		{name: "it", text: "matricola 845123", want: []hit{{"845123", 10}}},
		{name: "pl", text: "numer albumu 123456", want: []hit{{"123456", 13}}},
		{name: "cs", text: "studentské číslo: 4455667", want: []hit{{"4455667", 18}}},
		{name: "year", text: "student of 2024"},
		{name: "music album", text: "album 1989 by Taylor"},
		// French "matricule" numbers employees: a payslip's, not a student's
		{name: "fr matricule of a payslip", text: "Matricule 004711, date d'entrée 01/04/2020"},
		{name: "fr matricule lower case", text: "n° de matricule : 00457"},
		{name: "en matriculation number", text: "Matriculation number: 2210457", want: []hit{{"2210457", 22}}},
		// Italian "matricola" and Spanish "matrícula" number employees too:
		// in a text about employment, not a student's
		{name: "it matricola of an employee", text: "Siamo lieti di comunicarle l'assunzione. Numero di matricola: 004512."},
		{name: "es matrícula of an employee", text: "Nómina de marzo. Trabajador: Juan Pérez, matrícula 004512"},
		{name: "it matricola of a student", text: "Lo studente, matricola 845123, ha superato l'esame.", want: []hit{{"845123", 23}}},
		{name: "es matrícula of a student", text: "Alumno con número de matrícula 20231234", want: []hit{{"20231234", 31}}},
	}
	runCases(t, "STUDENT_ID", cases)
}

func TestMedicalRecordNumber(t *testing.T) {
	cases := []tcase{
		{name: "en mrn", text: "MRN: 0048213", want: []hit{{"0048213", 5}}},
		{name: "en patient id", text: "Patient ID: P-0042-17", want: []hit{{"P-0042-17", 12}}},
		{name: "es nhc", text: "Apellidos: Ramos Baez. NHC: 2594890. NASS: 47", want: []hit{{"2594890", 28}}},
		{name: "es cipa nhc-", text: "CIPA: nhc-739146. NASS", want: []hit{{"739146", 10}}},
		{name: "es historia clínica", text: "número de historia clínica 3598742", want: []hit{{"3598742", 27}}},
		{name: "es episodio", text: "Episodio: 04735665. Médico", want: []hit{{"04735665", 10}}},
		// "HC" is Spanish for the record (historia clínica); elsewhere it opens other codes
		{name: "es hc in a letter", text: "Paciente: Ana Ruiz Gómez. HC: 2569870. Ingreso por dolor torácico.", want: []hit{{"2569870", 30}}},
		{name: "en hc of a policy", text: "[08:05] Customer: daniel okereke, my policy HC-4418207 covers it"},
		// Switzerland's dotted patient number; a case's number in a patient's text
		{name: "it paziente with dots and caso", text: "N. paziente:   40.118.562 · N. caso: 2024-0875143", want: []hit{{"40.118.562", 15}, {"2024-0875143", 37}}},
		// a Polish record number with its ward's prefix and year, 16 long
		{name: "pl historii choroby", text: "Nr historii choroby: KS/KARD/11652/25\nPacjent: ZAWADZKI HENRYK", want: []hit{{"KS/KARD/11652/25", 21}}},
		// Mexico's clinical record; the word alone labels a claim's file too
		{name: "es no. de expediente", text: "Paciente: Emiliano Villarreal\nNo. de expediente: 0784512        Cama: 412-B", want: []hit{{"0784512", 49}}},
		{name: "es a claim's expediente", text: "Te hemos abierto el expediente SN-26-448107. El médico lo revisa."},
		// a dotted date after a clinical label is no record number
		{name: "it ricovero date", text: "Paziente: Mario Rossi\nRicovero: 03.11.2025\nDiagnosi: frattura"},
		// Austria's "Zahl" for a number
		{name: "at pat.-zahl and fall-zahl", text: "Pat.-Zahl:      40738215     Fall-Zahl: 2025-0918462", want: []hit{{"40738215", 16}, {"2025-0918462", 40}}},
		{name: "it", text: "numero cartella clinica 88213A", want: []hit{{"88213A", 24}}},
		{name: "it cartella ambulatoriale", text: "N. cartella ambulatoriale: OC-2019-004417   Impegnativa", want: []hit{{"OC-2019-004417", 27}}},
		// a hospital stay's number
		{name: "cs hospitalizace", text: "Č. hospitalizace: H2026/118437", want: []hit{{"H2026/118437", 18}}},
		{name: "sk hospitalizácie", text: "Číslo hospitalizácie: 2026/1184", want: []hit{{"2026/1184", 22}}},
		{name: "pl", text: "numer pacjenta: 7788990", want: []hit{{"7788990", 16}}},
		{name: "de fall-nr", text: "Fall-Nr.: 2025-0187734 · Versichertennr.", want: []hit{{"2025-0187734", 10}}},
		{name: "de pat.-id", text: "Pat.-ID: 40012873        Eingang", want: []hit{{"40012873", 9}}},
		{name: "en hospital no", text: "NHS No: 506 090 9468     Hospital No: RH0418823", want: []hit{{"RH0418823", 38}}},
		{name: "fr n° de dossier", text: "Patient : M. Durand. N° de dossier : 2025-004417", want: []hit{{"2025-004417", 37}}},
		// "dossier" is any file: a patient's record in a clinical text only
		{name: "fr dossier, hospital letter", text: "CHU de Nantes, service de cardiologie.\nDossier n° 2026-7781", want: []hit{{"2026-7781", 50}}},
		{name: "fr dossier of an invoice", text: "Dossier n° 2026-7781 concernant votre facture d'électricité."},
		{name: "fr dossier of a claim", text: "Votre sinistre du 3 mars : dossier n° 2026-7781, traitement en cours."},
		// cs/sk "dokumentace", likewise: a patient's file in a clinical text only
		{name: "cs dokumentace, practice", text: "Pacientka: Jana Malá\nČ. dokumentace: ZP-2014/0612", want: []hit{{"ZP-2014/0612", 37}}},
		{name: "sk dokumentácie, practice", text: "Zubní ordinace MUDr. Petra Svobodová\nČíslo dokumentácie: 2014/0612", want: []hit{{"2014/0612", 57}}},
		{name: "cs dokumentace of a building", text: "Stavební povolení, č. dokumentace: ZP-2014/0612"},
		{name: "it nosologico", text: "n. nosologico 2025012345", want: []hit{{"2025012345", 14}}},
		{name: "pl księgi głównej", text: "Nr księgi głównej: 12345/2025", want: []hit{{"12345/2025", 19}}},
		{name: "cs chorobopis", text: "číslo chorobopisu: 2025/04412", want: []hit{{"2025/04412", 19}}},
		{name: "de-at Aufnahmezahl", text: "Aufnahmezahl: 2026/048213\nStationär von 19.11.2026", want: []hit{{"2026/048213", 14}}},
		{name: "en encounter", text: "DOB: 02/02/1958 (68 y)   Encounter #: E2611-450392\n", want: []hit{{"E2611-450392", 38}}},
		{name: "sk ambulantná karta", text: "Č. ambulantnej karty: KA-2019/0844\n", want: []hit{{"KA-2019/0844", 22}}},
		{name: "es hc", text: "Nº HC: 1234567", want: []hit{{"1234567", 7}}},
		// a label qualified in brackets, abbreviated labels, the books of a ward
		{name: "cs qualified", text: "ID pacienta (NIS): 0004718265\n", want: []hit{{"0004718265", 19}}},
		{name: "sk qualified, abbreviated", text: "ID pacienta (amb. karta): BR-004127\n", want: []hit{{"BR-004127", 26}}},
		{name: "en qualified", text: "Patient ID (EPIC): 88213456", want: []hit{{"88213456", 19}}},
		{name: "pl księdze oddziałowej", text: "Nr w księdze oddziałowej: KAR/1562/26\n", want: []hit{{"KAR/1562/26", 26}}},
		{name: "pl księga przyjęć", text: "numer w księdze przyjęć 2026/4471", want: []hit{{"2026/4471", 24}}},
		{name: "pl hist. chor.", text: "Nr hist. chor.: KW-41207\n", want: []hit{{"KW-41207", 16}}},
		{name: "es hist. clín.", text: "N.º hist. clín.: 445120", want: []hit{{"445120", 17}}},
		{name: "bracket's own number", text: "Patient (room 12345) was moved"},
		{name: "qualifier, then no number", text: "Pacient (muž, 54 let) přijat"},
		{name: "fall as a season", text: "in the fall 2025 we met"},
		{name: "dossier without a number", text: "le dossier Ortega est complet"},
		{name: "patient age", text: "patient was 42"},
		{name: "paciente edad", text: "Paciente de 62 años"},
		// a hospital visit's, case's or admission's number, in a clinical text
		{name: "fr n° de venue", text: "Compte rendu des urgences. Patient : M. Durand, né le 3 mars 1950.\nN° de venue : U26-0491736", want: []hit{{"U26-0491736", 81}}},
		{name: "it n. accesso", text: "VERBALE DI PRONTO SOCCORSO\nN. accesso: PS-2026-0078341   Data", want: []hit{{"PS-2026-0078341", 39}}},
		// a lab order's number is no patient's
		{name: "it accettazione of a lab", text: "Paziente: Rossi Mario\nN. accettazione 2026/118437"},
		// an admission's date, valid or not, is none
		{name: "es fecha de ingreso", text: "Paciente: Ana Ruiz\nFecha de Ingreso: 27/011/2014."},
		{name: "es ingreso date-like", text: "Paciente: Ana Ruiz\nIngreso: 14/14/2014."},
		{name: "en admission ISO date", text: "Patient: John Smith\nAdmission: 2026-03-14"},
		{name: "en hyphenated record number", text: "Patient: John Smith\nMRN: 12-345-6789", want: []hit{{"12-345-6789", 25}}},
		{name: "cs č. případu", text: "Urgentní příjem, pacient: Jan Novák\nČ. případu: UP-26-031877", want: []hit{{"UP-26-031877", 48}}},
		{name: "sk číslo prípadu", text: "Pacient: Ján Kováč\nČíslo prípadu: 2026-04417", want: []hit{{"2026-04417", 34}}},
		{name: "en RiO ID", text: "NHS No 401 829 3763 · RiO ID 1208457\n\nDiagnosis: depressive disorder", want: []hit{{"1208457", 29}}},
		{name: "en visit number", text: "Patient: John Smith\nVisit number: V2611-0042", want: []hit{{"V2611-0042", 34}}},
		{name: "en admission no", text: "Hospital: St Mary's\nAdmission No. 26-118437", want: []hit{{"26-118437", 34}}},
		{name: "es nº de ingreso", text: "Paciente: Ana Ruiz\nNº de ingreso: 2026004417", want: []hit{{"2026004417", 34}}},
		{name: "pl nr przyjęcia", text: "Pacjent: Jan Kowalski\nNr przyjęcia: 2026/04417", want: []hit{{"2026/04417", 36}}},
		{name: "de Fall-ID", text: "Fall-ID: 2026-0187734", want: []hit{{"2026-0187734", 9}}},
		// the same words outside a clinical text, or another's label
		{name: "en case number of a court", text: "Case number: 2026-CV-01234, County Court"},
		{name: "cs case of a support ticket", text: "Dobrý den, číslo vašeho případu: 2026-04417. Technická podpora"},
		{name: "cs claim's case, a hospital named", text: "Pacient byl v nemocnici. Číslo škodního případu: 4261339025"},
		{name: "it access code, a patient named", text: "Paziente: Rossi Mario\nCodice di accesso: 8H4K2P7"},
		{name: "en school admission number", text: "Pupil: Tom Smith, Year 7. Admission number: 004417"},
		{name: "fr venue of an event", text: "Venue : Hall 4, stand B12, badge 2026-04417"},
		{name: "en venue, a clinic named", text: "Clinical conference for patient safety. Venue ID: 2026-04417"},
		{name: "es ingreso bancario", text: "Nº de ingreso: 2026004417, importe 250,00 €"},
		{name: "en Rio as a city", text: "Flight to Rio 2026-04417"},
		{name: "en episode of a podcast", text: "Episode 20260417 of our podcast"},
	}
	runCases(t, "MEDICAL_RECORD_NUMBER", cases)
}

func TestUsername(t *testing.T) {
	cases := []tcase{
		{name: "en", text: "username: jdoe", want: []hit{{"jdoe", 10}}},
		{name: "en login equals", text: "login=jdoe_42 password=x", want: []hit{{"jdoe_42", 6}}},
		{name: "en user colon", text: "user: jdoe", want: []hit{{"jdoe", 6}}},
		{name: "de", text: "Benutzername ist m.mueller", want: []hit{{"m.mueller", 17}}},
		{name: "fr", text: "nom d'utilisateur : jdupont", want: []hit{{"jdupont", 20}}},
		{name: "es", text: "nombre de usuario: jperez", want: []hit{{"jperez", 19}}},
		{name: "it", text: "nome utente: mrossi", want: []hit{{"mrossi", 13}}},
		{name: "pl", text: "nazwa użytkownika: kowalski77", want: []hit{{"kowalski77", 19}}},
		{name: "cs", text: "uživatelské jméno: novak.j", want: []hit{{"novak.j", 19}}},
		{name: "sk", text: "používateľské meno: hrasko", want: []hit{{"hrasko", 20}}},
		{name: "chat transcript", text: "User: Hello, I need help"},
		{name: "chat speaker's name", text: "User: Ágnes Földesy"},
		{name: "chat speaker's name, Czech", text: "Uživatel: Šárka Ottová"},
		{name: "user colon, two capitals", text: "user: JDoe", want: []hit{{"JDoe", 6}}},
		{name: "email is not a username", text: "username: jdoe@example.com"},
		{name: "no separator", text: "the user jdoe logged in"},
		// without a ':' only a login-shaped name: a digit, '.' or '_'
		{name: "es usuario, no colon", text: "con el usuario admin.barrueco. ¿Habéis", want: []hit{{"admin.barrueco", 15}}},
		{name: "cs uživatel, no colon", text: "předán zákazníkovi: uživatel admin_utrililii, dočasné", want: []hit{{"admin_utrililii", 29}}},
		{name: "en user, no colon", text: "the user jdoe42 logged in", want: []hit{{"jdoe42", 9}}},
		{name: "pl login klienta", text: "Login klienta: pszymanski85", want: []hit{{"pszymanski85", 15}}},
		{name: "sk prihlásený klient", text: "Prihlásený klient: LNAGY92 | 15. 11. 2026", want: []hit{{"LNAGY92", 19}}},
		{name: "de angemeldet als", text: "angemeldet als: k.weber", want: []hit{{"k.weber", 16}}},
		{name: "sk prihlásený, a name", text: "Prihlásený klient: Ján Novák"},
		// a chat's speaker label is not a login
		{name: "es chat turn", text: "[08:48:05] Usuario: buenas. el correo no envia"},
		{name: "es chat turn 2", text: "[08:51:03] Usuario: si el jueves"},
		{name: "en chat turn", text: "10:31 User: hello there"},
		{name: "form line", text: "User: jdoe\nPassword: x", want: []hit{{"jdoe", 6}}},
		{name: "chat turn with a login", text: "[08:51] Usuario: admin.barrueco", want: []hit{{"admin.barrueco", 17}}},
		{name: "bank account name", text: "Account name: Greenleaf Joinery Ltd"},
		// the answer to a question on the line before
		{name: "fr answer", text: "[09:31] Camille (support) : Quel est l'identifiant du compte ?\n[09:32] Rachid : rachid.benali30\n", want: []hit{{"rachid.benali30", 80}}},
		{name: "en answer", text: "Agent: What's your username?\nClient: jdoe_42", want: []hit{{"jdoe_42", 37}}},
		{name: "answer is prose", text: "Agent: What's your username?\nClient: no idea sorry"},
		{name: "answer is a plain word", text: "Agent: What's your username?\nClient: thanks"},
		{name: "not a question", text: "Agent: I reset the user.\nNote: jdoe_42"},
		{name: "login failed", text: "login failed for everyone"},
		// a label of several words ends in ':' or a verb: then only a login's shape
		{name: "es label tail", text: "Usuario de banca online: okovalenko90", want: []hit{{"okovalenko90", 25}}},
		{name: "de label tail, verb", text: "Ihr Benutzername für das Kundenportal lautet fschulz_22.", want: []hit{{"fschulz_22", 45}}},
		{name: "fr label tail", text: "Votre identifiant de connexion : smartin84", want: []hit{{"smartin84", 33}}},
		{name: "pl label tail", text: "Login do bankowości internetowej: jkowal88", want: []hit{{"jkowal88", 34}}},
		{name: "it label tail", text: "Nome utente del portale clienti: marco.rossi", want: []hit{{"marco.rossi", 33}}},
		{name: "cs label tail", text: "Přihlašovací jméno do portálu: petr.svoboda", want: []hit{{"petr.svoboda", 31}}},
		{name: "sk label tail", text: "Používateľské meno pre e-shop: mkovac77", want: []hit{{"mkovac77", 31}}},
		{name: "en label tail", text: "Username for the portal: rpritchard_7", want: []hit{{"rpritchard_7", 25}}},
		{name: "label tail, plain word", text: "User reports a problem: login fails"},
		{name: "label tail, no colon", text: "Login do bankowości jkowal88"},
		{name: "label tail, too long", text: "user of the old shared office printer: jdoe42"},
		{name: "label tail, next line", text: "Nutzername des Kunden\nNotiz: kw_2024"},
		{name: "label tail, host name", text: "Login page: auth.example.com"},
		{name: "label tail, de host name", text: "Benutzer-Portal der Firma: portal.firma.de"},
		// a chat's speaker labelled by a user name
		{name: "sk speaker", text: "[10:02] zuzka_tothova: dobrý deň, mám otázku", want: []hit{{"zuzka_tothova", 8}}},
		{name: "sk speaker, domain-shaped", text: "10:03 kvietkovo.sk: Dobrý deň", want: []hit{{"kvietkovo.sk", 6}}},
		{name: "pl speaker", text: "tomek_wlkp84: siema, jest jeszcze ten rower?", want: []hit{{"tomek_wlkp84", 0}}},
		{name: "de speaker, fr spacing", text: "14:22 lena.kraus : Hallo!", want: []hit{{"lena.kraus", 6}}},
		{name: "it speaker, digits", text: "[09:40] marco1987: ciao", want: []hit{{"marco1987", 8}}},
		{name: "speaker by name", text: "[10:02] Zuzka Tóthová: dobrý deň"},
		{name: "speaker by role", text: "10:03 agent: hello"},
		{name: "form label", text: "Tel.: 0171 2345678\nE-Mail: info@x.de"},
		{name: "abbreviation", text: "z.B.: Fenster\nu.a.: Türen"},
		{name: "file name", text: "report.pdf: 3 pages"},
		{name: "host name", text: "www.firma.cz: offline\nsmtp.firma.cz: ok"},
		{name: "time only", text: "10:03: hello"},
		{name: "mid-line", text: "napísal zuzka_tothova: ahoj"},
		{name: "url", text: "https://x.sk: down"},
		{name: "anonymous guest", text: "[2025-10-02 07:58:12] guest_2291: hello??"},
		{name: "anonymous de", text: "10:01 gast-88: Hallo"},
		{name: "anonymous cs", text: "10:01 host1234: dobrý den"},
		{name: "anonymous it", text: "10:01 utente_5521: salve"},
		{name: "role word with a name", text: "10:01 admin_zuzka: hotovo", want: []hit{{"admin_zuzka", 6}}},
		// words only, no name among them and no digits: taken for a key
		{name: "role word with a shop's name", text: "10:01 admin_utrililii: hotovo"},
		// a field or a list's key and its short value, with no time: no speaker
		{name: "list keys", text: "item_1: apples\nitem_2: pears\nq3_total: 1200"},
		{name: "en note key", text: "Plan: continue metformin\nmeds_list: unchanged"},
		{name: "de note key", text: "Termin: Donnerstag\nhinweis_intern: bitte prüfen"},
		{name: "es note key", text: "Asunto: pedido\nnota_interna: revisar"},
		{name: "pl note key", text: "uwaga_1: sprawdzić"},
		{name: "speaker without time, a turn", text: "anna_k88: hej, masz chwilę?", want: []hit{{"anna_k88", 0}}},
		// a log's or an agenda's key after a time names no one
		{name: "log components", text: "2024-05-02 10:15:03 db_pool: connection reset by peer\n2024-05-02 10:15:04 http_server: listening on 8080\n[10:16] cache.redis: evicted 12 keys"},
		{name: "agenda keys", text: "11:00 lunch_break: canteen\n14:30 raum_2: Abstimmung mit Team"},
		// configuration and environment keys ending in a login word
		{name: "env key", text: "DB_HOST=10.0.0.5\nDB_USER=app_user\nDB_PASSWORD=x", want: []hit{{"app_user", 25}}},
		{name: "env key username", text: "SMTP_USERNAME=mailer42", want: []hit{{"mailer42", 14}}},
		{name: "yaml key", text: "mysql_user: wpadmin", want: []hit{{"wpadmin", 12}}},
		{name: "key not ending in the login word", text: "DB_USER_COUNT=42 and MAX_USERS=10"},
		// the head of a longer token glued by a symbol is no value
		{name: "cs password after a login word", text: "Heslo pro první přihlášení: Xk9#mP2q"},
		{name: "en login cut at a symbol", text: "login: jdoe#2026x"},
		{name: "query parameter", text: "GET /auth?user=jdoe&pw=x", want: []hit{{"jdoe", 15}}},
		{name: "underscore before a word in prose", text: "see the note_user jdoe"},
		// without a ':' a plain word after a login word is a login when it is an
		// initial and a listed name, or a given name and a surname
		{name: "bare login, keyword without a colon", text: "hi, my user jsmith cannot log in", want: []hit{{"jsmith", 12}}},
		{name: "bare login, en username", text: "Please reset the password for username jsmith.", want: []hit{{"jsmith", 39}}},
		{name: "bare login, en ticket", text: "Ticket 4411: user mmueller reports the VPN drops every hour.", want: []hit{{"mmueller", 18}}},
		{name: "bare login, en login", text: "login jsmith fails since Monday", want: []hit{{"jsmith", 6}}},
		{name: "bare login, de", text: "Der Benutzer mmueller kann sich nicht anmelden.", want: []hit{{"mmueller", 13}}},
		{name: "bare login, fr", text: "L'utilisateur jdupont n'arrive plus à se connecter.", want: []hit{{"jdupont", 14}}},
		{name: "bare login, es", text: "El usuario mgarcia está bloqueado.", want: []hit{{"mgarcia", 11}}},
		{name: "bare login, it", text: "l'utente mrossi non riesce ad accedere", want: []hit{{"mrossi", 9}}},
		{name: "bare login, pl", text: "użytkownik jnowak nie może się zalogować", want: []hit{{"jnowak", 11}}},
		{name: "bare login, cs", text: "uživatel pnovak nemůže se přihlásit", want: []hit{{"pnovak", 9}}},
		{name: "bare login, name and surname", text: "user annabauer locked out", want: []hit{{"annabauer", 5}}},
		{name: "bare login, surname and initial", text: "login schmidtk failed", want: []hit{{"schmidtk", 6}}},
		{name: "bare login, speaker label with a login", text: "User: jsmith reports the VPN drops", want: []hit{{"jsmith", 6}}},
		{name: "bare login, plain word", text: "the user account is locked"},
		{name: "bare login, bare surname", text: "user smith called"},
		{name: "bare login, bare given name", text: "user martin called"},
		{name: "bare login, words after username", text: "username and password do not match"},
		{name: "bare login, login page", text: "login page does not load"},
		{name: "bare login, short name part", text: "user atom"},
		{name: "bare login, a surname's plural", text: "the user walkers group and login greens"},
		// a login right before its password
		{name: "it label word, password after", text: "utente SPID oksana.hrytsenko88 password Girasole#2024", want: []hit{{"oksana.hrytsenko88", 12}}},
		{name: "es label tail, password line", text: "Usuario de red y correo: abenali\nContraseña provisional: Duero#2611", want: []hit{{"abenali", 25}}},
		{name: "fr label tail, password line", text: "Identifiant du poste client : rbenoit\nMot de passe : x", want: []hit{{"rbenoit", 30}}},
		{name: "label word, no password after", text: "utente SPID oksana.hrytsenko88 scaduto"},
		{name: "label tail, plain word, no password", text: "Usuario de red y correo: abenali"},
		{name: "label tail, password on the same line", text: "Usuario de red y correo: abenali y la contraseña"},
		{name: "username and password", text: "username and password do not match"},
		// a name word or a chat's visitor: a login's shape, or its password after it
		{name: "sk meno, login", text: "neda sa prihlasit, meno mhromada87 heslo Sarisska!2024", want: []hit{{"mhromada87", 24}}},
		{name: "sk meno mam", text: "meno mam marek.vlk71 a heslo Jaskyna#5", want: []hit{{"marek.vlk71", 9}}},
		{name: "sk meno, plain login, password after", text: "tvoje meno pbednar a dočasné heslo Mlyn#2026", want: []hit{{"pbednar", 11}}},
		{name: "cs jméno, plain login, password after", text: "jméno jnovotna a heslo Lipa#77", want: []hit{{"jnovotna", 6}}},
		{name: "en visitor", text: "Visitor: tomo_trails84 (logged in)", want: []hit{{"tomo_trails84", 9}}},
		{name: "de visitor", text: "Besucher: lena_k88: Hallo", want: []hit{{"lena_k88", 10}}},
		{name: "sk meno, a person's name", text: "meno: Ján Novák"},
		{name: "sk meno a priezvisko", text: "Meno a priezvisko: Ján Novák"},
		{name: "sk meno alebo heslo", text: "zadali ste zlé meno alebo heslo"},
		{name: "sk meno, plain word", text: "meno firmy je dlhé"},
		{name: "sk meno, plain word, no password", text: "meno: neviem, volal včera"},
		{name: "sk meno and heslo, form", text: "meno: pbednar, heslo: Mlyn#2026", want: []hit{{"pbednar", 6}}},
		{name: "en visitor's name", text: "Visitor: Anna\nVisitor: anna"},
		{name: "anonymous visitor", text: "Visitor: guest_2291 (not logged in)"},
	}
	runCases(t, "USERNAME", cases)
}

// TestUsernameAfterAccountWord: a login after a word naming a person's
// account with a service, in the eight languages; the same words name bank
// accounts, whose numbers are none.
func TestUsernameAfterAccountWord(t *testing.T) {
	cases := []loginCase{
		{"cs účtu, in brackets", "pořád se nemůže dostat do svého účtu (jirous.tomas), píše mu to chybu", "jirous.tomas"},
		{"sk účte", "na vašom účte m.kovac88 sme zistili prihlásenie", "m.kovac88"},
		{"pl koncie", "na koncie jkowalski88 nie ma środków", "jkowalski88"},
		{"de Benutzerkonto", "Ihr Kundenkonto m.weber_77 wurde gesperrt.", "m.weber_77"},
		{"en account", "someone used the account j.smith_84 last night", "j.smith_84"},
		{"fr compte", "cette nuit, le compte r.jacquinot a été utilisé depuis une adresse IP", "r.jacquinot"},
		{"es cuenta", "la cuenta agarcia_77 está bloqueada desde ayer", "agarcia_77"},
		{"it utenza, elided article", "non riesco ad accedere sull'utenza m.rugani da ieri", "m.rugani"},
		{"it account, service name and verb", "il mio account volaclub è donacif75 ma non mi fa entrare", "donacif75"},
		// bank accounts and the words that begin with an account word
		{"de IBAN", "Konto: DE89 3704 0044 0532 0130 00", ""},
		{"de IBAN lower case", "Konto de89370400440532013000", ""},
		{"cs bank account", "číslo účtu 123456789/0100", ""},
		{"en account number", "account no. 12345678, sort code 20-00-00", ""},
		{"fr accountant", "La comptable m.dupont a validé.", ""},
		{"en plain word", "the account is locked", ""},
		{"fr host name", "le compte www.exemple.fr est suspendu", ""},
		{"en account, then a number and a letter", "account a1234567 closed", ""},
	}
	runCases(t, "USERNAME", loginCases(cases))
}

// TestUsernameLooksLikeOne: a value of plain letters after a login word is a
// word of the sentence unless it ends its field; a verb that says the login
// stays introduces it like "is"; a login with its password after a comma
// and a qualifier; a user id in groups of digits.
func TestUsernameLooksLikeOne(t *testing.T) {
	cases := []loginCase{
		{"cs adjective of the password", "K přihlášení: nové heslo mi funguje, děkuji.", ""},
		{"en words follow", "Login: blocked since Monday, please help", ""},
		{"en plain word ends its line", "Login: jdoe\nPassword: x", "jdoe"},
		{"en next field's key", "POST /wp-login.php user=vsafont ip=185.220.101.47 FAIL", "vsafont"},
		{"en password follows", "username: jdoe password: Xk9#mP2q", "jdoe"},
		{"en plain word after a verb", "Username remains unchanged.", ""},
		{"de plain word after a verb", "Der Login bleibt gesperrt.", ""},
		{"cs stays, a login", "Přihlašovací jméno zůstává jirousova.marketa, dočasné heslo je Kv7-rapu-19", "jirousova.marketa"},
		{"de stays, a login", "Ihr Benutzername bleibt m.weber_77.", "m.weber_77"},
		{"fr stays, a login", "L'identifiant reste r.jacquinot.", "r.jacquinot"},
		{"it stays, a login", "Il nome utente rimane m.rugani", "m.rugani"},
		{"pl password after a comma and a preposition", "Login rodzica 8841207u, przy haśle Tarnow#2019 wyskakuje błąd", "8841207u"},
		{"de compound password word after the login", "Benutzername: hbkonto Startpasswort: Hafen#2026", "hbkonto"},
		{"en user id in groups", "My Government Gateway user ID is 7304 1185 2296 if you need it", "7304 1185 2296"},
		{"en service user number", "Service user number: 437719", ""},
		{"en service user number, abbreviated", "Service User No. 437719", ""},
		{"en service user, a login", "service user svc_backup", "svc_backup"},
		// a verb of logging in and "as"
		{"sk prihlasujete ako", "do zóny moje.voltis.sk sa prihlasujete ako fabo.dominik?", "fabo.dominik"},
		{"cs přihlašuji se jako", "přihlašuji se jako jan.novak82 a nic", "jan.novak82"},
		{"pl loguję się jako", "loguję się jako tomek_wlkp84 i nic", "tomek_wlkp84"},
		{"sk prihlasujete, a plain word", "sa prihlasujete ako vždy cez web", ""},
	}
	runCases(t, "USERNAME", loginCases(cases))
}

// loginCase is a text and the login it holds ("" for none).
type loginCase struct{ name, text, login string }

// loginCases turns login cases into USERNAME cases.
func loginCases(cases []loginCase) []tcase {
	var tcs []tcase
	for _, c := range cases {
		tc := tcase{name: c.name, text: c.text}
		if c.login != "" {
			tc.want = []hit{at(c.text, c.login)}
		}
		tcs = append(tcs, tc)
	}
	return tcs
}

// TestPassportChatAnswer: a passport number typed in the chat turn that
// answers a request for it, without a label of its own (chatdoc.go).
func TestPassportChatAnswer(t *testing.T) {
	enAsk := "[5:46 AM] Marguerite (Rebooking): Because this is a new itinerary I need to re-check the passport details. Yours shows as expired – did you renew?\n"
	itAsk := "[07:18] Samuele (Volaria): Per riemettere i biglietti devo verificare i documenti: può darmi il numero di passaporto di entrambi e la data di nascita del minore?\n"
	plAsk := "[07:04] Konsultant: Proszę podać numery paszportów wszystkich pasażerów.\n"
	cases := []tcase{
		{name: "en", text: enAsk + "[5:47 AM] Customer: yeah new one is A04718325 exp 2036. moms is the same as before",
			want: []hit{at(enAsk+"[5:47 AM] Customer: yeah new one is A04718325", "A04718325")}},
		{name: "it two", text: itAsk + "[07:20] donatella cifarelli: il mio YB4820613, pietro YC1379502 nato il 09/03/2013",
			want: []hit{at(itAsk+"[07:20] donatella cifarelli: il mio YB4820613", "YB4820613"), at(itAsk+"[07:20] donatella cifarelli: il mio YB4820613, pietro YC1379502", "YC1379502")}},
		{name: "pl", text: plAsk + "[07:05] weronika tomaszczyk: ja EK9984123 ur. 17.04.1989",
			want: []hit{at(plAsk+"[07:05] weronika tomaszczyk: ja EK9984123", "EK9984123")}},
		{name: "us nine digits", text: enAsk + "[5:47 AM] Customer: its 548213977 thanks",
			want: []hit{at(enAsk+"[5:47 AM] Customer: its 548213977", "548213977")}},
		{name: "de layout", text: "[10:01] Agent: Bitte nennen Sie mir Ihre Reisepassnummer.\n[10:02] Kunde: die ist C01X00T47",
			want: []hit{at("[10:01] Agent: Bitte nennen Sie mir Ihre Reisepassnummer.\n[10:02] Kunde: die ist C01X00T47", "C01X00T47")}},
		{name: "ten digits", text: enAsk + "[5:47 AM] Customer: its 5482139770 thanks"},
		{name: "eight digits", text: enAsk + "[5:47 AM] Customer: its 54821397 thanks"},
		{name: "fr layout, a line between", text: "[10:01] Agent : Votre numéro de passeport svp ?\n[10:02] Client : attendez\n[10:02] Client : c'est 18AV12345",
			want: []hit{at("[10:01] Agent : Votre numéro de passeport svp ?\n[10:02] Client : attendez\n[10:02] Client : c'est 18AV12345", "18AV12345")}},
		// no request for a passport before: an order's, a loyalty card's number
		{name: "order without a request", text: "[10:01] Agent: Your order number?\n[10:02] Customer: it's AB12345678"},
		{name: "request three lines up", text: "[10:00] Agent: passport please\n[10:01] Customer: one sec\n[10:01] Customer: ok\n[10:02] Customer: AB1234567"},
		// the shapes of other codes after a request: booking, flight, amounts
		{name: "booking code", text: enAsk + "[5:47 AM] Customer: booking is HK7QWP, flight SP 1182"},
		{name: "flight glued", text: enAsk + "[5:47 AM] Customer: flight SP1182 at 9:15, paid 1250.00"},
		{name: "digits only", text: enAsk + "[5:47 AM] Customer: call me on 612345678"},
		{name: "lower case", text: enAsk + "[5:47 AM] Customer: my login is ab1234567"},
		// another reference's label before it on the answer's line
		{name: "booking and passport", text: enAsk + "[5:47 AM] Customer: booking AB1234567, passport is below",
			want: nil},
		{name: "it ordine", text: itAsk + "[07:20] donatella cifarelli: ordine n. YB4820613"},
		// the asker's own next turn: another reference, not an answer
		{name: "the agent goes on", text: "[10:01] Agent: I need your passport number.\n[10:01] Agent: Your new ticket is AB12345678"},
		{name: "the agent goes on, no label", text: "[10:01] Agent: I need your passport number.\n[10:01] Agent: rebooked on XY1234567 instead"},
		// another document's or scheme's label
		{name: "licence instead", text: enAsk + "[5:47 AM] Customer: expired, I only have my license D12345678"},
		{name: "frequent flyer", text: enAsk + "[5:47 AM] Customer: yes renewed, frequent flyer AB1234567 too"},
		{name: "bag tag", text: enAsk + "[5:47 AM] Customer: yes. my bag tag number is SP482913"},
		{name: "confirmation", text: enAsk + "[5:47 AM] Customer: yes, confirmation AB1234567"},
		// not a chat turn: a form's line after a passport heading
		{name: "no speaker", text: "Passport details\nOrder AB1234567 shipped"},
		// the French "pas" is no passport
		{name: "fr pas", text: "[10:01] Agent : Ce n'est pas possible ?\n[10:02] Client : ma commande AB1234567"},
	}
	runCases(t, "PASSPORT", cases)
}

// TestDriverLicenseChatAnswer: a driving licence's number typed in the chat
// turn that answers a request for it (chatdoc.go).
func TestDriverLicenseChatAnswer(t *testing.T) {
	frAsk := "[08:22] Sabrina (Assistance) : Il manque encore le numéro de votre permis de conduire dans votre dossier.\n"
	deAsk := "16:47 Birte (Weserland Direkt): Gut. Für die Akte brauche ich noch Ihre Führerscheinnummer.\n"
	enAsk := "[10:01] Agent: Please confirm your driver's license number.\n"
	fr := frAsk + "[08:24] nicolas ferrandi : 130813200741 delivre a marseille en 2013"
	de := deAsk + "16:48 Dariusz Nowicki: ich hab noch den polnischen, nummer 00417/19/1862, ausgestellt in Gdańsk"
	en := enAsk + "[10:02] Customer: sure it's D1234567 issued 2019"
	cases := []tcase{
		{name: "fr twelve digits", text: fr, want: []hit{at(fr, "130813200741")}},
		{name: "de a Polish licence", text: de, want: []hit{at(de, "00417/19/1862")}},
		{name: "en letter and digits", text: en, want: []hit{at(en, "D1234567")}},
		// after the request: a phone number, a date, a postcode, a short number
		{name: "phone with hyphens", text: enAsk + "[10:02] Customer: call me at 916-555-0148"},
		{name: "date", text: frAsk + "[08:24] nicolas ferrandi : obtenu le 12/03/2013"},
		{name: "postcode", text: frAsk + "[08:24] nicolas ferrandi : j'habite au 13008 marseille"},
		{name: "the agent's own reference", text: enAsk + "[10:02] Agent: your case is 2026041700"},
		// no request before
		{name: "no request", text: "[10:01] Agent: What is your customer number?\n[10:02] Customer: 130813200741"},
	}
	runCases(t, "DRIVER_LICENSE", cases)
}
