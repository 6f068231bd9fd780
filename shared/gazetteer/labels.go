package gazetteer

// Words the tagger likes to capitalise its way into a span but that never are
// a name, place or organisation on their own: form field labels and section
// headings ("Domicilio:", "Localidad/ Provincia:", "Datos del paciente"),
// function words at the start of a sentence ("Ante", "Las", "Asimismo") and
// clinical abbreviations written in capitals ("TAC", "RMN", "PSA"). Lower
// case; compared with the whole span, or its first word before a function word.
var notEntities = WordSet(
	// form labels and headings
	`name names surname surnames address addresses street city town country state province county region
		zip postcode phone telephone mobile fax email e-mail department service ward unit specialty speciality
		diagnosis diagnoses treatment history evolution outcome patient doctor physician nurse hospital clinic
		sex gender age date birth nationality occupation profession signature subject reference attachment
		salesperson spokesperson chairperson businessperson`,
	`nombre nombres apellido apellidos domicilio dirección direccion localidad provincia país pais ciudad
		municipio región comunidad teléfono telefono móvil correo servicio especialidad evolución evolucion
		diagnóstico diagnostico tratamiento antecedentes paciente médico medico enfermera hospital datos
		sexo edad fecha nacimiento nacionalidad profesión ocupación firma asunto exploración exploracion
		juicio anamnesis pruebas complementarias remitido informe ingreso`,
	`vorname nachname familienname adresse anschrift straße strasse ort wohnort stadt land bundesland plz
		telefon handy abteilung station fachrichtung diagnose befund behandlung anamnese patient patientin arzt
		ärztin krankenhaus klinik geschlecht alter datum geburtsdatum staatsangehörigkeit beruf unterschrift
		betreff`,
	`nom prénom prenom adresse rue ville pays région departement département téléphone portable courriel
		spécialité diagnostic traitement antécédents patient patiente médecin hôpital clinique âge naissance
		nationalité profession objet`,
	`nome cognome indirizzo città paese regione telefono cellulare reparto specialità diagnosi trattamento
		anamnesi paziente medico ospedale sesso età nascita nazionalità professione oggetto`,
	`imię imie nazwisko adres ulica miasto miejscowość miejscowosc kraj województwo wojewodztwo powiat
		telefon oddział oddzial rozpoznanie leczenie wywiad pacjent pacjentka lekarz szpital płeć wiek data
		urodzenia obywatelstwo zawód temat`,
	`jméno jmeno příjmení prijmeni adresa ulice město mesto obec bydliště bydliste země stát kraj okres psč
		telefon oddělení oddeleni diagnóza diagnoza léčba anamnéza pacient pacientka lékař lekar nemocnice
		pohlaví věk datum narození občanství povolání předmět`,
	`meno priezvisko adresa ulica mesto obec bydlisko krajina štát kraj okres psč telefón oddelenie diagnóza
		liečba anamnéza pacient pacientka lekár nemocnica pohlavie vek dátum narodenia občianstvo povolanie
		predmet`,
	// function words and sentence adverbs
	`the a an this that these those and or but if then also however therefore moreover furthermore
		dear hello hi thanks regards yes no`,
	`el la los las un una unos unas ante tras durante desde según segun sin sobre por para con este esta
		estos estas dicho dicha debido asimismo además ademas tampoco también tambien luego después despues
		hola gracias saludos estimado estimada`,
	`der die das ein eine und oder aber wenn dann auch jedoch außerdem ausserdem danach liebe lieber hallo
		danke grüße gruesse sehr`,
	`le la les un une des et ou mais si alors aussi cependant toutefois ensuite puis cher chère bonjour
		merci salut`,
	`il lo la gli le un una e o ma se poi anche tuttavia inoltre quindi caro cara ciao grazie saluti`,
	`ten ta to ci te oraz lub ale jeśli jesli potem także takze jednak ponadto dzięki dzieki dzień dzien dobry
		cześć czesc szanowny szanowna`,
	`ten ta to ti ty a nebo ale pokud potom také take však vsak dále navíc díky diky dobrý dobry den
		ahoj vážený vazeny vážená`,
	`ten tá to tí tie a alebo ale ak potom tiež tiez však vsak ďalej dalej navyše vďaka vdaka dobrý dobry deň
		ahoj vážený vážená`,
	// clinical abbreviations (not those that are also given names or
	// places: ANA, EVA, CT)
	`tac tc rm rmn mri pet ecg ekg eeg emg psa vhc vhb vih hiv hcv hbv uci icu lcr csf hb hba1c igg igm
		iga ige pcr mmii mmss tas fc fr sat ap rx orl hta dm epoc copd iam tep tvp avc acv`,
)

// NotEntity reports whether lower (a span's text, lower case) is a label,
// heading, function word or clinical abbreviation rather than a name.
func NotEntity(lower string) bool { return notEntities[lower] }

// NotEntityBytes is NotEntity for a byte slice, without allocating.
func NotEntityBytes(lower []byte) bool { return notEntities[string(lower)] }
