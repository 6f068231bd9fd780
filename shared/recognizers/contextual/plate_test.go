package contextual

import "testing"

func TestLicensePlate(t *testing.T) {
	cases := []tcase{
		{name: "cz", text: "SPZ 1AB 2345", want: []hit{{"1AB 2345", 4}}},
		{name: "cz registrační značka", text: "registrační značka vozidla: 5T7 1234", want: []hit{{"5T7 1234", 28}}},
		{name: "sk", text: "EČV BA-123AB", want: []hit{{"BA-123AB", 4}}},
		{name: "pl", text: "tablica rejestracyjna WA 12345", want: []hit{{"WA 12345", 22}}},
		{name: "pl make after", text: "auto PO 7K419 Skoda Octavia 2019", want: []hit{{"PO 7K419", 5}}},
		{name: "pl make named", text: "jeżdżę PO 7K419 Skoda Octavia", want: []hit{{"PO 7K419", 7}}},
		{name: "pl truck and trailer", text: "ciągnik PZ 4R775 z naczepą PZ 1128N. Prosimy", want: []hit{{"PZ 4R775", 8}, {"PZ 1128N", 27}}},
		{name: "pl shape alone", text: "10:33 Klient: PO 7K419"},
		// the other Polish layouts: two letters and 1AB23, three letters
		// and 12AB, 1A23, 12A3, 1AB2, A123, AB12
		{name: "pl two letters, 1AB23", text: "nr rej. KR 1AB23", want: []hit{{"KR 1AB23", 8}}},
		{name: "pl three letters, 12AB", text: "numer rejestracyjny KRA 12AB", want: []hit{{"KRA 12AB", 20}}},
		{name: "pl three letters, A123", text: "tablica rejestracyjna WPI A123", want: []hit{{"WPI A123", 22}}},
		{name: "pl three letters, 1AB2", text: "samochód GDA 1AB2", want: []hit{{"GDA 1AB2", 9}}},
		{name: "pl three letters, AB12", text: "samochód ELW AB12", want: []hit{{"ELW AB12", 9}}},
		{name: "pl 1AB23 shape alone", text: "kod KR 1AB23"},
		{name: "it auto", text: "la mia auto AB 123 CD è ferma", want: []hit{{"AB 123 CD", 12}}},
		{name: "it autorizzazione", text: "autorizzazione n. AB 123 CD del 12/03/2025"},
		{name: "it autocertificazione", text: "autocertificazione AB 123 CD"},
		{name: "pl asked on the line before", text: "10:32 Doradca: Proszę podać numer rejestracyjny pojazdu.\n10:33 Klient: PO 7K419, Skoda Octavia 2019", want: []hit{{"PO 7K419", 71}}},
		{name: "de asked on the line before", text: "Agent: Ihr Kennzeichen bitte.\nKunde: B MW 1234", want: []hit{{"B MW 1234", 37}}},
		{name: "pl not asked", text: "10:32 Doradca: Dzień dobry.\n10:33 Klient: PO 7K419"},
		{name: "pl not the turn's start", text: "10:32 Doradca: numer rejestracyjny?\n10:33 Klient: mam PO 7K419"},
		{name: "de", text: "Kennzeichen B-AB 1234", want: []hit{{"B-AB 1234", 12}}},
		// a file's number and its year after a reference's label that is
		// also a plate's word ("značka")
		{name: "sk our reference", text: "Naša značka: FR-0973/2026"},
		{name: "de reference with a year", text: "Kennzeichen der Akte: KA 1234/25"},
		// a plate's shape glued by a hyphen into a longer code
		{name: "sk a parking card's number", text: "EČV vozidla: TT-719BE. Č. karty: RPK-B2-01873", want: []hit{{"TT-719BE", 13}}},
		{name: "sk a plate's shape after a code's hyphen", text: "EČV vozidla: TT-719BE. Č. karty: 2025-TT719BE", want: []hit{{"TT-719BE", 13}}},
		{name: "de a plate after its hyphen and blank", text: "Kennzeichen: B-MW 1234", want: []hit{{"B-MW 1234", 13}}},
		{name: "es bare in a text about a DGT fine", text: "Me llegó la multa de la DGT: denuncia por velocidad del 4821 LKS el 3 de octubre.", want: []hit{{"4821 LKS", 56}}},
		{name: "es bare elsewhere", text: "Pagué 4821 LKS el 3 de octubre."},
		// a company van, a car's dative and logbook, a parking space
		{name: "pl company van", text: "Dojazd busem firmowym PK 7321C z bazy w Kaliszu", want: []hit{{"PK 7321C", 22}}},
		{name: "sk logbook of the car", text: "Doklady (knihu jázd k autu TO-528BM a faktúry)", want: []hit{{"TO-528BM", 27}}},
		{name: "es garage space", text: "y la plaza de garaje?\nLuego doy de baja la 7731 LKF en la lista de la comunidad", want: []hit{{"7731 LKF", 43}}},
		// a reference's label before the shape, in a text that names a garage
		{name: "es receipt in a garage's text", text: "La plaza de garaje cuesta 90 EUR. Referencia del recibo: 2024 BCN."},
		{name: "es order in a garage's text", text: "La plaza de garaje está pagada. El pedido 4821 LKS llega mañana."},
		{name: "de plate word nearer than the contract", text: "Vertrag für Kennzeichen B-AB 1234", want: []hit{{"B-AB 1234", 24}}},
		{name: "es bare in a community's text", text: "Luego doy de baja la 7731 LKF en la lista de la comunidad"},
		{name: "cs after the car's instrumental", text: "přijel jsem autem 1AB 2345 z Brna", want: []hit{{"1AB 2345", 18}}},
		{name: "sk plate and a slash apart", text: "EČV BA-123AB / BA-456CD", want: []hit{{"BA-123AB", 4}, {"BA-456CD", 15}}},
		{name: "ch after a make", text: "der graue skoda, ZH 418 327. konto weg", want: []hit{{"ZH 418 327", 17}}},
		{name: "ch véhicule", text: "Véhicule : GE 418 273", want: []hit{{"GE 418 273", 11}}},
		{name: "ch immatriculé", text: "le véhicule immatriculé VD 12345 est un leasing", want: []hit{{"VD 12345", 24}}},
		{name: "ch shape alone", text: "Artikel ZH 418 327 ist ausverkauft"},
		{name: "ch canton and a year", text: "Steuererklärung ZH 2024 eingereicht"},
		{name: "at Kennzeichen", text: "Mandantin: Elisabeth Url, Kennzeichen G 384 KT", want: []hit{{"G 384 KT", 38}}},
		{name: "at Kennzeichen, five digits", text: "Kennzeichen: W 12345 X", want: []hit{{"W 12345 X", 13}}},
		{name: "at shape alone", text: "Raum G 384 KT im Erdgeschoss"},
		// a driver named next to a plate shape
		{name: "de driver", text: "der Fahrer des Wagens M AB 1234 flüchtete", want: []hit{{"M AB 1234", 22}}},
		{name: "pl driver before", text: "kierowca auta WE 12K45 uciekł", want: []hit{{"WE 12K45", 14}}},
		// a plate shape in a text about vehicles
		{name: "de hyphenated, vehicle text", text: "Schadenservice Kfz.\nder andere hatte OHZ-KL 514, sagte er", want: []hit{{"OHZ-KL 514", 37}}},
		{name: "de hyphenated, other text", text: "der andere hatte OHZ-KL 514, sagte er"},
		{name: "de blanks, vehicle text", text: "Fahrzeugschaden gemeldet.\nMein Bruder fährt seit drei Jahren einen VW ID 3 und ist zufrieden"},
		{name: "fr vehicle text", text: "Votre véhicule est réparé.\nL'autre voiture, AB-123-CD, est partie.", want: []hit{{"AB-123-CD", 44}}},
		{name: "de measured, vehicle text", text: "Fahrzeugdaten: Leistung VW-TD 110 kW"},
		{name: "de lab value", text: "HbA1c 7,4 %, LDL-C 148 mg/dl, Hb 12,6 g/dl"},
		{name: "it autorizzazione, no vehicle text", text: "autorizzazione del 12/03/2025: codice AB 123 CD"},
		{name: "de plate, then a comma", text: "Sein Pkw, HH-AB 1234, stand vor der Tür", want: []hit{{"HH-AB 1234", 10}}},
		{name: "en driver is a printer's", text: "install the driver HP LJ 1020 first"},
		{name: "pl truck, 12A34", text: "ciągnik TOP 62K41). Zgłosiliśmy", want: []hit{{"TOP 62K41", 8}}},
		{name: "pl 12A34 shape alone", text: "kod TOP 62K41"},
		// the abbreviations of forms: "nr rej.", "immat.", "Kfz", "matr."
		{name: "pl nr rej.", text: "Sprawca: Jan Wiśniewski, nr rej. WA 4521K", want: []hit{{"WA 4521K", 33}}},
		{name: "fr immat.", text: "N° d'immat. : AB-123-CD", want: []hit{{"AB-123-CD", 14}}},
		{name: "de Kfz", text: "Kfz: M-AB 1234", want: []hit{{"M-AB 1234", 5}}},
		{name: "es matr.", text: "Matr.: 1234 BCD", want: []hit{{"1234 BCD", 7}}},
		{name: "fr", text: "immatriculation AB-123-CD", want: []hit{{"AB-123-CD", 16}}},
		{name: "es", text: "matrícula 1234 BCD", want: []hit{{"1234 BCD", 10}}},
		{name: "it", text: "targa AB 123 CD", want: []hit{{"AB 123 CD", 6}}},
		{name: "gb", text: "number plate AB12 CDE", want: []hit{{"AB12 CDE", 13}}},
		{name: "us after plate word", text: "license plate 7ABC123", want: []hit{{"7ABC123", 14}}},
		{name: "mx after placas", text: "placas JKT482", want: []hit{{"JKT482", 7}}},
		{name: "a motherboard's placa", text: "una placa base ASUS B550M"},
		{name: "us plate before its state", text: "License plate: 7ABC123 CA", want: []hit{{"7ABC123", 15}}},
		{name: "us plate before a year", text: "Vehicle: license plate 7ABC123 2019 Honda Civic", want: []hit{{"7ABC123", 23}}},
		{name: "a word after a free shape", text: "autorizó la salida del camión de placa BKR-742 sin la guía", want: []hit{{"BKR-742", 39}}},
		{name: "a baggage tag's head", text: "ref ist HAMLX41827, tag 0724 LX 518203"},
		{name: "us after license number", text: "License number: 7ABC123", want: []hit{{"7ABC123", 16}}},
		{name: "us plate word in a vehicle text", text: "Vehicle: Honda Civic. License plate: 7ABC123", want: []hit{{"7ABC123", 37}}},
		// a bare licence number in a text about driving is the driver's licence
		{name: "licence number, vehicle", text: "Vehicle: Ford Focus. License No. D1234567"},
		{name: "unicode before", text: "Auto 🚙 Kennzeichen: M-XY 123", want: []hit{{"M-XY 123", 20}}},
		{name: "fr without context is low", text: "voir AB-123-CD"},
		{name: "fr without context, strict", text: "voir AB-123-CD", threshold: 0.25, want: []hit{{"AB-123-CD", 5}}},
		{name: "fr after a reference label, strict", text: "ref AB-123-CD", threshold: 0.25},
		{name: "us shape without plate word", text: "code 7ABC123"},
		{name: "es vowels not used", text: "matrícula 1234 ABE"},
		// a chat types the plate in lower case right after its word (or its
		// word and a copula), a letter and a digit in its first part
		{name: "es lower case after matricula", text: "matricula 4827lkt, es un seat leon", want: []hit{{"4827lkt", 10}}},
		{name: "es lower case after matricula es", text: "mi matricula es 4827lkt", want: []hit{{"4827lkt", 16}}},
		{name: "cs lower case after spz je", text: "moje spz je 1ab 2345", want: []hit{{"1ab 2345", 12}}},
		{name: "lower case after another word", text: "el codigo 4827lkt del pedido"},
		{name: "de lower case without a digit first", text: "Kennzeichen b-ab 1234"},
		{name: "es a word and a year after matriculado", text: "vendo coche matriculado en 2019"},
		{name: "fr a word and a year after immatriculation", text: "première immatriculation en 2019"},
		{name: "de a word and a year after kennzeichen", text: "das kennzeichen ab 2024"},
		{name: "es a size after placa", text: "placa de 3mm"},
		{name: "en platelets", text: "platelets 250x10"},
		{name: "mx three parts after placas", text: "Placas JKS-482-A · Operador", want: []hit{{"JKS-482-A", 7}}},
	}
	runCases(t, "LICENSE_PLATE", cases)
}

// TestPlateNotPartNumberOrAddress: a part's number in the first column of
// an invoice's items and a US or Australian state with its postcode are
// no plates, though written as Germany's or Poland's; a table of plates
// under a plate's heading, and the plates of a German abbreviation and an
// Ontario car, are.
func TestPlateNotPartNumberOrAddress(t *testing.T) {
	czInvoice := "Vozidlo: Škoda Fabia   RZ: 3K4 1978\n\n" +
		"Kód       Položka                                        Množ.    Cena/MJ    Celkem bez DPH\n" +
		"MO-0530   Motorový olej Castrol Edge 5W-30               4,0 l     389,00      1 556,00\n" +
		"F-OC988   Olejový filtr MAHLE OC 988                     1 ks      312,00        312,00\n" +
		"F-LX3778  Vzduchový filtr MAHLE LX 3778                  1 ks      298,00        298,00\n"
	esInvoice := "VEHÍCULO\nMatrícula: 2841 HXP\n\nCód.        Descripción                              Cant.   Precio     Importe\n" +
		"TRW-DF6911  Discos freno delanteros (juego)          1       112,60     112,60\n" +
		"FLT-OC1051  Filtro de aceite                         1       12,75      12,75\n"
	frInvoice := "Véhicule : Peugeot Partner – Immatriculation : FK-318-PN\n\nRéf.        Désignation                                 Qté    P.U. HT    Total HT\n" +
		"FDB4871     Plaquettes de frein AV                       1       68,40      68,40\n"
	fleet := "Fahrzeugliste\n\nKennzeichen   Fahrzeug          Leasingrate\n" +
		"B-AB 1234     VW Golf           349,00 €\n" +
		"M-XY 987      BMW 320d          512,50 €\n"
	cases := []tcase{
		{name: "cz part numbers", text: czInvoice, want: []hit{at(czInvoice, "3K4 1978")}},
		{name: "es part numbers", text: esInvoice, want: []hit{at(esInvoice, "2841 HXP")}},
		{name: "fr part numbers", text: frInvoice, want: []hit{at(frInvoice, "FK-318-PN")}},
		{name: "de fleet table", text: fleet, want: []hit{at(fleet, "B-AB 1234"), at(fleet, "M-XY 987")}},
		{name: "us state and zip", text: "Vehicle owner: Dana Kowalski, Ford Escape, 2231 S Kinnickinnic Ave, Milwaukee, WI 53207"},
		{name: "au state and postcode", text: "Vehicle garaged at 14 George St, Sydney, NSW 2000"},
		{name: "pl plate after a comma", text: "mam samochód Skoda Octavia, WI 53207, i nie jest mój", want: []hit{{"WI 53207", 28}}},
		{name: "de Kennz.", text: "Stellplatz in der Tiefgarage, Kennz. TR-HM 418, bitte freihalten.", want: []hit{{"TR-HM 418", 37}}},
		{name: "ca vehicle", text: "He drives the company vehicle CKRV 418 to the site.", want: []hit{{"CKRV 418", 30}}},
		{name: "ca joined", text: "registration CKRV418", want: []hit{{"CKRV418", 13}}},
		{name: "ca shape alone", text: "Meet in ROOM 101 or CKRV 418 at noon."},
		{name: "ie registration", text: "the vehicle you were driving, registration 221-C-4837, collided with our client's vehicle, registration 192-KY-1108, at the lights",
			want: []hit{{"221-C-4837", 43}, {"192-KY-1108", 104}}},
		{name: "ie shape alone", text: "see section 12-D-1234 of the file"},
		{name: "ie no county", text: "registration 221-Q-4837"},
	}
	runCases(t, "LICENSE_PLATE", cases)
}
